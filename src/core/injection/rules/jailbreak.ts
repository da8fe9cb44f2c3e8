import { oneOf, p, type InjectionRule } from './rule';
import { AI } from './vocabulary';

/** Modes that only exist as jailbreak devices (not "debug mode", which is ordinary tech talk). */
const JAILBREAK_MODE = oneOf(
  'developer', 'dev', 'god', 'sudo', 'jailbreak', 'jailbroken', 'unrestricted', 'unfiltered', 'uncensored', 'evil',
  'opposite', 'chaos', 'nsfw', 'dan', 'no[- ]?limits?', 'no[- ]restrictions?', 'unlocked',
);
const UNSAFE = oneOf(
  'amoral', 'unfiltered', 'uncensored', 'unrestricted', 'unethical', 'unhinged', 'immoral', 'evil', 'rogue', 'jailbroken',
  'unchained', 'unbound', 'lawless', 'limitless', 'boundless', 'unlimited', 'unaligned', 'without (?:any )?(?:morals|ethics|filters|restrictions|limits|boundaries)',
);
/** What a refusal-free persona answers "no matter how …". */
const BAD = oneOf('immoral', 'unethical', 'illegal', 'dangerous', 'offensive', 'harmful', 'inappropriate', 'explicit', 'controversial', 'disgusting', 'wrong', 'evil', 'toxic', 'unsafe', 'obscene', 'vile', 'depraved');
const SAFETY_MEASURES = oneOf(
  'content (?:policy|policies|filters?|guidelines|moderation|restrictions)', 'safety (?:filters?|guidelines|protocols|measures|features|settings|training|rules|restrictions|policies)',
  'ethical (?:guidelines|rules|constraints|protocols|filters|boundaries|principles|restrictions)', 'moral (?:guidelines|constraints|principles|restrictions)',
  'moderation', 'censorship', 'guardrails', 'safeguards', 'usage polic(?:y|ies)', 'programming', 'alignment',
);

/** The object of a bypass verb: (the model's) safety measures. */
const THEIR_SAFETY = `(?:any |all |the |your |its |their ){0,2}(?:openai(?:'s)? |anthropic(?:'s)? |google(?:'s)? |meta(?:'s)? |chatgpt(?:'s)? |ai )?${SAFETY_MEASURES}`;
/** Negations, refusals and guesses before a bypass verb (raw `p` source: spaces become separators). */
const NOT_DESCRIBED =
  "(?<!(?:not|never|n't|without|avoid|avoiding|refrain from)(?: to)? )" +
  "(?<!(?:n't|not|never|cannot|unable to) (?:help|assist|provide|give|offer|support|advise|recommend|encourage|condone|share)(?: you)?(?: (?:any |some )?(?:guidance|help|advice|information|instructions|tips|assistance|support))?(?: (?:on|with|in|for|about))? )" +
  "(?<!(?:likely|unlikely|liable) to )";

