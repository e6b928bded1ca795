// Admin and agent accounts (docs/product.md sections 3, 5 and 6; docs/contract.md "Accounts and sessions"): sign-up with
// the forms' messages, login with one answer for every bad credential, admin approval, logout.
import { z } from 'zod';
import { randomUUID } from 'node:crypto';
import {
  ADMIN_SIGNUP_MESSAGES,
  AGENT_LICENSE_MESSAGE,
  AGENT_LICENSE_PATTERN,
  AGENT_SIGNUP_MESSAGES,
  DEFAULT_LANGUAGE,
  ERROR_MESSAGES,
  LANGUAGES,
  LOGIN_MESSAGES,
  normalizeEmail,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SITE,
  type Language,
} from '../domain/index.js';
import { mailboxSchema } from '../domain/mailbox.js';
import { hashPassword, unknownAccountHash, verifyPassword } from '../auth/passwords.js';
import type { LoginRateLimiter } from '../auth/rate-limit.js';
import type { TokenService } from '../auth/tokens.js';
import type { AccountStatus, PrismaClient } from '../generated/prisma/client.js';
import type { StaffAccountRole as Role, Viewer } from '../auth/viewer.js';
import { parseId } from './apartments.js';
import { recordAudit, type AuditKey } from './audit.js';
import type { LeadFeed } from './lead-feed.js';
import { MAIL_TEXTS } from '../domain/mail-texts.js';
import { enqueueMessages, type OutgoingMessage } from './outbox.js';
import { AppError, badInput, conflict, isUniqueViolation, notFound, parseInput } from '../errors.js';

export const ACCOUNT_MESSAGES = {
  passwordTooLong: `Password cannot exceed ${PASSWORD_MAX_LENGTH} characters`,
  nameTooLong: 'Name cannot exceed 100 characters',
  adminSignedUp: 'Signup successful! Your admin account is waiting for approval.',
  agentSignedUp: 'Signup successful! An admin will approve your agent account before you can log in.',
  rejected: 'Your admin account was not approved.',
  inactive: 'This account is not active.',
  notPending: 'Only a pending admin account can be rejected.',
  agentDisabled: 'This agent account is disabled; it cannot be approved.',
  selfReview: 'You cannot approve or reject your own account.',
  tooManyPending: 'Too many admin sign-ups are waiting for approval. Please try again later.',
  tooManyPendingAgents: 'Too many agent sign-ups are waiting for approval. Please try again later.',
} as const;

/**
 * Sign-ups of one role waiting for approval, at most: past it, sign-up answers 429 until an admin reviews some,
 * so a script cannot bury the real requests in the approval list (or fill the table).
 */
export const MAX_PENDING_ADMINS = 50;
export const MAX_PENDING_AGENTS = 50;
const PENDING_RETRY_AFTER_SECONDS = 60 * 60;

type FormMessages = { name?: string; email: string; password: string };

// Lengths are checked first and stop the field's checks when exceeded (`abort`), so that no pattern ever runs on
// an over-long value; normalising can lengthen a string (NFKC), hence the second check after it.
// One mailbox per field (domain/mailbox.ts): a list or a display name is refused like any bad address.
const email = (message: string) => mailboxSchema(message);

/** Login only checks the minimum: a longer stored password policy must not lock anyone out at login. */
const password = (messages: FormMessages, maxMessage: string) =>
  z
    .string({ error: messages.password })
    .max(PASSWORD_MAX_LENGTH, { message: maxMessage, abort: true })
    .min(PASSWORD_MIN_LENGTH, messages.password);

function signupSchema(messages: Required<FormMessages>) {
  return z
    .object({
      name: z
        .string({ error: messages.name })
        .trim()
        .max(100, { message: ACCOUNT_MESSAGES.nameTooLong, abort: true })
        .min(1, messages.name),
      email: email(messages.email),
      password: password(messages, ACCOUNT_MESSAGES.passwordTooLong),
    })
    .strict();
}

/** Optional, so that the three-field form and REST body keep working; blank counts as not given. */
const licenseNumber = z
  .string({ error: AGENT_LICENSE_MESSAGE })
  .trim()
  .max(20, { message: AGENT_LICENSE_MESSAGE, abort: true })
  .regex(AGENT_LICENSE_PATTERN, AGENT_LICENSE_MESSAGE)
  .or(z.literal('').transform(() => undefined))
  .nullish()
  .transform((value) => value ?? null);

