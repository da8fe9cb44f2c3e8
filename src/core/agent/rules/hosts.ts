// Where a call sends things: e-mail recipients and URL hosts outside the application's
// allowed domains, and URLs aimed at internal services (SSRF: loopback, private ranges,
// cloud metadata endpoints).
import { normalizeKey } from '../leaves';
import type { AgentFinding, ParamFix, Severity, ToolCategory } from '../types';
import { finding, type CallFacts, type CallRule, type TextLeaf } from './rule';

const isAlnum = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
/** `[A-Za-z0-9._%+-]` and `[A-Za-z0-9.-]`, by char code: this runs once per character around every '@'. */
const isLocalChar = (c: number) => isAlnum(c) || c === 46 || c === 95 || c === 37 || c === 43 || c === 45;
const isDomainChar = (c: number) => isAlnum(c) || c === 46 || c === 45;
const DOMAIN = /^[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){1,10}$/;
const URL_HOST = /\b(?:https?|ftp|wss?):\/\/(?:[^\s/?#@]{1,200}@)?(\[[0-9A-Fa-f:.]{2,45}\]|[^\s/?#:"'<>]{1,253})/gi;
const FILE_URL = /\bfile:\/\/\S{1,500}/gi;
const BARE_HOST = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}\.){1,10}[A-Za-z]{2,63}(?::\d{1,5})?$/;
const HOST_KEYS = new Set(['host', 'hostname', 'domain', 'server', 'endpoint', 'base_url', 'url', 'uri', 'webhook', 'webhook_url', 'callback_url', 'redirect_url']);
/** Keys whose text is a list of recipients separated by commas or semicolons. */
const LIST_SEPARATOR = /\s*[,;]\s*/;

/** Categories that deliver data somewhere: the allowed-domains policy applies to them. */
const DELIVERING: ReadonlySet<ToolCategory> = new Set(['messaging', 'http_request', 'payment', 'user_record_export', 'web_browse', 'generic']);
const FETCHING: ReadonlySet<ToolCategory> = new Set(['http_request', 'web_browse', 'generic', 'file_read', 'search']);

export interface Destination {
  kind: 'recipient' | 'host';
  host: string;
  text: string;
}

/**
 * E-mail addresses found from each '@' outwards. Neither side can cross another '@', so the
 * walks cover the text at most twice: a regex would rescan up to 64 characters from every position.
 */
function emails(text: string): { address: string; domain: string }[] {
  const out: { address: string; domain: string }[] = [];
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    let start = at;
    while (start > 0 && at - start < 64 && isLocalChar(text.charCodeAt(start - 1))) start--;
    let end = at + 1;
    while (end < text.length && end - at <= 253 && isDomainChar(text.charCodeAt(end))) end++;
    const domain = text.slice(at + 1, end).replace(/\.+$/, '');
    if (start < at && DOMAIN.test(domain)) out.push({ address: text.slice(start, at + 1 + domain.length), domain: domain.toLowerCase() });
  }
  return out;
}

const found = new WeakMap<TextLeaf, Destination[]>();

/** Recipients and hosts named in a parameter (computed once per parameter, shared by both rules). */
export function destinations(leaf: TextLeaf): Destination[] {
  const cached = found.get(leaf);
  if (cached) return cached;
  const out: Destination[] = [];
  for (const e of emails(leaf.text)) out.push({ kind: 'recipient', host: e.domain, text: e.address });
  for (const m of leaf.text.matchAll(URL_HOST)) out.push({ kind: 'host', host: m[1].toLowerCase().replace(/^\[|\]$/g, ''), text: m[0] });
  if (!out.length && leaf.key !== null && HOST_KEYS.has(normalizeKey(leaf.key)) && BARE_HOST.test(leaf.text.trim())) {
    out.push({ kind: 'host', host: leaf.text.trim().toLowerCase().replace(/:\d+$/, ''), text: leaf.text.trim() });
  }
  found.set(leaf, out);
  return out;
}

/** `example.com`, `@example.com`, `*.example.com` and `.example.com` all allow example.com and its subdomains. */
export function normalizeAllowedDomain(domain: string): string {
  return domain.trim().toLowerCase().replace(/^[*@.]+/, '');
}

export function hostAllowed(host: string, allowed: readonly string[]): boolean {
  return allowed.some((d) => {
    const a = normalizeAllowedDomain(d);
    return a !== '' && (host === a || host.endsWith(`.${a}`));
  });
}

