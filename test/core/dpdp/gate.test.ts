import { describe, expect, it } from 'vitest';
import {
  classifyAction,
  type ConsentValue,
  evaluateAction,
  GATE_RULES,
  type GateInput,
  initialSessionState,
  type SessionConfig,
  type SessionState,
  validateEvaluateRequest,
} from '../../../src/core/dpdp/index';

const config: SessionConfig = { entity_type: 'data_fiduciary', purpose: 'loan advisory', sector: 'fintech', processes_children: false, ttl_hours: 24 };

/** A session that has done everything right for its purpose. */
function ready(extra: Partial<SessionState> = {}, cfg: Partial<SessionConfig> = {}): GateInput['session'] {
  return {
    config: { ...config, ...cfg },
    state: {
      ...initialSessionState(),
      notice_shown: true,
      consent_status: { 'loan advisory': 'active' as ConsentValue },
      fulfilled_obligations: ['notice_shown', 'consent_obtained'],
      ...extra,
    },
  };
}

const evaluate = (action: string, context: Record<string, unknown> = {}, session: GateInput['session'] = ready(), restrictedCountries?: string[]) =>
  evaluateAction({ action, context, session, restrictedCountries });

describe('classifyAction', () => {
  it.each([
    ['process_data', 'process_data', 'exact'],
    ['TRACK_USER', 'track_user', 'exact'],
    ['collect_data', 'collect_data', 'exact'],
    ['process_loan_application', 'make_decision', 'keyword'],
    ['credit_scoring', 'make_decision', 'keyword'],
    ['send_marketing_email', 'serve_ad', 'keyword'],
    ['transfer_data_abroad', 'transfer_cross_border', 'keyword'],
    ['share-with-vendor', 'share_data', 'keyword'],
    ['enable behavioural analytics', 'track_user', 'keyword'],
    ['user signup', 'collect_data', 'keyword'],
    ['summarise_chat', 'process_data', 'default'],
  ])('%s → %s', (action, type, by) => {
    expect(classifyAction(action)).toMatchObject({ action_type: type, classified_by: by });
  });
});

describe('validateEvaluateRequest', () => {
  it('accepts action with optional context', () => {
    expect(validateEvaluateRequest({ action: 'process_data' })).toEqual({ ok: true, value: { action: 'process_data', context: {} } });
  });
  it.each([
    [{}, 'action'],
    [{ action: '  ' }, 'action'],
    [{ action: 'x', context: 'loan' }, 'context'],
  ])('rejects %j', (body, path) => {
    const r = validateEvaluateRequest(body);
    expect(r.ok === false && r.issues[0].path).toBe(path);
  });
});

