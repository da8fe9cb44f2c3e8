import { describe, expect, it } from 'vitest';
import {
  initialSessionState,
  mapWorkflowStep,
  requiredActions,
  type SessionConfig,
  type SessionState,
  validateRequireRequest,
  WORKFLOW_STEPS,
} from '../../../src/core/dpdp/index';

const config: SessionConfig = { entity_type: 'data_fiduciary', purpose: 'loan advisory', sector: 'fintech', processes_children: false, ttl_hours: 24 };

describe('mapWorkflowStep', () => {
  it.each(WORKFLOW_STEPS.map((s) => [s, s]))('%s is exact', (step, expected) => {
    expect(mapWorkflowStep(step)).toEqual({ workflow_step: expected, mapped_by: 'exact' });
  });

  it.each([
    ['credit_scoring', 'decision_making'],
    ['loan-underwriting', 'decision_making'],
    ['explain_credit_decision', 'decision_communication'],
    ['notify_outcome', 'decision_communication'],
    ['erasure_request', 'dsr_handling'],
    ['grievance', 'dsr_handling'],
    ['data_deletion', 'data_retention'],
    ['user_onboarding', 'data_collection'],
    ['kyc', 'data_collection'],
    ['model_training', 'data_processing'],
  ])('%s → %s', (step, expected) => {
    expect(mapWorkflowStep(step)).toMatchObject({ workflow_step: expected, mapped_by: 'keyword' });
  });

  it.each(['lunch', 'xyz', '42'])('%s cannot be mapped', (step) => {
    expect(mapWorkflowStep(step)).toBeNull();
  });
});

describe('validateRequireRequest', () => {
  it('keeps the step as sent and as mapped', () => {
    expect(validateRequireRequest({ workflow_step: 'credit_scoring', context: { purpose: 'loan' } })).toEqual({
      ok: true,
      value: { workflow_step: 'decision_making', mapped_by: 'keyword', matched_keyword: 'credit', requested_step: 'credit_scoring', context: { purpose: 'loan' } },
    });
  });
  it.each([
    [{}, /workflow_step is required/],
    [{ workflow_step: 'lunch' }, /cannot map "lunch"/],
    [{ workflow_step: 'data_collection', context: [] }, /context must be an object/],
  ])('rejects %j', (body, message) => {
    const r = validateRequireRequest(body);
    expect(r.ok === false && r.issues[0].message).toMatch(message);
  });
});

function run(step: string, state: Partial<SessionState> = {}, cfg: Partial<SessionConfig> = {}, context: Record<string, unknown> = {}) {
  const req = validateRequireRequest({ workflow_step: step, context });
  if (!req.ok) throw new Error('invalid');
  return requiredActions(req.value, { config: { ...config, ...cfg }, state: { ...initialSessionState(), ...state } });
}
const summary = (r: ReturnType<typeof run>) => r.required_actions.map((a) => `${a.type}:${a.fulfilled ? 'done' : 'open'}`);

