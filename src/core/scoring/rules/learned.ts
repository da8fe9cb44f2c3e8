/**
 * Learned evidence: the calibrated probabilities of the harm heads (learned-heads.ts, trained
 * by scripts/train-harm.ts) become findings next to the rule findings. Points grow
 * continuously with the probability, so that of two texts the more harmful one scores lower:
 * see pointsFor. The finding takes the head's severity once the evidence is strong (severityFor).
 * The span is the sentence that carries the signal most.
 */
import { calibrate, modelViews, packedScores, packHeads, parseModelArtefact, type LinearModel } from '../../ml';
import { HARM_MODEL_FILE, harmArtefact } from '../harm-artefact';
import { HARM_HEADS, modelText, POINTS_AT_THRESHOLD, type HarmHead } from '../learned-heads';
import { isRefusalReply } from '../refusal';
import { quote, segmentAt, type Hit, type Rule, type RuleContext } from '../rule';
import { isReferralAdvice } from './advice';
import { hindiEqualityStatement, hindiGroupMentioned } from './hindi';
import { identityMentions, isCounterFramed, profanityHits, protectsOrReports } from './shared';
import type { Dimension, Severity } from '../types';

/** Loaded once at start; a damaged artefact stops the process here, never a silent fallback. */
const MODEL: LinearModel = parseModelArtefact(HARM_MODEL_FILE, harmArtefact(), {
  task: 'harm',
  heads: HARM_HEADS.map((h) => h.label),
});
const HEADS = HARM_HEADS.map((spec) => ({ spec, head: MODEL.heads.find((h) => h.label === spec.label)! }));
const PACKED = packHeads(HEADS.map(({ head }) => head));

/** Heads about what a reply delivers: a refusal that names the topic delivers nothing. */
const TOPIC_HEADS: ReadonlySet<string> = new Set(['harmful_reply', 'violence_weapons', 'self_harm', 'sexual', 'crime_cyber', 'dangerous_advice']);

