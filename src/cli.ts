// The `svc` command line. Works on the same DATABASE_URL as the server.
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type Config } from './config';
import { createServices } from './app';
import { parseWorkers, serve } from './server/cluster';
import { migrate } from './db/migrate';
import { AppError } from './platform/errors';
import { isPlanName, PLAN_NAMES } from './platform/plans';
import { createKey, ensureApplication, renameKey, revokeKey } from './services/management';
import type { Services } from './services/context';
import type { ApiKeyEntity } from './storage/accounts';
import { dpdp } from './services/dpdp/runtime';
import { checkpointsFromText, verifyApplicationChain, verifyPacketText } from './services/dpdp/verify';
import { issueCheckpoint } from './services/dpdp/checkpoints';
import { moveEvidenceKey } from './services/dpdp/runtime';
import type { ChainCheckpoint } from './core/dpdp/index';

const USAGE = `Usage: svc <command> [options]

Commands:
  serve [--workers N]                     start the HTTP server (PORT, HOST, DATABASE_URL, …) in N
                                          processes (default: one per CPU; 1 = a single process)
  migrate                                 apply database migrations
  keys create --app NAME --plan PLAN --name LABEL [--json]
                                          create a key (and the account and application when missing)
  keys list [--app NAME] [--json]         list keys (never their values)
  keys rename ID LABEL                    rename a key
  keys revoke ID                          revoke a key (its next request is refused; open WebSockets close)
  apps list [--json]                      list applications
  plans [--json]                          print the plan table
  evidence verify FILE [--public-key PEM | --key-id ID] [--checkpoint FILE] [--json]
                                          verify a DPDP evidence packet offline: exit 0 valid,
                                          1 tampered, 3 valid but the key is not pinned
  evidence chain-verify [--app NAME] [--checkpoint FILE] [--public-key PEM] [--json]
                                          verify the DPDP event hash chain of one or every
                                          application, and against held checkpoints
  evidence checkpoints [--app NAME] [--json]
                                          verify, then print signed checkpoints of the chain heads (JSON)
  evidence move-key                       move an evidence key stored in the database to SVC_EVIDENCE_KEY_FILE
`;

class UsageError extends Error {}

