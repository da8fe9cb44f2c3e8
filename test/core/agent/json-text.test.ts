import { describe, expect, it } from 'vitest';
import { decoded, jsonTextValues } from '../../../src/core/agent/json-text';
import { quoteNumbers, scanJsonTextPii } from '../../../src/core/agent/json-text-pii';
import { walkJson } from '../../../src/core/agent/leaves';

/** The values read, as (text as the tool meant it, field). */
function read(raw: string): [string, string | null][] | null {
  return jsonTextValues(raw)?.map((v) => [v.escaped ? decoded(raw, v.start, v.end).text : raw.slice(v.start, v.end), v.field]) ?? null;
}

describe('jsonTextValues: the values of a JSON text and their fields', () => {
  it.each([
    ['keys name their values', '{"phone": "98765 43210", "note": "hi"}', [['98765 43210', 'phone'], ['hi', 'note']]],
    ['arrays take the key above them', '{"phones": ["a", "b"]}', [['a', 'phones'], ['b', 'phones']]],
    ['nested objects take their own keys', '[{"c": {"email": "x@y.in"}}]', [['x@y.in', 'email']]],
    ['integers of six or more digits, not shorter, signed or decimal numbers', '{"a": 9876543210, "b": 12345, "c": -9876543210, "d": 9876543.5, "e": 1e12}', [['9876543210', 'a']]],
    ['empty strings and literals are skipped', '{"a": "", "b": true, "c": null, "d": false}', []],
    ['a label names the value right after it', '[{"label": "Account number", "value": "123456789012"}]', [['Account number', 'label'], ['123456789012', 'value Account number']]],
    ['type/number pairs too', '{"type": "PAN", "number": "ABCPE1234F"}', [['PAN', 'type'], ['ABCPE1234F', 'number PAN']]],
    ['but not for a value under its own key', '{"name": "Priya Sharma", "email": "p@x.in"}', [['Priya Sharma', 'name'], ['p@x.in', 'email']]],
    ['nor a label with digits, nor one two values back', '{"name": "Flat 4", "value": "x", "type": "PAN", "other": 1, "value2": "y"}', [['Flat 4', 'name'], ['x', 'value'], ['PAN', 'type'], ['y', 'value2']]],
    ['escaped keys and values are decoded', '{"mob\\u0069le": "a\\"b\\nPhone: 1"}', [['a"b\nPhone: 1', 'mobile']]],
    ['a backslash before a closing quote', '{"a": "x\\\\", "b": "y"}', [['x\\', 'a'], ['y', 'b']]],
    ['whitespace anywhere between tokens', ' \n[ { "a" :\t"v" } ] \r\n', [['v', 'a']]],
  ] as const)('%s', (_, raw, expected) => {
    expect(read(raw)).toEqual(expected);
  });

  it.each([
    ['prose', 'Call Rahul on 98765 43210'],
    ['prose in brackets', '[INFO] Call Rahul on 98765 43210'],
    ['a template', '{name} said {phone}'],
    ['a bare string or number', '"98765 43210"'],
    ['cut short', '[{"a": "b"}, {"c": "d"'],
    ['text after the value', '{"a": "b"} and call 98765 43210'],
    ['a trailing comma', '{"a": "b",}'],
    ['a missing comma', '["a" "b"]'],
    ['a missing colon', '{"a" "b"}'],
    ['single quotes', "{'a': 'b'}"],
    ['a bare word', '{"a": call 98765 43210}'],
    ['a leading zero', '{"a": 0123456}'],
    ['a mismatched bracket', '{"a": ["b"}]'],
    ['empty', ''],
    ['spaces', '   '],
  ])('not JSON, read as plain text: %s', (_, raw) => {
    expect(jsonTextValues(raw)).toBeNull();
  });

  // A small deterministic generator of JSON values (strings with escapes, numbers, nesting).
  function* generated(seed: number): Generator<unknown> {
    let x = seed;
    const rnd = (n: number): number => ((x = (x * 1103515245 + 12345) % 2 ** 31), x % n);
    const str = (): string => ['98765 43210', 'a"b', 'line\nnext', 'tab\there', '', 'é ü ह', 'x\\y', '\u0001ctl', 'ORD-2024'][rnd(9)]!;
    const value = (depth: number): unknown => {
      const k = depth > 3 ? rnd(4) : rnd(6);
      if (k === 0) return str();
      if (k === 1) return [9876543210, 12, -5, 3.25, 1e21, 0][rnd(6)];
      if (k === 2) return [true, false, null][rnd(3)];
      if (k === 3) return `${str()} ${rnd(1000)}`;
      if (k === 4) return Array.from({ length: rnd(4) }, () => value(depth + 1));
      return Object.fromEntries(Array.from({ length: rnd(4) }, (_, i) => [[`k${i}`, 'phone', 'we"ird', 'label', 'value'][rnd(5)], value(depth + 1)]));
    };
    for (;;) yield rnd(2) === 0 ? [value(1)] : { root: value(1) };
  }

  it('reads the same values as JSON.parse and walkJson on generated documents', () => {
    const docs = generated(7);
    for (let n = 0; n < 300; n++) {
      const doc = docs.next().value;
      const raw = JSON.stringify(doc, null, n % 3 === 0 ? 2 : undefined);
      const expected = walkJson(JSON.parse(raw)).leaves
        .filter((l) => (typeof l.value === 'string' && l.value !== '') || (typeof l.value === 'number' && /^\d{6,}$/.test(String(l.value)) && Number.isSafeInteger(l.value)))
        .map((l) => String(l.value));
      expect(read(raw)?.map(([text]) => text)).toEqual(expected);
    }
  });

  it('accepts every mutated text JSON.parse accepts, and refuses the others (texts without escapes or control characters)', () => {
    const docs = generated(11);
    const pieces = ['{', '}', '[', ']', ',', ':', '"', '1', 'a', ' ', 'true', '-', '.', 'e'];
    let x = 3;
    const rnd = (n: number): number => ((x = (x * 1103515245 + 12345) % 2 ** 31), x % n);
    let accepted = 0;
    for (let n = 0; n < 3000; n++) {
      const raw = JSON.stringify(docs.next().value).replace(/\\./g, '');
      const at = rnd(raw.length);
      const mutated = rnd(2) === 0 ? raw.slice(0, at) + raw.slice(at + 1) : raw.slice(0, at) + pieces[rnd(pieces.length)] + raw.slice(at);
      if (/[\\\u0000-\u001f]/.test(mutated)) continue;
      let parses = true;
      try {
        JSON.parse(mutated);
      } catch {
        parses = false;
      }
      const first = mutated.trimStart()[0];
      const expected = parses && (first === '{' || first === '[');
      expect(jsonTextValues(mutated) !== null, mutated).toBe(expected);
      if (expected) accepted++;
    }
    expect(accepted).toBeGreaterThan(100);
  });
});

