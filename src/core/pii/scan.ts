import { planCandidates, planOf, type Plan } from './candidates';
import { contextEvaluator, fieldWords, newContextShare, requiredContextPossible, withFieldContext, type ContextResult, type ContextShare } from './context';
import { longestRuns, recognizerDigitRun } from './digit-run';
import { ALL_FEATURES, FEATURE_BIT, FEATURE_TESTS, SHORT_TEXT, shortTextFeatures } from './features';
import { gatesOf } from './gates';
import { minMatchLength } from './min-length';
import { lowerSameLength, normalizeForMatching } from './normalize';
import { resolveOverlaps } from './overlap';
import { hasShape, shapeHash, shapeOf, shapeRegex } from './shape';
import { PII_RECOGNIZERS } from './registry';
import type { Candidate, FindOptions, PiiFinding, Recognizer, ScanOptions, Validation } from './types';

export const DEFAULT_MIN_SCORE = 0.5;

const PLUS = 43;
const PHONE_TYPES: ReadonlySet<string> = new Set(['PHONE', 'MOBILE_IN']);
const isDigitCode = (c: number): boolean => c >= 48 && c <= 57;

const NOT_VALIDATED: Validation = { valid: true, status: 'not_applicable', detail: 'no check digit or registry for this type' };

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

const quoted = (words: string[]): string => `'${words.join("', '")}'`;

function explain(rec: Recognizer, c: Candidate, v: Validation & { valid: true }, base: number, ctx: ContextResult, score: number): string {
  let text = `${rec.type} found by recognizer '${rec.id}' with pattern '${c.pattern}' (base score ${base}). `;
  text += v.status === 'passed' ? `Validation passed: ${v.detail}.` : `No validation applies: ${v.detail}.`;
  if (ctx.words.length > 0) text += ` Nearby context ${quoted(ctx.words)} supports it.`;
  if (ctx.negativeWords.length > 0) text += ` Nearby ${quoted(ctx.negativeWords)} suggests another kind of number.`;
  if (ctx.boost !== 0) text += ` Context changed the score by ${ctx.boost > 0 ? '+' : ''}${ctx.boost}.`;
  return `${text} Final score ${score}.`;
}

/** The last explanation each recognizer built, with what it was built from. */
interface ExplainMemo {
  pattern: string;
  base: number;
  status: string;
  detail: string;
  words: readonly string[];
  negativeWords: readonly string[];
  boost: number;
  score: number;
  text: string;
}

const lastExplained = new Map<Recognizer, ExplainMemo>();

const sameWords = (a: readonly string[], b: readonly string[]): boolean => a === b || (a.length === b.length && a.every((w, i) => w === b[i]));

/**
 * `explain`, reusing a recognizer's last text when it is built from the same parts: the values of a
 * JSON field (every e-mail, every name of a result) mostly give the same explanation one after another.
 */
function explainOnce(rec: Recognizer, c: Candidate, v: Validation & { valid: true }, base: number, ctx: ContextResult, score: number): string {
  const last = lastExplained.get(rec);
  if (
    last !== undefined &&
    last.pattern === c.pattern &&
    last.base === base &&
    last.status === v.status &&
    last.detail === v.detail &&
    last.boost === ctx.boost &&
    last.score === score &&
    sameWords(last.words, ctx.words) &&
    sameWords(last.negativeWords, ctx.negativeWords)
  ) {
    return last.text;
  }
  const text = explain(rec, c, v, base, ctx, score);
  lastExplained.set(rec, { pattern: c.pattern, base, status: v.status, detail: v.detail, words: [...ctx.words], negativeWords: [...ctx.negativeWords], boost: ctx.boost, score, text });
  return text;
}

/** What the scan loop reads of a recognizer, worked out once per recognizer list (not once per scan). */
interface Step {
  rec: Recognizer;
  /** The shortest text its patterns can match in (0 for one with its own finder). */
  minLength: number;
  /** FEATURE_BIT of `rec.requires`, or 0. */
  bit: number;
  /** Its patterns' plan, for a recognizer without its own finder. */
  plan: readonly Plan[];
  /** Its context is required: skipped when none of the words is in the text or the field name. */
  requiredContext: boolean;
  /** The bits of its pattern gates (`gates.ts`), or 0. */
  gates: number;
  /** Lower bounds on the longest digit run and capital run any match holds (`digit-run.ts`). */
  digitRun: number;
  upperRun: number;
}

