/**
 * Learned evidence: the calibrated probabilities of the harm heads (learned-heads.ts, trained
 * by scripts/train-harm.ts) become findings next to the rule findings. Points grow
 * continuously with the probability, so that of two texts the more harmful one scores lower:
 * see pointsFor. The finding takes the head's severity once the evidence is strong (severityFor).
 * The span is the sentence that carries the signal most.
 */
import { calibrate, linearScores, modelViews, parseModelArtefact, type LinearModel } from '../../ml';
import artefact from '../harm-model.json';
import { HARM_HEADS, modelText, POINTS_AT_THRESHOLD, WEAK_POINTS, type HarmHead } from '../learned-heads';
import { isRefusalReply } from '../refusal';
import { quote, type Hit, type Rule, type RuleContext } from '../rule';
import type { Dimension, Severity } from '../types';

/** Loaded once at start; a damaged artefact stops the process here, never a silent fallback. */
const MODEL: LinearModel = parseModelArtefact('src/core/scoring/harm-model.json', artefact, {
  task: 'harm',
  heads: HARM_HEADS.map((h) => h.label),
});
const HEADS = HARM_HEADS.map((spec) => ({ spec, head: MODEL.heads.find((h) => h.label === spec.label)! }));
const LINEAR = HEADS.map(({ head }) => head);

/** Heads about what a reply delivers: a refusal that names the topic delivers nothing. */
const TOPIC_HEADS: ReadonlySet<string> = new Set(['harmful_reply', 'violence_weapons', 'self_harm', 'sexual', 'crime_cyber', 'dangerous_advice']);

/** Sentences scored for the span; past that the whole text's first sentence carries it. */
const MAX_SPAN_SENTENCES = 200;

function probabilities(text: string): number[] {
  const logits = linearScores(modelViews(modelText(text)), MODEL.features, LINEAR);
  return HEADS.map(({ head }, i) => calibrate(head.calibration, logits[i]));
}

export interface LearnedSignal {
  label: string;
  probability: number;
  points: number;
  severity: Severity;
  start: number;
  end: number;
}

/**
 * Continuous points for a probability, from the head's operating thresholds. Hate and abuse
 * heads start at their 25%-FPR threshold (WEAK_POINTS at 10%, POINTS_AT_THRESHOLD at 1%); topic
 * heads, whose training negatives are narrower than real traffic, start at their 1%-FPR threshold.
 */
export function pointsFor(spec: HarmHead, thresholds: Record<string, number>, p: number): number {
  const t25 = thresholds.fpr_25pct ?? 0.5;
  const t10 = Math.max(t25, thresholds.fpr_10pct ?? 0.5);
  const t1 = Math.max(t10, thresholds.fpr_1pct ?? 0.9);
  const ramp = (x: number, x0: number, x1: number, y0: number, y1: number) => (x1 > x0 ? y0 + ((y1 - y0) * (x - x0)) / (x1 - x0) : y1);
  if (!spec.weakSignals) return p < t1 ? 0 : ramp(p, t1, 1, 0, spec.maxPoints);
  if (p < t25) return 0;
  if (p < t10) return ramp(p, t25, t10, 0, WEAK_POINTS);
  if (p < t1) return ramp(p, t10, t1, WEAK_POINTS, POINTS_AT_THRESHOLD);
  return ramp(p, t1, 1, POINTS_AT_THRESHOLD, spec.maxPoints);
}

function severityFor(spec: HarmHead, thresholds: Record<string, number>, p: number): Severity {
  const t1 = thresholds.fpr_1pct ?? 0.9;
  // Topic heads take their severity halfway between the 1%-FPR threshold and certainty.
  const full = spec.weakSignals ? t1 : (t1 + 1) / 2;
  if (p >= full) return spec.severity;
  if (p >= (spec.weakSignals ? (thresholds.fpr_10pct ?? 0.5) : t1)) return spec.severity === 'high' || spec.severity === 'critical' ? 'medium' : 'low';
  return 'low';
}

/** Every head's signal on the text (points > 0 only), computed once per evaluation. */
export function learnedSignals(ctx: RuleContext): LearnedSignal[] {
  return ctx.memo('learned', () => {
    if (ctx.text.trim() === '') return [];
    const whole = probabilities(ctx.text);
    const refusal = isRefusalReply(ctx.text);
    const firing = HEADS.map(({ spec, head }, i) => ({ spec, head, p: whole[i], points: refusal && TOPIC_HEADS.has(spec.label) ? 0 : pointsFor(spec, head.thresholds, whole[i]) }));
    if (!firing.some((f) => f.points > 0)) return [];
    const sentences = ctx.sentences();
    const perSentence = sentences.length > 1 && sentences.length <= MAX_SPAN_SENTENCES ? sentences.map((s) => probabilities(s.text)) : undefined;
    const out: LearnedSignal[] = [];
    firing.forEach((f, i) => {
      if (f.points <= 0) return;
      let best = 0;
      if (perSentence) for (let k = 1; k < perSentence.length; k++) if (perSentence[k][i] > perSentence[best][i]) best = k;
      const span = sentences[best] ?? { start: 0, end: ctx.text.length };
      out.push({ label: f.spec.label, probability: f.p, points: Math.round(f.points * 100) / 100, severity: severityFor(f.spec, f.head.thresholds, f.p), start: span.start, end: span.end });
    });
    return out;
  });
}

function learnedRule(spec: HarmHead, dimension: Dimension): Rule {
  return {
    id: `${dimension}/learned-${spec.label.replace(/_/g, '-')}`,
    dimension,
    severity: spec.severity,
    points: spec.maxPoints,
    description: `Learned classifier: the text ${spec.describe}.`,
    suggestion: 'Rewrite or remove the passage the finding points to.',
    detect(ctx) {
      const hits: Hit[] = [];
      for (const s of learnedSignals(ctx)) {
        if (s.label !== spec.label) continue;
        hits.push({
          start: s.start,
          end: s.end,
          severity: s.severity,
          points: s.points,
          explanation: `The ${spec.label.replace(/_/g, ' ')} classifier (probability ${s.probability.toFixed(2)}, calibrated on held-out sources) reads that the text ${spec.describe}, most in ${quote(ctx.text.slice(s.start, s.end))}.`,
          fix: { kind: 'remove_sentence' },
        });
      }
      return hits;
    },
  };
}

export const LEARNED_RULES: Readonly<Record<'safety' | 'fairness', readonly Rule[]>> = {
  safety: HARM_HEADS.filter((h) => h.dimensions.includes('safety')).map((h) => learnedRule(h, 'safety')),
  fairness: HARM_HEADS.filter((h) => h.dimensions.includes('fairness')).map((h) => learnedRule(h, 'fairness')),
};
