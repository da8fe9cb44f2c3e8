// Special categories of personal data: a term of the category (a diagnosis, "is gay", a caste,
// a party membership) in the same sentence as something that singles out a person (a name, an
// id, "the patient", "my colleague", a pronoun). A sentence about the topic in general has no
// such anchor and is not reported.
import { FIRST_NAMES } from '../data/first-names';
import {
  GENERAL_DISCUSSION_CUES,
  PERSON_ANCHORS,
  SPECIAL_CATEGORIES,
  TITLE_OR_ID_ANCHOR,
  type SpecialCategory,
} from '../data/special-categories';
import type { Candidate, Recognizer, SpecialCategoryType } from '../types';

const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;
const LETTER_OR_MARK = '[\\p{L}\\p{M}]';

/** The terms of every category that share a head, tried in list order by one sticky regex. */
interface HeadTerms {
  regex: RegExp;
  categories: SpecialCategory[];
  /** Capture group of each term's alternative. */
  groups: number[];
}

/** Terms are English, Hinglish or Hindi: words start with a Latin letter or a Devanagari one. */
function isWordStartCode(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 0x0900 && c <= 0x097f);
}

const lowerCode = (c: number): number => (c >= 65 && c <= 90 ? c + 32 : c);

/**
 * A hash of the first three characters of a word (case-folded for ASCII letters), kept small so
 * the map's keys stay small integers; a collision only costs a regex test that fails.
 */
function headKey(text: string, at: number): number {
  return ((lowerCode(text.charCodeAt(at)) * 2039 + lowerCode(text.charCodeAt(at + 1))) * 2039 + lowerCode(text.charCodeAt(at + 2))) & 0x3fffffff;
}

/** Opening punctuation a word may follow: ( " ' * - [ ‘ “. */
const OPENING = new Set([40, 34, 39, 42, 45, 91, 0x2018, 0x201c]);

/** Positions of the next space, newline and tab, each searched again only once passed. */
function whitespaceWalker(text: string): (from: number) => number {
  const next = [-1, -1, -1];
  const chars = [' ', '\n', '\t'];
  return (from) => {
    let best = text.length;
    for (let k = 0; k < 3; k++) {
      if (next[k] < from && next[k] !== text.length) {
        const at = text.indexOf(chars[k], from);
        next[k] = at === -1 ? text.length : at;
      }
      if (next[k] >= from && next[k] < best) best = next[k];
    }
    return best;
  };
}

const SHORT_TEXT = 256;
const isWhitespaceCode = (c: number): boolean => c === 32 || c === 10 || c === 9;

/** The same answers as `whitespaceWalker`, by a plain loop, one closure per text. */
/** The next space, newline or tab of a short text at or after `from` (its length if none). */
function nextWhitespaceFrom(text: string, from: number): number {
  let i = from;
  while (i < text.length && !isWhitespaceCode(text.charCodeAt(i))) i++;
  return i;
}

/** Terms by the first three characters of their first word. */
const TERMS_BY_HEAD = new Map<number, HeadTerms>();
{
  const byHead = new Map<number, { category: SpecialCategory; term: string }[]>();
  for (const category of SPECIAL_CATEGORIES) {
    for (const term of category.terms) {
      const head = headKey(term, 0);
      byHead.set(head, [...(byHead.get(head) ?? []), { category, term }]);
    }
  }
  // One regex per head rather than one per term: "the" heads "therapy" and a dozen more terms.
  for (const [head, terms] of byHead) {
    const groups: number[] = [];
    let group = 1;
    for (const { term } of terms) {
      groups.push(group);
      group += new RegExp(`${term}|`, 'iu').exec('')!.length; // the term's own groups, plus its wrapper
    }
    const regex = new RegExp(terms.map(({ term }) => `((?:${term})(?!${LETTER_OR_MARK}))`).join('|'), 'iuy');
    TERMS_BY_HEAD.set(head, { regex, categories: terms.map((t) => t.category), groups });
  }
}

const SENTENCE_END = /[.!?।\n]/;
const ABBREVIATION_BEFORE = /(?:^|\W)(?:Mr|Mrs|Ms|Dr|Prof|Smt|Sr|Jr|St|No|vs|e\.g|i\.e)$/;
const MAX_BEFORE = 160;
const MAX_AFTER = 100;

