// Validators of national numbers from `stdnum` (a maintained JS port of python-stdnum), adapted
// to the engine's Validation. Each module is imported on its own so a scan loads only what it uses.
import type { Validation } from './types';

interface StdnumModule {
  validate(value: string): { isValid: boolean; error?: Error };
}

/**
 * A validator that accepts what `stdnum` accepts; `what` names the check in the explanation
 * ("mod-11 check digit and birth date").
 */
export function stdnumValidator(module: StdnumModule, what: string): (value: string) => Validation {
  return (value) => {
    const result = module.validate(value);
    if (result.isValid) return { valid: true, status: 'passed', detail: `${what} passed` };
    return { valid: false, detail: `${what} failed${result.error ? ` (${result.error.message || result.error.name})` : ''}` };
  };
}

/** A validator from a boolean check function. */
export function checkValidator(check: (compact: string) => boolean, what: string, compact: (value: string) => string): (value: string) => Validation {
  return (value) =>
    check(compact(value)) ? { valid: true, status: 'passed', detail: `${what} passed` } : { valid: false, detail: `${what} failed` };
}

const SEPARATORS = /[\s.\-/]/g;

/** The value without spaces, dots, dashes and slashes, upper case. */
export const compactId = (value: string): string => value.replace(SEPARATORS, '').toUpperCase();
