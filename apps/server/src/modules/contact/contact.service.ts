import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import {
  contactWaitMessage,
  type ContactMessageCreated,
  type ContactMessageInput,
} from '@divespot/shared/contact';
import type { Database } from '../../db/schema.ts';
import { RateLimiter, type RateRule } from '../auth/rate-limit.ts';
import { insertContactMessage } from './contact.repository.ts';

const TEN_MINUTES = 10 * 60;

/**
 * A person writes a few messages at most; more is a script filling the team's inbox. Counted per
 * client address and per sender e-mail, so neither a new address nor a new e-mail gets round it.
 */
export const CONTACT_RULES = {
  ip: { name: 'contact:ip', max: 10, windowSeconds: TEN_MINUTES, message: contactWaitMessage },
  email: { name: 'contact:email', max: 5, windowSeconds: TEN_MINUTES, message: contactWaitMessage },
} satisfies Record<string, RateRule>;

/** Messages from visitors to the team. */
export class ContactService {
  readonly #limiter: RateLimiter;

  private readonly db: Kysely<Database>;

  constructor(db: Kysely<Database>, now: () => number = Date.now) {
    this.db = db;
    this.#limiter = new RateLimiter(db, now);
  }

  /** Stores a visitor's message for the team; the reply goes out by e-mail from the inbox. */
  async submitContactMessage(
    reply: FastifyReply,
    sender: { ip: string; userAgent: string | undefined },
    input: ContactMessageInput,
  ): Promise<ContactMessageCreated> {
    await this.#limiter.consume(reply, CONTACT_RULES.ip, sender.ip);
    await this.#limiter.consume(reply, CONTACT_RULES.email, input.email.toLowerCase());
    const row = await insertContactMessage(this.db, {
      ...input,
      userAgent: sender.userAgent?.slice(0, 512) ?? null,
    });
    return { id: row.id, receivedAt: row.created_at.toISOString() };
  }
}
