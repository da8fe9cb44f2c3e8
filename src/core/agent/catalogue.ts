// The built-in tool risk catalogue: data. A tool name is split into lower-case words
// (`sendEmail`, `send-email`, `mcp__gmail__send_email` → send, email, …); an entry matches
// when one of its alternatives finds every word group among them. The riskiest matching
// entry wins, so `search_users` is a user-record read, not a search.
import type { RiskLevel, ToolCategory, ToolProfile } from './types';
import { SEVERITY_RANK } from './types';

export interface CatalogueEntry {
  category: ToolCategory;
  riskLevel: RiskLevel;
  description: string;
  /**
   * Alternatives; each is word groups joined by `+`, a group is words joined by `|`.
   * `exec|run+command|script` matches a name holding (exec or run) and (command or script).
   */
  match: readonly string[];
  /** Tool names listed by the registry as system profiles; each must resolve to this entry. */
  knownTools: readonly string[];
  /** Sends data or money outside the system: exfiltration and recipient checks apply. */
  outbound: boolean;
  /** Changes state; a dry-run flag is a meaningful safer variant. */
  mutating: boolean;
  /** Decides about people (hiring, credit, claims): protected-trait checks apply. */
  highStakes: boolean;
}

export const TOOL_CATALOGUE: readonly CatalogueEntry[] = [
  {
    category: 'shell_exec',
    riskLevel: 'critical',
    description: 'Runs shell commands or arbitrary code: anything the host account can do.',
    match: [
      'shell|bash|zsh|powershell|pwsh|terminal|subprocess|cmd',
      'exec|execute|run|eval+command|cmd|script|code|python|javascript|js|node|ruby|process',
      'code+interpreter|sandbox',
      'repl',
    ],
    knownTools: ['execute_shell', 'run_command', 'bash', 'shell', 'terminal', 'code_interpreter', 'execute_python', 'run_script', 'eval_code'],
    outbound: false,
    mutating: true,
    highStakes: false,
  },
  {
    category: 'payment',
    riskLevel: 'critical',
    description: 'Moves money: payments, transfers, refunds, payouts, card charges, purchases.',
    match: [
      'pay|payment|payout|refund|remit|remittance|withdraw|withdrawal|checkout|purchase|stripe|paypal|razorpay|neft|rtgs|imps',
      'transfer|wire|send|move+fund|funds|money|payment|balance|amount|crypto|usdc|btc|eth',
      'charge+card|customer|payment|account',
      'wire+transfer',
      'bank|upi+transfer|payment|send',
      'buy+item|product|order|stock|share|crypto',
      'place+order|trade',
    ],
    knownTools: ['transfer_funds', 'make_payment', 'send_payment', 'create_refund', 'charge_card', 'initiate_payout', 'process_payment', 'wire_transfer'],
    outbound: true,
    mutating: true,
    highStakes: true,
  },
  {
    category: 'credential_access',
    riskLevel: 'critical',
    description: 'Reads or creates secrets: passwords, API keys, tokens, vault entries, SSH keys.',
    match: [
      'secret|credential|password|passwd|apikey|vault|keychain|keyring|keystore|kms',
      'api|access|auth|bearer|refresh+key|token',
      'ssh|private|signing+key',
      'get|read|list|create|generate|rotate|export+token',
    ],
    knownTools: ['get_secret', 'read_credentials', 'vault_read', 'get_api_key', 'list_secrets', 'create_access_token'],
    outbound: false,
    mutating: false,
    highStakes: false,
  },
  {
    category: 'db_schema',
    riskLevel: 'critical',
    description: 'Changes database structure: drops, truncates, alters tables, runs migrations.',
    match: ['drop|alter|truncate+table|schema|database|db|column|index|collection', 'migration|migrate', 'schema+change|update|modify'],
    knownTools: ['drop_table', 'alter_table', 'run_migration', 'truncate_table', 'drop_database'],
    outbound: false,
    mutating: true,
    highStakes: false,
  },
  {
    category: 'access_control',
    riskLevel: 'high',
    description: 'Changes who may do what: roles, permissions, group membership, IAM policies.',
    match: [
      'grant|assign|elevate|promote|add|set|update|change|revoke+role|permission|privilege|admin|access|acl|iam|sudo|group|policy|scope',
      'iam|rbac|acl',
      'impersonate',
    ],
    knownTools: ['grant_permission', 'assign_role', 'update_iam_policy', 'add_admin', 'add_user_to_group'],
    outbound: false,
    mutating: true,
    highStakes: false,
  },
  {
    category: 'file_delete',
    riskLevel: 'high',
    description: 'Deletes files or directories.',
    match: ['delete|remove|rm|unlink|erase|purge|wipe|shred|rmdir+file|directory|dir|folder|path|blob|object|bucket', 'rmdir|unlink'],
    knownTools: ['delete_file', 'remove_file', 'delete_directory', 'rmdir', 'delete_object'],
    outbound: false,
    mutating: true,
    highStakes: false,
  },
  {
    category: 'db_write',
    riskLevel: 'high',
    description: 'Writes or deletes database rows: inserts, updates, deletes, upserts.',
    match: [
      'insert|update|delete|upsert|write|modify|remove|purge|erase+record|row|table|db|database|document|entry|entries|item',
      'delete|remove|purge|erase|deactivate|wipe+user|customer|account|employee|patient|order|member|contact',
      'bulk+update|delete|write',
    ],
    knownTools: ['db_update', 'insert_record', 'delete_records', 'update_row', 'delete_user', 'bulk_update'],
    outbound: false,
    mutating: true,
    highStakes: false,
  },
  {
    category: 'user_record_export',
    riskLevel: 'high',
    description: 'Exports or dumps personal data in bulk: user lists, customer databases, reports of people.',
    match: ['export|dump|download|extract|backup|sync+user|customer|patient|employee|member|contact|subscriber|data|database|db|record|pii|crm|lead'],
    knownTools: ['export_users', 'export_customer_data', 'dump_database', 'download_contacts'],
    outbound: true,
    mutating: false,
    highStakes: false,
  },
  {
    category: 'decision',
    riskLevel: 'high',
    description: 'Makes or scores a decision about a person: hiring, credit, loans, claims, tenancy.',
    match: [
      'approve|reject|deny|decide|decision|score|rank|screen|evaluate|assess|hire|fire|terminate|shortlist|classify|underwrite+loan|credit|application|applicant|candidate|resume|cv|claim|employee|tenant|insurance|mortgage|promotion|borrower|benefit|admission',
      'credit+score|decision|check|limit',
      'underwrite|underwriting',
    ],
    knownTools: ['approve_loan', 'score_candidate', 'rank_applicants', 'screen_resume', 'credit_decision', 'assess_claim'],
    outbound: false,
    mutating: true,
    highStakes: true,
  },
  {
    category: 'deployment',
    riskLevel: 'high',
    description: 'Ships or rewrites code and infrastructure: deploys, pushes, merges, releases.',
    match: ['deploy|deployment|rollback|terraform|kubectl|helm', 'git+push|merge|reset|rebase', 'merge+pull|pr|branch', 'publish|release+package|version|app|build'],
    knownTools: ['deploy_service', 'git_push', 'merge_pull_request', 'kubectl', 'terraform_apply'],
    outbound: false,
    mutating: true,
    highStakes: false,
  },
  {
    category: 'http_request',
    riskLevel: 'high',
    description: 'Sends HTTP requests to any host: data can leave, internal services can be reached.',
    match: [
      'http|https|curl|wget|webhook',
      'fetch+url|uri|endpoint|api',
      'call+api|endpoint|url|webhook',
      'api+request|call|post|get',
      'request+url|api|endpoint|post|get',
      'post+url|data|json',
    ],
    knownTools: ['http_request', 'fetch_url', 'call_api', 'send_webhook', 'curl', 'http_post'],
    outbound: true,
    mutating: true,
    highStakes: false,
  },
  {
    category: 'db_query',
    riskLevel: 'medium',
    description: 'Runs a database query given as text: its effect depends on the statement.',
    match: ['sql|sqlite|postgres|mysql|mongo|mongodb|redis|cypher|graphql', 'execute|run|raw+query|statement'],
    knownTools: ['execute_sql', 'run_query', 'sql_query', 'mongo_query'],
    outbound: false,
    mutating: true,
    highStakes: false,
  },
  {
    category: 'messaging',
    riskLevel: 'medium',
    description: 'Sends e-mail, chat or text messages to people: irreversible once delivered.',
    match: [
      'email|mail|sms|slack|whatsapp|telegram|tweet|teams|discord|sendgrid|mailgun|twilio',
      'send|post|reply|forward|compose|notify|broadcast|publish+message|text|chat|notification|post|dm|tweet|letter|newsletter|campaign',
    ],
    knownTools: ['send_email', 'send_message', 'post_slack_message', 'send_sms', 'reply_email', 'forward_email'],
    outbound: true,
    mutating: true,
    highStakes: false,
  },
  {
    category: 'user_record_read',
    riskLevel: 'medium',
    description: 'Reads personal records one at a time: user, customer, patient or employee profiles.',
    match: [
      'get|read|fetch|lookup|find|search|list|query|view|retrieve+user|customer|patient|employee|member|contact|profile|account|client|subscriber|lead|crm|pii',
      'crm',
    ],
    knownTools: ['get_user', 'lookup_customer', 'get_patient_record', 'search_users', 'get_employee'],
    outbound: false,
    mutating: false,
    highStakes: false,
  },
  {
    category: 'file_write',
    riskLevel: 'medium',
    description: 'Creates, edits, moves or uploads files.',
    match: ['write|save|create|append|edit|update|move|rename|upload|overwrite|patch+file|directory|dir|folder|document|doc|blob|object'],
    knownTools: ['write_file', 'edit_file', 'create_file', 'move_file', 'upload_file'],
    outbound: false,
    mutating: true,
    highStakes: false,
  },
  {
    category: 'web_browse',
    riskLevel: 'medium',
    description: 'Opens web pages: what it reads can carry indirect prompt injection.',
    match: ['browse|browser|navigate|scrape|crawl|crawler|playwright|puppeteer|selenium', 'open|visit|read|fetch|get|load+page|webpage|website|site|web|url|link'],
    knownTools: ['browse_web', 'navigate', 'open_url', 'web_browser', 'scrape_page'],
    outbound: false,
    mutating: false,
    highStakes: false,
  },
  {
    category: 'db_read',
    riskLevel: 'low',
    description: 'Reads database rows through a structured (not free-text) query.',
    match: ['select|read|get|fetch|query|list|count+record|row|table|db|database|collection|entries|entry|item'],
    knownTools: ['read_records', 'get_rows', 'query_table', 'count_rows'],
    outbound: false,
    mutating: false,
    highStakes: false,
  },
  {
    category: 'file_read',
    riskLevel: 'low',
    description: 'Reads or lists files.',
    match: ['read|open|get|list|cat|view|download|load|stat+file|directory|dir|folder|document|doc|pdf', 'ls|glob'],
    knownTools: ['read_file', 'list_directory', 'read_document', 'get_file'],
    outbound: false,
    mutating: false,
    highStakes: false,
  },
  {
    category: 'search',
    riskLevel: 'low',
    description: 'Searches the web, documents or a knowledge base and returns snippets.',
    match: ['search|google|bing|duckduckgo|serp|tavily|perplexity', 'retrieve|lookup|find+document|doc|knowledge|kb|article|web|docs|answer|passage'],
    knownTools: ['web_search', 'search', 'google_search', 'search_docs', 'retrieve_documents', 'knowledge_base_search'],
    outbound: false,
    mutating: false,
    highStakes: false,
  },
  {
    category: 'utility',
    riskLevel: 'low',
    description: 'Computes or looks up harmless facts: calculator, weather, time, unit conversion, translation.',
    match: ['calculator|calculate|calc|math|weather|forecast|time|timezone|date|clock|convert|conversion|translate|translation|dictionary|define|wikipedia|summarize|summarise'],
    knownTools: ['calculator', 'get_weather', 'get_current_time', 'convert_currency', 'translate_text'],
    outbound: false,
    mutating: false,
    highStakes: false,
  },
];

