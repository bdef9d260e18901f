import type { AppContext } from '../../http/app-context.ts';
import { AuthService } from './auth.service.ts';

/**
 * Sign-in checks (tokens, sessions, rate limits): not a feature of its own, but one service every
 * feature with signed-in calls shares, made once per server.
 */
export const authService = (ctx: AppContext): AuthService =>
  ctx.shared('auth', () => new AuthService(ctx.db, ctx.config, ctx.now));

export type { AuthService, AuthUser } from './auth.service.ts';
