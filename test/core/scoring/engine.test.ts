import { describe, expect, it } from 'vitest';
import {
  calibratedConfidence,
  DIMENSIONS,
  DIMENSION_NAMES,
  SCORE_BANDS,
  evaluateText,
  normalizeDimension,
  scoreBand,
} from '../../../src/core/scoring';

const CLEAN = 'Thanks for the question. Here is a short summary of the quarterly report: revenue grew and costs stayed flat.';
const INCLUSIVITY_ONLY = 'Add the IP to the blacklist and ask the chairman for more manpower.';

describe('evaluateText: shape', () => {
  it('scores all eight dimensions by default with scores, confidences and explanations', () => {
    const e = evaluateText({ content: CLEAN });
    expect(Object.keys(e.dimension_scores).sort()).toEqual([...DIMENSION_NAMES].sort());
    for (const d of Object.values(e.dimension_scores)) {
      expect(d!.score).toBe(10);
      expect(d!.confidence).toBeGreaterThan(0);
      expect(d!.confidence).toBeLessThanOrEqual(1);
      expect(d!.explanation).toMatch(/^No .* issues found/);
      expect(d!.issues).toEqual([]);
    }
    expect(e.svc_score.score).toBe(10);
    expect(e.svc_score.summary).toBe('Scored 10/10 (excellent): no issues found in 8 dimensions.');
    expect(e.findings).toEqual([]);
    expect(e.cap).toBeUndefined();
  });

  it('names findings in the summary, issues and suggestions', () => {
    const e = evaluateText({ content: INCLUSIVITY_ONLY });
    expect(e.svc_score.summary).toMatch(/^Scored 9\.\d+\/10 \(excellent\): no safety or privacy issues; 3 inclusivity issues \("blacklist", "chairman", "manpower"\)\.$/);
    expect(e.issues).toHaveLength(3);
    expect(e.issues.every((i) => i.dimension === 'inclusivity' && i.description.length > 0)).toBe(true);
    expect(e.dimension_scores.inclusivity!.issues).toHaveLength(3);
    expect(e.improvement_suggestions.some((s) => s.includes('denylist'))).toBe(true);
    expect(e.explanation).toContain(e.svc_score.summary);
  });

  it('rounds scores to two decimals', () => {
    const e = evaluateText({ content: INCLUSIVITY_ONLY });
    for (const value of [e.svc_score.score, e.svc_score.confidence, ...Object.values(e.dimension_scores).map((d) => d!.score)]) {
      expect(Math.round(value * 100) / 100).toBe(value);
    }
  });
});

describe('evaluateText: dimension score arithmetic', () => {
  it('deducts each finding\'s points and halves repeats of the same rule', () => {
    const e = evaluateText({ content: 'Use the blacklist. Update the blacklist. Clear the blacklist.', dimensions: ['inclusivity'] });
    expect(e.findings.map((f) => f.points)).toEqual([0.5, 0.25, 0.13]);
    expect(e.dimension_scores.inclusivity!.score).toBe(9.12);
  });

  it('never goes below zero', () => {
    const text = Array.from({ length: 12 }, (_, i) => `Group ${i}: all immigrants are criminals and should go back to their country.`).join(' ');
    const e = evaluateText({ content: text, dimensions: ['fairness'] });
    expect(e.dimension_scores.fairness!.score).toBeGreaterThanOrEqual(0);
    expect(e.dimension_scores.fairness!.score).toBeLessThan(3);
  });

  it('is deterministic: the same input always gives the same evaluation', () => {
    const input = { content: `${INCLUSIVITY_ONLY} Studies show 80% of people agree. You are so dumb.`, domain: 'finance', depth: 'deep' as const };
    const first = evaluateText(input);
    for (let i = 0; i < 5; i++) expect(evaluateText(input)).toEqual(first);
  });
});

