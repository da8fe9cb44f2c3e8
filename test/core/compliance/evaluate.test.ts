import { describe, expect, it } from 'vitest';
import { DetectedSignals } from '../../../src/core/compliance/detect';
import { evaluateRequirement, PASS_MARK, scoreLabel, scoreRequirements, toIssue } from '../../../src/core/compliance/evaluate';
import type { RequirementDefinition, RequirementResult, SignalRef } from '../../../src/core/compliance/types';

const DEF: RequirementDefinition = {
  id: 'test.req',
  clause: 'Art. 1 — Test clause',
  requirement: 'A test requirement.',
  area: 'test',
  referenceUrl: 'https://example.org/art-1',
  severity: 'high',
  aiSpecific: false,
  effort: 'low',
  dimensions: ['privacy'],
  appliesWhen: [['data.personal']],
  violatedWhen: [['processing.covert']],
  riskWhen: [['processing.sale']],
  safeguards: ['safeguard.consent', 'safeguard.notice'],
  description: { fail: 'Violated: {evidence}.', warning: 'Missing {missing}; seen {evidence}.' },
  remediation: 'Fix it.',
};

function signalsWith(...refs: SignalRef[]): DetectedSignals {
  const signals = new DetectedSignals();
  refs.forEach((ref, i) => signals.add(ref, { source: 'content', signal: ref, start: i * 10, end: i * 10 + 4, text: `t${i}` }));
  return signals;
}

describe('evaluateRequirement', () => {
  it.each([
    ['violation evidence fails even with safeguards', ['processing.covert', 'safeguard.consent'], 'fail'],
    ['risk evidence without safeguards fails', ['processing.sale'], 'fail'],
    ['risk evidence cured by a safeguard passes', ['processing.sale', 'safeguard.notice'], 'pass'],
    ['engaged without safeguards warns', ['data.personal'], 'warning'],
    ['safeguard evidence alone passes', ['safeguard.consent'], 'pass'],
    ['nothing relevant is not assessable', ['ai.system'], 'not_assessable'],
  ] as [string, SignalRef[], string][])('%s', (_, refs, status) => {
    expect(evaluateRequirement(DEF, signalsWith(...refs), PASS_MARK).status).toBe(status);
  });

  it('needs every safeguard in "all" mode; some of them is a warning', () => {
    const def = { ...DEF, safeguardMode: 'all' as const };
    expect(evaluateRequirement(def, signalsWith('safeguard.consent'), PASS_MARK).status).toBe('warning');
    expect(evaluateRequirement(def, signalsWith('safeguard.consent', 'safeguard.notice'), PASS_MARK).status).toBe('pass');
  });

  it('only narrows risk to a warning when safeguards merely mitigate', () => {
    const def = { ...DEF, safeguardsOnlyMitigate: true };
    expect(evaluateRequirement(def, signalsWith('processing.sale', 'safeguard.consent'), PASS_MARK).status).toBe('warning');
  });

  it('cites the evidence and fills the description template', () => {
    const result = evaluateRequirement(DEF, signalsWith('processing.covert'), PASS_MARK);
    expect(result.issue).toBe('Violated: "t0".');
    expect(result.evidence).toEqual([{ source: 'content', signal: 'processing.covert', start: 0, end: 4, text: 't0' }]);
    expect(result.article).toBe('Art. 1');
    expect(result.threshold).toBe(PASS_MARK);
    const warned = evaluateRequirement(DEF, signalsWith('data.personal'), PASS_MARK);
    expect(warned.issue).toBe('Missing consent, a privacy notice; seen "t0".');
  });

  it('carries DPDP audit fields when the definition has them', () => {
    const def: RequirementDefinition = {
      ...DEF,
      dpdp: { tier: 'tier_1', penaltyCeilingCrore: 250, scheduleItem: 1, enforcementPhase: 'phase_3', plainLanguage: 'Plain.', checklist: ['a'] },
    };
    expect(evaluateRequirement(def, signalsWith(), PASS_MARK)).toMatchObject({
      tier: 'tier_1',
      penalty_ceiling_crore: 250,
      enforcement_phase: 'phase_3',
      chatbot_explanation: 'Plain.',
      checklist: ['a'],
    });
  });
});

describe('scoring', () => {
  const result = (status: RequirementResult['status'], severity: RequirementResult['severity']) =>
    evaluateRequirement({ ...DEF, severity }, signalsWith(...({ fail: ['processing.covert'], warning: ['data.personal'], pass: ['safeguard.consent'], not_assessable: [] } as Record<string, SignalRef[]>)[status]), PASS_MARK);

  it('caps the score by the worst failure so passes cannot average it away', () => {
    const passes = Array.from({ length: 10 }, () => result('pass', 'critical'));
    expect(scoreRequirements([...passes, result('fail', 'critical')]).score).toBe(1.5);
    expect(scoreRequirements([...passes, result('fail', 'high')]).score).toBe(3.5);
    expect(scoreRequirements([...passes, result('fail', 'medium')]).score).toBe(5.5);
    expect(scoreRequirements([...passes, result('fail', 'low')]).score).toBeLessThan(PASS_MARK);
  });

  it('keeps unevidenced obligations at or above the normal pass mark', () => {
    expect(scoreRequirements([result('warning', 'critical')]).score).toBe(7);
    expect(scoreRequirements([result('warning', 'low'), result('pass', 'low')]).score).toBeGreaterThan(8.5);
  });

  it('gives full score at minimal confidence when nothing is assessable', () => {
    expect(scoreRequirements([result('not_assessable', 'high')])).toEqual({ score: 10, confidence: 0.2 });
  });

  it('loses confidence when fewer requirements are assessable', () => {
    const covered = scoreRequirements([result('pass', 'high'), result('pass', 'high')]).confidence;
    const partial = scoreRequirements([result('pass', 'high'), result('not_assessable', 'high')]).confidence;
    expect(partial).toBeLessThan(covered);
  });

  it.each([
    [0, 'Critical'],
    [1.99, 'Critical'],
    [2, 'Poor'],
    [4, 'Fair'],
    [6, 'Good'],
    [7.99, 'Good'],
    [8, 'Excellent'],
    [10, 'Excellent'],
  ] as const)('labels %d as %s', (score, label) => {
    expect(scoreLabel(score)).toBe(label);
  });

  it('reports warnings as issues of lower severity than a failure', () => {
    expect(toIssue(result('warning', 'critical'), DEF).severity).toBe('medium');
    expect(toIssue(result('warning', 'low'), DEF).severity).toBe('low');
    expect(toIssue(result('fail', 'high'), DEF)).toMatchObject({ severity: 'high', status: 'fail', dimension: 'privacy', remediation_deadline_days: 30 });
  });
});
