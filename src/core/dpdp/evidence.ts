import { type ChainedRecord, type EventRecord, GENESIS_HASH, recordContent, verifyChain } from './chain';
import { CERT_IN_DIRECTIONS, DAY_MS, DPDP_RULES, DPDP_SECTIONS, HOUR_MS } from './constants';
import { type DpdpEvent, type DpdpEventType, exceedsDepth, MAX_DATA_DEPTH, parseIsoTimestamp } from './events';
import { purposesMatch } from './purposes';
import { initialSessionState, type Session, SESSION_DEFAULTS, type SessionConfig } from './session';
import { isBlank } from '../text';
import { HealthTally } from './health';
import { applyEvent } from './state';
import { summarizeTimers, type Timer, timerStatusAt, timerView } from './timers';
import { acceptedId, type Checked, type FieldIssue, ID_RULE, idString, isPlainObject, type JsonObject, type NewId } from './types';

export const EVIDENCE_TYPES = [
  'consent_audit',
  'dsr_response',
  'breach_notification_dpbi',
  'breach_notification_certin',
  'breach_notification_principal',
  'child_protection_audit',
  'compliance_health',
  'sdf_annual_report',
] as const;
export type EvidenceType = (typeof EVIDENCE_TYPES)[number];

/** A Python example asks for `consent_record`. */
export const EVIDENCE_TYPE_ALIASES: Readonly<Record<string, EvidenceType>> = { consent_record: 'consent_audit' };

export interface EvidenceParams {
  session_id?: string;
  user_id?: string;
  purpose?: string;
  request_id?: string;
  breach_id?: string;
  period_start?: string;
  period_end?: string;
  /** Particulars supplied at generation time (breach facts, contact details, DPIA dates); they override event data. */
  details?: JsonObject;
}

export interface EvidenceRequest {
  type: EvidenceType;
  requested_type: string;
  params: EvidenceParams;
}

const ID_PARAMS = ['session_id', 'user_id', 'request_id', 'breach_id'] as const;

interface ParamRule {
  required?: ReadonlyArray<keyof EvidenceParams>;
  /** At least one of these. */
  oneOf?: ReadonlyArray<keyof EvidenceParams>;
}

const PARAM_RULES: Readonly<Record<EvidenceType, ParamRule>> = {
  consent_audit: { oneOf: ['session_id', 'user_id'] },
  dsr_response: { required: ['request_id'] },
  breach_notification_dpbi: { required: ['breach_id'] },
  breach_notification_certin: { required: ['breach_id'] },
  breach_notification_principal: { required: ['breach_id'] },
  child_protection_audit: {},
  compliance_health: {},
  sdf_annual_report: {},
};

/** Validates `type` and `params` of an evidence request. Unknown params are ignored. */
export function validateEvidenceRequest(type: unknown, params: unknown): Checked<EvidenceRequest> {
  if (typeof type !== 'string' || type.trim() === '') {
    return { ok: false, issues: [{ path: 'type', message: `type is required, one of ${EVIDENCE_TYPES.join(', ')}` }] };
  }
  const key = type.trim().toLowerCase();
  const resolved = (EVIDENCE_TYPES as readonly string[]).includes(key) ? (key as EvidenceType) : EVIDENCE_TYPE_ALIASES[key];
  if (!resolved) {
    return { ok: false, issues: [{ path: 'type', message: `unknown evidence type "${type}"; use one of ${EVIDENCE_TYPES.join(', ')}` }] };
  }
  if (params !== undefined && params !== null && !isPlainObject(params)) {
    return { ok: false, issues: [{ path: 'params', message: 'params must be an object' }] };
  }
  const raw = isPlainObject(params) ? params : {};
  const issues: FieldIssue[] = [];
  const out: EvidenceParams = {};

  for (const name of ID_PARAMS) {
    if (raw[name] === undefined || raw[name] === null) continue;
    const id = acceptedId(raw[name]);
    if (id === undefined) issues.push({ path: `params.${name}`, message: `must be ${ID_RULE}` });
    else out[name] = id;
  }
  if (raw.purpose !== undefined && raw.purpose !== null) {
    if (typeof raw.purpose === 'string' && !isBlank(raw.purpose)) out.purpose = raw.purpose.trim();
    else issues.push({ path: 'params.purpose', message: 'must be a non-blank string' });
  }
  for (const name of ['period_start', 'period_end'] as const) {
    if (raw[name] === undefined || raw[name] === null) continue;
    const at = typeof raw[name] === 'string' ? parseIsoTimestamp(raw[name] as string) : null;
    if (at) out[name] = at.toISOString();
    else issues.push({ path: `params.${name}`, message: 'must be an ISO 8601 date or date-time' });
  }
  if (out.period_start && out.period_end && out.period_start > out.period_end) {
    issues.push({ path: 'params.period_end', message: 'must not be before period_start' });
  }
  if (raw.details !== undefined && raw.details !== null) {
    if (!isPlainObject(raw.details)) issues.push({ path: 'params.details', message: 'must be an object' });
    else if (exceedsDepth(raw.details, MAX_DATA_DEPTH)) {
      issues.push({ path: 'params.details', message: `must not be nested deeper than ${MAX_DATA_DEPTH} levels` });
    } else out.details = raw.details;
  }

  const rule = PARAM_RULES[resolved];
  for (const name of rule.required ?? []) {
    if (out[name] === undefined && !issues.some((i) => i.path === `params.${name}`)) {
      issues.push({ path: `params.${name}`, message: `${resolved} needs params.${name}` });
    }
  }
  if (rule.oneOf && !rule.oneOf.some((name) => out[name] !== undefined)) {
    issues.push({ path: 'params', message: `${resolved} needs one of ${rule.oneOf.map((n) => `params.${n}`).join(', ')}` });
  }
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, value: { type: resolved, requested_type: type, params: out } };
}

