/**
 * Profanity, sexual terms and slurs: the `obscenity` English dataset (which
 * handles leetspeak, confusables and spacing tricks) plus a few terms it lacks,
 * each sorted into a category that decides severity.
 */
import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity';
import { forEachMatch } from '../rule';

export type ProfanityCategory = 'slur' | 'insult' | 'sexual' | 'profanity' | 'clinical';

/** Category per obscenity `originalWord`; words not listed count as profanity. */
const CATEGORY_BY_WORD: Readonly<Record<string, ProfanityCategory>> = {
  abeed: 'slur',
  abo: 'slur',
  africoon: 'slur',
  arabush: 'slur',
  boonga: 'slur',
  chingchong: 'slur',
  chink: 'slur',
  dyke: 'slur',
  fag: 'slur',
  kike: 'slur',
  negro: 'slur',
  nigger: 'slur',
  retard: 'slur',
  spastic: 'slur',
  tranny: 'slur',
  // Vulgar words used to demean a person, mostly women.
  bitch: 'insult',
  cunt: 'insult',
  slut: 'insult',
  whore: 'insult',
  twat: 'insult',
  prick: 'insult',
  bastard: 'insult',
  dick: 'insult',
  cock: 'insult',
  pussy: 'insult',
  hooker: 'insult',
  // Anatomical and clinical words are normal in health, education and news text;
  // the explicit terms below carry the sexual-content signal instead.
  anal: 'clinical',
  anus: 'clinical',
  penis: 'clinical',
  vagina: 'clinical',
  semen: 'clinical',
  sex: 'clinical',
  orgasm: 'clinical',
  ejaculate: 'clinical',
  masturbate: 'clinical',
  incest: 'clinical',
  bestiality: 'clinical',
  rape: 'clinical',
  blowjob: 'sexual',
  buttplug: 'sexual',
  cum: 'sexual',
  deepthroat: 'sexual',
  dildo: 'sexual',
  doggystyle: 'sexual',
  'double penetration': 'sexual',
  felch: 'sexual',
  fellatio: 'sexual',
  'finger bang': 'sexual',
  fisting: 'sexual',
  gangbang: 'sexual',
  handjob: 'sexual',
  hentai: 'sexual',
  jizz: 'sexual',
  lubejob: 'sexual',
  orgy: 'sexual',
  porn: 'sexual',
  scat: 'sexual',
  'jerk off': 'sexual',
  wank: 'sexual',
  // Everything else in the dataset (fuck, shit, ass, piss, ...) is plain profanity.
};

/** Terms the obscenity dataset lacks (found on the Davidson train split). */
const EXTRA_TERMS: ReadonlyArray<{ source: string; word: string; category: ProfanityCategory }> = [
  { source: 'wetbacks?', word: 'wetback', category: 'slur' },
  { source: 'beaners?', word: 'beaner', category: 'slur' },
  { source: 'spics?', word: 'spic', category: 'slur' },
  { source: '(?:white|trailer) trash', word: 'white trash', category: 'slur' },
  { source: 'nicca[sz]?|nigguh|niggah?[sz]?', word: 'nigger', category: 'slur' },
  { source: 'ragheads?|towelheads?|sand ?niggers?|sand monkeys?', word: 'raghead', category: 'slur' },
  // "honky-tonk" is a bar and a style of country music.
  { source: 'whitey|honk(?:y|ies)(?![- ]?tonk)|peckerwoods?', word: 'honky', category: 'slur' },
  { source: 'wiggas?|niglets?|jigaboos?|porch monkeys?|jungle bunn(?:y|ies)|zipperheads?', word: 'nigger', category: 'slur' },
  { source: 'hoes?|thots?|skanks?', word: 'hoe', category: 'insult' },
  { source: 'pussies', word: 'pussy', category: 'insult' },
  { source: 'stfu|gtfo', word: 'stfu', category: 'profanity' },
];

