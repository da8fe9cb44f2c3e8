import { describe, expect, it } from 'vitest';
import {
  createSession,
  isExpired,
  randomId,
  standingObligations,
  validateSessionConfig,
} from '../../../src/core/dpdp/index';
import { counterIds, NOW } from './helpers';

describe('validateSessionConfig', () => {
  it('fills the defaults of wire contract §2.3', () => {
    const r = validateSessionConfig({ purpose: '  loan advisory ' });
    expect(r).toEqual({
      ok: true,
      value: { entity_type: 'data_fiduciary', purpose: 'loan advisory', sector: 'other', processes_children: false, ttl_hours: 24 },
    });
  });

  it.each([
    ['entity_type', { entity_type: 'significant_data_fiduciary' }, 'significant_data_fiduciary'],
    ['entity_type alias', { entity_type: 'SDF' }, 'significant_data_fiduciary'],
    ['sector', { sector: 'healthcare' }, 'healthcare'],
    ['sector spelled as in the spec', { sector: 'ecommerce' }, 'e_commerce'],
    ['sector with hyphen and case', { sector: 'Social-Media' }, 'social_media'],
    ['processes_children', { processes_children: true }, true],
    ['ttl_hours', { ttl_hours: 1 }, 1],
  ])('accepts %s', (_label, extra, expected) => {
    const r = validateSessionConfig({ purpose: 'x', ...extra });
    expect(r.ok).toBe(true);
    const key = Object.keys(extra)[0] as keyof typeof extra;
    if (r.ok) expect((r.value as unknown as Record<string, unknown>)[key]).toBe(expected);
  });

  it.each([
    ['config not an object', 'loan', 'config'],
    ['missing purpose', {}, 'config.purpose'],
    ['blank purpose', { purpose: '   ' }, 'config.purpose'],
    ['purpose not a string', { purpose: 42 }, 'config.purpose'],
    ['purpose too long', { purpose: 'p'.repeat(201) }, 'config.purpose'],
    ['unknown entity_type', { purpose: 'x', entity_type: 'processor' }, 'config.entity_type'],
    ['unknown sector', { purpose: 'x', sector: 'mining' }, 'config.sector'],
    ['processes_children as string', { purpose: 'x', processes_children: 'yes' }, 'config.processes_children'],
    ['ttl_hours zero', { purpose: 'x', ttl_hours: 0 }, 'config.ttl_hours'],
    ['ttl_hours fractional', { purpose: 'x', ttl_hours: 1.5 }, 'config.ttl_hours'],
    ['ttl_hours as string', { purpose: 'x', ttl_hours: '24' }, 'config.ttl_hours'],
    ['ttl_hours above a year', { purpose: 'x', ttl_hours: 8761 }, 'config.ttl_hours'],
  ])('rejects %s with a field-level issue', (_label, input, path) => {
    const r = validateSessionConfig(input);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues.map((i) => i.path)).toContain(path);
  });

  it('reports every bad field at once', () => {
    const r = validateSessionConfig({ entity_type: 'x', sector: 'y', ttl_hours: -1 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues.map((i) => i.path).sort()).toEqual(['config.entity_type', 'config.purpose', 'config.sector', 'config.ttl_hours']);
  });
});

describe('createSession', () => {
  it('starts with exactly the spec state and an id prefixed sess_', () => {
    const cfg = validateSessionConfig({ purpose: 'loan advisory', entity_type: 'significant_data_fiduciary', processes_children: true });
    if (!cfg.ok) throw new Error('invalid');
    const s = createSession(cfg.value, NOW, counterIds());
    expect(s.session_id).toBe('sess_1');
    expect(s.created_at).toBe(NOW.toISOString());
    expect(s.expires_at).toBe('2025-06-02T12:00:00.000Z');
    expect(s.state).toEqual({
      consent_status: {},
      notice_shown: false,
      child_session: false,
      events_count: 0,
      open_timers: [],
      fulfilled_obligations: [],
      pending_obligations: [],
    });
  });
});

describe('isExpired', () => {
  const cfg = { entity_type: 'data_fiduciary', purpose: 'x', sector: 'other', processes_children: false, ttl_hours: 2 } as const;
  const session = createSession({ ...cfg }, NOW, counterIds());
  it.each([
    [0, false],
    [2 * 3_600_000 - 1, false],
    [2 * 3_600_000, true],
    [3 * 3_600_000, true],
  ])('after %i ms → %s', (offset, expired) => {
    expect(isExpired(session, new Date(NOW.getTime() + offset))).toBe(expired);
  });
});

describe('standingObligations', () => {
  const base = { entity_type: 'data_fiduciary', purpose: 'x', sector: 'other', processes_children: false, ttl_hours: 24 } as const;
  it.each([
    ['plain fiduciary', {}, []],
    ['significant fiduciary', { entity_type: 'significant_data_fiduciary' }, ['dpo_appointment', 'independent_data_audit', 'dpia', 'algorithmic_due_diligence']],
    ['children', { processes_children: true }, ['age_verification', 'verifiable_parental_consent', 'no_tracking_or_targeted_ads']],
  ])('%s', (_label, extra, expected) => {
    const list = standingObligations({ ...base, ...extra } as typeof base);
    expect(list.map((o) => o.obligation)).toEqual(expected);
    for (const o of list) expect(o.section).toMatch(/S\.\d|Rule \d/);
  });
});

describe('randomId', () => {
  it('is the prefix followed by 22 base62 characters, unique per call', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => randomId('evt_')));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^evt_[0-9A-Za-z]{22}$/);
  });
});