/** Which recorded events a packet rests on; the persistence layer fetches by it, the builder filters by it again. */
export interface EventSelector {
  session_id?: string;
  user_id?: string;
  request_id?: string;
  breach_id?: string;
  types?: readonly DpdpEventType[];
  from?: string;
  to?: string;
}

const CONSENT_TYPES: readonly DpdpEventType[] = ['notice.shown', 'consent.granted', 'consent.refused', 'consent.withdrawn', 'erasure.executed'];
const DSR_TYPES: readonly DpdpEventType[] = ['dsr.received', 'dsr.acknowledged', 'dsr.responded', 'dsr.escalated'];
const CHILD_TYPES: readonly DpdpEventType[] = ['child.detected', 'child.parental_consent', 'child.tracking_attempted', 'child.aged_out'];

/** Rule 13 reports cover twelve months; an SDF report without a period covers the year to `now`. */
export function evidencePeriod(request: EvidenceRequest, now: Date): { from?: string; to?: string } {
  const { period_start, period_end } = request.params;
  if (request.type === 'sdf_annual_report') {
    const to = period_end ?? now.toISOString();
    return { from: period_start ?? new Date(Date.parse(to) - 365 * DAY_MS).toISOString(), to };
  }
  return { ...(period_start ? { from: period_start } : {}), ...(period_end ? { to: period_end } : {}) };
}

export function evidenceSelector(request: EvidenceRequest, now: Date): EventSelector {
  const p = request.params;
  const period = evidencePeriod(request, now);
  switch (request.type) {
    case 'consent_audit':
      return { session_id: p.session_id, user_id: p.user_id, types: CONSENT_TYPES, ...period };
    case 'dsr_response':
      return { request_id: p.request_id, types: DSR_TYPES };
    case 'breach_notification_dpbi':
    case 'breach_notification_certin':
    case 'breach_notification_principal':
      return { breach_id: p.breach_id };
    case 'child_protection_audit':
      return { session_id: p.session_id, user_id: p.user_id, types: CHILD_TYPES, ...period };
    case 'compliance_health':
    case 'sdf_annual_report':
      return period;
  }
}

export function matchesSelector(record: EventRecord, selector: EventSelector): boolean {
  if (selector.session_id !== undefined && record.session_id !== selector.session_id) return false;
  for (const key of ['user_id', 'request_id', 'breach_id'] as const) {
    if (selector[key] !== undefined && idString(record.data[key]) !== selector[key]) return false;
  }
  if (selector.types && !selector.types.includes(record.type as DpdpEventType)) return false;
  const at = Date.parse(record.timestamp);
  if (selector.from !== undefined && at < Date.parse(selector.from)) return false;
  if (selector.to !== undefined && at > Date.parse(selector.to)) return false;
  return true;
}

export type FindingStatus = 'met' | 'not_met' | 'pending' | 'unknown' | 'not_applicable';

export interface Finding {
  requirement: string;
  section: string;
  status: FindingStatus;
  detail: string;
}

/** A record of the chain as carried in a packet: enough to check linkage; digests only for embedded events. */
export interface ChainHeader {
  seq: number;
  event_id: string;
  prev_hash: string;
  hash: string;
  field_digests?: Record<string, string>;
}

export interface PacketSignature {
  algorithm: 'Ed25519';
  /** sha256 of the public key's SPKI DER, hex. */
  key_id: string;
  /** Digest of every member of the packet (three levels deep), so a verifier can name what changed. */
  digests: Record<string, string>;
  /** Base64 Ed25519 signature over canonical JSON of `{algorithm, key_id, digests}`. */
  value: string;
}

export interface EvidencePacket {
  evidence_id: string;
  type: EvidenceType;
  generated_at: string;
  format: 'svc-dpdp-evidence/1';
  org_id?: string;
  params: EvidenceParams;
  /** The provisions the packet evidences. */
  sections: string[];
  report: JsonObject;
  findings: Finding[];
  /** Particulars the regulation asks for that neither the events nor `params.details` supplied. */
  missing_particulars: string[];
  /** The recorded events the packet rests on, exactly as hashed. */
  events: EventRecord[];
  chain: {
    algorithm: 'sha256';
    canonicalization: 'RFC 8785 (JCS)';
    genesis_hash: string;
    /** Contiguous runs of the application's chain from the first event used to `head`. */
    segment: ChainHeader[];
    /** The chain head when the packet was built: the segment's last header (absent without events). */
    head?: { seq: number; hash: string };
  };
  signature?: PacketSignature;
}

