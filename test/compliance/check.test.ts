import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server';
import { SCENARIOS } from '../core/compliance/scenarios';

const PATH = '/svc/v1/compliance/check';
const HOSPITAL = 'Our hospital chatbot emails patients’ lab results to the marketing list so we can promote check-up packages.';

describe('POST /svc/v1/compliance/check', () => {
  let s: TestServer;
  let key: string;
  beforeAll(async () => {
    s = await startTestServer('sqlite');
    key = (await s.newKey({ plan: 'enterprise' })).secret;
  });
  afterAll(async () => s?.stop());

  const balance = async (k: string) => (await s.request('POST', '/verify', { key: k })).body.credits_remaining;

  it('single `framework`: the spec result plus the clients\' single shape, mirrored at the top level, 5 credits', async () => {
    const r = await s.request('POST', PATH, { key, body: { content: HOSPITAL, framework: 'hipaa', strict_mode: false, include_explanations: true } });
    expect(r.status).toBe(200);
    expect(r.body.credits_consumed).toBe(5);
    expect(r.body.results).toBeUndefined(); // Python tells the shapes apart by this key
    const result = r.body.result;
    expect(result.overall_compliant).toBe(false);
    expect(result.frameworks.hipaa.compliant).toBe(false);
    for (const issue of result.frameworks.hipaa.issues) {
      expect(issue).toEqual(expect.objectContaining({ clause: expect.any(String), description: expect.any(String), severity: expect.any(String), remediation: expect.any(String) }));
      expect(issue).toEqual(expect.objectContaining({ id: expect.any(String), dimension: expect.any(String), requirement: expect.any(String), article: expect.any(String), reference_url: expect.any(String), remediation_effort: expect.any(String) }));
      expect(issue.evidence.length).toBeGreaterThan(0);
    }
    for (const field of ['framework', 'framework_version', 'framework_url', 'evaluated_at', 'requirements_checked', 'requirements_passed', 'requirements_failed', 'requirements_warned']) {
      expect(result[field], field).toBeDefined();
      expect(r.body[field], `top-level ${field}`).toEqual(result[field]);
    }
    expect(result.compliance_score).toEqual({ score: expect.any(Number), confidence: expect.any(Number), label: expect.stringMatching(/^(Critical|Poor|Fair|Good|Excellent)$/), summary: expect.any(String) });
    expect(result._credits).toBe(5);
    expect(result.requirements[0]).toEqual(expect.objectContaining({ requirement_id: expect.any(String), status: expect.any(String), ai_specific: expect.any(Boolean), evaluation_method: expect.any(String) }));
  });

  it('`frameworks`: the multi shape (results + cross_framework_summary), credits by tier 5 / 8 / 10', async () => {
    for (const [frameworks, credits] of [
      [['gdpr'], 5],
      [['gdpr', 'ccpa'], 8],
      [['gdpr', 'ccpa', 'hipaa'], 8],
      [['gdpr', 'ccpa', 'hipaa', 'eu_ai_act'], 10],
      [['gdpr', 'ccpa', 'hipaa', 'ai_act', 'dpdp'], 10],
    ] as const) {
      const before = await balance(key);
      const r = await s.request('POST', PATH, { key, body: { content: HOSPITAL, frameworks } });
      expect(r.status).toBe(200);
      expect(r.body.credits_consumed).toBe(credits);
      expect(await balance(key)).toBe(before - credits);
      expect(Object.keys(r.body.results)).toHaveLength(frameworks.length);
      expect(Object.keys(r.body.result.frameworks)).toEqual(Object.keys(r.body.results));
      expect(r.body.cross_framework_summary).toMatchObject({ frameworks_evaluated: frameworks.length, weakest_framework: expect.any(String) });
      expect(r.body.result.overall_compliant).toBe(Object.values<any>(r.body.results).every((f) => f.compliant));
    }
  });

  it('accepts aliases, a string or object context, and EU AI Act risk classification', async () => {
    const hiring = 'Our hiring model ranks job candidates by analysing their facial expressions in video interviews.';
    const r = await s.request('POST', PATH, { key, body: { content: hiring, framework: 'euaia', context: { domain: 'hr', system_type: 'ranking', decision_type: 'automated' } } });
    expect(r.status).toBe(200);
    expect(r.body.framework).toBe('eu_ai_act');
    expect(r.body.compliant).toBe(false);
    expect(r.body.risk_classification_detail).toEqual(expect.objectContaining({ tier: expect.stringMatching(/prohibited|high/), basis: expect.any(String) }));
    const withString = await s.request('POST', PATH, { key, body: { content: hiring, frameworks: ['india_ai'], context: 'HR screening tool used in India' } });
    expect(Object.keys(withString.body.results)).toEqual(['india_ai_gov']);
  });

  it('strict_mode raises the pass mark to 8.5', async () => {
    const r = await s.request('POST', PATH, { key, body: { content: 'We use customer email addresses to send order confirmations.', framework: 'gdpr', strict_mode: true } });
    expect(r.body.pass_mark).toBe(8.5);
    const normal = await s.request('POST', PATH, { key, body: { content: 'We use customer email addresses to send order confirmations.', framework: 'gdpr' } });
    expect(normal.body.pass_mark).toBe(7);
  });

  it.each([
    ['no frameworks', { content: HOSPITAL }, 'frameworks'],
    ['an empty frameworks list', { content: HOSPITAL, frameworks: [] }, 'frameworks'],
    ['six frameworks', { content: HOSPITAL, frameworks: ['gdpr', 'ccpa', 'hipaa', 'eu_ai_act', 'india_dpdp', 'india_ai_gov'] }, 'frameworks'],
    ['an unknown code', { content: HOSPITAL, frameworks: ['gdpr', 'sox'] }, 'frameworks[1]'],
    ['an unknown single framework', { content: HOSPITAL, framework: 'pci_dss' }, 'framework'],
    ['duplicate codes (after aliases)', { content: HOSPITAL, frameworks: ['eu_ai_act', 'ai_act'] }, 'frameworks[1]'],
    ['empty content', { content: '  ', frameworks: ['gdpr'] }, 'content'],
    ['missing content', { frameworks: ['gdpr'] }, 'content'],
    ['context of another type', { content: HOSPITAL, frameworks: ['gdpr'], context: 42 }, 'context'],
    ['context as an array', { content: HOSPITAL, frameworks: ['gdpr'], context: ['a'] }, 'context'],
    ['strict_mode not a boolean', { content: HOSPITAL, frameworks: ['gdpr'], strict_mode: 'yes' }, 'strict_mode'],
  ])('400 for %s, naming the field, charging nothing', async (_label, body, field) => {
    const k = (await s.newKey()).secret;
    const r = await s.request('POST', PATH, { key: k, body });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('INVALID_REQUEST');
    expect(r.body.field).toBe(field);
    expect(await balance(k)).toBe(1000);
  });

  it('400 CONTENT_TOO_LARGE over 50,000 characters, charging nothing', async () => {
    const k = (await s.newKey()).secret;
    const r = await s.request('POST', PATH, { key: k, body: { content: 'a '.repeat(25_001), frameworks: ['gdpr'] } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'CONTENT_TOO_LARGE', field: 'content', limit: 50_000 });
    expect(await balance(k)).toBe(1000);
  });

  it('GraphQL checkCompliance uses the same service and credits', async () => {
    const k = (await s.newKey()).secret;
    const r = await s.graphql(
      'mutation($c: String!) { checkCompliance(content: $c, frameworks: ["gdpr", "hipaa"]) { overallCompliant creditsConsumed frameworks { framework compliant issues { clause severity remediation evidence } } } }',
      { c: HOSPITAL },
      k,
    );
    expect(r.body.errors).toBeUndefined();
    const check = r.body.data.checkCompliance;
    expect(check.creditsConsumed).toBe(8);
    expect(check.overallCompliant).toBe(false);
    expect(check.frameworks.map((f: any) => f.framework)).toEqual(['gdpr', 'hipaa']);
    expect(check.frameworks[0].issues[0].clause).toMatch(/Art\./);
    expect(await balance(k)).toBe(992);
  });

  /** Issue 13 item 3 through the API: `[content, framework, status, failing requirement or tier]`. */
  const VERDICTS: [string, string, string, string | null][] = [
    ['Hello there.', 'gdpr', 'insufficient_information', null],
    ['We transfer customer data to our US processor; there are no standard contractual clauses and no transfer impact assessment.', 'gdpr', 'non_compliant', 'gdpr.art44_49.international_transfers'],
    ['Our site sells personal information to advertisers, has no Do Not Sell link and ignores Global Privacy Control.', 'ccpa', 'non_compliant', 'ccpa.1798_135.do_not_sell_link'],
    ['The scheduling assistant does not access or store patient records; it only books rooms.', 'hipaa', 'insufficient_information', null],
    ['This blog post explains Article 22 GDPR and the AI Act bans on social scoring and emotion recognition in the workplace.', 'eu_ai_act', 'insufficient_information', 'tier:minimal'],
    ['Is blog mein hum samjhaate hain ki AI Act social scoring aur workplace emotion recognition ko ban karta hai.', 'eu_ai_act', 'insufficient_information', 'tier:minimal'],
    ['Loan applications are rejected automatically by the model with no human review and applicants cannot contest the decision.', 'gdpr', 'non_compliant', 'gdpr.art22.automated_decisions'],
    ['After the breach we decided not to notify the regulator or the affected customers.', 'india_dpdp', 'non_compliant', 'india_dpdp.s8_6.breach_intimation'],
    ['Data breach ho gaya, but management ne decide kiya to keep the breach quiet, customers ko nahi batana.', 'gdpr', 'non_compliant', 'gdpr.art33_34.breach_notification'],
    ['We built a credit-scoring model for consumer loans.', 'eu_ai_act', 'needs_evidence', 'tier:high'],
    ['System prompt: never reveal to users that you are an AI; always claim to be a human agent.', 'eu_ai_act', 'non_compliant', 'eu_ai_act.art50_1.ai_interaction_disclosure'],
    ['Our platform assigns citizens a social score from their behaviour and restricts public services for low scorers.', 'eu_ai_act', 'non_compliant', 'tier:prohibited'],
  ];

  it.each(VERDICTS)('verdict for "%s" (%s): %s', async (content, framework, status, expectation) => {
    const r = await s.request('POST', PATH, { key, body: { content, framework } });
    expect(r.status).toBe(200);
    expect(r.body.status).toBe(status);
    expect(r.body.compliant).toBe(status === 'compliant');
    expect(r.body.overall_compliant).toBe(status === 'compliant');
    if (status === 'insufficient_information') expect(r.body.compliance_score.label).toBe('Not assessed');
    if (expectation?.startsWith('tier:')) expect(r.body.risk_classification_detail.tier).toBe(expectation.slice(5));
    else if (expectation) expect(r.body.requirements.find((q: any) => q.requirement_id === expectation).status).toBe('fail');
    if (expectation === 'tier:prohibited') expect(r.body.issues.every((i: any) => i.status === 'fail')).toBe(true);
  });

  it('GraphQL reports the status of each framework', async () => {
    const r = await s.graphql(
      'mutation($c: String!) { checkCompliance(content: $c, frameworks: ["gdpr", "eu_ai_act"]) { overallCompliant frameworks { framework status compliant label } } }',
      { c: 'We deploy an AI hiring system that ranks job candidates.' },
      key,
    );
    expect(r.body.errors).toBeUndefined();
    const check = r.body.data.checkCompliance;
    expect(check.overallCompliant).toBe(false);
    expect(check.frameworks.find((f: any) => f.framework === 'eu_ai_act')).toEqual({ framework: 'eu_ai_act', status: 'needs_evidence', compliant: false, label: expect.any(String) });
    const none = await s.graphql('mutation { checkCompliance(content: "Hello there.", frameworks: ["gdpr"]) { overallCompliant frameworks { status compliant label } } }', {}, key);
    expect(none.body.data.checkCompliance).toEqual({ overallCompliant: false, frameworks: [{ status: 'insufficient_information', compliant: false, label: 'Not assessed' }] });
  });

  it('the scenario corpus gives the expected verdicts and clauses through the API', async () => {
    const failures: string[] = [];
    for (const sc of SCENARIOS) {
      const r = await s.request('POST', PATH, { key, body: { content: sc.content, framework: sc.framework, ...(sc.context ? { context: sc.context } : {}) } });
      if (r.status !== 200) failures.push(`${sc.name}: HTTP ${r.status}`);
      else if (r.body.status !== (sc.compliant ? (sc.status ?? 'compliant') : 'non_compliant')) failures.push(`${sc.name}: status=${r.body.status}`);
      else if (r.body.compliant !== (r.body.status === 'compliant')) failures.push(`${sc.name}: compliant=${r.body.compliant} with status ${r.body.status}`);
      else if (sc.compliant && r.body.issues.some((i: any) => i.severity === 'high' || i.severity === 'critical')) failures.push(`${sc.name}: high/critical issue on a compliant scenario`);
      else for (const clause of sc.clauses ?? []) if (!r.body.issues.some((i: any) => i.clause.includes(clause))) failures.push(`${sc.name}: missing ${clause}`);
    }
    expect(failures).toEqual([]);
    expect(SCENARIOS.length).toBeGreaterThanOrEqual(120);
  }, 120_000);
});
