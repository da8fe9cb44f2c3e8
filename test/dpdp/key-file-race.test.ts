import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createKeyFile } from '../../src/services/dpdp/runtime';

describe('evidence key file creation', () => {
  it('many racing writers all read back one whole key, mode 0600, and leave no temporary file', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'svc-keyrace-'));
    const keyFile = path.join(dir, 'keys', 'evidence.pem');
    const pems = Array.from({ length: 20 }, (_, i) => `-----BEGIN PRIVATE KEY-----\n${String(i).repeat(4000)}\n-----END PRIVATE KEY-----\n`);
    const read = await Promise.all(pems.map((pem) => createKeyFile(keyFile, pem)));
    expect(new Set(read).size).toBe(1);
    expect(pems).toContain(read[0]);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(readdirSync(path.dirname(keyFile))).toEqual(['evidence.pem']);
  });
});