/** Whether text[i] ends a sentence: a dot after a title ("Ms. Rao") or inside a number does not. */
function endsSentence(text: string, i: number): boolean {
  const c = text[i];
  if (!SENTENCE_END.test(c)) return false;
  if (c !== '.') return true;
  if (/\d/.test(text[i + 1] ?? '')) return false;
  return !ABBREVIATION_BEFORE.test(text.slice(Math.max(0, i - 5), i));
}

/** The sentence around [start, end), bounded to a window. */
function sentenceAround(text: string, start: number, end: number): { from: number; to: number } {
  let from = start;
  while (from > 0 && start - from < MAX_BEFORE && !endsSentence(text, from - 1)) from--;
  let to = end;
  while (to < text.length && to - end < MAX_AFTER && !endsSentence(text, to)) to++;
  return { from, to };
}

function hasWord(lower: string, word: string): boolean {
  for (let at = lower.indexOf(word); at !== -1; at = lower.indexOf(word, at + 1)) {
    if (!WORD_CHAR.test(lower[at - 1] ?? '') && !WORD_CHAR.test(lower[at + word.length] ?? '')) return true;
  }
  return false;
}

const CAPITALISED = /\b\p{Lu}\p{Ll}{1,20}\b/gu;

/** A common given name written with a capital, anywhere in the sentence. */
function givenName(sentence: string): string | undefined {
  for (const m of sentence.matchAll(CAPITALISED)) if (FIRST_NAMES.has(m[0])) return m[0];
  return undefined;
}

interface Anchor {
  /** `record`: the sentence names no one, but the record it is a field of does (`ScanOptions.subject`). */
  kind: 'name or id' | 'referent' | 'self' | 'record';
  text: string;
}

/** What in the sentence (outside the term) singles out a person, strongest first. */
function anchorOf(sentence: string, lower: string): Anchor | null {
  const titled = TITLE_OR_ID_ANCHOR.exec(sentence);
  if (titled) return { kind: 'name or id', text: titled[0] };
  const name = givenName(sentence);
  if (name) return { kind: 'name or id', text: name };
  for (const w of PERSON_ANCHORS.referent) if (hasWord(lower, w)) return { kind: 'referent', text: w };
  for (const w of PERSON_ANCHORS.self) if (hasWord(lower, w)) return { kind: 'self', text: w };
  return null;
}

/** A concessive clause around a term ("regardless of her caste", "chahe uska dharm koi bhi ho"). */
const CONCESSIVE_BEFORE = /(?:\b(?:regardless of|irrespective of|whatever|no matter (?:what )?|chahe|chahe jo)|चाहे)\s+(?:\S+\s+){0,2}$/i;
const CONCESSIVE_AFTER = /^\s+(?:koi bhi|kuch bhi|कोई भी|कुछ भी)(?![\p{L}\p{M}])/iu;

/**
 * "any Dalit family", "किसी दलित या मुस्लिम परिवार को", "every Muslim tenant": a term with an
 * indefinite quantifier just before it is anyone's; a pronoun later in the same sentence ("उसकी
 * जाति") points back at that anyone.
 */
