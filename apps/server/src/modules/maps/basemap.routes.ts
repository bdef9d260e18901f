import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileRoute, route } from '../../http/route.ts';
import { BASEMAP_SOURCES, type BasemapService } from './basemap.service.ts';
import { sendAsset } from './compressed-asset.ts';

/** Versioned URLs never change their bytes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The style names the current versions, so it is checked again within the hour. */
const HOUR = 'public, max-age=3600';
const DAY = 'public, max-age=86400';

/**
 * The offline basemap (docs/architecture.md): `GET /api/map/style.json`, its GeoJSON sources and
 * `GET /api/map/config`, which tells the web app which style to load (MAP_STYLE_URL when set).
 */
export const basemapRoutes =
  (basemap: BasemapService): FastifyPluginAsyncZod =>
  (app) => {
    const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
    route(
      app,
      'mapConfig',
      {
        tags: ['maps'],
        summary: 'Which map style the web app loads',
      },
      (_request, reply) => {
        void reply.header('Cache-Control', 'public, max-age=300');
        return basemap.config;
      },
    );

    fileRoute(
      app,
      'mapStyle',
      {
        tags: ['maps'],
        summary: 'Offline basemap style (MapLibre style version 8)',
        description:
          'Sea, Natural Earth land, coasts and country borders; no glyphs or sprites, so it ' +
          'works without any other server. Not used by the web app when MAP_STYLE_URL is set.',
      },
      (request, reply) => {
        const style = basemap.style(originOf(request));
        return sendAsset(request, reply, style, { type: 'application/json', cacheControl: HOUR });
      },
    );

    for (const name of BASEMAP_SOURCES) {
      fileRoute(
        app,
        name === 'land' ? 'mapLand' : 'mapBorders',
        {
          tags: ['maps'],
          summary:
            name === 'land'
              ? 'Land and coasts of the offline basemap'
              : 'Country borders of the offline basemap',
          description:
            'Natural Earth 1:50m (public domain), cut at ±180° so that no ring or line ' +
            'crosses the antimeridian. Versioned URLs (?v= as the style names them) are immutable.',
        },
        (request, reply) => {
          const asset = basemap.source(name);
          const current = request.query.v === asset.version;
          return sendAsset(request, reply, asset, {
            type: 'application/geo+json',
            cacheControl: current ? IMMUTABLE : DAY,
          });
        },
      );
    }
    return Promise.resolve();
  };
