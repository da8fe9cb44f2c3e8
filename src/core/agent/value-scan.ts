// The PII scan of structured values, one value at a time: a `data` result's strings, the values
// of a raw JSON text (json-text-pii.ts), a tool call's parameters. Short values seen before under the same
// field in the same result (a status, a currency, a customer's name on every order) reuse their
// findings: scanPii's answer depends only on the text and the options.
import { hasUnanchoredSpecialTerm, scanPii, type PiiFinding, type ScanOptions } from '../pii';
import { containersAt, subjectAround } from './record-subject';

/** Values up to this long are remembered: longer ones rarely repeat. */
const MAX_REMEMBERED = 40;

export class ValueScanner {
  /** One options object for every value, its field set per value: scanPii keeps nothing of it. */
  private readonly perValue: ScanOptions;
  private readonly seen = new Map<string | null, Map<string, { found: PiiFinding[]; unanchored: boolean }>>();
  /**
   * The value scanned last has a special-category term its own words tie to no one: the person its
   * record names would make it personal data (`scanAbout`).
   */
  unanchored = false;

  /** `options` without a field: each value brings its own. */
  constructor(readonly options: ScanOptions) {
    this.perValue = { ...options };
  }

  /** New finding objects on every call: callers may move them. */
  scan(text: string, field: string | null): PiiFinding[] {
    this.perValue.field = field ?? undefined;
    if (text.length > MAX_REMEMBERED) {
      const found = scanPii(text, this.perValue);
      this.unanchored = hasUnanchoredSpecialTerm(text);
      return found;
    }
    let byText = this.seen.get(field);
    if (byText === undefined) this.seen.set(field, (byText = new Map()));
    const known = byText.get(text);
    if (known !== undefined) {
      this.unanchored = known.unanchored;
      return known.found.length === 0 ? [] : known.found.map((p) => ({ ...p }));
    }
    const found = scanPii(text, this.perValue);
    // Right after the scan: the special-category pass's answer for this text is still memoised.
    this.unanchored = hasUnanchoredSpecialTerm(text);
    byText.set(text, { found: found.length === 0 ? found : found.map((p) => ({ ...p })), unanchored: this.unanchored });
    return found;
  }

  /**
   * The value scanned again as a field of a record about `subject` (record-subject.ts): its
   * special-category terms are then about that person. Rare (a term no sentence anchors), not remembered.
   */
  scanAbout(text: string, field: string | null, subject: string): PiiFinding[] {
    return scanPii(text, { ...this.options, field: field ?? undefined, subject });
  }

  /**
   * The value at `path` of a parsed JSON document (`data`, tool-call parameters): a
   * special-category term its own words tie to no one is about the person its record names.
   */
  scanInDocument(text: string, field: string | null, root: unknown, path: readonly (string | number)[]): PiiFinding[] {
    const found = this.scan(text, field);
    if (!this.unanchored) return found;
    const subject = subjectAround(containersAt(root, path));
    return subject === null ? found : this.scanAbout(text, field, subject);
  }
}