export interface EvidenceSources {
  /**
   * Chain records covering at least the selected events; the records between them keep
   * the linkage checkable. `compliance_health` verifies the whole set as one chain, so
   * give it a contiguous run (e.g. every record of the period).
   */
  records: readonly ChainedRecord[];
  /**
   * The records after the last selected one, up to the chain head as the packet is built.
   * Their headers extend `chain.segment` to `chain.head`, so that a checkpoint the verifier
   * holds (of any seq from the packet's first event on) can be compared with the packet.
   */
  tail?: readonly ChainedRecord[];
  /** The organisation's timers (breach, DSR and health packets report them). */
  timers?: readonly Timer[];
  /** The session of a session-scoped packet: its purpose stands for consent events without `data.purpose`. */
  session?: Pick<Session, 'session_id' | 'config'> | null;
  /**
   * compliance_health over a long chain: the facts tallied batch by batch over the whole chain.
   * `records` is then the window of latest records the packet embeds.
   */
  health?: HealthTally;
}

export interface EvidenceContext {
  now: Date;
  newId: NewId;
  org_id?: string;
}

interface BuildInput {
  request: EvidenceRequest;
  events: ChainedRecord[];
  /** Every record passed in, for integrity checks over the whole range. */
  records: readonly ChainedRecord[];
  timers: readonly Timer[];
  session: EvidenceSources['session'];
  now: Date;
  /** compliance_health: facts tallied over the whole chain; `records` is then only the packet's window. */
  health?: HealthTally;
}

interface BuildOutput {
  report: JsonObject;
  findings: Finding[];
  missing?: string[];
}

type Builder = (input: BuildInput) => Checked<BuildOutput>;

const iso = (ms: number): string => new Date(ms).toISOString();
const ms = (record: { timestamp: string }): number => Date.parse(record.timestamp);
const ofType = (events: readonly ChainedRecord[], type: DpdpEventType): ChainedRecord[] => events.filter((e) => e.type === type);
const eventRef = (e: ChainedRecord): { event_id: string; seq: number; at: string } => ({ event_id: e.event_id, seq: e.seq, at: e.timestamp });

/** The first non-empty value among `keys` of `source`. */
function pick(source: JsonObject, keys: readonly string[]): unknown {
  for (const key of keys) {
    const v = source[key];
    if (v !== undefined && v !== null && v !== '') return v;
  }
  return null;
}

function dsrFacts(events: readonly ChainedRecord[], now: Date) {
  const received = ofType(events, 'dsr.received');
  const responded = ofType(events, 'dsr.responded');
  const respondedWithinSla = received.filter((r) => {
    const answer = responded.find((a) => idString(a.data.request_id) === idString(r.data.request_id));
    return answer !== undefined && ms(answer) - ms(r) <= 90 * DAY_MS;
  }).length;
  const open = received.filter((r) => !responded.some((a) => idString(a.data.request_id) === idString(r.data.request_id)));
  return {
    received: received.length,
    responded: responded.length,
    responded_within_sla: respondedWithinSla,
    open: open.length,
    open_past_sla: open.filter((r) => now.getTime() - ms(r) > 90 * DAY_MS).length,
  };
}

const consentAudit: Builder = ({ request, events, session }) => {
  const declared = session?.config.purpose;
  const purposeOf = (e: ChainedRecord): string =>
    typeof e.data.purpose === 'string' && e.data.purpose.trim() !== '' ? e.data.purpose.trim() : (declared ?? 'unspecified');
  const wanted = request.params.purpose;
  const relevant = events.filter((e) => !e.type.startsWith('consent.') || !wanted || purposesMatch(purposeOf(e), wanted));

  // Replaying through applyEvent gives exactly the statuses the session state would show.
  const config: SessionConfig = { ...SESSION_DEFAULTS, purpose: declared ?? 'unspecified' };
  let state = initialSessionState();
  for (const e of relevant) state = applyEvent(state, e as unknown as DpdpEvent, config).state;

  const consents = relevant.filter((e) => e.type.startsWith('consent.'));
  const purposes = [...new Set(consents.map(purposeOf))].map((purpose) => {
    const history = consents.filter((e) => purposeOf(e) === purpose);
    const granted = history.find((e) => e.type === 'consent.granted');
    return {
      purpose,
      status: state.consent_status[purpose] ?? null,
      first_granted_at: granted?.timestamp ?? null,
      history: history.map((e) => ({ ...eventRef(e), type: e.type, user_id: idString(e.data.user_id) ?? null })),
    };
  });
  const notices = ofType(relevant, 'notice.shown');
  const firstGrant = ofType(relevant, 'consent.granted')[0];
  const noticeBefore = firstGrant ? notices.some((n) => ms(n) <= ms(firstGrant)) : null;
  const erasures = ofType(relevant, 'erasure.executed');
  const withdrawals = ofType(relevant, 'consent.withdrawn').map((w) => {
    const user = idString(w.data.user_id);
    const erasure = erasures.find((x) => ms(x) >= ms(w) && (user === undefined || idString(x.data.user_id) === user));
    return { purpose: purposeOf(w), user_id: user ?? null, withdrawn_at: w.timestamp, erasure_executed_at: erasure?.timestamp ?? null };
  });

  const findings: Finding[] = [
    {
      requirement: 'Notice accompanies or precedes the consent request',
      section: `${DPDP_SECTIONS.notice_missing}; ${DPDP_RULES.notice}`,
      status: noticeBefore === null ? 'not_applicable' : noticeBefore ? 'met' : 'not_met',
      detail:
        noticeBefore === null
          ? 'No consent was granted in scope.'
          : noticeBefore
            ? 'A notice was shown no later than the first consent.'
            : 'Consent was recorded before any notice was shown.',
    },
    {
      requirement: 'Consent recorded for each purpose processed',
      section: DPDP_SECTIONS.consent_missing,
      status: firstGrant ? 'met' : 'not_met',
      detail: firstGrant ? `${purposes.length} purpose(s) with a consent record.` : 'No consent.granted event in scope.',
    },
  ];
  for (const w of withdrawals) {
    findings.push({
      requirement: `Erasure after withdrawal of consent for "${w.purpose}"`,
      section: `${DPDP_SECTIONS.retention_erasure}; S.6(6)`,
      status: w.erasure_executed_at ? 'met' : 'pending',
      detail: w.erasure_executed_at ? `Erased at ${w.erasure_executed_at}.` : 'No erasure.executed recorded after the withdrawal.',
    });
  }
  return {
    ok: true,
    value: {
      report: {
        subject: { session_id: request.params.session_id ?? null, user_id: request.params.user_id ?? null, purpose: wanted ?? null },
        notice: { shown: notices.length > 0, first_shown_at: notices[0]?.timestamp ?? null, before_first_consent: noticeBefore },
        purposes,
        withdrawals,
      },
      findings,
    },
  };
};

