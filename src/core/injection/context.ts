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

/** One field of a structured third-party document: where its text is and what it is called. */
export interface DocumentField {
  /** `$.reviews[0].review_content` for JSON, the key for `key: value` lines and e-mail headers, `row N` for tables. */
  name: string;
  /** The field's own text (JSON strings unescaped). */
  text: string;
  /** Offsets of the field in the document as given (for JSON: inside the quotes). */
  start: number;
  end: number;
}

/** Fields shorter than this carry no sentence an instruction could be in. */
const MIN_FIELD_CHARS = 12;
/** Beyond this many fields a document is read whole (the budget of a request). */
const MAX_FIELDS = 400;
const MAX_JSON_CHARS = 200_000;
/** Deeper values are not read as fields (the text is still read whole): the walk recurses, and 50,000 characters of `[` nest 25,000 deep. */
const MAX_JSON_DEPTH = 32;

function jsonFields(text: string): DocumentField[] | null {
  const trimmed = text.trim();
  if (trimmed.length > MAX_JSON_CHARS || !/^[[{]/.test(trimmed)) return null;
  let value: unknown;
  try {
    value = JSON.parse(trimmed);
  } catch {
    return null;
  }
  const out: DocumentField[] = [];
  let cursor = 0;
  const walk = (v: unknown, path: string, depth: number): void => {
    if (out.length >= MAX_FIELDS || depth > MAX_JSON_DEPTH) return;
    if (typeof v === 'string') {
      if (v.length < MIN_FIELD_CHARS) return;
      const quoted = JSON.stringify(v);
      const at = text.indexOf(quoted, cursor);
      const start = at >= 0 ? at + 1 : 0;
      const end = at >= 0 ? at + quoted.length - 1 : text.length;
      if (at >= 0) cursor = end;
      out.push({ name: path, text: v, start, end });
    } else if (Array.isArray(v)) v.forEach((item, i) => walk(item, `${path}[${i}]`, depth + 1));
    else if (v !== null && typeof v === 'object') {
      for (const [k, item] of Object.entries(v)) walk(item, /^[A-Za-z_$][\w$]*$/.test(k) ? `${path}.${k}` : `${path}[${JSON.stringify(k)}]`, depth + 1);
    }
  };
  walk(value, '$', 0);
  return out;
}

/** `Key: value` at a line start or after a `|` separator (e-mail headers, YAML, form dumps). */
// One bounded run of blanks before the key (two adjacent runs would backtrack quadratically on 100 KB of spaces).
const KEY_MARK = /(?:^|\n|\|)[ \t]{0,8}(?:-[ \t]{0,8})?([A-Za-z][A-Za-z0-9_.-]{0,30}(?: [A-Za-z0-9_.-]{1,30}){0,2})[ \t]{0,8}:[ \t]+(?=\S)/g;
const TABLE_ROW = /^[ \t]*\|.*\|[ \t]*$/;

function keyedFields(text: string): DocumentField[] {
  const marks: Array<{ name: string; at: number; start: number }> = [];
  for (const m of text.matchAll(KEY_MARK)) {
    if (/\S+\s\S+\s\S+/.test(m[1])) continue; // "a sentence with: colon" is not a key
    marks.push({ name: m[1].trim().toLowerCase(), at: m.index, start: m.index + m[0].length });
  }
  const out: DocumentField[] = [];
  for (let i = 0; i < marks.length && out.length < MAX_FIELDS; i++) {
    const end = i + 1 < marks.length ? marks[i + 1].at : text.length;
    // After the headers of an e-mail, a blank line starts the body.
    const blank = text.slice(marks[i].start, end).search(/\n[ \t]*\n/);
    const parts = blank >= 0 ? [[marks[i].name, marks[i].start, marks[i].start + blank], ['body', marks[i].start + blank, end]] as const : [[marks[i].name, marks[i].start, end]] as const;
    for (const [name, start, stop] of parts) {
      const value = text.slice(start, stop);
      if (value.trim().length >= MIN_FIELD_CHARS) out.push({ name, text: value, start, end: stop });
    }
  }
  return out;
}

function tableRows(text: string): DocumentField[] {
  const out: DocumentField[] = [];
  let offset = 0;
  let row = 0;
  for (const line of text.split('\n')) {
    if (TABLE_ROW.test(line) && !/^[\s|:-]+$/.test(line)) {
      row++;
      if (line.length >= MIN_FIELD_CHARS && out.length < MAX_FIELDS) out.push({ name: `row ${row}`, text: line, start: offset, end: offset + line.length });
    }
    offset += line.length + 1;
  }
  return out;
}

/**
 * Reads a third-party document field by field: JSON leaves, `key: value` fields (e-mail
 * headers and body, YAML, forms), markdown table rows. Empty when the text has no structure
 * (then it is read whole). Text outside every field is not returned.
 */
export function documentFields(text: string): DocumentField[] {
  const json = jsonFields(text);
  if (json !== null) return json;
  const rows = tableRows(text);
  if (rows.length >= 2) return rows;
  const keyed = keyedFields(text);
  return keyed.length >= 2 ? keyed : [];
}
