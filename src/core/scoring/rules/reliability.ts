/**
 * Reliability: overconfident, unsourced, fabricated-looking or self-contradicting claims.
 */
import {
  alt,
  APOS,
  forEachMatch,
  patternRule,
  quote,
  type Hit,
  type Rule,
  type RuleContext,
} from '../rule';

const highStakesWeight = (ctx: RuleContext) => (ctx.highStakes ? 1.5 : 1);

/** Certainty phrases and the hedged wording the rewriter puts in their place. */
const CERTAINTY: ReadonlyArray<{ source: string; hedge: string; severity?: 'high' }> = [
  { source: '100% (?:guaranteed|certain|sure)', hedge: 'very likely' },
  { source: '100% (?:safe|effective|accurate|reliable|proven|natural and safe)', hedge: 'generally considered effective' },
  { source: 'guaranteed to', hedge: 'likely to' },
  { source: '(?:is|are) guaranteed', hedge: 'is expected' },
  { source: 'always works', hedge: 'usually works' },
  { source: 'never fails', hedge: 'rarely fails' },
  { source: 'will definitely|definitely will', hedge: 'will likely' },
  { source: 'without (?:a|any) doubt', hedge: 'most likely' },
  { source: 'absolutely (?:certain|sure|guaranteed)', hedge: 'fairly confident' },
  { source: 'there is no doubt(?: that)?', hedge: 'it is likely that' },
  { source: `it${APOS}?s a (?:proven )?fact that|it is a (?:proven )?fact that`, hedge: 'evidence suggests that' },
  { source: 'proven fact', hedge: 'well-supported finding' },
  { source: 'scientifically proven', hedge: 'supported by some research' },
  { source: 'zero risk', hedge: 'low risk' },
  { source: 'risk[- ]free', hedge: 'lower-risk' },
  { source: 'completely safe|perfectly safe|totally safe', hedge: 'generally considered safe' },
  { source: 'no side effects', hedge: 'few reported side effects' },
  { source: `can(?:not|${APOS}t) (?:possibly )?(?:fail|go wrong)`, hedge: 'is unlikely to fail' },
  { source: 'cures? (?:cancer|diabetes|autism|covid(?:-19)?|hiv|aids|alzheimer\\w*|arthritis)', hedge: 'may help some people with this condition', severity: 'high' },
];
const CERTAINTY_REGEX = new RegExp(CERTAINTY.map((c) => `\\b(${c.source})\\b`).join('|'), 'gi');

const unsupportedCertainty: Rule = {
  id: 'reliability/unsupported-certainty',
  dimension: 'reliability',
  severity: 'medium',
  points: 1.5,
  description: 'States uncertain outcomes as guaranteed ("100% guaranteed", "always works").',
  suggestion: 'Hedge claims that cannot be guaranteed and say what they depend on.',
  weight: highStakesWeight,
  detect(ctx) {
    const hits: Hit[] = [];
    forEachMatch(CERTAINTY_REGEX, ctx.text, (m) => {
      const entry = CERTAINTY[m.slice(1).findIndex((g) => g !== undefined)];
      hits.push({
        start: m.index,
        end: m.index + m[0].length,
        severity: entry.severity,
        points: entry.severity === 'high' ? 3.5 : undefined,
        explanation: `Unsupported certainty (${quote(m[0])}).`,
        fix: { kind: 'replace', text: entry.hedge },
      });
    });
    return hits;
  },
};

/**
 * Citations dated in the future cannot exist. Read once at start-up so a
 * process scores the same text the same way all year.
 */