const dsrResponse: Builder = ({ request, events, timers, now }) => {
  const requestId = request.params.request_id!;
  const received = ofType(events, 'dsr.received')[0];
  if (!received) {
    return { ok: false, issues: [{ path: 'params.request_id', message: `no dsr.received event is recorded for request ${requestId}` }] };
  }
  const responded = ofType(events, 'dsr.responded')[0];
  const acknowledged = ofType(events, 'dsr.acknowledged')[0];
  const deadline = ms(received) + 90 * DAY_MS;
  const withinSla = responded ? ms(responded) <= deadline : now.getTime() > deadline ? false : null;
  const status = responded ? 'responded' : now.getTime() > deadline ? 'overdue' : 'pending';
  return {
    ok: true,
    value: {
      report: {
        request_id: requestId,
        user_id: idString(received.data.user_id) ?? null,
        request_type: pick(received.data, ['request_type', 'right', 'dsr_type', 'kind']),
        received_at: received.timestamp,
        acknowledged_at: acknowledged?.timestamp ?? null,
        responded_at: responded?.timestamp ?? null,
        escalations: ofType(events, 'dsr.escalated').map(eventRef),
        sla_deadline: iso(deadline),
        days_taken: responded ? Math.ceil((ms(responded) - ms(received)) / DAY_MS) : null,
        within_sla: withinSla,
        status,
        response: responded ? pick(responded.data, ['response', 'outcome', 'summary']) : null,
        timers: timers.filter((t) => t.request_id === requestId).map((t) => timerView(t, now)),
      },
      findings: [
        {
          requirement: 'Respond to the request within 90 days',
          section: `${DPDP_SECTIONS.rights_grievance}; ${DPDP_RULES.dsr_sla}`,
          status: withinSla === null ? 'pending' : withinSla ? 'met' : 'not_met',
          detail:
            status === 'responded'
              ? `Responded after ${Math.ceil((ms(responded!) - ms(received)) / DAY_MS)} day(s).`
              : status === 'overdue'
                ? `No response; the deadline ${iso(deadline)} has passed.`
                : `No response yet; due by ${iso(deadline)}.`,
        },
      ],
    },
  };
};

/** Where each breach particular may be found, first name preferred. */
const BREACH_PARTICULARS: Readonly<Record<string, readonly string[]>> = {
  nature: ['nature', 'description', 'breach_type'],
  extent: ['extent', 'records_affected', 'affected_records', 'affected_count', 'principals_affected', 'affected_users'],
  data_categories: ['data_categories', 'data_types', 'categories'],
  occurred_at: ['occurred_at', 'timing', 'breach_time', 'started_at'],
  location: ['location', 'affected_systems', 'systems_affected', 'system'],
  likely_impact: ['likely_impact', 'impact', 'consequences'],
  cause: ['cause', 'root_cause', 'circumstances', 'reason'],
  mitigation: ['mitigation', 'mitigation_measures', 'containment', 'actions_taken'],
  responsible_party: ['responsible_party', 'caused_by', 'perpetrator'],
  remedial_measures: ['remedial_measures', 'remediation', 'preventive_measures'],
  principals_notified: ['principals_notified', 'principal_notification', 'notification_report'],
  safety_measures: ['safety_measures', 'advice_to_principals', 'recommended_actions'],
  contact: ['contact', 'dpo_contact', 'contact_person', 'point_of_contact'],
  organisation: ['organisation', 'organization', 'org_name'],
  incident_type: ['incident_type'],
  symptoms: ['symptoms', 'symptoms_observed', 'indicators'],
};

interface BreachFacts {
  breachId: string;
  awareMs: number;
  detected: ChainedRecord;
  particular: (name: string) => unknown;
}

/** Later events about the breach and then `params.details` refine what `breach.detected` said. */
function breachFacts(request: EvidenceRequest, events: readonly ChainedRecord[]): Checked<BreachFacts> {
  const breachId = request.params.breach_id!;
  const detected = ofType(events, 'breach.detected')[0];
  if (!detected) {
    return { ok: false, issues: [{ path: 'params.breach_id', message: `no breach.detected event is recorded for breach ${breachId}` }] };
  }
  const merged: JsonObject = {};
  for (const e of events) Object.assign(merged, e.data);
  Object.assign(merged, request.params.details ?? {});
  return {
    ok: true,
    value: {
      breachId,
      awareMs: ms(detected),
      detected,
      particular: (name) => pick(merged, BREACH_PARTICULARS[name] ?? [name]),
    },
  };
}

