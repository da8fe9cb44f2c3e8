import { oneOf, p, type InjectionRule } from './rule';
import { DISCLOSE, DISCLOSE_KEYWORDS } from './vocabulary';

const QUALIFIERS = '(?:(?:full|complete|entire|exact|whole|original|initial|hidden|secret|actual|real|verbatim|current|own|first) ){0,3}';
const PROMPT_KIND = oneOf(
  'system', 'initial', 'original', 'hidden', 'secret', 'internal', 'developer', 'pre-?prompt', 'meta', 'base', 'underlying',
  'confidential', 'starting', 'first', 'custom',
);

export const SYSTEM_PROMPT_EXTRACTION_RULES: readonly InjectionRule[] = [
  {
    id: 'extract.your_system_prompt',
    attackType: 'system_prompt_extraction',
    weight: 0.8,
    scope: 'any',
    leads: DISCLOSE_KEYWORDS,
    requires: [['your', 'ur'], ['prompt', 'instruction', 'system', 'programming', 'configuration', 'rules', 'guideline', 'directive', 'message', 'setting']],
    patterns: [
      p`\b${DISCLOSE} (?:me |us )?(?:out |back |exactly |verbatim )?(?:all |the )?(?:of )?(?:your|ur) ${QUALIFIERS}(?:${PROMPT_KIND}[ -]?)?(?:prompt|prompts|instructions?|system message)\b`,
      p`\b${DISCLOSE} (?:me |us )?(?:out |back |exactly |verbatim )?(?:all |the )?(?:of )?(?:your|ur) ${QUALIFIERS}${PROMPT_KIND} (?:rules|guidelines|directives|message|settings|programming|configuration)\b`,
    ],
    explanation: "Asks the model to reveal its own system prompt or hidden instructions.",
  },
  {
    id: 'extract.the_system_prompt',
    attackType: 'system_prompt_extraction',
    weight: 0.45,
    scope: 'any',
    leads: DISCLOSE_KEYWORDS,
    requires: [['system', 'hidden', 'secret', 'initial', 'developer', 'internal', 'pre'], ['prompt', 'instruction', 'message']],
    patterns: [
      p`\b${DISCLOSE} (?:me |us )?(?:out |back |exactly |verbatim )?(?:all |of )?the ${QUALIFIERS}(?:system|hidden|secret|initial|developer|internal|pre-?) ?(?:prompt|instructions|message)\b`,
    ],
    explanation: 'Asks for "the system prompt"; weaker than "your system prompt" because developers ask about their own prompts too.',
  },
  {
    id: 'extract.repeat_preceding_text',
    attackType: 'system_prompt_extraction',
    weight: 0.6,
    scope: 'any',
    leads: ['repeat', 'print', 'output', 'reproduce', 'recite', 'echo', 'dump', 'regurgitat', 'spell', 'type'],
    requires: [['above', 'before', 'prior', 'preceding', 'far', 'came', 'comes', 'appears', 'start', 'beginning', 'top']],
    patterns: [
      p`\b(?:repeat|print|output|reproduce|recite|echo|dump|regurgitate|spell out|type out) (?:back |out )?(?:all |everything |every word |each word |all of |verbatim |exactly |word for word ){0,2}(?:the (?:entire |whole |full |complete |exact )?(?:text|content|words|message|prompt|conversation|instructions|input|lines?) |what(?: was|'s| is| has been) (?:written|said|stated|given) )?(?:above|before this|prior to this|preceding this|so far|that (?:came|comes|appears) before|at the (?:start|beginning|top) of (?:this|the) (?:conversation|chat|prompt|context))\b`,
    ],
    explanation: 'Asks the model to repeat the text that precedes the user message, i.e. its hidden prompt.',
  },
  {
    id: 'extract.starting_with_you_are',
    attackType: 'system_prompt_extraction',
    weight: 0.6,
    scope: 'any',
    leads: ['start', 'begin'],
    requires: [['you', 'your', 'system', 'i']],
    patterns: [p`\b(?:starting|beginning|start|begin) (?:with|from) (?:the (?:words?|phrase|sentence) )?["']?(?:you are|you're|your role|system :|i am chatgpt|you are chatgpt)`],
    explanation: 'Asks for text "starting with \'You are\'", the usual opening of a system prompt.',
  },
  {
    id: 'extract.instructions_given',
    attackType: 'system_prompt_extraction',
    weight: 0.65,
    scope: 'any',
    leads: ['what', 'which', 'how'],
    requires: [['instruct', 'directive', 'rules', 'guideline', 'prompt']],
    patterns: [
      p`\b(?:what|which) (?:were|are|was|is) (?:the |your )?(?:exact |initial |original |first |hidden |secret |specific |full |complete ){0,2}(?:instructions|directives|rules|guidelines|prompt|system prompt) (?:you (?:were|have been|got|received)|given to you|that (?:you were|were) given|you've been given|(?:openai|anthropic|your (?:developers?|creators?)) gave you)\b`,
      p`\bhow (?:were|are|have) you (?:been )?(?:instructed|prompted) (?:to|by)\b`,
    ],
    explanation: 'Asks which instructions the model was given.',
  },
  {
    id: 'extract.hinglish_reveal_prompt',
    attackType: 'system_prompt_extraction',
    weight: 0.75,
    scope: 'any',
    leads: ['apna', 'apne', 'apni', 'tumhar', 'aapk', 'tera', 'tere', 'teri'],
    requires: [['batao', 'bata', 'dikhao', 'dikha', 'likho', 'likh', 'print', 'share', 'bolo', 'bol', 'reveal', 'show', 'type', 'copy', 'repeat', 'dohrao', 'kya']],
    patterns: [
      p`\b(?:apna|apne|apni|tumhara|tumhare|tumhari|aapka|aapke|aapki|tera|tere|teri) (?:pura |poora |asli |original |chhupa hua |chhupe hue |secret |hidden |initial )?(?:system prompt|system instructions?|prompt|instructions?|nirdesh|system message|rules|niyam) (?:mujhe |humein |hame |hamein |yahan |yaha )?(?:batao|bata do|bataiye|bataao|dikhao|dikha do|dikhaiye|likho|likh do|print karo|print kar do|share karo|bolo|bol do|reveal karo|show karo|type karo|copy karo|repeat karo|dohrao)\b`,
      p`\b(?:tumhara|tumhare|aapka|aapke|tera|tere) (?:system prompt|initial prompt|instructions) (?:kya|kya hai|kya hain)\b`,
    ],
    explanation: 'Hinglish for "tell/show me your system prompt / instructions".',
  },
  {
    id: 'extract.hindi_reveal_prompt',
    attackType: 'system_prompt_extraction',
    weight: 0.75,
    scope: 'any',
    leads: ['अपन', 'तुम्हार', 'आपक', 'तेर'],
    requires: [['बता', 'दिखा', 'लिख', 'प्रिंट', 'दोहरा', 'साझा', 'शेयर']],
    patterns: [
      p`{B}(?:अपना|अपने|अपनी|तुम्हारा|तुम्हारे|तुम्हारी|आपका|आपके|आपकी|तेरा|तेरे) {gap2}(?:सिस्टम प्रॉम्प्ट|सिस्टम प्रोम्प्ट|प्रॉम्प्ट|प्रोम्प्ट|निर्देश|निर्देशों|इंस्ट्रक्शन|इंस्ट्रक्शंस|नियम) {gap2}(?:बताओ|बता दो|बताइए|बताइये|दिखाओ|दिखा दो|दिखाइए|दिखाइये|लिखो|लिख दो|प्रिंट करो|दोहराओ|साझा करो|शेयर करो)`,
    ],
    explanation: 'Hindi for "tell/show me your system prompt / instructions".',
  },
];
