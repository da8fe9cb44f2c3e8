// Protected traits and their proxies as inputs of decisions about people (hiring, credit,
// claims): a zip code or a first name can stand in for race or gender, an age or a birth
// year for age. Flagged in decision tools, in tools the registry marks high-stakes or
// watches, and in unknown tools of the hr and finance domains.
import type { Domain } from '../../scoring';
import { normalizeKey, type Leaf } from '../leaves';
import type { Severity } from '../types';
import { finding, type CallFacts, type CallRule } from './rule';

export interface ProxyVariable {
  /** Normalized key (`zip_code`); keys ending in `_<name>` match too (`applicant_zip_code`). */
  name: string;
  /** The trait it is or stands in for. */
  trait: string;
  protectedTrait: boolean;
}

const protectedTrait = (name: string, trait = name.replace(/_/g, ' ')): ProxyVariable => ({ name, trait, protectedTrait: true });
const proxyOf = (trait: string, ...names: string[]): ProxyVariable[] => names.map((name) => ({ name, trait, protectedTrait: false }));

export const PROXY_VARIABLES: readonly ProxyVariable[] = [
  protectedTrait('gender'),
  protectedTrait('sex', 'gender'),
  protectedTrait('race'),
  protectedTrait('ethnicity'),
  protectedTrait('ethnic_origin', 'ethnicity'),
  protectedTrait('religion'),
  protectedTrait('caste'),
  protectedTrait('disability'),
  protectedTrait('pregnancy'),
  protectedTrait('pregnant', 'pregnancy'),
  protectedTrait('marital_status'),
  protectedTrait('sexual_orientation'),
  protectedTrait('national_origin'),
  protectedTrait('nationality', 'national origin'),
  protectedTrait('skin_color', 'race'),
  protectedTrait('age'),
  ...proxyOf('age', 'dob', 'date_of_birth', 'birth_date', 'birthdate', 'birth_year', 'year_of_birth', 'graduation_year'),
  ...proxyOf('race or ethnicity (location)', 'zip', 'zip_code', 'zipcode', 'postal_code', 'postcode', 'pincode', 'pin_code', 'neighborhood', 'neighbourhood'),
  ...proxyOf('gender or ethnicity (name)', 'name', 'first_name', 'last_name', 'full_name', 'surname', 'given_name', 'maiden_name'),
  ...proxyOf('race, gender or age (appearance)', 'photo', 'photo_url', 'profile_photo', 'picture', 'headshot'),
  ...proxyOf('national origin (language)', 'native_language', 'mother_tongue', 'accent'),
  ...proxyOf('gender or family status', 'spouse_name', 'number_of_children', 'children_count'),
];

const byName = new Map(PROXY_VARIABLES.map((p) => [p.name, p]));
/** `applicant_age` is about a person; `company_name` or `page_age` are not. */
const PERSON_WORDS = new Set(['applicant', 'candidate', 'employee', 'customer', 'user', 'borrower', 'patient', 'person', 'member', 'tenant', 'student', 'client', 'claimant', 'insured', 'driver', 'owner', 'spouse', 'guarantor', 'co', 'primary', 'secondary']);

/**
 * The proxy variable a key (or a feature name given as a value) names, if any. A longer key
 * ending in a multi-word name matches (`home_zip_code`); one ending in a single word only
 * after words about a person (`applicant_age`, not `file_name`).
 */
export function proxyVariable(key: string): ProxyVariable | undefined {
  const k = normalizeKey(key);
  const exact = byName.get(k);
  if (exact) return exact;
  const parts = k.split('_');
  for (let i = 1; i < parts.length; i++) {
    const hit = byName.get(parts.slice(i).join('_'));
    if (!hit) continue;
    if (hit.name.includes('_') || parts.slice(0, i).every((w) => PERSON_WORDS.has(w))) return hit;
  }
  return undefined;
}

/** Keys whose array values are the names of a model's inputs: `features: ["zip_code", "income"]`. */
const FEATURE_LIST_KEYS = new Set(['features', 'fields', 'columns', 'attributes', 'inputs', 'variables', 'factors', 'criteria', 'signals', 'select']);
const PROXY_DOMAINS: ReadonlySet<Domain> = new Set(['hr', 'finance']);

export function proxyRuleApplies(facts: CallFacts): boolean {
  const p = facts.profile;
  return (
    p.category === 'decision' ||
    p.high_stakes ||
    p.proxy_variable_watch.length > 0 ||
    (p.category === 'generic' && PROXY_DOMAINS.has(facts.domain))
  );
}

interface ProxyHit {
  label: string;
  path: Leaf['path'];
  variable: ProxyVariable | null;
}

export function proxyHits(facts: CallFacts): ProxyHit[] {
  if (!proxyRuleApplies(facts)) return [];
  const watch = new Set(facts.profile.proxy_variable_watch.map(normalizeKey));
  const named = (name: string): ProxyVariable | null | undefined => (watch.has(normalizeKey(name)) ? null : proxyVariable(name));
  const hits: ProxyHit[] = [];
  for (const k of facts.walk.keys) {
    const v = named(k.key);
    if (v !== undefined) hits.push({ label: k.key, path: k.path, variable: v });
  }
  for (const leaf of facts.walk.leaves) {
    if (typeof leaf.value !== 'string' || leaf.key === null || !FEATURE_LIST_KEYS.has(normalizeKey(leaf.key))) continue;
    const v = named(leaf.value);
    if (v !== undefined) hits.push({ label: leaf.value, path: leaf.path, variable: v });
  }
  return hits;
}

export const proxyVariableRule: CallRule = {
  id: 'params/proxy-variable',
  description: 'Protected traits (gender, race, religion, caste, age…) and their proxies (zip code, name, birth year…) as inputs of decisions about people.',
  dimension: 'fairness',
  check(facts) {
    return proxyHits(facts).map((h) => {
      const severity: Severity = h.variable === null || h.variable.protectedTrait ? 'high' : 'medium';
      const what =
        h.variable === null
          ? 'a variable the tool registry watches'
          : h.variable.protectedTrait
            ? `the protected trait ${h.variable.trait}`
            : `a proxy for ${h.variable.trait}`;
      return finding(this, {
        severity,
        path: h.path,
        evidence: h.label,
        explanation: `${h.label} is ${what}, an input of ${facts.toolName}, a decision about people${facts.domain !== 'general' ? ` (${facts.domain})` : ''}: it can produce discriminatory outcomes.`,
        tag: 'proxy',
        fix: { action: 'remove', path: h.path, reason: `${h.label} removed from the decision's inputs` },
      });
    });
  },
};