describe('requiredActions', () => {
  it.each<[string, string, Partial<SessionState>, Partial<SessionConfig>, Record<string, unknown>, string[]]>([
    ['collection, fresh session', 'data_collection', {}, {}, {}, ['provide_notice:open', 'obtain_consent:open', 'minimise_data:open']],
    [
      'collection after notice and consent',
      'data_collection',
      { notice_shown: true, consent_status: { 'loan advisory': 'active' } },
      {},
      { completed_actions: ['minimise_data'] },
      ['provide_notice:done', 'obtain_consent:done', 'minimise_data:done'],
    ],
    [
      'collection for a children service',
      'data_collection',
      {},
      { processes_children: true },
      {},
      ['provide_notice:open', 'obtain_consent:open', 'verify_age:open', 'obtain_verifiable_parental_consent:open', 'minimise_data:open'],
    ],
    [
      'processing for a known child with parental consent',
      'data_processing',
      { child_session: true, consent_status: { loan: 'active' }, fulfilled_obligations: ['parental_consent_obtained'] },
      {},
      {},
      ['obtain_consent:done', 'obtain_verifiable_parental_consent:done', 'disable_tracking_and_targeted_ads:open', 'limit_to_purpose:open', 'security_safeguards:open'],
    ],
    [
      'decision by a significant fiduciary',
      'credit_scoring',
      { consent_status: { 'loan advisory': 'withdrawn' } },
      { entity_type: 'significant_data_fiduciary' },
      {},
      ['obtain_consent:open', 'ensure_data_accuracy:open', 'algorithmic_due_diligence:open', 'conduct_dpia:open'],
    ],
    [
      'communication after decision and explanation',
      'decision_communication',
      { fulfilled_obligations: ['decision_communicated', 'explanation_shown'] },
      {},
      {},
      // The explanation is a sector duty (RBI), ranked after the DPDP Act's own.
      ['communicate_decision:done', 'inform_grievance_redressal:open', 'provide_explanation:done'],
    ],
    [
      'retention with a pending erasure',
      'data_retention',
      { pending_obligations: [{ obligation: 'erasure_on_withdrawal', section: 'S.8(7)', reason: 'x', reference: 'u1' }] },
      {},
      {},
      ['erase_after_withdrawal:open', 'set_retention_period:open', 'pre_erasure_notice:open', 'retain_processing_logs:open'],
    ],
    ['retention without withdrawals', 'data_retention', {}, {}, {}, ['set_retention_period:open', 'pre_erasure_notice:open', 'retain_processing_logs:open']],
    [
      'DSR with an open request',
      'dsr_handling',
      { pending_obligations: [{ obligation: 'dsr_response', section: 'S.11-14', reason: 'x', reference: 'r1' }] },
      {},
      {},
      ['respond_within_sla:open', 'verify_requester:open', 'inform_grievance_redressal:open', 'honour_nomination:open'],
    ],
    ['DSR with nothing open', 'dsr_handling', {}, {}, {}, ['respond_within_sla:done', 'verify_requester:open', 'inform_grievance_redressal:open', 'honour_nomination:open']],
  ])('%s', (_label, step, state, cfg, context, expected) => {
    expect(summary(run(step, state, cfg, context))).toEqual(expected);
  });

  it('consent for another purpose named in the context is not fulfilled by the session purpose', () => {
    const r = run('data_processing', { consent_status: { 'loan advisory': 'active' } }, {}, { purpose: 'marketing' });
    expect(r.required_actions[0]).toMatchObject({ type: 'obtain_consent', fulfilled: false, metadata: { emit: 'consent.granted', purpose: 'marketing' } });
  });

  it('returns the wire shape with section and priority, and all_fulfilled', () => {
    const r = run('decision_communication', { fulfilled_obligations: ['decision_communicated', 'explanation_shown'] }, {}, { completed_actions: ['inform_grievance_redressal'] });
    expect(r).toMatchObject({ workflow_step: 'decision_communication', requested_step: 'decision_communication', mapped_by: 'exact', all_fulfilled: true });
    for (const a of r.required_actions) {
      expect(a).toEqual({ type: expect.any(String), reason: expect.any(String), section: expect.any(String), priority: expect.any(Number), details: expect.any(String), metadata: expect.any(Object), fulfilled: true });
    }
    expect(run('data_collection').all_fulfilled).toBe(false);
  });

  // The DPDP Act has no duty to explain a decision: the explanation cites the sector rule that has one.
  it('cites the explanation of a decision to RBI, not to the DPDP Act', () => {
    const explain = run('decision_communication').required_actions.find((a) => a.type === 'provide_explanation')!;
    expect(explain.section).toMatch(/^RBI /);
    expect(explain.section).not.toMatch(/S\.1[1-4]/);
    expect(explain.reason).toMatch(/not the DPDP Act/);
  });
});
