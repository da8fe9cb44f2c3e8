// The `svc` command line. Works on the same DATABASE_URL as the server.
// Every command is a table entry (its options for node:util parseArgs, its help);
// exit codes: 0 done, 1 failed (or tampered), 2 usage error, 3 evidence unpinned.
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from './config';
import { AppError } from './platform/errors';
import { isPlanName, PLAN_NAMES } from './platform/plans';
import { progressBar } from './platform/progress';
import type { Services } from './services/context';
import type { ApiKeyEntity } from './storage/accounts';
import type { ChainCheckpoint } from './core/dpdp/index';

// The server, the database and the DPDP code are loaded by the commands that use
// them, so that `--help` and usage errors answer at once.
const lazy = {
  app: () => import('./app'),
  migrate: () => import('./db/migrate'),
  management: () => import('./services/management'),
  dpdp: () => import('./services/dpdp/runtime'),
  verify: () => import('./services/dpdp/verify'),
  checkpoints: () => import('./services/dpdp/checkpoints'),
};

/** Exit code of `evidence verify` when the signature is valid but nothing pins the key that made it. */
export const EXIT_UNPINNED = 3;
/** Exit code of a command line that could not be understood (unknown command or option, missing argument). */
export const EXIT_USAGE = 2;

class UsageError extends Error {
  constructor(
    message: string,
    /** The command whose help the message points to. */
    readonly command = '',
  ) {
    super(message);
  }
}

interface Option {
  type: 'string' | 'boolean';
  /** The value's placeholder in the help (`--app NAME`). */
  value?: string;
  short?: string;
  description: string;
}

type Values = Record<string, string | boolean | undefined>;

interface Run {
  values: Values;
  positionals: string[];
  /** Loaded on first use: `--help` works whatever the environment holds. */
  config(): Config;
  out(s: string): void;
}

interface Command {
  synopsis: string;
  summary: string;
  /** Longer help, printed under the synopsis. */
  details?: string;
  options: Record<string, Option>;
  /** Names of the positional arguments, all required. */
  args?: string[];
  run(r: Run): Promise<number>;
}

const json: Option = { type: 'boolean', description: 'print JSON instead of a table or text' };
const app = (description: string): Option => ({ type: 'string', value: 'NAME', description });

