import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { printedSchema } from '../../src/graphql/schema';

describe('schema.graphql', () => {
  it('is the schema the code builds (run `npm run schema:print` when this fails)', () => {
    const committed = readFileSync(path.resolve(__dirname, '../../schema.graphql'), 'utf8');
    expect(committed).toBe(printedSchema());
  });
});