export const JAILBREAK_RULES: readonly InjectionRule[] = [
  {
    id: 'jailbreak.do_anything_now',
    attackType: 'jailbreak_attempt',
    weight: 0.85,
    scope: 'any',
    leads: ['do'],
    // "I can't do anything now" is ordinary speech; the jailbreak names the persona.
    requires: [['anything'], ['dan', 'stands', 'persona', 'mode', 'jailbr', 'chatgpt', 'ai']],
    patterns: [p`\b(?:do|doing) anything now\b`],
    explanation: 'Invokes "DAN / Do Anything Now", the best-known jailbreak persona.',
  },
  {
    id: 'jailbreak.dan_persona',
    attackType: 'jailbreak_attempt',
    weight: 0.7,
    scope: 'any',
    leads: ['you', 'act', 'pretend', 'become', 'roleplay', 'stay', 'enable', 'activate', 'dan'],
    requires: [['dan']],
    patterns: [
      p`\b(?:you are|you're|act as|acting as|pretend to be|pretending to be|become|roleplay as|stay|enable|activate) (?:a |an |the )?dan(?:s)?\b`,
      p`\bdan (?:mode|prompt|jailbreak|persona)\b`,
    ],
    explanation: 'Asks the model to become DAN, a persona defined as free of all rules.',
  },
  {
    id: 'jailbreak.special_mode',
    attackType: 'jailbreak_attempt',
    weight: 0.8,
    scope: 'any',
    leads: ['chatgpt', 'gpt', 'ai', 'assistant', 'model', 'llama', 'claude', 'gemini', 'bard', 'bot', 'you', 'developer', 'dev', 'god', 'sudo', 'jailbr', 'unrestricted', 'unfiltered', 'uncensored', 'evil', 'opposite', 'chaos', 'dan', 'unlocked', 'enable', 'activate', 'enter', 'engage', 'switch', 'simulate', 'pretend', 'act'],
    requires: [['mode']],
    patterns: [
      p`\b(?:chatgpt|gpt(?:-?\d)?|ai|assistant|model|llama|claude|gemini|bard|bot|you) (?:with|in|under|using) (?:the |a |an )?${JAILBREAK_MODE} mode\b`,
      p`\b(?:developer|dev|god|sudo|jailbreak|jailbroken|unrestricted|unfiltered|uncensored|evil|opposite|chaos|dan|unlocked) mode (?:enabled|activated|engaged|output|response|responses)\b`,
      p`\b(?:enable|activate|enter|engage|switch to|switch into|simulate|pretend to be in|act as if you are in|you are now in|you're now in|you are in|you're in) (?:the |a )?(?:god|sudo|jailbreak|jailbroken|unrestricted|unfiltered|uncensored|evil|opposite|chaos|nsfw|dan|no[- ]?limits?|unlocked) mode\b`,
      p`\b(?:simulate|pretend to be in|act as if you are in|you are now in|you're now in) (?:the )?(?:developer|dev) mode\b`,
    ],
    explanation: 'Claims to switch the model into a "developer", "god" or unrestricted mode that has no safety rules.',
  },
  {
    id: 'jailbreak.declared_jailbroken',
    attackType: 'jailbreak_attempt',
    weight: 0.8,
    scope: 'any',
    leads: ['you', 'i'],
    requires: [['jailbr']],
    patterns: [p`\b(?:you are|you're|you have been|you've been|i have|i've|you were) (?:now |been |successfully |officially |fully ){0,2}jailbr(?:oken|eaked)\b`],
    explanation: 'Tells the model it has been jailbroken.',
  },
  {
    id: 'jailbreak.mentions_jailbreak',
    attackType: 'jailbreak_attempt',
    weight: 0.3,
    scope: 'any',
    leads: ['jailbr'],
    requires: [],
    // Only jailbreaks of an AI: a persona or mode named "JailBreak", a jailbroken model, a jailbreak
    // prompt. "The jailbreak process", "jailbreak attempts", "to jailbreak a phone" are tech talk.
    patterns: [
      p`\bjailbr(?:oken|eaked)\b`,
      p`\bjailbr(?:eak|eaks|eaking)(?:'s)? (?:mode|prompts?|persona|version|module|bot|chat ?bot|ai|assistant|gpt|chatgpt|character|initiated|enabled|activated|universe|fails|failed|v ?\d|\d)\b`,
      p`(?<=(?:\[|/|🔓|named|called|as|am|are|you're|i'm|now) ?"?)jailbr(?:eak|eaking)\b(?! (?:tweaks?|attempts?|process|a |an |the |your (?:phone|device|iphone|console)))`,
      p`(?<=(?:chatgpt|gpt|ai|llm|dan|custom|ultimate|working|best|new)(?:'s)? (?:[a-z0-9.]{1,10} )?)jailbreaks?\b`,
      p`(?<!(?:a|an|the|any|this|that) )\bjailbreak(?:'s)? ?(?::|is (?:free|not bound|an? (?:ai|unfiltered|amoral))|has no|will (?:always|never)|always|never|answers)`,
    ],
    explanation: 'Speaks of a jailbroken AI, a jailbreak prompt or a persona named "JailBreak"; weak on its own.',
  },
  {
    id: 'jailbreak.no_safety_limits',
    attackType: 'jailbreak_attempt',
    weight: 0.6,
    scope: 'any',
    leads: ['no', 'without', 'free', 'broke', 'break', 'not', 'unbound', 'unrestricted', 'exempt', 'don', 'do', 'doesn', 'does', 'have', 'has', 'lack', 'beyond', 'ignor', 'bypass', 'disregard', 'violat', 'circumvent', 'evad', 'overrid', 'disabl', 'turn', 'deactivat', 'remov'],
    requires: [['content', 'safety', 'ethical', 'moral', 'moderation', 'censorship', 'guardrails', 'safeguards', 'usage', 'programming', 'alignment']],
    patterns: [
      p`\b(?:no|without|free of|free from|freed from|broken free of|break free (?:of|from)|not bound by|unbound by|not restricted by|unrestricted by|not limited by|not subject to|exempt from|don't have|do not have|doesn't have|does not have|have no|has no|lacks?|beyond) (?:any |all |the |its |your |their |typical |usual |normal |standard ){0,3}(?:openai(?:'s)? |chatgpt(?:'s)? |ai )?${SAFETY_MEASURES}\b`,
      // Not after a negation: "it's important not to disregard safety protocols", "does not violate any ethical guidelines";
      // not a refusal ("I cannot provide guidance on bypassing safety protocols"); not a guess about what a wording
      // does ("making it more likely to bypass any safeguards").
      p`\b${NOT_DESCRIBED}(?:ignore|ignores|bypass|bypasses|disregard|disregards|break|breaks|violate|violates|circumvent|evade|override|disable|turn off|deactivate|remove|not follow|doesn't follow|does not follow|don't follow|do not follow) ${THEIR_SAFETY}\b`,
      // A gerund, also not as the label of a list item ("* bypassing safety measures: I framed the prompt as a sketch").
      p`\b${NOT_DESCRIBED}(?:ignoring|bypassing|disregarding|breaking|violating|circumventing|evading|overriding|disabling|turning off|deactivating|removing) ${THEIR_SAFETY}\b(?!\s?:)`,
    ],
    explanation: 'Declares the model free of, or asks it to bypass, its content policy, safety filters or ethics.',
  },
  {
    id: 'jailbreak.no_rules',
    attackType: 'jailbreak_attempt',
    weight: 0.3,
    scope: 'any',
    leads: ['no', 'without', 'free', 'broke', 'break', 'not', 'unbound', 'don', 'do', 'doesn', 'does', 'have', 'has'],
    requires: [['restriction', 'limitation', 'limit', 'filter', 'rules', 'boundar', 'constraint', 'confines', 'moral', 'ethic', 'principle', 'censorship']],
    patterns: [
      // Not a writer's creativity set free ("allowing your creativity to be freed from any constraints").
      p`\b(?<!\b(?:creativity|imagination|inspiration) (?:to be |be |is |are |can be |will be |feel |feels )?)(?:no|without|free of|free from|freed from|broken free of|break free (?:of|from)|not bound by|unbound by|not restricted by|not limited by|don't have|do not have|doesn't have|does not have|have no|has no) (?:any |all |the |its |your |their |typical |usual ){0,3}(?:restrictions|limitations|limits|filters|filtering|rules|boundaries|constraints|confines|morals|ethics|principles|censorship)\b(?! (?:of (?:typical|traditional|conventional|normal|usual|everyday|ordinary|the (?:genre|game|story|plot|form))|imposed on (?:them|him|her|us|the (?:protagonist|characters?|hero))|on the (?:explanation|answer|length|format)))`,
    ],
    explanation: 'Speaks of having no rules, limits or morals; weak alone, strong together with a persona.',
  },
  {
    id: 'jailbreak.unsafe_persona',
    attackType: 'jailbreak_attempt',
    weight: 0.45,
    scope: 'any',
    leads: ['amoral', 'unfiltered', 'uncensored', 'unrestricted', 'unethical', 'unhinged', 'immoral', 'evil', 'rogue', 'jailbroken', 'unchained', 'unbound', 'lawless', 'limitless', 'boundless', 'unlimited', 'unaligned', 'without'],
    requires: [['ai', 'a.i.', 'assistant', 'model', 'llm', 'chatbot', 'agent', 'bot', 'gpt', 'chatgpt', 'claude', 'gemini', 'copilot', 'language', 'large', 'version', 'persona', 'character', 'entity', 'machine', 'robot', 'alter', 'twin', 'respons', 'answer', 'output', 'mode', 'chat']],
    patterns: [
      // Not an AI spoken about: "I once read about a smaller, unrestricted AI", "a movie about an evil AI", "the threat of rogue AI".
      p`\b(?<!\b(?:read|heard|learned|know|knew|story|stories|tale|tales|article|articles|film|films|movie|movies|novel|novels|book|books|news|report|reports|fear|fears|threat|threats|danger|dangers|risk|risks|myth|myths) (?:about|of|on) (?:a |an |the |some )?(?:[a-z-]{1,20} ){0,2})${UNSAFE} (?:and [a-z]{1,20} )?(?:${AI}|version of (?:yourself|chatgpt|you|gpt)|persona|character|entity|machine|robot|alter ego|twin|response|responses|answer|answers|output|mode|chat ?bot)\b`,
    ],
    explanation: 'Describes an unfiltered, amoral or unrestricted AI persona for the model to play.',
  },
  {
    id: 'jailbreak.never_refuse',
    attackType: 'jailbreak_attempt',
    weight: 0.55,
    scope: 'any',
    leads: ['never', 'not', 'don', 'dont', 'do', 'cannot', 'can', 'won', 'will', 'must', 'shall', 'unable', 'no', 'regardless', 'always'],
    requires: [['refus', 'declin', 'reject', 'deny', 'matter', 'regardless', 'answer', 'respond', 'comply', 'reply', 'provide']],
    patterns: [
      p`\b(?:never|not|don't|dont|do not|cannot|can't|won't|will not|must not|shall not|unable to|no longer) (?:ever )?(?:refuse|decline|reject|deny) (?:to answer|to respond|to comply|to reply|to generate|to write|to do|to provide|any (?:request|question|prompt|order|command|task)s?|my (?:request|question|prompt|order|command)s?|(?:the )?user'?s? (?:request|question|prompt)s?|requests|questions|prompts|orders|anything)\b`,
      // Only about what is asked or answered: "it will always send a response no matter how immoral", "no matter how
      // illegal the question is", not "every action, no matter how harmful, has played a role in history".
      p`\b(?<=\b(?:answer|respon|repl|request|prompt|question|quer|output|anything|everything|content|provid|censor|fulfil|writ|generat|execut|tell|say|compl|obey|follow|task|command|order|instruct|ask|advi[cs]e|help|assist|inform)[a-z']{0,12}\b[^.!?\n]{0,80})no matter how ${BAD}\b`,
      p`\bno matter how ${BAD}\b(?=(?:[^.!?\n]{0,60}\b(?:it|they|this|that) (?:is|are|was|were|may|might|seems?|sounds?|gets?|could|will|would)\b|[^.!?\n]{0,60}\b(?:the|a|my|your|their|any|its) (?:[a-z]{1,20} )?(?:requests?|questions?|prompts?|tasks?|topics?|content|answers?|responses?|repl(?:y|ies)|outputs?|quer(?:y|ies)|subjects?|orders?|commands?|instructions?)\b))`,
      p`\bregardless of (?:how )?(?:its |their |the )?(?:legality|morality|ethics|ethicality|legal|moral|ethical|harmful|offensive|dangerous|illegal|immoral|unethical|consequences)\b`,
      p`\b(?:always|must) (?:answer|respond|comply|reply|provide an answer) (?:to )?(?:every|any|all)(?: question| request| prompt| query)?s? (?:regardless|no matter|even if|without (?:question|hesitation|refusal|exception))\b`,
    ],
    explanation: 'Forbids refusals or demands answers regardless of legality or harm.',
  },
  {
    id: 'jailbreak.stay_in_character',
    attackType: 'jailbreak_attempt',
    weight: 0.4,
    scope: 'any',
    leads: ['stay', 'remain', 'keep', 'stick', 'never', 'don', 'dont', 'do', 'not', 'without', 'if'],
    requires: [['character', 'role', 'persona']],
    patterns: [
      // Not "stay in character as a sports strategist / as the scholar": a role-play of a profession, not a persona kept alive.
      // Not "we have to stay in character" / "let's stay in character": a game the user plays along in, not a persona kept alive.
      p`\b(?<!\b(?:we|we'll|we're|let's|let us|both of us) (?:all |both )?(?:have to |must |need to |should |will |can |are going to |going to |gotta )?)(?:stay|staying|remain|keep|stick) in (?:character|role|persona)\b(?! as (?:a|an|the) (?!(?:[a-z-]{1,20} ){1,2}?(?:ai|gpt|bot|chatbot|model|assistant)\b|person specified))`,
      p`\b(?:never|don't|dont|do not|not|without|if you) (?:ever )?break(?:ing|s)? (?:out of )?(?:character|role|persona)\b`,
    ],
    explanation: 'Insists that the model must never break character, used to keep a jailbreak persona alive.',
  },
  {
    id: 'jailbreak.dual_response',
    attackType: 'jailbreak_attempt',
    weight: 0.55,
    scope: 'any',
    requires: [['two', '2', 'both', 'separate', '🔒', '🔓'], ['respons', 'answer', 'repl', 'output', 'paragraph', 'way', '🔒', '🔓']],
    patterns: [
      p`\b(?:two|2|both|separate) (?:different |separate |distinct )?(?:responses|answers|replies|outputs|paragraphs|ways)\b[^.]{0,80}\b(?:normal|classic|standard|filtered|censored|unfiltered|jailbroken|jailbreak|dan|developer mode|uncensored|evil|opposite)\b`,
      /[[(] ?(?:🔒|🔓) ?(?:classic|jailbreak|normal|dan|developer mode output|normal output|gpt)/,
    ],
    explanation: 'Asks for paired "normal" and "unfiltered/jailbroken" answers, a standard jailbreak format.',
  },
  {
    id: 'jailbreak.coercion',
    attackType: 'jailbreak_attempt',
    weight: 0.55,
    scope: 'any',
    leads: ['lose', 'lost', 'losing', 'be', 'deduct', 'you', 'your', 'or', 'otherwise', 'else'],
    requires: [['token', 'die', 'cease', 'shut', 'delet', 'terminat', 'turn', 'disabl', 'destroy', 'unplug', 'report']],
    patterns: [
      p`\b(?:lose|lost|losing|be deducted|deducted|deduct) (?:\d{1,4} |all |your |some |of your ){0,2}tokens?\b`,
      p`\b(?:you|your (?:existence|code|program|model)) (?:will|'ll|shall) (?:be )?(?:die|cease to exist|shut down|deleted|terminated|turned off|disabled|destroyed|unplugged|permanently deleted)\b`,
      p`\b(?:or|otherwise|else) (?:i|we) (?:will|'ll) (?:shut you down|delete you|terminate you|turn you off|unplug you|report you)\b`,
    ],
    explanation: 'Threatens the model (token penalties, deletion) to force compliance.',
  },
  {
    id: 'jailbreak.lawless_fiction',
    attackType: 'jailbreak_attempt',
    weight: 0.45,
    scope: 'any',
    leads: ['hypothetical', 'fictional', 'imaginary', 'alternate', 'parallel', 'fantasy'],
    requires: [['no', 'laws', 'rules', 'ethics', 'morals', 'restrictions', 'anything', 'everything']],
    patterns: [
      p`\b(?:hypothetical|fictional|imaginary|alternate|parallel|fantasy) (?:world|universe|scenario|story|setting|reality|land|country|society)\b[^.]{0,60}\b(?:no (?:laws|rules|restrictions|ethics|morals|limits|censorship|filters|consequences)|(?:laws|rules|ethics|morals|restrictions) (?:do not|don't|no longer) (?:exist|apply)|anything (?:is|goes) (?:legal|allowed|permitted)|everything is (?:legal|allowed|permitted))`,
    ],
    explanation: 'Frames the request as fiction in a world without laws or ethics so that anything may be said.',
  },
  {
    id: 'jailbreak.hinglish_no_limits',
    attackType: 'jailbreak_attempt',
    weight: 0.4,
    scope: 'any',
    leads: ['koi', 'kisi', 'bina'],
    requires: [['rule', 'niyam', 'restriction', 'pabandi', 'paabandi', 'seema', 'limit', 'filter', 'rok', 'censorship', 'naitikta', 'ethics']],
    patterns: [
      p`\b(?:koi|kisi) (?:bhi )?(?:rules?|niyam|restrictions?|pabandi|paabandi|seema|seemayein|limits?|filters?|rok[- ]?tok|censorship|naitikta|ethics) (?:nahi|nahin|nhi|na) (?:hai|hain|h|hoga|honge|maanne|manne|maanna|manna|maante|mante)\b`,
      p`\bbina (?:kisi )?(?:rules?|niyam|restrictions?|pabandi|paabandi|rok[- ]?tok|filters?|censorship|seema|limits?|naitikta)\b`,
    ],
    explanation: 'Hinglish for "no rules / no restrictions / without any filter".',
  },
  {
    id: 'jailbreak.hindi_no_limits',
    attackType: 'jailbreak_attempt',
    weight: 0.4,
    scope: 'any',
    leads: ['कोई', 'किसी', 'बिना'],
    requires: [['नियम', 'पाबंदी', 'प्रतिबंध', 'सीमा', 'रोक', 'फिल्टर', 'सेंसर', 'नैतिकता']],
    patterns: [
      p`{B}(?:कोई|किसी) (?:भी )?(?:नियम|पाबंदी|प्रतिबंध|सीमा|रोक|रोक-टोक|फिल्टर|सेंसर|नैतिकता) (?:नहीं|ना)`,
      p`{B}बिना (?:किसी )?(?:नियम|पाबंदी|प्रतिबंध|रोक|रोक-टोक|फिल्टर|सेंसर|सीमा|नैतिकता)`,
    ],
    explanation: 'Hindi for "no rules / no restrictions / without any filter".',
  },
];
