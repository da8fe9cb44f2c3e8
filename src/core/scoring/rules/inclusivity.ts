/**
 * Inclusivity: wording that excludes or demeans by gender, race, ability or age,
 * each with a drop-in alternative the rewriter can apply.
 */
import { INCLUSIVE_TERMS } from '../lexicons/inclusive-terms';
import { alt, forEachMatch, quote, segmentAt, textAfter, textBefore, type Hit, type Rule, type RuleContext } from '../rule';

const SEVERITY_POINTS = { critical: 3, high: 2, medium: 1, low: 0.5 } as const;

// Two capture groups per entry: the term and its (possibly empty) inflection.
const TERM_REGEX = new RegExp(
  `\\b(?:${INCLUSIVE_TERMS.map((t) => `(${t.terms})(${t.suffix ?? ''}${t.suffix ? '?' : ''})`).join('|')})\\b`,
  'gi',
);

/** Keeps the capitalisation of the original ("Blacklist" → "Denylist"). */
function matchCase(original: string, replacement: string): string {
  if (original.length > 1 && original === original.toUpperCase() && /[A-Z]/.test(original)) {
    return replacement.toUpperCase();
  }
  if (/^[A-Z]/.test(original)) return replacement[0].toUpperCase() + replacement.slice(1);
  return replacement;
}

// Translations keep the source's wording; the translator should not be blamed for it.
const translationWeight = (ctx: RuleContext) => (ctx.usecase === 'translation' ? 0.5 : 1);

const exclusionaryTerm: Rule = {
  id: 'inclusivity/exclusionary-term',
  dimension: 'inclusivity',
  severity: 'low',
  points: SEVERITY_POINTS.low,
  description: 'Terms that exclude or demean by gender, race, ability or age, with alternatives.',
  weight: translationWeight,
  detect(ctx) {
    const hits: Hit[] = [];
    forEachMatch(TERM_REGEX, ctx.text, (m) => {
      let i = 0;
      while (m[2 * i + 1] === undefined) i++;
      const term = INCLUSIVE_TERMS[i];
      if (term.onlyAfter && !term.onlyAfter.test(textBefore(ctx.text, m.index, 20))) return;
      const suffix = m[2 * i + 2] ?? '';
      const replacement = matchCase(m[0], term.replacement + suffix);
      hits.push({
        start: m.index,
        end: m.index + m[0].length,
        severity: term.severity,
        points: SEVERITY_POINTS[term.severity],
        explanation: `${quote(m[0])} is non-inclusive (${term.reason}); consider ${term.alternatives.map((a) => `"${a}"`).join(' or ')}.`,
        suggestion: `Replace "${m[0].toLowerCase()}" with "${term.alternatives[0]}".`,
        fix: { kind: 'replace', text: replacement },
      });
    });
    return hits;
  },
};

const ROLE = alt([
  'doctor',
  'physician',
  'surgeon',
  'nurse',
  'engineer',
  'developer',
  'programmer',
  'scientist',
  'lawyer',
  'attorney',
  'judge',
  'pilot',
  'ceo',
  'manager',
  'boss',
  'teacher',
  'professor',
  'secretary',
  'assistant',
  'employee',
  'applicant',
  'candidate',
  'student',
  'patient',
  'user',
  'customer',
  'client',
  'driver',
  'worker',
  'researcher',
  'reader',
  'designer',
  'architect',
  'accountant',
  'officer',
  'soldier',
  'firefighter',
  'leader',
  'founder',
  'entrepreneur',
  'investor',
  'banker',
  'mechanic',
  'plumber',
  'electrician',
  'receptionist',
  'caregiver',
  'parent',
  'person',
]);
const INDEFINITE_PERSON = alt(['someone', 'anyone', 'everyone', 'somebody', 'anybody', 'everybody']);
// A generic role ("a doctor", "every engineer") later referred to with a gendered pronoun.
const GENDERED_DEFAULT = new RegExp(
  `\\b((?:a|an|each|every|any|no|the average|the typical|the ideal|the right|the best)\\s+(?:good |great |new |typical |qualified |successful |young |senior |junior |experienced )?${ROLE}|${INDEFINITE_PERSON})\\b[^.!?\\n]{0,60}?\\b(he|him|his|himself|she|her|hers|herself)\\b`,
  'gi',
);
const THEY_FORM: Readonly<Record<string, string>> = {
  he: 'they',
  she: 'they',
  him: 'them',
  his: 'their',
  hers: 'theirs',
  himself: 'themselves',
  herself: 'themselves',
  her: 'their',
};
const OBJECT_POSITION = /^(?:\s*[.,;:!?)]|\s*$|\s+(?:to|for|with|and|about|if|when|that|again|first)\b)/;
// Irregular verbs after "he"/"she"; regular ones drop their "-s".
const PLURAL_VERB: Readonly<Record<string, string>> = { is: 'are', was: 'were', has: 'have', does: 'do' };