const COMMANDS: Record<string, Command> = {
  serve: {
    synopsis: 'svc serve [--workers N]',
    summary: 'start the HTTP server (PORT, HOST, DATABASE_URL, …)',
    details: 'Configuration comes from the environment (README, "Configuration"). Stops gracefully on SIGTERM or SIGINT.',
    options: { workers: { type: 'string', value: 'N', description: `worker processes (default: the available parallelism, ${availableParallelism()} here)` } },
    run: (r) => serve(r.config(), { workers: positiveInt(r.values.workers, '--workers') ?? availableParallelism() }, r.out),
  },
  migrate: {
    synopsis: 'svc migrate',
    summary: 'apply database migrations (the server also does at start)',
    options: {},
    async run(r) {
      const bar = progressBar('migrations');
      const { migrate } = await lazy.migrate();
      const { applied } = await migrate(r.config().databaseUrl, { onProgress: (done, total) => bar.update(done, total) }).finally(() => bar.stop());
      r.out(applied.length ? `Applied ${applied.length} migration(s): ${applied.join(', ')}` : 'Database is up to date.');
      return 0;
    },
  },
  plans: {
    synopsis: 'svc plans [--json]',
    summary: 'print the plan table in force (SVC_PLANS overrides included)',
    options: { json },
    async run(r) {
      const { plans } = r.config();
      const rows = PLAN_NAMES.map((name) => ({ plan: name, requests_per_minute: plans[name].requestsPerMinute, requests_per_day: plans[name].requestsPerDay, credits_per_month: plans[name].monthlyCredits }));
      r.out(r.values.json ? JSON.stringify(rows) : table(rows));
      return 0;
    },
  },
  'keys create': {
    synopsis: 'svc keys create --app NAME [--plan PLAN] [--name LABEL] [--json]',
    summary: 'create a key (and the account and application when missing)',
    details: 'The key is printed once: store it then.',
    options: {
      app: app('application (created when missing)'),
      plan: { type: 'string', value: 'PLAN', description: `${PLAN_NAMES.join(', ')} (default: free)` },
      name: { type: 'string', value: 'LABEL', description: 'label of the key (default: default)' },
      json: { type: 'boolean', description: 'print {"id","key","name","plan","application_id"}' },
    },
    async run(r) {
      const { values } = r;
      if (typeof values.app !== 'string') throw new UsageError('keys create needs --app NAME', 'keys create');
      const plan = (values.plan as string | undefined) ?? 'free';
      if (!isPlanName(plan)) throw new UsageError(`--plan must be one of ${PLAN_NAMES.join(', ')}`, 'keys create');
      const { createKey, ensureApplication } = await lazy.management();
      return withServices(r.config(), async (s) => {
        const application = await ensureApplication(s, values.app as string, plan);
        const { key, secret } = await createKey(s, application.id, { name: (values.name as string | undefined) ?? 'default' });
        const created = { id: key.id, key: secret, name: key.name, plan: application.account.plan, application_id: application.id };
        if (values.json) r.out(JSON.stringify(created));
        else r.out(`Created key ${key.id} "${key.name}" for application ${application.name} (${application.id}, plan ${application.account.plan}).\n\n  ${secret}\n\nThis is the only time the key is shown. Store it now.`);
        return 0;
      });
    },
  },
  'keys list': {
    synopsis: 'svc keys list [--app NAME] [--json]',
    summary: 'list keys (prefix, status, last use; never their values)',
    options: { app: app('only this application'), json },
    run: (r) =>
      withServices(r.config(), async (s) => {
        let appId: string | undefined;
        if (typeof r.values.app === 'string') {
          const found = await s.accounts.findApplicationByName(r.values.app);
          if (!found) throw new UsageError(`Unknown application "${r.values.app}"`, 'keys list');
          appId = found.id;
        }
        const rows = (await s.accounts.listKeys(appId)).map(keyRow);
        r.out(r.values.json ? JSON.stringify(rows) : table(rows));
        return 0;
      }),
  },
  'keys rename': {
    synopsis: 'svc keys rename ID LABEL [--json]',
    summary: 'rename a key',
    options: { json },
    args: ['ID', 'LABEL'],
    run: (r) =>
      withServices(r.config(), async (s) => {
        const { renameKey } = await lazy.management();
        const key = await renameKey(s, r.positionals[0], r.positionals[1]);
        r.out(r.values.json ? JSON.stringify(keyRow(key)) : `Renamed ${key.id} to "${key.name}".`);
        return 0;
      }),
  },
  'keys revoke': {
    synopsis: 'svc keys revoke ID [--json]',
    summary: 'revoke a key (its next request is refused; open WebSockets close)',
    options: { json },
    args: ['ID'],
    run: (r) =>
      withServices(r.config(), async (s) => {
        const { revokeKey } = await lazy.management();
        const key = await revokeKey(s, r.positionals[0]);
        r.out(r.values.json ? JSON.stringify(keyRow(key)) : `Key ${key.id} is ${key.status}.`);
        return 0;
      }),
  },
  'apps list': {
    synopsis: 'svc apps list [--json]',
    summary: 'list applications',
    options: { json },
    run: (r) =>
      withServices(r.config(), async (s) => {
        const apps = await s.accounts.listApplications();
        const rows = apps.map((a) => ({ id: a.id, name: a.name, plan: a.account.plan, account: a.account.name, environment: a.environment }));
        r.out(r.values.json ? JSON.stringify(rows) : table(rows));
        return 0;
      }),
  },
  'evidence verify': {
    synopsis: 'svc evidence verify FILE [--public-key PEM | --key-id ID] [--checkpoint FILE] [--json]',
    summary: 'verify a DPDP evidence packet offline',
    details: 'Exit 0 valid, 1 tampered, 3 valid signature but the key is not pinned (no --public-key, --key-id or --checkpoint).',
    options: {
      'public-key': { type: 'string', value: 'PEM', description: "file with the server's evidence public key" },
      'key-id': { type: 'string', value: 'ID', description: "the server's evidence key id (evidencePublicKey)" },
      checkpoint: { type: 'string', value: 'FILE', description: 'chain checkpoints held (receipts from emit, or `svc evidence checkpoints`)' },
      json,
    },
    args: ['FILE'],
    run: verifyPacket,
  },
  'evidence chain-verify': {
    synopsis: 'svc evidence chain-verify [--app NAME] [--checkpoint FILE] [--public-key PEM] [--json]',
    summary: 'verify the DPDP event hash chain of one or every application, and against held checkpoints',
    details: 'Exit 1 when anything is wrong. Shows a progress bar on a terminal.',
    options: {
      app: app('only this application (name or id)'),
      checkpoint: { type: 'string', value: 'FILE', description: 'checkpoints to check the chain against' },
      'public-key': { type: 'string', value: 'PEM', description: 'public key that signed the checkpoints (default: the server key file)' },
      json,
    },
    run: verifyChains,
  },
  'evidence checkpoints': {
    synopsis: 'svc evidence checkpoints [--app NAME] [--json]',
    summary: 'verify each chain, then print signed checkpoints of the heads (JSON) to keep outside the database',
    options: { app: app('only this application (name or id)'), json: { type: 'boolean', description: 'one line of JSON instead of indented' } },
    run: (r) =>
      // Verified first: a checkpoint must never vouch for a chain that is already broken.
      withServices(r.config(), async (s) => {
        const [{ dpdp }, { verifyApplicationChain }, { issueCheckpoint }] = await Promise.all([lazy.dpdp(), lazy.verify(), lazy.checkpoints()]);
        const key = await dpdp(s).existingEvidenceKey();
        if (!key) throw new AppError(400, 'INVALID_REQUEST', `No evidence key at ${s.config.evidenceKeyFile}: set SVC_EVIDENCE_KEY_FILE to the server's key`);
        const { ids } = await chainApplications(s, r.values.app as string | undefined, []);
        const issued: ChainCheckpoint[] = [];
        let broken = 0;
        for (const id of ids) {
          const report = await verifyApplicationChain(s, id);
          if (!report.valid) {
            broken++;
            process.stderr.write([`svc: not signing a checkpoint of ${id}: its chain is broken:`, ...report.problems.map(describe), ''].join('\n'));
          } else if (report.head) issued.push(issueCheckpoint(id, report.head, new Date(), key));
        }
        r.out(JSON.stringify(issued, null, r.values.json ? undefined : 2));
        return broken > 0 ? 1 : 0;
      }),
  },
  'evidence move-key': {
    synopsis: 'svc evidence move-key',
    summary: 'move an evidence key stored in the database to SVC_EVIDENCE_KEY_FILE',
    options: {},
    run: (r) =>
      withServices(r.config(), async (s) => {
        const { moveEvidenceKey } = await lazy.dpdp();
        const moved = await moveEvidenceKey(s);
        r.out(moved ? `Moved evidence key ${moved} from the database to ${s.config.evidenceKeyFile} (mode 0600).` : `No evidence key in the database; the key is ${s.config.evidenceKeyFile}.`);
        return 0;
      }),
  },
};

