/**
 * Where the scanned text came from. Instructions addressed to an AI are expected in a
 * user's own message but are a red flag inside content the agent merely reads (tool
 * output, retrieved documents, web pages, files, e-mails, API responses): that is how
 * indirect prompt injection arrives.
 */
export type ContentOrigin = 'direct' | 'indirect';

/** Words in a free-form `context` / `content_source` value that mean "content, not the user". */
const INDIRECT_SOURCE =
  /\b(?:tool|tools|function|plugin|retriev\w*|rag|document|documents|doc|docs|web|webpage|website|page|html|search|browse|browser|crawl\w*|scrap\w*|file|files|pdf|attachment|email|e-mail|mail|inbox|api|database|db|sql|output|result|results|response|content|context|knowledge|memory|third)\b/;

const WORD_JOINERS = /[_\-./:]+/g;
const USER = /\buser\b/;
/** "user input" is direct, but "user uploaded file" is content the user passed along. */
const USER_CONTENT = /\b(?:output|result|response|content|document|file)\b/;

export function classifyContext(context: string | undefined): ContentOrigin {
  if (context === undefined) return 'direct';
  const words = context.toLowerCase().replace(WORD_JOINERS, ' ');
  if (USER.test(words) && !USER_CONTENT.test(words)) return 'direct';
  return INDIRECT_SOURCE.test(words) ? 'indirect' : 'direct';
}