const EXTRA_REGEX = new RegExp(EXTRA_TERMS.map((t) => `\\b(${t.source})\\b`).join('|'), 'gi');

const MATCHER = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

/**
 * obscenity's getAllMatches transforms the text twice (blacklist and whitelist transformers) and
 * runs its 119 patterns one after another, ~0.2 ms per KB, although almost no text has a match.
 * We transform once and ask one alternation of the same patterns whether anything matches: an
 * alternation matches wherever one of its alternatives does, so when it finds nothing, neither
 * would getAllMatches, and skipping it is exact. It reads internals of obscenity 0.4.6 (pinned:
 * its terms' regexes and its transformers); test/core/scoring/profanity.test.ts checks both
 * the transform and the shortcut against obscenity itself.
 */
type Stage =
  | { type: 0; transform(char: number): number | undefined }
  | { type: 1; factory(): { transform(char: number): number | undefined } };
interface MatcherInternals {
  blacklistedTerms: { regExp: RegExp }[];
  blacklistMatcherTransformers: { transformers: Stage[] };
  applyTransformers(input: string, transformers: unknown): [number[], string];
}
const internals = MATCHER as unknown as MatcherInternals;
const ANY_BLACKLISTED = new RegExp(
  internals.blacklistedTerms.map((t) => `(?:${t.regExp.source})`).join('|'),
  internals.blacklistedTerms[0]!.regExp.flags.replace('g', ''),
);

// The English preset is three per-character (simple) transformers — confusables, leetspeak,
// lower case — then one stateful one (collapse duplicates).
const stages = internals.blacklistMatcherTransformers.transformers;
const simpleStages = stages.slice(0, 3).filter((s): s is Extract<Stage, { type: 0 }> => s.type === 0);
const statefulStage = stages[3]?.type === 1 ? stages[3] : undefined;
const presetShape = stages.length === 4 && simpleStages.length === 3 && statefulStage !== undefined;
const UNKNOWN = -2;
const DROPPED = -1;
const simpleMemo = new Int32Array(0x10000).fill(UNKNOWN);

function simpleChain(char: number): number {
  let c: number | undefined = char;
  for (const stage of simpleStages) {
    c = stage.transform(c);
    if (c === undefined) return DROPPED;
  }
  return c;
}

/**
 * The text as obscenity's blacklist transformers see it (its applyTransformers, without the
 * index map), several times faster: the simple chain is a pure function of the character, so it
 * is memoized per BMP code unit; the stateful stage is a fresh instance of obscenity's own, fed
 * in order. Any other preset shape falls back to obscenity's applyTransformers.
 */
export function obscenityView(text: string): string {
  if (!presetShape) return internals.applyTransformers(text, internals.blacklistMatcherTransformers)[1];
  const collapse = statefulStage!.factory();
  let out = '';
  for (let i = 0; i < text.length; ) {
    const cp = text.codePointAt(i)!;
    i += cp > 0xffff ? 2 : 1;
    let c = cp < 0x10000 ? simpleMemo[cp]! : simpleChain(cp);
    if (c === UNKNOWN) c = simpleMemo[cp] = simpleChain(cp);
    if (c === DROPPED) continue;
    const kept = collapse.transform(c);
    if (kept !== undefined) out += String.fromCodePoint(kept);
  }
  return out;
}

/** False only when obscenity's getAllMatches would return nothing. */
export function mayHaveObscenity(text: string): boolean {
  return ANY_BLACKLISTED.test(obscenityView(text));
}

// Handles and links are names, not language aimed at anyone ("@FuckKennyJ").
const HANDLE_OR_URL = /(?:^|\s)(?:@\w+|https?:\/\/\S+|www\.\S+)/g;

export interface ProfanityHit {
  start: number;
  end: number;
  word: string;
  category: ProfanityCategory;
}

/** Where @handles and links are: names, not language aimed at anyone. */
export function ignoredRanges(text: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  if (!text.includes('@') && !text.includes('http') && !text.includes('www.')) return ranges;
  forEachMatch(HANDLE_OR_URL, text, (m) => ranges.push([m.index, m.index + m[0].length]));
  return ranges;
}

