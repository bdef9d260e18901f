import { CONTACT_LIMITS, type ContactTopic } from '@divespot/shared/contact-topics';
import type { ErrorCode } from '@divespot/shared/error-codes';
import { ApiError } from '../../../lib/api-client.ts';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import type { MessageId } from '../../../lib/i18n/messages.ts';
import { retryAfterOf, type UiText, useKnownText } from '../../auth/index.ts';

/** The contact topics' labels, by code (packages/shared keeps the English ones). */
export const TOPIC_LABELS: Record<ContactTopic, MessageId> = {
  general: 'contact.topic.general',
  correction: 'contact.topic.correction',
  'dive-center': 'contact.topic.diveCenter',
  partnership: 'contact.topic.partnership',
  press: 'contact.topic.press',
};

/**
 * The field messages of the shared contact rules, which the browser's check and the server's
 * 400 `detail.fields` both give in English, by their text. Limits go in as written (no digit
 * grouping), as the English rules write them.
 */
const FIELD_MESSAGES = new Map<string, UiText>([
  ['Please enter your name.', { id: 'contact.validation.nameRequired' }],
  [
    `Name must be at most ${CONTACT_LIMITS.nameMax} characters.`,
    { id: 'contact.validation.nameTooLong', values: { max: String(CONTACT_LIMITS.nameMax) } },
  ],
  ['Please enter your e-mail address.', { id: 'contact.validation.emailRequired' }],
  ['E-mail address is too long.', { id: 'contact.validation.emailTooLong' }],
  ['Please enter a valid e-mail address.', { id: 'contact.validation.emailInvalid' }],
  ['Please choose a topic.', { id: 'contact.validation.topicRequired' }],
  ['Please write a message.', { id: 'contact.validation.messageRequired' }],
  [
    `Please write at least ${CONTACT_LIMITS.messageMin} characters.`,
    {
      id: 'contact.validation.messageTooShort',
      values: { min: String(CONTACT_LIMITS.messageMin) },
    },
  ],
  [
    `Message must be at most ${CONTACT_LIMITS.messageMax} characters.`,
    { id: 'contact.validation.messageTooLong', values: { max: String(CONTACT_LIMITS.messageMax) } },
  ],
]);

/** A contact field's error in the page's language (one we do not know stays as it came). */
export const useContactFieldError = () => useKnownText(FIELD_MESSAGES);

/** Server errors of a send we have words for in every language, by code. */
const SERVER_REASONS: Partial<Record<ErrorCode, UiText>> = {
  INTERNAL_ERROR: { id: 'contact.error.internal' },
  DATABASE_UNAVAILABLE: { id: 'contact.error.databaseUnavailable' },
  REQUEST_TIMEOUT: { id: 'contact.error.serverTimeout' },
};

/** Why a send failed: the network, the browser's timeout, a known code, else the server's words. */
export function failureReason(error: unknown): UiText {
  if (!(error instanceof ApiError)) return { id: 'contact.error.network' };
  if (error.status === 408 && !error.answered) return { id: 'contact.error.timeout' };
  const raw = (text: string): UiText => ({ raw: text });
  return apiErrorText(error, { known: SERVER_REASONS, words: raw, fallback: raw(error.message) });
}

/**
 * A 429's sentence: ours when it is the contact limit's (`waitMessage`, the shared rule's
 * English for the same wait), else the server's words.
 */
export function rateLimitReason(error: ApiError, waitMessage: (seconds: number) => string): UiText {
  const seconds = retryAfterOf(error);
  return seconds !== undefined && error.message === waitMessage(seconds)
    ? { id: 'contact.error.contactWait', waitSeconds: seconds }
    : { raw: error.message };
}