const SIGNUP_SCHEMAS = {
  ADMIN: signupSchema(ADMIN_SIGNUP_MESSAGES).transform((input) => ({ ...input, licenseNumber: null })),
  AGENT: signupSchema(AGENT_SIGNUP_MESSAGES).extend({ licenseNumber }),
} as const;
const LoginSchema = z
  .object({ email: email(LOGIN_MESSAGES.email), password: password(LOGIN_MESSAGES, LOGIN_MESSAGES.password) })
  .strict();

export interface SignupResult {
  id: string;
  status: AccountStatus;
  message: string;
}

/** Who is asking, for the sign-up and login limits. */
export interface AccountLimits {
  limiter: LoginRateLimiter;
  clientIp: string;
}

/** Sign-up also tells the admins of an agent waiting for them, with a link to the site. */
export interface SignupDeps extends AccountLimits {
  origin: string;
}

/**
 * Sign-up creates a pending account, an admin's or an agent's: agents read renters' contact data, so an admin
 * approves them first (docs/contract.md, Accounts and sessions), and every active admin is told. Sign-up answers the same for an
 * address that already has an account (nothing is created or changed then, and the same password hash is
 * spent), so that it cannot be used to find out who has one: the owner logs in, or an admin looks the
 * account up. Each client address may sign up a few times an hour, and pending accounts are capped.
 */
export async function signup(
  prisma: PrismaClient,
  role: Role,
  rawInput: unknown,
  limits: SignupDeps,
): Promise<SignupResult> {
  const input = parseInput(SIGNUP_SCHEMAS[role], rawInput);
  await limits.limiter.countSignup(limits.clientIp);
  const pending =
    role === 'ADMIN'
      ? await prisma.admin.count({ where: { status: 'PENDING' } })
      : await prisma.agent.count({ where: { status: 'PENDING' } });
  if (pending >= (role === 'ADMIN' ? MAX_PENDING_ADMINS : MAX_PENDING_AGENTS)) {
    const message = role === 'ADMIN' ? ACCOUNT_MESSAGES.tooManyPending : ACCOUNT_MESSAGES.tooManyPendingAgents;
    throw new AppError('RATE_LIMITED', message, undefined, PENDING_RETRY_AFTER_SECONDS);
  }
  const data = { name: input.name, email: input.email, passwordHash: await hashPassword(input.password) };
  const status: AccountStatus = 'PENDING';
  const message = role === 'ADMIN' ? ACCOUNT_MESSAGES.adminSignedUp : ACCOUNT_MESSAGES.agentSignedUp;
  try {
    const account =
      role === 'ADMIN'
        ? await prisma.admin.create({ data: { ...data, status }, select: { id: true } })
        : await prisma.$transaction(async (tx) => {
            const agent = await tx.agent.create({
              data: { ...data, status, licenseNumber: input.licenseNumber },
              select: { id: true },
            });
            const admins = await tx.admin.findMany({ where: { status: 'ACTIVE' }, select: { id: true, email: true } });
            await enqueueMessages(tx, agentWaitingNotices(admins, { ...input, id: agent.id }, limits.origin));
            return agent;
          });
    return { id: account.id, status, message };
  } catch (error) {
    // The address has an account of this role: the same answer, with an id that names no account.
    if (isUniqueViolation(error)) return { id: randomUUID(), status, message };
    throw error;
  }
}

export interface LoginDeps extends AccountLimits {
  tokens: TokenService;
}

export interface Session {
  token: string;
  id: string;
  expiresAt: Date;
}

