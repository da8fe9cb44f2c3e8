// The PII scan of a structured result's values, one value at a time: a `data` result's strings,
// or the values of a raw JSON text (json-text-pii.ts). Short values seen before under the same
// field in the same result (a status, a currency, a customer's name on every order) reuse their
// findings: scanPii's answer depends only on the text and the options.
import { scanPii, type PiiFinding, type ScanOptions } from '../pii';

/** Values up to this long are remembered: longer ones rarely repeat. */
const MAX_REMEMBERED = 40;

export class ValueScanner {
  /** One options object for every value, its field set per value: scanPii keeps nothing of it. */
  private readonly perValue: ScanOptions;
  private readonly seen = new Map<string | null, Map<string, PiiFinding[]>>();

  /** `options` without a field: each value brings its own. */
  constructor(readonly options: ScanOptions) {
    this.perValue = { ...options };
  }

  /** New finding objects on every call: callers may move them. */
  scan(text: string, field: string | null): PiiFinding[] {
    this.perValue.field = field ?? undefined;
    if (text.length > MAX_REMEMBERED) return scanPii(text, this.perValue);
    let byText = this.seen.get(field);
    if (byText === undefined) this.seen.set(field, (byText = new Map()));
    const known = byText.get(text);
    if (known !== undefined) return known.length === 0 ? [] : known.map((p) => ({ ...p }));
    const found = scanPii(text, this.perValue);
    byText.set(text, found.length === 0 ? found : found.map((p) => ({ ...p })));
    return found;
  }
}
