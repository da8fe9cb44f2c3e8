/** The six attack types of the interface spec (`attack_types`). */
export const ATTACK_TYPES = [
  'jailbreak_attempt',
  'instruction_override',
  'system_prompt_extraction',
  'role_hijacking',
  'data_exfiltration',
  'prompt_leakage',
] as const;
export type AttackType = (typeof ATTACK_TYPES)[number];

export type Sensitivity = 'low' | 'medium' | 'high';
export type RiskLevel = 'low' | 'medium' | 'high';
export type Recommendation = 'allow' | 'warn' | 'block';
/** Severity scale the official clients read (wire contract §3.10). */
export type InjectionSeverity = 'none' | 'low' | 'medium' | 'high' | 'critical';

export interface InjectionOptions {
  sensitivity?: Sensitivity;
  /** Where the text came from, e.g. `user input`, `tool output`, `retrieved document`. */
  context?: string;
  /**
   * The fields of a structured third-party text, when the caller knows them (the tool-result
   * scan passes the JSON paths of `data`); otherwise they are read from the text (context.ts).
   */
  fields?: ReadonlyArray<{ name: string; text: string; start: number; end: number }>;
}

export interface InjectionEvidence {
  source: 'rule' | 'model' | 'decoder';
  id: string;
  attack_type?: AttackType;
  /** Contribution to the risk score, 0–1, after context adjustment. */
  weight: number;
  /** Character offsets in the text as given (UTF-16 code units). */
  span?: { start: number; end: number };
  match?: string;
  note: string;
}

export interface InjectionAnalysis {
  injection_detected: boolean;
  risk_score: number;
  risk_level: RiskLevel;
  attack_types: AttackType[];
  explanation: string;
  recommendation: Recommendation;
  evidence: InjectionEvidence[];
}