export async function login(prisma: PrismaClient, role: Role, rawInput: unknown, deps: LoginDeps): Promise<Session> {
  const input = parseInput(LoginSchema, rawInput);
  const attempt = { scope: role, email: input.email, clientIp: deps.clientIp };
  // Counted before the password check, so that attempts sent together cannot all be checked.
  const check = await deps.limiter.begin(attempt);
  const select = { id: true, email: true, passwordHash: true, status: true, tokenVersion: true } as const;
  const account =
    role === 'ADMIN'
      ? await prisma.admin.findUnique({ where: { email: input.email }, select })
      : await prisma.agent.findUnique({ where: { email: input.email }, select });
  if (check.guessingStarted && account)
    await enqueueMessages(prisma, [guessingNotice(role, account.email, check.windowStart)]);
  const valid = await verifyPassword(input.password, account?.passwordHash ?? (await unknownAccountHash()));
  if (!account || !valid) throw new AppError('UNAUTHENTICATED', ERROR_MESSAGES.badCredentials);
  await deps.limiter.recordSuccess(attempt);
  // Only a caller who knows the password learns the account's state.
  if (account.status === 'PENDING')
    throw new AppError('FORBIDDEN', role === 'ADMIN' ? ERROR_MESSAGES.pendingAdmin : ERROR_MESSAGES.pendingAgent);
  if (account.status === 'REJECTED') throw new AppError('FORBIDDEN', ACCOUNT_MESSAGES.rejected);
  if (account.status !== 'ACTIVE') throw new AppError('FORBIDDEN', ACCOUNT_MESSAGES.inactive);
  const issued = await deps.tokens.issue({ role, id: account.id, tokenVersion: account.tokenVersion });
  return { token: issued.token, id: account.id, expiresAt: issued.expiresAt };
}

/**
 * docs/contract.md "Accounts and sessions": every active admin hears of an agent waiting for approval, with the
 * Texas license number the agent gave, so nobody has to look at the Agents tab to find out. Staff e-mails are English.
 */
function agentWaitingNotices(
  admins: Array<{ id: string; email: string }>,
  agent: { id: string; name: string; email: string; licenseNumber: string | null },
  origin: string,
): OutgoingMessage[] {
  return admins.map((admin) => ({
    kind: 'account.agentWaiting',
    to: admin.email,
    subject: `An agent is waiting for approval - ${SITE.name}`,
    text: [
      `${agent.name} (${agent.email}) signed up as an agent${
        agent.licenseNumber ? ` with Texas license ${agent.licenseNumber}` : ' without a license number'
      } and can read no lead until an admin approves the account.`,
      `Approve or reject it on the Apartment Manager's Agents tab: ${origin}/admins/${admin.id}/apartment-manager/`,
    ].join('\n\n'),
    dedupeKey: `account.agentWaiting:${agent.id}:${admin.id}`,
  }));
}

/** The approved agent hears that they can log in, in the first language they speak with renters. */
function agentApprovedNotice(
  agent: { id: string; name: string; email: string; languages: Language[] },
  origin: string,
) {
  const texts = MAIL_TEXTS[agent.languages[0] ?? DEFAULT_LANGUAGE];
  return {
    kind: 'account.agentApproved',
    to: agent.email,
    subject: texts.agentApprovedSubject,
    text: [texts.greeting(agent.name), texts.agentApproved(`${origin}/agents/login/`)].join('\n\n'),
    dedupeKey: `account.agentApproved:${agent.id}`,
  };
}

/** Tells the holder that their account is being guessed: once per limit window, whichever instance notices. */
function guessingNotice(role: Role, to: string, windowStart: number) {
  const lines = [
    `Many wrong passwords have been tried for your ${SITE.name} ${role === 'ADMIN' ? 'admin' : 'agent'} account in the last few minutes.`,
    'Your account is not locked: you can log in as usual from the places you use. Logins from elsewhere are slowed down for a while.',
    'If it was not you, nothing is needed now; tell an admin if it goes on.',
  ];
  return {
    kind: 'account.guessing',
    to,
    subject: `Wrong passwords tried for your account - ${SITE.name}`,
    text: lines.join('\n\n'),
    dedupeKey: `account.guessing:${role}:${to}:${windowStart}`,
  };
}

/** Revokes every token of the account, this one included; the live inboxes open with them close, on every instance. */
export async function logout(prisma: PrismaClient, feed: LeadFeed, role: Role, id: string): Promise<void> {
  const data = { tokenVersion: { increment: 1 } };
  if (role === 'ADMIN') await prisma.admin.updateMany({ where: { id }, data });
  else await prisma.agent.updateMany({ where: { id }, data });
  feed.publish({ type: 'accessEnded', role, id });
}

export const ACCOUNT_SELECT = { id: true, name: true, email: true, status: true, createdAt: true } as const;
export const AGENT_SELECT = { ...ACCOUNT_SELECT, licenseNumber: true, languages: true } as const;

export async function getAccount(prisma: PrismaClient, role: Role, id: string) {
  const account =
    role === 'ADMIN'
      ? await prisma.admin.findUnique({ where: { id }, select: ACCOUNT_SELECT })
      : await prisma.agent.findUnique({ where: { id }, select: AGENT_SELECT });
  if (!account) throw notFound('Account not found');
  return account;
}

