// The dashboard's only way to the service: GraphQL over HTTP (queries, mutations) and
// graphql-ws (subscriptions), both with the key from session storage. The key goes in
// the Authorization header and the socket's connectionParams, never in a URL.
import { createClient, type Client } from 'graphql-ws';

const KEY_ITEM = 'svc.dashboard.key';

export const storedKey = (): string | null => sessionStorage.getItem(KEY_ITEM);
export const storeKey = (key: string): void => sessionStorage.setItem(KEY_ITEM, key);
export const forgetKey = (): void => sessionStorage.removeItem(KEY_ITEM);

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** Runs one GraphQL document; throws ApiError with the server's message on any error. */
export async function gql<T>(key: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({ query, variables }),
      credentials: 'omit',
      cache: 'no-store',
    });
  } catch {
    throw new ApiError('The service cannot be reached.', 0);
  }
  const body = (await res.json().catch(() => null)) as { data?: T; errors?: { message: string; extensions?: { code?: string; status?: number } }[] } | null;
  const first = body?.errors?.[0];
  if (first) throw new ApiError(first.message, first.extensions?.status ?? res.status, first.extensions?.code);
  if (!res.ok || !body?.data) throw new ApiError(`The service answered ${res.status}.`, res.status);
  return body.data;
}

export type LinkState = 'connecting' | 'live' | 'closed';

/** One socket per signed-in key; subscriptions share it. */
export function openSocket(key: string, onState: (s: LinkState, reason?: string) => void): Client {
  const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;
  return createClient({
    url,
    connectionParams: { authorization: `Bearer ${key}` },
    // Stay connected between pages (lazy would close the socket whenever no page subscribes).
    lazy: false,
    retryAttempts: Infinity,
    // A revoked or wrong key (4403) must not reconnect forever.
    shouldRetry: (e) => !(e && typeof e === 'object' && 'code' in e && (e as CloseEvent).code === 4403),
    on: {
      connecting: () => onState('connecting'),
      connected: () => onState('live'),
      closed: (e) => onState('closed', e && typeof e === 'object' && 'code' in e ? `closed ${(e as CloseEvent).code} ${(e as CloseEvent).reason}`.trim() : undefined),
    },
  });
}

/** Subscribes; returns the unsubscribe function. */
export function subscribe<T>(client: Client, query: string, onData: (data: T) => void, onError?: (message: string) => void): () => void {
  return client.subscribe<T>(
    { query },
    {
      next: (r) => {
        if (r.data) onData(r.data as T);
        else if (r.errors?.length) onError?.(r.errors[0].message);
      },
      error: (e) => onError?.(e instanceof Error ? e.message : 'subscription closed'),
      complete: () => undefined,
    },
  );
}
