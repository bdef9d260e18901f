import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config/env.ts';
import type { DatabaseOutageLog } from '../db/outage-log.ts';
import { apiNotFound } from './error-handler.ts';
import type { HeadResolvers, PageDataLoaders } from './page-heads.ts';
import { loadHeadTexts, loadPrerendered, readManifest } from './pages/build-files.ts';
import { pageHeads } from './pages/head.ts';
import { statusOf } from './pages/page.ts';
import { pagePreloader } from './pages/preloads.ts';
import { renderPage } from './pages/render.ts';
import { pageResolver } from './pages/resolve.ts';
import { loadTemplate } from './pages/template.ts';
import { recordRenderer } from './record-render.ts';

/**
 * Serves the built web app: hashed assets with immutable caching, other public files briefly
 * cached, and index.html, with the page's head, for every other GET. Paths outside the route
 * table get HTTP 404 (the app then shows its 'Page Not Found' page).
 */
export async function registerSpa(
  app: FastifyInstance,
  config: Config,
  outage: DatabaseOutageLog,
  resolvers: HeadResolvers = {},
  pageDataLoaders: PageDataLoaders = {},
) {
  const dist = config.webDistDir;
  const built = existsSync(path.join(dist, 'index.html'));
  if (!built) app.log.warn({ dist }, 'web app not built: serving the API with a bare HTML shell');
  const manifest = readManifest(dist);
  const template = loadTemplate(path.join(dist, 'index.html'), manifest);
  const heads = pageHeads({
    publicUrl: config.publicUrl,
    headText: loadHeadTexts(dist),
    preloadsFor: pagePreloader(dist, manifest),
    resolvers,
    outage,
  });
  const resolvePage = pageResolver({
    heads,
    loaders: pageDataLoaders,
    prerendered: loadPrerendered(dist),
    render: recordRenderer(config.webSsrDir, app.log),
    outage,
  });

  if (built) {
    await app.register(fastifyStatic, {
      root: dist,
      index: false,
      wildcard: false,
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders: (res, filePath) => {
        const immutable = filePath.startsWith(path.join(dist, 'assets') + path.sep);
        void res.header(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  /** Every page: the one kind of page.ts the request resolves to, written by its renderer. */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const page = await resolvePage(request);
    return reply
      .status(statusOf(page))
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Language, Cookie')
      .header('Content-Language', page.language)
      .type('text/html; charset=utf-8')
      .send(renderPage(template, page));
  };

  const isApi = (url: string) =>
    url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
  // Pages are served by a route, not by the not-found handler: @fastify/compress hooks into
  // routes only, so HTML answered from the not-found handler went out uncompressed.
  app.get('/*', { schema: { hide: true } }, (request, reply) =>
    isApi(request.url) ? apiNotFound(request, reply) : sendPage(request, reply),
  );
  app.setNotFoundHandler((request, reply) => {
    if (isApi(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return apiNotFound(request, reply);
    }
    return sendPage(request, reply);
  });
}