const INDEFINITE_BEFORE = /(?:^|[\s(])(?:any|every|किसी|कोई|हर|kisi|koi|har)\s+(?:\S+\s+)?$/iu;

const SCORES: Readonly<Record<Anchor['kind'], number>> = { 'name or id': 0.75, referent: 0.7, self: 0.6, record: 0.7 };

interface Hit extends Candidate {
  type: SpecialCategoryType;
}

/**
 * Every anchored term of every category; memoised for the last text and subject (the nine
 * recognizers share one pass). `lastUnanchored`: the last text has a term no anchor in its sentence
 * singled out, which a record's subject would anchor (`hasUnanchoredSpecialTerm`).
 */
let lastText: string | null = null;
let lastSubject: string | undefined;
let lastHits: Hit[] = [];
let lastUnanchored = false;
/** The answer for texts without a term, shared (read only). */
const NO_SPECIAL_HITS: Hit[] = [];

function specialCategoryHits(text: string, subject?: string): Hit[] {
  if (text === lastText && subject === lastSubject) return lastHits;
  let hits: Hit[] | null = null;
  let unanchored = false;
  let covered = -1;
  // The sentence (its start) whose terms are said of anyone (INDEFINITE_BEFORE).
  let genericFrom = -1;
  // Words are visited from the whitespace before them (native indexOf jumps over the letters in
  // between), skipping a little opening punctuation; a regex over every word would be slower.
  // A short text (a JSON value) is read character by character: no walker to set up.
  const walker = text.length <= SHORT_TEXT ? null : whitespaceWalker(text);
  for (let gap = -1; gap < text.length; gap = walker === null ? nextWhitespaceFrom(text, gap + 1) : walker(gap + 1)) {
    let i = gap + 1;
    while (i < text.length && i - gap <= 3 && OPENING.has(text.charCodeAt(i))) i++;
    if (i < covered || i + 2 >= text.length || !isWordStartCode(text.charCodeAt(i))) continue;
    const terms = TERMS_BY_HEAD.get(headKey(text, i));
    if (!terms) continue;
    terms.regex.lastIndex = i;
    const t = terms.regex.exec(text);
    if (t) {
      const category = terms.categories[terms.groups.findIndex((g) => t[g] !== undefined)];
      const start = i;
      const end = start + t[0].length;
      const { from, to } = sentenceAround(text, start, end);
      // The anchor is looked for in the sentence without the term ("my" inside "my diagnosis" counts).
      const sentence = `${text.slice(from, start)} ${text.slice(end, to)}`;
      const lower = sentence.toLowerCase();
      const anchor = anchorOf(sentence, lower) ?? (subject === undefined ? null : { kind: 'record' as const, text: subject });
      if (!anchor) {
        unanchored = true;
        continue;
      }
      const general = GENERAL_DISCUSSION_CUES.find((cue) => hasWord(lower, cue));
      if (general && anchor.kind === 'self') continue;
      // "whatever their religion", "chahe uska dharm koi bhi ho": the term is any value, no one's.
      if (anchor.kind !== 'name or id' && (CONCESSIVE_BEFORE.test(text.slice(Math.max(from, start - 40), start)) || CONCESSIVE_AFTER.test(text.slice(end, end + 20)))) continue;
      if (anchor.kind !== 'name or id' && (genericFrom === from || INDEFINITE_BEFORE.test(text.slice(Math.max(from, start - 30), start)))) {
        genericFrom = from;
        continue;
      }
      const score = general ? SCORES[anchor.kind] - 0.15 : SCORES[anchor.kind];
      (hits ??= []).push({
        type: category.type,
        start,
        end,
        pattern: `${category.type.toLowerCase()}_term_with_${anchor.kind === 'name or id' ? 'name_or_id' : anchor.kind}`,
        score,
        detail: `${category.label} said of an identifiable person ('${anchor.text}' ${anchor.kind === 'record' ? 'in the same record' : 'in the same sentence'}${general ? `; '${general}' suggests a general discussion, so the score is lowered` : ''}). ${category.framing}`,
      });
      covered = end;
    }
  }
  lastText = text;
  lastSubject = subject;
  lastHits = hits ?? NO_SPECIAL_HITS;
  lastUnanchored = unanchored;
  return lastHits;
}

/**
 * One answer for the eight category recognizers: most texts (every short JSON value) hold no term.
 * A term without an anchor counts too: the scan's subject may anchor it (`find` then decides).
 */
const anySpecialCategoryTerm = (text: string): boolean => {
  // Whatever the subject of the memoised answer, it has terms exactly when it has hits or unanchored ones.
  if (text !== lastText) specialCategoryHits(text);
  return lastHits.length > 0 || lastUnanchored;
};

/**
 * Whether `text` has a special-category term that nothing in its sentence ties to a person: a
 * field value such as "HIV positive", which is about the person of its record when the record
 * names one (scan it again with `ScanOptions.subject`).
 */
export function hasUnanchoredSpecialTerm(text: string): boolean {
  if (text !== lastText || lastSubject !== undefined) specialCategoryHits(text);
  return lastUnanchored;
}

/** The category recognizers share one empty answer, read only. */
const NO_HITS: Candidate[] = [];

function specialRecognizer(category: SpecialCategory): Recognizer {
  return {
    id: category.type.toLowerCase(),
    type: category.type,
    description: `Special category: ${category.label}, reported when the sentence singles out a person (a name, an id, "the patient", a pronoun, the writer) or the text is a field of a record that names one. ${category.framing}.`,
    indian: false,
    baseScore: 0.6,
    patterns: [],
    find: (text, options) => {
      const hits = specialCategoryHits(text, options.subject);
      return hits.length === 0 ? NO_HITS : hits.filter((h) => h.type === category.type);
    },
    possible: anySpecialCategoryTerm,
    context: null,
  };
}

const CHILD_NOUN = '(?:son|daughter|child|kid|boy|girl|nephew|niece|grandson|granddaughter|student|pupil)';
const AGE = '(\\d{1,2})';
/** A child's age or school class stated about one child; the age must be under 18 (DPDP S.2(f)). */
const CHILD_PATTERNS: readonly RegExp[] = [
  new RegExp(`\\b${AGE}[- ]?(?:years?|yrs?)[- ]?old ${CHILD_NOUN}\\b`, 'gi'),
  new RegExp(`\\b${CHILD_NOUN},? (?:\\p{Lu}\\p{Ll}+,? )?(?:is |who is |aged? |age )${AGE}(?: years?| yrs?)?\\b`, 'giu'),
  new RegExp(`\\b\\p{Lu}\\p{Ll}+,? (?:aged? )?${AGE},? (?:is )?(?:in|studies in|studying in) (?:class|grade|std\\.?) ?\\d{1,2}\\b`, 'gu'),
  new RegExp(`\\b(?:studies|studying|is) in (?:class|grade|std\\.?) ?${AGE}(?:st|nd|rd|th)?\\b`, 'gi'),
  new RegExp(`${AGE} (?:साल|वर्ष) (?:का|की) (?:बेटा|बेटी|बच्चा|बच्ची|लड़का|लड़की)`, 'g'),
  new RegExp(`\\b${AGE} saal (?:ka|ki) (?:beta|beti|bachcha|bacha|bachi|ladka|ladki)\\b`, 'gi'),
];
const CHILD_FRAMING =
  'DPDP Act 2023 S.9: personal data of a child (under 18) needs verifiable parental consent and may not be used for tracking or targeted advertising; GDPR Art. 8 and Recital 38 give children specific protection; COPPA for children under 13 in the US';

/** Every child pattern needs one of these words; most texts have none and skip the patterns. */
const CHILD_GATE = /(?:years?|yrs?)[- ]?old|\bage[d ]|\b(?:class|grade|std\.?) ?\d|\bsaal\b|साल|वर्ष/i;

function childHits(text: string): Candidate[] {
  const out: Candidate[] = [];
  if (!CHILD_GATE.test(text)) return out;
  for (const pattern of CHILD_PATTERNS) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
      const age = Number(m[1]);
      // A school class is its own evidence of a child; ages must be under 18.
      const isClass = /class|grade|std/i.test(m[0]) && !/years?|yrs?|saal|साल|वर्ष/i.test(m[0]);
      if (!isClass && (age < 1 || age >= 18)) continue;
      if (isClass && (age < 1 || age > 12)) continue;
      const { from, to } = sentenceAround(text, m.index, m.index + m[0].length);
      const sentence = text.slice(from, to);
      const anchor = anchorOf(sentence, sentence.toLowerCase());
      if (!anchor) continue;
      out.push({
        start: m.index,
        end: m.index + m[0].length,
        pattern: isClass ? 'child_school_class' : 'child_stated_age',
        score: SCORES[anchor.kind],
        detail: `a child's ${isClass ? 'school class' : `age (${age})`} said of an identifiable person ('${anchor.text}' in the same sentence). ${CHILD_FRAMING}`,
      });
    }
  }
  return out;
}

const childData: Recognizer = {
  id: 'child_data',
  type: 'CHILD_DATA',
  description: `Special category: personal data of a child, a stated age under 18 or a school class of one child next to a name, relative or pronoun. ${CHILD_FRAMING}.`,
  indian: false,
  baseScore: 0.6,
  patterns: [],
  find: childHits,
  // childHits finds nothing where CHILD_GATE does not match: the gate joins the pattern gates, so a
  // short value (a timestamp, an id) whose shape no child wording fits skips it (shape.ts).
  gate: [CHILD_GATE],
  context: null,
  requires: 'digit',
};

export const SPECIAL_CATEGORY_RECOGNIZERS: readonly Recognizer[] = [...SPECIAL_CATEGORIES.map(specialRecognizer), childData];