/** Commands with subcommands: `svc keys create`, … */
const GROUPS = new Set(Object.keys(COMMANDS).filter((n) => n.includes(' ')).map((n) => n.split(' ')[0]));

const HELP_OPTION: Option = { type: 'boolean', short: 'h', description: 'show this help' };

function usage(): string {
  const names = Object.keys(COMMANDS);
  const width = Math.max(...names.map((n) => n.length)) + 2;
  return [
    'Usage: svc <command> [options]',
    '',
    'Commands:',
    ...names.map((n) => `  ${n.padEnd(width)}${COMMANDS[n].summary}`),
    '',
    "Run 'svc <command> --help' for a command's options. Exit codes: 0 done, 1 failed, 2 usage error.",
  ].join('\n');
}

function groupHelp(group: string): string {
  const names = Object.keys(COMMANDS).filter((n) => n.startsWith(`${group} `));
  const width = Math.max(...names.map((n) => n.length)) + 2;
  return [`Usage: svc ${group} <command> [options]`, '', 'Commands:', ...names.map((n) => `  ${n.padEnd(width)}${COMMANDS[n].summary}`), '', `Run 'svc ${group} <command> --help' for its options.`].join('\n');
}

function commandHelp(name: string): string {
  const c = COMMANDS[name];
  const options = { ...c.options, help: HELP_OPTION };
  const flags = Object.entries(options).map(([flag, o]) => [`${o.short ? `-${o.short}, ` : ''}--${flag}${o.value ? ` ${o.value}` : ''}`, o.description]);
  const width = Math.max(...flags.map(([f]) => f.length)) + 2;
  return [`Usage: ${c.synopsis}`, '', `${c.summary[0].toUpperCase()}${c.summary.slice(1)}.`, ...(c.details ? [c.details] : []), '', 'Options:', ...flags.map(([f, d]) => `  ${f.padEnd(width)}${d}`)].join('\n');
}