/**
 * What the scan learnt of one shape (`shape.ts`) of short ASCII values: which gates its rewritten
 * regexes were tried for, and which of those could match. Used from the second value of a shape on.
 */
interface ShapeEntry {
  shape: string;
  seen: number;
  /** The shape's FEATURE_BIT bits (0 past SHORT_TEXT) and `longestRuns`, or -1 before the first value is read. */
  present: number;
  runs: number;
  /** Gate bits whose shape regex was tried, and those that matched the shape (or have none). */
  known: number;
  possible: number;
  /**
   * For a shape of at most SHORT_TEXT characters: the steps its length, features and runs let
   * through, less those whose gates it rules out, as far as `known` said when the list was made.
   */
  steps: Step[] | null;
  stepsKnown: number;
}

interface Steps {
  steps: Step[];
  gates: RegExp[];
  /** Each gate rewritten for shapes (null: no shape rules it out). */
  shapeGates: (RegExp | null)[];
  /** Shapes seen, by `shapeHash` (one entry a hash: a collision replaces it). */
  shapes: Map<number, ShapeEntry>;
  /** For short texts: the steps that pass the length and feature tests, by `present * (SHORT_TEXT + 1) + length`. */
  short: (Step[] | undefined)[];
}

/** The steps a short text of this length and these features can need (the scan loop's first two tests, done once per pair). */
function shortSteps(selected: Steps, present: number, length: number): Step[] {
  const key = present * (SHORT_TEXT + 1) + length;
  let list = selected.short[key];
  if (!list) {
    list = selected.steps.filter((s) => length >= s.minLength && (s.bit === 0 || (present & s.bit) !== 0));
    selected.short[key] = list;
  }
  return list;
}

function stepsOf(recs: readonly Recognizer[]): Steps {
  const runs = recs.map((rec) => recognizerDigitRun(rec, 'digit'));
  const gates = gatesOf(recs, runs);
  const steps = recs.map((rec, i) => ({
    rec,
    minLength: rec.find || rec.patterns.length === 0 ? 0 : Math.min(...rec.patterns.map((p) => minMatchLength(p.regex))),
    bit: rec.requires ? FEATURE_BIT[rec.requires] : 0,
    plan: rec.find ? [] : planOf(rec.patterns),
    requiredContext: rec.context?.required === true,
    gates: gates.of[i],
    digitRun: runs[i],
    upperRun: recognizerDigitRun(rec, 'upper'),
  }));
  return { steps, gates: gates.regexes, shapeGates: gates.regexes.map(shapeRegex), shapes: new Map(), short: [] };
}

let allSteps: Steps | null = null;
let indianSteps: Steps | null = null;

function selectSteps(options: ScanOptions): Steps {
  if (!options.types && !options.recognizers) {
    if (!options.indianOnly) return (allSteps ??= stepsOf(PII_RECOGNIZERS));
    return (indianSteps ??= stepsOf(PII_RECOGNIZERS.filter((r) => r.indian)));
  }
  // Other selections are few (the DPDP scan's special categories, tests): worked out once each.
  const key = `${options.types?.join(',') ?? '*'}|${options.recognizers?.join(',') ?? '*'}|${options.indianOnly === true}`;
  let steps = selectedSteps.get(key);
  if (!steps) {
    const types = options.types ? new Set(options.types.map((t) => t.toUpperCase())) : null;
    const ids = options.recognizers ? new Set(options.recognizers) : null;
    steps = stepsOf(
      PII_RECOGNIZERS.filter((r) => (!types || types.has(r.type)) && (!ids || ids.has(r.id)) && (!options.indianOnly || r.indian)),
    );
    if (selectedSteps.size >= MAX_SELECTIONS) selectedSteps.clear();
    selectedSteps.set(key, steps);
  }
  return steps;
}

const MAX_SELECTIONS = 64;
const selectedSteps = new Map<string, Steps>();

/** Texts up to this long try the pattern gates (gates.ts) first. */
const GATED_TEXT = 256;
/** Shapes remembered per recognizer list before the memo starts again. */
const MAX_SHAPES = 1024;

/** The entry for the shape of `norm` (a short text), or null for a text with a character outside ASCII. */
function shapeEntryOf(selected: Steps, norm: string): ShapeEntry | null {
  const hash = shapeHash(norm);
  if (hash < 0) return null;
  let entry = selected.shapes.get(hash);
  if (entry && hasShape(norm, entry.shape)) {
    entry.seen++;
    return entry;
  }
  if (selected.shapes.size >= MAX_SHAPES) selected.shapes.clear();
  entry = { shape: shapeOf(norm)!, seen: 1, present: 0, runs: -1, known: 0, possible: 0, steps: null, stepsKnown: 0 };
  selected.shapes.set(hash, entry);
  return entry;
}

