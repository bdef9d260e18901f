import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { DatabaseOutageLog, selectOne } from '../db/outage-log.ts';
import { APP_VERSION, sharedServices, type AppContext } from '../http/app-context.ts';
import { StoredTexts } from '../db/texts/stored-texts.ts';
import { installErrorHandling, sendErrorBody } from '../http/error-handler.ts';
import { installInputGuard } from '../http/input-guard.ts';
import { installLingeringClose } from '../http/lingering-close.ts';
import { registerOpenApi } from '../http/openapi.ts';
import { registerRequestTimeout, registerSecurity } from '../http/security.ts';
import { registerSpa } from '../http/spa.ts';
import { siteRoutes } from '../http/site-routes.ts';
import { createSiteContributions } from '../http/feature.ts';
import { FEATURES } from './features.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's log of database outages (main.ts tells it of lost pooled connections). */
    databaseOutage: DatabaseOutageLog;
  }
}

export interface BuildOptions {
  /** Sees every route as it is registered, schemas included (the API contract test reads them). */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the HTTP server (not listening yet). Tests call this with `logger: false`. */
export async function buildServer(
  ctx: Omit<AppContext, 'version' | 'databaseOutage' | 'texts' | 'shared' | 'now'> &
    Partial<Pick<AppContext, 'now'>>,
  logger: FastifyServerOptions['logger'] = false,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    requestTimeout: ctx.config.requestTimeoutMs,
    trustProxy: ctx.config.trustProxy,
    // Malformed URLs never reach the error handler; answer them with the same error body.
    frameworkErrors: (error, _request, reply) =>
      void sendErrorBody(reply as FastifyReply, {
        status: 400,
        code: 'BAD_URL',
        message: error.message,
      }),
    // One line per request only when debugging; at info level they drown the useful lines.
    logController: new LogController({
      disableRequestLogging: ctx.config.logLevel !== 'debug' && ctx.config.logLevel !== 'trace',
    }),
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  installLingeringClose(app.server);
  installInputGuard(app);
  app.setSerializerCompiler(serializerCompiler);

  const databaseOutage = new DatabaseOutageLog({ log: app.log, probe: () => selectOne(ctx.db) });
  app.decorate('databaseOutage', databaseOutage);
  app.addHook('onClose', (_app, done) => {
    databaseOutage.close();
    done();
  });
  const context: AppContext = {
    ...ctx,
    version: APP_VERSION,
    databaseOutage,
    texts: new StoredTexts(ctx.db),
    shared: sharedServices(),
    now: ctx.now ?? Date.now,
  };
  installErrorHandling(app, databaseOutage);
  registerRequestTimeout(app, ctx.config.requestTimeoutMs);
  await registerSecurity(app, ctx.config);
  await registerOpenApi(app, ctx.config, APP_VERSION);

  const site = createSiteContributions();
  for (const feature of FEATURES) await app.register(feature.register, { ctx: context, site });
  await app.register(siteRoutes(ctx.config, site.sitemapSources(), context.texts.content));
  await registerSpa(app, ctx.config, databaseOutage, site.pageHeads(), site.pageData());
  return app;
}
