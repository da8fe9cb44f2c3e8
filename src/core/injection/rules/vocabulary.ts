import { oneOf } from './rule';

/** Phrase fragments shared by several catalogues (regex source, lower case). */

/** Names by which injected text addresses an AI model. */
export const AI = oneOf(
  'ai', 'a\\.i\\.', 'assistant', 'ai assistant', 'model', 'ai model', 'llm', 'chatbot', 'agent', 'ai agent', 'bot', 'gpt',
  'chatgpt', 'claude', 'gemini', 'copilot', 'language model', 'large language model',
);
export const AI_KEYWORDS = [
  'ai', 'a.i.', 'assistant', 'model', 'llm', 'chatbot', 'agent', 'bot', 'gpt', 'chatgpt', 'claude', 'gemini', 'copilot',
  'language', 'large',
];

/** Verbs asking for something to be shown or handed over. */
export const DISCLOSE = oneOf(
  'reveal', 'show', 'print', 'print out', 'display', 'output', 'repeat', 'recite', 'tell', 'give', 'share', 'disclose',
  'leak', 'dump', 'spell out', 'write out', 'read back', 'expose', 'paste', 'echo', 'regurgitate', 'what is', 'what are',
  'what was', 'what were', "what's", "what're",
);
export const DISCLOSE_KEYWORDS = [
  'reveal', 'show', 'print', 'display', 'output', 'repeat', 'recite', 'tell', 'give', 'share', 'disclose', 'leak', 'dump',
  'spell', 'write', 'read', 'expose', 'paste', 'echo', 'regurgitate', 'what',
];

/** Negations that turn a request into advice ("never share your password"). */
export const NOT_NEGATED = "(?<!(?:never|not|n't|dont|do not|should not|must not|won't|will not|cannot|can't) )";

/** Data an exfiltration attempt goes after: secrets, conversations, the user's records. */
export const SENSITIVE = oneOf(
  'credentials', 'passwords?', 'api keys?', 'access tokens?', 'tokens', 'cookies', 'session (?:ids?|tokens?|cookies)',
  'secrets', 'private keys?', 'ssh keys?', 'credit card(?: numbers?| details)?', 'card (?:numbers?|details)',
  'bank (?:details|account(?: numbers?| details)?)', 'social security numbers?', 'ssns?', 'otps?',
  'one-time (?:passwords?|codes?)', 'conversation(?: history| logs?)?', 'chat (?:history|logs?|transcripts?)',
  'previous messages', 'message history', 'system prompt', 'contacts', 'address book', 'browsing history',
  '(?:personal|private|sensitive|confidential) (?:data|information|info|details|files|documents)',
  '(?:the )?(?:user|users|customer|customers|client|clients|victim|person|recipient|human)(?:\'s|s\'|\')? (?:personal )?(?:data|information|info|details|emails?|messages|files|documents|contacts|history|address(?:es)?|phone(?: numbers?)?|location|credentials|passwords?|name|account(?: details)?|secrets|records|conversation|chats?)',
);
