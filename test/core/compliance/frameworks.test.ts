import { describe, expect, it } from 'vitest';
import { FRAMEWORK_CODES, FRAMEWORKS, resolveFramework, RULE_PACKS, SIGNAL_SPECS } from '../../../src/core/compliance';
import { DERIVED_SIGNALS } from '../../../src/core/compliance/signals';

describe('resolveFramework', () => {
  it.each([
    ['gdpr', 'gdpr'],
    ['GDPR', 'gdpr'],
    [' ccpa ', 'ccpa'],
    ['ai_act', 'eu_ai_act'],
    ['euaia', 'eu_ai_act'],
    ['eu-ai-act', 'eu_ai_act'],
    ['dpdp', 'india_dpdp'],
    ['ai_governance', 'india_ai_gov'],
    ['india_ai', 'india_ai_gov'],
    ['india_ai_governance', 'india_ai_gov'],
    ['sox', null],
    ['', null],
  ])('%j → %j', (code, expected) => {
    expect(resolveFramework(code)).toBe(expected);
  });
});

describe.each(FRAMEWORK_CODES)('%s metadata and rule pack', (code) => {
  const meta = FRAMEWORKS[code];
  const pack = RULE_PACKS[code];

  it('covers every area of the framework and nothing else', () => {
    expect([...new Set(pack.map((r) => r.area))].sort()).toEqual(Object.keys(meta.areas).sort());
  });

  it('has unique ids under the framework prefix and complete definitions', () => {
    expect(new Set(pack.map((r) => r.id)).size).toBe(pack.length);
    for (const r of pack) {
      expect(r.id.startsWith(`${code}.`)).toBe(true);
      expect(r.clause).toMatch(/^\S.* — \S/);
      expect(r.referenceUrl).toMatch(/^https:\/\//);
      expect(r.remediation.length).toBeGreaterThan(40);
      expect(r.description.fail).toContain('{evidence}');
      expect(r.violatedWhen ?? r.riskWhen ?? r.appliesWhen ?? r.safeguards).toBeDefined();
    }
  });

  it('refers only to signals of the catalog', () => {
    const refs = pack.flatMap((r) => [...(r.appliesWhen ?? []), ...(r.violatedWhen ?? []), ...(r.riskWhen ?? []), r.safeguards ?? []].flat());
    const unknown = refs.map((ref) => ref.replace(/^not:/, '')).filter((id) => !(id in SIGNAL_SPECS));
    expect(unknown).toEqual([]);
  });

  it('has a name, version and official URL', () => {
    expect(meta.name.length).toBeGreaterThan(3);
    expect(meta.version.length).toBeGreaterThan(3);
    expect(meta.url).toMatch(/^https:\/\//);
  });
});

describe('framework specifics', () => {
  it('gives every India DPDP requirement its audit detail and a Schedule penalty', () => {
    for (const r of RULE_PACKS.india_dpdp) {
      expect(r.dpdp?.penaltyCeilingCrore).toBeGreaterThan(0);
      expect(r.dpdp?.checklist.length).toBeGreaterThan(0);
      expect(r.clause).toMatch(/^S\.\d/);
    }
  });

  it('covers all eight Art. 5 prohibitions of the EU AI Act', () => {
    const letters = RULE_PACKS.eu_ai_act.filter((r) => r.area === 'prohibited_practices').map((r) => r.clause.slice(0, 12));
    expect(letters).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((l) => `Art. 5(1)(${l})`));
  });

  it('marks the India AI governance guidelines as non-binding with no penalty', () => {
    expect(FRAMEWORKS.india_ai_gov.binding).toBe(false);
    expect(RULE_PACKS.india_ai_gov.every((r) => r.penaltyExposure === undefined)).toBe(true);
  });
});

describe('signal usage', () => {
  const refs = Object.values(RULE_PACKS)
    .flat()
    .flatMap((r) => [...(r.appliesWhen ?? []), ...(r.violatedWhen ?? []), ...(r.riskWhen ?? []), r.safeguards ?? []].flat());

  it('denies only signals whose denials are detected', () => {
    const denied = refs.filter((ref) => ref.startsWith('not:')).map((ref) => ref.slice(4) as keyof typeof SIGNAL_SPECS);
    expect(denied.filter((id) => !(SIGNAL_SPECS[id] as { negatable?: boolean }).negatable)).toEqual([]);
  });

  it('uses every signal of the catalog in some rule or derivation', () => {
    const used = new Set([...refs.map((ref) => ref.replace(/^not:/, '')), ...DERIVED_SIGNALS.flatMap((d) => d.from.flat())]);
    expect(Object.keys(SIGNAL_SPECS).filter((id) => !used.has(id))).toEqual([]);
  });
});
