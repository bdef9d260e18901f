import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  mapConfigSchema,
  OFFLINE_MAP_STYLE_PATH,
  type MapConfig,
} from '@divespot/shared/map-style';
import type { Config } from '../../config/env.ts';
import { basemapGeoJson } from './basemap-geojson.ts';
import { basemapStyle } from './basemap-style.ts';
import { compressedAsset, sendAsset, type CompressedAsset } from './compressed-asset.ts';

/** Versioned URLs never change their bytes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The style names the current versions, so it is checked again within the hour. */
const HOUR = 'public, max-age=3600';
const DAY = 'public, max-age=86400';

const SOURCES = ['land', 'borders'] as const;
type SourceName = (typeof SOURCES)[number];

const versionQuery = z.looseObject({
  v: z.string().max(64).optional().meta({ description: 'Content version, from the style.' }),
});

const binary = z.any().meta({ description: 'GeoJSON FeatureCollection (Natural Earth 1:50m).' });

/**
 * The offline basemap (DESIGN §1): `GET /api/map/style.json`, its GeoJSON sources and
 * `GET /api/map/config`, which tells the web app which style to load (MAP_STYLE_URL when set).
 */
export const basemapRoutes =
  (config: Config): FastifyPluginAsyncZod =>
  (app) => {
    // Built on the first request for them (about a second of CPU), then kept for the process.
    let sources: Record<SourceName, CompressedAsset> | undefined;
    const loadSources = () => {
      if (!sources) {
        const geojson = basemapGeoJson();
        sources = {
          land: compressedAsset(JSON.stringify(geojson.land)),
          borders: compressedAsset(JSON.stringify(geojson.borders)),
        };
      }
      return sources;
    };
    const styles = new Map<string, CompressedAsset>();
    const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

    const mapConfig: MapConfig = {
      styleUrl: config.mapStyleUrl ?? OFFLINE_MAP_STYLE_PATH,
      offline: config.mapStyleUrl === undefined,
    };
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
        return mapConfig;
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
        const { land, borders } = loadSources();
        // Absolute source URLs, so any MapLibre client (and its workers) can load them.
        const origin = originOf(request);
        let style = styles.get(origin);
        if (!style) {
          const url = (name: SourceName, asset: CompressedAsset) =>
            `${origin}/api/map/${name}.geojson?v=${asset.version}`;
          style = compressedAsset(
            JSON.stringify(
              basemapStyle({ land: url('land', land), borders: url('borders', borders) }),
            ),
          );
          // One per origin the server is reached by: a handful at most, but never unbounded.
          if (styles.size >= 16) styles.clear();
          styles.set(origin, style);
        }
        return sendAsset(request, reply, style, { type: 'application/json', cacheControl: HOUR });
      },
    );

    for (const name of SOURCES) {
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
          const asset = loadSources()[name];
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
