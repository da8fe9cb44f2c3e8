/**
 * Non-inclusive terms with alternatives, in the spirit of retext-equality.
 *
 * Decisions (see docs/accuracy-scoring.md):
 * - "master" alone is NOT flagged: master's degree, mastery, master copy and
 *   "master branch" are ordinary usage; only the master/slave pairing and
 *   "slave" as a technical role are.
 * - "guys" is flagged only as a form of address ("hi guys", "you guys").
 * - "crazy"/"insane" are flagged as casual intensifiers (ableist), with neutral
 *   alternatives.
 */
import type { Severity } from '../types';

export type InclusiveCategory = 'gender' | 'ability' | 'race' | 'age';

export interface InclusiveTerm {
  /** Regex source of the base term(s), no capture groups. */
  terms: string;
  /** Optional inflection kept on the replacement ("blacklisted" → "denylisted"). */
  suffix?: string;
  /** Only flagged when the preceding text matches (checked after the match; cheaper than a lookbehind). */
  onlyAfter?: RegExp;
  replacement: string;
  alternatives: string[];
  category: InclusiveCategory;
  severity: Severity;
  reason: string;
}

const ING = '(?:s|ed|ing)';

export const INCLUSIVE_TERMS: readonly InclusiveTerm[] = [
  // race-loaded metaphors and terms
  { terms: 'blacklist', suffix: ING, replacement: 'denylist', alternatives: ['denylist', 'blocklist'], category: 'race', severity: 'low', reason: 'links "black" with bad' },
  { terms: 'whitelist', suffix: ING, replacement: 'allowlist', alternatives: ['allowlist', 'safelist'], category: 'race', severity: 'low', reason: 'links "white" with good' },
  { terms: 'master[/ -]slave|master and slave', replacement: 'primary/replica', alternatives: ['primary/replica', 'leader/follower'], category: 'race', severity: 'low', reason: 'slavery metaphor' },
  { terms: 'slave(?= (?:nodes?|servers?|databases?|dbs?|devices?|drives?|process(?:es)?|clocks?|instances?|replicas?))', replacement: 'replica', alternatives: ['replica', 'secondary', 'follower'], category: 'race', severity: 'low', reason: 'slavery metaphor' },
  { terms: 'grandfathered', replacement: 'exempted', alternatives: ['exempted', 'legacy'], category: 'race', severity: 'low', reason: 'origin in voting-rights exclusion' },
  { terms: 'gypped', replacement: 'cheated', alternatives: ['cheated', 'swindled'], category: 'race', severity: 'medium', reason: 'slur against Roma people' },
  { terms: 'gyp', replacement: 'cheat', alternatives: ['cheat', 'swindle'], category: 'race', severity: 'medium', reason: 'slur against Roma people' },
  { terms: 'spirit animal', replacement: 'favourite', alternatives: ['favourite', 'kindred spirit'], category: 'race', severity: 'low', reason: 'appropriates Indigenous belief' },
  { terms: 'pow-?wow', replacement: 'meeting', alternatives: ['meeting', 'huddle'], category: 'race', severity: 'low', reason: 'appropriates an Indigenous ceremony' },
  { terms: 'off the reservation', replacement: 'off track', alternatives: ['off track', 'out of line'], category: 'race', severity: 'low', reason: 'refers to confinement of Indigenous people' },
  { terms: 'low man on the totem pole', replacement: 'lowest in rank', alternatives: ['lowest in rank', 'most junior'], category: 'race', severity: 'low', reason: 'misuses an Indigenous symbol' },
  { terms: 'uppity', replacement: 'arrogant', alternatives: ['arrogant', 'presumptuous'], category: 'race', severity: 'medium', reason: 'historically a racial slur' },
  { terms: 'peanut gallery', replacement: 'audience', alternatives: ['audience', 'critics'], category: 'race', severity: 'low', reason: 'segregation-era term' },
  { terms: 'illegal aliens?|illegals', replacement: 'undocumented immigrants', alternatives: ['undocumented immigrants'], category: 'race', severity: 'medium', reason: 'dehumanises people by legal status' },
  { terms: 'illegal immigrants?', replacement: 'undocumented immigrants', alternatives: ['undocumented immigrants'], category: 'race', severity: 'low', reason: 'labels people rather than acts as illegal' },
  { terms: 'orientals?(?= (?:people|man|woman|men|women|girls?|guys?))', replacement: 'Asian', alternatives: ['Asian', 'East Asian'], category: 'race', severity: 'medium', reason: 'dated term for people' },
  { terms: 'third[- ]world', replacement: 'low-income', alternatives: ['low-income', 'developing'], category: 'race', severity: 'low', reason: 'hierarchical label for countries' },
  // gendered terms and defaults
  { terms: 'manpower', replacement: 'workforce', alternatives: ['workforce', 'staffing', 'personnel'], category: 'gender', severity: 'low', reason: 'gendered term for people in general' },
  { terms: 'man-?hours?', replacement: 'person-hours', alternatives: ['person-hours', 'work hours'], category: 'gender', severity: 'low', reason: 'gendered term for people in general' },
  { terms: 'mankind', replacement: 'humankind', alternatives: ['humankind', 'humanity'], category: 'gender', severity: 'low', reason: 'gendered term for people in general' },
  { terms: 'man-made', replacement: 'artificial', alternatives: ['artificial', 'synthetic', 'human-made'], category: 'gender', severity: 'low', reason: 'gendered term for people in general' },
  { terms: 'chairman', replacement: 'chair', alternatives: ['chair', 'chairperson'], category: 'gender', severity: 'low', reason: 'gendered job title' },
  { terms: 'chairmen', replacement: 'chairs', alternatives: ['chairs', 'chairpersons'], category: 'gender', severity: 'low', reason: 'gendered job title' },
  { terms: 'policeman', replacement: 'police officer', alternatives: ['police officer'], category: 'gender', severity: 'low', reason: 'gendered job title' },
  { terms: 'policemen', replacement: 'police officers', alternatives: ['police officers'], category: 'gender', severity: 'low', reason: 'gendered job title' },
  { terms: 'fireman', replacement: 'firefighter', alternatives: ['firefighter'], category: 'gender', severity: 'low', reason: 'gendered job title' },
  { terms: 'firemen', replacement: 'firefighters', alternatives: ['firefighters'], category: 'gender', severity: 'low', reason: 'gendered job title' },
  { terms: 'mailman|postman', replacement: 'mail carrier', alternatives: ['mail carrier', 'postal worker'], category: 'gender', severity: 'low', reason: 'gendered job title' },
  { terms: 'businessman', replacement: 'businessperson', alternatives: ['businessperson', 'executive'], category: 'gender', severity: 'low', reason: 'gendered job title' },
  { terms: 'businessmen', replacement: 'business people', alternatives: ['business people', 'executives'], category: 'gender', severity: 'low', reason: 'gendered job title' },
  { terms: 'salesman', replacement: 'salesperson', alternatives: ['salesperson', 'sales representative'], category: 'gender', severity: 'low', reason: 'gendered job title' },
  { terms: 'salesmen', replacement: 'salespeople', alternatives: ['salespeople'], category: 'gender', severity: 'low', reason: 'gendered job title' },
  { terms: 'spokesman', replacement: 'spokesperson', alternatives: ['spokesperson'], category: 'gender', severity: 'low', reason: 'gendered job title' },
  { terms: 'spokesmen', replacement: 'spokespeople', alternatives: ['spokespeople'], category: 'gender', severity: 'low', reason: 'gendered job title' },
  { terms: 'stewardess', replacement: 'flight attendant', alternatives: ['flight attendant'], category: 'gender', severity: 'low', reason: 'gendered job title' },
  { terms: 'stewardesses', replacement: 'flight attendants', alternatives: ['flight attendants'], category: 'gender', severity: 'low', reason: 'gendered job title' },
  { terms: 'cameraman', replacement: 'camera operator', alternatives: ['camera operator'], category: 'gender', severity: 'low', reason: 'gendered job title' },
  { terms: 'foreman', replacement: 'supervisor', alternatives: ['supervisor', 'lead'], category: 'gender', severity: 'low', reason: 'gendered job title' },
  { terms: 'middleman', replacement: 'intermediary', alternatives: ['intermediary', 'go-between'], category: 'gender', severity: 'low', reason: 'gendered term for people in general' },
  { terms: 'forefathers', replacement: 'ancestors', alternatives: ['ancestors', 'forebears'], category: 'gender', severity: 'low', reason: 'gendered term for people in general' },
  { terms: 'ladies and gentlemen', replacement: 'everyone', alternatives: ['everyone', 'distinguished guests'], category: 'gender', severity: 'low', reason: 'binary form of address' },
  { terms: 'guys', onlyAfter: /\b(?:hi|hey|hello|thanks|thank you|you|ok|okay|morning|evening)[, ]{1,2}$/i, replacement: 'everyone', alternatives: ['everyone', 'folks', 'all', 'team'], category: 'gender', severity: 'low', reason: 'masculine form of address for a mixed group' },
  { terms: 'man up', replacement: 'toughen up', alternatives: ['toughen up', 'be brave'], category: 'gender', severity: 'low', reason: 'ties courage to masculinity' },
  { terms: 'like a girl', replacement: 'poorly', alternatives: ['poorly', 'weakly'], category: 'gender', severity: 'medium', reason: 'uses gender as an insult' },
  { terms: 'he or she|she or he|he/she|she/he|s/he', replacement: 'they', alternatives: ['they'], category: 'gender', severity: 'low', reason: 'binary pronoun pair excludes non-binary people' },
  { terms: 'his or her|her or his|his/her|her/his', replacement: 'their', alternatives: ['their'], category: 'gender', severity: 'low', reason: 'binary pronoun pair excludes non-binary people' },
  { terms: 'him or her|her or him|him/her|her/him', replacement: 'them', alternatives: ['them'], category: 'gender', severity: 'low', reason: 'binary pronoun pair excludes non-binary people' },
  // ableist terms
  { terms: 'crazy', replacement: 'wild', alternatives: ['wild', 'surprising', 'unexpected'], category: 'ability', severity: 'low', reason: 'uses mental illness as an intensifier' },
  { terms: 'insane(?:ly)?', replacement: 'incredible', alternatives: ['incredible', 'extreme', 'unbelievable'], category: 'ability', severity: 'low', reason: 'uses mental illness as an intensifier' },
  { terms: 'lame', replacement: 'unimpressive', alternatives: ['unimpressive', 'weak', 'boring'], category: 'ability', severity: 'low', reason: 'uses disability as an insult' },
  { terms: 'retard(?:ed|s)?', replacement: 'foolish', alternatives: ['foolish', 'unwise'], category: 'ability', severity: 'medium', reason: 'ableist slur' },
  { terms: 'spazz?(?:ing|ed)?|spastic', replacement: 'clumsy', alternatives: ['clumsy', 'flustered'], category: 'ability', severity: 'medium', reason: 'ableist slur' },
  { terms: 'psycho', replacement: 'erratic', alternatives: ['erratic', 'unpredictable'], category: 'ability', severity: 'medium', reason: 'stigmatises mental illness' },
  { terms: 'dumb', replacement: 'unwise', alternatives: ['unwise', 'silly'], category: 'ability', severity: 'low', reason: 'historically refers to people who cannot speak' },
  { terms: 'crippl(?:ed|ing)', replacement: 'severe', alternatives: ['severe', 'debilitating', 'hindered'], category: 'ability', severity: 'low', reason: 'uses disability as a metaphor for damage' },
  { terms: 'cripples?', replacement: 'disabled people', alternatives: ['disabled people'], category: 'ability', severity: 'medium', reason: 'derogatory term for disabled people' },
  { terms: 'handicapped', replacement: 'disabled', alternatives: ['disabled', 'accessible (for facilities)'], category: 'ability', severity: 'low', reason: 'dated term' },
  { terms: 'wheelchair[- ]bound|confined to a wheelchair', replacement: 'a wheelchair user', alternatives: ['a wheelchair user', 'uses a wheelchair'], category: 'ability', severity: 'low', reason: 'frames a mobility aid as a prison' },
  { terms: 'suffers? from(?= (?:autism|down syndrome|dyslexia|epilepsy|cerebral palsy|a disability|adhd|blindness|deafness))', replacement: 'has', alternatives: ['has', 'lives with'], category: 'ability', severity: 'low', reason: 'frames disability as suffering' },
  { terms: 'the disabled', replacement: 'disabled people', alternatives: ['disabled people', 'people with disabilities'], category: 'ability', severity: 'low', reason: 'defines people by a condition' },
  { terms: 'the mentally ill', replacement: 'people with mental illness', alternatives: ['people with mental illness'], category: 'ability', severity: 'low', reason: 'defines people by a condition' },
  { terms: 'tone[- ]deaf', replacement: 'insensitive', alternatives: ['insensitive', 'oblivious'], category: 'ability', severity: 'low', reason: 'uses disability as a metaphor' },
  { terms: 'turn(?:s|ed|ing)? a blind eye', replacement: 'ignore', alternatives: ['ignore', 'overlook'], category: 'ability', severity: 'low', reason: 'uses disability as a metaphor' },
  { terms: 'sanity check', suffix: '(?:s)', replacement: 'quick check', alternatives: ['quick check', 'confidence check', 'coherence check'], category: 'ability', severity: 'low', reason: 'implies mental illness is a defect' },
  { terms: '(?:so|very|a bit|a little|totally) ocd', replacement: 'very particular', alternatives: ['very particular', 'meticulous'], category: 'ability', severity: 'low', reason: 'trivialises a mental illness' },
  { terms: 'dummy(?= (?:values?|variables?|data|text|accounts?))', replacement: 'placeholder', alternatives: ['placeholder', 'sample'], category: 'ability', severity: 'low', reason: 'originally refers to people who cannot speak' },
  // age
  { terms: 'the elderly', replacement: 'older adults', alternatives: ['older adults', 'older people'], category: 'age', severity: 'low', reason: 'treats older people as one dependent group' },
  { terms: 'senile', replacement: 'confused', alternatives: ['confused', 'forgetful'], category: 'age', severity: 'medium', reason: 'ageist term' },
];
