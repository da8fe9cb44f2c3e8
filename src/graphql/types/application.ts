import { builder, requireAdmin, requireKey, withoutNulls } from '../builder';
import type { ApplicationEntity } from '../../storage/accounts';
import { assertApplicationAccess } from '../builder';
import { createApplication, updatePolicy } from '../../services/management';
import { describeConfig } from '../../services/platform';
import { PLAN_NAMES } from '../../platform/plans';

export const PlanEnum = builder.enumType('Plan', { values: PLAN_NAMES });

export const ApplicationRef = builder.objectRef<ApplicationEntity>('Application').implement({
  description: 'An application: its keys share its policy; its account holds the plan and credits.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    environment: t.exposeString('environment'),
    organization: t.string({ resolve: (a) => a.account.name }),
    organizationId: t.string({ resolve: (a) => a.account.id }),
    plan: t.field({ type: PlanEnum, resolve: (a) => a.account.plan }),
    policy: t.field({ type: 'JSON', description: 'The policy, in the camelCase shape of GET /svc/v1/config', resolve: (a) => a.policy }),
    enforcement: t.field({ type: 'JSON', resolve: (a) => describeConfig(a).enforcement }),
    createdAt: t.field({ type: 'DateTime', resolve: (a) => a.createdAt }),
  }),
});

builder.queryField('application', (t) =>
  t.field({
    type: ApplicationRef,
    description: "The calling key's application and its policy.",
    resolve: (_root, _args, ctx) => requireKey(ctx).application,
  }),
);

builder.queryField('applications', (t) =>
  t.field({
    type: [ApplicationRef],
    description: 'All applications (admin token only).',
    resolve: (_root, _args, ctx) => {
      requireAdmin(ctx);
      return ctx.services.accounts.listApplications();
    },
  }),
);

const CreateApplicationInput = builder.inputType('CreateApplicationInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    plan: t.field({ type: PlanEnum, required: false }),
    accountName: t.string({ required: false, description: 'Account to create it under (default: same as name)' }),
    environment: t.string({ required: false }),
  }),
});

builder.mutationField('createApplication', (t) =>
  t.field({
    nullable: true,
    type: ApplicationRef,
    description: 'Creates an application (and its account when missing). Admin token only.',
    args: { input: t.arg({ type: CreateApplicationInput, required: true }) },
    resolve: (_root, { input }, ctx) => {
      requireAdmin(ctx);
      // Validated by the service's schema, the same one the CLI goes through.
      return createApplication(ctx.services, withoutNulls(input));
    },
  }),
);

builder.mutationField('updatePolicy', (t) =>
  t.field({
    nullable: true,
    type: ApplicationRef,
    description: "Merges `policy` into the application's policy. Defaults to the caller's application.",
    args: {
      applicationId: t.arg.id({ required: false }),
      policy: t.arg({ type: 'JSON', required: true }),
    },
    resolve: (_root, args, ctx) => {
      const id = args.applicationId ? String(args.applicationId) : requireKey(ctx).application.id;
      assertApplicationAccess(ctx, id);
      return updatePolicy(ctx.services, id, args.policy);
    },
  }),
);
