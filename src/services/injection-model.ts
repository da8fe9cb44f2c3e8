// The prompt-injection model the detector uses: the shipped artefact (loaded and checked when
// src/core/injection/model.ts is imported), or the file named by SVC_INJECTION_MODEL_FILE,
// loaded and checked here at start (src/app.ts). A file that cannot be read or is damaged throws
// ModelArtefactError with the reason, and the server does not start: never a silent fallback.
import { readFileSync } from 'node:fs';
import { ModelArtefactError } from '../core/ml';
import { injectionModel, parseInjectionModel, useInjectionModel } from '../core/injection/model';

/** Loads and checks the model at start: the override file when given, else the shipped artefact. */
export function loadInjectionModel(path: string | undefined): void {
  if (path === undefined) {
    injectionModel();
    return;
  }
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new ModelArtefactError(path, err instanceof Error ? err.message : String(err));
  }
  useInjectionModel(parseInjectionModel(path, json));
}
