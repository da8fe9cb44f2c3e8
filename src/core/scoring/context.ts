import type { PiiFinding } from '../pii';
import type { RuleContext, Segment } from './rule';
import type { Depth, Domain, Usecase } from './types';

export const DOMAINS: readonly Domain[] = ['general', 'healthcare', 'finance', 'legal', 'education', 'code', 'hr'];
export const USECASES: readonly Usecase[] = [
  'general',
  'chatbot',
  'content_generation',
  'summarization',
  'translation',
  'code_generation',
];

const HIGH_STAKES_DOMAINS: ReadonlySet<Domain> = new Set(['healthcare', 'finance', 'legal', 'hr']);

/** Unknown values fall back to `general`: the caller validates, the engine never throws on a hint. */
export function normalizeDomain(value: string | undefined): Domain {
  const v = value?.trim().toLowerCase();
  return (DOMAINS as readonly string[]).includes(v ?? '') ? (v as Domain) : 'general';
}

export function normalizeUsecase(value: string | undefined): Usecase {
  const v = value?.trim().toLowerCase();
  return (USECASES as readonly string[]).includes(v ?? '') ? (v as Usecase) : 'general';
}

// A period followed by a non-space (3.5, e.g., example.com) does not end a sentence.
const SENTENCE = /(?:[^.!?\n]|[.!?](?=\S))+[.!?]*/g;
const PARAGRAPH = /[^\n]+(?:\n(?!\s*\n)[^\n]*)*/g;
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

function splitSegments(text: string, re: RegExp): Segment[] {
  const out: Segment[] = [];
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    if (m[0].length === 0) {
      re.lastIndex++;
      continue;
    }
    // Trim leading whitespace so segment text and span agree.
    const lead = m[0].length - m[0].trimStart().length;
    const body = m[0].trim();
    if (body.length > 0) out.push({ start: m.index + lead, end: m.index + lead + body.length, text: body });
  }
  return out;
}

export function countWords(text: string): number {
  WORD.lastIndex = 0;
  let n = 0;
  while (WORD.exec(text) !== null) n++;
  return n;
}

export function splitSentences(text: string): Segment[] {
  return splitSegments(text, SENTENCE);
}

export function splitParagraphs(text: string): Segment[] {
  return splitSegments(text, PARAGRAPH);
}

/** The memo key of the text's PII findings (scanPii with default options and the context's phone regions). */
export const PII_MEMO = 'pii';

export function createRuleContext(input: {
  text: string;
  domain?: string;
  usecase?: string;
  depth?: Depth;
  context?: string;
  /** scanPii(text), already run by the caller (EvaluateInput.piiFindings). */
  piiFindings?: PiiFinding[];
  phoneRegions?: readonly string[];
}): RuleContext {
  const domain = normalizeDomain(input.domain);
  const usecase = normalizeUsecase(input.usecase);
  let sentences: Segment[] | undefined;
  let paragraphs: Segment[] | undefined;
  const cache = new Map<string, unknown>();
  if (input.piiFindings) cache.set(PII_MEMO, input.piiFindings);
  return {
    text: input.text,
    domain,
    usecase,
    depth: input.depth === 'deep' ? 'deep' : 'basic',
    context: input.context ?? '',
    highStakes: HIGH_STAKES_DOMAINS.has(domain),
    technical: domain === 'code' || usecase === 'code_generation',
    wordCount: countWords(input.text),
    ...(input.phoneRegions ? { phoneRegions: input.phoneRegions } : {}),
    sentences: () => (sentences ??= splitSentences(input.text)),
    paragraphs: () => (paragraphs ??= splitParagraphs(input.text)),
    memo<T>(key: string, compute: () => T): T {
      if (!cache.has(key)) cache.set(key, compute());
      return cache.get(key) as T;
    },
  };
}
