import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { APP_VERSION, type AppContext } from './http/app-context.ts';
import { installErrorHandling, sendErrorBody } from './http/error-handler.ts';
import { installInputGuard } from './http/input-guard.ts';
import { registerOpenApi } from './http/openapi.ts';
import { pageHeadResolvers, sitemapSources } from './http/page-heads.ts';
import { registerRequestTimeout, registerSecurity } from './http/security.ts';
import { registerSpa } from './http/spa.ts';
import { registerAccounts } from './modules/account/account.module.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { countryRoutes } from './modules/countries/countries.routes.ts';
import { destinationRoutes } from './modules/destinations/destinations.routes.ts';
import { diveCenterRoutes } from './modules/divecenters/divecenters.routes.ts';
import { filterRoutes } from './modules/filters/filters.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { imageRoutes } from './modules/images/images.routes.ts';
import { basemapRoutes } from './modules/maps/basemap.routes.ts';
import { mapRoutes } from './modules/maps/maps.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { sealifeRoutes } from './modules/sealife/sealife.routes.ts';
import { shareRoutes } from './modules/share/share.routes.ts';
import { siteRoutes } from './modules/site/site.routes.ts';
import { spotRoutes } from './modules/spots/spots.routes.ts';
import { weatherRoutes } from './modules/weather/weather.routes.ts';

/** Until every module imports it from its own file. */
export { APP_VERSION, type AppContext } from './http/app-context.ts';

/** Builds the HTTP server (not listening yet). Tests call this with `logger: false`. */
export async function buildServer(
  ctx: Omit<AppContext, 'version'>,
  logger: FastifyServerOptions['logger'] = false,
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
  installInputGuard(app);
  app.setSerializerCompiler(serializerCompiler);

  const context: AppContext = { ...ctx, version: APP_VERSION };
  installErrorHandling(app);
  registerRequestTimeout(app, ctx.config.requestTimeoutMs);
  await registerSecurity(app, ctx.config);
  await registerOpenApi(app, ctx.config, APP_VERSION);

  await app.register(healthRoutes(context));
  await app.register(contactRoutes(context));
  await app.register(countryRoutes(context));
  await app.register(destinationRoutes(context));
  await app.register(diveCenterRoutes(context));
  await app.register(spotRoutes(context));
  await app.register(shareRoutes(context));
  await app.register(filterRoutes(context));
  await app.register(searchRoutes(context));
  await app.register(sealifeRoutes(context));
  await app.register(weatherRoutes(context));
  await app.register(imageRoutes(context));
  await registerAccounts(app, context);
  await app.register(mapRoutes());
  await app.register(basemapRoutes(ctx.config));
  await app.register(siteRoutes(ctx.config, sitemapSources(context)));
  await registerSpa(app, ctx.config, pageHeadResolvers(context));
  return app;
}