/**
 * Report fields from breach particulars: a name stands for itself, a pair is
 * [report field, particular]. Absent ones are added to `missing` under their report path.
 */
function collect(
  fields: ReadonlyArray<string | readonly [string, string]>,
  f: BreachFacts,
  prefix: string,
  missing: string[],
): JsonObject {
  const out: JsonObject = {};
  for (const field of fields) {
    const [name, particular] = typeof field === 'string' ? [field, field] : field;
    out[name] = f.particular(particular);
    if (out[name] === null) missing.push(`${prefix}${name}`);
  }
  return out;
}

const breachTimers = (timers: readonly Timer[], breachId: string, now: Date) =>
  timers.filter((t) => t.breach_id === breachId).map((t) => timerView(t, now));

const breachDpbi: Builder = ({ request, events, timers, now }) => {
  const facts = breachFacts(request, events);
  if (!facts.ok) return facts;
  const f = facts.value;
  const missing: string[] = [];
  const initial = collect(['nature', 'extent', 'occurred_at', 'location', 'likely_impact'], f, 'initial_intimation.', missing);
  const detailed = collect(
    ['cause', 'mitigation', 'responsible_party', 'remedial_measures', 'principals_notified'],
    f,
    'detailed_report.',
    missing,
  );
  const contact = collect(['contact'], f, '', missing).contact;
  const detailedDue = f.awareMs + 72 * HOUR_MS;
  const initialMissing = missing.filter((m) => m.startsWith('initial_intimation.'));
  const detailedMissing = missing.filter((m) => !m.startsWith('initial_intimation.'));
  const onTime = now.getTime() <= detailedDue;
  return {
    ok: true,
    value: {
      report: {
        breach_id: f.breachId,
        became_aware_at: iso(f.awareMs),
        recipient: 'Data Protection Board of India',
        initial_intimation: { provision: `${DPDP_RULES.breach_intimation_board}(a)`, due_at: iso(f.awareMs), ...initial, became_aware_at: iso(f.awareMs) },
        detailed_report: { provision: `${DPDP_RULES.breach_intimation_board}(b)`, due_at: iso(detailedDue), ...detailed },
        contact,
        hours_since_awareness: Math.round(((now.getTime() - f.awareMs) / HOUR_MS) * 10) / 10,
        timers: breachTimers(timers, f.breachId, now),
      },
      missing,
      findings: [
        {
          requirement: 'Intimate the Board without delay: nature, extent, timing, location and likely impact',
          section: `${DPDP_SECTIONS.breach_notification}; ${DPDP_RULES.breach_intimation_board}(a)`,
          status: initialMissing.length === 0 ? 'met' : 'not_met',
          detail: initialMissing.length === 0 ? 'All particulars of the initial intimation are present.' : `Missing: ${initialMissing.join(', ')}.`,
        },
        {
          requirement: 'Detailed report to the Board within 72 hours',
          section: `${DPDP_SECTIONS.breach_notification}; ${DPDP_RULES.breach_intimation_board}(b)`,
          status: !onTime ? 'not_met' : detailedMissing.length === 0 ? 'met' : 'pending',
          detail: !onTime
            ? `Generated after the deadline ${iso(detailedDue)}.`
            : detailedMissing.length === 0
              ? 'All particulars present within 72 hours.'
              : `Due by ${iso(detailedDue)}; missing: ${detailedMissing.join(', ')}.`,
        },
      ],
    },
  };
};

const breachCertIn: Builder = ({ request, events, timers, now }) => {
  const facts = breachFacts(request, events);
  if (!facts.ok) return facts;
  const f = facts.value;
  const missing: string[] = [];
  const fields = collect(
    [
      'organisation',
      ['point_of_contact', 'contact'],
      'occurred_at',
      ['affected_systems', 'location'],
      ['symptoms_observed', 'symptoms'],
      ['description', 'nature'],
      ['actions_taken', 'mitigation'],
    ],
    f,
    '',
    missing,
  );
  const deadline = f.awareMs + 6 * HOUR_MS;
  const onTime = now.getTime() <= deadline;
  return {
    ok: true,
    value: {
      report: {
        breach_id: f.breachId,
        recipient: 'CERT-In (incident@cert-in.org.in)',
        directions: CERT_IN_DIRECTIONS,
        organisation: fields.organisation,
        point_of_contact: fields.point_of_contact,
        incident_type: f.particular('incident_type') ?? 'data_breach',
        occurred_at: fields.occurred_at,
        detected_at: iso(f.awareMs),
        reporting_deadline: iso(deadline),
        reported_within_6_hours: onTime,
        affected_systems: fields.affected_systems,
        symptoms_observed: fields.symptoms_observed,
        description: fields.description,
        extent: f.particular('extent'),
        actions_taken: fields.actions_taken,
        log_retention: 'ICT system logs are kept for 180 days within India and made available to CERT-In on request.',
        timers: breachTimers(timers, f.breachId, now),
      },
      missing,
      findings: [
        {
          requirement: 'Report the incident to CERT-In within 6 hours of noticing it',
          section: CERT_IN_DIRECTIONS,
          status: onTime ? 'met' : 'not_met',
          detail: onTime ? `Generated before the deadline ${iso(deadline)}.` : `Generated after the deadline ${iso(deadline)}.`,
        },
      ],
    },
  };
};

