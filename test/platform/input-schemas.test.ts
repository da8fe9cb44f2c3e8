// Meta-test of the shared validation layer: every schema a request meets (each
// REST row's operation, which GraphQL runs too, and the admin inputs) bounds
// every string, array and map, and counts arrays and maps before it validates
// their elements (the list()/map() helpers of src/services/inputs.ts). A field
// added without a bound fails here, not in production under a 1 MiB body.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { routes } from '../../src/rest/routes';
import { listEvaluationsOperation } from '../../src/services/agent/evaluations';
import { acknowledgeTimerOperation, cancelTimerOperation } from '../../src/services/dpdp/operations';
import { createApplicationInput, createKeyInput } from '../../src/services/management';
import { policySchema } from '../../src/services/policy';

type Def = { type: string; [k: string]: any };
const defOf = (s: z.ZodType): Def => (s as any)._zod.def;
const checkKinds = (d: Def): string[] => (d.checks ?? []).map((c: any) => c._zod.def.check);
const isOpaque = (d: Def) => d.type === 'unknown' || d.type === 'any';

/** Paths of strings, arrays and maps that are unbounded or validate elements before counting them. */
function unbounded(root: z.ZodType): string[] {
  const problems: string[] = [];
  const seen = new Set<unknown>();
  const visit = (schema: z.ZodType, path: string, counted: boolean): void => {
    if (seen.has(schema)) return;
    seen.add(schema);
    const d = defOf(schema);
    switch (d.type) {
      case 'string':
        // Formats (ISO dates) are bounded by their pattern.
        if (!checkKinds(d).includes('max_length') && d.format === undefined) problems.push(`${path}: string without a max length`);
        return;
      case 'array':
        if (!checkKinds(d).includes('max_length') && !counted) problems.push(`${path}: array without a max length`);
        if (!isOpaque(defOf(d.element)) && !counted) problems.push(`${path}: array elements validated before the length is checked`);
        return visit(d.element, `${path}[]`, false);
      case 'record':
        if (!isOpaque(defOf(d.valueType)) && !counted) problems.push(`${path}: map values validated before the keys are counted`);
        return visit(d.valueType, `${path}{}`, false);
      case 'pipe': {
        // list()/map(): a counted array or map of unknown in front of the one that validates.
        const front = defOf(d.in);
        const countsFirst =
          (front.type === 'array' && isOpaque(defOf(front.element)) && checkKinds(front).includes('max_length')) ||
          (front.type === 'record' && isOpaque(defOf(front.valueType)) && (front.checks ?? []).length > 0);
        visit(d.in, path, counted);
        return visit(d.out, path, counted || countsFirst);
      }
      case 'object':
        for (const [key, value] of Object.entries(d.shape as Record<string, z.ZodType>)) visit(value, path ? `${path}.${key}` : key, false);
        return;
      case 'union':
        for (const option of d.options) visit(option, path, counted);
        return;
      case 'intersection':
        visit(d.left, path, counted);
        return visit(d.right, path, counted);
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'nonoptional':
      case 'readonly':
      case 'catch':
        return visit(d.innerType, path, counted);
      case 'lazy':
        return visit(d.getter(), path, counted);
      default:
        return; // numbers, booleans, enums, literals, transforms, unknown
    }
  };
  visit(root, '', false);
  return problems;
}

describe('every input schema bounds its strings, arrays and maps', () => {
  const schemas: [string, z.ZodType][] = [
    ...routes.map((r): [string, z.ZodType] => [`${r.method} ${r.path}`, r.operation.input]),
    // GraphQL-only operations.
    ['agentEvaluations', listEvaluationsOperation.input],
    ['acknowledgeTimer', acknowledgeTimerOperation.input],
    ['cancelTimer', cancelTimerOperation.input],
    ['createApplication', createApplicationInput],
    ['createApiKey', createKeyInput],
    ['updatePolicy', policySchema],
  ];

  it.each(schemas)('%s', (_name, schema) => {
    expect(unbounded(schema)).toEqual([]);
  });

  it('the walker finds what it must (an unbounded array, string and map)', async () => {
    const { z } = await import('zod');
    const bad = z.object({ a: z.array(z.string().max(5)).max(3), b: z.string(), c: z.record(z.string(), z.number()) });
    expect(unbounded(bad)).toEqual([
      'a: array elements validated before the length is checked',
      'b: string without a max length',
      'c: map values validated before the keys are counted',
    ]);
  });
});
