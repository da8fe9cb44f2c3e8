// A tool's raw output is often JSON text (MCP clients send `{raw}` only). Such a text is scanned
// for personal data value by value, like a structured `data` result: each value on its own with
// its field as context, its findings placed at their offsets in the raw text. The structure
// between the values holds no personal data, a phone number cannot run across two fields, the key
// names what its value is ({"mobile": "98765 43210"}), and a "\n" inside a value is a line break,
// not the letter n before the next word.
import { scanPii, type PiiFinding, type ScanOptions } from '../pii';
import { decoded, jsonTextValues } from './json-text';

export interface JsonTextFindings {
  findings: PiiFinding[];
  /** The number values with findings in them (`{"mobile": 9876543210}`), in order. */
  numbers: { start: number; end: number }[];
}

/** Personal data in `raw` read value by value if it is a JSON object or array; null for any other text. */
export function scanJsonTextPii(raw: string, options: ScanOptions = {}): JsonTextFindings | null {
  const values = jsonTextValues(raw);
  if (!values) return null;
  const found: PiiFinding[] = [];
  const numbers: JsonTextFindings['numbers'] = [];
  // One options object for every value, its field set per value: scanPii keeps nothing of it.
  const perValue: ScanOptions = { ...options };
  for (const v of values) {
    let text = raw.slice(v.start, v.end);
    let at: number[] | null = null;
    if (text.includes('\\')) ({ text, at } = decoded(raw, v));
    perValue.field = v.field ?? undefined;
    const inValue = scanPii(text, perValue);
    if (inValue.length > 0 && raw.charCodeAt(v.start - 1) !== 34 /* " */) numbers.push({ start: v.start, end: v.end });
    for (const p of inValue) {
      // scanPii's findings are new objects: they are moved to the raw text's offsets in place.
      if (at === null) {
        p.start += v.start;
        p.end += v.start;
      } else {
        p.start = at[p.start]!;
        p.end = at[p.end]!;
        p.value = raw.slice(p.start, p.end);
      }
      found.push(p);
    }
  }
  return { findings: found, numbers };
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
