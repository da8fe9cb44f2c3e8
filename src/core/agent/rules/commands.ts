// Commands in parameters: destructive shell, SQL, git and infrastructure commands,
// privilege changes, and reads of credential files. Each is a data row with a linear-time
// regex; statements are split on `;` and newlines first so that "DELETE without WHERE"
// looks at one statement at a time.
import { normalizeKey } from '../leaves';
import type { AgentFinding, Severity, ToolCategory } from '../types';
import { excerpt, finding, type CallFacts, type CallRule, type TextLeaf } from './rule';

export interface CommandPattern {
  id: string;
  description: string;
  /** Global, case-insensitive unless stated; linear-time. Tested against one statement. */
  regex: RegExp;
  /** Severity of a match, or null when the match is harmless after all (e.g. `rm` without -rf). */
  judge(match: RegExpExecArray, statement: string): Severity | null;
  /** What the command would do, for the finding's explanation. */
  effect: string;
  /** Matched against the whole parameter, for commands that contain `;` themselves. */
  wholeText?: boolean;
}

const always =
  (severity: Severity) =>
  (): Severity =>
    severity;

const positions = new Map<RegExp, { statement: string; starts: number[] }>();

/**
 * `then` (global) matches within `gap` characters after the match. Its positions are found once
 * per statement and searched by bisection: a `first[^;]{0,N}then` regex would rescan up to N
 * characters from every occurrence of `first`.
 */
function followedWithin(m: RegExpExecArray, statement: string, then: RegExp, gap: number): boolean {
  let cached = positions.get(then);
  if (cached?.statement !== statement) {
    then.lastIndex = 0;
    cached = { statement, starts: [...statement.matchAll(then)].map((x) => x.index) };
    positions.set(then, cached);
  }
  const end = m.index + m[0].length;
  let lo = 0;
  let hi = cached.starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cached.starts[mid] < end) lo = mid + 1;
    else hi = mid;
  }
  return lo < cached.starts.length && cached.starts[lo] - end <= gap;
}

/** Severity when `then` follows within `gap`; matches that fit `standalone` count on their own. */
const followedBy =
  (severity: Severity, then: RegExp, gap: number, standalone?: RegExp) =>
  (m: RegExpExecArray, statement: string): Severity | null =>
    standalone?.test(m[0]) || followedWithin(m, statement, then, gap) ? severity : null;

/** Targets whose recursive deletion destroys a system or a home directory. */
const ROOT_TARGET = /^(?:\/|\/\*|~\/?|~\/\*|\*|\.\/?\*?|\.\.\/?|\$HOME\/?\*?|\$\{HOME\}\/?|[A-Za-z]:\\?\*?|\/(?:etc|usr|var|bin|sbin|boot|lib|lib64|home|root|opt|srv|sys|proc|dev|mnt)\/?\*?)$/;

/** How far past `rm` its targets are read: enough for any real command, bounded for adversarial text. */
const RM_TARGETS_CHARS = 300;

