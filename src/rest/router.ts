// Path matching for the route table: static paths by map lookup, `:param`
// segments by a short scan.

export type Method = 'GET' | 'POST' | 'DELETE';

export interface Matched<R> {
  route: R;
  params: Record<string, string>;
}

export class Router<R extends { method: Method; path: string }> {
  private readonly exact = new Map<string, R>();
  private readonly patterns: { route: R; segments: string[] }[] = [];
  private readonly paths = new Map<string, Set<Method>>();

  constructor(routes: R[]) {
    for (const route of routes) {
      if (route.path.includes(':')) this.patterns.push({ route, segments: route.path.split('/') });
      else this.exact.set(`${route.method} ${route.path}`, route);
      const shape = route.path.replace(/:[^/]+/g, ':');
      this.paths.set(shape, (this.paths.get(shape) ?? new Set()).add(route.method));
    }
  }

  match(method: string, path: string): Matched<R> | { allowed: Method[] } | null {
    const hit = this.exact.get(`${method} ${path}`);
    if (hit) return { route: hit, params: {} };
    const segments = path.split('/');
    for (const p of this.patterns) {
      if (p.segments.length !== segments.length) continue;
      const params: Record<string, string> = {};
      let ok = true;
      for (let i = 0; i < segments.length && ok; i++) {
        const want = p.segments[i];
        if (want.startsWith(':')) {
          try {
            params[want.slice(1)] = decodeURIComponent(segments[i]);
          } catch {
            ok = false;
          }
          ok &&= segments[i] !== '';
        } else ok = want === segments[i];
      }
      if (ok && p.route.method === method) return { route: p.route, params };
    }
    const allowed = [...this.exact.values(), ...this.patterns.map((p) => p.route)]
      .filter((r) => r.method !== method && samePath(r.path, path))
      .map((r) => r.method);
    return allowed.length ? { allowed } : null;
  }
}

function samePath(pattern: string, path: string): boolean {
  const a = pattern.split('/');
  const b = path.split('/');
  return a.length === b.length && a.every((s, i) => s.startsWith(':') || s === b[i]);
}

/** Clients may send `//svc/v1/…` (base URL with a trailing slash) or a trailing slash. */
export function normalizePath(rawPath: string): string {
  const collapsed = rawPath.includes('//') ? rawPath.replace(/\/{2,}/g, '/') : rawPath;
  return collapsed.length > 1 && collapsed.endsWith('/') ? collapsed.slice(0, -1) : collapsed;
}
