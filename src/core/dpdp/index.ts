export {
  CERT_IN_DIRECTIONS,
  CHILD_AGE_LIMIT,
  DPDP_RULES,
  DPDP_SECTIONS,
  PENALTY_CRORE,
  penaltyForSection,
} from './constants';
export { randomId } from './ids';
export type { Checked, FieldIssue, IdPrefix, NewId } from './types';
export {
  createSession,
  ENTITY_TYPES,
  initialSessionState,
  isExpired,
  MAX_PURPOSE_LENGTH,
  MAX_TTL_HOURS,
  SECTORS,
  SESSION_DEFAULTS,
  standingObligations,
  validateSessionConfig,
} from './session';
export type { ConsentValue, EntityType, PendingObligation, Sector, Session, SessionConfig, SessionState } from './session';
export {
  DPDP_EVENT_TYPES,
  EVENT_REQUIREMENTS,
  EVENT_TYPE_ALIASES,
  MAX_DATA_DEPTH,
  MAX_FUTURE_SKEW_MS,
  normalizeEventType,
  parseIsoTimestamp,
  validateEvent,
} from './events';
export type { DpdpEvent, DpdpEventType, EventCheck } from './events';
export { applyEvent, eventPurpose, withOpenTimers } from './state';
export type { StateUpdate } from './state';
export {
  acknowledgeTimer,
  alertAtMs,
  cancelTimer,
  daysRemaining,
  fulfilmentStatus,
  fulfilTimersByEvent,
  isNotificationTimer,
  isWithoutDelay,
  isOpen,
  listTimers,
  startTimers,
  summarizeTimers,
  sweepOverdue,
  TIMER_RULES,
  TIMER_STATUSES,
  TIMER_TYPES,
  NOTIFICATION_TIMER_TYPES,
  DEFAULT_WITHOUT_DELAY_TARGET_MS,
  timerStatusAt,
  timerView,
  validateTimerQuery,
} from './timers';
export type { Acknowledgement, Timer, TimerOptions, TimerQuery, TimerStatus, TimerSummary, TimerType, TimerView } from './timers';
export { processEvent } from './emit';
export type { EventResult, ProcessEventInput, ProcessEventOutput } from './emit';
export {
  canonicalJson,
  contentHash,
  digestPaths,
  GENESIS_HASH,
  linkRecord,
  recordContent,
  sha256Hex,
  verifyChain,
} from './chain';
export type { ChainedRecord, ChainLink, ChainVerification, EventRecord, IntegrityProblem } from './chain';
export {
  buildEvidencePacket,
  EVIDENCE_BUILDERS,
  EVIDENCE_TYPE_ALIASES,
  EVIDENCE_TYPES,
  evidenceSelector,
  matchesSelector,
  validateEvidenceRequest,
} from './evidence';
export type {
  ChainHeader,
  EventSelector,
  EvidenceContext,
  EvidencePacket,
  EvidenceParams,
  EvidenceRequest,
  EvidenceSources,
  EvidenceType,
  Finding,
  FindingStatus,
  PacketSignature,
} from './evidence';
export { HealthTally, MAX_LISTED_PROBLEMS } from './health';
export type { HealthFacts } from './health';
export { publicKeyId, signPacket, verifyPacket } from './signature';
export type { PacketVerification } from './signature';
export { CHECKPOINT_FORMAT, checkpointsIn, compareWithCheckpoint, parseCheckpoint, signCheckpoint, verifyCheckpointSignature } from './checkpoint';
export type { ChainCheckpoint, CheckpointFields } from './checkpoint';
export { classifyAction, evaluateAction, GATE_ACTIONS, GATE_RULES, gateFacts, validateEvaluateRequest } from './gate';
export type {
  ActionClass,
  Condition,
  GateAction,
  GateFacts,
  GateInput,
  GateResult,
  GateRule,
  RequiredAction,
  Severity,
  Verdict,
  Violation,
} from './gate';
export { mapWorkflowStep, requiredActions, STEP_REQUIREMENTS, validateRequireRequest, WORKFLOW_STEPS } from './require';
export type { RequireRequest, RequireResult, StepClass, StepRequirement, WorkflowStep } from './require';
export { PURPOSE_TOPICS, purposeKey, purposesMatch, purposeTopics } from './purposes';
export {
  CHILD_DETECTORS,
  detectChildSignals,
  detectPurposeDrift,
  DPDP_PII_SEVERITY,
  isChildDetected,
  PII_ACTIONS,
  scanContent,
  validateScanRequest,
} from './scan';
export type { ChildSignal, PiiAction, PiiItem, PurposeDrift, ScanConfig, ScanRequest, ScanResult } from './scan';
