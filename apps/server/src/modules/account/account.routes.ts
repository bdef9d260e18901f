import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authenticatedSchema,
  authProvidersSchema,
  type AuthProviders,
  changePasswordInputSchema,
  loginInputSchema,
  logoutQuerySchema,
  logoutResultSchema,
  passwordChangedSchema,
  refreshInputSchema,
  registerInputSchema,
  registrationCodeSentSchema,
  registrationEmailQuerySchema,
  registrationTokenValiditySchema,
  resetPasswordFinishSchema,
  resetPasswordInputSchema,
  resetPasswordSentSchema,
  tokenPairSchema,
  validateRegistrationQuerySchema,
} from '@divespot/shared/account';
import { errorBodySchema } from '@divespot/shared/errors';
import type { AuthService } from '../auth/auth.service.ts';
import type { AccountService } from './account.service.ts';
import type { RegistrationCodes } from './registration.service.ts';

const tags = ['account'];
/** Account bodies are a few fields; nothing bigger is read. */
const bodyLimit = 8 * 1024;
const e = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, errorBodySchema]));

export interface AccountModules {
  auth: AuthService;
  codes: RegistrationCodes;
  accounts: AccountService;
}

export const accountRoutes =
  (m: AccountModules, providers: AuthProviders): FastifyPluginAsyncZod =>
  (app) => {
    app.get(
      '/api/account/sendRegistrationToken',
      {
        schema: {
          tags,
          summary: 'E-mail a 4-digit registration code to the address',
          description:
            '409 when the address has an account; 429 during the 60 s cooldown (`detail.cooldownSeconds`); 503 when the mail cannot be sent (nothing is stored).',
          querystring: registrationEmailQuerySchema,
          response: { 200: registrationCodeSentSchema, ...e(400, 409, 429, 503) },
        },
      },
      (request, reply) => m.codes.send(reply, request.ip, request.query.email, false),
    );
    app.get(
      '/api/account/resendRegistrationToken',
      {
        schema: {
          tags,
          summary: 'E-mail a new registration code',
          description:
            'The same answer whether or not the address has an account. 429 with `detail.cooldownSeconds` during the cooldown.',
          querystring: registrationEmailQuerySchema,
          response: { 200: registrationCodeSentSchema, ...e(400, 429, 503) },
        },
      },
      (request, reply) => m.codes.send(reply, request.ip, request.query.email, true),
    );
    app.get(
      '/api/account/validateRegistrationToken',
      {
        schema: {
          tags,
          summary: 'Check an e-mailed registration code',
          description:
            '`{ valid: false }` for a wrong code with tries left; 400 when no live code exists (expired, used, or 5 wrong tries).',
          querystring: validateRegistrationQuerySchema,
          response: { 200: registrationTokenValiditySchema, ...e(400, 429) },
        },
      },
      async (request, reply) => ({
        valid: await m.codes.check(reply, request.ip, request.query.email, request.query.token),
      }),
    );
    app.post(
      '/api/account/register',
      {
        bodyLimit,
        schema: {
          tags,
          summary: 'Create the account of a verified address and sign in',
          body: registerInputSchema,
          response: { 201: authenticatedSchema, ...e(400, 409, 429) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await m.accounts.register(reply, request.ip, request.body)),
    );
    app.post(
      '/api/authenticate',
      {
        bodyLimit,
        schema: {
          tags,
          summary: 'Sign in with e-mail and password',
          description:
            'Tries are limited per address (429 with Retry-After). A right password sets the ' +
            '`divespot-device` cookie (HttpOnly, SameSite=Strict, this path only); sent back ' +
            'with a later sign-in to the same account, it replaces the per-address limits with ' +
            'a limit of its own (docs/security.md).',
          body: loginInputSchema,
          response: { 200: authenticatedSchema, ...e(400, 401, 429) },
        },
      },
      (request, reply) =>
        m.accounts.signIn(reply, { ip: request.ip, cookies: request.headers.cookie }, request.body),
    );
    app.post(
      '/api/account/refreshtoken',
      {
        bodyLimit,
        schema: {
          tags,
          summary: 'Exchange a refresh token for new tokens (each refresh token works once)',
          body: refreshInputSchema,
          response: { 200: tokenPairSchema, ...e(400, 401) },
        },
      },
      (request) => m.auth.refresh(request.body.refreshToken),
    );
    app.get(
      '/api/account/logout/me',
      {
        schema: {
          tags,
          summary: 'Sign out this session, or every session with `everywhere=true`',
          querystring: logoutQuerySchema,
          response: { 200: logoutResultSchema, ...e(400, 401) },
        },
      },
      async (request) => {
        const me = await m.auth.requireUser(request);
        const revokedSessions = request.query.everywhere
          ? await m.auth.revokeUserSessions(me.id, 'signed out everywhere')
          : await m.auth.revokeSession(me.sessionId, 'signed out');
        return { revokedSessions };
      },
    );
    app.post(
      '/api/account/resetPassword',
      {
        bodyLimit,
        schema: {
          tags,
          summary: 'E-mail a password reset link (the same answer for any address)',
          body: resetPasswordInputSchema,
          response: { 200: resetPasswordSentSchema, ...e(400, 429) },
        },
      },
      (request, reply) => m.accounts.requestReset(reply, request.ip, request.body.email),
    );
    app.post(
      '/api/account/resetPassword/finish',
      {
        bodyLimit,
        schema: {
          tags,
          summary: 'Set a new password with the token of the reset link, and sign in',
          body: resetPasswordFinishSchema,
          response: { 200: authenticatedSchema, ...e(400) },
        },
      },
      (request, reply) => m.accounts.finishReset(reply, request.body),
    );
    app.post(
      '/api/account/changePassword',
      {
        bodyLimit,
        schema: {
          tags,
          summary: 'Change the password (other sessions are signed out)',
          body: changePasswordInputSchema,
          response: { 200: passwordChangedSchema, ...e(400, 401, 429) },
        },
      },
      async (request, reply) =>
        m.accounts.changePassword(reply, await m.auth.requireUser(request), request.body),
    );
    app.get(
      '/api/account/providers',
      {
        schema: {
          tags,
          summary: 'Which social sign-ins are configured',
          response: { 200: authProvidersSchema },
        },
      },
      () => providers,
    );
    return Promise.resolve();
  };
