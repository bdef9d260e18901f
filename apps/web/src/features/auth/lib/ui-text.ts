import { useCallback } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { ApiError } from '../../../lib/api-client.ts';
import type { MessageId } from '../../../lib/i18n/messages.ts';

/**
 * A text to show that is formatted in the page's language when it is shown (so a language
 * switch changes it too): one of our messages, or the server's own words for an error we have
 * no message for. `waitSeconds` fills the message's `{wait}` ('45 seconds', '2 minutes').
 */
export type UiText =
  | { id: MessageId; values?: Record<string, string | number>; waitSeconds?: number }
  | { raw: string };

/** A wait as a 429 says it: seconds under a minute, else whole minutes rounded up. */
export function formatWait(intl: IntlShape, seconds: number): string {
  const minutes = seconds >= 60;
  return intl.formatNumber(minutes ? Math.ceil(seconds / 60) : seconds, {
    style: 'unit',
    unit: minutes ? 'minute' : 'second',
    unitDisplay: 'long',
  });
}

export function formatUiText(intl: IntlShape, text: UiText): string {
  if ('raw' in text) return text.raw;
  const values: Record<string, string | number> = { ...text.values };
  if (text.waitSeconds !== undefined) values.wait = formatWait(intl, text.waitSeconds);
  return intl.formatMessage({ id: text.id }, values);
}

/** `say(text)`: the text in the page's language; nothing for nothing. */
export function useUiText() {
  const intl = useIntl();
  return useCallback(
    (text: UiText | null | undefined) => (text ? formatUiText(intl, text) : undefined),
    [intl],
  );
}

/**
 * `text(message)`: a message we know by its English words (a shared rule's, which the browser's
 * check and a server's 400 give alike) in the page's language; any other as it came.
 */
export function useKnownText(known: ReadonlyMap<string, UiText>) {
  const say = useUiText();
  return useCallback(
    (message: string | undefined) =>
      message === undefined ? undefined : say(known.get(message) ?? { raw: message }),
    [say, known],
  );
}

/** Seconds a 429 asks to wait (`detail.cooldownSeconds`, else `retryAfterSeconds`), if given. */
export function retryAfterOf(error: unknown): number | undefined {
  const detail = error instanceof ApiError ? error.detail : {};
  const seconds = detail.cooldownSeconds ?? detail.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : undefined;
}
