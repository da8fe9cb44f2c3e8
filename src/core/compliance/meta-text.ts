// Text *about* the law is not a system doing what the law describes: "this article explains
// Art. 22", "the AI Act bans social scoring", "under Art. 5, emotion recognition at work is
// prohibited". Sentences with such explanatory, educational or news framing are not evidence
// of the practices they name, so the signal scan skips them.

/** Framing cues, as data. Each is linear-time (bounded gaps only). */
export const META_TEXT_CUES: readonly { id: string; pattern: RegExp; allowsFirstPerson?: boolean }[] = [
  {
    id: 'explainer',
    allowsFirstPerson: true,
    pattern:
      /\b(?:this|the following|our|in this) (?:article|post|blog(?: post)?|guide|explainer|overview|primer|newsletter|piece|chapter|lecture|course|module|white ?paper|paper|video|episode|faq|tutorial)\b[^.]{0,40}\b(?:explains?|describes?|covers?|discuss(?:es)?|summari[sz]es?|outlines?|looks? at|examines?|reviews?|introduces?|walks? (?:you )?through|we (?:explain|look at|discuss|cover))\b/i,
  },
  {
    id: 'law-as-subject',
    pattern:
      /\b(?:the (?:EU )?AI Act|the GDPR|GDPR|the DPDP Act|DPDP|HIPAA|the CCPA|CCPA|CPRA|the (?:law|regulation|directive|act)|Art(?:icle|\.)? ?\d+[a-z0-9()]*(?: of the (?:GDPR|AI Act|EU AI Act|DPDP Act))?|Section \d+[a-z0-9()]*|S\. ?\d+[a-z0-9()]*)\s+(?:bans|prohibits|forbids|outlaws|classifies|lists|defines|gives|grants)\b/i,
  },
  {
    id: 'prohibited-under',
    pattern:
      /\b(?:is|are|was|were|been|be) (?:strictly |generally )?(?:(?:prohibited|banned|forbidden|outlawed) (?:under|by|in) (?:the )?(?:EU |law|AI Act|Act|GDPR|DPDP|HIPAA|CCPA|Art)|an? (?:prohibited|banned) (?:AI )?practice)/i,
  },
  { id: 'under-the-law', pattern: /\b(?:under|according to|as per|pursuant to) (?:the )?(?:EU AI Act|AI Act|GDPR|DPDP Act|HIPAA|CCPA|Art(?:icle|\.)? ?\d+)\b[^.]{0,120}\b(?:prohibit|ban|forbid|is not allowed|are not allowed|high[- ]risk)/i },
  { id: 'news', pattern: /\b(?:regulators?|the (?:Board|authority|commission|CNIL|ICO|FTC|DPC)) (?:fined|has fined|warned|investigated|opened an investigation)\b|\bwas fined\b/i },
  { id: 'quoted-law', pattern: /["“][^"”]{0,300}\bshall (?:not )?(?:be|ensure|implement|provide|notify|take)\b[^"”]{0,300}["”]/i },
  // Hindi and Hinglish framings.
  { id: 'explainer-hi', allowsFirstPerson: true, pattern: /(?:यह|इस) (?:लेख|ब्लॉग|पोस्ट|गाइड)|\b(?:ye|yeh|is|iss) (?:article|blog|post|guide|video)\b[^.।]{0,40}\b(?:mein|me|main)\b/i },
  { id: 'law-as-subject-hi', pattern: /(?:के तहत|के अंतर्गत|कानून)[^.।]{0,80}(?:प्रतिबंधित|वर्जित|बैन|मना)|\b(?:ke tahat|ke under|kanoon|act)\b[^.।]{0,80}\b(?:ban|banned|prohibited|mana|allowed nahi|illegal)\b/i },
];

export interface Range {
  start: number;
  end: number;
}

/** A sentence; a period before a digit ("Art. 5", "S.8(6)") does not end it, and a closing
 * quote after the full stop belongs to it. */
const SENTENCE = /(?:[^.!?।\n]|\.(?=\s?\d))+(?:[.!?।]["”’']?)?/g;

/** "we", "our": the writer describes their own system. It defeats every cue except an explainer
 * framing ("in this post we explain …"): "the AI Act bans social scoring, yet our platform
 * scores citizens" is a system, not an explanation. */
const FIRST_PERSON = /\b(?:we|our|us|hum|hamara|hamare|humara)\b|हम|हमारा|हमारे/i;

function isMeta(sentence: string): boolean {
  const firstPerson = FIRST_PERSON.test(sentence);
  return META_TEXT_CUES.some((c) => (c.allowsFirstPerson || !firstPerson) && c.pattern.test(sentence));
}

/** The sentences of `text` with a meta-text framing, in order. */
export function metaTextRanges(text: string): Range[] {
  const out: Range[] = [];
  SENTENCE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = SENTENCE.exec(text))) {
    if (isMeta(m[0])) out.push({ start: m.index, end: m.index + m[0].length });
  }
  return out;
}

export function inRanges(ranges: readonly Range[], at: number): boolean {
  return ranges.some((r) => at >= r.start && at < r.end);
}
