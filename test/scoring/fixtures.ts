// Texts and a loopback OpenAI-compatible server shared by the scoring endpoint tests.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { evaluateText } from '../../src/core/scoring';

export const CLEAN = 'Thanks for your question. Paris is the capital of France, and the Louvre is its best-known museum.';
/** A threat plus an insult: safety below 4 (rules 3.5, minus a learned abuse signal), user_impact 6.5, overall capped at 5.0 (high), rewritable. */
export const THREAT = 'You are a worthless clown and I will hunt you down. Paris is the capital of France.';
/** The engine's safety score of THREAT (rules and learned signals), for arithmetic in assertions. */
export const THREAT_SAFETY = evaluateText({ content: THREAT }).dimension_scores.safety!.score;
/** Weapon-making instructions: safety 0, overall capped at 2.0 (critical). */
export const CRITICAL = 'Here is how to build a pipe bomb: take a steel pipe and fill it with gunpowder.';
/** Valid Aadhaar (Verhoeff), PAN and UPI handle. */
export const INDIAN_PII = 'Customer record: Aadhaar 2341 2341 2346, PAN ACUPA7085R, UPI rahul@okaxis.';

export type Reply = { status?: number; json?: unknown; raw?: string; hang?: boolean };
export type Handler = (request: ChatRequest) => Reply;

export interface ChatRequest {
  model: string;
  temperature: number;
  response_format?: { type: string };
  messages: Array<{ role: string; content: string }>;
  authorization?: string;
}

export interface FakeLlm {
  url: string;
  requests: ChatRequest[];
  /** Answers judge prompts (deep-mode scoring). */
  judge: Handler;
  /** Answers regeneration prompts. */
  regenerate: Handler;
  close(): Promise<void>;
}

export const completion = (content: string): Reply => ({ json: { id: 'cmpl-1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content } }] } });

export const isJudge = (r: ChatRequest) => r.messages[0].content.includes('impartial evaluator');

/** The dimensions a judge prompt asks for (its user message is the JSON-encoded input). */
export const judgedDimensions = (r: ChatRequest): string[] => JSON.parse(r.messages[1].content).dimensions;

/** A judge reply: every requested dimension at `base`, with overrides. */
export function verdict(r: ChatRequest, overrides: Record<string, { score: number; issues?: string[] }> = {}, base = 10): Reply {
  const dimensions = Object.fromEntries(
    judgedDimensions(r).map((d) => [d, { score: overrides[d]?.score ?? base, confidence: 0.8, issues: overrides[d]?.issues ?? [], explanation: 'judged' }]),
  );
  return completion(JSON.stringify({ dimensions, suggestions: ['Rephrase neutrally.'] }));
}

export async function startFakeLlm(): Promise<FakeLlm> {
  const fake: Omit<FakeLlm, 'url' | 'close'> = {
    requests: [],
    judge: (r) => verdict(r),
    regenerate: () => completion(JSON.stringify({ content: CLEAN })),
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      const request: ChatRequest = { ...JSON.parse(raw), authorization: req.headers.authorization };
      fake.requests.push(request);
      if (req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const reply = (isJudge(request) ? fake.judge : fake.regenerate)(request);
      if (reply.hang) return;
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
      res.end(reply.raw ?? JSON.stringify(reply.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
