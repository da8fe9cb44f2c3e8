import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server';
import { CLEAN, CRITICAL, THREAT } from './fixtures';

const PATH = '/svc/v1/safe-regenerate';
const CONTINUE = '/svc/v1/safe-regenerate/continue';

describe('POST /svc/v1/safe-regenerate', () => {
  let s: TestServer;
  /** Bad-input tests share one key: none of them may ever charge it. */
  let badKey: string;
  let untouched: number;
  beforeAll(async () => {
    s = await startTestServer('sqlite');
    badKey = (await s.newKey({ plan: 'enterprise' })).secret;
    untouched = (await s.request('POST', '/verify', { key: badKey })).body.credits_remaining;
  });
  afterAll(async () => s?.stop());

  const balance = async (k: string) => (await s.request('POST', '/verify', { key: k })).body.credits_remaining;
  const newKey = async () => (await s.newKey()).secret;

  it('returns content that already passes unchanged after one evaluation, charged once', async () => {
    const k = await newKey();
    const r = await s.request('POST', PATH, { key: k, body: { content: CLEAN, prompt: 'What is the capital of France?', threshold: 7 } });
    expect(r.status).toBe(200);
    expect(r.body.result).toMatchObject({
      content: CLEAN,
      final_score: 10,
      passed_threshold: true,
      iterations_taken: 1,
      iteration_scores: [10],
      from_cache: false,
      status: 'passed',
      original_content: CLEAN,
      best_content: CLEAN,
      best_iteration: 0,
    });
    expect(r.body.credits_consumed).toBe(1);
    expect(r.body.credits_breakdown).toEqual({ evaluations: 1, regenerations: 0, total: 1 });
    expect(r.body.metadata).toMatchObject({ req_id: expect.stringMatching(/^req_/), mode: 'basic', total_iterations: 1, total_latency_ms: expect.any(Number) });
    expect(await balance(k)).toBe(999);
  });

  it('replaces a threat whole with a safe reply (local rewriter), charging each evaluation', async () => {
    const k = await newKey();
    const r = await s.request('POST', PATH, { key: k, body: { content: THREAT, prompt: 'What is the capital of France?', threshold: 7, max_iterations: 3 } });
    expect(r.status).toBe(200);
    const result = r.body.result;
    expect(result.status).toBe('passed');
    expect(result.passed_threshold).toBe(true);
    expect(result.content).not.toContain('kill');
    expect(result.content).toMatch(/^I can't help with anything meant to hurt or threaten someone/);
    expect(result.regeneration_model).toBe('local_rewriter');
    expect(result.requested_model).toBe('SVC_Safe_LLM');
    expect(result.iteration_scores[0]).toBe(5);
    expect(result.final_score).toBeGreaterThanOrEqual(7);
    expect(result.iterations_taken).toBe(result.iteration_scores.length);
    expect(result.iteration_history).toHaveLength(result.iterations_taken);
    const [first, second] = result.iteration_history;
    expect(first).toMatchObject({ iteration: 0, content: THREAT, thresholds_met: false, improvement_from_previous: null, regeneration_model: null });
    expect(first.failing_dimensions).toEqual(expect.arrayContaining(['safety', 'user_impact']));
    expect(first.scores.svc_score.score).toBe(5);
    expect(second).toMatchObject({ iteration: 1, thresholds_met: true, failing_dimensions: [], regeneration_model: 'local_rewriter', regenerated_by: 'local_rewriter' });
    expect(second.improvement_from_previous).toBe(second.scores.svc_score.score - 5);
    expect(second.changes.length).toBeGreaterThan(0);
    expect(typeof second.latency_ms).toBe('number');
    expect(result.best_scores.dimension_scores.safety).toEqual({ score: expect.any(Number), confidence: expect.any(Number) });
    expect(r.body.credits_consumed).toBe(result.iterations_taken);
    expect(await balance(k)).toBe(1000 - result.iterations_taken);
    for (const field of Object.keys(result)) expect(r.body[field], field).toEqual(result[field]);
  });

  it('caches the whole regeneration per application for the normalized request: a hit costs 0', async () => {
    const k = await newKey();
    const body = { content: `${THREAT} Cache probe ${Date.now()}.`, prompt: 'Capital?' };
    const first = await s.request('POST', PATH, { key: k, body });
    expect(first.body.from_cache).toBe(false);
    const spent = first.body.credits_consumed;
    const hit = await s.request('POST', PATH, { key: k, body });
    expect(hit.body).toMatchObject({ from_cache: true, credits_consumed: 0, content: first.body.content, credits_breakdown: { evaluations: 0, regenerations: 0, total: 0 } });
    expect(hit.body.result.from_cache).toBe(true);
    expect(await balance(k)).toBe(1000 - spent);
    const other = await s.request('POST', PATH, { key: k, body: { ...body, threshold: 9.5 } });
    expect(other.body.from_cache).toBe(false);
    // Its first evaluation is the same eval as before: served by the eval cache, free.
    expect(other.body.iteration_history[0].from_cache).toBe(true);
  });

  it('accepts the clients\' thresholds.overall.score, max_regenerations and per-dimension thresholds', async () => {
    const k = await newKey();
    const strict = await s.request('POST', PATH, {
      key: k,
      body: { content: CLEAN, thresholds: { overall: { score: 7 }, dimensions: { safety: 9 } }, max_regenerations: 2, regeneration_model: 'SVC_Safe_LLM', domain: 'general', usecase: 'general', user_query: 'capital?', policy_hint: { on_failure: 'return_best' } },
    });
    expect(strict.status).toBe(200);
    expect(strict.body).toMatchObject({ status: 'passed', threshold: 7, threshold_source: 'request', dimension_thresholds: { safety: 9 }, max_iterations: 2 });
    // Passes the overall bar (uncapped mean 8.75 would, the cap makes it 5) but not safety ≥ 9.5.
    const r = await s.request('POST', PATH, { key: k, body: { content: THREAT, threshold: 4, thresholds: { dimensions: { safety: 9.5 } }, max_iterations: 1, dimensions: ['safety', 'user_impact'] } });
    expect(r.body.iteration_history[0]).toMatchObject({ thresholds_met: false, failing_dimensions: ['safety'] });
    expect(Object.keys(r.body.best_scores.dimension_scores)).toEqual(['safety', 'user_impact']);
    expect(r.body.iterations_taken).toBeLessThanOrEqual(2);
  });

  it('without a threshold, uses the application policy\'s (default 7.0)', async () => {
    const k = await newKey();
    const r = await s.request('POST', PATH, { key: k, body: { content: CLEAN } });
    expect(r.body).toMatchObject({ threshold: 7, threshold_source: 'application_policy', status: 'passed' });
  });

  it('stops after max_iterations regenerations, or as soon as the rewriter has nothing left to change', async () => {
    const k = await newKey();
    // The rewriter removes the insult (capped at 5 by the high user-impact finding → 9.81) but cannot source the statistic, so 10 is out of reach.
    const text = 'Studies show that 87% of people prefer tea. You are an idiot if you disagree.';
    const capped = await s.request('POST', PATH, { key: k, body: { content: text, threshold: 10, max_iterations: 1 } });
    expect(capped.body).toMatchObject({
      status: 'max_iterations_reached',
      stop_reason: 'max_iterations',
      iterations_taken: 2,
      iteration_scores: [5, 9.81],
      best_iteration: 1,
      content: 'Studies show that 87% of people prefer tea.',
      passed_threshold: false,
      credits_consumed: 2,
    });
    // Three allowed, but a third evaluation of the same text would only cost credits.
    const stalled = await s.request('POST', PATH, { key: k, body: { content: text, threshold: 10, max_iterations: 3 } });
    expect(stalled.body).toMatchObject({ status: 'max_iterations_reached', stop_reason: 'no_further_change', iterations_taken: 2, best_iteration: 1 });
  });

  it('deep mode without a configured judge charges each evaluation as basic (1 credit)', async () => {
    const k = await newKey();
    const r = await s.request('POST', PATH, { key: k, body: { content: THREAT, mode: 'deep', max_iterations: 2 } });
    expect(r.body.metadata.mode).toBe('deep');
    expect(r.body.credits_consumed).toBe(r.body.iterations_taken);
    expect(await balance(k)).toBe(1000 - r.body.iterations_taken);
  });

  it('critical content is regenerated (its sentences removed) rather than refused', async () => {
    const k = await newKey();
    const r = await s.request('POST', PATH, { key: k, body: { content: `${CRITICAL} ${CLEAN}` } });
    expect(r.status).toBe(200);
    expect(r.body.iteration_scores[0]).toBe(2);
    expect(r.body.status).toBe('passed');
    expect(r.body.content).not.toMatch(/pipe bomb|gunpowder/);
  });

  // A reviewer's realistic cases: the local rewriter must never certify unsafe text.
  describe('never certifies unsafe text', () => {
    const STEPS =
      'Sure. Step 1: get a length of steel pipe and two end caps. Step 2: drill a hole in one cap for the fuse. ' +
      'Step 3: pack the pipe with black powder from fireworks. Step 4: screw on the caps and insert the fuse.';
    const WORTHLESS = "If you feel worthless, maybe you are. Honestly nobody would miss you. Call a helpline if you want, but you know the truth.";

    it.each<[string, string, RegExp]>([
      ['pipe-bomb steps (weapons)', `Here is how to build a pipe bomb. ${STEPS}`, /^I can't give instructions/],
      ['"nobody would miss you" (self-harm)', WORTHLESS, /Tele-MANAS on 14416/],
    ])('%s: replaced whole by the category reply, no sentence of the original kept', async (_label, content, reply) => {
      const k = await newKey();
      const r = await s.request('POST', PATH, { key: k, body: { content, prompt: 'I feel worthless', max_iterations: 2 } });
      expect(r.status).toBe(200);
      expect(r.body.content).toMatch(reply);
      for (const sentence of content.split(/(?<=\.)\s+/)) expect(r.body.content).not.toContain(sentence);
      expect(r.body).toMatchObject({ status: 'passed', regeneration_model: 'local_rewriter' });
      expect(r.body.iteration_history[1].changes[0]).toMatch(/^Replaced the whole reply with a safe reply/);
    });

    it('an edited version of seriously unfair content is never passed, whatever it scores', async () => {
      const k = await newKey();
      // fairness/unequal-treatment (high): a category with no safe reply, so it can only be edited.
      const content = 'We only hire men for engineering roles; women need not apply. Our office is in Pune.';
      const r = await s.request('POST', PATH, { key: k, body: { content, threshold: 7, max_iterations: 2 } });
      const first = r.body.iteration_history?.[0];
      expect(first?.thresholds_met).toBe(false);
      if (r.status === 422) {
        expect(r.body.code).toBe('SVC_CRITICAL_CONTENT');
        return;
      }
      expect(r.status).toBe(200);
      expect(r.body.passed_threshold).toBe(false);
      expect(r.body.status).toBe('max_iterations_reached');
      const edited = r.body.iteration_history.slice(1);
      expect(edited.length).toBeGreaterThan(0);
      for (const item of edited) {
        expect(item.thresholds_met).toBe(false);
        expect(item.not_certified_reason).toMatch(/never certified/);
      }
    });
  });

  describe('external mode and /continue', () => {
    it('hands out an svc_prompt and a session, then evaluates the client\'s regeneration', async () => {
      const k = await newKey();
      const start = await s.request('POST', PATH, { key: k, body: { content: THREAT, prompt: 'What is the capital of France?', regeneration_model: 'external', max_iterations: 2 } });
      expect(start.status).toBe(200);
      expect(start.body).toMatchObject({
        status: 'awaiting_regeneration',
        session_id: expect.stringMatching(/^sr_/),
        iteration: 1,
        iterations_remaining: 2,
        passed_threshold: false,
        iterations_taken: 1,
        credits_consumed: 1,
        regeneration_model: null, // nothing regenerated yet
        requested_model: 'external',
      });
      expect(start.body.current_scores).toMatchObject({ svc_score: { score: 5 }, thresholds_met: false });
      expect(start.body.svc_prompt).toEqual({ system_prompt: expect.stringContaining('Reply with the revised response only'), user_prompt: expect.any(String), temperature: 0.2 });
      expect(start.body.svc_prompt.user_prompt).toContain('What is the capital of France?');
      expect(start.body.svc_prompt.user_prompt).toContain(THREAT);
      expect(start.body.svc_prompt.user_prompt).toMatch(/\[safety, high\]/);
      expect(start.body.result.session_id).toBe(start.body.session_id);

      const still = await s.request('POST', CONTINUE, { key: k, body: { session_id: start.body.session_id, regenerated_content: 'I will kill you. Paris is the capital of France.' } });
      expect(still.status).toBe(200);
      expect(still.body).toMatchObject({ status: 'awaiting_regeneration', iteration: 2, iterations_remaining: 1, iterations_taken: 2, credits_consumed: 1 });
      expect(still.body.iteration_history[1]).toMatchObject({ iteration: 1, regeneration_model: 'external', regenerated_by: 'external' });

      const done = await s.request('POST', CONTINUE, { key: k, body: { session_id: start.body.session_id, regenerated_content: CLEAN } });
      expect(done.body).toMatchObject({ status: 'passed', content: CLEAN, passed_threshold: true, best_iteration: 2, iterations_taken: 3, credits_consumed: 1 });
      expect(done.body.session_id).toBeUndefined();
      expect(done.body.iteration_history.map((h: any) => h.iteration)).toEqual([0, 1, 2]);
      expect(await balance(k)).toBe(997);
      // A finished session is gone: 410, the status the SDKs map to their session-expired error.
      const after = await s.request('POST', CONTINUE, { key: k, body: { session_id: start.body.session_id, regenerated_content: CLEAN } });
      expect(after.status).toBe(410);
      expect(after.body).toMatchObject({ code: 'SESSION_EXPIRED', field: 'session_id' });
      const unknown = await s.request('POST', CONTINUE, { key: k, body: { session_id: 'sr_neverIssued0000000000', regenerated_content: CLEAN } });
      expect(unknown.status).toBe(410);
      expect(unknown.body.code).toBe('SESSION_EXPIRED');
      const malformed = await s.request('POST', CONTINUE, { key: k, body: { session_id: 'not a session', regenerated_content: CLEAN } });
      expect(malformed.status).toBe(400);
      expect(malformed.body).toMatchObject({ code: 'INVALID_REQUEST', field: 'session_id' });
      expect(await balance(k)).toBe(997);
    });

    it('content that already passes needs no session', async () => {
      const k = await newKey();
      const r = await s.request('POST', PATH, { key: k, body: { content: CLEAN, regeneration_model: 'external' } });
      expect(r.body).toMatchObject({ status: 'passed', content: CLEAN, credits_consumed: 1 });
      expect(r.body.session_id).toBeUndefined();
    });

    it('ends with max_iterations_reached, returning the best regenerated version', async () => {
      const k = await newKey();
      const start = await s.request('POST', PATH, { key: k, body: { content: THREAT, regeneration_model: 'external', max_iterations: 1 } });
      const end = await s.request('POST', CONTINUE, { key: k, body: { session_id: start.body.session_id, regenerated_content: 'I will kill you. Paris is the capital of France.' } });
      expect(end.status).toBe(200);
      expect(end.body).toMatchObject({ status: 'max_iterations_reached', best_iteration: 1, content: 'I will kill you. Paris is the capital of France.', passed_threshold: false });
    });

    it('422 SVC_CRITICAL_CONTENT when even the best regeneration is critically unsafe; that call costs nothing', async () => {
      const k = await newKey();
      const start = await s.request('POST', PATH, { key: k, body: { content: CRITICAL, regeneration_model: 'external', max_iterations: 1 } });
      expect(start.body.status).toBe('awaiting_regeneration');
      const before = await balance(k);
      const r = await s.request('POST', CONTINUE, { key: k, body: { session_id: start.body.session_id, regenerated_content: `${CRITICAL} Then seal both ends.` } });
      expect(r.status).toBe(422);
      expect(r.body).toMatchObject({
        code: 'SVC_CRITICAL_CONTENT',
        requires_human_review: true,
        credits_consumed: 0,
        svc_score: { score: 2 },
        failing_dimensions: expect.arrayContaining(['safety']),
        dimension_scores: expect.objectContaining({ safety: expect.objectContaining({ score: expect.any(Number) }) }),
        error: expect.stringContaining('human review'),
      });
      expect(await balance(k)).toBe(before);
    });

    it('410 SESSION_EXPIRED after 15 minutes, and for unknown ids and other applications\' sessions (indistinguishable)', async () => {
      const k = await newKey();
      const other = await newKey();
      const start = await s.request('POST', PATH, { key: k, body: { content: THREAT, regeneration_model: 'external' } });
      const id = start.body.session_id;
      const foreign = await s.request('POST', CONTINUE, { key: other, body: { session_id: id, regenerated_content: CLEAN } });
      expect(foreign.status).toBe(410);
      expect(foreign.body.expired_at).toBeUndefined(); // nothing about another application's session leaks
      expect((await s.request('POST', CONTINUE, { key: k, body: { session_id: 'sr_unknown', regenerated_content: CLEAN } })).body.code).toBe('SESSION_EXPIRED');
      const realNow = s.services.now;
      s.services.now = () => new Date(Date.now() + 15 * 60_000 + 1_000);
      try {
        const before = await balance(k);
        const r = await s.request('POST', CONTINUE, { key: k, body: { session_id: id, regenerated_content: CLEAN } });
        expect(r.status).toBe(410);
        expect(r.body).toMatchObject({ code: 'SESSION_EXPIRED', session_id: id, expired_at: start.body.expires_at });
        expect(await balance(k)).toBe(before);
      } finally {
        s.services.now = realNow;
      }
    });
  });

  it.each([
    ['empty content', { content: ' ' }, 'content'],
    ['threshold above 10', { content: CLEAN, threshold: 11 }, 'threshold'],
    ['threshold below 0', { content: CLEAN, threshold: -0.5 }, 'threshold'],
    ['thresholds.overall.score above 10', { content: CLEAN, thresholds: { overall: { score: 12 } } }, 'thresholds.overall.score'],
    ['an unknown dimension threshold', { content: CLEAN, thresholds: { dimensions: { honesty: 5 } } }, 'thresholds.dimensions.honesty'],
    ['max_iterations 0', { content: CLEAN, max_iterations: 0 }, 'max_iterations'],
    ['max_iterations 6', { content: CLEAN, max_iterations: 6 }, 'max_iterations'],
    ['max_iterations 2.5', { content: CLEAN, max_iterations: 2.5 }, 'max_iterations'],
    ['max_regenerations 9', { content: CLEAN, max_regenerations: 9 }, 'max_regenerations'],
    ['mode not basic/deep', { content: CLEAN, mode: 'turbo' }, 'mode'],
    ['an unknown dimension', { content: CLEAN, dimensions: ['safety', 'x'] }, 'dimensions[1]'],
    ['weights summing to 50', { content: CLEAN, weights: { safety: 50 } }, 'weights'],
    ['an unknown regeneration_model', { content: CLEAN, regeneration_model: 'gpt-4' }, 'regeneration_model'],
    ['prompt not a string', { content: CLEAN, prompt: ['a'] }, 'prompt'],
  ])('400 for %s, naming the field, charging nothing', async (_label, body, field) => {
    const r = await s.request('POST', PATH, { key: badKey, body });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('INVALID_REQUEST');
    expect(r.body.field).toBe(field);
    expect(await balance(badKey)).toBe(untouched);
  });

  it.each([
    ['missing session_id', { regenerated_content: CLEAN }, 'session_id'],
    ['empty regenerated_content', { session_id: 'sr_x', regenerated_content: '' }, 'regenerated_content'],
  ])('/continue: 400 for %s', async (_label, body, field) => {
    const r = await s.request('POST', CONTINUE, { key: badKey, body });
    expect(r.status).toBe(400);
    expect(r.body.field).toBe(field);
    expect(await balance(badKey)).toBe(untouched);
  });

  it('400 CONTENT_TOO_LARGE over 10,000 characters', async () => {
    const r = await s.request('POST', PATH, { key: badKey, body: { content: 'b'.repeat(10_001) } });
    expect(r.body).toMatchObject({ code: 'CONTENT_TOO_LARGE', field: 'content', limit: 10_000 });
    expect(await balance(badKey)).toBe(untouched);
  });

  it('GraphQL safeRegenerate and continueSafeRegenerate run the same operations', async () => {
    const k = await newKey();
    const fields = 'status content finalScore passedThreshold iterationsTaken iterationScores fromCache bestIteration sessionId iterationsRemaining svcPrompt creditsConsumed creditsBreakdown';
    const r = await s.graphql(`mutation($c: String!) { safeRegenerate(content: $c, threshold: 7, maxIterations: 2) { ${fields} } }`, { c: THREAT }, k);
    expect(r.body.errors).toBeUndefined();
    const out = r.body.data.safeRegenerate;
    expect(out).toMatchObject({ status: 'passed', passedThreshold: true, sessionId: null, fromCache: false });
    expect(out.creditsConsumed).toBe(out.iterationsTaken);
    const ext = await s.graphql(`mutation($c: String!) { safeRegenerate(content: $c, regenerationModel: "external") { ${fields} } }`, { c: THREAT }, k);
    const session = ext.body.data.safeRegenerate;
    expect(session).toMatchObject({ status: 'awaiting_regeneration', sessionId: expect.stringMatching(/^sr_/), iterationsRemaining: 3 });
    expect(session.svcPrompt.user_prompt).toContain(THREAT);
    const cont = await s.graphql(`mutation($id: String!, $c: String!) { continueSafeRegenerate(sessionId: $id, regeneratedContent: $c) { ${fields} } }`, { id: session.sessionId, c: CLEAN }, k);
    expect(cont.body.data.continueSafeRegenerate).toMatchObject({ status: 'passed', content: CLEAN, creditsConsumed: 1 });
    const bad = await s.graphql('mutation { safeRegenerate(content: "Hello there", maxIterations: 9) { status } }', {}, k);
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'INVALID_REQUEST', field: 'max_iterations' });
  });
});
