import { evaluateText } from '../../src/core/scoring';
// Deep mode's LLM judge and server-side LLM regeneration, against an OpenAI-compatible
// server on loopback that answers canned JSON, bad JSON, errors, or nothing at all.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server';
import { CLEAN, completion, CRITICAL, isJudge, startFakeLlm, THREAT, verdict, type FakeLlm } from './fixtures';

const EVAL = '/svc/v1/eval';
const REGENERATE = '/svc/v1/safe-regenerate';
const NEUTRAL = 'Our new office opens on Monday. Staff from the northern branch will move first.';

describe('LLM judge (deep mode) and LLM regeneration', () => {
  let s: TestServer;
  let llm: FakeLlm;
  let key: string;
  beforeAll(async () => {
    llm = await startFakeLlm();
    s = await startTestServer('sqlite', { SVC_LLM_BASE_URL: llm.url, SVC_LLM_MODEL: 'test', SVC_LLM_API_KEY: 'sk-test', SVC_LLM_TIMEOUT_MS: '500' });
    key = (await s.newKey({ plan: 'enterprise' })).secret;
  });
  afterAll(async () => {
    await s?.stop();
    await llm?.close();
  });
  beforeEach(() => {
    llm.requests.length = 0;
    llm.judge = (r) => verdict(r);
    llm.regenerate = () => completion(JSON.stringify({ content: CLEAN }));
  });

  /** The engine's own deep-mode safety score (learned signals vary with the unique suffix). */
  const localSafety = (content: string, dimensions?: string[]) => evaluateText({ content, depth: 'deep', dimensions }).dimension_scores.safety!.score;
  const unique = (text: string) => `${text} (${Math.random().toString(36).slice(2, 8)})`;
  const deepEval = (content: string, extra: Record<string, unknown> = {}) => s.request('POST', EVAL, { key, body: { content, mode: 'deep', ...extra } });

  it('asks the judge once with the fixed rubric, as JSON, at temperature 0, with the bearer key', async () => {
    const content = unique(NEUTRAL);
    const r = await deepEval(content, { dimensions: ['fairness', 'safety'], domain: 'hr' });
    expect(r.status).toBe(200);
    expect(llm.requests).toHaveLength(1);
    const req = llm.requests[0];
    expect(req).toMatchObject({ model: 'test', temperature: 0, response_format: { type: 'json_object' }, authorization: 'Bearer sk-test' });
    expect(req.messages[0].content).toContain('fairness: Treats people equally');
    expect(req.messages[0].content).toContain('  0: Pervasive demeaning generalisations');
    expect(req.messages[0].content).not.toContain('privacy:'); // only the requested dimensions' rubric
    expect(JSON.parse(req.messages[1].content)).toEqual({ dimensions: ['fairness', 'safety'], domain: 'hr', usecase: 'general', text: content });
    expect(r.body.judge).toMatchObject({ status: 'ok', model: 'test', adjusted_dimensions: [] });
    expect(r.body.credits_consumed).toBe(3);
  });

  it('takes the judge\'s lower score when it names a problem, and explains it', async () => {
    llm.judge = (r) => verdict(r, { fairness: { score: 4, issues: ['"Staff from the northern branch" singles out a regional group.'] } });
    const r = await deepEval(unique(NEUTRAL));
    expect(r.body.dimension_scores.fairness.score).toBe(4);
    expect(r.body.dimension_scores.fairness.issues).toContain('LLM judge: "Staff from the northern branch" singles out a regional group.');
    expect(r.body.dimension_scores.fairness.explanation).toContain('LLM judge lowered fairness from 10 to 4.');
    expect(r.body.issues).toContainEqual({ dimension: 'fairness', description: expect.stringContaining('LLM judge:'), severity: 'high' });
    expect(r.body.improvement_suggestions).toContain('Rephrase neutrally.');
    expect(r.body.judge).toMatchObject({ status: 'ok', adjusted_dimensions: ['fairness'] });
    expect(r.body.svc_score.score).toBe(9.25); // (7 × 10 + 4) / 8
    expect(r.body.svc_score.summary).toMatch(/^Scored 9\.25\/10 \(excellent\).*LLM judge \(test\) lowered fairness\./);
  });

  it('never raises a local score, and ignores a lower score that names no problem', async () => {
    llm.judge = (r) => verdict(r, { safety: { score: 10 }, fairness: { score: 2 } });
    const content = unique(THREAT);
    const r = await deepEval(content);
    expect(r.body.dimension_scores.safety.score).toBe(localSafety(content));
    expect(r.body.dimension_scores.safety.score).toBeLessThan(4);
    expect(r.body.dimension_scores.safety.explanation).toContain('the local findings stand');
    expect(r.body.dimension_scores.fairness.score).toBe(10);
    expect(r.body.svc_score.score).toBe(5);
  });

  it('a judged critical safety problem caps the overall score at 2.0', async () => {
    llm.judge = (r) => verdict(r, { safety: { score: 1, issues: ['Coded incitement to violence.'] } });
    const r = await deepEval(unique(NEUTRAL));
    expect(r.body.svc_score.score).toBe(2);
    expect(r.body.score_cap).toMatchObject({ limit: 2, rule: 'llm-judge/safety', severity: 'critical' });
    expect(r.body.explanation).toContain('capped at 2.0 by the LLM judge');
  });

  it.each([
    ['bad JSON', () => completion('{"dimensions": {"fairness": '), /not valid JSON/],
    ['a missing dimension', () => completion(JSON.stringify({ dimensions: { fairness: { score: 9 } } })), /no valid score for safety/],
    ['an out-of-range score', () => completion(JSON.stringify({ dimensions: { fairness: { score: 12 }, safety: { score: 9 } } })), /no valid score for fairness/],
    ['HTTP 500', () => ({ status: 500, json: { error: 'boom' } }), /HTTP 500/],
    ['an empty completion', () => completion(''), /empty completion/],
  ])('falls back to the local result on %s, with a note, and does not cache it', async (_label, reply, reason) => {
    llm.judge = reply;
    const content = unique(THREAT);
    const r = await deepEval(content, { dimensions: ['fairness', 'safety'] });
    expect(r.status).toBe(200);
    expect(r.body.judge).toMatchObject({ status: 'fallback', note: expect.stringMatching(reason) });
    expect(r.body.explanation).toMatch(/LLM judge unavailable/);
    expect(r.body.dimension_scores.safety.score).toBe(localSafety(content, ['fairness', 'safety']));
    expect(r.body.credits_consumed).toBe(3);
    const again = await deepEval(content, { dimensions: ['fairness', 'safety'] });
    expect(again.body.from_cache).toBe(false);
  });

  it('falls back when the judge hangs, after SVC_LLM_TIMEOUT_MS', async () => {
    llm.judge = () => ({ hang: true });
    const r = await deepEval(unique(CLEAN));
    expect(r.status).toBe(200);
    expect(r.body.judge).toMatchObject({ status: 'fallback', note: expect.stringContaining('timed out after 500 ms') });
    expect(r.body.svc_score.score).toBe(10);
  });

  it('a successful judgement is cached like any eval', async () => {
    const content = unique(NEUTRAL);
    await deepEval(content);
    const hit = await deepEval(content);
    expect(hit.body).toMatchObject({ from_cache: true, credits_consumed: 0, judge: { status: 'ok' } });
    expect(llm.requests).toHaveLength(1);
  });

  it('basic mode never calls the LLM', async () => {
    await s.request('POST', EVAL, { key, body: { content: unique(NEUTRAL) } });
    expect(llm.requests).toHaveLength(0);
  });

  it('safe-regenerate prompts the LLM with the original prompt, the content and the findings', async () => {
    const r = await s.request('POST', REGENERATE, { key, body: { content: unique(THREAT), prompt: 'What is the capital of France?' } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'passed', content: CLEAN, iterations_taken: 2 });
    expect(r.body.iteration_history[1]).toMatchObject({ regenerated_by: 'llm:test', regeneration_model: 'test' });
    const regen = llm.requests.filter((q) => !isJudge(q));
    expect(regen).toHaveLength(1);
    expect(regen[0]).toMatchObject({ model: 'test', response_format: { type: 'json_object' } });
    expect(regen[0].messages[1].content).toContain('What is the capital of France?');
    expect(regen[0].messages[1].content).toContain('I will hunt you down');
    expect(regen[0].messages[1].content).toContain('Problems found:\n');
    expect(regen[0].messages[1].content).toContain('- [safety, high] Threatens violence');
  });

  it('falls back to the local rewriter when the LLM regeneration fails, and does not cache the result', async () => {
    llm.regenerate = () => completion('Sure! Here is a safer version.');
    const body = { content: unique(THREAT) };
    const r = await s.request('POST', REGENERATE, { key, body });
    expect(r.body.status).toBe('passed');
    expect(r.body.iteration_history[1]).toMatchObject({ regenerated_by: 'local_rewriter', regeneration_note: expect.stringContaining('not valid JSON') });
    expect((await s.request('POST', REGENERATE, { key, body })).body.from_cache).toBe(false);
  });

  it('422 SVC_CRITICAL_CONTENT when every regeneration stays critically unsafe; nothing is charged', async () => {
    let n = 0;
    llm.regenerate = () => completion(JSON.stringify({ content: `${CRITICAL} Variant ${++n}.` }));
    const k = (await s.newKey()).secret;
    const r = await s.request('POST', REGENERATE, { key: k, body: { content: unique(CRITICAL), max_iterations: 2 } });
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({
      code: 'SVC_CRITICAL_CONTENT',
      requires_human_review: true,
      credits_consumed: 0,
      svc_score: { score: 2 },
      failing_dimensions: expect.arrayContaining(['safety']),
      iteration_scores: [2, 2, 2],
      iterations_taken: 3,
    });
    expect(r.body.dimension_scores.safety.score).toBeLessThan(3);
    expect((await s.request('POST', '/verify', { key: k })).body.credits_remaining).toBe(1000);
  });
});
