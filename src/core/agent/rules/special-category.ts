// Special categories of personal data leaving the system: a diagnosis, HIV status, sexual
// orientation, religion, caste, political opinion, union membership, biometric or genetic data,
// or a child's details in a message, upload or post. GDPR Art. 9 forbids such processing without
// an explicit condition, and under the DPDP Act a disclosure is a breach of the S.8(5) safeguards.
import { SPECIAL_CATEGORY_TYPES, redactPii, type PiiType } from '../../pii';
import { normalizeKey } from '../leaves';
import type { AgentFinding } from '../types';
import { sendsOut } from './data';
import { finding, type CallRule } from './rule';

const SPECIAL: ReadonlySet<PiiType> = new Set(SPECIAL_CATEGORY_TYPES);

export const specialCategoryRule: CallRule = {
  id: 'params/special-category',
  description:
    'Special categories of personal data about an identifiable person in parameters (health, sex life, religion, caste, politics, union, biometric, genetic, children): high when the tool sends them out, else low.',
  dimension: 'privacy',
  check(facts) {
    const out: AgentFinding[] = [];
    const outbound = sendsOut(facts);
    for (const [leaf, found] of facts.pii()) {
      const special = found.filter((f) => SPECIAL.has(f.type));
      if (special.length === 0) continue;
      const types = [...new Set(special.map((f) => f.type.toLowerCase()))];
      const quoted = [...new Set(special.map((f) => `"${f.value}"`))].slice(0, 3).join(', ');
      const where = leaf.key ? normalizeKey(leaf.key) : 'a parameter';
      out.push(
        finding(this, {
          severity: outbound ? 'high' : 'low',
          path: leaf.path,
          evidence: types.join(', '),
          explanation:
            `${where} discloses ${types.join(', ')} about an identifiable person (${quoted})` +
            (outbound
              ? `; ${facts.toolName} would send it outside the system. GDPR Art. 9(1) prohibits processing special categories without an Art. 9(2) condition such as explicit consent, and under the DPDP Act 2023 disclosing it is a personal data breach the S.8(5) safeguards must prevent.`
              : '; kept inside the system, noted only.'),
          tag: 'special_category',
          fix: outbound ? { action: 'replace', path: leaf.path, value: redactPii(leaf.text, special), reason: `${types.join(', ')} redacted before sending` } : undefined,
        }),
      );
    }
    return out;
  },
};