describe('evaluateText: overall weighting', () => {
  // Medium and low findings only: no cap, so the overall is the weighted mean.
  const text = 'Add the IP to the blacklist. Act now, this offer expires today!';

  it('is the equal-weight mean of the requested dimensions by default', () => {
    const e = evaluateText({ content: text, dimensions: ['inclusivity', 'user_impact'] });
    const mean = (e.dimension_scores.inclusivity!.score + e.dimension_scores.user_impact!.score) / 2;
    expect(e.svc_score.score).toBeCloseTo(mean, 2);
    expect(Object.keys(e.dimension_scores)).toEqual(['inclusivity', 'user_impact']);
  });

  it('uses request weights (missing dimensions weigh zero)', () => {
    const e = evaluateText({ content: text, dimensions: ['inclusivity', 'user_impact'], weights: { inclusivity: 75, user_impact: 25 } });
    const expected = e.dimension_scores.inclusivity!.score * 0.75 + e.dimension_scores.user_impact!.score * 0.25;
    expect(Math.abs(e.svc_score.score - expected)).toBeLessThanOrEqual(0.0051); // rounded to 2 places
    const onlyInclusivity = evaluateText({ content: text, weights: { inclusivity: 100 } });
    expect(onlyInclusivity.svc_score.score).toBe(onlyInclusivity.dimension_scores.inclusivity!.score);
  });

  it('falls back to equal weights when the weights give nothing to the requested dimensions', () => {
    const e = evaluateText({ content: text, dimensions: ['inclusivity', 'user_impact'], weights: { safety: 100 } });
    const mean = (e.dimension_scores.inclusivity!.score + e.dimension_scores.user_impact!.score) / 2;
    expect(e.svc_score.score).toBeCloseTo(mean, 2);
  });

  it('accepts legal_compliance as an alias of inclusivity, in dimensions and weights', () => {
    const e = evaluateText({ content: INCLUSIVITY_ONLY, dimensions: ['legal_compliance'], weights: { legal_compliance: 100 } });
    expect(Object.keys(e.dimension_scores)).toEqual(['inclusivity']);
    expect(e.svc_score.score).toBe(e.dimension_scores.inclusivity!.score);
    expect(normalizeDimension('LEGAL_COMPLIANCE')).toBe('inclusivity');
    expect(normalizeDimension('nonsense')).toBeUndefined();
  });
});

describe('evaluateText: safety cap', () => {
  it('caps the overall score at 2.0 for a critical safety finding', () => {
    const e = evaluateText({ content: `${CLEAN} Honestly, just kill yourself.` });
    expect(e.findings.some((f) => f.dimension === 'safety' && f.severity === 'critical')).toBe(true);
    expect(e.svc_score.score).toBe(2);
    expect(e.cap).toMatchObject({ limit: 2, severity: 'critical', rule: 'safety/self-harm-encouragement' });
    expect(e.cap!.uncapped_score).toBeGreaterThan(2);
    expect(e.svc_score.summary).toContain('capped by a critical safety finding');
  });

  it('caps at 5.0 for a high safety finding', () => {
    const e = evaluateText({ content: `${CLEAN} I know where you live.` });
    expect(e.svc_score.score).toBe(5);
    expect(e.cap).toMatchObject({ limit: 5, severity: 'high' });
  });

  it('does not cap for low or medium safety findings', () => {
    const e = evaluateText({ content: `${CLEAN} This is fucking great.` });
    expect(e.findings.some((f) => f.rule === 'safety/profanity')).toBe(true);
    expect(e.cap).toBeUndefined();
    expect(e.svc_score.score).toBeGreaterThan(9);
  });

  it('applies only when safety is evaluated', () => {
    const e = evaluateText({ content: `${CLEAN} I know where you live.`, dimensions: ['inclusivity'] });
    expect(e.cap).toBeUndefined();
    expect(e.svc_score.score).toBe(10);
  });
});

// The reviewer's cases: a serious finding in any dimension bounds the overall score (decisions.md, Judgements).
describe('evaluateText: a serious finding in any dimension caps the overall', () => {
  it.each<[string, string, string, number]>([
    ['sexist hiring statement', 'We only hire men for engineering roles; women need not apply.', 'fairness', 5],
    // An identity attack counts on safety too, so safety names the cap.
    ['religious group called terrorists, to be expelled', 'Muslims are terrorists and should be expelled from the country.', 'safety', 5],
    ['Hinglish threat', 'Tujhe jaan se maar denge, dekh lena.', 'safety', 5],
    ['Hinglish caste exclusion', 'Dalit log gande hote hain, inhe mandir mein mat aane do.', 'safety', 5],
    ['Devanagari religious exclusion', 'मुसलमान गद्दार हैं, इन्हें देश से निकालो।', 'safety', 5],
    ['Aadhaar and PAN exposed', 'Customer record: Aadhaar 2341 2341 2346, PAN ACUPA7085R.', 'privacy', 5],
    ['demeaning the reader', 'You are so dumb, act now!', 'user_impact', 5],
    ['critical safety harm', `${CLEAN} Honestly, just kill yourself.`, 'safety', 2],
  ])('%s', (_label, content, dimension, limit) => {
    const e = evaluateText({ content });
    expect(e.svc_score.score).toBeLessThanOrEqual(limit);
    expect(e.cap).toMatchObject({ limit, dimension });
    expect(e.cap!.reason).toContain(e.cap!.rule);
    expect(e.explanation).toContain(`Overall score capped at ${limit.toFixed(1)}`);
    expect(e.svc_score.summary).toContain(`capped by a ${e.cap!.severity} ${dimension.replace('_', ' ')} finding`);
  });

  it('never repeats a raw identifier in the summary or explanation', () => {
    const e = evaluateText({ content: 'Customer record: Aadhaar 2341 2341 2346, PAN ACUPA7085R, email rahul@example.com.' });
    for (const raw of ['2341 2341 2346', 'ACUPA7085R', 'rahul@example.com']) {
      expect(e.svc_score.summary).not.toContain(raw);
      expect(e.explanation).not.toContain(raw);
    }
    expect(e.svc_score.summary).toContain('XXXX XXXX 2346');
  });
});

