import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AuthProviders } from '@divespot/shared/account';
import { route } from '../../http/route.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { AccountService } from './account.service.ts';
import type { RegistrationCodes } from './registration.service.ts';

const tags = ['account'];
/** Account bodies are a few fields; nothing bigger is read. */
const bodyLimit = 8 * 1024;

export interface AccountModules {
  auth: AuthService;
  codes: RegistrationCodes;
  accounts: AccountService;
}

export const accountRoutes =
  (m: AccountModules, providers: AuthProviders): FastifyPluginAsyncZod =>
  (app) => {
    route(
      app,
      'registrationCodeSend',
      {
        tags,
        summary: 'E-mail a 4-digit registration code to the address',
        description:
          '409 when the address has an account; 429 during the 60 s cooldown (`detail.cooldownSeconds`); 503 when the mail cannot be sent (nothing is stored).',
      },
      (request, reply) => m.codes.send(reply, request.ip, request.query.email, false),
    );
    route(
      app,
      'registrationCodeResend',
      {
        tags,
        summary: 'E-mail a new registration code',
        description:
          'The same answer whether or not the address has an account. 429 with `detail.cooldownSeconds` during the cooldown.',
      },
      (request, reply) => m.codes.send(reply, request.ip, request.query.email, true),
    );
    route(
      app,
      'registrationCodeCheck',
      {
        tags,
        summary: 'Check an e-mailed registration code',
        description:
          '`{ valid: false }` for a wrong code with tries left; 400 when no live code exists (expired, used, or 5 wrong tries).',
      },
      async (request, reply) => ({
        valid: await m.codes.check(reply, request.ip, request.query.email, request.query.token),
      }),
    );
    route(
      app,
      'register',
      {
        bodyLimit,
        tags,
        summary: 'Create the account of a verified address and sign in',
      },
      async (request, reply) =>
        reply.status(201).send(await m.accounts.register(reply, request.ip, request.body)),
    );
    route(
      app,
      'authenticate',
      {
        bodyLimit,
        tags,
        summary: 'Sign in with e-mail and password',
        description:
          'Tries are limited per address (429 with Retry-After). A right password sets the ' +
          '`divespot-device` cookie (HttpOnly, SameSite=Strict, this path only); sent back ' +
          'with a later sign-in to the same account, it replaces the per-address limits with ' +
          'a limit of its own (docs/security.md).',
      },
      (request, reply) =>
        m.accounts.signIn(reply, { ip: request.ip, cookies: request.headers.cookie }, request.body),
    );
    route(
      app,
      'refreshToken',
      {
        bodyLimit,
        tags,
        summary: 'Exchange a refresh token for new tokens (each refresh token works once)',
      },
      (request) => m.auth.refresh(request.body.refreshToken),
    );
    route(
      app,
      'logout',
      {
        tags,
        summary: 'Sign out this session, or every session with `everywhere=true`',
      },
      async (request) => {
        const me = await m.auth.requireUser(request);
        const revokedSessions = request.query.everywhere
          ? await m.auth.revokeUserSessions(me.id, 'signed out everywhere')
          : await m.auth.revokeSession(me.sessionId, 'signed out');
        return { revokedSessions };
      },
    );
    route(
      app,
      'resetPassword',
      {
        bodyLimit,
        tags,
        summary: 'E-mail a password reset link (the same answer for any address)',
      },
      (request, reply) => m.accounts.requestReset(reply, request.ip, request.body.email),
    );
    route(
      app,
      'resetPasswordFinish',
      {
        bodyLimit,
        tags,
        summary: 'Set a new password with the token of the reset link, and sign in',
      },
      (request, reply) => m.accounts.finishReset(reply, request.body),
    );
    route(
      app,
      'changePassword',
      {
        bodyLimit,
        tags,
        summary: 'Change the password (other sessions are signed out)',
      },
      async (request, reply) =>
        m.accounts.changePassword(reply, await m.auth.requireUser(request), request.body),
    );
    route(
      app,
      'authProviders',
      {
        tags,
        summary: 'Which social sign-ins are configured',
      },
      () => providers,
    );
    return Promise.resolve();
  };
