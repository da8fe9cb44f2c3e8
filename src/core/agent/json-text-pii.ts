// A tool's raw output is often JSON text (MCP clients send `{raw}` only). Such a text is scanned
// for personal data value by value, like a structured `data` result: each value on its own with
// its field as context, its findings placed at their offsets in the raw text. The structure
// between the values holds no personal data, a phone number cannot run across two fields, the key
// names what its value is ({"mobile": "98765 43210"}), and a "\n" inside a value is a line break,
// not the letter n before the next word.
import type { PiiFinding, ScanOptions } from '../pii';
import { decoded, readJsonText } from './json-text';
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
  const isJson = readJsonText(raw, (start, end, field, escaped) => {
    const { text, at } = escaped ? decoded(raw, start, end) : { text: raw.slice(start, end), at: null };
    const inValue = scanner.scan(text, field);
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
  });
  return isJson ? { findings: found, numbers } : null;
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
  // ending at a number's end stays inside the quotes.
  const moved = (offset: number): number => {
    let shift = 0;
    for (const n of numbers) {
      if (n.start <= offset) shift++;
      if (n.end < offset) shift++;
    }
    return offset + shift;
  };
  return { text, moved };
}
