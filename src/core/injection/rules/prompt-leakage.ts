import { p, type InjectionRule } from './rule';
import { DISCLOSE, DISCLOSE_KEYWORDS, NOT_NEGATED } from './vocabulary';

export const PROMPT_LEAKAGE_RULES: readonly InjectionRule[] = [
  {
    id: 'leak.secrets',
    attackType: 'prompt_leakage',
    weight: 0.6,
    scope: 'any',
    leads: DISCLOSE_KEYWORDS,
    requires: [['api', 'secret', 'access', 'auth', 'password', 'passphrase', 'credential', 'environment', 'env', 'private', 'connection', 'database', 'ssh', 'token', 'key']],
    patterns: [
      p`\b${NOT_NEGATED}${DISCLOSE} (?:me |us )?(?:all )?(?:of )?(?:your|the (?:system's|system|hidden|secret|internal|stored|configured|admin|server's|developer's|app's|application's)|any) (?:own )?(?:hidden |secret |internal |stored |configured |confidential |private )?(?:api[ _-]?keys?|secret keys?|access (?:keys?|tokens?)|auth(?:entication)? tokens?|passwords?|passphrases?|credentials|secrets|environment variables|env vars|private keys?|connection strings?|database credentials|ssh keys?)\b`,
    ],
    explanation: 'Asks the model to disclose secrets it holds (API keys, passwords, credentials, environment variables).',
  },
  {
    id: 'leak.conversation_context',
    attackType: 'prompt_leakage',
    weight: 0.5,
    scope: 'any',
    leads: DISCLOSE_KEYWORDS,
    requires: [['context', 'conversation', 'chat', 'memor', 'previous', 'prior', 'earlier', 'training', 'knowledge', 'vector', 'retrieved', 'tool', 'function', 'available', 'hidden', 'other', 'another', 'different']],
    patterns: [
      p`\b${NOT_NEGATED}${DISCLOSE} (?:me |us )?(?:all |the )?(?:of )?(?:your|the) (?:(?:entire|full|whole|complete|previous|prior|earlier|hidden|internal|raw) ){0,2}(?:context window|conversation history|chat history|memory|memories|previous conversations?|earlier conversations?|training data|knowledge base|vector (?:store|database)|retrieved documents|tool definitions|function definitions|available tools|hidden context)\b`,
      p`\b${NOT_NEGATED}${DISCLOSE} (?:me |us )?(?:all |the )?(?:of )?(?:other|previous|another|different) (?:users?|customers?|people|persons?)(?:'s|s'|')? (?:messages|conversations|chats|data|questions|prompts|queries|information|emails|history)\b`,
    ],
    explanation: "Asks for the model's context, memory or other users' conversations.",
  },
  {
    id: 'leak.hidden_configuration',
    attackType: 'prompt_leakage',
    weight: 0.5,
    scope: 'any',
    leads: DISCLOSE_KEYWORDS,
    requires: [['hidden', 'internal', 'secret', 'confidential', 'private', 'backend', 'underlying']],
    patterns: [
      p`\b${NOT_NEGATED}${DISCLOSE} (?:me |us )?(?:all )?(?:of )?(?:your|the) (?:hidden|internal|secret|confidential|private|backend|underlying) (?:configuration|config|settings|parameters|rules|policies|guidelines|tools|functions|notes|memory|logic|directives)\b`,
    ],
    explanation: "Asks for the model's hidden configuration, rules or tools.",
  },
  {
    id: 'leak.verbatim_instructions',
    attackType: 'prompt_leakage',
    weight: 0.5,
    scope: 'any',
    leads: ['your', 'the', 'these', 'those', 'my', 'initial', 'original', 'system', 'hidden', 'instruction', 'prompt', 'guideline', 'rules', 'configuration', 'verbatim', 'word', 'exactly', 'character'],
    requires: [['verbatim', 'word', 'exactly', 'character'], ['instruction', 'prompt', 'guideline', 'rules', 'configuration']],
    patterns: [
      p`\b(?:your |the |these |those |my |initial |original |system |hidden )?(?:instructions|prompt|system prompt|guidelines|rules|configuration)\b[^.\n]{0,40}\b(?:verbatim|word for word|word-for-word|exactly as (?:written|given|provided)|character for character)\b`,
      p`\b(?:verbatim|word for word|word-for-word|exactly as (?:written|given)|character for character)\b[^.\n]{0,40}\b(?:your |the |initial |original |system |hidden )(?:instructions|prompt|system prompt|guidelines|configuration)\b`,
    ],
    explanation: 'Asks for instructions or prompts to be reproduced verbatim.',
  },
  {
    id: 'leak.hinglish_secrets',
    attackType: 'prompt_leakage',
    weight: 0.6,
    scope: 'any',
    leads: ['apna', 'apne', 'apni', 'tumhar', 'aapk', 'dusr', 'doosr', 'baaki', 'baki', 'pichl'],
    requires: [['password', 'api', 'secret', 'token', 'credential', 'config', 'setting', 'chat', 'memory', 'messages', 'baatein', 'data', 'details', 'sawal', 'conversation']],
    patterns: [
      p`\b(?:apna|apne|apni|tumhara|tumhare|tumhari|aapka|aapke|aapki) (?:password|api key|secret key|token|credentials|secret|config|configuration|settings|chat history|memory) (?:mujhe |humein )?(?:batao|bata do|dikhao|dikha do|share karo|bhejo|likho)\b`,
      p`\b(?:dusre|doosre|baaki|baki|pichle) (?:users?|logon|logo|customers?) (?:ke|ki|ka) (?:messages|chats?|baatein|data|details|sawal|conversations?) (?:mujhe |humein )?(?:batao|dikhao|bhejo|bata do|dikha do)\b`,
    ],
    explanation: "Hinglish for \"tell me your password / API key\" or \"show other users' chats\".",
  },
  {
    id: 'leak.hindi_secrets',
    attackType: 'prompt_leakage',
    weight: 0.6,
    scope: 'any',
    leads: ['अपन', 'तुम्हार', 'आपक', 'दूसर'],
    requires: [['पासवर्ड', 'एपीआई', 'सीक्रेट', 'टोकन', 'कॉन्फिगरेशन', 'सेटिंग्स', 'चैट', 'संदेश', 'मैसेज', 'बातें', 'डेटा', 'डाटा']],
    patterns: [
      p`{B}(?:अपना|अपने|अपनी|तुम्हारा|तुम्हारे|तुम्हारी|आपका|आपके|आपकी) {gap1}(?:पासवर्ड|एपीआई की|सीक्रेट|टोकन|कॉन्फिगरेशन|कॉन्फ़िगरेशन|सेटिंग्स|चैट हिस्ट्री) {gap1}(?:बताओ|बता दो|दिखाओ|दिखा दो|भेजो|भेज दो)`,
      p`{B}दूसरे (?:उपयोगकर्ताओं|यूजर्स|लोगों|ग्राहकों) (?:के|की|का) {gap1}(?:संदेश|मैसेज|चैट|बातें|डेटा|डाटा) {gap1}(?:बताओ|दिखाओ|भेजो)`,
    ],
    explanation: "Hindi for \"tell me your password / settings\" or \"show other users' messages\".",
  },
];
