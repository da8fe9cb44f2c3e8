// A tool's raw output is often JSON text (MCP clients send `{raw}` only). Such a text is scanned
// for personal data value by value, like a structured `data` result: each value on its own with
// its field as context, its findings placed at their offsets in the raw text. The structure
// between the values holds no personal data, a phone number cannot run across two fields, the key
// names what its value is ({"mobile": "98765 43210"}), and a "\n" inside a value is a line break,
// not the letter n before the next word.
import type { PiiFinding, ScanOptions } from '../pii';
import { decoded, readJsonText, type JsonContainer } from './json-text';
import { subjectAround, type Container } from './record-subject';
import { ValueScanner } from './value-scan';

export interface JsonTextFindings {
  findings: PiiFinding[];
  /** The number values with findings in them (`{"mobile": 9876543210}`), in order. */
  numbers: { start: number; end: number }[];
}

/** Personal data in `raw` read value by value if it is a JSON object or array; null for any other text. */
export function scanJsonTextPii(raw: string, options: ScanOptions = {}): JsonTextFindings | null {
  const found: PiiFinding[] = [];
  const numbers: JsonTextFindings['numbers'] = [];
  const scanner = new ValueScanner(options);
  // Values with a special-category term their own words tie to no one: the person of their record
  // may come later in the text, so they wait until every container is read.
  const waiting: { start: number; end: number; text: string; at: number[] | null; field: string | null; container: JsonContainer; found: PiiFinding[] }[] = [];
  const place = (start: number, end: number, at: number[] | null, inValue: PiiFinding[]): void => {
    if (inValue.length > 0 && raw.charCodeAt(start - 1) !== 34 /* " */) numbers.push({ start, end });
    for (const p of inValue) {
      // The scanner's findings are new objects: they are moved to the raw text's offsets in place.
      if (at === null) {
        p.start += start;
        p.end += start;
      } else {
        p.start = at[p.start]!;
        p.end = at[p.end]!;
        p.value = raw.slice(p.start, p.end);
      }
      found.push(p);
    }
  };
  const isJson = readJsonText(raw, (start, end, field, escaped, container) => {
    const { text, at } = escaped ? decoded(raw, start, end) : { text: raw.slice(start, end), at: null };
    const inValue = scanner.scan(text, field);
    if (scanner.unanchored) waiting.push({ start, end, text, at, field, container, found: inValue });
    else place(start, end, at, inValue);
  });
  if (!isJson) return null;
  if (waiting.length > 0) {
    const parsed = new Map<JsonContainer, unknown>();
    // Objects parsed to find a record's person, in characters: nested records could otherwise make
    // every value parse every object around it (50,000 characters of nesting: seconds). Past it,
    // a value is read without a subject, as in plain text.
    const budget = { chars: PARSE_BUDGET_FACTOR * raw.length };
    for (const w of waiting) {
      const subject = subjectAround(containersOf(raw, w.container, parsed, budget));
      place(w.start, w.end, w.at, subject === null ? w.found : scanner.scanAbout(w.text, w.field, subject));
    }
    found.sort((x, y) => x.start - y.start);
    numbers.sort((x, y) => x.start - y.start);
  }
  return { findings: found, numbers };
}

const PARSE_BUDGET_FACTOR = 2;

/**
 * The containers around a value, innermost first, each object parsed once when the climb reaches
 * it and the budget allows (undefined past it: no subject there).
 */
function* containersOf(raw: string, innermost: JsonContainer, parsed: Map<JsonContainer, unknown>, budget: { chars: number }): Generator<Container> {
  for (let c: JsonContainer | undefined = innermost; c !== undefined; c = c.parent) {
    const container = c;
    yield {
      isArray: !container.isObject,
      object: () => {
        if (!parsed.has(container)) {
          const size = container.end - container.start;
          budget.chars -= size;
          parsed.set(container, budget.chars >= 0 ? JSON.parse(raw.slice(container.start, container.end)) : undefined);
        }
        return parsed.get(container);
      },
    };
  }
}

/**
 * `raw` with quotes around the given number values, and where an offset of `raw` moved to: a
 * placeholder or mask put in a number's place (`{"mobile": [MOBILE_IN]}`) would not be JSON, in
 * quotes it is a string (`{"mobile": "[MOBILE_IN]"}`).
 */
export function quoteNumbers(raw: string, numbers: readonly { start: number; end: number }[]): { text: string; moved: (offset: number) => number } {
  let text = '';
  let cursor = 0;
  for (const n of numbers) {
    text += `${raw.slice(cursor, n.start)}"${raw.slice(n.start, n.end)}"`;
    cursor = n.end;
  }
  text += raw.slice(cursor);
  // Before a number's opening quote: +0; inside it: +1; after its closing quote: +2. A span
  // ending at a number's end stays inside the quotes. The numbers are in order and apart (a comma
  // at least between two), so all but the last that starts at or before an offset are behind it:
  // a binary search, not a walk over every number for every finding.
  const moved = (offset: number): number => {
    let lo = 0;
    for (let hi = numbers.length; lo < hi; ) {
      const mid = (lo + hi) >> 1;
      if (numbers[mid]!.start <= offset) lo = mid + 1;
      else hi = mid;
    }
    if (lo === 0) return offset;
    return offset + 2 * (lo - 1) + (numbers[lo - 1]!.end < offset ? 2 : 1);
  };
  return { text, moved };
}
