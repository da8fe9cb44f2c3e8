// Account operations: applications, keys, policies. Used by the CLI and the
// GraphQL admin mutations, so both validate and behave the same.
import { z } from 'zod';
import { AppError, invalidRequest, notFound } from '../platform/errors';
import { parseInput } from './inputs';
import { PLAN_NAMES, type PlanName } from '../platform/plans';
import type { ApiKeyEntity, ApplicationEntity } from '../storage/accounts';
import { policySchema, type Policy } from './policy';
import type { Services } from './context';
import { announceRevocation } from './revocation';

const label = z.string().trim().min(1, 'must not be empty').max(100);
const appName = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'letters, digits, ".", "_" and "-" only');

export const createApplicationInput = z
  .object({
    name: appName,
    plan: z.enum(PLAN_NAMES).default('free'),
    accountName: appName.optional(),
    environment: z.string().trim().min(1).max(32).default('production'),
  })
  .strict();

export const createKeyInput = z.object({ name: label }).strict();

const parse = <T>(schema: z.ZodType<T, unknown>, value: unknown): T => parseInput(schema, value);

export async function createApplication(services: Services, raw: unknown): Promise<ApplicationEntity> {
  const input = parse(createApplicationInput, raw);
  if (await services.accounts.findApplicationByName(input.name)) {
    throw new AppError(409, 'INVALID_REQUEST', `Application "${input.name}" already exists`, { field: 'name' });
  }
  const account = await services.accounts.ensureAccount(input.accountName ?? input.name, input.plan);
  if (account.plan !== input.plan) await services.accounts.setPlan(account.id, input.plan);
  return services.accounts.createApplication({ name: input.name, accountId: account.id, environment: input.environment });
}

/** `svc keys create --app NAME --plan PLAN`: creates the account and application when missing. */
export async function ensureApplication(services: Services, name: string, plan: PlanName): Promise<ApplicationEntity> {
  const existing = await services.accounts.findApplicationByName(parse(appName, name));
  if (existing) {
    if (existing.account.plan !== plan) {
      await services.accounts.setPlan(existing.account.id, plan);
      return { ...existing, account: { ...existing.account, plan } };
    }
    return existing;
  }
  return createApplication(services, { name, plan });
}

export async function createKey(services: Services, applicationId: string, raw: unknown): Promise<{ key: ApiKeyEntity; secret: string }> {
  const { name } = parse(createKeyInput, raw);
  const app = await services.accounts.findApplication(applicationId);
  if (!app) throw notFound(`Unknown application ${applicationId}`);
  return services.accounts.createKey(app.id, name);
}

export async function renameKey(services: Services, id: string, name: string): Promise<ApiKeyEntity> {
  const checked = parse(label, name);
  const key = await services.accounts.renameKey(id, checked);
  if (!key) throw notFound(`Unknown key ${id}`);
  return key;
}

/** Revokes a key and announces it, so that open WebSockets of the key close at once (services/revocation.ts). */
export async function revokeKey(services: Services, id: string): Promise<ApiKeyEntity> {
  const key = await services.accounts.revokeKey(id, services.now());
  if (!key) throw notFound(`Unknown key ${id}`);
  if (key.status !== 'active') await announceRevocation(services, key.id);
  return key;
}

export async function findKeyOrThrow(services: Services, id: string): Promise<ApiKeyEntity> {
  const key = await services.accounts.findKey(id);
  if (!key) throw notFound(`Unknown key ${id}`);
  return key;
}

/** Merges a partial policy into the current one; the result must validate as a whole. */
export async function updatePolicy(services: Services, applicationId: string, patch: unknown): Promise<ApplicationEntity> {
  const app = await services.accounts.findApplication(applicationId);
  if (!app) throw notFound(`Unknown application ${applicationId}`);
  if (typeof patch !== 'object' || patch === null || Array.isArray(patch)) throw invalidRequest('policy must be an object', 'policy');
  const merged = parseInput(policySchema, { ...app.policy, ...patch }, 'policy');
  return services.accounts.updatePolicy(app.id, merged as Policy);
}
