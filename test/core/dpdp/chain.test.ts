import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  type ChainedRecord,
  digestPaths,
  type EventRecord,
  GENESIS_HASH,
  linkRecord,
  sha256Hex,
  verifyChain,
} from '../../../src/core/dpdp/index';

describe('canonicalJson', () => {
  it.each<[string, unknown, string]>([
    ['sorted keys, no whitespace', { b: 1, a: { d: [1, 2], c: 'x' } }, '{"a":{"c":"x","d":[1,2]},"b":1}'],
    ['numbers in shortest form', { n: [1.0, 0.1, 1e21, -0, 1e-7, 100] }, '{"n":[1,0.1,1e+21,0,1e-7,100]}'],
    ['undefined members dropped, array holes null', { a: undefined, b: [undefined, null] }, '{"b":[null,null]}'],
    ['string escapes', { s: 'a"b\\c\n\u2028' }, '{"s":"a\\"b\\\\c\\n\u2028"}'],
    ['keys sorted by UTF-16 code units', { é: 1, z: 2, A: 3 }, '{"A":3,"z":2,"é":1}'],
    ['toJSON honoured', { d: new Date('2025-01-01T00:00:00Z') }, '{"d":"2025-01-01T00:00:00.000Z"}'],
    ['scalars', [true, false, null, 'x'], '[true,false,null,"x"]'],
  ])('%s', (_label, value, expected) => {
    expect(canonicalJson(value)).toBe(expected);
  });

  it('is independent of key insertion order', () => {
    expect(canonicalJson({ a: 1, b: { x: 1, y: 2 } })).toBe(canonicalJson({ b: { y: 2, x: 1 }, a: 1 }));
  });

  it.each([NaN, Infinity, 10n])('throws on %s', (value) => {
    expect(() => canonicalJson({ v: value })).toThrow(TypeError);
  });
});

describe('digestPaths', () => {
  it('digests top-level fields and the keys of object fields', () => {
    const d = digestPaths({ type: 'x', data: { user_id: 'u1', 'odd key': 2 }, empty: {}, list: [1, 2] });
    expect(Object.keys(d).sort()).toEqual(['data.user_id', 'data["odd key"]', 'empty', 'list[0]', 'list[1]', 'type'].sort());
    expect(d['data.user_id']).toBe(sha256Hex('"u1"'));
  });

  it('goes deeper when asked', () => {
    expect(Object.keys(digestPaths({ report: { a: { b: 1 }, c: [1] } }, 3)).sort()).toEqual(['report.a.b', 'report.c']);
  });
});

function records(n: number): ChainedRecord[] {
  const out: ChainedRecord[] = [];
  let prev = GENESIS_HASH;
  for (let i = 1; i <= n; i++) {
    const r: EventRecord = {
      seq: i,
      event_id: `evt_${i}`,
      application_id: 'app_1',
      session_id: i % 2 ? 'sess_1' : null,
      type: 'consent.granted',
      timestamp: `2025-06-01T12:00:0${i}.000Z`,
      recorded_at: `2025-06-01T12:00:0${i}.500Z`,
      data: { user_id: `u${i}`, purpose: 'loan', nested: { level: i } },
    };
    const linked = linkRecord(prev, r);
    out.push(linked);
    prev = linked.hash;
  }
  return out;
}

describe('linkRecord', () => {
  it('hashes sha256(prev_hash + canonical(record)) from the genesis hash', () => {
    const [first, second] = records(2);
    const { prev_hash, hash, field_digests, ...content } = first;
    expect(prev_hash).toBe(GENESIS_HASH);
    expect(hash).toBe(sha256Hex(GENESIS_HASH + canonicalJson(content)));
    expect(second.prev_hash).toBe(first.hash);
    expect(Object.keys(field_digests)).toContain('data.user_id');
  });

  it('is deterministic', () => {
    expect(records(3)).toEqual(records(3));
  });
});

describe('verifyChain', () => {
  it('accepts an intact chain', () => {
    expect(verifyChain(records(5))).toEqual({ valid: true, checked: 5, problems: [] });
  });

  it('accepts a run that starts mid-chain, and checks its anchor when given', () => {
    const tail = records(5).slice(2);
    expect(verifyChain(tail).valid).toBe(true);
    expect(verifyChain(tail, { prevHash: records(5)[1].hash }).valid).toBe(true);
    expect(verifyChain(tail, { prevHash: GENESIS_HASH }).problems.map((p) => p.path)).toEqual(['records[0].prev_hash']);
  });

  const tamper: Array<[string, (r: ChainedRecord[]) => void, string[]]> = [
    ['one data field', (r) => ((r[2].data as Record<string, unknown>).user_id = 'intruder'), ['records[2].data.user_id']],
    ['a nested value (named at its data key)', (r) => ((r[2].data.nested as { level: number }).level = 99), ['records[2].data.nested']],
    ['a data field removed', (r) => delete (r[1].data as Record<string, unknown>).purpose, ['records[1].data.purpose']],
    ['a data field added', (r) => ((r[1].data as Record<string, unknown>).extra = true), ['records[1].data.extra']],
    ['the type', (r) => (r[3].type = 'consent.withdrawn'), ['records[3].type']],
    ['the timestamp', (r) => (r[0].timestamp = '2020-01-01T00:00:00.000Z'), ['records[0].timestamp']],
    ['the session', (r) => (r[4].session_id = 'sess_2'), ['records[4].session_id']],
    ['the stored hash', (r) => (r[2].hash = 'f'.repeat(64)), ['records[2].hash', 'records[3].prev_hash']],
    ['the genesis link', (r) => (r[0].prev_hash = 'a'.repeat(64)), ['records[0].prev_hash', 'records[0].hash']],
  ];
  it.each(tamper)('names an altered %s', (_label, change, paths) => {
    const chain = records(5);
    change(chain);
    const result = verifyChain(chain);
    expect(result.valid).toBe(false);
    expect(result.problems.map((p) => p.path)).toEqual(paths);
  });

  it('names the record in the message', () => {
    const chain = records(5);
    (chain[2].data as Record<string, unknown>).user_id = 'intruder';
    expect(verifyChain(chain).problems[0].message).toBe('seq 3 (evt_3): data.user_id altered after recording');
  });

  it('catches a rewrite that also recomputed digests and hash, at the next link', () => {
    const chain = records(5);
    const { prev_hash, hash: _h, field_digests: _d, ...content } = chain[2];
    chain[2] = linkRecord(prev_hash, { ...content, data: { ...content.data, user_id: 'intruder' } });
    expect(verifyChain(chain).problems.map((p) => p.path)).toEqual(['records[3].prev_hash']);
  });

  it('catches a deleted record', () => {
    const chain = records(5);
    chain.splice(2, 1);
    expect(verifyChain(chain).problems.map((p) => p.path)).toEqual(['records[2].seq', 'records[2].prev_hash']);
  });
});
