import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagePath, PAGES } from '@divespot/shared/routes';
import { z } from 'zod';
import { route } from '../../http/route.ts';
import { oauthFailed } from '../../http/errors.ts';
import { CALLBACK_PATH, type GoogleSignIn } from './google.service.ts';

const tags = ['account'];
const FAILED = pagePath(PAGES.oauthRedirect, {}, { error: 'oauth_failed' });
const redirect = z.null().meta({ description: 'Redirect (Location header).' });

/** Google sign-in (docs/product/api.md "Social sign-in"); without configuration every step fails cleanly. */
export const googleRoutes =
  (google: GoogleSignIn | undefined): FastifyPluginAsyncZod =>
  (app) => {
    app.get(
      '/oauth2/authorize/google',
      {
        schema: {
          tags,
          summary: 'Start Google sign-in: redirects to the provider',
          response: { 302: redirect },
        },
      },
      async (request, reply) => {
        if (!google) return reply.redirect(FAILED);
        try {
          return reply.redirect(await google.authorizationUrl());
        } catch (error) {
          request.log.error({ err: error }, 'Google sign-in could not start');
          return reply.redirect(FAILED);
        }
      },
    );
    app.get(
      CALLBACK_PATH,
      {
        schema: {
          tags,
          summary: "The provider's answer: redirects to /oauth2/redirect with a one-time code",
          querystring: z.object({ state: z.string().max(500).optional() }).catchall(z.string()),
          response: { 302: redirect },
        },
      },
      async (request, reply) => {
        const state = request.query.state;
        if (!google || !state) return reply.redirect(FAILED);
        try {
          const code = await google.callback(request.url, state);
          return reply.redirect(pagePath(PAGES.oauthRedirect, {}, { code }));
        } catch (error) {
          request.log.warn({ err: error }, 'Google sign-in failed');
          return reply.redirect(FAILED);
        }
      },
    );
    route(
      app,
      'oauthExchange',
      {
        bodyLimit: 8 * 1024,
        tags,
        summary: 'Exchange the one-time code of /oauth2/redirect for tokens (once, within 60 s)',
      },
      (request) => {
        if (!google) throw oauthFailed();
        return google.exchange(request.body.code);
      },
    );
    return Promise.resolve();
  };
