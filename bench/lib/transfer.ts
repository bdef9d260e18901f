import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** One page's HTML document as the server sends it to a browser, and what it holds. */
export interface DocumentTransfer {
  path: string;
  statusCode: number;
  /** Content-Encoding of the answer ('identity' when none). */
  encoding: string;
  /** Body bytes over the wire, as sent (compressed when the server compresses). */
  transferBytes: number;
  /** Body bytes once decoded: the HTML itself. */
  rawBytes: number;
  vary: string;
}

/**
 * Fetches a page's HTML as Chromium asks for it (`Accept-Encoding: gzip, deflate, br, zstd`) and
 * counts the body bytes before decoding. Node's fetch decodes bodies and hides their wire size,
 * so this speaks HTTP itself.
 */
export function measureDocument(baseUrl: string, path: string): Promise<DocumentTransfer> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${baseUrl}${path}`,
      { headers: { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'text/html' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'] ?? 'identity';
          const raw =
            encoding === 'br'
              ? brotliDecompressSync(body)
              : encoding === 'gzip'
                ? gunzipSync(body)
                : body;
          resolve({
            path,
            statusCode: res.statusCode ?? 0,
            encoding,
            transferBytes: body.length,
            rawBytes: raw.length,
            vary: String(res.headers.vary ?? ''),
          });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** A spot page: its HTML carries the spot's prerender-free head and the app shell. */
export const SPOT_PAGE = '/spots/ss-thistlegorm';

/** The pages whose HTML is weighed: the measured ones, and always /explore and a spot page. */
export const documentPages = (pages: string[]) => [...new Set([...pages, '/explore', SPOT_PAGE])];

/** Prints the HTML documents' transfer table. */
export function printDocuments(
  documents: DocumentTransfer[],
  printTable: (headers: string[], rows: (string | number)[][]) => void,
): void {
  console.log(
    '\nHTML documents (Accept-Encoding as Chromium sends it; wire = body bytes as sent,' +
      ' raw = decoded)\n',
  );
  printTable(
    ['page', 'status', 'encoding', 'wire KB', 'raw KB', 'Vary'],
    documents.map((d) => [
      d.path,
      d.statusCode,
      d.encoding,
      (d.transferBytes / 1024).toFixed(1),
      (d.rawBytes / 1024).toFixed(1),
      d.vary || '—',
    ]),
  );
}
