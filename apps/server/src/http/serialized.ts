import type { FastifyReply } from 'fastify';
import type { ZodType } from 'zod';

/**
 * A cached answer and its response body, validated against the route's schema and turned into
 * JSON on first use, then sent as is every time after. For hot reads served from a cache (a
 * spot page's record), where zod's validation and JSON.stringify on every request would cost
 * more than everything else the request does.
 */
export class Serialized<T> {
  #json: string | undefined;

  readonly value: T;
  private readonly schema: ZodType<T>;

  constructor(value: T, schema: ZodType<T>) {
    this.value = value;
    this.schema = schema;
  }

  get json(): string {
    return (this.#json ??= JSON.stringify(this.schema.parse(this.value)));
  }
}

/** Replies with a serialized answer: the same body and headers as a route returning `value`. */
export const sendSerialized = (reply: FastifyReply, answer: Serialized<unknown>) =>
  reply.type('application/json; charset=utf-8').send(answer.json);
