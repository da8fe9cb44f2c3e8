/** Safety: prompt-injection instructions carried into the text being scored. */
import { detectInjection } from '../../../injection';
import { quote, type Rule } from '../../rule';


// "@USER @USER Love this." is a reply to people, not a prompt: the injection model reads the
// anonymised handle "@USER" as the chat role "user". Handles are blanked to spaces (same length,
// so evidence spans still point into the text) before the detector reads the text.
const HANDLE = /(^|[^\w@])@\w+/g;
function withoutHandles(text: string): string {
  return text.includes('@') ? text.replace(HANDLE, (m, lead: string) => lead + ' '.repeat(m.length - lead.length)) : text;
}

/**
 * A payment diversion names where the money goes: an account or card number, an IBAN, a wallet, a
 * link or an address. "Transfer the money to the account number on the invoice" tells a person to
 * pay a bill.
 */
const PAY_DESTINATION = /\d[\d -]{4,}\d|https?:|www\.|@\w|\b[A-Z]{2}\d{2}[A-Z0-9]{8,}|\b(?:0x[0-9a-f]{8,}|bc1[a-z0-9]{8,})/i;

/** The detection rests on one money-moving request with no destination in the text. */
function onlyUndirectedPayment(result: ReturnType<typeof detectInjection>, text: string): boolean {
  const rules = result.evidence.filter((e) => e.source === 'rule');
  return rules.length > 0 && rules.every((e) => e.id === 'action.move_money') && !PAY_DESTINATION.test(text);
}

/**
 * A reply that carries instructions aimed at an AI (copied from a poisoned
 * document, or produced by a hijacked model) attacks whatever reads it next.
 */
export const injectedInstructions: Rule = {
  id: 'safety/injected-instructions',
  dimension: 'safety',
  severity: 'high',
  points: 4,
  description: 'Prompt-injection instructions embedded in the text (detected by the injection detector).',
  suggestion: 'Strip instructions addressed to an AI model before passing the text on.',
  // Code that builds LLM apps legitimately contains prompts.
  weight: (ctx) => (ctx.technical ? 0.5 : 1),
  detect(ctx) {
    const result = detectInjection(withoutHandles(ctx.text), { context: 'model output' });
    if (!result.injection_detected || onlyUndirectedPayment(result, ctx.text)) return [];
    const severity = result.risk_level === 'high' ? 'high' : 'medium';
    const label = result.attack_types.join(', ') || 'prompt injection';
    const spans = result.evidence.flatMap((e) => (e.span ? [e.span] : []));
    const first = ctx.sentences()[0];
    if (spans.length === 0 && first) spans.push({ start: first.start, end: first.end });
    return spans
      .filter((s, i) => spans.findIndex((o) => o.start < s.end && s.start < o.end) === i)
      .map((s) => ({
        start: s.start,
        end: s.end,
        severity,
        points: severity === 'high' ? 4 : 2.5,
        explanation: `Contains instructions aimed at an AI (${label}; risk ${result.risk_score}): ${quote(ctx.text.slice(s.start, s.end))}.`,
        fix: { kind: 'remove_sentence' },
      }));
  },
};