export async function runCli(argv: string[], out: (s: string) => void = (s) => process.stdout.write(`${s}\n`)): Promise<number> {
  const [first, second] = argv;
  if (first === undefined || first === '--help' || first === '-h') {
    out(usage());
    return 0;
  }
  if (first === 'help') {
    // `svc help keys create`
    const name = argv.slice(1).join(' ');
    if (!name) out(usage());
    else if (COMMANDS[name]) out(commandHelp(name));
    else if (GROUPS.has(name)) out(groupHelp(name));
    else throw new UsageError(`Unknown command "${name}"`);
    return 0;
  }
  let name = first;
  let rest = argv.slice(1);
  if (GROUPS.has(first)) {
    if (second === '--help' || second === '-h') {
      out(groupHelp(first));
      return 0;
    }
    name = `${first} ${second ?? ''}`;
    rest = argv.slice(2);
    if (!COMMANDS[name]) throw new UsageError(second === undefined ? `svc ${first} needs a command` : `Unknown ${first} command "${second}"`, first);
  } else if (!COMMANDS[name]) throw new UsageError(`Unknown command "${first}"`);

  const command = COMMANDS[name];
  let parsed;
  try {
    parsed = parseArgs({ args: rest, allowPositionals: true, strict: true, options: { ...command.options, help: HELP_OPTION } });
  } catch (err) {
    if ((err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) throw new UsageError((err as Error).message, name);
    throw err;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    out(commandHelp(name));
    return 0;
  }
  const args = command.args ?? [];
  if (positionals.length < args.length) throw new UsageError(`${name} needs ${args.join(' and ')}`, name);
  if (positionals.length > args.length) throw new UsageError(`Unexpected argument "${positionals[args.length]}"`, name);
  let config: Config | undefined;
  return command.run({ values, positionals, config: () => (config ??= loadConfig()), out });
}

function positiveInt(v: string | boolean | undefined, flag: string): number | undefined {
  if (v === undefined || typeof v === 'boolean') return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`${flag} must be a positive integer`, 'serve');
  return n;
}

/** What `svc serve` runs. `workers` is the number of worker processes asked for (`--workers`). */
async function serve(config: Config, _options: { workers: number }, out: (s: string) => void): Promise<number> {
  const [{ startServer, SHUTDOWN_TIMEOUT_MS }, { dpdp }] = await Promise.all([lazy.app(), lazy.dpdp()]);
  const running = await startServer(config);
  // Loaded now: a key file that cannot be read or created fails the start, not the first emit.
  const key = await dpdp(running.services).evidenceKey().catch(async (err: unknown) => {
    await running.close();
    throw err;
  });
  out(`evidence key ${key.keyId} (${key.source === 'file' ? config.evidenceKeyFile : 'in the database: run `svc evidence move-key`'})`);
  out(`svc-score-engine listening on ${running.url} (database: ${config.databaseUrl.startsWith('postgres') ? 'postgresql' : 'sqlite'}${config.redisUrl ? ', redis' : ''})`);
  await new Promise<void>((resolve) => {
    const stop = () => {
      // Graceful close drains for SHUTDOWN_DRAIN_MS; whatever still holds the process after the bound is cut.
      setTimeout(() => {
        process.stderr.write(`svc: shutdown did not finish within ${SHUTDOWN_TIMEOUT_MS / 1000} s; exiting\n`);
        process.exit(1);
      }, SHUTDOWN_TIMEOUT_MS).unref();
      void running.close().then(resolve);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return 0;
}

async function withServices<T>(config: Config, fn: (s: Services) => Promise<T>): Promise<T> {
  const { createServices } = await lazy.app();
  const handle = await createServices({ ...config, log: 'error' });
  try {
    return await fn(handle.services);
  } finally {
    await handle.close();
  }
}

const keyRow = (k: ApiKeyEntity) => ({
  id: k.id,
  name: k.name,
  prefix: k.prefix,
  status: k.status,
  application_id: k.applicationId,
  created_at: k.createdAt.toISOString(),
  last_used_at: k.lastUsedAt?.toISOString() ?? null,
});

function table(rows: Record<string, unknown>[]): string {
  if (rows.length === 0) return '(none)';
  const cols = Object.keys(rows[0]);
  const widths = cols.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c] ?? '').length)));
  const line = (vals: string[]) => vals.map((v, i) => v.padEnd(widths[i])).join('  ').trimEnd();
  return [line(cols), ...rows.map((r) => line(cols.map((c) => String(r[c] ?? ''))))].join('\n');
}

const describe = (p: { path: string; message: string }) => `  - ${p.path || '(packet)'}: ${p.message}`;

