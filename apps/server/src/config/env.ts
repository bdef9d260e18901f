import { fileURLToPath } from 'node:url';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { ConfigError, parseEnv } from './parse-env.ts';

export { ConfigError };

/** Repository root, so defaults work whatever the working directory is. */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** pino's levels, for LOG_LEVEL. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const booleanString = z
  .enum(['true', 'false', '1', '0'], { error: 'expected true or false' })
  .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: 'expected development, production or test',
    })
    .default('production'),
  PORT: z.coerce
    .number({ error: 'expected a port number' })
    .int('expected a whole port number')
    .min(1, 'expected a port between 1 and 65535')
    .max(65535, 'expected a port between 1 and 65535')
    .default(3000),
  HOST: z.string().min(1, 'must not be empty').default('0.0.0.0'),
  // One check, so a bad value is reported once (a separate scheme refinement also failed on
  // values that are not URLs at all, and the same line was printed twice).
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'expected a postgres:// or postgresql:// URL' })
    .optional(),
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'expected a number' })
    .int('expected a whole number')
    .min(1, 'expected at least 1')
    .max(500, 'expected at most 500')
    .default(20),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce
    .number({ error: 'expected a number of milliseconds' })
    .int('expected a whole number of milliseconds')
    .min(100, 'expected at least 100')
    .default(10_000),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./.data'),
  PUBLIC_URL: z.url({ error: 'expected an absolute http(s) URL' }).optional(),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `expected one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  LOG_PRETTY: booleanString.optional(),
  WEB_DIST_DIR: z.string().min(1, 'must not be empty').default('apps/web/dist'),
  WEB_SSR_DIR: z.string().min(1, 'must not be empty').optional(),
  REQUEST_TIMEOUT_MS: z.coerce
    .number({ error: 'expected milliseconds' })
    .int('expected whole milliseconds')
    .min(1000, 'expected at least 1000')
    .default(30_000),
  SEED: booleanString.default(true),
  TRUST_PROXY: z
    .string()
    .transform((v, ctx) => {
      const trust = parseTrustProxy(v);
      if (trust === undefined)
        ctx.addIssue({
          code: 'custom',
          message:
            'expected false or a comma-separated list of proxy addresses or CIDRs (or the ranges loopback, linklocal, uniquelocal)',
        });
      return trust ?? false;
    })
    .default(false),
  UPLOADS_DIR: z.string().min(1, 'must not be empty').optional(),
  WEATHER_FORECAST_URL: z
    .url({ error: 'expected an absolute http(s) URL' })
    .default('https://api.open-meteo.com/v1/forecast'),
  WEATHER_MARINE_URL: z
    .url({ error: 'expected an absolute http(s) URL' })
    .default('https://marine-api.open-meteo.com/v1/marine'),
  WEATHER_TIMEOUT_MS: z.coerce
    .number({ error: 'expected milliseconds' })
    .int('expected whole milliseconds')
    .min(100, 'expected at least 100')
    .max(60_000, 'expected at most 60000')
    .default(5000),
  MAP_STYLE_URL: z
    .url({ protocol: /^https?$/, error: 'expected an absolute http(s) URL' })
    // Its origin goes into the Content-Security-Policy (a non-http(s) URL fails above).
    .refine(
      (v) => !/^https?:/i.test(v) || cspSource(v) !== undefined,
      'expected a host name of letters, digits, dots and dashes',
    )
    .optional(),
  MAP_ORIGINS: z
    .string()
    .transform((v) => v.split(',').map((part) => part.trim()))
    .refine(
      (parts) => parts.every((part) => part === '' || cspSource(part) !== undefined),
      'expected a comma-separated list of http(s) origins, e.g. https://tiles.example.org',
    )
    .transform((parts) => parts.filter((part) => part !== ''))
    .optional(),
  JWT_SECRET: z.string().min(32, 'expected at least 32 characters').optional(),
  JWT_ISSUER: z.string().min(1, 'must not be empty').optional(),
  JWT_AUDIENCE: z.string().min(1, 'must not be empty').default('divespot-web'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number({ error: 'expected seconds' })
    .int('expected whole seconds')
    // docs/product/states.md: a client counts tokens expired 5 minutes early, so they must live longer.
    .min(
      360,
      'expected at least 360 (docs/product/states.md treats tokens as expired 5 minutes early)',
    )
    .max(86_400, 'expected at most 86400')
    .default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce
    .number({ error: 'expected days' })
    .int('expected whole days')
    .min(1, 'expected at least 1')
    .max(365, 'expected at most 365')
    .default(30),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'expected an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z
    .string()
    .min(3, 'expected an address such as DiveSpot <no-reply@example.org>')
    .optional(),
  MAIL_OUTBOX_DIR: z.string().min(1, 'must not be empty').optional(),
  ADMIN_EMAIL: z.email({ error: 'expected an e-mail address' }).optional(),
  ADMIN_PASSWORD: z.string().min(6, 'expected at least 6 characters').optional(),
  GOOGLE_CLIENT_ID: z.string().min(1, 'must not be empty').optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1, 'must not be empty').optional(),
  ANALYTICS_RETENTION_DAYS: z.coerce
    .number({ error: 'expected days' })
    .int('expected whole days')
    .min(2, 'expected at least 2')
    .max(3650, 'expected at most 3650')
    .default(395),
  ANALYTICS_FLUSH_MS: z.coerce
    .number({ error: 'expected milliseconds' })
    .int('expected whole milliseconds')
    .min(10, 'expected at least 10')
    .max(60_000, 'expected at most 60000')
    .default(1000),
  GOOGLE_ISSUER_URL: z
    .url({ protocol: /^https?$/, error: 'expected an absolute http(s) URL' })
    .default('https://accounts.google.com'),
});

/** The names Fastify's trustProxy (proxy-addr) accepts for well-known address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY as Fastify's `trustProxy`: false, or the proxies' addresses/CIDRs; undefined when
 * malformed. `true` (trust every hop) is refused on purpose: it lets any client choose its own
 * address by sending `X-Forwarded-For`, which defeats every per-IP limit. A bare hop count is
 * refused too, since Fastify cannot tell a proxy's hop from a client's with it and ignores it.
 */
function parseTrustProxy(value: string): TrustProxy | undefined {
  const v = value.trim().toLowerCase();
  if (v === 'false' || v === '0') return false;
  const parts = v.split(',').map((part) => part.trim());
  return parts.every(isProxyAddress) ? parts : undefined;
}

function isProxyAddress(part: string): boolean {
  if (PROXY_RANGE_NAMES.has(part)) return true;
  const [address = '', prefix, ...rest] = part.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Which proxies' `X-Forwarded-For` is believed (Fastify's `trustProxy`). */
export type TrustProxy = false | string[];

/**
 * A URL's origin as a Content-Security-Policy source (`https://tiles.example.org`,
 * `https://*.example.org:8443`), or undefined when it is not an http(s) URL whose origin is safe
 * to write into the header as it is.
 */