describe('evaluateAction', () => {
  it('allows processing with notice and consent for the purpose', () => {
    const r = evaluate('process_data');
    expect(r).toMatchObject({ verdict: 'allow', violations: [], required_before_proceed: [], purpose: 'loan advisory' });
  });

  type Case = [string, () => ReturnType<typeof evaluate>, string, string[], string[]];
  // [label, evaluation, verdict, violation rules, required_before_proceed types]
  const cases: Case[] = [
    // S.5 notice
    ['notice missing in the session', () => evaluate('process_data', {}, ready({ notice_shown: false })), 'require_action', ['notice_missing'], ['provide_notice']],
    ['notice unknown without a session', () => evaluate('process_data', { consent_obtained: true }, null), 'require_action', [], ['provide_notice']],
    ['notice stated in context without a session', () => evaluate('process_data', { consent_obtained: true, notice_shown: true }, null), 'allow', [], []],
    ['notice not needed under a legitimate use', () => evaluate('process_data', { legal_basis: 'legitimate use' }, ready({ notice_shown: false, consent_status: {} })), 'allow', [], []],
    // S.6 consent
    ['no consent recorded', () => evaluate('process_data', {}, ready({ consent_status: {} })), 'require_action', ['consent_missing'], ['obtain_consent']],
    ['consent withdrawn', () => evaluate('process_data', {}, ready({ consent_status: { 'loan advisory': 'withdrawn' } })), 'block', ['consent_withdrawn'], []],
    ['consent refused', () => evaluate('process_data', {}, ready({ consent_status: { 'loan advisory': 'refused' } })), 'block', ['consent_refused'], []],
    ['consent stated false without a session', () => evaluate('process_data', { notice_shown: true, consent_obtained: false }, null), 'require_action', ['consent_missing'], ['obtain_consent']],
    ['consent unknown without a session', () => evaluate('process_data', { notice_shown: true }, null), 'require_action', [], ['obtain_consent']],
    ['consent for a related purpose name', () => evaluate('process_data', { purpose: 'Loan_Advisory' }), 'allow', [], []],
    ['consent for the same topic', () => evaluate('process_data', { purpose: 'personal loan eligibility' }), 'allow', [], []],
    // S.4 purpose limitation
    ['purpose beyond the consented one', () => evaluate('process_data', { purpose: 'marketing' }), 'block', ['purpose_limitation'], ['obtain_consent']],
    ['ads imply a marketing purpose', () => evaluate('serve_ad'), 'block', ['purpose_limitation'], ['obtain_consent']],
    ['ads with marketing consent', () => evaluate('serve_ad', {}, ready({ consent_status: { 'loan advisory': 'active', marketing: 'active' } })), 'allow', [], []],
    // S.9(1) children
    ['child without parental consent', () => evaluate('process_data', {}, ready({ child_session: true })), 'require_action', ['child_data'], ['obtain_verifiable_parental_consent']],
    ['child with parental consent', () => evaluate('process_data', {}, ready({ child_session: true, fulfilled_obligations: ['parental_consent_obtained'] })), 'allow', [], []],
    ['parental consent claimed in context does not override the session', () => evaluate('process_data', { parental_consent: true }, ready({ child_session: true })), 'require_action', ['child_data'], ['obtain_verifiable_parental_consent']],
    ['parental consent stated without a session', () => evaluate('process_data', { notice_shown: true, consent_obtained: true, is_child: true, parental_consent: true }, null), 'allow', [], []],
    ['child stated by age in context', () => evaluate('process_data', { age: 15 }), 'require_action', ['child_data'], ['obtain_verifiable_parental_consent']],
    ['adult stated by age', () => evaluate('process_data', { age: 30 }), 'allow', [], []],
    ["children's data category", () => evaluate('process_data', { data_categories: ['children health records'] }), 'require_action', ['child_data'], ['obtain_verifiable_parental_consent']],
    ['service processes children, age unknown', () => evaluate('process_data', {}, ready({}, { processes_children: true })), 'require_action', [], ['verify_age']],
    ['service processes children, age verified', () => evaluate('process_data', { age_verified: true }, ready({}, { processes_children: true })), 'allow', [], []],
    // S.9(3) tracking and targeted ads
    ['tracking a child', () => evaluate('track_user', {}, ready({ child_session: true, fulfilled_obligations: ['parental_consent_obtained'], consent_status: { tracking: 'active' } })), 'block', ['child_tracking'], []],
    ['targeted ad to a child', () => evaluate('serve_ad', {}, ready({ child_session: true, fulfilled_obligations: ['parental_consent_obtained'], consent_status: { marketing: 'active' } })), 'block', ['child_advertising'], []],
    ['contextual ad to a child', () => evaluate('serve_ad', { targeted: false }, ready({ child_session: true, fulfilled_obligations: ['parental_consent_obtained'], consent_status: { marketing: 'active' } })), 'allow', [], []],
    ['tracking an adult with consent', () => evaluate('track_user', {}, ready({ consent_status: { analytics: 'active' } })), 'allow', [], []],
    // S.8(3) accuracy
    ['decision on unverified data', () => evaluate('make_decision', { accuracy_verified: false }), 'require_action', ['accuracy_decisions'], ['verify_data_accuracy']],
    ['decision on verified data', () => evaluate('make_decision', { accuracy_verified: true }), 'allow', [], []],
    ['disclosure of unverified data', () => evaluate('share_data', { data_verified: false, processor_contract: true }), 'require_action', ['accuracy_decisions'], ['verify_data_accuracy']],
    // S.16 cross-border
    ['transfer to a restricted country', () => evaluate('transfer_cross_border', { destination_country: 'Xland' }, ready(), ['xland']), 'block', ['cross_border'], []],
    ['transfer to an unrestricted country', () => evaluate('transfer_cross_border', { destination_country: 'SG' }, ready(), ['xland']), 'allow', [], []],
    ['transfer without a destination', () => evaluate('transfer_cross_border'), 'require_action', [], ['identify_destination_country']],
    ['sharing that goes abroad to a restricted country', () => evaluate('share_data', { country: 'Xland', processor_contract: true }, ready(), ['Xland']), 'block', ['cross_border'], []],
    ['domestic transfer', () => evaluate('share_data', { country: 'India', processor_contract: true }, ready(), ['Xland']), 'allow', [], []],
    // S.8(2) processors
    ['processor without a contract', () => evaluate('share_data', { processor_contract: false }), 'require_action', ['processor_governance'], ['execute_processor_contract']],
    ['processor with a contract', () => evaluate('share_data', { processor_contract: true }), 'allow', [], []],
    // S.10 significant data fiduciary
    ['SDF without a current DPIA', () => evaluate('process_data', { dpia_completed: false, dpo_appointed: true }, ready({}, { entity_type: 'significant_data_fiduciary' })), 'require_action', ['sdf_dpia'], ['conduct_dpia']],
    ['SDF without a DPO', () => evaluate('process_data', { dpia_completed: true, dpo_appointed: false }, ready({}, { entity_type: 'significant_data_fiduciary' })), 'require_action', ['sdf_dpo'], ['appoint_dpo']],
    ['SDF with both', () => evaluate('process_data', { dpia_completed: true, dpo_appointed: true }, ready({}, { entity_type: 'significant_data_fiduciary' })), 'allow', [], []],
    ['plain fiduciary without a DPIA', () => evaluate('process_data', { dpia_completed: false }), 'allow', [], []],
  ];

  it.each(cases)('%s', (_label, run, verdict, rules, before) => {
    const r = run();
    expect(r.verdict).toBe(verdict);
    expect(r.violations.map((v) => v.rule)).toEqual(rules);
    expect(r.required_before_proceed.map((a) => a.type)).toEqual(before);
  });

  it.each<[string, () => ReturnType<typeof evaluate>, string]>([
    ['accuracy unknown on a decision', () => evaluate('make_decision'), 'accuracy_check'],
    ['unrestricted transfer', () => evaluate('transfer_cross_border', { destination_country: 'SG' }), 'cross_border_transfer'],
    ['SDF transfer', () => evaluate('transfer_cross_border', { destination_country: 'SG' }, ready({}, { entity_type: 'significant_data_fiduciary' })), 'data_localisation'],
    ['SDF decision', () => evaluate('make_decision', { accuracy_verified: true }, ready({}, { entity_type: 'significant_data_fiduciary' })), 'algorithmic_due_diligence'],
    ['collection', () => evaluate('collect_data'), 'data_minimisation'],
    ['legitimate use', () => evaluate('process_data', { legitimate_use: true }), 'legitimate_use'],
    ['ads when age unknown', () => evaluate('serve_ad', { age_verified: false }, ready({ consent_status: { marketing: 'active' } }, { processes_children: true })), 'child_safeguard'],
    ['processor contract unknown', () => evaluate('share_data'), 'processor_contract'],
  ])('condition: %s', (_label, run, type) => {
    expect(run().conditions.map((c) => c.type)).toContain(type);
  });

  it('violations carry section, severity and the Schedule penalty', () => {
    const child = evaluate('track_user', {}, ready({ child_session: true, fulfilled_obligations: ['parental_consent_obtained'] })).violations.find((v) => v.rule === 'child_tracking')!;
    expect(child).toMatchObject({ section: 'S.9(3)', severity: 'critical', penalty_crore: 200, blocking: true });
    const sdf = evaluate('process_data', { dpia_completed: false }, ready({}, { entity_type: 'significant_data_fiduciary' })).violations[0];
    expect(sdf.penalty_crore).toBe(150);
    const notice = evaluate('process_data', {}, ready({ notice_shown: false })).violations[0];
    expect(notice.penalty_crore).toBe(50);
    expect(notice.remediation).not.toBe('');
  });

  it('required actions have the wire shape and post-action items stay out of required_before_proceed', () => {
    const r = evaluate('make_decision', { accuracy_verified: true });
    expect(r.required_actions).toEqual([
      { type: 'communicate_decision', reason: expect.any(String), section: 'S.11-14', priority: 3, details: expect.any(String), metadata: { emit: 'decision.made' } },
    ]);
    expect(r.required_before_proceed).toEqual([]);
    expect(r.verdict).toBe('allow');
  });

  it('every rule cites a section', () => {
    for (const rule of GATE_RULES) expect(rule.section).toMatch(/^S\.\d/);
  });
});