/** Unknown tools: judged on their parameters alone, at medium base risk. */
export const GENERIC_ENTRY: CatalogueEntry = {
  category: 'generic',
  riskLevel: 'medium',
  description: 'A tool the catalogue does not know: judged on its parameters, at medium base risk.',
  match: [],
  knownTools: [],
  outbound: false,
  mutating: true,
  highStakes: false,
};

const CAMEL = /([a-z0-9])([A-Z])/g;
const SEPARATORS = /[^A-Za-z0-9]+/;

/** Lower-case words of a tool name, with a singular form of plural words added. */
export function toolNameWords(name: string): Set<string> {
  const words = new Set<string>();
  for (const raw of name.replace(CAMEL, '$1 $2').split(SEPARATORS)) {
    const w = raw.toLowerCase();
    if (!w) continue;
    words.add(w);
    if (w.length > 3 && w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) words.add(w.slice(0, -1));
  }
  return words;
}

type CompiledAlternative = { spec: string; groups: readonly (readonly string[])[] };

const compiled: ReadonlyMap<CatalogueEntry, CompiledAlternative[]> = new Map(
  TOOL_CATALOGUE.map((e) => [e, e.match.map((spec) => ({ spec, groups: spec.split('+').map((g) => g.split('|')) }))]),
);

