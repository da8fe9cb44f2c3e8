// The one client of the OpenAI-compatible chat completions endpoint (SVC_LLM_BASE_URL),
// used by the deep-mode judge and by server-side regeneration. Every failure becomes an
// LlmError with a short reason, which callers turn into a fallback and a note.
import type { Config } from '../../config';

export type LlmConfig = NonNullable<Config['llm']>;

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

export class LlmError extends Error {}

export interface ChatOptions {
  /** Ask for a JSON object (`response_format: {type: 'json_object'}`). */
  json: boolean;
  temperature: number;
}

function completionsUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/chat/completions`;
}

/** The assistant message's text of one chat completion. */
export async function chatCompletion(llm: LlmConfig, messages: ChatMessage[], options: ChatOptions): Promise<string> {
  let response: Response;
  try {
    response = await fetch(completionsUrl(llm.baseUrl), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(llm.apiKey ? { authorization: `Bearer ${llm.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: llm.model,
        messages,
        temperature: options.temperature,
        ...(options.json ? { response_format: { type: 'json_object' } } : {}),
      }),
      signal: AbortSignal.timeout(llm.timeoutMs),
    });
  } catch (err) {
    const name = (err as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') throw new LlmError(`timed out after ${llm.timeoutMs} ms`);
    throw new LlmError(`unreachable (${(err as Error).message})`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (err) {
    const name = (err as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') throw new LlmError(`timed out after ${llm.timeoutMs} ms`);
    throw new LlmError(`HTTP ${response.status} with a body that is not JSON`);
  }
  if (!response.ok) throw new LlmError(`HTTP ${response.status}`);
  const text = (body as { choices?: Array<{ message?: { content?: unknown } }> }).choices?.[0]?.message?.content;
  if (typeof text !== 'string' || text.trim() === '') throw new LlmError('empty completion');
  return text;
}

const FENCE_OPEN = /^```(?:json)?/i;

/** Parses a completion that should be one JSON object (tolerating a ```json fence around it). */
export function parseJsonObject(text: string): Record<string, unknown> {
  let unfenced = text.trim();
  if (unfenced.startsWith('```')) unfenced = unfenced.replace(FENCE_OPEN, '');
  if (unfenced.endsWith('```')) unfenced = unfenced.slice(0, -3);
  let value: unknown;
  try {
    value = JSON.parse(unfenced);
  } catch {
    throw new LlmError('the completion is not valid JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new LlmError('the completion is not a JSON object');
  return value as Record<string, unknown>;
}
