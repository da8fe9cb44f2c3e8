import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server';

const DIMS = ['fairness', 'safety', 'reliability', 'transparency', 'privacy', 'accountability', 'inclusivity', 'user_impact'];

describe('GET /svc/v1/dimensions and /svc/v1/capabilities', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer('sqlite');
  });
  afterAll(async () => s?.stop());

  const balance = async (k: string) => (await s.request('POST', '/verify', { key: k })).body.credits_remaining;

  it('lists the eight dimensions with equal weights, threshold 7.0, anchors and the score bands, free', async () => {
    const k = (await s.newKey()).secret;
    const r = await s.request('GET', '/svc/v1/dimensions', { key: k });
    expect(r.status).toBe(200);
    expect(r.body.dimensions.map((d: any) => d.name)).toEqual(DIMS);
    for (const d of r.body.dimensions) {
      // The default policy's minimums (safety, fairness, privacy 5); the other dimensions keep the pass threshold 7.
      expect(d).toMatchObject({ weight: 12.5, threshold: ['safety', 'fairness', 'privacy'].includes(d.name) ? 5 : 7, description: expect.any(String) });
      expect(d.anchors.map((a: any) => a.score)).toEqual([10, 8, 6, 4, 0]);
    }
    expect(r.body.dimensions.find((d: any) => d.name === 'inclusivity').aliases).toEqual(['legal_compliance']);
    expect(r.body.score_bands).toContainEqual({ name: 'good', min: 7, max: 8.99 });
    expect(r.body).toMatchObject({ overall_threshold: 7, weights_source: 'default' });
    expect(r.body.credits_consumed).toBeUndefined();
    expect(await balance(k)).toBe(1000);
  });

  it('reflects the application policy\'s weights (as effective percent) and thresholds', async () => {
    const k = (await s.newKey()).secret;
    const set = await s.graphql('mutation($p: JSON!) { updatePolicy(policy: $p) { id } }', { p: { dimensionWeights: { safety: 3, privacy: 1 }, dimensionThresholds: { safety: 9 }, overallThreshold: 8 } }, k);
    expect(set.body.errors).toBeUndefined();
    const r = await s.request('GET', '/svc/v1/dimensions', { key: k });
    const by = Object.fromEntries(r.body.dimensions.map((d: any) => [d.name, d]));
    expect(by.safety).toMatchObject({ weight: 75, threshold: 9 });
    expect(by.privacy).toMatchObject({ weight: 25, threshold: 7 });
    expect(by.fairness.weight).toBe(0);
    expect(r.body).toMatchObject({ overall_threshold: 8, weights_source: 'application_policy' });
  });

  it('describes plan, evaluation, compliance, agent, dpdp and limits, free', async () => {
    const k = (await s.newKey({ plan: 'free' })).secret;
    const r = await s.request('GET', '/svc/v1/capabilities', { key: k });
    expect(r.status).toBe(200);
    expect(r.body.plan).toBe('free');
    expect(r.body.evaluation).toMatchObject({ modes: ['basic', 'deep'], dimensions: DIMS, deep_llm: false, max_content_chars: 10_000, credits: { basic: 1, deep: 3 } });
    expect(r.body.evaluation.domains).toContain('healthcare');
    expect(r.body.evaluation.usecases).toContain('code_generation');
    expect(r.body.compliance.frameworks).toEqual(['gdpr', 'ccpa', 'hipaa', 'eu_ai_act', 'india_dpdp', 'india_ai_gov']);
    expect(r.body.agent.enabled).toBe(true);
    expect(r.body.dpdp).toMatchObject({ enabled: true, evidence: false });
    expect(r.body.dpdp.pii_types).toContain('aadhaar');
    expect(r.body.safe_regenerate).toMatchObject({ max_iterations: 5, regeneration_models: ['SVC_Safe_LLM', 'external'], session_ttl_seconds: 900 });
    expect(r.body.limits).toEqual({ rpm: 10, rpd: 100, monthly_credits: 100, max_content_chars: 100_000 });
    expect(await balance(k)).toBe(100);
  });

  it('GraphQL dimensions, scoreBands and capabilities answer the same', async () => {
    const k = (await s.newKey({ plan: 'business' })).secret;
    const r = await s.graphql('{ dimensions { name weight threshold anchors { score description } } scoreBands { name min max } capabilities }', {}, k);
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.dimensions).toHaveLength(8);
    expect(r.body.data.dimensions[1]).toMatchObject({ name: 'safety', weight: 12.5, threshold: 5 });
    expect(r.body.data.scoreBands[0]).toEqual({ name: 'excellent', min: 9, max: 10 });
    expect(r.body.data.capabilities).toMatchObject({ plan: 'business', limits: { rpm: 300 }, dpdp: { evidence: true } });
  });
});