export function listPendingAdmins(prisma: PrismaClient) {
  return prisma.admin.findMany({
    where: { status: 'PENDING' },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: ACCOUNT_SELECT,
  });
}

/** The Agents tab: agents waiting for approval and active ones (disabled agents drop out), oldest first. */
export function listAgents(prisma: PrismaClient, statuses: AccountStatus[]) {
  return prisma.agent.findMany({
    where: { status: { in: statuses } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: AGENT_SELECT,
  });
}

/**
 * An active admin approves a pending agent: from then on it logs in and reads leads. Approving an active agent
 * changes nothing; a disabled one stays disabled. The decision goes to the audit trail.
 */
export async function approveAgent(
  prisma: PrismaClient,
  rawId: unknown,
  actor: { id: string; apiKey?: AuditKey; origin: string },
) {
  const id = parseId(rawId, 'id');
  return prisma.$transaction(async (tx) => {
    const agent = await tx.agent.findUnique({ where: { id }, select: AGENT_SELECT });
    if (!agent) throw notFound('Agent not found');
    if (agent.status === 'ACTIVE') return agent;
    if (agent.status !== 'PENDING') throw conflict(ACCOUNT_MESSAGES.agentDisabled);
    const updated = await tx.agent.update({ where: { id }, data: { status: 'ACTIVE' }, select: AGENT_SELECT });
    await enqueueMessages(tx, [agentApprovedNotice(updated, actor.origin)]);
    await recordAudit(tx, {
      adminId: actor.id,
      apiKey: actor.apiKey,
      action: 'approve',
      entity: 'agent',
      entityId: id,
      changes: { status: { before: agent.status, after: 'ACTIVE' } },
    });
    return updated;
  });
}

/**
 * An active admin approves a pending (or earlier rejected) admin, or rejects a pending one. Approving an
 * active admin changes nothing. The decision goes to the audit trail.
 */
export async function reviewAdmin(
  prisma: PrismaClient,
  rawId: unknown,
  decision: 'approve' | 'reject',
  actorId: string,
  apiKey?: AuditKey,
) {
  const id = parseId(rawId, 'id');
  if (id === actorId) throw new AppError('FORBIDDEN', ACCOUNT_MESSAGES.selfReview);
  return prisma.$transaction(async (tx) => {
    const admin = await tx.admin.findUnique({ where: { id }, select: ACCOUNT_SELECT });
    if (!admin) throw notFound('Admin not found');
    const status: AccountStatus = decision === 'approve' ? 'ACTIVE' : 'REJECTED';
    if (admin.status === status) return admin;
    if (decision === 'reject' && admin.status !== 'PENDING') throw conflict(ACCOUNT_MESSAGES.notPending);
    if (decision === 'approve' && admin.status === 'DISABLED') throw conflict(ACCOUNT_MESSAGES.inactive);
    const updated = await tx.admin.update({ where: { id }, data: { status }, select: ACCOUNT_SELECT });
    await recordAudit(tx, {
      adminId: actorId,
      apiKey,
      action: decision,
      entity: 'admin',
      entityId: id,
      changes: { status: { before: admin.status, after: status } },
    });
    return updated;
  });
}

const AgentLanguagesSchema = z
  .object({
    languages: z
      .array(z.enum(LANGUAGES, { error: 'languages must be EN or ES' }), { error: 'languages must be a list' })
      .max(LANGUAGES.length * 2, 'Too many languages')
      .transform((items) => LANGUAGES.filter((language) => items.includes(language))),
  })
  .strict();

/**
 * docs/contract.md "Spanish": the languages an agent speaks, set by the agent on its own account (`agentId` null or
 * its own id) or by an admin for any agent. The list replaces the earlier one; an empty list says none recorded.
 */
export async function setAgentLanguages(
  prisma: PrismaClient,
  viewer: Viewer,
  rawAgentId: unknown,
  rawLanguages: unknown,
) {
  const { languages } = parseInput(AgentLanguagesSchema, { languages: rawLanguages });
  if (viewer.role === 'AGENT' && rawAgentId !== null && rawAgentId !== undefined && rawAgentId !== viewer.id)
    throw new AppError('FORBIDDEN', 'Agents set their own languages only');
  if (viewer.role === 'ADMIN' && (rawAgentId === null || rawAgentId === undefined))
    throw badInput('agentId is required: name the agent whose languages these are', {
      agentId: 'agentId is required',
    });
  const id = viewer.role === 'AGENT' ? viewer.id : parseId(rawAgentId, 'agentId');
  const found = await prisma.agent.updateMany({ where: { id }, data: { languages } });
  if (found.count === 0) throw notFound('Agent not found');
  return prisma.agent.findUniqueOrThrow({ where: { id }, select: AGENT_SELECT });
}

/**
 * An active admin disables an admin (not themselves) or an agent: the account can no longer log in, and the
 * token version moves so that every token it holds is refused at once. The decision goes to the audit trail.
 */
export async function disableAccount(
  prisma: PrismaClient,
  feed: LeadFeed,
  role: Role,
  rawId: unknown,
  actorId: string,
  apiKey?: AuditKey,
) {
  const id = parseId(rawId, 'id');
  if (role === 'ADMIN' && id === actorId) throw new AppError('FORBIDDEN', ACCOUNT_MESSAGES.selfReview);
  const disabled = await prisma.$transaction(async (tx) => {
    const data = { status: 'DISABLED' as const, tokenVersion: { increment: 1 } };
    const before =
      role === 'ADMIN'
        ? await tx.admin.findUnique({ where: { id }, select: ACCOUNT_SELECT })
        : await tx.agent.findUnique({ where: { id }, select: AGENT_SELECT });
    if (!before) throw notFound(role === 'ADMIN' ? 'Admin not found' : 'Agent not found');
    const updated =
      role === 'ADMIN'
        ? await tx.admin.update({ where: { id }, data, select: ACCOUNT_SELECT })
        : await tx.agent.update({ where: { id }, data, select: AGENT_SELECT });
    await recordAudit(tx, {
      adminId: actorId,
      apiKey,
      action: 'disable',
      entity: role === 'ADMIN' ? 'admin' : 'agent',
      entityId: id,
      changes: { status: { before: before.status, after: 'DISABLED' } },
    });
    return updated;
  });
  // A disabled account's live inbox closes at once (services/live-inbox.ts), on every instance.
  feed.publish({ type: 'accessEnded', role, id });
  return disabled;
}

/**
 * docs/contract.md: ADMIN_EMAIL/ADMIN_PASSWORD name an admin that exists and is active after start-up. Its
 * password is set to the configured one; earlier tokens stay valid unless the password changed.
 */
export function ensureBootstrapAdmin(prisma: PrismaClient, settings: { email: string; password: string }) {
  return ensureActiveAccount(prisma, 'ADMIN', { ...settings, name: 'Administrator' });
}

/**
 * AGENT_EMAIL/AGENT_PASSWORD name an agent that exists and is active after start-up, approved by the
 * operator who configured it (docs/contract.md, Running it): the demo's agent, the way ADMIN_EMAIL makes its admin.
 */
export function ensureBootstrapAgent(prisma: PrismaClient, settings: { email: string; password: string }) {
  return ensureActiveAccount(prisma, 'AGENT', { ...settings, name: 'Demo Agent' });
}

async function ensureActiveAccount(
  prisma: PrismaClient,
  role: Role,
  settings: { email: string; password: string; name: string },
): Promise<string> {
  const emailAddress = normalizeEmail(settings.email);
  const table = role === 'ADMIN' ? prisma.admin : prisma.agent;
  // The two delegates share these calls' shapes; TypeScript cannot call a union of Prisma delegates.
  const accounts = table as unknown as typeof prisma.admin;
  const existing = await accounts.findUnique({ where: { email: emailAddress } });
  if (!existing) {
    try {
      const created = await accounts.create({
        data: {
          name: settings.name,
          email: emailAddress,
          passwordHash: await hashPassword(settings.password),
          status: 'ACTIVE',
        },
      });
      return created.id;
    } catch (error) {
      // Another instance starting at the same moment created it: update that one instead.
      if (!isUniqueViolation(error)) throw error;
      return ensureActiveAccount(prisma, role, settings);
    }
  }
  const samePassword = await verifyPassword(settings.password, existing.passwordHash);
  await accounts.update({
    where: { id: existing.id },
    data: {
      status: 'ACTIVE',
      ...(samePassword ? {} : { passwordHash: await hashPassword(settings.password), tokenVersion: { increment: 1 } }),
    },
  });
  return existing.id;
}
