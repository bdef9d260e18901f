import type { MessageId } from '../../../lib/i18n/messages.ts';

/** A failed change to the lists, as the picker's alert shows it (docs/product/errors.md). */
export interface ListAlert {
  /** 'Failed to update list' or 'Failed to create list', in the reader's language. */
  title: MessageId;
  /** Why, when there is more to say: ours for a refusal we know, else the server's words. */
  detail?: string;
}

/**
 * docs/product/errors.md: 'Failed to update list' with why (`why`, from `useListErrorText`), or
 * the error's own message, first; 'Failed to create list' with why first. The server's words come
 * as it sent them: they name the rule that was broken.
 */
export function listAlert(
  kind: 'update' | 'create',
  error: unknown,
  why: (error: unknown) => string | undefined,
): ListAlert {
  const own = kind === 'update' && error instanceof Error ? error.message : undefined;
  const detail = why(error) ?? own;
  const title = kind === 'create' ? 'lists.save.createFailed' : 'lists.save.updateFailed';
  return { title, ...(detail ? { detail } : {}) };
}
