// Building blocks of the response schemas. Responses are documented, not parsed: the
// schemas are open (extra keys allowed) so that adding a field never breaks a client,
// and every key they name is checked by the tests against what the service sends.
import { z } from 'zod';

export const obj = <T extends z.ZodRawShape>(shape: T) => z.looseObject(shape);
/** An object whose keys this document does not list (a policy, a report of the core). */
export const anyObject = z.looseObject({});
export const timestamp = z.string().describe('ISO 8601 date-time');
export const credits = z.number().min(0).describe('Credits this call consumed');
export const score = z.number().min(0).max(100);

export const svcScore = obj({ score, confidence: z.number(), summary: z.string().optional() });
export const dimensionScore = obj({ score, confidence: z.number().optional(), explanation: z.string().optional(), issues: z.array(z.unknown()).optional() });
export const dimensionScores = z.record(z.string(), dimensionScore);

/** `{result, credits_consumed}`: the DPDP envelope (wire contract §3.14). */
export const envelope = <T extends z.ZodType>(result: T) => obj({ result, credits_consumed: credits });

/** `result` and its keys mirrored at the top level (wire contract §1.3), plus `extra`. */
export const mirrored = <T extends z.ZodRawShape, E extends z.ZodRawShape>(result: z.ZodObject<T>, extra: E) =>
  result.extend({ result, ...extra, credits_consumed: credits });