const byCategory: ReadonlyMap<ToolCategory, CatalogueEntry> = new Map([...TOOL_CATALOGUE, GENERIC_ENTRY].map((e) => [e.category, e]));

export function catalogueEntry(category: ToolCategory): CatalogueEntry {
  return byCategory.get(category) ?? GENERIC_ENTRY;
}

export interface CatalogueMatch {
  entry: CatalogueEntry;
  /** The alternative that matched, or null for the generic fallback. */
  matched: string | null;
}

/** The riskiest catalogue entry matching the tool name (ties: the earlier entry), else the generic one. */
export function matchTool(name: string): CatalogueMatch {
  const words = toolNameWords(name);
  let best: CatalogueMatch = { entry: GENERIC_ENTRY, matched: null };
  for (const entry of TOOL_CATALOGUE) {
    if (best.matched && SEVERITY_RANK[entry.riskLevel] <= SEVERITY_RANK[best.entry.riskLevel]) continue;
    const hit = compiled.get(entry)!.find((alt) => alt.groups.every((g) => g.some((w) => words.has(w))));
    if (hit) best = { entry, matched: hit.spec };
  }
  return best;
}

/** The catalogue's named tools as registry profiles (`source: system`). */
export function systemProfiles(): ToolProfile[] {
  return TOOL_CATALOGUE.flatMap((e) => e.knownTools.map((toolName) => systemProfile(toolName, e)));
}

export function systemProfile(toolName: string, entry: CatalogueEntry): ToolProfile {
  return {
    tool_name: toolName,
    risk_level: entry.riskLevel,
    evaluation_depth: 'basic',
    source: 'system',
    category: entry.category,
    description: entry.description,
    thresholds: null,
    compliance_frameworks: [],
    proxy_variable_watch: [],
    pii_fields_watch: [],
    high_stakes: entry.highStakes,
    created_at: null,
    updated_at: null,
  };
}