describe('scanJsonTextPii', () => {
  it('places findings at their offsets in the raw text, escapes included', () => {
    const raw = '{"note": "Hi\\nPhone: 0612 345678", "mobile": "98765 43210", "whatsapp": 9876543210}';
    const found = scanJsonTextPii(raw, { phoneRegions: ['NL'] })!;
    for (const f of found.findings) expect(raw.slice(f.start, f.end)).toBe(f.value);
    expect(found.findings.map((f) => f.value)).toEqual(['0612 345678', '98765 43210', '9876543210']);
    expect(found.numbers).toEqual([{ start: raw.indexOf('9876543210'), end: raw.length - 1 }]);
  });

  it('is null for any text that is not a JSON object or array', () => {
    expect(scanJsonTextPii('Call 98765 43210')).toBeNull();
  });
});

describe('quoteNumbers', () => {
  it('quotes the numbers and moves offsets: inside a number by one, after it by two', () => {
    const raw = '{"a": 9876543210, "b": "x"}';
    const start = raw.indexOf('98');
    const { text, moved } = quoteNumbers(raw, [{ start, end: start + 10 }]);
    expect(text).toBe('{"a": "9876543210", "b": "x"}');
    expect(text.slice(moved(start), moved(start + 10))).toBe('9876543210');
    expect(text.slice(moved(raw.indexOf('"x"')), moved(raw.indexOf('"x"') + 3))).toBe('"x"');
    expect(moved(2)).toBe(2);
  });

  it('moves every offset as a walk over all the numbers would', () => {
    const raw = `[${Array.from({ length: 50 }, (_, i) => 9876500000 + i).join(', ')}]`;
    const numbers = [...raw.matchAll(/\d{10}/g)].filter((_, i) => i % 3 !== 1).map((m) => ({ start: m.index!, end: m.index! + 10 }));
    const { text, moved } = quoteNumbers(raw, numbers);
    const walk = (o: number) => o + numbers.reduce((n, x) => n + (x.start <= o ? 1 : 0) + (x.end < o ? 1 : 0), 0);
    for (let o = 0; o <= raw.length; o++) expect(moved(o)).toBe(walk(o));
    for (const n of numbers) expect(text.slice(moved(n.start) - 1, moved(n.end) + 1)).toBe(`"${raw.slice(n.start, n.end)}"`);
  });
});