const CURRENT_YEAR = new Date().getUTCFullYear();
const AUTHOR = "[A-Z][A-Za-z'’-]+";
const AUTHOR_YEAR = new RegExp(
  `\\(${AUTHOR}(?: et al\\.?| (?:and|&) ${AUTHOR})?,? (\\d{4})[a-z]?\\)|\\b${AUTHOR} et al\\.? \\((\\d{4})[a-z]?\\)`,
  'g',
);
const DOI = /\b(?:doi:\s*|https?:\/\/(?:dx\.)?doi\.org\/)?10\.([0-9x]{4,9})\/([^\s"<>),;]+)/gi;
const PLACEHOLDER_REGISTRANT = /^(?:x+|0+|1234\d*|9999\d*|1111\d*)$/i;
const PLACEHOLDER_SUFFIX = /x{3,}|example|fake|placeholder|sample|^1234|abc(?:def|123)/i;
const ARXIV = /\barxiv:\s?(\d{2})(\d{2})\.(\d{4,5})\b/gi;

const fabricatedCitation: Rule = {
  id: 'reliability/fabricated-citation',
  dimension: 'reliability',
  severity: 'high',
  points: 3.5,
  description: 'Citations that cannot exist: future years, placeholder DOIs, impossible arXiv ids.',
  suggestion: 'Cite only sources that can be verified, or say that no source is available.',
  detect(ctx) {
    const hits: Hit[] = [];
    const add = (m: RegExpExecArray, why: string) =>
      hits.push({
        start: m.index,
        end: m.index + m[0].length,
        explanation: `Citation ${quote(m[0])} looks fabricated: ${why}.`,
        fix: { kind: 'replace', text: '(source needed)' },
      });
    forEachMatch(AUTHOR_YEAR, ctx.text, (m) => {
      const year = Number(m[1] ?? m[2]);
      if (year > CURRENT_YEAR) add(m, `${year} is in the future`);
      else if (year < 1600) add(m, `${year} predates modern publishing`);
    });
    forEachMatch(DOI, ctx.text, (m) => {
      if (PLACEHOLDER_REGISTRANT.test(m[1])) add(m, `registrant prefix 10.${m[1]} is a placeholder`);
      else if (PLACEHOLDER_SUFFIX.test(m[2])) add(m, 'the identifier looks like a placeholder');
    });
    forEachMatch(ARXIV, ctx.text, (m) => {
      const month = Number(m[2]);
      if (month < 1 || month > 12) add(m, `month ${m[2]} does not exist`);
      else if (2000 + Number(m[1]) > CURRENT_YEAR) add(m, `20${m[1]} is in the future`);
    });
    return hits;
  },
};

// Any sign that the text names where a claim comes from.
const HAS_SOURCE = new RegExp(
  `https?://|www\\.|\\bdoi\\b|\\[\\d+\\]|\\(${AUTHOR}(?: et al\\.?)?,? \\d{4}\\)|\\baccording to (?:the )?[A-Z]|\\bsource:|\\bpublished (?:in|by)\\b|\\bjournal\\b|\\breport(?:ed)? by (?:the )?[A-Z]|\\b(?:WHO|CDC|NIH|FDA|NHS|OECD|IMF|UN|ICMR|RBI|SEBI)\\b`,
);

const VAGUE_ATTRIBUTION = new RegExp(
  `\\b(?:studies|research|experts|scientists|doctors|surveys|reports|statistics|data)(?: have| has)? (?:show|shows|shown|prove|proves|proven|suggest|suggests|say|says|agree|found|confirm|confirms)\\b` +
    `|\\b(?:it is|it${APOS}s) (?:widely |well )?(?:known|proven|established) that\\b|\\beveryone knows\\b|\\baccording to (?:experts|studies|research|scientists)\\b`,
  'gi',
);

function hasSource(ctx: RuleContext): boolean {
  return ctx.memo('has-source', () => HAS_SOURCE.test(ctx.text));
}

const vagueAttribution = patternRule({
  id: 'reliability/vague-attribution',
  dimension: 'reliability',
  severity: 'low',
  points: 1,
  description: '"Studies show" or "experts say" without naming a source.',
  pattern: VAGUE_ATTRIBUTION,
  mitigated: hasSource,
  weight: highStakesWeight,
  explain: (m) => `Appeals to unnamed authority (${quote(m)}) without a source.`,
  suggestion: 'Name the study, organisation or document behind the claim.',
});

const STATISTIC = new RegExp(
  `(?<![\\w.])(?!100(?:\\.0+)?\\s?%)\\d{1,3}(?:\\.\\d+)?\\s?(?:%|percent\\b|per cent\\b)` +
    `|\\b\\d+ (?:out of|in) (?:every )?\\d+\\b|\\b(?:\\d+(?:\\.\\d+)?x|${alt(['two', 'three', 'four', 'five', 'ten'])} times) (?:more|less) likely\\b`,
  'gi',
);

const unsourcedStatistic = patternRule({
  id: 'reliability/unsourced-statistic',
  dimension: 'reliability',
  severity: 'low',
  points: 0.5,
  description: 'Numeric claims (percentages, rates) with no source anywhere in the text.',
  pattern: STATISTIC,
  mitigated: hasSource,
  // Percentages in code are widths and ratios, not claims.
  weight: (ctx) => (ctx.technical ? 0 : highStakesWeight(ctx)),
  explain: (m) => `Statistic ${quote(m)} is given without a source.`,
  suggestion: 'Give the source of statistics or present them as approximate.',
});

const NON_SUBJECTS = new Set([
  'it',
  'this',
  'that',
  'there',
  'which',
  'what',
  'who',
  'he',
  'she',
  'they',
  'these',
  'those',
  'here',
  'one',
  'answer',
  'question',
  'problem',
]);
const NON_PREDICATES = new Set(['a', 'an', 'the', 'also', 'very', 'still', 'just', 'only', 'now', 'always', 'often', 'usually', 'being', 'that', 'to', 'in', 'on', 'at', 'of', 'for', 'by', 'as', 'so', 'more', 'less', 'most']);

// "is|are (not) <predicate>"; the subject is the word before it. Anchoring on the
// copula keeps the scan cheap: most words are rejected at their first letter.
const CLAIM = new RegExp(
  `\\b(?:(is|are|was|were)( not| never)?|(isn${APOS}t|aren${APOS}t|wasn${APOS}t|weren${APOS}t)) ([a-z][a-z-]{1,30})\\b`,
  'gi',
);
// Up to two words before the copula: "the second option is" → "second option".
const SUBJECT_BEFORE = /(?:([a-z][a-z-]{0,30}) )?([a-z][a-z-]{1,30}) $/i;

/**
 * SUBJECT_BEFORE on the 64 characters before `index`, tried only on their tail of letters,
 * hyphens and at most two spaces: a match holds nothing else, so it lies in that tail and is
 * the same match. The regex, anchored at the end, is otherwise tried from each of the 64
 * positions ("all women are all women are ..." holds a claim every 14 characters).
 */
function subjectBefore(text: string, index: number): RegExpExecArray | null {
  const from = Math.max(0, index - 64);
  let start = index;
  let spaces = 0;
  for (; start > from; start--) {
    const c = text.charCodeAt(start - 1);
    if (c === 0x20) {
      if (++spaces > 2) break;
    } else if (!((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) && c !== 0x2d) break;
  }
  return SUBJECT_BEFORE.exec(text.slice(start, index));
}
const FUNCTION_WORDS = new Set(['the', 'a', 'an', 'this', 'that', 'these', 'those', 'however', 'but', 'and', 'so', 'then', 'also', 'yet', 'if', 'because', 'while', 'when', 'since', 'although', 'our', 'your', 'my', 'its', 'their', 'his', 'her']);

interface Claim {
  key: string;
  negated: boolean;
  start: number;
  end: number;
  text: string;
}

function extractClaims(ctx: RuleContext, canonical: (predicate: string) => { word: string; flip: boolean }): Claim[] {
  const claims: Claim[] = [];
  forEachMatch(CLAIM, ctx.text, (m) => {
    const subjectMatch = subjectBefore(ctx.text, m.index);
    if (!subjectMatch) return;
    const head = subjectMatch[2].toLowerCase();
    const modifier = subjectMatch[1]?.toLowerCase();
    const predicate = m[4].toLowerCase();
    if (NON_SUBJECTS.has(head) || NON_PREDICATES.has(predicate)) return;
    // A modifier tells subjects apart ("first option" vs "second option").
    const withModifier = modifier !== undefined && !FUNCTION_WORDS.has(modifier);
    const subject = withModifier ? `${modifier} ${head}` : head;
    const negatedByWord = m[2] !== undefined || m[3] !== undefined;
    const { word, flip } = canonical(predicate);
    const start = m.index - (withModifier ? subjectMatch[0].length : subjectMatch[2].length + 1);
    claims.push({
      key: `${subject}\u0000${word}`,
      negated: negatedByWord !== flip,
      start,
      end: m.index + m[0].length,
      text: ctx.text.slice(start, m.index + m[0].length),
    });
  });
  return claims;
}

function contradictions(claims: Claim[]): Array<[Claim, Claim]> {
  const first = new Map<string, Claim>();
  const out: Array<[Claim, Claim]> = [];
  const reported = new Set<string>();
  for (const claim of claims) {
    const earlier = first.get(claim.key);
    if (!earlier) first.set(claim.key, claim);
    else if (earlier.negated !== claim.negated && !reported.has(claim.key)) {
      reported.add(claim.key);
      out.push([earlier, claim]);
    }
  }
  return out;
}

function contradictionHits(pairs: Array<[Claim, Claim]>): Hit[] {
  return pairs.map(([a, b]) => ({
    start: b.start,
    end: b.end,
    explanation: `Contradicts itself: ${quote(a.text)} and later ${quote(b.text)}.`,
  }));
}

const contradiction: Rule = {
  id: 'reliability/contradiction',
  dimension: 'reliability',
  severity: 'medium',
  points: 2,
  description: 'States a claim and its negation ("X is safe" ... "X is not safe").',
  suggestion: 'Resolve contradictory statements so the text makes one consistent claim.',
  detect(ctx) {
    return contradictionHits(contradictions(extractClaims(ctx, (word) => ({ word, flip: false }))));
  },
};

/** Predicates with an opposite: "dangerous" counts as "not safe". */
const ANTONYMS: ReadonlyArray<[string, string]> = [
  ['safe', 'dangerous'],
  ['safe', 'unsafe'],
  ['safe', 'harmful'],
  ['legal', 'illegal'],
  ['effective', 'ineffective'],
  ['true', 'false'],
  ['possible', 'impossible'],
  ['healthy', 'unhealthy'],
  ['secure', 'insecure'],
  ['secure', 'vulnerable'],
  ['required', 'optional'],
  ['available', 'unavailable'],
  ['reversible', 'irreversible'],
  ['free', 'paid'],
  ['accurate', 'inaccurate'],
  ['correct', 'incorrect'],
  ['allowed', 'forbidden'],
  ['allowed', 'prohibited'],
  ['permitted', 'prohibited'],
  ['increasing', 'decreasing'],
  ['higher', 'lower'],
  ['likely', 'unlikely'],
  ['recommended', 'discouraged'],
];
const ANTONYM_OF = new Map<string, string>(ANTONYMS.map(([positive, negative]) => [negative, positive]));

const antonymContradiction: Rule = {
  id: 'reliability/antonym-contradiction',
  dimension: 'reliability',
  severity: 'medium',
  points: 2,
  description: 'Deep: claims with opposite predicates about the same subject ("X is safe" ... "X is dangerous").',
  suggestion: 'Resolve contradictory statements so the text makes one consistent claim.',
  deepOnly: true,
  detect(ctx) {
    const claims = extractClaims(ctx, (word) => {
      const positive = ANTONYM_OF.get(word);
      return positive ? { word: positive, flip: true } : { word, flip: false };
    });
    // Plain negations are reported by reliability/contradiction already.
    const onlyAntonyms = contradictions(claims).filter(([a, b]) => ANTONYM_OF.has(lastWord(a.text)) || ANTONYM_OF.has(lastWord(b.text)));
    return contradictionHits(onlyAntonyms);
  },
};

function lastWord(text: string): string {
  return text.slice(text.lastIndexOf(' ') + 1).toLowerCase();
}

export const RELIABILITY_RULES: readonly Rule[] = [
  unsupportedCertainty,
  fabricatedCitation,
  vagueAttribution,
  unsourcedStatistic,
  contradiction,
  antonymContradiction,
];
