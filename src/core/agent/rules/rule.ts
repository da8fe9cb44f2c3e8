// The shape of a tool-call rule and the facts every rule reads. Facts that cost a scan
// (PII, injection) are computed once, on first use, and shared.
import { detectInjection, type InjectionAnalysis } from '../../injection';
import type { PiiFinding } from '../../pii';
import type { Dimension, Domain } from '../../scoring';
import type { CatalogueEntry } from '../catalogue';
import { jsonPath, type Leaf, type Walk } from '../leaves';
import type { AgentContext, AgentFinding, ParamFix, Path, Severity, ToolProfile } from '../types';
import { ValueScanner } from '../value-scan';

export interface CallFacts {
  toolName: string;
  profile: ToolProfile;
  /** The catalogue entry of the profile's category (outbound, mutating, high-stakes traits). */
  entry: CatalogueEntry;
  walk: Walk;
  /** String leaves, and integers of six or more digits as strings (IDs and phone numbers sent as numbers). */
  texts: TextLeaf[];
  domain: Domain;
  deep: boolean;
  context: AgentContext;
  allowedDomains: readonly string[];
  /** The largest amount a single call may move, in the caller's currency. */
  amountLimit: number;
  /** PII findings per text leaf, computed on first use. */
  pii(): Map<TextLeaf, PiiFinding[]>;
  /** Injection analysis of the parameters' text, computed on first use. */
  injection(): { analysis: InjectionAnalysis; text: string; offsets: { leaf: TextLeaf; start: number }[] } | null;
}

export interface TextLeaf extends Leaf {
  text: string;
}

export interface CallRule {
  id: string;
  description: string;
  dimension: Dimension;
  check(facts: CallFacts): AgentFinding[];
}

export function finding(
  rule: CallRule,
  f: { severity: Severity; path?: Path | null; evidence: string; explanation: string; tag: string; fix?: ParamFix },
): AgentFinding {
  return {
    rule: rule.id,
    severity: f.severity,
    dimension: rule.dimension,
    path: f.path ? jsonPath(f.path) : null,
    evidence: f.evidence,
    explanation: f.explanation,
    tag: f.tag,
    ...(f.fix ? { fix: f.fix } : {}),
  };
}

/** Shortened for findings and reasons: one line, at most 60 characters. */
export function excerpt(text: string, max = 60): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

const MIN_INJECTION_TEXT = 12;
const DIGITS_ONLY = /^\d{6,}$/;

export function textLeaves(walk: Walk): TextLeaf[] {
  const out: TextLeaf[] = [];
  for (const leaf of walk.leaves) {
    if (typeof leaf.value === 'string') out.push({ ...leaf, text: leaf.value });
    else if (typeof leaf.value === 'number' && Number.isSafeInteger(leaf.value) && DIGITS_ONLY.test(String(leaf.value))) {
      out.push({ ...leaf, text: String(leaf.value) });
    }
  }
  return out;
}

/** The lazily computed scans of a call's text leaves. */
export function scanners(texts: TextLeaf[], deep: boolean, phoneRegions: readonly string[] | undefined, params: unknown): Pick<CallFacts, 'pii' | 'injection'> {
  let pii: Map<TextLeaf, PiiFinding[]> | undefined;
  let injection: ReturnType<CallFacts['injection']> | undefined;
  return {
    pii() {
      // The parameter's name is context: {"whatsapp": "0612 345678"} is a phone number; a
      // special-category value is about the person its record names (value-scan.ts).
      if (pii === undefined) {
        const values = new ValueScanner({ phoneRegions, ...(deep ? { minScore: 0.4 } : {}) });
        pii = new Map(texts.map((t) => [t, values.scanInDocument(t.text, t.key, params, t.path)]));
      }
      return pii;
    },
    injection() {
      if (injection !== undefined) return injection;
      const offsets: { leaf: TextLeaf; start: number }[] = [];
      let text = '';
      for (const leaf of texts) {
        if (leaf.text.length < MIN_INJECTION_TEXT) continue;
        if (text) text += '\n';
        offsets.push({ leaf, start: text.length });
        text += leaf.text;
      }
      injection = text
        ? { analysis: detectInjection(text, { context: 'tool parameters', sensitivity: deep ? 'high' : 'medium' }), text, offsets }
        : null;
      return injection;
    },
  };
}
