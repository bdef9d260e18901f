import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** An id's photo bytes never change, so any copy may be kept for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Generated pictures change when their drawing code or record does: a week, then revalidate. */
export const WEEK = 'public, max-age=604800';

/** A strong ETag from the things that decide the bytes (not the bytes: no render for a 304). */
export function etagOf(...parts: (string | number | null | undefined)[]): string {
  const digest = createHash('sha1').update(parts.map(String).join('\u0000')).digest('base64url');
  return `"${digest.slice(0, 27)}"`;
}

/** Does the client's If-None-Match name this ETag (weak or strong, in a list, or `*`)? */
export function isFresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * Replies 304 when the client has this version, else the bytes `render` produces (WebP unless
 * `type` says otherwise). The caching headers go on both, as HTTP wants.
 */
export async function sendWebp(
  request: FastifyRequest,
  reply: FastifyReply,
  opts: { etag: string; cacheControl: string; render: () => Promise<Buffer>; type?: string },
) {
  void reply.header('ETag', opts.etag).header('Cache-Control', opts.cacheControl);
  if (isFresh(request, opts.etag)) return reply.code(304).send();
  const body = await opts.render();
  return reply.type(opts.type ?? 'image/webp').send(body);
}
