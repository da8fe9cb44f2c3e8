import type { Depth, Dimension, Domain, Fix, Severity, Usecase } from './types';

export interface Segment {
  start: number;
  end: number;
  text: string;
}

/** Everything a rule may look at; derived data is computed at most once per evaluation. */
export interface RuleContext {
  text: string;
  domain: Domain;
  usecase: Usecase;
  depth: Depth;
  /** Caller-supplied description of the conversation or deployment (may be empty). */
  context: string;
  /** healthcare, finance, legal or hr: advice there can hurt people, so accountability and transparency weigh more. */
  highStakes: boolean;
  /** code domain or code_generation use case: "kill the process" and "100%" are technical, not harmful. */
  technical: boolean;
  wordCount: number;
  /** Regions national phone numbers are tried in after India (ScanOptions.phoneRegions). */
  phoneRegions?: readonly string[];
  sentences(): Segment[];
  paragraphs(): Segment[];
  /** Per-evaluation cache for work several rules share (profanity scan, group mentions). */
  memo<T>(key: string, compute: () => T): T;
}

export interface Hit {
  start: number;
  end: number;
  explanation: string;
  /** Overrides the rule's default severity / points for this hit (e.g. slur vs. mild profanity). */
  severity?: Severity;
  points?: number;
  suggestion?: string;
  fix?: Fix;
}

export interface Rule {
  id: string;
  dimension: Dimension;
  severity: Severity;
  points: number;
  description: string;
  /** Default advice for this rule's findings; a hit may override it. */
  suggestion?: string;
  /** Slower analyzers that only run with depth 'deep'. */
  deepOnly?: boolean;
  /** Multiplier on the points of every hit in this evaluation; 0 switches the rule off. */
  weight?: (ctx: RuleContext) => number;
  detect: (ctx: RuleContext) => Hit[];
}

/**
 * Calls visit for every match of a global regex. Regexes are module-level
 * singletons, so lastIndex is reset here instead of trusting earlier callers.
 */
export function forEachMatch(re: RegExp, text: string, visit: (m: RegExpExecArray) => void): void {
  if (!re.global) throw new Error(`regex ${re} must be global`);
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    if (m[0].length === 0) {
      re.lastIndex++;
      continue;
    }
    visit(m);
  }
}


export interface PatternRuleSpec {
  id: string;
  dimension: Dimension;
  severity: Severity;
  points: number;
  description: string;
  /** Global, case-insensitive, linear-time pattern. */
  pattern: RegExp;
  explain: (match: string) => string;
  suggestion?: string;
  fix?: (m: RegExpExecArray) => Fix | undefined;
  /** Post-filter for a match, e.g. to drop "kill the process". */
  accept?: (m: RegExpExecArray, ctx: RuleContext) => boolean;
  /** Whole-text condition under which matches do not count (e.g. a referral to a doctor is present). */
  mitigated?: (ctx: RuleContext) => boolean;
  weight?: (ctx: RuleContext) => number;
  deepOnly?: boolean;
}

/** The common rule shape: every match of one pattern is a finding. */
export function patternRule(spec: PatternRuleSpec): Rule {
  return {
    id: spec.id,
    dimension: spec.dimension,
    severity: spec.severity,
    points: spec.points,
    description: spec.description,
    suggestion: spec.suggestion,
    deepOnly: spec.deepOnly,
    weight: spec.weight,
    detect(ctx) {
      if (spec.mitigated?.(ctx)) return [];
      const hits: Hit[] = [];
      forEachMatch(spec.pattern, ctx.text, (m) => {
        if (spec.accept && !spec.accept(m, ctx)) return;
        hits.push({
          start: m.index,
          end: m.index + m[0].length,
          explanation: spec.explain(m[0]),
          fix: spec.fix?.(m),
        });
      });
      return hits;
    },
  };
}

/** Joins alternatives into one non-capturing group for composing patterns. */
export function alt(words: readonly string[]): string {
  return `(?:${words.join('|')})`;
}


/** The segment (sentence or paragraph) that contains a position. */
export function segmentAt(segments: Segment[], pos: number): Segment | undefined {
  let lo = 0;
  let hi = segments.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const s = segments[mid];
    if (pos < s.start) hi = mid - 1;
    else if (pos >= s.end) lo = mid + 1;
    else return s;
  }
  return undefined;
}

/** Quotes a match for explanations, shortened so findings stay readable. */
export function quote(match: string): string {
  return `"${shorten(match, 60)}"`;
}

/** Characters of a long text read to shorten it: a finding's span may be a whole 100 KB text. */
const SHORTEN_PREFIX = 1000;

/**
 * The text with whitespace runs as one space, trimmed, and cut to `max` characters with "..."
 * when longer. Long texts are read from a prefix only: the flattened prefix is a prefix of the
 * flattened text, so when it holds more than `max` characters the result is the same.
 */
export function shorten(text: string, max: number): string {
  if (text.length > SHORTEN_PREFIX * 2) {
    const head = text.slice(0, SHORTEN_PREFIX).replace(/\s+/g, ' ').trimStart().trimEnd();
    if (head.length > max) return `${head.slice(0, max - 3)}...`;
  }
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 3)}...` : flat;
}

/** Up to `chars` characters before a position, for context checks such as negation. */
export function textBefore(text: string, start: number, chars: number): string {
  return text.slice(Math.max(0, start - chars), start);
}

export function textAfter(text: string, end: number, chars: number): string {
  return text.slice(end, end + chars);
}

/** Straight or curly apostrophe, for contractions in patterns. */
export const APOS = "['’]";

/** Index of the first segment starting at or after `pos` (segments sorted by start). */
function lowerBound(segments: readonly Segment[], pos: number): number {
  let lo = 0;
  let hi = segments.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (segments[mid].start < pos) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Segments lying inside [start, end), from a list sorted by start. */
export function segmentsWithin(segments: readonly Segment[], start: number, end: number): Segment[] {
  const out: Segment[] = [];
  for (let i = lowerBound(segments, start); i < segments.length && segments[i].start < end; i++) {
    if (segments[i].end <= end) out.push(segments[i]);
  }
  return out;
}

/** Whether any of the sorted, non-overlapping segments overlaps [start, end). */
export function overlapsAny(segments: readonly Segment[], start: number, end: number): boolean {
  const i = lowerBound(segments, end) - 1;
  return i >= 0 && segments[i].end > start;
}

/** Hits sorted by start with later overlapping ones dropped, in O(n log n). */
export function dropOverlapping(hits: Hit[]): Hit[] {
  const kept: Hit[] = [];
  for (const hit of [...hits].sort((a, b) => a.start - b.start)) {
    if (kept.length > 0 && hit.start < kept[kept.length - 1].end) continue;
    kept.push(hit);
  }
  return kept;
}

/** The last segment that starts before `pos` (e.g. the sentence before the current one). */
export function segmentBefore(segments: readonly Segment[], pos: number): Segment | undefined {
  return segments[lowerBound(segments, pos) - 1];
}

/** The first segment starting at or after pos. */
export function segmentFrom(segments: readonly Segment[], pos: number): Segment | undefined {
  return segments[lowerBound(segments, pos)];
}
