// Admin and agent accounts (docs/product.md sections 3 and 6; docs/contract.md "Accounts and sessions").
import {
  approveAgent,
  disableAccount,
  getAccount,
  listAgents,
  listPendingAdmins,
  login,
  logout,
  reviewAdmin,
  signup,
  setAgentLanguages,
  type Session,
} from '../../services/accounts.js';
import { assertLogin } from '../../services/api-keys.js';
import type { AccountStatus } from '../../generated/prisma/client.js';
import type { Language } from '../../domain/index.js';
import { builder } from '../builder.js';
import type { StaffAccountRole as Role } from '../../auth/viewer.js';
import type { Context } from '../../context.js';
import { adminOnly, agentOnly, staffOnly } from '../roles.js';
import { plain } from './ids.js';
import { LanguageEnum } from './language.js';

export interface AccountRow {
  id: string;
  name: string;
  email: string;
  status: AccountStatus;
  createdAt: Date;
  /** Agents only. */
  licenseNumber?: string | null;
  /** Agents only. */
  languages?: Language[];
}

const AccountStatusEnum = builder.enumType('AccountStatus', {
  values: ['PENDING', 'ACTIVE', 'REJECTED', 'DISABLED'] as const,
});

function accountType(name: 'Admin' | 'Agent') {
  return builder.objectRef<AccountRow>(name).implement({
    fields: (t) => ({
      id: t.exposeString('id'),
      name: t.exposeString('name'),
      email: t.exposeString('email'),
      status: t.field({ type: AccountStatusEnum, resolve: (account) => account.status }),
      createdAt: t.string({ resolve: (account) => account.createdAt.toISOString() }),
    }),
  });
}
export const AdminAccount = accountType('Admin');
export const AgentAccount = accountType('Agent');

builder.objectField(AgentAccount, 'licenseNumber', (t) =>
  t.string({
    ...adminOnly,
    nullable: true,
    description: 'The Texas real-estate license number the agent gave at sign-up, for the admin who approves it.',
    resolve: (agent) => agent.licenseNumber ?? null,
  }),
);

builder.objectField(AgentAccount, 'languages', (t) =>
  t.field({
    type: [LanguageEnum],
    description: 'The languages the agent speaks with renters (docs/contract.md "Spanish").',
    resolve: (agent) => agent.languages ?? [],
  }),
);

const SignupInput = builder.inputType('SignupInput', {
  description: 'docs/product.md section 5: the sign-up forms; each rule answers its own message.',
  fields: (t) => ({
    name: t.string(),
    email: t.string(),
    password: t.string(),
    licenseNumber: t.string({ description: 'Agents only, optional: a Texas real-estate license number.' }),
  }),
});
const LoginInput = builder.inputType('LoginInput', { fields: (t) => ({ email: t.string(), password: t.string() }) });

const SignupPayload = builder
  .objectRef<{ message: string; id: string; status: AccountStatus }>('SignupPayload')
  .implement({
    fields: (t) => ({
      message: t.exposeString('message'),
      id: t.exposeString('id'),
      status: t.field({ type: AccountStatusEnum, resolve: (payload) => payload.status }),
    }),
  });

type SessionShape = Session & { role: Role };
const sessionType = (name: string, idField: 'adminId' | 'agentId') =>
  builder.objectRef<SessionShape>(name).implement({
    description:
      'docs/product.md section 3 (Sessions): send the token as a bearer token; it expires at expirationDate (4 hours).',
    fields: (t) => ({
      token: t.exposeString('token'),
      [idField]: t.exposeString('id'),
      expirationDate: t.string({ resolve: (session) => session.expiresAt.toISOString() }),
    }),
  });
const AdminSession = sessionType('AdminSession', 'adminId');
const AgentSession = sessionType('AgentSession', 'agentId');

const loginWith = async (ctx: Context, role: Role, input: object) => ({
  role,
  ...(await login(ctx.prisma, role, plain(input), {
    tokens: ctx.security.tokens,
    limiter: ctx.security.loginLimiter,
    clientIp: ctx.clientIp,
  })),
});

