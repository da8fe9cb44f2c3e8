// Reading credentials from a request. Keys are looked up by hash only; neither
// the presented key nor its hash is ever logged.
import { timingSafeEqual, createHash } from 'node:crypto';
import { KEY_PREFIX } from '../storage/accounts';
import { keyRevoked, unauthenticated, type AppError } from './errors';
import { principalFor, type Principal, type KeyPrincipal, type Services } from '../services/context';

export type Credential =
  | { kind: 'missing' }
  | { kind: 'malformed'; reason: string }
  | { kind: 'token'; token: string };

/** The last Authorization header read and what it gave: clients send the same header again and again. */
let lastAuthorization: string | undefined;
let lastFromAuthorization: Credential = { kind: 'missing' };

/** `Authorization: Bearer <token>`; the legacy `X-API-Key` header is accepted too. */
export function readCredential(authorization: string | undefined, xApiKey: string | undefined): Credential {
  if (authorization !== undefined && authorization === lastAuthorization) return lastFromAuthorization;
  const credential = parseCredential(authorization, xApiKey);
  // Only what the Authorization header alone decides (a blank one falls through to X-API-Key).
  if (credential.kind !== 'missing' && authorization?.trim()) {
    lastAuthorization = authorization;
    lastFromAuthorization = Object.freeze(credential);
  }
  return credential;
}

function parseCredential(authorization: string | undefined, xApiKey: string | undefined): Credential {
  const auth = authorization?.trim();
  if (auth) {
    const m = /^Bearer[ \t]+(\S+)$/i.exec(auth);
    if (!m) return { kind: 'malformed', reason: 'Authorization header must be "Bearer <API key>"' };
    return { kind: 'token', token: m[1] };
  }
  const legacy = xApiKey?.trim();
  if (legacy) return { kind: 'token', token: legacy };
  return { kind: 'missing' };
}

export type KeyCheck =
  | { status: 'active'; principal: KeyPrincipal }
  | { status: 'revoked' | 'inactive'; principal: KeyPrincipal }
  | { status: 'invalid' };

export async function checkKey(services: Services, token: string): Promise<KeyCheck> {
  if (!token.startsWith(KEY_PREFIX)) return { status: 'invalid' };
  const found = await services.accounts.findByKey(token);
  if (!found) return { status: 'invalid' };
  const principal = principalFor(services, found.key, found.application);
  return { status: found.key.status, principal };
}

function isAdminToken(services: Services, token: string): boolean {
  const expected = services.config.adminToken;
  if (!expected) return false;
  // Compare digests so that the comparison is constant-time whatever the lengths.
  const a = createHash('sha256').update(token).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * Resolves a request's credential to a principal, or the AppError of decisions §2:
 * 401 for missing/malformed/unknown, 403 KEY_REVOKED for revoked or inactive keys.
 */
export async function authenticate(
  services: Services,
  credential: Credential,
  options: { allowAdmin: boolean },
): Promise<Principal | AppError> {
  if (credential.kind === 'missing') return unauthenticated('Missing Authorization header: send "Authorization: Bearer svc_…"');
  if (credential.kind === 'malformed') return unauthenticated(credential.reason);
  if (options.allowAdmin && isAdminToken(services, credential.token)) return { kind: 'admin' };
  if (!credential.token.startsWith(KEY_PREFIX)) return unauthenticated(`API key must start with "${KEY_PREFIX}"`);
  const check = await checkKey(services, credential.token);
  if (check.status === 'invalid') return unauthenticated('Invalid API key');
  if (check.status !== 'active') return keyRevoked(check.status);
  return check.principal;
}
