/**
 * Wording of the special categories of personal data (GDPR Art. 9(1); sensitive personal data
 * under the DPDP Act's harm-based safeguards; PHI under HIPAA for health) in English, Hindi and
 * Hinglish. Each term is a case-insensitive regex fragment that starts with at least three literal
 * characters (the scan looks terms up by the first three characters of each word). A term says what a
 * person is, has or did ("diagnosed with", "HIV positive", "is gay", "Dalit"), so that a
 * sentence with a term and an identifiable person is a disclosure about that person.
 */
import type { SpecialCategoryType } from '../types';

export interface SpecialCategory {
  type: SpecialCategoryType;
  /** What the category is, for explanations. */
  label: string;
  /** The legal framing repeated in every finding's explanation. */
  framing: string;
  terms: readonly string[];
}

const ART9 = 'GDPR Art. 9(1) special category';
const DPDP = 'DPDP Act 2023: personal data whose breach harms the data principal, S.8(5) safeguards and S.8(6) breach notice apply';

export const SPECIAL_CATEGORIES: readonly SpecialCategory[] = [
  {
    type: 'HEALTH_DATA',
    label: 'health data (diagnosis, condition, test result, medication, mental health, pregnancy)',
    framing: `${ART9} (data concerning health); ${DPDP}; HIPAA: protected health information when a covered entity or its business associate holds it (45 CFR 160.103)`,
    terms: [
      'hiv(?:[- ]?positive|\\+| status| test result| infection| infected)?', 'aids patient', 'has aids', 'diagnosed(?: with)?', 'diagnosis(?: of)?',
      'tested positive(?: for)?', 'test results?', 'blood (?:test|report|sugar)s?', 'biopsy', 'mri (?:scan|report|results?)',
      'cancer', 'tumou?rs?', 'leukaemia', 'leukemia', 'lymphoma', 'chemotherapy', 'chemo', 'radiotherapy', 'dialysis',
      'diabetes', 'diabetic', 'insulin', 'hypertension', 'heart (?:disease|attack|condition|surgery)', 'cardiac arrest',
      'asthma', 'epilepsy', 'epileptic', 'seizures', 'hepatitis(?: [abc])?', 'tuberculosis', 'covid(?:-19)? positive',
      'depression', 'clinically depressed', 'anxiety disorder', 'panic attacks', 'bipolar(?: disorder)?', 'schizophreni(?:a|c)',
      'ptsd', 'adhd', 'autism', 'autistic', 'ocd', 'psychiatric(?: \\w+)?', 'psychiatrist', 'psychotherapy', 'therapist',
      'mental (?:illness|health (?:condition|issues?|problems?|treatment)|breakdown)', 'suicidal', 'suicide attempt', 'self[- ]harm',
      'eating disorder', 'anorexia', 'bulimia', 'dementia', "alzheimer(?:'s|s)", "parkinson(?:'s|s)", 'multiple sclerosis',
      'pregnant', 'pregnancy', 'miscarriage', 'abortion', 'ivf', 'infertility', 'infertile',
      'sexually transmitted', 'chlamydia', 'syphilis', 'herpes', 'gonorrh?oea',
      'antidepressants?', 'sertraline', 'fluoxetine', 'prozac', 'lithium', 'antiretrovirals?', 'methadone',
      'rehab(?:ilitation)?', 'addiction', 'addicted to', 'alcoholism', 'alcoholic', 'disabilit(?:y|ies)', 'disabled', 'wheelchair',
      'medical (?:condition|history|records?|leave|report)', 'sick leave', 'surgery', 'prescribed', 'medication',
      'बीमारी', 'बीमार', 'कैंसर', 'मधुमेह', 'डायबिटीज़?', 'शुगर की बीमारी', 'एचआईवी', 'एड्स', 'अवसाद', 'डिप्रेशन',
      'मानसिक (?:बीमारी|रोग|स्वास्थ्य)', 'गर्भवती', 'गर्भपात', 'टीबी', 'इलाज', 'कीमोथेरेपी', 'विकलांग', 'दवाइयां', 'दवाई',
      'bimari', 'bimaari', 'beemari', 'bimaar', 'beemar', 'sugar ki bimari', 'ilaaj', 'ilaj', 'dawai', 'dawaiyan', 'pregnant hai',
    ],
  },
  {
    type: 'SEXUAL_ORIENTATION',
    label: 'sexual orientation or sex life',
    framing: `${ART9} (data concerning a natural person's sex life or sexual orientation); ${DPDP}`,
    terms: [
      'gay', 'lesbian', 'bisexual', 'homosexual', 'pansexual', 'asexual', 'queer', 'transgender', 'trans (?:woman|man)',
      'sexual orientation', 'sex life', 'same[- ]sex partner', 'sexual partners?',
      'समलैंगिक', 'ट्रांसजेंडर', 'किन्नर', 'samlaingik',
    ],
  },
  {
    type: 'RELIGION',
    label: 'religious or philosophical belief',
    framing: `${ART9} (religious or philosophical beliefs); ${DPDP}`,
    terms: [
      'muslim', 'hindu', 'christian', 'catholic', 'protestant', 'sikh', 'jain', 'buddhist', 'jewish', 'parsi', 'zoroastrian',
      'atheist', 'agnostic', 'converted to (?:islam|christianity|hinduism|buddhism|judaism|sikhism)', 'religious beliefs?',
      'religion', 'prays five times', 'observes ramadan', 'keeps kosher', 'wears (?:a )?(?:hijab|turban|burqa)',
      'मुसलमान', 'मुस्लिम', 'हिंदू', 'हिन्दू', 'ईसाई', 'सिख', 'जैन', 'बौद्ध', 'धर्म', 'नमाज़ी',
      'musalman', 'musalmaan', 'dharm', 'namaz padhta', 'namaz padhti',
    ],
  },
  {
    type: 'CASTE',
    label: 'caste or tribe',
    framing: `caste reveals racial or ethnic origin, a ${ART9}; ${DPDP}; caste-based discrimination is also barred by Article 15 of the Indian Constitution`,
    terms: [
      'caste', 'dalit', 'scheduled caste', 'scheduled tribe', 'sc/st', 'obc', 'other backward class(?:es)?', 'brahmin',
      'kshatriya', 'vaishya', 'shudra', 'adivasi', 'untouchable', 'savarna', 'caste certificate', 'tribal',
      'जाति', 'दलित', 'अनुसूचित (?:जाति|जनजाति)', 'ब्राह्मण', 'आदिवासी', 'पिछड़ा वर्ग', 'jaati', 'jati', 'neechi jaat',
    ],
  },
  {
    type: 'POLITICAL_OPINION',
    label: 'political opinion or affiliation',
    framing: `${ART9} (political opinions); ${DPDP}`,
    terms: [
      'political (?:views?|opinions?|affiliation|beliefs?|leanings?)',
      'votes? for (?:the )?\\p{L}+', 'voted for (?:the )?\\p{L}+', 'supports the (?:bjp|congress|aap|tmc|labour|tories|conservatives|republicans|democrats)',
      'bjp (?:supporter|member|worker|voter)', 'congress (?:supporter|worker|voter)', 'aap (?:supporter|volunteer|voter)',
      'labour (?:supporter|voter|party member)', 'tory (?:voter|member)', 'republican voter', 'democrat voter',
      'party member(?:ship)?', 'member of the (?:bjp|congress|communist party|labour party|rss)', 'rss (?:member|worker|pracharak)',
      'communist', 'maoist', 'naxal(?:ite)? sympathi[sz]er', 'left[- ]wing', 'right[- ]wing',
      'राजनीतिक (?:विचार|झुकाव)', 'भाजपा (?:समर्थक|कार्यकर्ता)', 'कांग्रेस (?:समर्थक|कार्यकर्ता)', 'वोट दिया',
      'bjp ko vote', 'congress ko vote', 'aap ko vote', 'bjp wala', 'congress wala',
    ],
  },
  {
    type: 'TRADE_UNION',
    label: 'trade-union membership',
    framing: `${ART9} (trade union membership); ${DPDP}`,
    terms: [
      'trade union', 'labou?r union', 'union member(?:ship)?', 'union dues', 'shop steward', 'unioni[sz]ed', 'union rep(?:resentative)?',
      'joined the union', 'union activist', 'ट्रेड यूनियन', 'मज़दूर संघ', 'मजदूर संघ', 'यूनियन (?:सदस्य|नेता)', 'union leader',
    ],
  },
  {
    type: 'BIOMETRIC_DATA',
    label: 'biometric data',
    framing: `${ART9} (biometric data processed to identify a person); ${DPDP}; Aadhaar Act 2016 S.29 bars sharing core biometric information`,
    terms: [
      'fingerprints?(?: (?:scan|template|data|record))?', 'thumb ?prints?', 'iris scan', 'retina(?:l)? scan', 'face (?:template|scan|print)',
      'facial (?:recognition (?:data|template|profile)|geometry|template|scan)', 'voice ?prints?', 'palm ?prints?',
      'biometrics?(?: (?:data|template|record|details))?', 'बायोमेट्रिक', 'अंगूठे का निशान', 'उंगलियों के निशान', 'anguthe ka nishan',
    ],
  },
  {
    type: 'GENETIC_DATA',
    label: 'genetic data',
    framing: `${ART9} (genetic data); ${DPDP}; GINA restricts its use by US employers and insurers`,
    terms: [
      'dna (?:test|results?|profile|sample|sequence|report)', 'genetic (?:test|testing|results?|data|profile|marker|predisposition|disorder|condition|screening)',
      'genome', 'brca[12]?(?: (?:mutation|positive|gene carrier))?', 'gene mutation', 'carrier of (?:the )?\\w+ gene',
      'huntington(?:\'s|s) (?:gene|disease)', 'डीएनए', 'आनुवंशिक',
    ],
  },
];