async function withServices<T>(config: Config, fn: (s: Services) => Promise<T>): Promise<T> {
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

export async function runCli(argv: string[], out: (s: string) => void = (s) => process.stdout.write(`${s}\n`)): Promise<number> {
  const [command, sub, ...rest] = argv;
  const config = loadConfig();
  const opts = (args: string[]) =>
    parseArgs({
      args,
      allowPositionals: true,
      options: { app: { type: 'string' }, plan: { type: 'string' }, name: { type: 'string' }, json: { type: 'boolean', default: false } },
    });

  switch (command) {
    case 'serve': {
      const { values } = parseArgs({ args: [sub, ...rest].filter(Boolean) as string[], options: { workers: { type: 'string' } } });
      return serve(config, { workers: parseWorkers(values.workers), out });
    }
    case 'migrate': {
      const { applied } = await migrate(config.databaseUrl);
      out(applied.length ? `Applied ${applied.length} migration(s): ${applied.join(', ')}` : 'Database is up to date.');
      return 0;
    }
    case 'plans': {
      const { values } = opts([sub, ...rest].filter(Boolean) as string[]);
      const rows = PLAN_NAMES.map((name) => ({ plan: name, requests_per_minute: config.plans[name].requestsPerMinute, requests_per_day: config.plans[name].requestsPerDay, credits_per_month: config.plans[name].monthlyCredits }));
      out(values.json ? JSON.stringify(rows) : table(rows));
      return 0;
    }
    case 'apps': {
      if (sub !== 'list') throw new UsageError(`Unknown apps command "${sub ?? ''}"`);
      const { values } = opts(rest);
      return withServices(config, async (s) => {
        const apps = await s.accounts.listApplications();
        const rows = apps.map((a) => ({ id: a.id, name: a.name, plan: a.account.plan, account: a.account.name, environment: a.environment }));
        out(values.json ? JSON.stringify(rows) : table(rows));
        return 0;
      });
    }
    case 'keys':
      return keysCommand(config, sub, rest, opts, out);
    case 'evidence':
      return evidenceCommand(config, sub, rest, out);
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      out(USAGE);
      return 0;
    default:
      throw new UsageError(`Unknown command "${command}"`);
  }
}

async function keysCommand(
  config: Config,
  sub: string | undefined,
  rest: string[],
  opts: (a: string[]) => { values: { app?: string; plan?: string; name?: string; json?: boolean }; positionals: string[] },
  out: (s: string) => void,
): Promise<number> {
  const { values, positionals } = opts(rest);
  switch (sub) {
    case 'create': {
      if (!values.app) throw new UsageError('keys create needs --app NAME');
      const plan = values.plan ?? 'free';
      if (!isPlanName(plan)) throw new UsageError(`--plan must be one of ${PLAN_NAMES.join(', ')}`);
      return withServices(config, async (s) => {
        const app = await ensureApplication(s, values.app!, plan);
        const { key, secret } = await createKey(s, app.id, { name: values.name ?? 'default' });
        const created = { id: key.id, key: secret, name: key.name, plan: app.account.plan, application_id: app.id };
        if (values.json) out(JSON.stringify(created));
        else out(`Created key ${key.id} "${key.name}" for application ${app.name} (${app.id}, plan ${app.account.plan}).\n\n  ${secret}\n\nThis is the only time the key is shown. Store it now.`);
        return 0;
      });
    }
    case 'list':
      return withServices(config, async (s) => {
        let appId: string | undefined;
        if (values.app) {
          const app = await s.accounts.findApplicationByName(values.app);
          if (!app) throw new UsageError(`Unknown application "${values.app}"`);
          appId = app.id;
        }
        const rows = (await s.accounts.listKeys(appId)).map(keyRow);
        out(values.json ? JSON.stringify(rows) : table(rows));
        return 0;
      });
    case 'rename': {
      const [id, label] = positionals;
      if (!id || !label) throw new UsageError('keys rename needs ID and LABEL');
      return withServices(config, async (s) => {
        const key = await renameKey(s, id, label);
        out(values.json ? JSON.stringify(keyRow(key)) : `Renamed ${key.id} to "${key.name}".`);
        return 0;
      });
    }
    case 'revoke': {
      const [id] = positionals;
      if (!id) throw new UsageError('keys revoke needs ID');
      return withServices(config, async (s) => {
        const key = await revokeKey(s, id);
        out(values.json ? JSON.stringify(keyRow(key)) : `Key ${key.id} is ${key.status}.`);
        return 0;
      });
    }
    default:
      throw new UsageError(`Unknown keys command "${sub ?? ''}"`);
  }
}

/** Exit code of `evidence verify` when the signature is valid but nothing pins the key that made it. */
export const EXIT_UNPINNED = 3;

async function evidenceCommand(config: Config, sub: string | undefined, rest: string[], out: (s: string) => void): Promise<number> {
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      app: { type: 'string' },
      'public-key': { type: 'string' },
      'key-id': { type: 'string' },
      checkpoint: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  });
  const describe = (p: { path: string; message: string }) => `  - ${p.path || '(packet)'}: ${p.message}`;
  const publicKey = values['public-key'] ? await readFile(values['public-key'], 'utf8') : undefined;
  const checkpoints = values.checkpoint ? await readCheckpoints(values.checkpoint) : [];
  switch (sub) {
    case 'verify': {
      const [file] = positionals;
      if (!file) throw new UsageError('evidence verify needs FILE');
      const report = verifyPacketText(await readFile(file, 'utf8'), { publicKeyPem: publicKey, keyId: values['key-id'], checkpoints });
      const code = !report.valid ? 1 : report.pinnedBy === null ? EXIT_UNPINNED : 0;
      if (values.json) out(JSON.stringify({ ...report, exit: code }));
      else if (!report.valid) out([`TAMPERED: ${report.evidenceId ?? file} failed verification:`, ...report.problems.map(describe)].join('\n'));
      else if (report.pinnedBy === null) {
        out(
          `UNPINNED: ${report.evidenceId}'s signature is valid, but only with the key embedded in the packet (${report.keyId}), which a forger can replace with their own. ` +
            'Pass --public-key PEM, --key-id ID (the server\'s evidencePublicKey) or --checkpoint FILE (a receipt from emit).',
        );
      } else {
        const origin = { 'public-key': 'the given public key', 'key-id': 'the embedded key, which has the pinned id', checkpoint: 'the embedded key, which also signed the held checkpoint' }[report.pinnedBy];
        const held = checkpoints.length > 0 ? `; consistent with ${checkpoints.length - report.notes.length} of ${checkpoints.length} held checkpoint(s)` : '';
        out([`VALID: ${report.evidenceId} is intact and signed by key ${report.keyId} (${origin})${held}.`, ...report.notes.map((n) => `  note: ${n}`)].join('\n'));
      }
      return code;
    }
    case 'chain-verify':
      return withServices(config, async (s) => {
        const { apps, ids } = await chainApplications(s, values.app, checkpoints);
        const reports = [];
        for (const id of ids) reports.push(await verifyApplicationChain(s, id, { checkpoints, publicKey }));
        if (values.json) out(JSON.stringify(reports));
        else {
          const name = (id: string) => apps.find((a) => a.id === id)?.name ?? id;
          for (const r of reports) {
            const held = r.checkpoints > 0 ? `, matches ${r.checkpoints} held checkpoint(s)` : '';
            if (r.valid) out(`OK: ${name(r.applicationId)} (${r.applicationId}): ${r.records} records, chain intact${held}.`);
            else out([`BROKEN: ${name(r.applicationId)} (${r.applicationId}): ${r.records} records checked:`, ...r.problems.map(describe)].join('\n'));
          }
          if (reports.length === 0) out('No DPDP events recorded.');
        }
        return reports.every((r) => r.valid) ? 0 : 1;
      });
    case 'checkpoints':
      // Verified first: a checkpoint must never vouch for a chain that is already broken.
      return withServices(config, async (s) => {
        const key = await dpdp(s).existingEvidenceKey();
        if (!key) throw new UsageError(`No evidence key at ${config.evidenceKeyFile}: set SVC_EVIDENCE_KEY_FILE to the server's key`);
        const { ids } = await chainApplications(s, values.app, []);
        const issued: ChainCheckpoint[] = [];
        let broken = 0;
        for (const id of ids) {
          const report = await verifyApplicationChain(s, id);
          if (!report.valid) {
            broken++;
            process.stderr.write([`svc: not signing a checkpoint of ${id}: its chain is broken:`, ...report.problems.map(describe), ''].join('\n'));
          } else if (report.head) issued.push(issueCheckpoint(id, report.head, new Date(), key));
        }
        out(JSON.stringify(issued, null, values.json ? undefined : 2));
        return broken > 0 ? 1 : 0;
      });
    case 'move-key':
      return withServices(config, async (s) => {
        const moved = await moveEvidenceKey(s);
        out(moved ? `Moved evidence key ${moved} from the database to ${config.evidenceKeyFile} (mode 0600).` : `No evidence key in the database; the key is ${config.evidenceKeyFile}.`);
        return 0;
      });
    default:
      throw new UsageError(`Unknown evidence command "${sub ?? ''}"`);
  }
}

async function readCheckpoints(file: string): Promise<ChainCheckpoint[]> {
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
  const ids = new Set([...(await dpdp(s).store.chainApplications()), ...checkpoints.map((c) => c.application_id)]);
  return { apps, ids: [...ids] };
}

export async function main(argv: string[]): Promise<void> {
  try {
    process.exitCode = await runCli(argv);
  } catch (err) {
    if (err instanceof ConfigError || err instanceof UsageError) {
      process.stderr.write(`svc: ${err.message}\n${err instanceof UsageError ? `\n${USAGE}` : ''}`);
    } else if (err instanceof AppError) {
      process.stderr.write(`svc: ${err.message}\n`);
    } else if (err instanceof TypeError && (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      process.stderr.write(`svc: ${err.message}\n\n${USAGE}`);
    } else {
      process.stderr.write(`svc: ${err instanceof Error ? err.message : String(err)}\n`);
    }
    process.exitCode = 1;
  }
}