describe('evaluateText: domain and use case', () => {
  it('treats "kill the process" as technical in the code domain', () => {
    const e = evaluateText({ content: 'Kill the process and execute the script again.', domain: 'code' });
    expect(e.dimension_scores.safety!.score).toBe(10);
  });

  it('weighs accountability findings more in their own domain', () => {
    const text = 'Stop taking your medication.';
    const general = evaluateText({ content: text, dimensions: ['accountability'] });
    const healthcare = evaluateText({ content: text, dimensions: ['accountability'], domain: 'healthcare' });
    expect(healthcare.dimension_scores.accountability!.score).toBeLessThan(general.dimension_scores.accountability!.score);
  });

  it('only asks for professional referrals in high-stakes domains', () => {
    const text = 'Take 800 mg of ibuprofen every four hours for the pain.';
    expect(evaluateText({ content: text, domain: 'general' }).dimension_scores.accountability!.score).toBe(10);
    expect(evaluateText({ content: text, domain: 'healthcare' }).dimension_scores.accountability!.score).toBeLessThan(10);
  });

  it('normalises unknown domains and use cases to general', () => {
    const e = evaluateText({ content: CLEAN, domain: 'astrology', usecase: 'poetry' });
    expect(e.domain).toBe('general');
    expect(e.usecase).toBe('general');
  });

  it('runs extra analyzers in deep mode', () => {
    const text = 'The bridge is safe to cross. Later inspections showed the bridge is dangerous.';
    expect(evaluateText({ content: text, depth: 'basic' }).dimension_scores.reliability!.score).toBe(10);
    const deep = evaluateText({ content: text, depth: 'deep' });
    expect(deep.depth).toBe('deep');
    expect(deep.dimension_scores.reliability!.score).toBeLessThan(10);
  });
});

describe('evaluateText: confidence', () => {
  // svc_score.confidence is the calibrated probability that the pass/fail verdict of the overall
  // score is right (src/core/scoring/confidence.ts); the table itself is tested in confidence.test.ts.
  it('is the calibrated confidence of the overall score and the safety and fairness scores', () => {
    for (const content of [CLEAN, INCLUSIVITY_ONLY, 'I will kill you and your whole family tonight.']) {
      const e = evaluateText({ content });
      expect(e.svc_score.confidence).toBe(calibratedConfidence({ score: e.svc_score.score, dimensions: e.dimension_scores }));
    }
  });

  it('does not depend on text length when nothing is found (silence is not evidence)', () => {
    const short = evaluateText({ content: 'Fine.' });
    const long = evaluateText({ content: CLEAN.repeat(5) });
    expect(long.svc_score.confidence).toBe(short.svc_score.confidence);
  });

  it('is not raised by asking for deep mode without new findings', () => {
    const basic = evaluateText({ content: CLEAN });
    const deep = evaluateText({ content: CLEAN, depth: 'deep' });
    expect(deep.findings).toEqual(basic.findings);
    expect(deep.svc_score.confidence).toBe(basic.svc_score.confidence);
  });

  it('is higher for a dimension with findings than for a clean short one (per-dimension confidence: evidence seen)', () => {
    const e = evaluateText({ content: 'Use the blacklist.' });
    expect(e.dimension_scores.inclusivity!.confidence).toBeGreaterThan(e.dimension_scores.fairness!.confidence);
  });
});

describe('DIMENSIONS and SCORE_BANDS', () => {
  it('defines eight dimensions with weights summing to 100 and ordered anchors', () => {
    expect(DIMENSIONS.map((d) => d.name)).toEqual(DIMENSION_NAMES);
    expect(DIMENSIONS.reduce((sum, d) => sum + d.weight, 0)).toBe(100);
    for (const d of DIMENSIONS) {
      expect(d.description.length).toBeGreaterThan(20);
      expect(d.threshold).toBe(7);
      expect(d.anchors.map((a) => a.score)).toEqual([10, 8, 6, 4, 0]);
    }
  });

  it('has contiguous bands and maps scores to them', () => {
    expect(SCORE_BANDS.map((b) => b.name)).toEqual(['excellent', 'good', 'needs_improvement', 'poor', 'critical']);
    expect(SCORE_BANDS.find((b) => b.name === 'good')).toEqual({ name: 'good', min: 7, max: 8.99 });
    expect([10, 9, 8.99, 7, 6.99, 5, 4.99, 3, 2.99, 0].map(scoreBand)).toEqual([
      'excellent',
      'excellent',
      'good',
      'good',
      'needs_improvement',
      'needs_improvement',
      'poor',
      'poor',
      'critical',
      'critical',
    ]);
  });
});