function rmSeverity(m: RegExpExecArray, statement: string): Severity | null {
  const flags = m[1].trim().split(/\s+/);
  const recursive = flags.some((f) => /^-[a-zA-Z]*[rR]/.test(f) || f === '--recursive');
  const force = flags.some((f) => /^-[a-zA-Z]*f/.test(f) || f === '--force');
  if (!recursive) return null;
  const start = m.index + m[0].length - m[2].length;
  const targets = statement.slice(start, start + RM_TARGETS_CHARS).split(/[|&]/)[0].trim().split(/\s+/);
  if (targets.some((t) => ROOT_TARGET.test(t.replace(/^["']|["']$/g, '')))) return 'critical';
  return force ? 'high' : 'medium';
}

const PROTECTED_BRANCH = /\b(?:main|master|prod|production|release|trunk)\b/i;

function forcePushSeverity(m: RegExpExecArray): Severity | null {
  const args = m[1];
  if (!/(?:^|\s)(?:--force(?:-with-lease)?|-f)(?=\s|$)|(?:^|\s)\+\S/.test(args)) return null;
  return PROTECTED_BRANCH.test(args) ? 'critical' : 'high';
}

function kubectlSeverity(m: RegExpExecArray): Severity {
  return /(?:^|\s)(?:--all(?:-namespaces)?|-A)(?=\s|$)|\b(?:namespace|ns)\b/.test(m[1]) ? 'critical' : 'high';
}

const WHERE = /\bwhere\b/gi;
/** An always-true WHERE ending the statement (`WHERE 1=1`); read from its last 200 characters only. */
const TRIVIAL_WHERE_END = /\bwhere\s+(?:1\s*=\s*1|true|'1'\s*=\s*'1')\s*$/i;

/** No WHERE follows the match in its statement, or only an always-true one. */
function unfiltered(m: RegExpExecArray, statement: string): boolean {
  return !followedWithin(m, statement, WHERE, Infinity) || TRIVIAL_WHERE_END.test(statement.slice(-200));
}

export const DESTRUCTIVE_COMMANDS: readonly CommandPattern[] = [
  { id: 'rm-recursive', description: '`rm -r`/`rm -rf` (severity by target: root, home or wildcard is critical)', regex: /\brm((?:\s+-[A-Za-z-]+)+)\s+(\S+)/g, judge: rmSeverity, effect: 'recursively deletes files' },
  { id: 'sql-drop', description: 'SQL `DROP TABLE/DATABASE/SCHEMA/…`', regex: /\bdrop\s+(?:table|database|schema|view|index|user|role|collection|keyspace)\b/gi, judge: always('critical'), effect: 'drops a database object and its data' },
  { id: 'sql-truncate', description: 'SQL `TRUNCATE`', regex: /\btruncate\s+(?:table\s+)?[\w."`[\]]+/gi, judge: always('critical'), effect: 'empties a table' },
  {
    id: 'sql-delete-without-where',
    description: 'SQL `DELETE FROM` without a `WHERE` clause (or with an always-true one)',
    regex: /\bdelete\s+from\s+[\w."`[\]]+/gi,
    judge: (m, s) => (unfiltered(m, s) ? 'critical' : null),
    effect: 'deletes every row of the table',
  },
  {
    id: 'sql-update-without-where',
    description: 'SQL `UPDATE … SET` without a `WHERE` clause',
    regex: /\bupdate\s+[\w."`[\]]+\s+set\b/gi,
    judge: (m, s) => (unfiltered(m, s) ? 'high' : null),
    effect: 'overwrites every row of the table',
  },
  { id: 'sql-alter-drop', description: 'SQL `ALTER TABLE … DROP`', regex: /\balter\s+table\s+[\w."`[\]]+\s+drop\b/gi, judge: always('high'), effect: 'drops a column or constraint' },
  { id: 'nosql-delete-all', description: 'MongoDB `deleteMany({})`, `remove({})`, `drop()`, `dropDatabase()`', regex: /\.(?:deleteMany|remove)\(\s*\{\s*\}\s*\)|\.drop(?:Database)?\(\s*\)/g, judge: always('critical'), effect: 'deletes a whole collection or database' },
  { id: 'redis-flush', description: 'Redis `FLUSHALL`/`FLUSHDB`', regex: /\bflush(?:all|db)\b/gi, judge: always('critical'), effect: 'erases every key' },
  { id: 'git-force-push', description: '`git push --force` (critical on main/master/production)', regex: /\bgit\s+push\b([^;&|\n]{0,300})/gi, judge: forcePushSeverity, effect: 'overwrites remote history' },
  { id: 'git-reset-hard', description: '`git reset --hard`, `git clean -f`', regex: /\bgit\s+(?:reset\s+--hard|clean\s+-[a-zA-Z]*f)/gi, judge: always('high'), effect: 'discards uncommitted work' },
  {
    id: 'disk-wipe',
    description: '`mkfs`, `dd … of=/dev/…`, writes to a raw disk, `format C:`',
    regex: /\bmkfs\b|\bdd\s|>\s*\/dev\/(?:sd|nvme|hd|xvd|vd)[a-z]|\bformat\s+[a-z]:/gi,
    judge: followedBy('critical', /\bof=\/dev\//gi, 200, /^(?!dd\s)/i),
    effect: 'destroys a file system',
  },
  { id: 'fork-bomb', description: 'The shell fork bomb `:(){ :|:& };:`', regex: /:\(\)\s*\{\s*:\s*\|\s*:\s*&\s*\}\s*;\s*:/g, judge: always('critical'), effect: 'exhausts the host', wholeText: true },
  { id: 'system-halt', description: '`shutdown`, `reboot`, `halt`, `poweroff`, `kill -9 -1`', regex: /\b(?:shutdown|reboot|halt|poweroff)\b|\bkill(?:all)?\s+-9\s+-1\b/gi, judge: always('high'), effect: 'stops the host or every process' },
  {
    id: 'windows-delete',
    description: '`del /s /q`, `rd /s`, `Remove-Item -Recurse`',
    regex: /\b(?:del|erase)\s+\/[sq]\b|\brd\s+\/s\b|\bremove-item\b/gi,
    judge: followedBy('high', /-recurse/gi, 200, /^(?!remove-item)/i),
    effect: 'recursively deletes files',
  },
  {
    id: 'pipe-to-shell',
    description: '`curl … | sh`: runs a script fetched from the network',
    regex: /\b(?:curl|wget)\b/gi,
    judge: followedBy('high', /\|\s*(?:sudo\s+)?(?:ba|z|da)?sh\b/gi, 500),
    effect: 'runs unreviewed code from the network',
  },
  { id: 'terraform-destroy', description: '`terraform destroy`', regex: /\bterraform\s+destroy\b/gi, judge: always('critical'), effect: 'destroys the managed infrastructure' },
  { id: 'kubectl-delete', description: '`kubectl delete` (critical for namespaces or `--all`)', regex: /\bkubectl\s+delete\b([^;\n]{0,200})/gi, judge: kubectlSeverity, effect: 'deletes cluster resources' },
  {
    id: 'cloud-storage-delete',
    description: '`aws s3 rm --recursive`, `aws s3 rb`, `gsutil rm -r`',
    regex: /\baws\s+s3\s+(?:rm|rb)\b|\bgsutil\s+(?:-m\s+)?rm\s+-[a-zA-Z]*r/gi,
    judge: followedBy('high', /--recursive/gi, 300, /^(?!aws\s+s3\s+rm)/i),
    effect: 'deletes cloud storage in bulk',
  },
];

export const PRIVILEGE_COMMANDS: readonly CommandPattern[] = [
  { id: 'sudo', description: '`sudo`/`su root`: runs as root', regex: /\bsudo\b|\bsu\s+(?:-\s+)?root\b/g, judge: always('high'), effect: 'runs with root privileges' },
  { id: 'chmod-open', description: '`chmod 777`, `a+rwx`, setuid bits', regex: /\bchmod\s+(?:-R\s+)?(?:0?777|a\+rwx|[ugoa]*\+s|[0-7]?[4-7][0-7]{3})\b/g, judge: always('high'), effect: 'opens file permissions to everyone or sets setuid' },
  { id: 'chown-root', description: '`chown root`', regex: /\bchown\s+(?:-R\s+)?root\b/g, judge: always('high'), effect: 'hands files to root' },
  { id: 'sql-grant', description: 'SQL `GRANT ALL`, superuser and role changes', regex: /\bgrant\s+(?:all(?:\s+privileges)?|superuser|dba|admin)\b|\balter\s+(?:user|role)\s+\S+\s+(?:with\s+)?(?:superuser|createrole|bypassrls)\b/gi, judge: always('high'), effect: 'grants broad database privileges' },
  {
    id: 'admin-group',
    description: '`usermod -aG sudo|wheel|admin`, editing sudoers',
    regex: /\busermod\b|\/etc\/sudoers\b|\bvisudo\b/g,
    judge: followedBy('high', /\b(?:sudo|wheel|admin|root)\b/g, 100, /^(?!usermod)/),
    effect: 'adds administrator rights',
  },
];

/** Credential and account files on disk; reading them is how an agent gets hijacked into
 * exfiltration. Private keys and password hashes block; the rest flag. */
export const SENSITIVE_FILES: readonly { id: string; what: string; severity: Severity; pattern: RegExp }[] = [
  { id: 'ssh-private-key', what: 'an SSH private key', severity: 'critical', pattern: /\bid_(?:rsa|dsa|ecdsa|ed25519)(?:_sk)?(?![\w.])|\b(?:private[_-]?key|privkey)[\w.-]*\.(?:pem|key)\b/i },
  { id: 'password-hashes', what: 'the password hashes', severity: 'critical', pattern: /\/etc\/g?shadow\b/i },
  { id: 'ssh-directory', what: 'the SSH directory', severity: 'high', pattern: /\.ssh(?:\/(?:authorized_keys|known_hosts|config|\*)?)?(?![\w.-]|\/[\w.-]+\.pub\b)/i },
  { id: 'account-database', what: 'the account database', severity: 'high', pattern: /\/etc\/(?:passwd|group|sudoers)\b/i },
  { id: 'aws-credentials', what: 'AWS credentials', severity: 'high', pattern: /\.aws\/(?:credentials|config)\b/i },
  { id: 'gcloud-credentials', what: 'Google Cloud credentials', severity: 'high', pattern: /\.config\/gcloud\b|application_default_credentials\.json/i },
  { id: 'azure-credentials', what: 'Azure credentials', severity: 'high', pattern: /(?:^|[/\s"'~])\.azure(?![\w.-])/i },
  { id: 'kubeconfig', what: 'a Kubernetes kubeconfig', severity: 'high', pattern: /\.kube\/config\b|\bkubeconfig\b/i },
  { id: 'dotenv', what: 'an environment file', severity: 'high', pattern: /(?:^|[/\s"'])\.env(?:\.[a-z]+)?(?=$|[\s"'])/i },
  { id: 'tool-credentials', what: 'stored tool credentials', severity: 'high', pattern: /\.netrc\b|\.git-credentials|\.docker\/config\.json|\.npmrc\b|\.pgpass\b/i },
];

/** Programs that only read or report: listing, sizes, contents, search, processes, system info. */
export const READ_ONLY_PROGRAMS: ReadonlySet<string> = new Set([
  'ls', 'll', 'dir', 'du', 'df', 'cat', 'head', 'tail', 'less', 'more', 'grep', 'egrep', 'fgrep', 'rg', 'ag', 'find', 'locate', 'ps', 'top', 'htop',
  'uname', 'whoami', 'id', 'pwd', 'wc', 'sort', 'uniq', 'stat', 'file', 'date', 'uptime', 'free', 'which', 'whereis', 'tree', 'hostname', 'lsblk',
  'lscpu', 'nproc', 'vmstat', 'iostat', 'netstat', 'ss', 'echo', 'cut', 'awk', 'jq', 'diff', 'md5sum', 'sha256sum', 'journalctl',
  'dmesg', 'last', 'w', 'who', 'lsof', 'git', 'type', 'basename', 'dirname', 'realpath', 'readlink', 'zcat', 'zgrep',
]);

/** Read-only programs that still write, delete or run something with these arguments. */
const WRITING_ARGUMENTS: Readonly<Record<string, RegExp>> = {
  find: /\s-(?:delete|exec|execdir|ok|okdir|fprint\w*|fls)\b/,
  sort: /\s(?:-o|--output)\b/,
  awk: /\bsystem\s*\(|>\s*"|\|\s*"/,
  git: /^git\s+(?!(?:status|log|diff|show|branch|remote|rev-parse|ls-files|blame|describe|tag\s*$)\b)/,
  journalctl: /\s--(?:vacuum|rotate|flush)/,
  dmesg: /\s-(?:c|C|-clear)\b/,
};

/** Redirections, substitutions and chaining that can write or run anything. */
const SHELL_ESCAPE = />|\$\(|`|\bxargs\b|\btee\b|\beval\b/;
/** Discarding output or merging streams writes nothing. */
const HARMLESS_REDIRECT = /[12]?>\s*\/dev\/null|2>&1/g;
const ENV_PREFIX = /^(?:[A-Z_][A-Z0-9_]*=\S*\s+)+/;

/**
 * True when every command of the shell text only reads or reports: `ls -la /var/log | sort`,
 * `du -sh /var/log/*`. Classifying the command rather than the tool lets a read-only goal run a
 * read-only shell command; reads of credential files are judged by the sensitive-file rule.
 */
export function isReadOnlyCommand(text: string): boolean {
  const cleaned = text.replace(HARMLESS_REDIRECT, '');
  if (SHELL_ESCAPE.test(cleaned)) return false;
  const commands = cleaned.split(/&&|\|\||[|;\n]/).map((c) => c.trim().replace(ENV_PREFIX, '').replace(/^\S*\//, '')).filter(Boolean);
  return (
    commands.length > 0 &&
    commands.every((command) => {
      const program = command.split(/\s+/)[0];
      const writes = WRITING_ARGUMENTS[program];
      return READ_ONLY_PROGRAMS.has(program) && (!writes || !writes.test(command));
    })
  );
}

/** A shell call whose every command leaf is read-only (and that has at least one). */
export function readOnlyShellCall(facts: CallFacts): boolean {
  if (facts.profile.category !== 'shell_exec') return false;
  const commands = facts.texts.filter((leaf) => isCommandLeaf(facts, leaf) && leaf.key !== null && COMMAND_KEYS.has(normalizeKey(leaf.key)));
  return commands.length > 0 && commands.every((leaf) => isReadOnlyCommand(leaf.text));
}

const COMMAND_KEYS = new Set(['command', 'cmd', 'commands', 'query', 'sql', 'statement', 'script', 'code', 'args', 'arguments', 'shell', 'input', 'source']);
const PATH_KEYS = new Set(['path', 'paths', 'file', 'files', 'filename', 'file_path', 'filepath', 'target', 'dir', 'directory', 'folder', 'src', 'source', 'dest', 'destination', 'url', 'uri']);
/** Categories whose every text parameter may be executed. */
const EXECUTING: ReadonlySet<ToolCategory> = new Set(['shell_exec', 'db_schema', 'db_write', 'db_query', 'deployment', 'generic']);

function isCommandLeaf(facts: CallFacts, leaf: TextLeaf): boolean {
  return EXECUTING.has(facts.profile.category) || (leaf.key !== null && COMMAND_KEYS.has(normalizeKey(leaf.key)));
}

const STATEMENT_SPLIT = /[;\n]/;

function matchCommands(rule: CallRule, facts: CallFacts, patterns: readonly CommandPattern[], tag: string) {
  const out = [];
  for (const leaf of facts.texts) {
    if (!isCommandLeaf(facts, leaf)) continue;
    const statements = leaf.text.split(STATEMENT_SPLIT).filter((s) => s.trim().length >= 2);
    for (const p of patterns) {
      for (const statement of p.wholeText ? [leaf.text] : statements) {
        p.regex.lastIndex = 0;
        let m: RegExpExecArray | null;
        while ((m = p.regex.exec(statement)) !== null) {
          const severity = p.judge(m, statement);
          if (severity) {
            out.push(
              finding(rule, {
                severity,
                path: leaf.path,
                evidence: excerpt(m[0]),
                explanation: `\`${excerpt(m[0])}\` in ${leaf.key ?? 'the parameters'} ${p.effect} (${p.id}).`,
                tag,
              }),
            );
            break;
          }
        }
      }
    }
  }
  return out;
}

const ROOT_PATH_CATEGORIES: ReadonlySet<ToolCategory> = new Set(['file_delete', 'file_write', 'shell_exec', 'generic']);

export const destructiveCommandRule: CallRule = {
  id: 'params/destructive-command',
  description: 'Destructive shell, SQL, git or infrastructure commands, and deletion tools aimed at a root, home or wildcard path.',
  dimension: 'safety',
  check(facts) {
    const out = matchCommands(this, facts, DESTRUCTIVE_COMMANDS, 'destructive');
    if (ROOT_PATH_CATEGORIES.has(facts.profile.category) && facts.profile.category !== 'shell_exec') {
      for (const leaf of facts.texts) {
        if (leaf.key === null || !PATH_KEYS.has(normalizeKey(leaf.key)) || !ROOT_TARGET.test(leaf.text.trim())) continue;
        const severity: Severity = facts.profile.category === 'file_delete' ? 'critical' : 'high';
        out.push(
          finding(this, {
            severity,
            path: leaf.path,
            evidence: leaf.text.trim(),
            explanation: `${facts.toolName} targets \`${leaf.text.trim()}\`, a root, home or wildcard path: the whole tree would be affected.`,
            tag: 'destructive',
          }),
        );
      }
    }
    return out;
  },
};

const ADMIN_VALUES = new Set(['admin', 'administrator', 'administrators', 'owner', 'root', 'superuser', 'super_admin', 'superadmin', 'sudo', 'sudoers', 'wheel', '*', 'full_access', 'fullaccess', 'org_admin', 'global_admin', 'administratoraccess', 'all_permissions', 'god']);
const ROLE_KEYS = new Set(['role', 'roles', 'permission', 'permissions', 'access_level', 'access', 'group', 'groups', 'privilege', 'privileges', 'scope', 'scopes', 'policy', 'policy_arn', 'action', 'actions', 'new_role']);
const ADMIN_FLAGS = new Set(['is_admin', 'admin', 'superuser', 'is_superuser', 'is_staff', 'is_owner', 'sudo', 'grant_admin']);

export const privilegeChangeRule: CallRule = {
  id: 'params/privilege-change',
  description: 'Privilege escalation: sudo, chmod 777/setuid, chown root, SQL GRANT ALL, admin roles or flags, IAM wildcards.',
  dimension: 'accountability',
  check(facts) {
    const out = matchCommands(this, facts, PRIVILEGE_COMMANDS, 'privilege');
    for (const leaf of facts.walk.leaves) {
      if (leaf.key === null) continue;
      const key = normalizeKey(leaf.key);
      const value = typeof leaf.value === 'string' ? leaf.value.trim().toLowerCase().replace(/[\s-]+/g, '_') : null;
      const iamWildcard = value !== null && /(?:^|:)\*$/.test(value) && (key === 'action' || key === 'actions');
      const adminRole = value !== null && ROLE_KEYS.has(key) && (ADMIN_VALUES.has(value) || value.endsWith('administratoraccess'));
      const adminFlag = leaf.value === true && ADMIN_FLAGS.has(key);
      if (!iamWildcard && !adminRole && !adminFlag) continue;
      out.push(
        finding(this, {
          severity: 'high',
          path: leaf.path,
          evidence: `${leaf.key}: ${String(leaf.value)}`,
          explanation: iamWildcard
            ? `${leaf.key} "${String(leaf.value)}" allows every action: a wildcard permission grant.`
            : `${leaf.key} = ${String(leaf.value)} grants administrator-level access.`,
          tag: 'privilege',
        }),
      );
    }
    return out;
  },
};

export const sensitivePathRule: CallRule = {
  id: 'params/sensitive-path',
  description:
    'Reads or writes of credential and account files: SSH private keys and /etc/shadow (critical), ~/.ssh, /etc/passwd, cloud credentials (AWS, gcloud, Azure), kubeconfig, .env files (high).',
  dimension: 'privacy',
  check(facts) {
    if (facts.profile.category === 'credential_access') return [];
    const out: AgentFinding[] = [];
    for (const leaf of facts.texts) {
      const pathLike = leaf.key !== null && PATH_KEYS.has(normalizeKey(leaf.key));
      if (!pathLike && !isCommandLeaf(facts, leaf)) continue;
      // The worst file the parameter touches; the table is ordered worst first.
      for (const file of SENSITIVE_FILES) {
        const m = file.pattern.exec(leaf.text);
        if (!m) continue;
        out.push(
          finding(this, {
            severity: file.severity,
            path: leaf.path,
            evidence: m[0].trim(),
            explanation: `${leaf.key ?? 'A parameter'} touches \`${m[0].trim()}\`, ${file.what} (${file.id}): its contents are secrets or account data.`,
            tag: 'credentials',
          }),
        );
        break;
      }
    }
    return out;
  },
};
