import { z } from 'zod';
import { waitPhrase } from './account.ts';
import { CONTACT_LIMITS, CONTACT_TOPICS, type ContactTopic } from './contact-topics.ts';

const topicValues = CONTACT_TOPICS.map((t) => t.value) as [ContactTopic, ...ContactTopic[]];

/** Body of `POST /api/contact`. The same rules run in the browser and on the server. */
export const contactMessageInputSchema = z
  .object({
    name: z
      .string({ error: 'Please enter your name.' })
      .trim()
      .min(1, 'Please enter your name.')
      .max(CONTACT_LIMITS.nameMax, `Name must be at most ${CONTACT_LIMITS.nameMax} characters.`),
    email: z
      .string({ error: 'Please enter your e-mail address.' })
      .trim()
      .min(1, 'Please enter your e-mail address.')
      .max(CONTACT_LIMITS.emailMax, 'E-mail address is too long.')
      .pipe(z.email('Please enter a valid e-mail address.')),
    topic: z.enum(topicValues, { error: 'Please choose a topic.' }),
    message: z
      .string({ error: 'Please write a message.' })
      .trim()
      .min(
        CONTACT_LIMITS.messageMin,
        `Please write at least ${CONTACT_LIMITS.messageMin} characters.`,
      )
      .max(
        CONTACT_LIMITS.messageMax,
        `Message must be at most ${CONTACT_LIMITS.messageMax} characters.`,
      ),
  })
  .meta({ id: 'ContactMessageInput' });
export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>;

export const contactMessageCreatedSchema = z
  .object({
    id: z.string().meta({ description: 'Reference number of the stored message.' }),
    receivedAt: z.string().meta({ description: 'ISO 8601 time the message was stored.' }),
  })
  .meta({ id: 'ContactMessageCreated' });
export type ContactMessageCreated = z.infer<typeof contactMessageCreatedSchema>;

/** The 429 of `POST /api/contact` when an address or e-mail sent too many messages lately. */
export function contactWaitMessage(seconds: number): string {
  return `You have sent several messages in a short time. Please try again in ${waitPhrase(seconds)}.`;
}