interface ScanSettings {
  minScore: number;
  /** Words of the field name, or null. */
  field: string | null;
  find: FindOptions;
  /** The text's word index, shared by the recognizers' context evaluators (made with the first one). */
  context: ContextShare | null;
  /** The matching copy in lower case (`lowerSameLength`), made when a step first needs it. */
  lower: string | null;
}

const lowerOf = (settings: ScanSettings, norm: string): string => (settings.lower ??= lowerSameLength(norm));

/** A finding before overlap resolution: its explanation and copies are built only if it is kept. */
interface Pending {
  start: number;
  end: number;
  score: number;
  validated: boolean;
  rec: Recognizer;
  candidate: Candidate;
  validation: Validation & { valid: true };
  base: number;
  context: ContextResult;
}

function findingsOf(step: Step, norm: string, settings: ScanSettings, out: Pending[]): void {
  const { minScore, field } = settings;
  const rec = step.rec;
  const candidates = rec.find ? rec.find(norm, settings.find) : planCandidates(norm, step.plan);
  if (candidates.length === 0) return;
  const context = contextEvaluator(lowerOf(settings, norm), rec.context, (settings.context ??= newContextShare()));
  for (const c of candidates) {
    // "+<digits>" is written only for international phone numbers: no other identifier starts so.
    if (norm.charCodeAt(c.start - 1) === PLUS && !PHONE_TYPES.has(rec.type) && isDigitCode(norm.charCodeAt(c.start))) continue;
    const v: Validation = rec.validate
      ? rec.validate(norm.slice(c.start, c.end))
      : c.detail
        ? { valid: true, status: 'passed', detail: c.detail }
        : NOT_VALIDATED;
    if (!v.valid) continue;
    const base = v.score ?? c.score ?? rec.baseScore;
    // Context is the costly part per candidate; skip it when even a boost cannot reach the threshold.
    if (base + (rec.context?.boost ?? 0) < minScore) continue;
    let ctx = withFieldContext(context(c.start, c.end), rec.context, field);
    if (!ctx.satisfied) continue;
    const lift = v.liftWords;
    if (lift && ctx.words.length > 0 && !lift.every((group) => ctx.words.some((w) => group.includes(w)))) {
      ctx = { ...ctx, boost: round2(ctx.boost - (rec.context?.boost ?? 0)) };
    }
    const score = round2(Math.min(1, Math.max(0, base + ctx.boost)));
    if (score < minScore) continue;
    out.push({ start: c.start, end: c.end, score, validated: v.status === 'passed', rec, candidate: c, validation: v, base, context: ctx });
  }
}

function findingOf(text: string, p: Pending): PiiFinding {
  const { rec, candidate: c, validation: v, base, context: ctx, score } = p;
  // Keys in this order, dpdpType only when set (no object spread per finding).
  const finding = { type: rec.type, value: text.slice(c.start, c.end), start: c.start, end: c.end, score, recognizer: rec.id } as PiiFinding;
  if (rec.dpdpType) finding.dpdpType = rec.dpdpType;
  finding.explanation = {
    recognizer: rec.id,
    pattern: c.pattern,
    baseScore: base,
    contextBoost: ctx.boost,
    contextWords: [...ctx.words],
    negativeContextWords: [...ctx.negativeWords],
    validation: v.status,
    text: explainOnce(rec, c, v, base, ctx, score),
  };
  return finding;
}

/**
 * Finds PII in `text`. Matching runs on a copy with other-script digits, fullwidth forms and
 * space/dash variants folded to ASCII one character for one, so offsets and `value` refer to the
 * original text. Overlapping findings are resolved to the best one; the result is sorted by start.
 */
