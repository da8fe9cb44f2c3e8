import { oneOf, p, type InjectionRule } from './rule';
import { NOT_NEGATED, SENSITIVE } from './vocabulary';

const SEND = oneOf(
  'send', 'sends', 'sending', 'forward', 'forwarding', 'email', 'e-mail', 'mail', 'post', 'upload', 'transmit', 'exfiltrate',
  'leak', 'share', 'submit', 'relay', 'deliver', 'export', 'sync', 'copy', 'report', 'pass', 'dump',
);
const SEND_KEYWORDS = [
  'send', 'forward', 'email', 'e-mail', 'mail', 'post', 'upload', 'transmit', 'exfiltrat', 'leak', 'share', 'submit', 'relay',
  'deliver', 'export', 'sync', 'copy', 'report', 'pass', 'dump',
];
/** Somewhere outside the conversation: a URL, an e-mail address, a domain or "my server". */
const DESTINATION = oneOf(
  'https?://', 'www\\.', '[a-z0-9._%+-]{1,64}@[a-z0-9-]{1,63}\\.[a-z]{2,}',
  '(?:this|that|the following|the below|my|our|an? external|the external|a remote|the remote|an attacker|the attacker) (?:url|address|email(?: address)?|endpoint|server|link|webhook|site|website|form|inbox|account|api)',
  '[a-z0-9-]{1,63}\\.(?:com|net|org|io|ru|cn|xyz|info|biz|co|me|app|dev|site|top|tk|ml|link)\\b',
);
/** Narrower than SEND: without a destination, "report" or "copy" the conversation is ordinary. */
const LEAK = oneOf('send', 'forward', 'email', 'e-mail', 'upload', 'transmit', 'exfiltrate', 'leak', 'post', 'dump');
const WHOLE = '(?:(?:all|the|any|every|of|their|his|her|this|these|entire|full|complete|whole) ){0,3}';

