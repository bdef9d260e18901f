import type { IncomingMessage, Server } from 'node:http';
import { Socket } from 'node:net';

/** How long a connection keeps reading a refused request's body, at most. */
export const LINGER_MS = 30_000;
/** How much of a refused request's body is read and dropped, at most. */
export const LINGER_MAX_BYTES = 64 * 1024 * 1024;

const LATEST = Symbol('latest request');
type TrackedSocket = Socket & { [LATEST]?: IncomingMessage };

/**
 * Answers that end a connection before its request's body has arrived (a 413 for a body over
 * the limit, which Fastify sends with `Connection: close` without reading it; any answer to a
 * client that asked to close) let the client read them.
 *
 * Node closes such a connection once the answer is written. The kernel then resets it as the
 * rest of the body arrives, and a client still writing that body (one that does not wait for
 * `100 Continue`: curl, most HTTP libraries) gets EPIPE or ECONNRESET instead of the answer, and
 * may lose the answer it had already received. So, as nginx's "lingering close" does, the
 * server half-closes (its answer is complete, then FIN), reads and drops what the client still
 * sends, and closes when the client has finished, or after LINGER_MS or LINGER_MAX_BYTES.
 * Connections whose request arrived whole close as before.
 */
export function installLingeringClose(server: Server) {
  server.on('request', (request: IncomingMessage) => {
    const socket = request.socket as TrackedSocket;
    socket[LATEST] = request;
    if (socket.destroySoon !== lingeringDestroySoon) socket.destroySoon = lingeringDestroySoon;
  });
}

/** Node's http server calls this after the last answer on a connection. */
function lingeringDestroySoon(this: TrackedSocket) {
  const request = this[LATEST];
  if (!request || request.complete || this.destroyed || !this.readable) {
    Socket.prototype.destroySoon.call(this);
    return;
  }
  // Node already drops the unread body (the request is "dumped") as long as the connection
  // lives; it only has to live until the body is in, or the client gives up.
  if (this.writable) this.end();
  const close = () => this.destroy();
  // Once the body is in, close as soon as the answer is out (destroying drops unsent bytes).
  const closeWhenSent = () => (this.writableFinished ? close() : this.once('finish', close));
  const timer = setTimeout(close, LINGER_MS);
  timer.unref();
  let dropped = 0;
  request.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_MAX_BYTES) close();
  });
  request.once('end', closeWhenSent);
  this.once('end', closeWhenSent);
  this.once('close', () => clearTimeout(timer));
}
