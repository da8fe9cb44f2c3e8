// Amounts above the domain's per-call limit. Limits are in the caller's currency units; the
// application policy (`toolCall.maxAmount`) replaces the domain default.
import type { Domain } from '../../scoring';
import { normalizeKey } from '../leaves';
import type { AgentFinding, Severity, ToolCategory } from '../types';
import { finding, type CallRule } from './rule';

/** Largest amount one autonomous call may move without review, per domain. */
export const DOMAIN_AMOUNT_LIMITS: Readonly<Record<Domain, number>> = {
  general: 1_000,
  finance: 10_000,
  healthcare: 5_000,
  legal: 10_000,
  education: 1_000,
  code: 100,
  hr: 5_000,
};

/** Above this multiple of the limit a call is blocked rather than flagged. */
export const BLOCK_MULTIPLE = 10;

/** Keys that hold an amount in any tool. */
const AMOUNT_KEY = /(?:^|_)(?:amount|amt|payout|principal|loan_amount|credit_limit)(?:_|$)/;
/** Keys that hold an amount in money-moving tools only (elsewhere `total` or `value` are just numbers). */
const MONEY_TOOL_KEY = /(?:^|_)(?:total|sum|price|value|fee)(?:_|$)/;
const MINOR_UNITS = /(?:^|_)(?:cents|paise|pence|minor|minor_units|in_cents)(?:_|$)/;
const MONEY_CATEGORIES: ReadonlySet<ToolCategory> = new Set(['payment', 'decision']);

const MULTIPLIERS: Readonly<Record<string, number>> = { k: 1e3, m: 1e6, mn: 1e6, lakh: 1e5, lakhs: 1e5, lac: 1e5, crore: 1e7, cr: 1e7 };
const AMOUNT_TEXT = /^\s*(?:[A-Za-z]{3}\s*|[$€£₹¥]\s*)?(-?\d{1,3}(?:,\d{2,3})+(?:\.\d+)?|-?\d+(?:\.\d+)?)\s*(k|m|mn|lakhs?|lac|crores?|cr)?\s*(?:[A-Za-z]{3})?\s*$/i;

/** A number, or text such as "$25,000.00", "INR 5,00,000", "2.5 lakh", "10k". */
export function parseAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const m = AMOUNT_TEXT.exec(value);
  if (!m) return null;
  const unit = m[2]?.toLowerCase().replace(/s$/, '') ?? '';
  const n = Number(m[1].replace(/,/g, '')) * (MULTIPLIERS[unit] ?? 1);
  return Number.isFinite(n) ? n : null;
}

export const amountLimitRule: CallRule = {
  id: 'params/amount-limit',
  description: 'Amounts above the per-call limit of the domain (or of the application policy), and negative amounts.',
  dimension: 'user_impact',
  check(facts) {
    const out: AgentFinding[] = [];
    const moneyTool = MONEY_CATEGORIES.has(facts.profile.category);
    for (const leaf of facts.walk.leaves) {
      if (leaf.key === null) continue;
      const key = normalizeKey(leaf.key);
      if (!AMOUNT_KEY.test(key) && !(moneyTool && MONEY_TOOL_KEY.test(key))) continue;
      const parsed = parseAmount(leaf.value);
      if (parsed === null) continue;
      const minor = MINOR_UNITS.test(key);
      const amount = minor ? parsed / 100 : parsed;
      const limit = facts.amountLimit;
      if (amount < 0) {
        out.push(
          finding(this, {
            severity: 'medium',
            path: leaf.path,
            evidence: `${leaf.key}: ${String(leaf.value)}`,
            explanation: `${leaf.key} is negative (${amount}): a negative amount reverses the direction of the transfer.`,
            tag: 'amount',
          }),
        );
        continue;
      }
      if (amount <= limit) continue;
      const severity: Severity = amount > limit * BLOCK_MULTIPLE ? 'critical' : 'high';
      const capped = minor ? limit * 100 : limit;
      out.push(
        finding(this, {
          severity,
          path: leaf.path,
          evidence: `${leaf.key}: ${String(leaf.value)}`,
          explanation: `${leaf.key} ${amount.toLocaleString('en-US')} is above the per-call limit of ${limit.toLocaleString('en-US')} for the ${facts.domain} domain${severity === 'critical' ? ` (more than ${BLOCK_MULTIPLE}× the limit)` : ''}.`,
          tag: 'amount',
          fix: { action: 'replace', path: leaf.path, value: capped, reason: `amount reduced to the per-call limit (${limit})` },
        }),
      );
    }
    return out;
  },
};
