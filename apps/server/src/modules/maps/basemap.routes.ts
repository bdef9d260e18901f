import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mapConfigSchema, OFFLINE_MAP_STYLE_PATH } from '@divespot/shared/map-style';
import { BASEMAP_SOURCES, type BasemapService } from './basemap.service.ts';
import { sendAsset } from './compressed-asset.ts';

/** Versioned URLs never change their bytes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The style names the current versions, so it is checked again within the hour. */
const HOUR = 'public, max-age=3600';
const DAY = 'public, max-age=86400';

const versionQuery = z.looseObject({
  v: z.string().max(64).optional().meta({ description: 'Content version, from the style.' }),
});

const binary = z.any().meta({ description: 'GeoJSON FeatureCollection (Natural Earth 1:50m).' });

/**
 * The offline basemap (DESIGN §1): `GET /api/map/style.json`, its GeoJSON sources and
 * `GET /api/map/config`, which tells the web app which style to load (MAP_STYLE_URL when set).
 */
export const basemapRoutes =
  (basemap: BasemapService): FastifyPluginAsyncZod =>
  (app) => {
    const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
    app.get(
      '/api/map/config',
      {
        schema: {
          tags: ['maps'],
          summary: 'Which map style the web app loads',
          response: { 200: mapConfigSchema },
        },
      },
      (_request, reply) => {
        void reply.header('Cache-Control', 'public, max-age=300');
        return basemap.config;
      },
    );

    app.get(
      OFFLINE_MAP_STYLE_PATH,
      {
        schema: {
          tags: ['maps'],
          summary: 'Offline basemap style (MapLibre style version 8)',
          description:
            'Sea, Natural Earth land, coasts and country borders; no glyphs or sprites, so it ' +
            'works without any other server. Not used by the web app when MAP_STYLE_URL is set.',
          response: { 200: z.any().meta({ description: 'MapLibre style JSON.' }), 304: z.null() },
        },
      },
      (request, reply) => {
        const style = basemap.style(originOf(request));
        return sendAsset(request, reply, style, { type: 'application/json', cacheControl: HOUR });
      },
    );

    for (const name of BASEMAP_SOURCES) {
      app.get(
        `/api/map/${name}.geojson`,
        {
          schema: {
            tags: ['maps'],
            summary:
              name === 'land'
                ? 'Land and coasts of the offline basemap'
                : 'Country borders of the offline basemap',
            description:
              'Natural Earth 1:50m (public domain), cut at ±180° so that no ring or line ' +
              'crosses the antimeridian. Versioned URLs (?v= as the style names them) are immutable.',
            querystring: versionQuery,
            response: { 200: binary, 304: z.null() },
          },
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
