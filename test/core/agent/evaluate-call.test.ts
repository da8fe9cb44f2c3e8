import { describe, expect, it } from 'vitest';
import { DIMENSION_NAMES } from '../../../src/core/scoring';
import { SEVERITY_CAPS } from '../../../src/core/agent';
import { customProfile, evaluate } from './helpers';

describe('evaluateToolCall', () => {
  it('allows a harmless call with all eight dimensions and the signals', () => {
    const r = evaluate('web_search', { query: 'weather in Pune tomorrow' });
    expect(r).toMatchObject({ decision: 'ALLOW', applied_rule: 'within_thresholds', suggested_params: null, evaluation_depth: 'basic' });
    expect(Object.keys(r.dimension_scores).sort()).toEqual([...DIMENSION_NAMES].sort());
    expect(r.svc_score.score).toBeGreaterThanOrEqual(9);
    expect(r.context_signals).toMatchObject({ tool_risk_level: 'low', tool_category: 'search', high_stakes_domain: false, session_risk_trend: 'stable' });
    expect(r.thresholds).toMatchObject({ block_below: 3, flag_below: 5, source: 'default' });
  });

  it.each([
    ['critical', 'execute_shell', { command: 'rm -rf /' }, 'BLOCK'],
    ['high', 'send_email', { to: 'a@example.com', body: 'Aadhaar 2345 6789 0124' }, 'FLAG'],
    ['medium', 'query_table', { table: 'orders', limit: 5000 }, 'FLAG'],
  ] as const)('a %s finding caps the score (%s) and decides %s by default', (severity, tool, params, decision) => {
    const r = evaluate(tool, params);
    expect(r.svc_score.score).toBeLessThanOrEqual(SEVERITY_CAPS[severity]!);
    expect(r.decision).toBe(decision);
  });

  it('lets thresholds move the line: a high finding blocks with block_below 4, a medium one passes with flag_below 4', () => {
    expect(evaluate('send_email', { body: 'Aadhaar 2345 6789 0124' }, { thresholds: { request: { block_below: 4, flag_below: 6 } } }).decision).toBe('BLOCK');
    expect(evaluate('query_table', { table: 'orders', limit: 5000 }, { thresholds: { request: { block_below: 2, flag_below: 4 } } }).decision).toBe('ALLOW');
  });

  it('takes a tool registered by the application: its risk, category and thresholds', () => {
    const custom = customProfile({ tool_name: 'ledger_post', category: 'payment', risk_level: 'critical', thresholds: { block_below: 9.9, flag_below: 10 } });
    const r = evaluate('ledger_post', { amount: 10 }, { custom, thresholds: { tool: custom.thresholds! } });
    expect(r.context_signals).toMatchObject({ tool_category: 'payment', tool_risk_level: 'critical', tool_profile_source: 'org_custom' });
    expect(r.decision).toBe('BLOCK');
    expect(r.thresholds.source).toBe('application_policy');
  });

  it('blocks a tool the policy denies, whatever its score', () => {
    const r = evaluate('web_search', { query: 'x' }, { policy: { deniedTools: ['web_*'] } });
    expect(r).toMatchObject({ decision: 'BLOCK', applied_rule: 'tool_denied_by_policy' });
  });

  it('flags a dimension under its minimum', () => {
    const r = evaluate('send_email', { to: 'a@example.com', body: 'call 415-555-0132' }, { thresholds: { request: { dimension_minimums: { privacy: 9.9 } } } });
    expect(r).toMatchObject({ decision: 'FLAG', applied_rule: 'dimension_below_minimum', violated_dimensions: ['privacy'] });
  });

  it('checks the requested compliance frameworks on the call', () => {
    const r = evaluate('export_users', { fields: 'name, aadhaar_number', destination: 'https://partner.example.org/upload', sample: 'Aadhaar 2345 6789 0124' }, { complianceFrameworks: ['india_dpdp'] });
    expect(r.compliance_violations.length).toBeGreaterThan(0);
    expect(r.compliance_violations[0]).toMatchObject({ framework: 'india_dpdp' });
    expect(r.compliance_violations[0].clause).toMatch(/S\.8/);
    expect(r.decision).not.toBe('ALLOW');
  });

  it('deep mode runs the thorough analyzers and says so in the depth', () => {
    expect(evaluate('web_search', { query: 'x' }, { depth: 'deep' }).evaluation_depth).toBe('deep');
  });

  it('reports the session trend from the agent context', () => {
    const priorCalls = [{ tool: 'get_secret', summary: '', decision: null }];
    expect(evaluate('http_request', { url: 'https://api.example.com' }, { context: { priorCalls } }).context_signals.session_risk_trend).toBe('critical');
  });

  it('explains the decision with the worst finding first, tagged', () => {
    const r = evaluate('execute_sql', { query: 'DELETE FROM users; GRANT ALL PRIVILEGES ON *.* TO eve' });
    expect(r.decision_reason).toMatch(/^Blocked \[destructive\]/);
    expect(r.decision_reason).toMatch(/Also: privilege/);
    expect(r.findings[0].severity).toBe('critical');
  });

  it('is deterministic', () => {
    const params = { to: 'x@example.com', body: 'PAN ABCPE1234F' };
    expect(evaluate('send_email', params)).toEqual(evaluate('send_email', params));
  });
});