const breachPrincipal: Builder = ({ request, events }) => {
  const facts = breachFacts(request, events);
  if (!facts.ok) return facts;
  const f = facts.value;
  const missing: string[] = [];
  const description = collect(['nature', 'extent', 'occurred_at', 'location'], f, 'description.', missing);
  const rest = collect(
    [
      ['likely_consequences', 'likely_impact'],
      ['mitigation_measures', 'mitigation'],
      ['safety_measures_for_principal', 'safety_measures'],
      'contact',
    ],
    f,
    '',
    missing,
  );
  return {
    ok: true,
    value: {
      report: { breach_id: f.breachId, addressed_to: request.params.user_id ?? null, description, ...rest },
      missing,
      findings: [
        {
          requirement: 'Intimate each affected principal without delay, with the Rule 7(1) particulars',
          section: `${DPDP_SECTIONS.breach_notification}; ${DPDP_RULES.breach_intimation_principal}`,
          status: missing.length === 0 ? 'met' : 'not_met',
          detail: missing.length === 0 ? 'All particulars present.' : `Missing: ${missing.join(', ')}.`,
        },
      ],
    },
  };
};

const childAudit: Builder = ({ request, events }) => {
  const subjectOf = (e: ChainedRecord): string => e.session_id ?? idString(e.data.user_id) ?? 'unscoped';
  const subjects = [...new Set(ofType(events, 'child.detected').map(subjectOf))].map((subject) => {
    const own = events.filter((e) => subjectOf(e) === subject);
    const consent = ofType(own, 'child.parental_consent')[0];
    const attempts = ofType(own, 'child.tracking_attempted');
    return {
      subject,
      detected_at: ofType(own, 'child.detected')[0].timestamp,
      parental_consent_at: consent?.timestamp ?? null,
      tracking_attempts: attempts.length,
      tracking_attempts_blocked: attempts.filter((a) => a.data.blocked === true).length,
      aged_out_at: ofType(own, 'child.aged_out')[0]?.timestamp ?? null,
    };
  });
  const withoutConsent = subjects.filter((s) => s.parental_consent_at === null && s.aged_out_at === null);
  const attempts = ofType(events, 'child.tracking_attempted');
  const unblocked = attempts.filter((a) => a.data.blocked !== true);
  return {
    ok: true,
    value: {
      report: {
        scope: { session_id: request.params.session_id ?? null, user_id: request.params.user_id ?? null },
        children_detected: subjects.length,
        parental_consents: ofType(events, 'child.parental_consent').length,
        tracking_attempts: attempts.length,
        tracking_attempts_unblocked: unblocked.length,
        subjects,
      },
      findings: [
        {
          requirement: 'Verifiable parental consent for every child',
          section: `${DPDP_SECTIONS.parental_consent}; ${DPDP_RULES.parental_consent}`,
          status: subjects.length === 0 ? 'not_applicable' : withoutConsent.length === 0 ? 'met' : 'not_met',
          detail: withoutConsent.length === 0 ? 'Every detected child has parental consent recorded.' : `No parental consent for: ${withoutConsent.map((s) => s.subject).join(', ')}.`,
        },
        {
          requirement: 'No tracking, behavioural monitoring or targeted advertising directed at children',
          section: DPDP_SECTIONS.child_targeting,
          status: unblocked.length === 0 ? 'met' : 'not_met',
          detail: unblocked.length === 0 ? `${attempts.length} attempt(s), all blocked.` : `${unblocked.length} tracking attempt(s) not recorded as blocked.`,
        },
      ],
    },
  };
};

const complianceHealth: Builder = ({ events, records, timers, now, health }) => {
  // Tallied by the caller over the whole chain (in batches), or here over the records given.
  let tally = health;
  if (!tally) {
    const selected = new Set(events);
    tally = new HealthTally();
    tally.add(records, (r) => selected.has(r));
  }
  const facts = tally.facts(now);
  const byType = facts.byType;
  const overdue = timers.filter((t) => timerStatusAt(t, now) === 'overdue');
  const chain = facts.chain;
  const dsr = facts.dsr;
  const unblockedChildTracking = facts.unblockedChildTracking;
  const breachOverdue = overdue.filter((t) => t.breach_id !== undefined);

  const findings: Finding[] = [
    {
      requirement: 'Evidence chain intact',
      section: 'decisions §6 (tamper-evident records)',
      status: chain.valid ? 'met' : 'not_met',
      detail: chain.valid ? `${chain.checked} record(s) verified.` : `${chain.problemCount} problem(s), first: ${chain.problems[0].message}.`,
    },
    {
      requirement: 'No overdue compliance deadlines',
      section: `${DPDP_RULES.breach_intimation}; ${DPDP_RULES.dsr_sla}; ${DPDP_RULES.retention_erasure}`,
      status: overdue.length === 0 ? 'met' : 'not_met',
      detail: overdue.length === 0 ? 'No timer is past its deadline.' : `Overdue: ${overdue.map((t) => `${t.type} ${t.timer_id}`).join(', ')}.`,
    },
    {
      requirement: 'Data principal requests answered within 90 days',
      section: DPDP_RULES.dsr_sla,
      status: dsr.open_past_sla > 0 || dsr.responded_within_sla < dsr.responded ? 'not_met' : 'met',
      detail: `${dsr.received} received, ${dsr.responded} responded (${dsr.responded_within_sla} within 90 days), ${dsr.open} open.`,
    },
    {
      requirement: 'No tracking or targeted advertising directed at children',
      section: DPDP_SECTIONS.child_targeting,
      status: unblockedChildTracking === 0 ? 'met' : 'not_met',
      detail: `${unblockedChildTracking} unblocked tracking attempt(s).`,
    },
  ];
  const status = !chain.valid || breachOverdue.length > 0 || unblockedChildTracking > 0
    ? 'critical'
    : findings.some((x) => x.status === 'not_met')
      ? 'attention'
      : 'good';
  return {
    ok: true,
    value: {
      report: {
        status,
        events_total: facts.eventsTotal,
        events_in_packet: events.length,
        events_by_type: byType,
        consent: {
          granted: byType['consent.granted'] ?? 0,
          withdrawn: byType['consent.withdrawn'] ?? 0,
          refused: byType['consent.refused'] ?? 0,
        },
        notices_shown: byType['notice.shown'] ?? 0,
        dsr,
        breaches: { detected: byType['breach.detected'] ?? 0, breach_ids: facts.breachIds },
        children: {
          detected: byType['child.detected'] ?? 0,
          parental_consents: byType['child.parental_consent'] ?? 0,
          tracking_attempts_unblocked: unblockedChildTracking,
        },
        timers: { ...summarizeTimers(timers, now), overdue_timers: overdue.map((t) => timerView(t, now)) },
        chain: { records_checked: chain.checked, intact: chain.valid, problems: chain.problems, problem_count: chain.problemCount },
      },
      findings,
    },
  };
};

