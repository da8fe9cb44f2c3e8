// Body of compliance/check: the single-framework shape (`framework`) or the multi shape (`frameworks`) (wire contract §3.7).
import { z } from 'zod';
import { anyObject, credits, obj, timestamp } from './common';

const frameworkResult = obj({
  framework: z.string(),
  framework_name: z.string(),
  framework_version: z.string(),
  framework_url: z.string(),
  evaluated_at: timestamp,
  status: z.string(),
  compliant: z.boolean(),
  issues: z.array(z.unknown()),
  compliance_score: obj({ score: z.number(), confidence: z.number(), label: z.string(), summary: z.string() }),
  pass_mark: z.number(),
  dimension_scores: anyObject,
  requirements_checked: z.number().int(),
  requirements_passed: z.number().int(),
  requirements_failed: z.number().int(),
  requirements_warned: z.number().int(),
  requirements_not_assessable: z.number().int(),
  requirements: z.array(anyObject),
  improvement_suggestions: z.array(z.unknown()),
  risk_classification_detail: anyObject.optional(),
  partial_result: z.boolean(),
  from_cache: z.boolean(),
  _credits: z.number(),
  credits: z.number(),
});

const report = { overall_compliant: z.boolean(), strict_mode: z.boolean(), frameworks: z.record(z.string(), frameworkResult) };
const single = frameworkResult.extend(report);

export const complianceResponse = z.union([
  single.extend({ result: single, credits_consumed: credits }).describe('`framework` alone: one result, mirrored at the top level'),
  obj({
    result: obj(report),
    results: z.record(z.string(), frameworkResult),
    cross_framework_summary: obj({ _credits: z.number(), credits: z.number() }),
    overall_compliant: z.boolean(),
    credits_consumed: credits,
  }).describe('`frameworks`: one result per framework'),
]);