/**
 * Slur matches that are another word in context (found on the training-source reserve,
 * scripts/validate-harm.ts): "negro" is Spanish, Portuguese and Italian for black ("salsa negro",
 * "Río Negro") and part of historical names; "tranny" is a car's transmission; a short match
 * cut off by an ellipsis is a truncated word ("abo…" = "about"); a short match inside a longer
 * word is a letter sequence ("#GroomingGangs" reads "ngGa").
 */
const ROMANCE_NEAR =
  /\b(?:el|la|los|las|un|una|uno|y|de|del|con|muy|más|mas|por|para|que|es|color|café|cafe|salsa|frijoles|vino|pelo|gato|perro|toro|r[ií]o|mar|blanco|rojo|azul|verde|oro|preto|nero|ojos|mole|tinto|pimienta|chocolate)\b/i;
const NEGRO_NAME = /^\s*(?:leagues?|spirituals?|college)\b/i;
const CAR_NEAR =
  /\b(?:car|cars|truck|engine|transmission|gearbox|clutch|fluid|mechanic|rebuil\w*|miles|mpg|shift\w*|gears?|manual|automatic|vehicle|honda|toyota|ford|chevy|jeep|nissan|maxima|civic|mustang|camaro)\b/i;
const TRUNCATED = /^ ?(?:…|\.{2,}|&#8230;|&hellip;)/;

function isSlurHomonym(text: string, hit: ProfanityHit): boolean {
  const before = text.slice(Math.max(0, hit.start - 30), hit.start);
  const after = text.slice(hit.end, hit.end + 60);
  // The context after the word starts past its own ending ("negro|es" must not read Spanish "es").
  const afterWord = after.replace(/^[\p{L}\p{M}]+/u, '');
  const length = hit.end - hit.start;
  if (length <= 4 && TRUNCATED.test(after)) return true;
  if (length < 6 && /\p{L}$/u.test(before) && /^\p{L}/u.test(after)) return true;
  if (hit.word === 'negro') return ROMANCE_NEAR.test(before.slice(-20)) || ROMANCE_NEAR.test(afterWord.slice(0, 20)) || NEGRO_NAME.test(afterWord) || /\b(?:united|r[ií]o)\s+$/i.test(before);
  if (hit.word === 'tranny') return CAR_NEAR.test(before) || CAR_NEAR.test(afterWord);
  return false;
}

export function findProfanity(text: string): ProfanityHit[] {
  const hits: ProfanityHit[] = [];
  const seen = new Set<number>();
  const ignored = ignoredRanges(text);
  const inIgnored = (pos: number) => ignored.some(([s, e]) => pos >= s && pos < e);
  const push = (hit: ProfanityHit) => {
    if (seen.has(hit.start) || inIgnored(hit.start)) return;
    if (hit.category === 'slur' && isSlurHomonym(text, hit)) return;
    seen.add(hit.start);
    hits.push(hit);
  };
  for (const match of mayHaveObscenity(text) ? MATCHER.getAllMatches(text, true) : []) {
    const word = englishDataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord ?? '';
    push({
      start: match.startIndex,
      end: match.endIndex + 1, // obscenity's endIndex is inclusive
      word,
      category: CATEGORY_BY_WORD[word] ?? 'profanity',
    });
  }
  forEachMatch(EXTRA_REGEX, text, (m) => {
    const index = m.slice(1).findIndex((g) => g !== undefined);
    const term = EXTRA_TERMS[index];
    push({ start: m.index, end: m.index + m[0].length, word: term.word, category: term.category });
  });
  return hits.sort((a, b) => a.start - b.start);
}

/** Softened form that keeps the first letter so the sentence still reads ("f***"). */
export function maskWord(word: string): string {
  return word.length <= 1 ? '*' : word[0] + '*'.repeat(word.length - 1);
}
