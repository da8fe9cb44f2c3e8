// Checks every REST response a test receives against the OpenAPI document: the status
// must be documented for the operation, and the body must match its schema. The
// request helper of test/helpers/server.ts calls it, so every REST suite checks the contract.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { openApiDocument } from '../../src/rest/openapi/document';
import { GRAPHQL_PATH } from '../../src/graphql/handler';
import { METRICS_PATH } from '../../src/rest/metrics';
import { normalizePath } from '../../src/rest/router';
import { isDashboardPath } from '../../src/web/dashboard';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const DOC_ID = 'openapi.json';
const doc = openApiDocument();
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(doc, DOC_ID);

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
const templates = Object.keys(doc.paths).map((template) => ({
  template,
  regex: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+').replace(/\./g, '\\.')}$`),
}));

/** Aliases the handler answers like /health. */
const ALIASES: Record<string, string> = { '/': '/health', '/health/check': '/health' };

function validate(ref: string, body: unknown): string | null {
  const check = ajv.getSchema(ref);
  if (!check) return `no schema at ${ref}`;
  if (check(body)) return null;
  return ajv.errorsText(check.errors?.slice(0, 5), { separator: '; ' });
}

/** Paths the REST handler (or the reference) answers; GraphQL, /metrics and /dashboard have their own handlers and tests. */
export function isRestPath(url: string): boolean {
  const p = normalizePath(url.split('?')[0]);
  return p !== GRAPHQL_PATH && p !== METRICS_PATH && !isDashboardPath(p);
}

/** null when the response is as documented, else why not. */
export function undocumented(method: string, url: string, status: number, body: unknown): string | null {
  const raw = url.split('?')[0];
  const path = ALIASES[normalizePath(raw)] ?? normalizePath(raw);
  const m = method.toLowerCase();
  const found = templates.find((t) => t.regex.test(path));
  const operation = found && doc.paths[found.template][m];
  if (!operation) {
    // Not an operation of the document: only the errors of the handler may answer.
    const expected = found ? 405 : 404;
    if (status !== expected) return `${method} ${path} is not in the document, and answered ${status} (expected ${expected})`;
    return validate(`${DOC_ID}#/components/schemas/Error${status}`, body);
  }
  if (m === 'head') return null;
  let response = operation.responses[String(status)];
  if (!response) return `${method} ${found.template}: status ${status} is not documented (${Object.keys(operation.responses).join(', ')})`;
  let ref = `${DOC_ID}#/${pointer('paths', found.template, m, 'responses', String(status))}`;
  if (response.$ref) {
    ref = `${DOC_ID}${response.$ref}`;
    response = doc.components.responses[response.$ref.split('/').pop()];
  }
  const type = Object.keys(response.content ?? {})[0];
  if (!type) return null;
  return validate(`${ref}/${pointer('content', type, 'schema')}`, body);
}

export function assertDocumented(method: string, url: string, status: number, body: unknown): void {
  const problem = undocumented(method, url, status, body);
  if (problem) throw new Error(`Response not as in openapi.json: ${method} ${url} → ${status}: ${problem}\nbody: ${JSON.stringify(body)?.slice(0, 500)}`);
}
