import { constants as zlib } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import compress from '@fastify/compress';
import mimeDb from 'mime-db';
import type { Config } from '../config/env.ts';
import { AFTER_PAINT_CSP_SOURCE } from './after-paint.ts';
import { requestTimedOut } from './errors.ts';

/**
 * The browser features pages may use: geolocation ("Find my location", "Dive spots near me") on
 * this origin only; none of the rest, on this origin or in any frame. Clipboard and Web Share
 * (the share buttons) keep their default, this origin. A feature the app starts to use is added
 * here. Only names Chromium knows: it warns in the console of every page about an unknown one.
 */
export const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  ...[
    'accelerometer',
    'autoplay',
    'browsing-topics',
    'camera',
    'display-capture',
    'encrypted-media',
    'fullscreen',
    'gyroscope',
    'hid',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'picture-in-picture',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
].join(', ');

/**
 * Security headers with a Content-Security-Policy the built app passes (no inline scripts but the
 * one that starts a prerendered page's scripts, allowed by its hash; inline styles allowed for
 * style attributes), and response compression.
 *
 * The offline basemap comes from this server. A hosted one (MAP_STYLE_URL) is fetched by MapLibre
 * from other origins: the style, tiles, glyphs and sprite sheets with fetch (connect-src), sprite
 * and raster images sometimes as images (img-src); its worker is a same-origin or blob: script.
 * So the style's origin is allowed there, and so is each origin of MAP_ORIGINS, for a style whose
 * tiles, glyphs or sprites live elsewhere (`config.mapOrigins`).
 */
export async function registerSecurity(app: FastifyInstance, config: Config) {
  const https = config.publicUrl.startsWith('https://');
  const map = config.mapOrigins;
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        // One inline script, by its hash: the starter of a prerendered page's scripts.
        'script-src': ["'self'", AFTER_PAINT_CSP_SOURCE],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', ...map],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", ...map],
        'worker-src': ["'self'", 'blob:'],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        ...(https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    // HSTS only means something over HTTPS; on plain localhost it would be ignored noise.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // One frame policy, no framing at all: CSP's frame-ancestors 'none', and the same in the
    // header older browsers read instead (helmet's default, SAMEORIGIN, contradicted it).
    xFrameOptions: { action: 'deny' },
  });
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 11 (the default) costs ~50x the CPU of 5 for a few percent smaller bundles.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  // @fastify/compress names Accept-Encoding in Vary only when it compresses. A text answer sent
  // as is (small, or to a client without Accept-Encoding) still depends on the header, and a
  // shared cache must know so rather than hand that copy to every client.
  app.addHook('onSend', (_request, reply, payload, done) => {
    const vary = String(reply.getHeader('vary') ?? '');
    if (compressible(reply.getHeader('content-type')) && !/accept-encoding|\*/i.test(vary)) {
      // Lower case, as @fastify/compress writes it, so it does not add the name a second time.
      void reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
    }
    done(null, payload);
  });
}

/**
 * The headers helmet's middleware sets with these options. None depends on the request, so they
 * are worked out once and every answer gets the same set: building the middleware per request,
 * as @fastify/helmet does, took ~25 µs of each one (half of what /api/health cost).
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error: unknown) => {
      if (error) throw error instanceof Error ? error : new Error('helmet refused its options');
    },
  );
  return headers;
}

/** Whether @fastify/compress would compress this type: its default pattern, then mime-db. */
function compressible(contentType: number | string | string[] | undefined): boolean {
  const type = String(contentType ?? 'application/json');
  if (/^text\/(?!event-stream)|[+/](?:json|text|xml)(?:;|$)/.test(type)) return true;
  return mimeDb[type.split(';', 1)[0]?.trim().toLowerCase() ?? '']?.compressible === true;
}

/**
 * Answers 503 when a handler has not replied within the request timeout (docs/product/limits.md, 30 s), so a
 * stuck query never leaves a client waiting forever.
 */
export function registerRequestTimeout(app: FastifyInstance, timeoutMs: number) {
  app.addHook('onRequest', (request, reply, done) => {
    const timer = setTimeout(() => {
      if (reply.sent) return;
      request.log.warn({ url: request.url, timeoutMs }, 'request timed out');
      void reply.send(requestTimedOut());
    }, timeoutMs);
    timer.unref();
    reply.raw.once('close', () => clearTimeout(timer));
    done();
  });
}