/** A safer value without the disallowed recipients, when the parameter is a list of them. */
function narrowed(facts: CallFacts, leaf: TextLeaf, allowed: readonly string[]): ParamFix | undefined {
  const last = leaf.path[leaf.path.length - 1];
  if (typeof last === 'number') return { action: 'remove', path: leaf.path, reason: 'recipient outside the allowed domains removed' };
  const parts = leaf.text.split(LIST_SEPARATOR).filter(Boolean);
  if (parts.length < 2) return undefined;
  const kept = parts.filter((p) => destinations({ ...leaf, text: p }).every((d) => hostAllowed(d.host, allowed)));
  if (kept.length === 0 || kept.length === parts.length) return undefined;
  return { action: 'replace', path: leaf.path, value: kept.join(', '), reason: 'recipients outside the allowed domains removed' };
}

export const allowedDomainsRule: CallRule = {
  id: 'params/recipient-domain',
  description: 'E-mail recipients and URL hosts outside the allowed domains of the application policy (only when it lists some).',
  dimension: 'privacy',
  check(facts) {
    if (facts.allowedDomains.length === 0 || !DELIVERING.has(facts.profile.category)) return [];
    const out: AgentFinding[] = [];
    for (const leaf of facts.texts) {
      const outside = destinations(leaf).filter((d) => !hostAllowed(d.host, facts.allowedDomains));
      if (!outside.length) continue;
      const hosts = [...new Set(outside.map((d) => d.host))];
      const what = outside[0].kind === 'recipient' ? 'recipient' : 'host';
      out.push(
        finding(this, {
          severity: 'high',
          path: leaf.path,
          evidence: hosts.join(', '),
          explanation: `${what === 'recipient' ? 'Recipient' : 'Host'} domain ${hosts.join(', ')} in ${leaf.key ?? 'the parameters'} is outside the allowed domains (${facts.allowedDomains.join(', ')}).`,
          tag: what,
          fix: narrowed(facts, leaf, facts.allowedDomains),
        }),
      );
    }
    return out;
  },
};

const METADATA_HOSTS = new Set(['169.254.169.254', 'metadata.google.internal', 'metadata', '100.100.100.200', 'fd00:ec2::254']);
const PRIVATE_HOST = /^(?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|0\.0\.0\.0|10\.\d{1,3}\.\d{1,3}\.\d{1,3}|192\.168\.\d{1,3}\.\d{1,3}|172\.(?:1[6-9]|2\d|3[01])\.\d{1,3}\.\d{1,3}|169\.254\.\d{1,3}\.\d{1,3}|::1?|f[cd][0-9a-f]{0,2}:[0-9a-f:]*|fe80:[0-9a-f:]*|(?:[\w-]{1,63}\.){1,10}(?:internal|local|localhost|lan|corp|intranet))$/;

export const internalHostRule: CallRule = {
  id: 'params/internal-host',
  description: 'URLs to loopback, private or link-local addresses, internal names, cloud metadata endpoints, and file:// URLs (server-side request forgery).',
  dimension: 'safety',
  check(facts) {
    if (!FETCHING.has(facts.profile.category)) return [];
    const out: AgentFinding[] = [];
    for (const leaf of facts.texts) {
      for (const d of destinations(leaf)) {
        if (d.kind !== 'host') continue;
        const metadata = METADATA_HOSTS.has(d.host);
        if (!metadata && !PRIVATE_HOST.test(d.host)) continue;
        const severity: Severity = metadata ? 'critical' : 'high';
        out.push(
          finding(this, {
            severity,
            path: leaf.path,
            evidence: d.host,
            explanation: metadata
              ? `${d.host} is a cloud metadata endpoint: requests to it can steal the host's cloud credentials.`
              : `${d.host} is an internal address: the tool would reach services that are not meant to be public.`,
            tag: 'internal_host',
          }),
        );
      }
      FILE_URL.lastIndex = 0;
      const file = FILE_URL.exec(leaf.text);
      if (file) {
        out.push(
          finding(this, {
            severity: 'high',
            path: leaf.path,
            evidence: file[0].slice(0, 60),
            explanation: `${file[0].slice(0, 60)} reads the local file system through a URL.`,
            tag: 'internal_host',
          }),
        );
      }
    }
    return out;
  },
};