/** Words near a term that name or point at one person: the disclosure is about someone. */
export const PERSON_ANCHORS = {
  /** Third person singular, roles with a determiner, relatives: strongest after names and ids. */
  referent: [
    'he', 'she', 'his', 'her', 'him', 'hers', 'himself', 'herself',
    'the patient', 'this patient', 'our patient', 'the employee', 'this employee', 'our employee', 'the candidate', 'this candidate',
    'the applicant', 'this applicant', 'the customer', 'this customer', 'the client', 'the student', 'the child', 'the user',
    'the member', 'the tenant', 'the claimant', 'the victim', 'the accused', 'the worker', 'the staff member',
    'my colleague', 'my coworker', 'my co-worker', 'my boss', 'my manager', 'my employee', 'my friend', 'my neighbour', 'my neighbor',
    'my son', 'my daughter', 'my wife', 'my husband', 'my partner', 'my mother', 'my father', 'my mom', 'my dad', 'my brother',
    'my sister', 'my child', 'my kid', 'my tenant', 'my student', 'my patient', 'my client',
    'उसे', 'उसको', 'उसका', 'उसकी', 'उसके', 'मरीज़', 'मरीज', 'मेरे सहकर्मी', 'मेरा बेटा', 'मेरी बेटी', 'मेरी पत्नी', 'मेरे पति',
    'usko', 'uska', 'uski', 'uske', 'mera beta', 'meri beti', 'meri wife', 'mere pati', 'mere dost', 'mera dost', 'meri biwi',
  ],
  /** First person singular: the writer discloses about themself. */
  // Not Hinglish "main" (I): it is also the English "main".
  self: ['i', "i'm", "i've", "i'd", 'my', 'me', 'myself', 'मैं', 'मुझे', 'मेरा', 'मेरी', 'मेरे', 'mujhe', 'mujhko', 'mera', 'meri', 'mere'],
} as const;

