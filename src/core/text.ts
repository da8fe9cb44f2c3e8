// What counts as blank text, for every validator (services/inputs.ts and the
// core's own DPDP validators): nothing visible left once invisible characters go.

/** Format characters (zero-width, bidi controls, BOM, soft hyphen, …), whitespace, controls and fillers that render as nothing. */
const INVISIBLE = /[\p{Cf}\p{White_Space}\p{Cc}\u115F\u1160\u3164\uFFA0\u2800]/gu;

export function isBlank(value: string): boolean {
  return value.replace(INVISIBLE, '') === '';
}
