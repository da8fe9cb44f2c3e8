import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSvc } from '../helpers/process';

const dir = mkdtempSync(path.join(tmpdir(), 'svc-injection-model-'));
const shipped = JSON.parse(readFileSync(path.resolve(__dirname, '../../src/core/injection/model-weights.json'), 'utf8'));
const file = (name: string, content: string): string => {
  const p = path.join(dir, name);
  writeFileSync(p, content);
  return p;
};

describe('svc serve with a damaged prompt-injection model artefact', () => {
  it.each([
    ['not JSON', () => file('garbage.json', '{"format": "svc-ml-linear/1", '), /model artefact .*garbage\.json is unusable/],
    ['missing', () => path.join(dir, 'absent.json'), /model artefact .*absent\.json is unusable: .*ENOENT/],
    ['truncated weights', () => file('short.json', JSON.stringify({ ...shipped, heads: [{ ...shipped.heads[0], weights: 'AAAA' }] })), /weight bytes/],
    ['no combiner', () => file('nocombiner.json', JSON.stringify({ ...shipped, meta: { ...shipped.meta, combiner: undefined } })), /combiner/],
  ])('%s: exits 1 with the reason, never starts', async (_, make, message) => {
    const r = await runSvc(['serve'], { SVC_INJECTION_MODEL_FILE: make(), DATABASE_URL: `file:${path.join(dir, 'svc.db')}`, PORT: '0' });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(message);
    expect(r.stdout).not.toMatch(/listening on/);
  });
});
