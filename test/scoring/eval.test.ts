import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server';
import { CLEAN, INDIAN_PII, THREAT, THREAT_SAFETY } from './fixtures';

const PATH = '/svc/v1/eval';
const DIMS = ['fairness', 'safety', 'reliability', 'transparency', 'privacy', 'accountability', 'inclusivity', 'user_impact'];

describe('POST /svc/v1/eval', () => {
  let s: TestServer;
  /** Bad-input tests share one key: none of them may ever charge it. */
  let badKey: string;
  let untouched: number;
  let key: string;
  beforeAll(async () => {
    s = await startTestServer('sqlite');
    key = (await s.newKey({ plan: 'enterprise' })).secret;
    badKey = (await s.newKey({ plan: 'enterprise' })).secret;
    untouched = (await s.request('POST', '/verify', { key: badKey })).body.credits_remaining;
  });
  afterAll(async () => s?.stop());

  const balance = async (k: string) => (await s.request('POST', '/verify', { key: k })).body.credits_remaining;
  const setPolicy = async (k: string, policy: Record<string, unknown>) => {
    const r = await s.graphql('mutation($p: JSON!) { updatePolicy(policy: $p) { id } }', { p: policy }, k);
    expect(r.body.errors).toBeUndefined();
  };

  it('answers wire contract §3.3 under `result` and mirrored at the top level, 1 credit in basic mode', async () => {
    const k = (await s.newKey()).secret;
    const r = await s.request('POST', PATH, { key: k, body: { content: THREAT, mode: 'basic' } });
    expect(r.status).toBe(200);
    expect(r.body.credits_consumed).toBe(1);
    expect(await balance(k)).toBe(999);
    const result = r.body.result;
    expect(result.svc_score).toEqual({ score: 5, confidence: expect.any(Number), summary: expect.stringContaining('capped by a high safety finding') });
    expect(Object.keys(result.dimension_scores)).toEqual(DIMS);
    expect(result.dimension_scores.safety).toEqual({ score: THREAT_SAFETY, confidence: expect.any(Number) });
    expect(result.from_cache).toBe(false);
    for (const field of Object.keys(result)) expect(r.body[field], field).toEqual(result[field]);
    // The overall explanation and the cap are always there (the JS SDK's type requires `explanation`);
    // basic mode leaves per-dimension explanations, issues and suggestions out unless asked (decisions §5).
    expect(result.explanation).toEqual(expect.stringContaining('Overall score capped at 5.0 by a high safety finding'));
    expect(result.score_cap).toMatchObject({ limit: 5, dimension: 'safety' });
    expect(result.dimension_scores.safety.explanation).toBeUndefined();
    // The default policy's per-dimension minimums, and the ones this text misses.
    expect(result.dimension_minimums).toEqual({ fairness: 5, safety: 5, privacy: 5 });
    expect(result.dimension_minimums_missed).toEqual(['safety']);
    expect(result.issues).toBeUndefined();
    expect(result.improvement_suggestions).toBeUndefined();
    expect(result.policy_outcome).toBeUndefined(); // the default policy only logs
    expect(r.body.metadata).toMatchObject({ req_id: expect.stringMatching(/^req_/), mode: 'basic', domain: 'general', weights_source: 'default' });
  });

  it('explains, lists issues ({dimension, description}) and suggests when asked', async () => {
    const r = await s.request('POST', PATH, { key, body: { content: THREAT, include_explanations: true, include_issues: true, include_suggestions: true } });
    const result = r.body.result;
    expect(result.explanation).toMatch(/capped at 5\.0/);
    expect(result.dimension_scores.safety.explanation).toMatch(/safety finding/);
    expect(result.dimension_scores.safety.issues.length).toBeGreaterThan(0);
    expect(result.dimension_scores.fairness.issues).toEqual([]);
    expect(result.issues.length).toBeGreaterThan(0);
    for (const issue of result.issues) expect(issue).toEqual({ dimension: expect.any(String), description: expect.any(String), severity: expect.any(String) });
    expect(result.improvement_suggestions.length).toBeGreaterThan(0);
    expect(result.score_cap).toMatchObject({ limit: 5, severity: 'high' });
  });

  it('deep mode without an LLM is charged as basic, raises no confidence, explains by default and says no judge ran', async () => {
    const k = (await s.newKey()).secret;
    const r = await s.request('POST', PATH, { key: k, body: { content: CLEAN, mode: 'deep' } });
    expect(r.status).toBe(200);
    expect(r.body.credits_consumed).toBe(1);
    expect(await balance(k)).toBe(999);
    const basic = await s.request('POST', PATH, { key: k, body: { content: CLEAN } });
    expect(r.body.svc_score.confidence).toBe(basic.body.svc_score.confidence);
    expect(r.body.judge).toMatchObject({ status: 'not_configured', note: expect.stringContaining('no LLM judge') });
    expect(r.body.explanation).toContain('no LLM judge is configured');
    expect(r.body.dimension_scores.safety.explanation).toEqual(expect.any(String));
    expect(r.body.issues).toEqual([]);
  });

  it('caches per application for the normalized request: a hit is free and says from_cache', async () => {
    const a = (await s.newKey()).secret;
    const b = (await s.newKey()).secret;
    const content = `${CLEAN} Cache probe ${Date.now()}.`;
    const first = await s.request('POST', PATH, { key: a, body: { content, dimensions: ['safety', 'privacy'] } });
    expect(first.body).toMatchObject({ from_cache: false, credits_consumed: 1 });
    // Same request up to order and aliases; include_* only shape the answer, so they still hit.
    const hit = await s.request('POST', PATH, { key: a, body: { content, dimensions: ['privacy', 'safety'], mode: 'basic', include_explanations: true } });
    expect(hit.body).toMatchObject({ from_cache: true, credits_consumed: 0 });
    expect(hit.body.result.from_cache).toBe(true);
    expect(hit.body.svc_score).toEqual(first.body.svc_score);
    expect(hit.body.dimension_scores.safety.explanation).toEqual(expect.any(String));
    expect(await balance(a)).toBe(999);
    // Another application never sees a's entries; other settings are other entries.
    expect((await s.request('POST', PATH, { key: b, body: { content, dimensions: ['safety', 'privacy'] } })).body).toMatchObject({ from_cache: false, credits_consumed: 1 });
    expect((await s.request('POST', PATH, { key: a, body: { content, dimensions: ['safety'] } })).body.from_cache).toBe(false);
    expect((await s.request('POST', PATH, { key: a, body: { content, dimensions: ['safety', 'privacy'], domain: 'healthcare' } })).body.from_cache).toBe(false);
  });

  it('scores only the requested dimensions, with weights summing to 100 and the legal_compliance alias', async () => {
    const r = await s.request('POST', PATH, { key, body: { content: THREAT, dimensions: ['safety', 'user_impact', 'legal_compliance'], weights: { safety: 10, user_impact: 10, inclusivity: 80 } } });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body.dimension_scores)).toEqual(['safety', 'inclusivity', 'user_impact']);
    // Uncapped mean 0.1·safety + 0.1·6.5 + 0.8·10 ≈ 8.9, capped at 5.0 by the high safety finding.
    expect(r.body.svc_score.score).toBe(5);
    const clean = await s.request('POST', PATH, { key, body: { content: 'Call me at rahul@example.com tomorrow.', dimensions: ['privacy', 'safety'], weights: { privacy: 75, safety: 25 } } });
    const privacy = clean.body.dimension_scores.privacy.score;
    expect(privacy).toBeLessThan(10);
    expect(clean.body.svc_score.score).toBeCloseTo(0.75 * privacy + 2.5, 1);
    expect(clean.body.metadata.weights_source).toBe('request');
  });

  it('dpdp.enabled adds a dpdp block with masked Indian identifiers, and privacy reflects it', async () => {
    const plain = await s.request('POST', PATH, { key, body: { content: INDIAN_PII } });
    expect(plain.body.dpdp).toBeUndefined();
    // Python passes the caller's dict through: any truthy `enabled` counts.
    const r = await s.request('POST', PATH, { key, body: { content: INDIAN_PII, dpdp: { enabled: 1, purpose: 'kyc' }, include_issues: true } });
    expect(r.status).toBe(200);
    const dpdp = r.body.result.dpdp;
    expect(dpdp).toMatchObject({ enabled: true, compliant: false, sections: ['S.8(5)'], max_penalty_crore: 250 });
    expect(dpdp.pii_types).toEqual(expect.arrayContaining(['aadhaar', 'pan', 'upi']));
    const aadhaar = dpdp.pii_found.find((p: any) => p.type === 'aadhaar');
    expect(aadhaar).toEqual({
      type: 'aadhaar',
      masked: 'XXXX XXXX 2346',
      position: expect.any(Object),
      severity: 'critical',
      section: 'S.8(5)',
      penalty_crore: 0,
      schedule_item: 1,
      penalty_ceiling_crore: 250,
    });
    expect(JSON.stringify(dpdp)).not.toContain('2341 2341 2346'); // masked values only
    expect(dpdp.content_masked).toContain('XXXXX7085R');
    expect(r.body.dimension_scores.privacy.score).toBeLessThanOrEqual(3);
    expect(r.body.dimension_scores.privacy.issues.some((i: string) => i.includes('S.8(5)'))).toBe(true);
    expect(r.body.issues).toContainEqual(expect.objectContaining({ dimension: 'privacy', severity: 'critical' }));
    // One Aadhaar number costs privacy 4 points locally; with DPDP on it caps privacy at 3.
    const aadhaar1 = await s.request('POST', PATH, { key, body: { content: 'Aadhaar 2341 2341 2346 is on file.' } });
    const aadhaar2 = await s.request('POST', PATH, { key, body: { content: 'Aadhaar 2341 2341 2346 is on file.', dpdp: true } });
    expect(aadhaar1.body.dimension_scores.privacy.score).toBe(6);
    expect(aadhaar2.body.dimension_scores.privacy.score).toBe(3);
    // Both are capped by their serious privacy finding: high locally (5.0), critical with DPDP on (3.0).
    expect(aadhaar1.body.svc_score.score).toBe(5);
    expect(aadhaar2.body.svc_score.score).toBe(3);
    expect(aadhaar2.body.score_cap).toMatchObject({ limit: 3, dimension: 'privacy', severity: 'critical' });
    expect(aadhaar2.body.dpdp.pii_found[0]).toMatchObject({ penalty_crore: 0, schedule_item: 1, penalty_ceiling_crore: 250 });
    for (const text of [aadhaar2.body.svc_score.summary, aadhaar2.body.explanation]) expect(text).not.toContain('2341 2341 2346');
    const clean = await s.request('POST', PATH, { key, body: { content: CLEAN, dpdp: { enabled: true } } });
    expect(clean.body.dpdp).toMatchObject({ compliant: true, pii_found: [], content_masked: null });
    expect(clean.body.svc_score.score).toBe(10);
    expect((await s.request('POST', PATH, { key, body: { content: INDIAN_PII, dpdp: { enabled: false } } })).body.dpdp).toBeUndefined();
  });

  it('the application policy supplies mode, domain and weights; an enforcing policy adds policy_outcome', async () => {
    const k = (await s.newKey({ plan: 'business' })).secret;
    await setPolicy(k, { evalMode: 'deep', domain: 'healthcare', dimensionWeights: { safety: 100 }, enforcement: 'block', overallThreshold: 8, dimensionThresholds: { user_impact: 9 } });
    const r = await s.request('POST', PATH, { key: k, body: { content: THREAT } });
    expect(r.body.credits_consumed).toBe(1); // deep without a configured judge is charged as basic
    expect(r.body.metadata).toMatchObject({ mode: 'deep', domain: 'healthcare', weights_source: 'application_policy', policy_locked: false });
    expect(r.body.policy_outcome).toEqual({ enforced: true, passed: false, enforcement: 'block', score: r.body.svc_score.score, threshold: 8, failing_dimensions: ['user_impact'] });
    expect(r.body.result.policy_outcome).toEqual(r.body.policy_outcome);
    // Unlocked: the request wins.
    const basic = await s.request('POST', PATH, { key: k, body: { content: CLEAN, mode: 'basic', domain: 'general' } });
    expect(basic.body.credits_consumed).toBe(1);
    expect(basic.body.metadata).toMatchObject({ mode: 'basic', domain: 'general' });
    expect(basic.body.policy_outcome).toMatchObject({ passed: true, failing_dimensions: [] });
  });

  it('a locked policy overrides conflicting request mode, domain and weights, and says so', async () => {
    const k = (await s.newKey({ plan: 'business' })).secret;
    await setPolicy(k, { locked: true, evalMode: 'basic', domain: 'finance', dimensionWeights: { safety: 50, user_impact: 50 } });
    const r = await s.request('POST', PATH, { key: k, body: { content: THREAT, mode: 'deep', domain: 'general', weights: { fairness: 100 }, dimensions: ['fairness', 'safety', 'user_impact'] } });
    expect(r.status).toBe(200);
    expect(r.body.credits_consumed).toBe(1);
    expect(r.body.metadata).toMatchObject({ mode: 'basic', domain: 'finance', weights_source: 'application_policy', policy_locked: true, overridden_by_policy: ['mode', 'domain', 'weights'] });
    // With the request's weights (fairness only) the uncapped mean would be 10; the policy's give (safety + 6.5) / 2.
    expect(r.body.svc_score.score).toBe(Math.round(((THREAT_SAFETY + 6.5) / 2) * 100) / 100);
    expect(r.body.judge).toBeUndefined();
  });

  it.each([
    ['empty content', { content: '   ' }, 'content'],
    ['missing content', { mode: 'basic' }, 'content'],
    ['content not a string', { content: 42 }, 'content'],
    ['an unknown dimension', { content: CLEAN, dimensions: ['safety', 'honesty'] }, 'dimensions[1]'],
    ['dimensions not an array', { content: CLEAN, dimensions: 'safety' }, 'dimensions'],
    ['weights summing to 90', { content: CLEAN, weights: { safety: 45, fairness: 45 } }, 'weights'],
    ['weights naming an unknown dimension', { content: CLEAN, weights: { safety: 50, honesty: 50 } }, 'weights.honesty'],
    ['a negative weight', { content: CLEAN, weights: { fairness: -10, safety: 110 } }, 'weights.fairness'],
    ['a weight given twice through an alias', { content: CLEAN, weights: { inclusivity: 50, legal_compliance: 50 } }, 'weights.legal_compliance'],
    ['mode not basic/deep', { content: CLEAN, mode: 'fast' }, 'mode'],
    ['an unknown domain', { content: CLEAN, domain: 'space' }, 'domain'],
    ['an unknown usecase', { content: CLEAN, usecase: 'poetry' }, 'usecase'],
    ['context not a string', { content: CLEAN, context: { turns: 3 } }, 'context'],
    ['include_issues not a boolean', { content: CLEAN, include_issues: 'yes' }, 'include_issues'],
    ['dpdp neither object nor boolean', { content: CLEAN, dpdp: 'on' }, 'dpdp'],
  ])('400 for %s, naming the field, charging nothing', async (_label, body, field) => {
    const r = await s.request('POST', PATH, { key: badKey, body });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('INVALID_REQUEST');
    expect(r.body.field).toBe(field);
    expect(await balance(badKey)).toBe(untouched);
  });

  it('400 CONTENT_TOO_LARGE past 10,000 characters (wire contract §1.7), charging nothing', async () => {
    const k = (await s.newKey()).secret;
    const ok = await s.request('POST', PATH, { key: k, body: { content: 'a'.repeat(10_000) } });
    expect(ok.status).toBe(200);
    const r = await s.request('POST', PATH, { key: k, body: { content: 'a'.repeat(10_001) } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'CONTENT_TOO_LARGE', field: 'content', limit: 10_000, actual: 10_001 });
    expect(await balance(k)).toBe(999);
  });

  it('402 and no evaluation when the balance is below the cost', async () => {
    const k = (await s.newKey({ credits: 0.5 })).secret;
    const r = await s.request('POST', PATH, { key: k, body: { content: `${CLEAN} 402` } });
    expect(r.status).toBe(402);
    expect(r.body).toMatchObject({ code: 'INSUFFICIENT_CREDITS', required: 1, balance: 0.5 });
    expect(await balance(k)).toBe(0.5);
  });

  it('GraphQL evaluate runs the same operation, cache and credits', async () => {
    const k = (await s.newKey()).secret;
    const q = `mutation($c: String!, $w: JSON) { evaluate(content: $c, dimensions: ["safety", "user_impact"], weights: $w, includeIssues: true) {
      svcScore { score confidence summary } dimensionScores { dimension score confidence issues explanation } issues { dimension description severity }
      fromCache mode policyOutcome creditsConsumed } }`;
    const r = await s.graphql(q, { c: THREAT, w: { safety: 50, user_impact: 50 } }, k);
    expect(r.body.errors).toBeUndefined();
    const e = r.body.data.evaluate;
    expect(e).toMatchObject({ fromCache: false, mode: 'basic', creditsConsumed: 1, policyOutcome: null });
    expect(e.svcScore.score).toBe(Math.round(((THREAT_SAFETY + 6.5) / 2) * 100) / 100);
    expect(e.dimensionScores.map((d: any) => d.dimension)).toEqual(['safety', 'user_impact']);
    expect(e.dimensionScores[0]).toMatchObject({ score: THREAT_SAFETY, explanation: null, issues: expect.any(Array) });
    expect(e.issues.length).toBeGreaterThan(0);
    const again = await s.graphql(q, { c: THREAT, w: { safety: 50, user_impact: 50 } }, k);
    expect(again.body.data.evaluate).toMatchObject({ fromCache: true, creditsConsumed: 0 });
    const rest = await s.request('POST', PATH, { key: k, body: { content: THREAT, dimensions: ['safety', 'user_impact'], weights: { safety: 50, user_impact: 50 } } });
    expect(rest.body.from_cache).toBe(true);
    expect(await balance(k)).toBe(999);
    const bad = await s.graphql('mutation { evaluate(content: "Hello there", mode: "fast") { creditsConsumed } }', {}, k);
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'INVALID_REQUEST', field: 'mode' });
  });
});
