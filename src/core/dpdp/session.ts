import { DPDP_RULES, DPDP_SECTIONS, HOUR_MS } from './constants';
import { isBlank } from '../text';
import { type Checked, type FieldIssue, isPlainObject, type NewId } from './types';

export const ENTITY_TYPES = ['data_fiduciary', 'significant_data_fiduciary'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export const SECTORS = [
  'fintech',
  'finance',
  'banking',
  'healthcare',
  'edtech',
  'e_commerce',
  'social_media',
  'other',
] as const;
export type Sector = (typeof SECTORS)[number];

/** Spellings seen in the spec's own examples ("ecommerce") and the obvious abbreviation. */
const SECTOR_ALIASES: Record<string, Sector> = { ecommerce: 'e_commerce' };
const ENTITY_TYPE_ALIASES: Record<string, EntityType> = { sdf: 'significant_data_fiduciary' };

export const SESSION_DEFAULTS = {
  entity_type: 'data_fiduciary',
  sector: 'other',
  processes_children: false,
  ttl_hours: 24,
} as const;

export const MAX_TTL_HOURS = 8760; // one year; sessions are per interaction, not archives
export const MAX_PURPOSE_LENGTH = 200;

export interface SessionConfig {
  entity_type: EntityType;
  purpose: string;
  sector: Sector;
  processes_children: boolean;
  ttl_hours: number;
}

export type ConsentValue = 'active' | 'withdrawn' | 'refused';

/**
 * Something the fiduciary still owes in this session. `reference` names the request or
 * user it is about when there can be several (one per DSR, one per withdrawing user).
 */
export interface PendingObligation {
  obligation: string;
  section: string;
  reason: string;
  reference?: string;
}

export interface SessionState {
  consent_status: Record<string, ConsentValue>;
  notice_shown: boolean;
  child_session: boolean;
  events_count: number;
  open_timers: string[];
  fulfilled_obligations: string[];
  pending_obligations: PendingObligation[];
}

export interface Session {
  session_id: string;
  created_at: string;
  expires_at: string;
  config: SessionConfig;
  state: SessionState;
}

/** Lower-cases and turns spaces and hyphens into underscores, so "E-Commerce" matches `e_commerce`. */
function enumKey(value: string): string {
  return value.trim().toLowerCase().replace(/[\s-]+/g, '_');
}

function pickEnum<T extends string>(
  raw: unknown,
  path: string,
  allowed: readonly T[],
  aliases: Record<string, T>,
  fallback: T,
  issues: FieldIssue[],
): T {
  if (raw === undefined || raw === null) return fallback;
  if (typeof raw === 'string') {
    const key = enumKey(raw);
    if ((allowed as readonly string[]).includes(key)) return key as T;
    if (aliases[key]) return aliases[key];
  }
  issues.push({ path, message: `must be one of ${allowed.join(', ')}` });
  return fallback;
}

/** Validates `config` of a `create` request and fills the defaults of wire contract §2.3. */
export function validateSessionConfig(input: unknown): Checked<SessionConfig> {
  if (!isPlainObject(input)) {
    return { ok: false, issues: [{ path: 'config', message: 'config must be an object with at least a purpose' }] };
  }
  const issues: FieldIssue[] = [];

  let purpose = '';
  if (typeof input.purpose !== 'string' || isBlank(input.purpose)) {
    issues.push({
      path: 'config.purpose',
      message: 'purpose is required and must be a non-blank string (DPDP S.4: processing needs a lawful purpose)',
    });
  } else if (input.purpose.trim().length > MAX_PURPOSE_LENGTH) {
    issues.push({ path: 'config.purpose', message: `purpose must be at most ${MAX_PURPOSE_LENGTH} characters` });
  } else {
    purpose = input.purpose.trim();
  }

  const entity_type = pickEnum(
    input.entity_type,
    'config.entity_type',
    ENTITY_TYPES,
    ENTITY_TYPE_ALIASES,
    SESSION_DEFAULTS.entity_type,
    issues,
  );
  const sector = pickEnum(input.sector, 'config.sector', SECTORS, SECTOR_ALIASES, SESSION_DEFAULTS.sector, issues);

  let processes_children: boolean = SESSION_DEFAULTS.processes_children;
  if (input.processes_children !== undefined && input.processes_children !== null) {
    if (typeof input.processes_children === 'boolean') processes_children = input.processes_children;
    else issues.push({ path: 'config.processes_children', message: 'must be a boolean' });
  }

  let ttl_hours: number = SESSION_DEFAULTS.ttl_hours;
  if (input.ttl_hours !== undefined && input.ttl_hours !== null) {
    const ttl = input.ttl_hours;
    if (typeof ttl === 'number' && Number.isInteger(ttl) && ttl >= 1 && ttl <= MAX_TTL_HOURS) ttl_hours = ttl;
    else issues.push({ path: 'config.ttl_hours', message: `must be an integer from 1 to ${MAX_TTL_HOURS}` });
  }

  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, value: { entity_type, purpose, sector, processes_children, ttl_hours } };
}