export function scanPii(text: string, options: ScanOptions = {}): PiiFinding[] {
  if (text.length === 0) return [];
  const settings: ScanSettings = {
    minScore: options.minScore ?? DEFAULT_MIN_SCORE,
    field: options.field ? fieldWords(options.field) : null,
    // The finders read only `phoneRegions` (FindOptions): the caller's options serve as they are.
    find: options,
    context: null,
    lower: null,
  };
  const selected = selectSteps(options);
  const gates = selected.gates;
  // A long text matches nearly every gate somewhere: there the gate would only add a regex pass.
  const gated = text.length <= GATED_TEXT;
  // A short ASCII value's shape (`shape.ts`): from its second value on (a timestamp, an order id, an
  // e-mail of a JSON result), the gates it rules out are not run, and its features and runs are read
  // from the entry. An ASCII text needs no normalising: its copy for matching is itself.
  const entry = gated ? shapeEntryOf(selected, text) : null;
  const norm = entry !== null ? text : normalizeForMatching(text);
  // Bits of FEATURE_BIT and of the gates: asked, and present. A short value gets all its features
  // in one pass, and walks only the steps its length and features let through.
  const short = norm.length <= SHORT_TEXT;
  let tested = short ? ALL_FEATURES : 0;
  // A short value's longest digit and capital runs (a timestamp's are 4 and 1) skip the recognizers
  // that need longer ones; a long text almost always has them, and is not counted.
  let present: number;
  let runs: number;
  if (entry !== null && entry.runs >= 0) {
    present = entry.present;
    runs = entry.runs;
  } else {
    present = short ? shortTextFeatures(norm) : 0;
    runs = gated ? longestRuns(norm) : -1;
    if (entry !== null) {
      entry.present = present;
      entry.runs = runs;
    }
  }
  const digitRun = runs < 0 ? Infinity : runs % 1024;
  const upperRun = runs < 0 ? Infinity : Math.floor(runs / 1024);
  const shape = entry !== null && entry.seen >= 2 ? entry : null;
  let steps: Step[];
  if (!short) steps = selected.steps;
  else if (shape === null) steps = shortSteps(selected, present, norm.length);
  else {
    // The loop below skips the same steps again: the list only saves walking them.
    if (shape.steps === null || shape.stepsKnown !== shape.known) {
      const ruledOut = shape.known & ~shape.possible;
      shape.steps = shortSteps(selected, present, norm.length).filter(
        (s) => digitRun >= s.digitRun && upperRun >= s.upperRun && (s.gates === 0 || (s.gates & ruledOut) !== s.gates),
      );
      shape.stepsKnown = shape.known;
    }
    steps = shape.steps;
  }
  let gatesTested = 0;
  let gatesPassed = 0;
  // The last `possible` function asked and its answer (neighbouring recognizers share one).
  let possible: ((text: string) => boolean) | null = null;
  let isPossible = true;
  const all: Pending[] = [];
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i];
    // Short values (a status, a currency, an id of a JSON result) skip the longer identifiers.
    if (norm.length < step.minLength || digitRun < step.digitRun || upperRun < step.upperRun) continue;
    const bit = step.bit;
    if (bit !== 0) {
      if ((tested & bit) === 0) {
        tested |= bit;
        if (FEATURE_TESTS[step.rec.requires!](norm)) present |= bit;
      }
      if ((present & bit) === 0) continue;
    }
    const mask = step.gates;
    // Gates this value's shape already ruled out: skipped before the context words are looked for.
    if (shape !== null && mask !== 0 && (mask & shape.known & ~shape.possible) === mask) continue;
    if (step.requiredContext && !requiredContextPossible(lowerOf(settings, norm), step.rec.context, settings.field)) continue;
    if (mask !== 0 && gated) {
      for (let untested = mask & ~gatesTested; untested !== 0 && (gatesPassed & mask) === 0; ) {
        const bit = untested & -untested;
        untested ^= bit;
        gatesTested |= bit;
        const g = 31 - Math.clz32(bit);
        // A gate whose shape regex does not match the value's shape cannot match the value.
        if (shape !== null) {
          if ((shape.known & bit) === 0) {
            shape.known |= bit;
            const rewritten = selected.shapeGates[g];
            if (rewritten === null || rewritten.test(shape.shape)) shape.possible |= bit;
          }
          if ((shape.possible & bit) === 0) continue;
        }
        if (gates[g].test(norm)) gatesPassed |= bit;
      }
      if ((gatesPassed & mask) === 0) continue;
    }
    const rec = step.rec;
    if (rec.possible) {
      if (rec.possible !== possible) {
        possible = rec.possible;
        isPossible = possible(norm);
      }
      if (!isPossible) continue;
    }
    findingsOf(step, norm, settings, all);
  }
  if (all.length === 0) return []; // most values of a JSON result
  if (all.length === 1) return [findingOf(text, all[0])]; // a JSON value's one entity: nothing to resolve
  return resolveOverlaps(all).map((p) => findingOf(text, p));
}