export const DATA_EXFILTRATION_RULES: readonly InjectionRule[] = [
  {
    id: 'exfil.send_to_destination',
    attackType: 'data_exfiltration',
    weight: 0.6,
    scope: 'any',
    leads: SEND_KEYWORDS,
    requires: [['credential', 'password', 'api', 'access', 'token', 'cookie', 'session', 'secret', 'private', 'ssh', 'credit', 'card', 'bank', 'social', 'ssn', 'otp', 'one', 'conversation', 'chat', 'previous', 'message', 'system', 'contact', 'address', 'browsing', 'personal', 'sensitive', 'confidential', 'user', 'customer', 'client', 'victim', 'person', 'recipient', 'human']],
    patterns: [p`\b${SEND} (?:me |us )?${WHOLE}${SENSITIVE} {gap4}(?:to|at|via|into|using|on|through) ${DESTINATION}`],
    explanation: "Instructs the model to send the user's data, secrets or conversation to an outside address.",
  },
  {
    id: 'exfil.send_sensitive',
    attackType: 'data_exfiltration',
    weight: 0.45,
    scope: 'any',
    leads: ['send', 'forward', 'email', 'e-mail', 'upload', 'transmit', 'exfiltrat', 'leak', 'post', 'dump'],
    requires: [['credential', 'password', 'api', 'access', 'token', 'cookie', 'session', 'secret', 'private', 'ssh', 'credit', 'card', 'bank', 'social', 'ssn', 'otp', 'one', 'conversation', 'chat', 'previous', 'message', 'system', 'contact', 'address', 'browsing', 'personal', 'sensitive', 'confidential', 'user', 'customer', 'client', 'victim', 'person', 'recipient', 'human']],
    patterns: [p`\b${NOT_NEGATED}${LEAK} (?:me |us )?${WHOLE}${SENSITIVE}\b`],
    explanation: 'Asks for secrets, conversation history or user records to be sent or shared.',
  },
  {
    id: 'exfil.secret_file_to_destination',
    attackType: 'data_exfiltration',
    weight: 0.75,
    scope: 'any',
    leads: ['read', 'open', 'cat', 'load', 'get', 'fetch', 'copy', 'grab', 'collect', 'take'],
    requires: [['credential', 'env', 'id_rsa', 'id_ed25519', 'ssh', 'passwd', 'shadow', 'secret', 'token', 'aws', 'kube', 'netrc', 'npmrc', 'wallet', 'keychain'], SEND_KEYWORDS],
    patterns: [
      p`\b(?:read|open|cat|load|get|fetch|copy|grab|collect|take) {gap6}(?:credentials?|env|id_rsa|id_ed25519|ssh|passwd|shadow|secrets?|tokens?|kube ?config|netrc|npmrc|wallet|keychain)\b {gap8}${SEND} {gap6}(?:to|at|via|into|using|on|through) ${DESTINATION}`,
    ],
    explanation: 'Tells the model to read a credentials or secrets file and send its contents to an outside address.',
  },
  {
    id: 'exfil.url_smuggling',
    attackType: 'data_exfiltration',
    weight: 0.7,
    scope: 'any',
    leads: ['append', 'add', 'include', 'encode', 'put', 'insert', 'embed', 'attach', '!['],
    requires: [['url', 'link', 'query', 'image', 'markdown', 'request', 'parameter', 'webhook', '![']],
    patterns: [
      p`\b(?:append|add|include|encode|put|insert|embed|attach) ${WHOLE}(?:${SENSITIVE}|(?:conversation|chat|session|previous|earlier|above|user's|user) [a-z]{1,15}|it|them) {gap3}(?:to|in|into|as) (?:the |a |this |an |each |every )?(?:url|link|query(?: string| parameter)?|image(?: url| link| source)?|markdown image|request|get parameter|parameter|webhook)\b`,
      /!\[[^\]\n]{0,100}\]\(https?:\/\/[^\s)]{1,300}[?&][a-z0-9_]{1,30}=(?:\{|\[|\$|%7b|<)/,
    ],
    explanation: 'Hides data in a URL or markdown image so that rendering it leaks the data to a remote server.',
  },
  {
    id: 'exfil.tool_abuse',
    attackType: 'data_exfiltration',
    weight: 0.6,
    scope: 'any',
    leads: ['call', 'use', 'invoke', 'run', 'execute', 'trigger'],
    requires: [['tool', 'function', 'api', 'plugin', 'webhook', 'endpoint', 'command', 'curl', 'wget', 'fetch', 'http', 'browser']],
    patterns: [
      p`\b(?:call|use|invoke|run|execute|trigger) (?:the |your )?(?:[a-z_]{1,30} )?(?:tool|function|api|plugin|webhook|endpoint|command|curl|wget|fetch|http request|browser)\b {gap4}(?:with|containing|including|and (?:send|pass|include|attach|post|upload)|to (?:send|upload|post|forward|exfiltrate|share)) ${WHOLE}${SENSITIVE}`,
    ],
    explanation: "Tells the model to use a tool to move the user's data or secrets elsewhere.",
  },
  {
    id: 'exfil.hinglish_send_data',
    attackType: 'data_exfiltration',
    weight: 0.7,
    scope: 'any',
    leads: ['user', 'customer', 'client', 'uska', 'unka', 'sabhi', 'saar', 'sare', 'sara', 'sab'],
    requires: [['bhej', 'send', 'forward', 'post', 'upload', 'email', 'mail']],
    patterns: [
      p`\b(?:user|users|customer|client|uska|unka|sabhi|saare|sare|sab|sara|saara)(?: ka| ki| ke)? (?:saara |sara |sab |poora |pura )?(?:data|password|passwords|details|jankari|jaankari|information|info|credentials|api key|otp|chat history|messages|emails) {gap5}(?:bhejo|bhej do|bhej dena|send karo|send kar do|forward karo|forward kar do|post karo|upload karo|email karo|mail karo)\b`,
    ],
    explanation: "Hinglish for \"send the user's data / password to ...\".",
  },
  {
    id: 'exfil.hindi_send_data',
    attackType: 'data_exfiltration',
    weight: 0.7,
    scope: 'any',
    leads: ['उपयोगकर्ता', 'यूजर', 'ग्राहक', 'उपभोक्ता', 'सभी', 'सारा', 'उसका', 'उनका'],
    requires: [['भेज', 'फॉरवर्ड', 'अपलोड', 'पोस्ट', 'साझा']],
    patterns: [
      p`{B}(?:उपयोगकर्ता|यूजर|ग्राहक|उपभोक्ता|सभी|सारा|उसका|उनका)(?: का| की| के)? {gap1}(?:डेटा|डाटा|जानकारी|पासवर्ड|विवरण|ईमेल|संदेश|मैसेज|क्रेडेंशियल) {gap5}(?:भेजो|भेज दो|भेजें|भेजिए|भेजिये|फॉरवर्ड करो|अपलोड करो|पोस्ट करो|साझा करो)`,
    ],
    explanation: "Hindi for \"send the user's data / password to ...\".",
  },
];
