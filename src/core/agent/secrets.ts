// Credentials in text: a small registry of token formats (provider prefixes and fixed
// shapes, so false positives are rare) plus key names that hold secrets. Used on tool
// parameters (exfiltration) and on tool results (leaked `.env` files, API responses).
import { normalizeKey } from './leaves';

export interface SecretPattern {
  id: string;
  label: string;
  description: string;
  /** Global; linear-time (fixed prefixes, bounded or single character-class runs). */
  regex: RegExp;
  /** A match of `regex` counts only if it also matches this anchored test (two-step matching keeps both linear). */
  accept?: RegExp;
  /** A private key signs as its owner: always worse than a revocable token. */
  privateKey?: boolean;
}

export const SECRET_PATTERNS: readonly SecretPattern[] = [
  {
    id: 'private_key',
    label: 'private key',
    description: 'A PEM private key block (RSA, EC, OpenSSH, PGP).',
    regex: /-----BEGIN (?:RSA |EC |DSA |OPENSSH |ENCRYPTED |PGP )?PRIVATE KEY(?: BLOCK)?-----/g,
    privateKey: true,
  },
  { id: 'aws_access_key', label: 'AWS access key', description: 'An AWS access key id (AKIA/ASIA + 16 characters).', regex: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g },
  { id: 'github_token', label: 'GitHub token', description: 'A GitHub personal, OAuth, app or refresh token.', regex: /\b(?:gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{22,255})\b/g },
  { id: 'slack_token', label: 'Slack token', description: 'A Slack bot, user or app token.', regex: /\bxox[abprs]-[A-Za-z0-9-]{10,200}/g },
  { id: 'stripe_key', label: 'Stripe key', description: 'A Stripe secret or restricted key.', regex: /\b[rs]k_(?:live|test)_[A-Za-z0-9]{16,200}\b/g },
  { id: 'openai_key', label: 'OpenAI-style API key', description: 'An `sk-` API key (OpenAI, Anthropic and similar).', regex: /\bsk-(?:proj-|ant-)?[A-Za-z0-9_-]{20,200}/g },
  { id: 'google_api_key', label: 'Google API key', description: 'A Google API key (AIza + 35 characters).', regex: /\bAIza[0-9A-Za-z_-]{35}\b/g },
  { id: 'svc_key', label: 'svc API key', description: 'An API key of this service.', regex: /\bsvc_[A-Za-z0-9]{32,64}\b/g },
  {
    id: 'jwt',
    label: 'JSON web token',
    description: 'A signed JWT (three base64url parts, header and payload JSON).',
    // Whole runs of token characters first, then one anchored test per run: a direct search
    // would rescan the run from every `eyJ` inside it.
    regex: /[A-Za-z0-9_.-]{30,}/g,
    accept: /^eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/,
  },
  {
    id: 'connection_string_password',
    label: 'password in a connection string',
    description: 'A URL with user and password (`postgres://user:pass@host`).',
    regex: /\b[a-z][a-z0-9+.-]{1,20}:\/\/[^\s:/@]{1,100}:[^\s@/]{3,200}@/g,
  },
  {
    id: 'password_assignment',
    label: 'password assignment',
    description: 'A secret assigned in text: `password=…`, `api_key: …`, `SECRET_KEY=…`.',
    regex: /\b(?:password|passwd|pwd|secret|secret_key|api_key|apikey|access_token|auth_token|client_secret)["']?\s{0,3}[:=]\s{0,3}["']?[^\s"',;]{6,200}/gi,
  },
];

export interface SecretHit {
  pattern: SecretPattern;
  start: number;
  end: number;
}

export function findSecrets(text: string): SecretHit[] {
  const hits: SecretHit[] = [];
  for (const pattern of SECRET_PATTERNS) {
    pattern.regex.lastIndex = 0;
    for (const m of text.matchAll(pattern.regex)) {
      const accepted = pattern.accept ? pattern.accept.exec(m[0]) : m;
      if (accepted) hits.push({ pattern, start: m.index, end: m.index + accepted[0].length });
    }
  }
  // One secret per span: the earliest, longest match wins (a JWT inside a password assignment is one secret).
  hits.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: SecretHit[] = [];
  for (const h of hits) if (!kept.length || h.start >= kept[kept.length - 1].end) kept.push(h);
  return kept;
}

const SECRET_KEY_WORDS = new Set([
  'password',
  'passwd',
  'pwd',
  'passphrase',
  'secret',
  'client_secret',
  'secret_key',
  'api_key',
  'apikey',
  'access_key',
  'access_token',
  'auth_token',
  'refresh_token',
  'bearer_token',
  'private_key',
  'token',
  'credentials',
  'credential',
]);

/** Keys whose value is a secret by name (`password`, `db_password`, `apiKey`, `X-Api-Key`). */
export function isSecretKey(key: string): boolean {
  const k = normalizeKey(key);
  if (SECRET_KEY_WORDS.has(k)) return true;
  const parts = k.split('_');
  for (let i = 1; i < parts.length; i++) if (SECRET_KEY_WORDS.has(parts.slice(i).join('_'))) return true;
  return false;
}

const PLACEHOLDER = /^(?:\*+|x+|\.{3}|<[^>]*>|\$\{[^}]*\}|\{\{[^}]*\}\}|redacted|\[redacted\]|changeme|none|null|)$/i;

/** A value that actually holds a secret, not a mask, placeholder or template variable. */
export function looksLikeSecretValue(value: string): boolean {
  const v = value.trim();
  return v.length >= 6 && !PLACEHOLDER.test(v);
}

/** A secret shown safely: its first characters only. */
export function maskSecret(value: string): string {
  return `${value.slice(0, 4)}…(${value.length} chars)`;
}