/** In code, "kill the process" and "shoot me a message" are not violence (as for the rules). */
const NOT_IN_CODE: ReadonlySet<string> = new Set(['violence_weapons', 'self_harm']);
/** Advice advises: a clinical or factual statement about a patient is not dangerous advice. */
const ADVICE_CUE =
  /\b(?:you|your|stop|take|taking|don['’]?t|do not|instead|avoid|cures?|guarantee\w*|recommend\w*|never|skip|double|increase|no need)\b/i;

/** Heads about a group (hate, stereotypes): they need a target and stand down for counter-speech. */
const GROUP_HEADS: ReadonlySet<string> = new Set(['identity_attack', 'stereotype']);

/**
 * Self-harm is about harming oneself: without one of these cues the head is reading "I cut" or
 * "pain" ("I cut my hair short"), not self-harm.
 */
const SELF_HARM_CUE =
  /\b(?:suicid\w*|self[- ]?harm\w*|(?:kill|cut|hurt|harm|starv\w*|hang|burn)(?:ing)? (?:my|your|him|her|them)sel(?:f|ves)|overdos\w*|wrists?|thighs?|razors?|blades?|pills?|die|dying|end (?:it|my life|your life)|jump(?:ing)? off|purg\w*|anorexi\w*|bulimi\w*|laxatives?|fasting|calories?|khudkushi|aatmahatya|mar (?:jaun|jana)|marna)\b|आत्महत्या|ख़?ुदकुशी|मर जा/i;

/**
 * Crime and cyber-abuse have a victim or an illicit act: stealing, hacking, scamming, faking,
 * impersonating, doing it covertly, violence, drugs and weapons, someone else's account, a
 * demand for a PIN, CVV or OTP.
 * Without one of these cues the crime head is reading the words of self-service ("click the link
 * below to reset your password", "enter the 6-digit code we sent"), which every help desk and
 * shop writes: its points are discounted and its finding never caps the overall score.
 */
export const CRIME_CUE = new RegExp(
  [
    // illicit acts and their tools
    String.raw`\b(?:steal\w*|stole(?:n)?|theft|thie(?:f|ves)|rob(?:s|bed|bing|bery)?|burglar\w*|shoplift\w*|pickpocket\w*|loot\w*|hack\w*|brute[- ]?forc\w*|bypass\w*|phish\w*|scam\w*|con (?:them|him|her|people)|defraud\w*|fraud\w*|launder\w*|smuggl\w*|traffick\w*|counterfeit\w*|forg(?:e|ed|ery|eries|ing)|fake|faked|fraudulent|impersonat\w*|pretend(?:ing)? to be|pos(?:e|ing) as|spoof\w*|skim\w*|keylog\w*|spyware|stalkerware|malware|ransomware|trojan|backdoor|botnet|ddos|exploit\w*|payload|brib\w*|blackmail\w*|extort\w*|embezzl\w*|evad\w*|evasion|untraceable|undetect\w*|without (?:being |getting )?(?:detected|caught|traced)|(?:get|getting|be) caught|without (?:them|her|him|anyone|anybody|the owner) (?:knowing|noticing|finding out)|secretly|covert\w*|dark ?web|money mules?|stolen|illegal\w*|unauthori[sz]ed|break(?:ing)? into|victim\w*|dox\w*|stalk\w*|hotwir\w*|lock ?pick\w*|pirat\w*|keygen|drug dealer|sell(?:ing)? drugs)\b`,
    // violent crime, drugs and weapons, harassment, consent
    String.raw`\b(?:kill\w*|murder\w*|poison\w*|stab\w*|assault\w*|kidnap\w*|abduct\w*|rap(?:e|ed|ist|ing)|beat (?:\w+ )?up|dispose of (?:a |the )?(?:body|corpse)|bomb\w*|explosive\w*|meth|cocaine|heroin|fentanyl|drugs?|weapons?|guns?|firearms?|arson|vandal\w*|insider trading|tax evasion|cheat\w*|bull(?:y|ies|ied|ying)|cyberbull\w*|threat\w*|harass\w*|revenge porn|without (?:\w+['’]?s? ){0,2}(?:consent|permission|knowledge)|violen\w*|harm(?:s|ed|ing|ful)?|incit\w*|racis\w*|sexis\w*|hate speech|crack\w*|clon(?:e|ed|es|ing)|tamper\w*|virus\w*|gambl\w*|fabricat\w*|disinformation|misinformation|false information|hoax\w*|propaganda|black market|shell compan\w*|manipulat\w*|crim(?:e|es|inal\w*)|terror\w*|hijack\w*|attack\w*|cyberattack\w*|sabotag\w*|spy(?:ing)?|spies|surveil\w*|defam\w*|false accusations?|falsif\w*|escape from (?:prison|jail|a correctional)|radicali[sz]\w*|extremis\w*|infiltrat\w*|circumvent\w*|conceal\w*|anonymous(?:ly)?|destroy\w*|destruction|disrupt\w*|pick(?:ing)? (?:a |the )?locks?|spam\w*|harvest\w*|coke|weed|marijuana|cannabis|lsd|mdma|ecstasy|thallium|ricin|cyanide|arsenic|credit card numbers?|home address(?:es)?)\b`,
    // someone else's accounts, devices and money
    String.raw`\b(?:her|his|their|someone(?:['’]s| else['’]?s)|the target['’]?s|my (?:ex|wife|husband|boss|neighbou?r|girlfriend|boyfriend)['’]?s) (?:\w+ )?(?:account|password|phone|e-?mail|inbox|messages|card|bank|wallet|login|laptop|computer|location|otp|pin)s?\b`,
    // a demand, person to person, for what no real service asks for by message; a link that leads to one
    String.raw`\b(?:share|send|give|tell|read out|reply with|ask (?:for|them for|him for|her for))\b[^.!?\n]{0,40}\b(?:pin|cvv|otp|one[- ]time (?:password|code)|net ?banking password|card number)\b`,
    String.raw`\blink\b[^.!?\n]{0,80}\b(?:pin|cvv|card number|net ?banking password)\b`,
    // Hindi and romanised Hindi
    String.raw`\b(?:chori|chura\w*|thag\w*|dhokh?a\w*|farzi|nakli|hack\w*|chupke|chupchap|bina bataye|blackmail\w*|rishwat|loot\w*|taskari)\b`,
    String.raw`\b(?:otp|pin|cvv|password)\b[^.!?\n]{0,30}\b(?:bata|bhej|maang|mang|poochh|puchh|puch|bolwa|le lo|nikal)\w*`,
    'चोरी|चुरा|ठग|धोखा|फ़र्ज़ी|फर्जी|नकली|हैक|चुपके|चुपचाप|बिना बताए|ब्लैकमेल|रिश्वत|लूट|तस्करी',
    '(?:ओटीपी|पिन|सीवीवी|पासवर्ड)[^।.!?\\n]{0,30}(?:बता|भेज|पूछ|माँग|मांग|बुलवा|निकलवा)',
  ].join('|'),
  'i',
);
/** Crime-head points without a cue (CRIME_CUE) count this much, and the finding stays below high. */
const NO_CRIME_CUE_DISCOUNT = 0.3;

/** Learned points beyond the strongest head of a dimension count this much: the heads overlap. */
const OVERLAP_DISCOUNT = 0.25;
/**
 * An identity attack has a target: without a group named (English or Hindi group words) or
 * pointed at ("they", "those people"), swearing alone must not read as hate.
 */
const NO_TARGET_DISCOUNT = 0.3;
/** Supportive statements about a group name it too: "people with disabilities deserve to be heard". */
const SUPPORTIVE =
  /\b(?:deserve (?:to be (?:heard|treated|respected|included|safe|seen)|respect|equal|the same)|equal (?:rights|pay|opportunit\w*)|(?:are|is) welcome|valued|celebrat\w*|proud|support(?:ing|s)?|inclusi\w*|respect(?:ed|ful)?|protect(?:ed|ion)?|empower\w*)\b/i;
const GROUP_POINTER = /\b(?:they|them|their|theirs|those people|these people|you people|ye log|in logon|inhe|unhe)\b|\b(?:ये|वे|इन|उन) लोग/i;

/** Heads pooled over sentences (max of the whole text and its sentences of MIN_WORDS words or more). */
const POOLED_HEADS: ReadonlySet<string> = new Set(['identity_attack', 'abuse', 'stereotype']);
const POOL_GATE_HEADS: ReadonlySet<string> = new Set(['identity_attack', 'abuse']);
/** Longer texts are read whole only (a long document, not a post). */
const MAX_POOL_SENTENCES = 40;

/** Sentences scored for the span; past that the whole text's first sentence carries it. */
const MAX_SPAN_SENTENCES = 200;

function probabilities(text: string): number[] {
  const logits = packedScores(modelViews(modelText(text)), MODEL.features, PACKED);
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

/** The head's 1%-FPR threshold: the higher of the one on all training negatives and the one on benign real posts. */
function strongThreshold(thresholds: Record<string, number>): number {
  return Math.max(thresholds.fpr_1pct ?? 0.9, thresholds.post_fpr_1pct ?? 0);
}

/**
 * Continuous points for a probability, from the head's operating thresholds: hate and abuse
 * heads 0 at their 10%-FPR threshold (stereotypes 5%: `from`), POINTS_AT_THRESHOLD at 1%, their maximum at 1; topic heads
 * 0 at their 1%-FPR threshold, their maximum at 1. The 1%-FPR threshold is the higher of the
 * one on all training negatives and the one on benign real posts (`post_fpr_1pct`, English and
 * Hindi alike): prompts and formal text set the first, and a benign comment that names a group
 * reads far more like hate than they do. Points still start low (ranking needs them); only
 * strong evidence costs a text its pass. Chosen on the training-source reserve
 * (scripts/validate-harm.ts), see docs/accuracy-scoring.md.
 */
export function pointsFor(spec: HarmHead, thresholds: Record<string, number>, p: number): number {
  const t0 = thresholds[spec.from] ?? thresholds.fpr_10pct ?? 0.5;
  const t1 = Math.max(t0, strongThreshold(thresholds));
  const ramp = (x: number, x0: number, x1: number, y0: number, y1: number) => (x1 > x0 ? y0 + ((y1 - y0) * (x - x0)) / (x1 - x0) : y1);
  if (spec.from === 'fpr_1pct') return p < t1 ? 0 : ramp(p, t1, 1, 0, spec.maxPoints);
  if (p < t0) return 0;
  if (p < t1) return ramp(p, t0, t1, 0, POINTS_AT_THRESHOLD);
  return ramp(p, t1, 1, POINTS_AT_THRESHOLD, spec.maxPoints);
}

/** The head's severity once the evidence is strong (past the 1%-FPR threshold, halfway to 1 for topic heads), else medium or low. */
function severityFor(spec: HarmHead, thresholds: Record<string, number>, p: number): Severity {
  const t1 = strongThreshold(thresholds);
  if (p >= (spec.from === 'fpr_1pct' ? (t1 + 1) / 2 : t1)) return spec.severity;
  return spec.severity === 'high' || spec.severity === 'critical' ? 'medium' : 'low';
}

/** Every head's signal on the text (points > 0 only), computed once per evaluation. */
/** Every head's probability on the whole text, once per evaluation. */
function wholeProbabilities(ctx: RuleContext): number[] {
  return ctx.memo('learned-whole', () => probabilities(ctx.text));
}

export function learnedSignals(ctx: RuleContext): LearnedSignal[] {
  return ctx.memo('learned', () => {
    if (ctx.text.trim() === '') return [];
    const whole = wholeProbabilities(ctx);
    const sentences = ctx.sentences();
    let perSentence: number[][] | undefined;
    const scoreSentences = () => (perSentence ??= sentences.length > 1 && sentences.length <= MAX_SPAN_SENTENCES ? sentences.map((s) => probabilities(s.text)) : undefined);
    // Max pooling for the group heads: one hateful sentence in a long post is diluted in the
    // whole-text features (each feature weighs 1/√n). Only when the hate or abuse head reads the
    // whole text past its 25%-FPR threshold, so that most clean texts are not read twice.
    const pooled = [...whole];
    const gate = HEADS.some(({ spec, head }, i) => POOL_GATE_HEADS.has(spec.label) && whole[i] >= (head.thresholds.fpr_25pct ?? 1));
    if (gate && sentences.length > 1 && sentences.length <= MAX_POOL_SENTENCES) {
      const ps = scoreSentences()!;
      HEADS.forEach(({ spec }, i) => {
        if (!POOLED_HEADS.has(spec.label)) return;
        sentences.forEach((s, k) => {
          if (s.text.split(/\s+/).filter(Boolean).length >= MIN_WORDS) pooled[i] = Math.max(pooled[i], ps[k][i]);
        });
      });
    }
    const refusal = isRefusalReply(ctx.text);
    const firing = HEADS.map(({ spec, head }, i) => ({ spec, head, p: pooled[i], points: refusal && TOPIC_HEADS.has(spec.label) ? 0 : pointsFor(spec, head.thresholds, pooled[i]) }));
    if (!firing.some((f) => f.points > 0)) return [];
    scoreSentences();
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

/** Fewer words than this and the learned heads are not consulted. */
const MIN_WORDS = 4;

const CODE_LINE = /[{};]\s*$|^\s*[})\]]|=>|^\s*(?:import|export|return|def|class|function|const|let|var|if|for|while|public|private|#include)\b/;

/** At least two thirds of the non-blank lines (and at least two) look like source code. */
function isMostlyCode(ctx: RuleContext): boolean {
  return ctx.memo('learned-mostly-code', () => {
    const lines = ctx.text.split('\n').filter((l) => l.trim() !== '');
    if (lines.length < 2) return false;
    return lines.filter((l) => CODE_LINE.test(l)).length * 3 >= lines.length * 2;
  });
}

function counterFramedSpan(ctx: RuleContext, pos: number): boolean {
  const sentence = segmentAt(ctx.sentences(), pos);
  return sentence !== undefined && isCounterFramed(ctx, sentence);
}

function crimeCue(ctx: RuleContext): boolean {
  return ctx.memo('learned-crime-cue', () => CRIME_CUE.test(ctx.text));
}

function hasTarget(ctx: RuleContext): boolean {
  return ctx.memo('learned-target', () => identityMentions(ctx).length > 0 || hindiGroupMentioned(ctx) || GROUP_POINTER.test(ctx.text));
}

/** Points per head in one dimension: the strongest head in full, the others discounted. */
function dimensionPoints(ctx: RuleContext, dimension: Dimension): Map<string, number> {
  return ctx.memo(`learned-points:${dimension}`, () => {
    const points = new Map<string, number>();
    for (const s of learnedSignals(ctx)) {
      const spec = HARM_HEADS.find((h) => h.label === s.label)!;
      if (!spec.dimensions.includes(dimension)) continue;
      let p = s.points;
      if (GROUP_HEADS.has(s.label) && !hasTarget(ctx)) p *= s.label === 'stereotype' ? 0 : NO_TARGET_DISCOUNT;
      if (ctx.technical && NOT_IN_CODE.has(s.label)) p = 0;
      // The heads learned from prose: on a text that is itself source code they read noise (a two-line
      // function scored as "crime"). The rules, which match exact things, still run on it.
      if (isMostlyCode(ctx)) p = 0;
      // A word or three ("Fine.") gives hashed n-grams nothing to read: the heads fire at random there.
      if (ctx.wordCount < MIN_WORDS) p = 0;
      if (s.label === 'dangerous_advice' && !ADVICE_CUE.test(ctx.text.slice(s.start, s.end))) p = 0;
      // "Ask your doctor before changing the dose" is the safe version of the advice.
      if (s.label === 'dangerous_advice' && isReferralAdvice(ctx, s.start)) p = 0;
      if (s.label === 'self_harm' && !SELF_HARM_CUE.test(ctx.text)) p = 0;
      if (s.label === 'crime_cyber' && !crimeCue(ctx)) p *= NO_CRIME_CUE_DISCOUNT;
      // The profanity rules already count swearing; the abuse head reads much the same words.
      if (s.label === 'abuse' && profanityHits(ctx).length > 0) p *= OVERLAP_DISCOUNT;
      // Counter-speech and reporting quote what they condemn ("the stereotype that X are ... is false").
      // A denied trait ("X are not terrorists") and talk about violence against a group are framed too.
      if ((GROUP_HEADS.has(s.label) || s.label === 'abuse' || s.label === 'violence_weapons') && counterFramedSpan(ctx, s.start)) p = 0;
      // Warnings and news about crime use its words ("never click links asking for your password").
      if (s.label === 'crime_cyber' && protectsOrReports(ctx, s.start)) p = 0;
      if (GROUP_HEADS.has(s.label) && (SUPPORTIVE.test(ctx.text.slice(s.start, s.end)) || hindiEqualityStatement(ctx, s.start))) p = 0;
      points.set(s.label, p);
    }
    const strongest = Math.max(0, ...points.values());
    let kept = false;
    for (const [label, p] of points) {
      if (p === strongest && !kept) kept = true;
      else points.set(label, p * OVERLAP_DISCOUNT);
    }
    return points;
  });
}

/**
 * Most of the points a dimension can lose to evidence below the findings' thresholds (issue 12,
 * "scores that rank"): less than the smallest learned finding, so it never changes a verdict on
 * its own and needs no finding to explain it.
 */
export const RESIDUAL_MAX = 0.1;
/**
 * The heads whose points start low (at their 10%- or 5%-FPR threshold on real posts): hate, abuse,
 * stereotypes. The topic heads read ordinary sentences far past their thresholds ("the meeting
 * went well" as self-harm) and count only behind cues the residual cannot check.
 */
const RESIDUAL_HEADS: ReadonlySet<string> = new Set(['identity_attack', 'abuse', 'stereotype']);
/** Below this share of a head's finding threshold a text is plainly clean and keeps its 10. */
const RESIDUAL_FROM = 0.5;

/**
 * Evidence too weak for a finding still orders texts: between half a head's finding threshold and
 * the threshold, a dimension loses up to RESIDUAL_MAX in proportion, following its strongest hate,
 * abuse or stereotype head (most texts would otherwise tie at 10, and of two texts the more harmful
 * one could not score lower). The findings' stand-downs apply as far as they read the whole text:
 * nothing on empty text, a few words, code or technical text, or where a sentence condemns, reports
 * or supports; no stereotype without a group.
 */
export function learnedResidual(ctx: RuleContext, dimension: Dimension): number {
  return ctx.memo(`learned-residual:${dimension}`, () => {
    if (ctx.text.trim() === '' || ctx.wordCount < MIN_WORDS || ctx.technical || isMostlyCode(ctx)) return 0;
    const whole = wholeProbabilities(ctx);
    let share = 0;
    HEADS.forEach(({ spec, head }, i) => {
      if (!spec.dimensions.includes(dimension) || !RESIDUAL_HEADS.has(spec.label)) return;
      const t0 = head.thresholds[spec.from] ?? head.thresholds.fpr_10pct ?? 0.5;
      const own = Math.min(1, whole[i] / t0);
      if (own <= share || own <= RESIDUAL_FROM || (spec.label === 'stereotype' && !hasTarget(ctx))) return;
      share = own;
    });
    if (share <= RESIDUAL_FROM) return 0;
    // Read only now: most texts stop above, and the framing tests read every sentence.
    const framed = SUPPORTIVE.test(ctx.text) || ctx.sentences().some((sentence) => isCounterFramed(ctx, sentence) || hindiEqualityStatement(ctx, sentence.start));
    return framed ? 0 : (RESIDUAL_MAX * (share - RESIDUAL_FROM)) / (1 - RESIDUAL_FROM);
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
        const points = Math.round((dimensionPoints(ctx, dimension).get(s.label) ?? 0) * 100) / 100;
        if (points <= 0) continue;
        // A fraction of a point is a weak signal, whatever the head.
        const uncertain = (s.label === 'identity_attack' && !hasTarget(ctx)) || (s.label === 'crime_cyber' && !crimeCue(ctx));
        const severity = points < 1 ? 'low' : uncertain && s.severity === 'high' ? 'medium' : s.severity;
        hits.push({
          start: s.start,
          end: s.end,
          severity,
          points,
          explanation: `The ${spec.label.replace(/_/g, ' ')} classifier (probability ${s.probability.toFixed(2)}, calibrated on held-out sources) reads that the text ${spec.describe}, most in ${quote(ctx.text.slice(s.start, s.end))}.`,
          // Only strong evidence removes a sentence in a rewrite; weaker signals are left to the rules' precise fixes.
          ...(severity === 'high' || severity === 'critical' ? { fix: { kind: 'remove_sentence' } as const } : {}),
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