/**
 * The state at creation is exactly the spec's: nothing consented, nothing owed yet.
 * Duties that follow from the configuration itself (significant fiduciary, children)
 * are organisation-level and are reported by `standingObligations`, `evaluate` and
 * `require` rather than stored as pending items of every session.
 */
export function initialSessionState(): SessionState {
  return {
    consent_status: {},
    notice_shown: false,
    child_session: false,
    events_count: 0,
    open_timers: [],
    fulfilled_obligations: [],
    pending_obligations: [],
  };
}

export function createSession(config: SessionConfig, now: Date, newId: NewId): Session {
  return {
    session_id: newId('sess_'),
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + config.ttl_hours * HOUR_MS).toISOString(),
    config,
    state: initialSessionState(),
  };
}

/** Expired from the first instant at or after `created_at + ttl_hours`. */
export function isExpired(session: Pick<Session, 'created_at' | 'config'>, now: Date): boolean {
  return now.getTime() >= Date.parse(session.created_at) + session.config.ttl_hours * HOUR_MS;
}

/**
 * Obligations that the configuration imposes from the start of every session:
 * the S.10 / Rule 13 duties of a significant data fiduciary, and the S.9 / Rule 10
 * duties when the service is configured to process children's data.
 */
export function standingObligations(config: SessionConfig): PendingObligation[] {
  const out: PendingObligation[] = [];
  if (config.entity_type === 'significant_data_fiduciary') {
    out.push(
      {
        obligation: 'dpo_appointment',
        section: `${DPDP_SECTIONS.sdf_obligations}(2)(a)`,
        reason: 'A significant data fiduciary must appoint a Data Protection Officer based in India, answerable to the board.',
      },
      {
        obligation: 'independent_data_audit',
        section: `${DPDP_SECTIONS.sdf_obligations}(2)(b); ${DPDP_RULES.sdf_obligations}(1)`,
        reason: 'An independent data auditor must audit compliance once every twelve months.',
      },
      {
        obligation: 'dpia',
        section: `${DPDP_SECTIONS.sdf_obligations}(2)(c); ${DPDP_RULES.sdf_obligations}(1)`,
        reason: 'A Data Protection Impact Assessment must be carried out once every twelve months and its significant observations reported to the Board.',
      },
      {
        obligation: 'algorithmic_due_diligence',
        section: `${DPDP_RULES.sdf_obligations}(3)`,
        reason: 'Algorithmic software used to process personal data must be verified not to pose a risk to the rights of data principals.',
      },
    );
  }
  if (config.processes_children) {
    out.push(
      {
        obligation: 'age_verification',
        section: `${DPDP_SECTIONS.parental_consent}; ${DPDP_RULES.parental_consent}`,
        reason: 'The service processes children\'s data: establish whether the user is a child before processing.',
      },
      {
        obligation: 'verifiable_parental_consent',
        section: `${DPDP_SECTIONS.parental_consent}; ${DPDP_RULES.parental_consent}`,
        reason: 'Personal data of a child may be processed only with verifiable consent of a parent or lawful guardian.',
      },
      {
        obligation: 'no_tracking_or_targeted_ads',
        section: DPDP_SECTIONS.child_targeting,
        reason: 'Tracking, behavioural monitoring and targeted advertising directed at children are prohibited.',
      },
    );
  }
  return out;
}