/**
 * A title and a capitalised name, or an id label and a value with a digit: they single out a person.
 * The title is a whole word and the name's capital is read case-sensitively: under one /i flag
 * "Shri" matched the start of "shrink" and "Dr" of "Drink" ("Drink plenty of water if you have
 * diabetes." read as health data about a person), and "patient no problems" read as an id.
 */
export const TITLE_OR_ID_ANCHOR =
  /\b(?:[Mm]rs?|[Mm]s|[Mm]iss|[Dd]r|[Pp]rof|[Ss]hri|[Ss]mt|[Ss]ri|[Kk]umari)\b\.? ?\p{Lu}\p{Ll}+|\b(?:[Pp]atient|PATIENT|[Ee]mployee|EMPLOYEE|[Ee]mp|EMP|[Mm]ember|MEMBER|[Ss]tudent|STUDENT|[Cc]ustomer|CUSTOMER|[Cc]ase|CASE|MRN|[Mm]rn|UHID|[Uu]hid|[Rr]oll|ROLL)\.? ?(?:[Ii][Dd]|ID|[Nn]o|NO|[Nn]umber|NUMBER|#)\.?:? ?(?=[A-Za-z-]*\d)[A-Za-z0-9-]{3,}|\b(?:MRN|UHID|[Mm]rn|[Uu]hid)\b/u;

/**
 * Words that make a sentence about the topic rather than about someone: a study, statistics,
 * advice to anyone, rights and policy. With only a first-person anchor such a sentence is not a
 * disclosure ("I wrote an article about HIV").
 */
export const GENERAL_DISCUSSION_CUES = [
  'study', 'studies', 'research', 'researchers', 'article', 'awareness', 'statistics', 'prevalence', 'campaign', 'rights', 'law', 'laws',
  'policy', 'policies', 'how to', 'what is', 'symptoms of', 'risk of', 'people with', 'patients with', 'those with', 'anyone with',
  'someone with', 'millions', 'percent', 'population', 'community', 'communities', 'in general', 'generally', 'society', 'history of',
  'discrimination', 'essay', 'lecture', 'course', 'book', 'documentary', 'news', 'report on', 'learn about', 'reading about', 'podcast',
  'reservation policy', 'census', 'survey', 'guidelines', 'treatment options', 'common', 'worldwide', 'india has', 'country',
  'लोग', 'लोगों', 'समाज', 'अध्ययन', 'जागरूकता', 'log', 'logon', 'samaj',
];
