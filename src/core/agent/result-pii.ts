// The personal data of a tool result (tool-result.ts): the texts it is read as (`raw`, each value
// of `data`), what each holds (PII, credentials, values of secret or watched keys), its entities
// as the API reports them, and its redaction.
import { scanPii, type PiiFinding, type PiiType, type ScanOptions } from '../pii';
import { fieldWithLabel, labelOf } from './json-text';
import { quoteNumbers, scanJsonTextPii } from './json-text-pii';
import { jsonPath, normalizeKey, walkJson } from './leaves';
import { findSecrets, isSecretKey, looksLikeSecretValue } from './secrets';
import type { ResultEntity } from './tool-result';
import type { Path } from './types';
import { ValueScanner } from './value-scan';

/** A piece of text of the result: `raw`, or one string (or long number) of `data`. */
export interface Segment {
  source: 'raw' | 'data';
  path: Path | null;
  key: string | null;
  /** What the PII scan reads as the field name: the key, with a label just before it (json-text.ts). */
  field: string | null;
  text: string;
}

const DIGITS_ONLY = /^\d{6,}$/;
/** Names are found by a first-name list: too uncertain to rewrite a result for. */
const NOT_REDACTED: ReadonlySet<PiiType> = new Set(['PERSON']);

/** The texts a tool result is scanned as: `raw` whole, then each string (and long integer) of `data` with its key. */
export function segmentsOf(raw: string | undefined, data: unknown, hasData: boolean): Segment[] {
  const out: Segment[] = [];
  if (raw !== undefined) out.push({ source: 'raw', path: null, key: null, field: null, text: raw });
  if (!hasData) return out;
  // A label names the value right after it in the same object ({"label": "Account number", "value": …}).
  let label: { path: Path; text: string } | null = null;
  for (const leaf of walkJson(data).leaves) {
    const field = fieldWithLabel(leaf.key, label !== null && sameObject(label.path, leaf.path) ? label.text : null);
    const text = typeof leaf.value === 'string' ? leaf.value : null;
    const labelText = text === null ? null : labelOf(leaf.key, text);
    label = labelText === null ? null : { path: leaf.path, text: labelText };
    if (text !== null) out.push({ source: 'data', path: leaf.path, key: leaf.key, field, text });
    else if (typeof leaf.value === 'number' && Number.isSafeInteger(leaf.value) && DIGITS_ONLY.test(String(leaf.value))) {
      out.push({ source: 'data', path: leaf.path, key: leaf.key, field, text: String(leaf.value) });
    }
  }
  return out;
}

/** Two leaves of the same object: paths equal but for the last key. */
function sameObject(a: Path, b: Path): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length - 1; i++) if (a[i] !== b[i]) return false;
  return true;
}

export interface Found {
  segment: Segment;
  pii: PiiFinding[];
  secrets: { start: number; end: number; label: string }[];
  /** The whole value is secret or watched by its key. */
  wholeValue: 'secret' | 'watched' | null;
  /** A raw JSON text's number values with findings in them: quoted when a placeholder takes their place. */
  numbers: readonly { start: number; end: number }[];
}

/**
 * The finding as redaction and masking see it: a raw JSON text with its number values that hold
 * findings quoted first, so the redacted text is JSON too.
 */
export function forRedaction(f: Found): Found {
  if (f.numbers.length === 0) return f;
  const { text, moved } = quoteNumbers(f.segment.text, f.numbers);
  const move = <T extends { start: number; end: number }>(x: T): T => ({ ...x, start: moved(x.start), end: moved(x.end) });
  return { ...f, segment: { ...f.segment, text }, pii: f.pii.map(move), secrets: f.secrets.map(move), numbers: [] };
}

export function findInSegment(segment: Segment, piiScan: boolean, watched: ReadonlySet<string>, values: ValueScanner, data: unknown): Found {
  // A raw JSON text is read value by value (json-text-pii.ts); any other raw text whole; a value
  // of `data` with its field name as context: {"phone": "0612 345678"} needs no "phone" in the value.
  const json = segment.source === 'raw' ? scanJsonTextPii(segment.text, values.options) : null;
  const pii = json?.findings ?? (segment.source === 'raw' ? scanPii(segment.text, values.options) : values.scanInDocument(segment.text, segment.field, data, segment.path!));
  const numbers = json?.numbers ?? [];
  if (!piiScan) return { segment, pii, secrets: [], wholeValue: null, numbers };
  const secrets = findSecrets(segment.text).map((h) => ({ start: h.start, end: h.end, label: h.pattern.id }));
  const key = segment.key === null ? null : normalizeKey(segment.key);
  let wholeValue: Found['wholeValue'] = null;
  if (secrets.length === 0 && segment.key !== null && isSecretKey(segment.key) && looksLikeSecretValue(segment.text)) wholeValue = 'secret';
  else if (key !== null && watched.has(key) && segment.text.trim() !== '') wholeValue = 'watched';
  return { segment, pii, secrets, wholeValue, numbers };
}

export function entitiesOf(f: Found): ResultEntity[] {
  const where = { source: f.segment.source, path: f.segment.path ? jsonPath(f.segment.path) : null };
  const out: ResultEntity[] = f.pii.map((p) => ({
    type: p.type.toLowerCase(),
    value: p.value,
    offset: p.start,
    length: p.end - p.start,
    should_redact: !NOT_REDACTED.has(p.type),
    ...where,
    confidence: p.score,
    ...(p.dpdpType ? { dpdp_type: p.dpdpType } : {}),
  }));
  for (const s of f.secrets) {
    out.push({ type: 'secret', value: f.segment.text.slice(s.start, s.end), offset: s.start, length: s.end - s.start, should_redact: true, ...where, confidence: 0.95 });
  }
  if (f.wholeValue) {
    const type = f.wholeValue === 'secret' ? 'secret' : normalizeKey(f.segment.key!);
    out.push({ type, value: f.segment.text, offset: 0, length: f.segment.text.length, should_redact: true, ...where, confidence: f.wholeValue === 'secret' ? 0.8 : 1 });
  }
  return out.sort((a, b) => a.offset - b.offset);
}

/** The segment's text with every entity to redact replaced by `[TYPE]`. */
export function redactSegment(f: Found): string {
  if (f.wholeValue) return `[${f.wholeValue === 'secret' ? 'SECRET' : normalizeKey(f.segment.key!).toUpperCase()}]`;
  const spans = [
    ...f.pii.filter((p) => !NOT_REDACTED.has(p.type)).map((p) => ({ start: p.start, end: p.end, label: p.type })),
    ...f.secrets.map((s) => ({ start: s.start, end: s.end, label: 'SECRET' })),
  ].sort((a, b) => a.start - b.start || b.end - a.end);
  let out = '';
  let cursor = 0;
  for (const s of spans) {
    if (s.start < cursor) continue;
    out += `${f.segment.text.slice(cursor, s.start)}[${s.label.toUpperCase()}]`;
    cursor = s.end;
  }
  return out + f.segment.text.slice(cursor);
}
