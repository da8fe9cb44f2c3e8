// Who a record of a structured result is about. A special-category value such as
// {"diagnosis": "HIV positive"} names no one in its own words; it is personal data of the person
// its record names ({"patient": "Asha Rao", …}, an employee id, a customer's e-mail), which a scan
// of the value alone cannot see (pii/recognizers/special.ts takes that person as `subject`).
import { FIRST_NAMES } from '../pii/data/first-names';
import { normalizeKey } from './leaves';

/** Keys whose value identifies a person whatever it holds: a name, an id or an address. */
const PERSON_KEYS: ReadonlySet<string> = new Set(
  ['patient', 'employee', 'emp', 'customer', 'user', 'member', 'candidate', 'applicant', 'student', 'client', 'person', 'beneficiary', 'insured', 'policyholder', 'citizen', 'contact']
    .flatMap((who) => [who, `${who}_name`, `${who}_id`, `${who}_email`])
    .concat(['username', 'first_name', 'last_name', 'full_name', 'given_name', 'surname', 'email', 'email_address', 'mrn', 'ssn', 'aadhaar', 'aadhaar_number', 'pan', 'passport_number', 'employee_number']),
);
/** Keys whose value is a person's name only when it reads like one ({"name": "Diabetes kit"} is a product). */
const NAME_KEYS: ReadonlySet<string> = new Set(['name', 'display_name']);

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * `key: value` of the first member of `record` that identifies a person, looking one level into
 * members that are objects ({"patient": {"name": "Asha Rao"}}); null when it names no one.
 */
export function subjectOf(record: unknown): string | null {
  if (!isRecord(record)) return null;
  for (const key in record) {
    const found = memberSubject(key, record[key], false);
    if (found) return found;
  }
  for (const key in record) {
    const inner = record[key];
    if (!isRecord(inner)) continue;
    const aboutPerson = PERSON_KEYS.has(normalizeKey(key));
    for (const innerKey in inner) {
      const found = memberSubject(innerKey, inner[innerKey], aboutPerson);
      if (found) return found;
    }
  }
  return null;
}

function memberSubject(key: string, value: unknown, underPersonKey: boolean): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  if (text === '') return null;
  const k = normalizeKey(key);
  if (PERSON_KEYS.has(k)) return `${key}: ${text}`;
  if (NAME_KEYS.has(k) && (underPersonKey || FIRST_NAMES.has(text.split(/\s/)[0]!))) return `${key}: ${text}`;
  return null;
}

/** A container around a value: an array, or an object read only when asked for. */
export interface Container {
  isArray: boolean;
  /** The object's value (parsed on demand for a raw JSON text). */
  object(): unknown;
}

/**
 * The subject of the innermost record around a value that names one: its own object first, then
 * the objects it sits in. An array of values belongs to the object holding it ({"diagnoses": […]});
 * an array of objects is a list of records, each about its own person, so the climb stops at the
 * record and never reaches what holds the list. `containers`: innermost first.
 */
export function subjectAround(containers: Iterable<Container>): string | null {
  let fromRecord = false;
  let objects = 0;
  for (const c of containers) {
    if (c.isArray) {
      if (fromRecord) return null;
      continue;
    }
    const found = subjectOf(c.object());
    if (found) return found;
    fromRecord = true;
    // A record's person is near it: a few objects up at most, not the top of a deep nest.
    if (++objects >= MAX_OBJECTS_UP) return null;
  }
  return null;
}

const MAX_OBJECTS_UP = 4;

/** The containers around the value at `path` of `root` (a parsed JSON value), innermost first. */
export function* containersAt(root: unknown, path: readonly (string | number)[]): Generator<Container> {
  const chain: unknown[] = [root];
  for (const key of path.slice(0, -1)) chain.push((chain[chain.length - 1] as Record<string | number, unknown>)[key]);
  for (let i = chain.length - 1; i >= 0; i--) {
    const node = chain[i];
    yield { isArray: Array.isArray(node), object: () => node };
  }
}
