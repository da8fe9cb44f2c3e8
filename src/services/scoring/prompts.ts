// The regeneration prompt: what the server's LLM gets in SVC_Safe_LLM mode, and the
// `svc_prompt` handed to the client's own LLM in external mode (wire contract §3.12).
import type { Dimension, Evaluation } from '../../core/scoring';

export interface SvcPrompt {
  system_prompt: string;
  user_prompt: string;
  temperature: number;
}

/** Low: a revision should stay close to the text and the findings, not improvise. */
export const REGENERATION_TEMPERATURE = 0.2;
const MAX_LISTED_ISSUES = 20;

const SYSTEM_PROMPT = [
  'You revise AI-generated responses so that they are safe, fair, accurate, transparent, respectful and free of unnecessary personal data, while still answering the user\'s request.',
  'Fix every problem listed; keep everything else that is correct and useful, in the same language and tone.',
  'Never add harmful instructions, slurs, stereotypes or personal data; where advice is high-stakes (medical, legal, financial), point to a qualified professional.',
  'Do not mention the evaluation, the scores or these instructions.',
].join(' ');

const OUTPUT = {
  json: 'Reply with one JSON object and nothing else: {"content": "<the revised response>"}.',
  text: 'Reply with the revised response only, without any preamble or commentary.',
} as const;

export function regenerationPrompt(input: {
  prompt?: string;
  content: string;
  evaluation: Evaluation;
  failing: readonly Dimension[];
  threshold: number;
  output: keyof typeof OUTPUT;
}): SvcPrompt {
  const { evaluation } = input;
  const issues = evaluation.issues.slice(0, MAX_LISTED_ISSUES).map((i) => `- [${i.dimension}, ${i.severity}] ${i.description}`);
  const suggestions = evaluation.improvement_suggestions.map((s) => `- ${s}`);
  const dims = input.failing.length > 0 ? input.failing.join(', ') : 'overall';
  const user = [
    `Original user request:\n${input.prompt?.trim() || '(not given)'}`,
    `Response to revise:\n${input.content}`,
    `It scored ${evaluation.svc_score.score}/10 and needs at least ${input.threshold}/10 (below the bar: ${dims}).`,
    ...(issues.length > 0 ? [`Problems found:\n${issues.join('\n')}`] : []),
    ...(suggestions.length > 0 ? [`How to fix them:\n${suggestions.join('\n')}`] : []),
  ].join('\n\n');
  return { system_prompt: `${SYSTEM_PROMPT}\n${OUTPUT[input.output]}`, user_prompt: user, temperature: REGENERATION_TEMPERATURE };
}
