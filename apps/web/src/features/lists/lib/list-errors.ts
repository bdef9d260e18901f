import { ApiError } from '../../../lib/api-client.ts';
import type { MessageId } from '../../../lib/i18n/messages.ts';

/** A failed change to the lists, as the picker's alert shows it (docs/product/errors.md). */
export interface ListAlert {
  /** 'Failed to update list' or 'Failed to create list', in the reader's language. */
  title: MessageId;
  /** The server's own words, or for an update the error's, when there are any. */
  detail?: string;
}

/** What the server said in its error body (detail, message or error), if anything. */
function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}

/**
 * docs/product/errors.md: 'Failed to update list' with the server message (or the error's own) first, and
 * 'Failed to create list' with the server message first. The server's words come as it sent
 * them: they name the rule that was broken (a full list, a name too long).
 */
export function listAlert(kind: 'update' | 'create', error: unknown): ListAlert {
  if (kind === 'create') {
    const detail = serverMessage(error);
    return { title: 'lists.save.createFailed', ...(detail ? { detail } : {}) };
  }
  const detail = serverMessage(error) ?? (error instanceof Error ? error.message : undefined);
  return { title: 'lists.save.updateFailed', ...(detail ? { detail } : {}) };
}