function cspSource(url: string): string | undefined {
  let origin: string;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
    origin = parsed.origin;
  } catch {
    return undefined;
  }
  return CSP_ORIGIN.test(origin) ? origin : undefined;
}

/** An origin CSP can take: an IPv6 address or a host name, perhaps led by `*.`, and a port. */
const CSP_ORIGIN =
  /^https?:\/\/(?:\[[0-9a-f:.]+\]|(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::\d+)?$/i;

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** How long to wait for PostgreSQL to accept a connection. */
  databaseConnectTimeoutMs: number;
  dataDir: string;
  publicUrl: string;
  logLevel: string;
  logPretty: boolean;
  webDistDir: string;
  /** The web app's server build (record pages render with it); beside the web build by default. */
  webSsrDir: string;
  requestTimeoutMs: number;
  seed: boolean;
  /**
   * Whose `X-Forwarded-For` names the client (rate limits, logs): nobody by default, else the
   * listed proxies'.
   */
  trustProxy: TrustProxy;
  /** Where uploaded image bytes live (default `<dataDir>/uploads`). */
  uploadsDir: string;
  /** Open-Meteo endpoints, replaceable by a mirror or, in tests, a local fake. */
  weather: { forecastUrl: string; marineUrl: string; timeoutMs: number };
  /** A hosted MapLibre style the web app loads instead of the offline basemap. */
  mapStyleUrl: string | undefined;
  /**
   * Origins the map may fetch from besides this server, for the Content-Security-Policy: that
   * of MAP_STYLE_URL, then those of MAP_ORIGINS (where a hosted style keeps its tiles, glyphs or
   * sprites when they are not on the style's own origin). Empty with the offline basemap.
   */
  mapOrigins: string[];
  /** Access and refresh tokens; without JWT_SECRET the key is made once and kept in the database. */
  auth: {
    jwtSecret: string | undefined;
    issuer: string;
    audience: string;
    accessTokenTtlSeconds: number;
    refreshTokenTtlDays: number;
  };
  /** Outgoing mail: SMTP when SMTP_URL is set, else files in `outboxDir` (development). */
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string };
  /** An admin account made on start when it does not exist yet. */
  admin: { email: string; password: string } | undefined;
  /**
   * Analytics (docs/product/analytics.md): raw events are kept `retentionDays` (the daily
   * aggregates for good); accepted events are written every `flushMs`.
   */
  analytics: { retentionDays: number; flushMs: number };
  /** Google sign-in, on when both client id and secret are set. */
  google: { clientId: string; clientSecret: string; issuerUrl: string } | undefined;
}

