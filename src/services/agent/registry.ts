// The tool risk registry (wire contract §3.11): GET and POST /svc/v1/agent/registry/tools,
// DELETE /svc/v1/agent/registry/tools/{tool_name}. Free, scoped to the key's application.
import { z } from 'zod';
import {
  fallbackOf,
  listTools,
  resolveTool,
  RISK_LEVELS,
  TOOL_CATEGORIES,
  type ToolPage,
  type ToolProfile,
} from '../../core/agent';
import { invalidRequest } from '../../platform/errors';
import { MAX_TOOLS_PER_APPLICATION } from '../../storage/agent';
import type { Operation } from '../operation';
import { identifier, list, sideText } from '../inputs';
import { frameworks, mode, thresholds, toolName } from './inputs';
import { agent } from './runtime';

const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 200;

const intParam = (field: string, min: number, max: number, def: number) =>
  z
    .union([z.number(), z.string().max(20, `${field} must be an integer`).trim().regex(/^-?\d+$/, `${field} must be an integer`).transform(Number)], { error: `${field} must be an integer` })
    .pipe(z.number().int(`${field} must be an integer`).min(min, `${field} must be at least ${min}`).max(max, `${field} must be at most ${max}`))
    .default(def);

export const listToolsInput = z.object({
  limit: intParam('limit', 1, MAX_LIMIT, DEFAULT_LIMIT),
  offset: intParam('offset', 0, 1_000_000, 0),
  source: z.enum(['all', 'system', 'org_custom'], { error: 'source must be all, system or org_custom' }).default('all'),
  risk_level: z.enum(RISK_LEVELS, { error: `risk_level must be one of ${RISK_LEVELS.join(', ')}` }).optional(),
  search: sideText('search', 100).optional(),
});

export type ListToolsInput = z.output<typeof listToolsInput>;

export const listToolsOperation: Operation<ListToolsInput, ToolPage & { limit: number; offset: number }> = {
  name: 'agent/registry/list',
  input: listToolsInput,
  run: async (ctx, q) => {
    const custom = await agent(ctx.services).tools.list(ctx.application.id);
    const page = listTools(custom, { source: q.source, riskLevel: q.risk_level, search: q.search || undefined, limit: q.limit, offset: q.offset });
    return { ...page, limit: q.limit, offset: q.offset };
  },
};

export function serializeToolPage(page: ToolPage & { limit: number; offset: number }): Record<string, unknown> {
  return {
    tools: page.tools,
    pagination: { total: page.total, limit: page.limit, offset: page.offset, has_more: page.offset + page.tools.length < page.total },
    system_defaults_count: page.systemDefaultsCount,
    org_overrides_count: page.orgOverridesCount,
  };
}

const nameList = (field: string) =>
  list(identifier('a name', 100), field, 100).default([]);

/** Fields left out default to what the catalogue knows about the tool name. */
export const upsertToolInput = z.object({
  tool_name: toolName(),
  risk_level: z.enum(RISK_LEVELS, { error: `risk_level must be one of ${RISK_LEVELS.join(', ')}` }).optional(),
  category: z.enum(TOOL_CATEGORIES, { error: `category must be one of ${TOOL_CATEGORIES.join(', ')}` }).optional(),
  evaluation_depth: mode.default('basic'),
  thresholds: thresholds.nullable().optional(),
  compliance_frameworks: frameworks.default([]),
  proxy_variable_watch: nameList('proxy_variable_watch'),
  pii_fields_watch: nameList('pii_fields_watch'),
  description: sideText('description', 1_000).optional(),
  high_stakes: z.boolean({ error: 'high_stakes must be a boolean' }).optional(),
});

export type UpsertToolInput = z.output<typeof upsertToolInput>;

export interface UpsertToolOutput {
  profile: ToolProfile;
  created: boolean;
}

export const upsertToolOperation: Operation<UpsertToolInput, UpsertToolOutput> = {
  name: 'agent/registry/upsert',
  input: upsertToolInput,
  run: async (ctx, input) => {
    const store = agent(ctx.services).tools;
    const resolved = resolveTool(input.tool_name, null);
    const known = resolved.profile;
    const profile: ToolProfile = {
      tool_name: input.tool_name,
      risk_level: input.risk_level ?? known.risk_level,
      evaluation_depth: input.evaluation_depth,
      source: 'org_custom',
      category: input.category ?? known.category,
      description: input.description ?? (resolved.source === 'generic' ? '' : known.description),
      thresholds: input.thresholds ?? null,
      compliance_frameworks: input.compliance_frameworks,
      proxy_variable_watch: input.proxy_variable_watch,
      pii_fields_watch: input.pii_fields_watch,
      high_stakes: input.high_stakes ?? known.high_stakes,
      created_at: null,
      updated_at: null,
    };
    const upserted = await store.upsert(ctx.application.id, profile, ctx.now);
    if (!upserted) throw invalidRequest(`An application may register at most ${MAX_TOOLS_PER_APPLICATION} tools; delete some first`, 'tool_name');
    return upserted;
  },
};

/** The ToolProfile at the top level (JS SDK) and under `tool` (Python SDK). */
export function serializeUpsert(out: UpsertToolOutput): { status: number; body: Record<string, unknown> } {
  return {
    status: out.created ? 201 : 200,
    body: {
      ...out.profile,
      tool: out.profile,
      created: out.created,
      message: `${out.profile.tool_name} ${out.created ? 'registered' : 'updated'}; it applies to this application's next evaluations.`,
    },
  };
}

export const deleteToolInput = z.object({ tool_name: toolName() });

export interface DeleteToolOutput {
  tool_name: string;
  deleted: boolean;
  fallback: 'system' | 'generic';
}

export const deleteToolOperation: Operation<z.output<typeof deleteToolInput>, DeleteToolOutput> = {
  name: 'agent/registry/delete',
  input: deleteToolInput,
  run: async (ctx, input) => ({
    tool_name: input.tool_name,
    deleted: await agent(ctx.services).tools.delete(ctx.application.id, input.tool_name),
    fallback: fallbackOf(input.tool_name),
  }),
};
