// The RBI's list of IFSC branch codes, as shipped by the npm package `ifsc`
// (razorpay/ifsc, MIT): bank code → branch codes, numeric branches as numbers.
// A well-formed code of a listed bank whose branch is not listed does not exist.
// Read with JSON.parse: imported as a JSON module, tsx compiles the 1 MB file as an object
// literal (about 3× the load CPU and +25 MB resident; docs/accuracy-scoring.md, Speed).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const lists = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('ifsc/src/IFSC.json'), 'utf8')) as Record<
  string,
  (number | string)[]
>;
const index = new Map<string, Set<number | string>>();

function branchesOf(bank: string): Set<number | string> | undefined {
  let set = index.get(bank);
  if (!set && Object.hasOwn(lists, bank)) {
    set = new Set(lists[bank]);
    index.set(bank, set);
  }
  return set;
}

/** `true`/`false` when the bank is in the list; `undefined` when the list does not know the bank. */
export function ifscBranchExists(code: string): boolean | undefined {
  const branches = branchesOf(code.slice(0, 4));
  if (!branches) return undefined;
  const branch = code.slice(5);
  return /^\d+$/.test(branch) ? branches.has(Number(branch)) : branches.has(branch);
}