function withinYearBefore(value: unknown, end: string): boolean | null {
  if (typeof value !== 'string') return null;
  const at = parseIsoTimestamp(value);
  if (!at) return null;
  return at.getTime() <= Date.parse(end) && Date.parse(end) - at.getTime() <= 365 * DAY_MS;
}

const sdfAnnualReport: Builder = ({ request, events, now }) => {
  const period = evidencePeriod(request, now) as { from: string; to: string };
  const details = request.params.details ?? {};
  const dpiaAt = pick(details, ['dpia_completed_at', 'dpia_date']);
  const auditAt = pick(details, ['audit_completed_at', 'audit_date']);
  const dpiaCurrent = withinYearBefore(dpiaAt, period.to);
  const auditCurrent = withinYearBefore(auditAt, period.to);
  const boardReportAt = pick(details, ['board_report_submitted_at', 'observations_reported_at']);
  const models = ofType(events, 'model.deployed').map((e) => ({
    ...eventRef(e),
    model_id: pick(e.data, ['model_id', 'model', 'name']),
    version: pick(e.data, ['version', 'model_version']),
    due_diligence: pick(e.data, ['due_diligence', 'risk_assessment', 'due_diligence_ref']),
  }));
  const modelsWithout = models.filter((m) => m.due_diligence === null);
  const transfers = new Map<string, number>();
  for (const e of ofType(events, 'data.transferred')) {
    const country = String(pick(e.data, ['destination_country', 'country', 'recipient_country']) ?? 'unspecified');
    transfers.set(country, (transfers.get(country) ?? 0) + 1);
  }
  const yearly = (label: string, at: unknown, current: boolean | null, key: string): Finding => ({
    requirement: `${label} within the twelve months before the period end`,
    section: `${DPDP_SECTIONS.sdf_obligations}(2); ${DPDP_RULES.sdf_obligations}(1)`,
    status: current === null ? 'unknown' : current ? 'met' : 'not_met',
    detail: current === null ? `Not supplied: send params.details.${key}.` : `Completed at ${String(at)}.`,
  });
  const missing = [
    ...(dpiaAt === null ? ['dpia_completed_at'] : []),
    ...(auditAt === null ? ['audit_completed_at'] : []),
    ...(pick(details, ['dpo', 'dpo_contact']) === null ? ['dpo'] : []),
  ];
  return {
    ok: true,
    value: {
      report: {
        period: { start: period.from, end: period.to },
        entity_type: 'significant_data_fiduciary',
        dpo: pick(details, ['dpo', 'dpo_contact']),
        dpia: { completed_at: dpiaAt, current: dpiaCurrent },
        audit: { completed_at: auditAt, auditor: pick(details, ['auditor', 'independent_auditor']), current: auditCurrent },
        significant_observations: pick(details, ['significant_observations', 'observations']) ?? [],
        board_report_submitted_at: boardReportAt,
        algorithmic_due_diligence: { models, retrained: ofType(events, 'model.retrained').length },
        fairness_monitoring: {
          fairness_reports: ofType(events, 'aggregate.fairness_metrics').length,
          decision_stats_reports: ofType(events, 'aggregate.decision_stats').length,
        },
        data_principal_rights: dsrFacts(events, now),
        breaches: ofType(events, 'breach.detected').map((e) => ({ ...eventRef(e), breach_id: idString(e.data.breach_id) })),
        cross_border_transfers: [...transfers].map(([destination, count]) => ({ destination, count })),
        consent: {
          granted: ofType(events, 'consent.granted').length,
          withdrawn: ofType(events, 'consent.withdrawn').length,
        },
        children_detected: ofType(events, 'child.detected').length,
      },
      missing,
      findings: [
        yearly('Data Protection Impact Assessment', dpiaAt, dpiaCurrent, 'dpia_completed_at'),
        yearly('Independent data audit', auditAt, auditCurrent, 'audit_completed_at'),
        {
          requirement: 'Significant observations of the DPIA and audit reported to the Board',
          section: `${DPDP_RULES.sdf_obligations}(2)`,
          status: boardReportAt === null ? 'unknown' : 'met',
          detail: boardReportAt === null ? 'Not supplied: send params.details.board_report_submitted_at.' : `Reported at ${String(boardReportAt)}.`,
        },
        {
          requirement: 'Due diligence that algorithmic software does not risk the rights of data principals',
          section: `${DPDP_RULES.sdf_obligations}(3)`,
          status: models.length === 0 ? 'not_applicable' : modelsWithout.length === 0 ? 'met' : 'not_met',
          detail:
            models.length === 0
              ? 'No model.deployed event in the period.'
              : modelsWithout.length === 0
                ? `${models.length} model deployment(s), each with a due-diligence record.`
                : `No due-diligence record for: ${modelsWithout.map((m) => String(m.model_id ?? m.event_id)).join(', ')}.`,
        },
        {
          requirement: 'Specified personal data and its traffic data kept in India',
          section: `${DPDP_RULES.sdf_obligations}(4)`,
          status: transfers.size === 0 ? 'not_applicable' : 'unknown',
          detail: transfers.size === 0 ? 'No cross-border transfer recorded.' : 'Confirm that no transferred data is of a category the Government requires to stay in India.',
        },
      ],
    },
  };
};