/** Reads the configuration from environment variables; throws one error naming every bad one. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  isTty = Boolean(process.stdout.isTTY),
): Config {
  const e = parseEnv(envSchema, env);
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined))
    throw new ConfigError(['ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither']);
  if ((e.GOOGLE_CLIENT_ID === undefined) !== (e.GOOGLE_CLIENT_SECRET === undefined))
    throw new ConfigError(['GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both or neither']);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    dataDir,
    publicUrl,
    logLevel: e.LOG_LEVEL,
    // Humans read a terminal; machines read JSON lines.
    logPretty: e.LOG_PRETTY ?? (e.NODE_ENV === 'development' || isTty),
    webDistDir: path.resolve(REPO_ROOT, e.WEB_DIST_DIR),
    webSsrDir: path.resolve(
      REPO_ROOT,
      e.WEB_SSR_DIR ?? path.join(e.WEB_DIST_DIR, '..', 'dist-ssr'),
    ),
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    seed: e.SEED,
    trustProxy: e.TRUST_PROXY,
    uploadsDir: path.resolve(e.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    weather: {
      forecastUrl: e.WEATHER_FORECAST_URL,
      marineUrl: e.WEATHER_MARINE_URL,
      timeoutMs: e.WEATHER_TIMEOUT_MS,
    },
    mapStyleUrl: e.MAP_STYLE_URL,
    mapOrigins: [
      ...new Set(
        [e.MAP_STYLE_URL, ...(e.MAP_ORIGINS ?? [])].flatMap((url) => {
          const origin = url === undefined ? undefined : cspSource(url);
          return origin === undefined ? [] : [origin];
        }),
      ),
    ],
    auth: {
      jwtSecret: e.JWT_SECRET,
      issuer: e.JWT_ISSUER ?? publicUrl,
      audience: e.JWT_AUDIENCE,
      accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `DiveSpot <no-reply@${new URL(publicUrl).hostname}>`,
      outboxDir: path.resolve(e.MAIL_OUTBOX_DIR ?? path.join(dataDir, 'outbox')),
    },
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    analytics: { retentionDays: e.ANALYTICS_RETENTION_DAYS, flushMs: e.ANALYTICS_FLUSH_MS },
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            issuerUrl: e.GOOGLE_ISSUER_URL,
          }
        : undefined,
  };
}
