// /verify's answer is serialized from kept pieces around the credits (services/platform.ts):
// it must be JSON.stringify's output byte for byte.
import { describe, expect, it } from 'vitest';
import { verifiedResultJson, type VerifyResult } from '../../src/services/platform';
import type { KeyPrincipal } from '../../src/services/context';

const principal = (name: string, plan = 'enterprise') =>
  ({ kind: 'key', plan, key: { id: 'key_1', name }, application: { id: 'app_"1"', account: { id: 'acc_é' } } }) as unknown as KeyPrincipal;
const result = (p: KeyPrincipal, credits: number): VerifyResult => ({
  valid: true,
  status: 'verified',
  plan: p.plan,
  credits_remaining: credits,
  application_id: p.application.id,
  org_id: p.application.account.id,
  key_id: p.key.id,
  key_name: p.key.name,
});

describe('verifiedResultJson', () => {
  it('equals JSON.stringify of the result for any credits and names, and follows a changed plan', () => {
    for (const name of ['bench', 'quote " and \\ and \u2028', '👩‍💻 ünïcode', '']) {
      const p = principal(name);
      for (const credits of [0, 1, 1999.999, 0.001, -0, 1e21, 123456789.5]) {
        expect(verifiedResultJson(p, result(p, credits))).toBe(JSON.stringify(result(p, credits)));
      }
    }
    const p = principal('k');
    verifiedResultJson(p, result(p, 5));
    const upgraded = { ...p, plan: 'pro' } as KeyPrincipal;
    expect(verifiedResultJson(upgraded, result(upgraded, 5))).toBe(JSON.stringify(result(upgraded, 5)));
    expect(verifiedResultJson(p, result(p, Number.NaN))).toBe(JSON.stringify(result(p, Number.NaN)));
  });
});