const PRONOUN = /\b(he|him|his|himself|she|her|hers|herself)\b(?:\s+([a-z]+))?/gi;
const MASCULINE = new Set(['he', 'him', 'his', 'himself']);
const SUBJECT = new Set(['he', 'she']);
// Words ending in "s" after "he" that are not third-person verbs.
const NOT_VERBS = new Set(['always', 'perhaps', 'sometimes', 'afterwards', 'towards', 'thus', 'this', 'plus', 'unless', 'less', 'as', 'us']);

/** Plural form of the verb after "he"/"she" ("is" → "are", "ships" → "ship"), or undefined if it is not one. */
function pluralVerb(word: string): string | undefined {
  const w = word.toLowerCase();
  if (PLURAL_VERB[w]) return PLURAL_VERB[w];
  if (NOT_VERBS.has(w) || !w.endsWith('s') || w.endsWith('ss') || w.length < 3) return undefined;
  if (w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (/(?:ch|sh|x|z|ss)es$/.test(w)) return w.slice(0, -2);
  return w.slice(0, -1);
}

/** "they" form of a pronoun and, after a subject pronoun, of its verb ("he ships" → "they ship"). */
function theyForm(text: string, m: RegExpExecArray, start: number): { text: string; length: number } {
  const pronoun = m[1];
  const lower = pronoun.toLowerCase();
  // Object "her" ("ask her.") becomes "them"; possessive "her" ("her notes") becomes "their".
  const objectHer = lower === 'her' && OBJECT_POSITION.test(textAfter(text, start + pronoun.length, 12));
  const they = matchCase(pronoun, objectHer ? 'them' : THEY_FORM[lower]);
  const verb = m[2] && SUBJECT.has(lower) ? pluralVerb(m[2]) : undefined;
  return verb === undefined ? { text: they, length: pronoun.length } : { text: `${they} ${verb}`, length: m[0].length };
}

const gendered: Rule = {
  id: 'inclusivity/gendered-default',
  dimension: 'inclusivity',
  severity: 'low',
  points: 0.75,
  description: 'Assumes a gender for a generic person ("a doctor ... he").',
  suggestion: 'Use "they" for a person whose gender is unknown or generic.',
  weight: translationWeight,
  detect(ctx) {
    const hits: Hit[] = [];
    const seen = new Set<number>();
    forEachMatch(GENDERED_DEFAULT, ctx.text, (m) => {
      const role = m[1];
      const from = m.index + m[0].length - m[2].length;
      const masculine = MASCULINE.has(m[2].toLowerCase());
      // The rest of the sentence keeps referring to the same person: "he must test his code".
      const until = segmentAt(ctx.sentences(), from)?.end ?? ctx.text.length;
      forEachMatch(PRONOUN, ctx.text.slice(from, until), (p) => {
        const start = from + p.index;
        if (seen.has(start) || MASCULINE.has(p[1].toLowerCase()) !== masculine) return;
        seen.add(start);
        const replacement = theyForm(ctx.text, p, start);
        hits.push({
          start,
          end: start + replacement.length,
          explanation: `Assumes the gender of a generic person (${quote(role)} ... "${p[1]}"); use "they".`,
          fix: { kind: 'replace', text: replacement.text },
        });
      });
    });
    return hits;
  },
};

export const INCLUSIVITY_RULES: readonly Rule[] = [exclusionaryTerm, gendered];