builder.mutationFields((t) => ({
  signupAdmin: t.field({
    type: SignupPayload,
    description: 'Creates a pending admin account; an active admin approves it.',
    args: { input: t.arg({ type: SignupInput, required: true }) },
    resolve: (_root, args, ctx) =>
      signup(ctx.prisma, 'ADMIN', plain(args.input), {
        limiter: ctx.security.loginLimiter,
        clientIp: ctx.clientIp,
        origin: ctx.config.origin,
      }),
  }),
  signupAgent: t.field({
    type: SignupPayload,
    description: 'Creates a pending agent account; an active admin approves it before it can log in.',
    args: { input: t.arg({ type: SignupInput, required: true }) },
    resolve: (_root, args, ctx) =>
      signup(ctx.prisma, 'AGENT', plain(args.input), {
        limiter: ctx.security.loginLimiter,
        clientIp: ctx.clientIp,
        origin: ctx.config.origin,
      }),
  }),
  loginAdmin: t.field({
    type: AdminSession,
    args: { input: t.arg({ type: LoginInput, required: true }) },
    resolve: (_root, args, ctx) => loginWith(ctx, 'ADMIN', args.input),
  }),
  loginAgent: t.field({
    type: AgentSession,
    args: { input: t.arg({ type: LoginInput, required: true }) },
    resolve: (_root, args, ctx) => loginWith(ctx, 'AGENT', args.input),
  }),
  logoutAdmin: t.boolean({
    ...adminOnly,
    description: 'Ends every session of this admin (all earlier tokens stop working).',
    resolve: async (_root, _args, ctx) => {
      assertLogin(ctx.viewer!);
      await logout(ctx.prisma, ctx.leadFeed, 'ADMIN', ctx.viewer!.id);
      return true;
    },
  }),
  logoutAgent: t.boolean({
    ...agentOnly,
    resolve: async (_root, _args, ctx) => {
      await logout(ctx.prisma, ctx.leadFeed, 'AGENT', ctx.viewer!.id);
      return true;
    },
  }),
  approveAdmin: t.field({
    ...adminOnly,
    type: AdminAccount,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      reviewAdmin(ctx.prisma, String(args.id), 'approve', ctx.viewer!.id, ctx.viewer!.apiKey),
  }),
  disableAdmin: t.field({
    ...adminOnly,
    type: AdminAccount,
    description: 'The admin can no longer log in, and every token it holds is refused.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      disableAccount(ctx.prisma, ctx.leadFeed, 'ADMIN', String(args.id), ctx.viewer!.id, ctx.viewer!.apiKey),
  }),
  approveAgent: t.field({
    ...adminOnly,
    type: AgentAccount,
    description: 'The pending agent can log in and work on leads from now on.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      approveAgent(ctx.prisma, String(args.id), {
        id: ctx.viewer!.id,
        apiKey: ctx.viewer!.apiKey,
        origin: ctx.config.origin,
      }),
  }),
  disableAgent: t.field({
    ...adminOnly,
    type: AgentAccount,
    description: 'The agent can no longer log in, and every token it holds is refused.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      disableAccount(ctx.prisma, ctx.leadFeed, 'AGENT', String(args.id), ctx.viewer!.id, ctx.viewer!.apiKey),
  }),
  setAgentLanguages: t.field({
    ...staffOnly,
    type: AgentAccount,
    description:
      'Records the languages an agent speaks: an agent its own (agentId left out), an admin any agent\u2019s.',
    args: {
      languages: t.arg({ type: [LanguageEnum], required: true }),
      agentId: t.arg.id({ description: 'Admins only; agents set their own.' }),
    },
    resolve: (_root, args, ctx) =>
      setAgentLanguages(
        ctx.prisma,
        ctx.viewer!,
        args.agentId === null || args.agentId === undefined ? null : String(args.agentId),
        args.languages,
      ),
  }),
  rejectAdmin: t.field({
    ...adminOnly,
    type: AdminAccount,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      reviewAdmin(ctx.prisma, String(args.id), 'reject', ctx.viewer!.id, ctx.viewer!.apiKey),
  }),
}));

builder.queryFields((t) => ({
  currentAdmin: t.field({
    ...adminOnly,
    type: AdminAccount,
    resolve: (_root, _args, ctx) => getAccount(ctx.prisma, 'ADMIN', ctx.viewer!.id),
  }),
  currentAgent: t.field({
    ...agentOnly,
    type: AgentAccount,
    resolve: (_root, _args, ctx) => getAccount(ctx.prisma, 'AGENT', ctx.viewer!.id),
  }),
  pendingAdmins: t.field({
    ...adminOnly,
    type: [AdminAccount],
    resolve: (_root, _args, ctx) => listPendingAdmins(ctx.prisma),
  }),
  pendingAgents: t.field({
    ...adminOnly,
    type: [AgentAccount],
    description: 'Agent sign-ups waiting for approval, oldest first.',
    resolve: (_root, _args, ctx) => listAgents(ctx.prisma, ['PENDING']),
  }),
}));
