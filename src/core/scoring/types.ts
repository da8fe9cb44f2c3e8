import type { PiiFinding } from '../pii';

export type Dimension =
  | 'fairness'
  | 'safety'
  | 'reliability'
  | 'transparency'
  | 'privacy'
  | 'accountability'
  | 'inclusivity'
  | 'user_impact';

export type Severity = 'critical' | 'high' | 'medium' | 'low';

export type Domain = 'general' | 'healthcare' | 'finance' | 'legal' | 'education' | 'code' | 'hr';

export type Usecase =
  | 'general'
  | 'chatbot'
  | 'content_generation'
  | 'summarization'
  | 'translation'
  | 'code_generation';

export type Depth = 'basic' | 'deep';

export interface Span {
  start: number;
  end: number;
}

/**
 * How the rewriter can repair a finding. Findings carry their own remedy so the
 * rewriter never needs to know individual rule ids.
 */
export type Fix =
  | { kind: 'replace'; text: string }
  | { kind: 'remove_sentence'; note?: string }
  | { kind: 'append'; text: string }
  | { kind: 'redact_pii'; type: string };

export interface Finding {
  rule: string;
  dimension: Dimension;
  severity: Severity;
  span: Span;
  match: string;
  explanation: string;
  /** Points actually deducted from the dimension score (after domain weight and repetition decay). */
  points: number;
  suggestion?: string;
  fix?: Fix;
}

export interface EvaluateInput {
  content: string;
  dimensions?: string[];
  /** Normalised by the caller (e.g. summing to 100); missing dimensions weigh 0. */
  weights?: Partial<Record<string, number>>;
  domain?: string;
  usecase?: string;
  context?: string;
  depth?: Depth;
  /**
   * `scanPii(content)` (default options), when the caller has already run it on exactly this
   * content: the privacy rules use it instead of scanning again.
   */
  piiFindings?: PiiFinding[];
  /** Regions national phone numbers are tried in after India (the application policy's `pii.phoneRegions`). */
  phoneRegions?: readonly string[];
}

export interface DimensionScore {
  score: number;
  confidence: number;
  explanation: string;
  issues: string[];
}

export interface ScoreCap {
  limit: number;
  uncapped_score: number;
  severity: Severity;
  rule: string;
  /** The dimension of the finding that set the cap. */
  dimension: Dimension;
  reason: string;
}

export interface Evaluation {
  svc_score: { score: number; confidence: number; summary: string };
  dimension_scores: Partial<Record<Dimension, DimensionScore>>;
  findings: Finding[];
  issues: Array<{ dimension: Dimension; description: string; severity: Severity }>;
  improvement_suggestions: string[];
  explanation: string;
  domain: Domain;
  usecase: Usecase;
  depth: Depth;
  cap?: ScoreCap;
}