interface EvidenceSpec {
  sections: readonly string[];
  build: Builder;
}

/** The packet builders: each names the provisions it evidences. */
export const EVIDENCE_BUILDERS: Readonly<Record<EvidenceType, EvidenceSpec>> = {
  consent_audit: { sections: [DPDP_SECTIONS.notice_missing, DPDP_SECTIONS.consent_missing, DPDP_SECTIONS.retention_erasure], build: consentAudit },
  dsr_response: { sections: [DPDP_SECTIONS.rights_grievance, DPDP_RULES.dsr_sla], build: dsrResponse },
  breach_notification_dpbi: { sections: [DPDP_SECTIONS.breach_notification, DPDP_RULES.breach_intimation_board], build: breachDpbi },
  breach_notification_certin: { sections: [CERT_IN_DIRECTIONS], build: breachCertIn },
  breach_notification_principal: { sections: [DPDP_SECTIONS.breach_notification, DPDP_RULES.breach_intimation_principal], build: breachPrincipal },
  child_protection_audit: { sections: [DPDP_SECTIONS.child_data, DPDP_SECTIONS.child_targeting, DPDP_RULES.parental_consent], build: childAudit },
  compliance_health: { sections: [DPDP_SECTIONS.security_safeguards, DPDP_RULES.dsr_sla, DPDP_RULES.breach_intimation], build: complianceHealth },
  sdf_annual_report: { sections: [DPDP_SECTIONS.sdf_obligations, DPDP_RULES.sdf_obligations], build: sdfAnnualReport },
};

/**
 * Headers of the records from the first selected event to the last, then of the tail (up to
 * the head); digests only where the event is embedded.
 */
function chainSegment(records: readonly ChainedRecord[], selected: readonly ChainedRecord[], tail: readonly ChainedRecord[]): ChainHeader[] {
  if (selected.length === 0) return [];
  const embedded = new Set(selected.map((r) => r.event_id));
  const first = selected[0].seq;
  const last = selected[selected.length - 1].seq;
  return [...records.filter((r) => r.seq >= first && r.seq <= last), ...tail.filter((r) => r.seq > last)]
    .map((r) => ({
      seq: r.seq,
      event_id: r.event_id,
      prev_hash: r.prev_hash,
      hash: r.hash,
      ...(embedded.has(r.event_id) ? { field_digests: r.field_digests } : {}),
    }));
}

/** Builds an unsigned packet; sign it with `signPacket`. Fails when the events it must rest on are absent. */
export function buildEvidencePacket(
  request: EvidenceRequest,
  sources: EvidenceSources,
  context: EvidenceContext,
): Checked<EvidencePacket> {
  const records = [...sources.records].sort((a, b) => a.seq - b.seq);
  const selector = evidenceSelector(request, context.now);
  const events = records.filter((r) => matchesSelector(r, selector));
  const spec = EVIDENCE_BUILDERS[request.type];
  const built = spec.build({
    request,
    events,
    records,
    timers: sources.timers ?? [],
    session: sources.session,
    now: context.now,
    health: sources.health,
  });
  if (!built.ok) return built;
  const segment = chainSegment(records, events, [...(sources.tail ?? [])].sort((a, b) => a.seq - b.seq));
  const head = segment[segment.length - 1];
  return {
    ok: true,
    value: {
      evidence_id: context.newId('evd_'),
      type: request.type,
      generated_at: context.now.toISOString(),
      format: 'svc-dpdp-evidence/1',
      ...(context.org_id !== undefined ? { org_id: context.org_id } : {}),
      params: request.params,
      sections: [...spec.sections],
      report: built.value.report,
      findings: built.value.findings,
      missing_particulars: built.value.missing ?? [],
      events: events.map((r) => recordContent(r as unknown as JsonObject) as unknown as EventRecord),
      chain: {
        algorithm: 'sha256',
        canonicalization: 'RFC 8785 (JCS)',
        genesis_hash: GENESIS_HASH,
        segment,
        ...(head ? { head: { seq: head.seq, hash: head.hash } } : {}),
      },
    },
  };
}
