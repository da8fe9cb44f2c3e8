// Assembles the schema: each domain type registers its fields on the builder.
import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from './builder';
import { trackMutationCharges } from './charges';
import { withInputLimits } from './input-limits';
import './types/application';
import './types/api-key';
import './types/usage';
import './types/dpdp';
import './types/dpdp-evidence';
import './types/injection';
import './types/compliance';
import './types/agent';
import './types/scoring';

// Input limits refuse a field before it runs (and charges); the charge tracker wraps them both.
export const schema = trackMutationCharges(withInputLimits(builder.toSchema()));

export function printedSchema(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
