/**
 * A damaged harm model must stop the process when the engine loads (at server start), with a
 * message that names the file and the fault, never a silent fallback to rules only.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('../../../src/core/scoring/harm-artefact');
  vi.resetModules();
});

describe('harm model artefact at load', () => {
  it.each<[string, unknown, RegExp]>([
    ['is not an object', 'garbage', /harm-model\.json is unusable: not a JSON object/],
    ['was built for another feature space', { format: 'svc-ml-linear/1', task: 'harm', featureVersion: 'old', features: { hashBits: 17, wordNgrams: 2, charMin: 3, charMax: 5, headChars: 8192, tailChars: 2048 }, heads: [] }, /retrain it/],
    ['has truncated weights', 'truncate', /weight bytes, expected/],
  ])('refuses a model that %s', async (_name, damaged, message) => {
    let replacement = damaged;
    if (damaged === 'truncate') {
      const real = JSON.parse(readFileSync(new URL('../../../src/core/scoring/harm-model.json', import.meta.url), 'utf8')) as { heads: Array<{ weights: string }> };
      replacement = { ...real, heads: real.heads.map((h, i) => (i === 0 ? { ...h, weights: h.weights.slice(0, 64) } : h)) };
    }
    vi.resetModules();
    vi.doMock('../../../src/core/scoring/harm-artefact', async (actual) => ({ ...(await actual<object>()), harmArtefact: () => replacement }));
    await expect(import('../../../src/core/scoring/rules/learned')).rejects.toThrow(message);
  });
});