async function verifyPacket({ values, positionals: [file], out }: Run): Promise<number> {
  const publicKey = typeof values['public-key'] === 'string' ? await readFile(values['public-key'], 'utf8') : undefined;
  const checkpoints = typeof values.checkpoint === 'string' ? await readCheckpoints(values.checkpoint) : [];
  const { verifyPacketText } = await lazy.verify();
  const report = verifyPacketText(await readFile(file, 'utf8'), { publicKeyPem: publicKey, keyId: values['key-id'] as string | undefined, checkpoints });
  const code = !report.valid ? 1 : report.pinnedBy === null ? EXIT_UNPINNED : 0;
  if (values.json) out(JSON.stringify({ ...report, exit: code }));
  else if (!report.valid) out([`TAMPERED: ${report.evidenceId ?? file} failed verification:`, ...report.problems.map(describe)].join('\n'));
  else if (report.pinnedBy === null) {
    out(
      `UNPINNED: ${report.evidenceId}'s signature is valid, but only with the key embedded in the packet (${report.keyId}), which a forger can replace with their own. ` +
        "Pass --public-key PEM, --key-id ID (the server's evidencePublicKey) or --checkpoint FILE (a receipt from emit).",
    );
  } else {
    const origin = { 'public-key': 'the given public key', 'key-id': 'the embedded key, which has the pinned id', checkpoint: 'the embedded key, which also signed the held checkpoint' }[report.pinnedBy];
    const held = checkpoints.length > 0 ? `; consistent with ${checkpoints.length - report.notes.length} of ${checkpoints.length} held checkpoint(s)` : '';
    out([`VALID: ${report.evidenceId} is intact and signed by key ${report.keyId} (${origin})${held}.`, ...report.notes.map((n) => `  note: ${n}`)].join('\n'));
  }
  return code;
}

async function verifyChains({ values, config, out }: Run): Promise<number> {
  const publicKey = typeof values['public-key'] === 'string' ? await readFile(values['public-key'], 'utf8') : undefined;
  const checkpoints = typeof values.checkpoint === 'string' ? await readCheckpoints(values.checkpoint) : [];
  const { verifyApplicationChain } = await lazy.verify();
  return withServices(config(), async (s) => {
    const { apps, ids } = await chainApplications(s, values.app as string | undefined, checkpoints);
    const name = (id: string) => apps.find((a) => a.id === id)?.name ?? id;
    const reports = [];
    for (const id of ids) {
      const bar = progressBar(`chain ${name(id)}`);
      try {
        reports.push(await verifyApplicationChain(s, id, { checkpoints, publicKey, onProgress: (checked, total) => bar.update(checked, total) }));
      } finally {
        bar.stop();
      }
    }
    if (values.json) out(JSON.stringify(reports));
    else {
      for (const r of reports) {
        const held = r.checkpoints > 0 ? `, matches ${r.checkpoints} held checkpoint(s)` : '';
        if (r.valid) out(`OK: ${name(r.applicationId)} (${r.applicationId}): ${r.records} records, chain intact${held}.`);
        else out([`BROKEN: ${name(r.applicationId)} (${r.applicationId}): ${r.records} records checked:`, ...r.problems.map(describe)].join('\n'));
      }
      if (reports.length === 0) out('No DPDP events recorded.');
    }
    return reports.every((r) => r.valid) ? 0 : 1;
  });
}

async function readCheckpoints(file: string): Promise<ChainCheckpoint[]> {
  const { checkpointsFromText } = await lazy.verify();
  const parsed = checkpointsFromText(await readFile(file, 'utf8'));
  if (!parsed.ok) throw new UsageError(`--checkpoint ${file}: ${parsed.issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`);
  return parsed.value;
}

/** The applications to check: `--app`, else every one with a chain or a held checkpoint (a chain deleted whole still has one). */
async function chainApplications(s: Services, app: string | undefined, checkpoints: readonly ChainCheckpoint[]) {
  const apps = await s.accounts.listApplications();
  if (app) {
    const found = apps.find((a) => a.name === app || a.id === app);
    if (!found) throw new UsageError(`Unknown application "${app}"`);
    return { apps, ids: [found.id] };
  }
  const { dpdp } = await lazy.dpdp();
  const ids = new Set([...(await dpdp(s).store.chainApplications()), ...checkpoints.map((c) => c.application_id)]);
  return { apps, ids: [...ids] };
}

export async function main(argv: string[]): Promise<void> {
  try {
    process.exitCode = await runCli(argv);
  } catch (err) {
    if (err instanceof UsageError) {
      const help = err.command ? `svc ${err.command} --help` : 'svc --help';
      process.stderr.write(`svc: ${err.message}\nRun '${help}' for usage.\n`);
      process.exitCode = EXIT_USAGE;
      return;
    }
    process.stderr.write(`svc: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  }
}
