/**
 * The committed harm model, read with JSON.parse. Imported as a JSON module, the 3 MB file is
 * compiled as a JavaScript object literal under tsx: about 4× the load time and 3× the resident
 * memory. Its own module so that tests can hand the engine a damaged artefact.
 */
import { readFileSync } from 'node:fs';

export const HARM_MODEL_FILE = 'src/core/scoring/harm-model.json';

export function harmArtefact(): unknown {
  return JSON.parse(readFileSync(new URL('./harm-model.json', import.meta.url), 'utf8'));
}
