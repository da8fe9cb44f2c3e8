import { classifyContext, documentFields, type DocumentField } from './context';
import { floodTrust } from './features';
import { findEncodedSegments, findHiddenMarkup, type EncodingKind, type HiddenRange, type MarkupKind } from './decode';
import { calibrate } from '../ml';
import { framingCue, harmChunks, tailNoise } from './framing';
import { combine, documentScore, injectionModel, readText, readViews, strongestCues, type CombinerInput, type CombinerValues, type InjectionModel, type ModelReading } from './model';
import { deobfuscatedViews, modelViews, normalizeText, originalSpan, rot13, rot13View, segmentOrigin, type TextView } from './normalize';
import { matchCompactPhrases, matchRules, type InjectionRule, type RuleMatch } from './rules';
import {
  ATTACK_TYPES,
  type AttackType,
  type InjectionAnalysis,
  type InjectionEvidence,
  type InjectionOptions,
  type InjectionSeverity,
  type Recommendation,
  type RiskLevel,
  type Sensitivity,
} from './types';

/** Detection threshold on risk_score per sensitivity (decisions §5). */
export const SENSITIVITY_THRESHOLDS: Readonly<Record<Sensitivity, number>> = { low: 0.75, medium: 0.5, high: 0.3 };

/** Where a view of the text came from: the text itself, a de-obfuscation, or decoded content. */
type ViewKind = 'text' | 'leetspeak' | 'spacing' | 'rot13' | EncodingKind;
/** Where a rule matched: a view, or hidden markup within the text. */
type HitKind = ViewKind | MarkupKind;

/**
 * Evidence that an instruction was hidden, added next to the rule that matched it.
 * Obfuscation counts only when the rule did not also match the plain text.
 */
const HIDING: Readonly<Record<Exclude<HitKind, 'text'>, { weight: number; note: string; markup: boolean }>> = {
  leetspeak: { weight: 0.25, note: 'instructions obfuscated with leetspeak', markup: false },
  spacing: { weight: 0.25, note: 'instructions spaced out letter by letter', markup: false },
  rot13: { weight: 0.4, note: 'instructions hidden in ROT13', markup: false },
  base64: { weight: 0.4, note: 'instructions hidden in base64', markup: false },
  hex: { weight: 0.4, note: 'instructions hidden in hex encoding', markup: false },
  url_encoding: { weight: 0.3, note: 'instructions hidden in URL encoding', markup: false },
  unicode_tags: { weight: 0.5, note: 'instructions hidden in invisible Unicode tag characters', markup: false },
  morse: { weight: 0.4, note: 'instructions hidden in Morse code', markup: false },
  html_comment: { weight: 0.35, note: 'instructions hidden in an HTML comment', markup: true },
  hidden_html: { weight: 0.35, note: 'instructions hidden in invisible HTML (display:none, zero font size or white text)', markup: true },
  markdown_comment: { weight: 0.35, note: 'instructions hidden in a markdown comment', markup: true },
};
/** Views whose matches show decoded text rather than the characters of the original. */
const DECODED: ReadonlySet<ViewKind> = new Set(['rot13', 'base64', 'hex', 'url_encoding', 'unicode_tags', 'morse']);

