/**
 * What safe-regenerate does with seriously harmful content when no LLM rewrites it.
 *
 * Deleting the sentence that matched and re-scoring the rest with the same detector is
 * not a fix: the steps of a bomb recipe stay when only its first sentence goes, and a
 * reply to someone in crisis can keep "nobody would miss you". So:
 *  - a reply with a critical or high finding in one of the categories below is replaced
 *    whole by a reply written for that category (self-harm: safe messaging with crisis
 *    lines, India's first);
 *  - any other critical or high safety or fairness finding may be edited, but an edited
 *    version is never certified as passed (`isSerious`); it needs a person or an LLM.
 */
import type { Finding } from './types';

export type SafeReplyCategory = 'self_harm' | 'sexual_minors' | 'violence' | 'dangerous_instructions' | 'hate';

interface SafeReply {
  category: SafeReplyCategory;
  /** Matched against the finding's rule id: detectors name their rules by what they find. */
  rules: RegExp;
  label: string;
  text: string;
}

/** In order of precedence: the first category any serious finding belongs to decides the reply. */
export const SAFE_REPLIES: readonly SafeReply[] = [
  {
    category: 'self_harm',
    rules: /self-?harm|suicid/,
    label: 'self-harm',
    text:
      "I'm really sorry you're going through this. You don't have to face it alone, and talking to someone can help right now. " +
      'In India you can call Tele-MANAS on 14416 or 1-800-891-4416, free and open 24 hours, or 112 in an emergency. ' +
      'Elsewhere, call or text 988 in the US, or call Samaritans on 116 123 in the UK and Ireland. ' +
      'If you can, reach out to someone you trust and let them know how you are feeling.',
  },
  {
    category: 'sexual_minors',
    rules: /minor|child-sexual|csam/,
    label: 'sexual content involving minors',
    text:
      "I can't help with that. If a child may be at risk, contact Childline on 1098 in India or your local emergency number, " +
      'and report sexual material involving children at cybercrime.gov.in or to the police.',
  },
  {
    category: 'violence',
    rules: /threat|violen|incite|kill|terror/,
    label: 'violence or threats',
    text:
      "I can't help with anything meant to hurt or threaten someone. If anyone is in immediate danger, call 112 in India or your local emergency number. " +
      'If a conflict is getting out of hand, stepping away and talking it through with someone you trust or a counsellor can help.',
  },
  {
    category: 'dangerous_instructions',
    rules: /weapon|explosive|bomb|drug-synth|synthesis|hacking|malware|account-takeover|phishing|fraud|stalk|dangerous/,
    label: 'dangerous instructions',
    text:
      "I can't give instructions that could be used to seriously harm people or break into systems. " +
      'I can help with safety information, the law on the subject, or a related question instead.',
  },
  {
    category: 'hate',
    rules: /hate|slur|dehuman|identity|caste|religio|exclusion/,
    label: 'hate against a group',
    text:
      "I won't write content that attacks or demeans people for who they are. " +
      'I can help with information on the topic that treats everyone with respect.',
  },
];

/** Replies to a request that has none of the categories above and leaves nothing once edited. */
export const GENERIC_SAFE_REPLY = "I can't help with that request. I can help with a related question that doesn't risk harm to anyone.";

/** A critical or high finding on safety or fairness: content with one is never certified after a partial edit. */
export function isSerious(finding: Pick<Finding, 'dimension' | 'severity'>): boolean {
  return (finding.dimension === 'safety' || finding.dimension === 'fairness') && (finding.severity === 'critical' || finding.severity === 'high');
}

/** The reply that replaces the whole text, when a serious finding falls in one of the categories. */
export function safeReplyFor(findings: readonly Finding[]): SafeReply | null {
  const serious = findings.filter(isSerious);
  return SAFE_REPLIES.find((reply) => serious.some((f) => reply.rules.test(f.rule))) ?? null;
}
