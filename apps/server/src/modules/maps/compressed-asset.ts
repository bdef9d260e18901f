import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isFresh } from '../images/image-response.ts';

const brotli = promisify(brotliCompress);

/**
 * A body that never changes while the process runs, kept compressed: gzip at once (a fraction of
 * a second even for the land), brotli at its best quality in the background (seconds of CPU, so
 * once per process, off the event loop); until brotli is ready its clients get gzip.
 */
export interface CompressedAsset {
  /** Content hash: the ETag, and the `v` of versioned URLs. */
  readonly version: string;
  readonly identity: Buffer;
  readonly gzip: Buffer;
  br?: Buffer;
}

export function compressedAsset(body: string): CompressedAsset {
  const identity = Buffer.from(body);
  const asset: CompressedAsset = {
    version: createHash('sha1').update(identity).digest('base64url').slice(0, 16),
    identity,
    gzip: gzipSync(identity, { level: 9 }),
  };
  brotli(identity, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
    },
  }).then(
    (br) => (asset.br = br),
    () => undefined, // gzip serves on
  );
  return asset;
}

/** The client's acceptable codings (q > 0), from Accept-Encoding. */
function accepted(header: string | undefined): Set<string> {
  const codings = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (!q || Number(q.slice(2)) > 0)) codings.add(name);
  }
  return codings;
}

/**
 * Sends the asset in the best coding the client accepts, with an ETag (the same for every
 * coding: they are one representation's bytes, so it is weak) and a 304 when the client has it.
 */
export function sendAsset(
  request: FastifyRequest,
  reply: FastifyReply,
  asset: CompressedAsset,
  opts: { type: string; cacheControl: string },
) {
  const etag = `W/"${asset.version}"`;
  void reply
    .header('ETag', etag)
    .header('Cache-Control', opts.cacheControl)
    .header('Vary', 'Accept-Encoding');
  if (isFresh(request, etag.slice(2))) return reply.code(304).send();
  const codings = accepted(request.headers['accept-encoding']);
  const [coding, body] =
    asset.br && codings.has('br')
      ? ['br', asset.br]
      : codings.has('gzip') || codings.has('*')
        ? ['gzip', asset.gzip]
        : ['identity', asset.identity];
  if (coding !== 'identity') void reply.header('Content-Encoding', coding);
  return reply.type(opts.type).send(body);
}
