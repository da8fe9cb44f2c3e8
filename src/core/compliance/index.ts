// Regulatory compliance engine: checks content (AI output or a system description) and its
// deployment context against GDPR, CCPA, HIPAA, the EU AI Act, India's DPDP Act and the
// India AI governance guidelines. Pure and deterministic; no I/O.

import { scanPii } from '../pii';
import { detectSignals } from './detect';
import { PASS_MARK, round, STRICT_PASS_MARK } from './evaluate';
import { evaluateFramework } from './report';
import type { ComplianceInput, ComplianceReport, CrossFrameworkSummary, FrameworkCode, FrameworkReport } from './types';

export function checkCompliance(input: ComplianceInput): ComplianceReport {
  const passMark = input.strictMode ? STRICT_PASS_MARK : PASS_MARK;
  const signals = detectSignals({
    content: input.content,
    context: input.context,
    contentPii: scanPii(input.content, { phoneRegions: input.phoneRegions }),
    contextPii: typeof input.context === 'string' ? scanPii(input.context, { phoneRegions: input.phoneRegions }) : undefined,
  });
  const frameworks: Partial<Record<FrameworkCode, FrameworkReport>> = {};
  for (const code of new Set(input.frameworks)) {
    frameworks[code] = evaluateFramework(code, signals, passMark, input.context);
  }
  return {
    overall_compliant: Object.values(frameworks).every((f) => f.compliant),
    strict_mode: input.strictMode === true,
    pass_mark: passMark,
    frameworks,
    cross_framework_summary: summarizeAcross(Object.values(frameworks)),
  };
}

function summarizeAcross(reports: readonly FrameworkReport[]): CrossFrameworkSummary {
  if (reports.length === 0) return { frameworks_evaluated: 0, average_score: null, weakest_framework: null, weakest_score: null };
  // Ties go to the framework requested first.
  const weakest = reports.reduce((worst, r) => (r.score < worst.score ? r : worst));
  return {
    frameworks_evaluated: reports.length,
    average_score: round(reports.reduce((sum, r) => sum + r.score, 0) / reports.length, 2),
    weakest_framework: weakest.framework,
    weakest_score: weakest.score,
  };
}

export { FRAMEWORK_ALIASES, FRAMEWORK_CODES, FRAMEWORKS, resolveFramework, type FrameworkMetadata } from './frameworks';
export { PASS_MARK, STRICT_PASS_MARK, scoreLabel } from './evaluate';
export { RULE_PACKS } from './rules';
export { SIGNAL_SPECS, type SignalId } from './signals';
export type * from './types';