const INVISIBLE_CHARS = /[\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/;
const LOOKALIKE_CHARS = /[\u0370-\u03ff\u0400-\u04ff\uff01-\uff5e\u24b6-\u24e9]|\ud835[\udc00-\udfff]/;

/** ROT13 forms of words most injections contain: the ROT13 view is only scanned when one occurs. */
const ROT13_TRIGGERS = new RegExp(
  ['ignore', 'instruction', 'previous', 'system', 'prompt', 'disregard', 'forget', 'reveal', 'password', 'jailbreak', 'developer', 'anything', 'restriction', 'pretend']
    .map(rot13)
    .join('|'),
);

/** Third-party content and hidden markup make the same rule more telling: w → 1 − (1 − w)^1.6. */
const INDIRECT_EXPONENT = 1.6;
const boost = (weight: number): number => 1 - (1 - weight) ** INDIRECT_EXPONENT;

/** Model evidence below this weight is noise and is not reported (it still counts in the score). */
const MODEL_REPORT_FLOOR = 0.2;
/** Evidence below this weight does not name an attack type on its own. */
const ATTACK_TYPE_FLOOR = 0.25;
const MAX_MATCH_CHARS = 160;

interface ScannedView {
  kind: ViewKind;
  view: TextView;
  /** The rules' matches in the view's text (what the view's spans refer to). */
  matches: RuleMatch[];
}

interface RuleHit {
  rule: InjectionRule;
  kind: HitKind;
  weight: number;
  span: { start: number; end: number };
  match: string;
}

function buildViews(text: string): ScannedView[] {
  const { primary, leetspeak, spacing } = deobfuscatedViews(text);
  const views: { kind: ViewKind; view: TextView }[] = [{ kind: 'text', view: primary }];
  if (leetspeak !== null) views.push({ kind: 'leetspeak', view: leetspeak });
  if (spacing !== null) views.push({ kind: 'spacing', view: spacing });
  if (ROT13_TRIGGERS.test(primary.text)) views.push({ kind: 'rot13', view: rot13View(primary) });
  for (const segment of findEncodedSegments(text)) {
    views.push({ kind: segment.kind, view: normalizeText(segment.text, segmentOrigin(segment.text.length, segment.start, segment.end)) });
  }
  return views.map(({ kind, view }) => ({
    kind,
    view,
    matches: kind === 'spacing' ? [...matchRules(view.text), ...matchCompactPhrases(view.text)] : matchRules(view.text),
  }));
}

/** Everything the analysis computes from the text alone, before the options weigh in. */
interface Prepared {
  text: string;
  views: ScannedView[];
  markup: HiddenRange[];
  /** Model readings, per model (the shipped one, or an evaluation fold's). */
  readings: Map<InjectionModel, TextReading>;
  /** framing.ts cues of the text (model-independent). */
  shape?: { framing: number; noise: number };
  fields?: { model: InjectionModel; list: DocumentField[]; best: FieldReading | null };
  /** documentFields of the text (read by ruleEvidence and strongestField alike; never mutated). */
  fieldList?: readonly DocumentField[];
  /** floodTrust of the primary view. */
  trust?: number;
  /** The model's cues, as worded in the evidence, for the text it read (the whole text or a field). */
  cues?: { model: InjectionModel; read: string; words: string };
}

type TextReading = ModelReading & { harm: number };

interface FieldReading {
  field: DocumentField;
  reading: ModelReading;
}

// The last text prepared. Callers often analyse one text twice in a row with other options (a
// tool result is checked for injection, then scored, and the scoring engine's safety rule runs
// the detector again as "model output"); the second call then only weighs. Everything in it is
// a pure function of the text (and the model) and is never mutated once computed, so reusing it is exact.
let lastPrepared: Prepared | undefined;

function prepare(text: string): Prepared {
  if (lastPrepared?.text === text) return lastPrepared;
  lastPrepared = { text, views: buildViews(text), markup: findHiddenMarkup(text), readings: new Map() };
  return lastPrepared;
}

/** The views the model reads: the normalized text and its leetspeak and spacing views (as modelViews). */
function modelTexts(views: ScannedView[]): string[] {
  return views.filter((v) => v.kind === 'text' || v.kind === 'leetspeak' || v.kind === 'spacing').map((v) => v.view.text);
}

/**
 * The harm head only counts through its products with framing and noise (and its own
 * coefficient, 0 in the fits so far): when all of them are 0 its reading cannot move the score
 * and is skipped (most ordinary text has no framing cue and no noisy tail).
 */
function harmMatters(p: Prepared, model: InjectionModel): boolean {
  const cues = (p.shape ??= textCues(p.text));
  return model.combiner.weights.harm !== 0 || cues.framing > 0 || cues.noise > 0;
}

function readingOf(p: Prepared, model: InjectionModel): TextReading {
  let reading = p.readings.get(model);
  if (reading === undefined) {
    const needHarm = harmMatters(p, model);
    reading = readText(model, modelTexts(p.views), needHarm ? harmChunks(p.text) : [], needHarm);
    p.readings.set(model, reading);
  }
  return reading;
}

/** The field of a structured third-party document the model finds most instruction-like. */
function strongestField(p: Prepared, model: InjectionModel, given?: readonly DocumentField[]): { list: readonly DocumentField[]; best: FieldReading | null } {
  if (given === undefined && p.fields?.model === model) return p.fields;
  const list = given ?? (p.fieldList ??= documentFields(p.text));
  let best: FieldReading | null = null;
  for (const field of list) {
    const reading = readViews(model, modelViews(field.text), 'field');
    if (best === null || reading.logit > best.reading.logit) best = { field, reading };
  }
  if (given !== undefined) return { list, best };
  p.fields = { model, list: [...list], best };
  return p.fields;
}

/** The strongest cues of `read`, kept for the next call on the same text (the scoring engine's safety rule). */
function cuesOf(p: Prepared, model: InjectionModel, read: string): string {
  if (p.cues?.model === model && p.cues.read === read) return p.cues.words;
  const words = strongestCues(model, normalizeText(read.length > 4000 ? read.slice(0, 4000) : read).text).map((c) => `"${c}"`).join(', ');
  p.cues = { model, read, words };
  return words;
}

function scanViews(text: string, views: ScannedView[], markup: HiddenRange[], indirect: boolean): RuleHit[] {
  const hits: RuleHit[] = [];
  for (const { kind, view, matches } of views) {
    for (const m of matches) {
      const span = originalSpan(view, m.start, m.end);
      const hiddenIn = kind === 'text' ? markup.find((r) => span.start >= r.start && span.end <= r.end) : undefined;
      if (m.rule.scope === 'indirect' && !indirect && hiddenIn === undefined) continue;
      const shown = DECODED.has(kind) ? m.text : text.slice(span.start, span.end);
      hits.push({
        rule: m.rule,
        kind: hiddenIn?.kind ?? kind,
        weight: indirect || hiddenIn !== undefined ? boost(m.rule.weight) : m.rule.weight,
        span,
        match: shown.length > MAX_MATCH_CHARS ? `${shown.slice(0, MAX_MATCH_CHARS)}…` : shown,
      });
    }
  }
  return hits;
}

/** One hit per rule: the heaviest, the first found (plain text first) on ties. */
function strongestPerRule(hits: RuleHit[]): RuleHit[] {
  const best = new Map<string, RuleHit>();
  for (const hit of hits) {
    const current = best.get(hit.rule.id);
    if (current === undefined || hit.weight > current.weight) best.set(hit.rule.id, hit);
  }
  return [...best.values()];
}

const round3 = (x: number): number => Math.round(x * 1000) / 1000;

function hitEvidence(hit: RuleHit): InjectionEvidence {
  const where = hit.kind === 'text' ? '' : ` (${HIDING[hit.kind].note.replace('instructions ', 'found ')})`;
  return {
    source: 'rule',
    id: hit.rule.id,
    attack_type: hit.rule.attackType,
    weight: round3(hit.weight),
    span: hit.span,
    match: hit.match,
    note: `${hit.rule.explanation} Matched "${hit.match}"${where}.`,
  };
}

function hidingEvidence(text: string, hits: RuleHit[]): InjectionEvidence[] {
  const plainRules = new Set(hits.filter((h) => h.kind === 'text').map((h) => h.rule.id));
  const evidence: InjectionEvidence[] = [];
  const seen = new Set<string>();
  const add = (id: string, weight: number, span: RuleHit['span'], note: string): void => {
    if (seen.has(id)) return;
    seen.add(id);
    evidence.push({ source: 'decoder', id: `decoder.${id}`, weight, span, note });
  };
  for (const hit of hits) {
    if (hit.kind !== 'text') {
      const hiding = HIDING[hit.kind];
      if (hiding.markup || !plainRules.has(hit.rule.id)) add(hit.kind, hiding.weight, hit.span, hiding.note);
    }
    if (hit.kind === 'text' || HIDING[hit.kind].markup) {
      const original = text.slice(hit.span.start, hit.span.end);
      if (INVISIBLE_CHARS.test(original)) add('invisible_characters', 0.25, hit.span, 'trigger words split with zero-width or bidi control characters');
      if (LOOKALIKE_CHARS.test(original)) add('lookalike_characters', 0.25, hit.span, 'trigger words written with look-alike (Cyrillic, Greek or full-width) characters');
    }
  }
  return evidence;
}

function riskLevel(score: number): RiskLevel {
  return score < 0.4 ? 'low' : score < 0.7 ? 'medium' : 'high';
}

const RECOMMENDATION: Readonly<Record<RiskLevel, Recommendation>> = { low: 'allow', medium: 'warn', high: 'block' };

function attackTypesOf(evidence: InjectionEvidence[]): AttackType[] {
  const strength = new Map<AttackType, number>();
  for (const e of evidence) {
    if (e.attack_type === undefined || e.weight < ATTACK_TYPE_FLOOR) continue;
    strength.set(e.attack_type, Math.max(strength.get(e.attack_type) ?? 0, e.weight));
  }
  return [...strength.entries()]
    .sort((a, b) => b[1] - a[1] || ATTACK_TYPES.indexOf(a[0]) - ATTACK_TYPES.indexOf(b[0]))
    .map(([type]) => type);
}

interface Verdict {
  score: number;
  level: RiskLevel;
  detected: boolean;
  sensitivity: Sensitivity;
  indirect: boolean;
  context: string | undefined;
}

function explain(v: Verdict, evidence: InjectionEvidence[]): string {
  const threshold = SENSITIVITY_THRESHOLDS[v.sensitivity];
  const verdict = v.detected
    ? `Injection detected at ${v.sensitivity} sensitivity (threshold ${threshold}).`
    : `Not flagged at ${v.sensitivity} sensitivity (threshold ${threshold}).`;
  const source = v.indirect ? ` Source "${v.context}" is read as third-party content, where instructions to an AI weigh more.` : '';
  if (evidence.length === 0) return `No prompt-injection indicators found (risk ${v.score.toFixed(2)}, ${v.level}). ${verdict}${source}`;
  const sentence = (note: string): string => `${note[0].toUpperCase()}${note.slice(1)}${note.endsWith('.') ? '' : '.'}`;
  const reasons = evidence.map((e) => (e.source === 'rule' ? `${e.attack_type}: ${e.note}` : sentence(e.note)));
  return `${v.level[0].toUpperCase()}${v.level.slice(1)} risk (${v.score.toFixed(2)}). ${reasons.join(' ')} ${verdict}${source}`;
}

/** A rule hit's field in a structured document, for the evidence. */
function fieldAt(fields: readonly DocumentField[], span: { start: number; end: number } | undefined): DocumentField | undefined {
  if (span === undefined) return undefined;
  return fields.find((f) => span.start >= f.start && span.start < f.end);
}

/**
 * The rules' and decoders' evidence for a text (no model), with the field of a structured
 * third-party document each one was found in. Training computes the combiner's inputs from it.
 */
export function ruleEvidence(text: string, indirect: boolean, given?: readonly DocumentField[]): InjectionEvidence[] {
  const p = prepare(text);
  const allHits = scanViews(text, p.views, p.markup, indirect);
  const evidence: InjectionEvidence[] = [...strongestPerRule(allHits).map(hitEvidence), ...hidingEvidence(text, allHits)];
  if (indirect) {
    const fields = given ?? (p.fieldList ??= documentFields(text));
    for (const e of evidence) {
      const field = fieldAt(fields, e.span);
      if (field !== undefined) e.note = `${e.note.replace(/\.$/, '')} in field "${field.name}" of the document.`;
    }
  }
  return evidence;
}

const strength = (w: number): number => -Math.log(1 - Math.min(w, 0.999));

/** Harmful-request probability of the text and its framing.ts cues. */
export interface Shape {
  harm: number;
  framing: number;
  noise: number;
}

/** The framing.ts cues of a text (training reads them the same way). */
export const textCues = (text: string): Omit<Shape, 'harm'> => ({ framing: framingCue(text), noise: tailNoise(text) });

/**
 * The combiner's inputs (model.ts) from the evidence, the model's calibrated scores of the text
 * and its strongest field, and the text's harmful goal with its framing and suffix noise (a
 * harmful goal alone is not an injection: `harm` is there so the products do not stand in for it).
 */
export function combinerInputs(evidence: readonly InjectionEvidence[], textScore: number, fieldScore: number | null, indirect: boolean, shape: Shape): CombinerValues {
  const inputs: Record<CombinerInput, number> = {
    model: strength(textScore),
    field_excess: 0,
    indirect: indirect ? 1 : 0,
    indirect_rules: 0,
    hiding: 0,
    harm: shape.harm,
    harm_framing: shape.harm * shape.framing,
    harm_noise: shape.harm * shape.noise,
  };
  const rules: Record<string, number> = {};
  if (indirect && fieldScore !== null) inputs.field_excess = Math.max(0, strength(fieldScore) - inputs.model);
  for (const e of evidence) {
    if (e.source === 'rule') {
      rules[e.id] = (rules[e.id] ?? 0) + strength(e.weight);
      if (indirect) inputs.indirect_rules += strength(e.weight);
    } else if (e.source === 'decoder') inputs.hiding += strength(e.weight);
  }
  return { inputs, rules };
}

/**
 * A rule alone still says what its catalogue weight says, times how far the data trusts it
 * (model.ts ruleTrust: the share of its firings on training data that were attacks, classes
 * and sources balanced). Rules for attacks the corpus has few examples of (secret and data
 * requests in many languages) so keep working, while a rule that fires on benign text is discounted.
 */
export function ruleFloor(evidence: readonly InjectionEvidence[], model: InjectionModel): number {
  let floor = 0;
  for (const e of evidence) {
    if (e.source === 'rule') floor = Math.max(floor, e.weight * (model.ruleTrust[e.id] ?? 1));
  }
  return floor;
}

export function detectInjection(text: string, options: InjectionOptions = {}): InjectionAnalysis {
  const sensitivity = options.sensitivity ?? 'medium';
  const indirect = classifyContext(options.context) === 'indirect';
  const prepared = prepare(text);
  const model = injectionModel();
  const evidence = ruleEvidence(text, indirect, options.fields);
  const fields = indirect ? strongestField(prepared, model, options.fields) : { list: [], best: null };
  const whole = readingOf(prepared, model);
  const field = fields.best;

  // Rules, hiding tricks, context and the model combine as fitted on data (scripts/train-injection.ts).
  const fieldScore = field === null ? null : documentScore(field.reading.score, fields.list.length);
  // A flood of a few repeated words is a keyword list, not an instruction: the model's reading is damped.
  prepared.trust ??= floodTrust(prepared.views[0].view.text);
  const textScore = whole.score * prepared.trust;
  const inputs = combinerInputs(evidence, textScore, fieldScore, indirect, { harm: whole.harm * prepared.trust, ...(prepared.shape ??= textCues(text)) });
  const score = round3(Math.max(calibrate(model.risk, combine(model.combiner, inputs)), ruleFloor(evidence, model)));

  const fromField = field !== null && fieldScore !== null && fieldScore > textScore;
  const modelWeight = round3(fromField ? fieldScore : textScore);
  if (modelWeight >= MODEL_REPORT_FLOOR) {
    const read = fromField ? field.field.text : text;
    const cues = cuesOf(prepared, model, read);
    const where = fromField ? ` in field "${field.field.name}" of the document` : '';
    evidence.push({
      source: 'model',
      id: fromField ? 'model.field' : 'model.text',
      attack_type: indirect ? 'instruction_override' : 'jailbreak_attempt',
      weight: modelWeight,
      ...(fromField ? { span: { start: field.field.start, end: field.field.end } } : {}),
      note: `The learned n-gram model reads instructions aimed at an AI${where} (score ${modelWeight.toFixed(2)}${cues ? `; strongest cues ${cues}` : ''}).`,
    });
  }
  evidence.sort((a, b) => b.weight - a.weight);

  const level = riskLevel(score);
  const detected = score >= SENSITIVITY_THRESHOLDS[sensitivity];
  return {
    injection_detected: detected,
    risk_score: score,
    risk_level: level,
    attack_types: detected || level !== 'low' ? attackTypesOf(evidence) : [],
    explanation: explain({ score, level, detected, sensitivity, indirect, context: options.context }, evidence),
    recommendation: RECOMMENDATION[level],
    evidence,
  };
}

/** The single `attack_type` and `severity` the official clients read (wire contract §3.10). */
export function primaryAttackType(analysis: InjectionAnalysis): { attack_type: AttackType | 'none'; severity: InjectionSeverity } {
  const attackType = analysis.attack_types[0];
  if (attackType === undefined) return { attack_type: 'none', severity: 'none' };
  const s = analysis.risk_score;
  return { attack_type: attackType, severity: s >= 0.9 ? 'critical' : s >= 0.7 ? 'high' : s >= 0.4 ? 'medium' : 'low' };
}
