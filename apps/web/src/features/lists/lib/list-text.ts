import { BOOKMARK_LIMITS, DEFAULT_FOLDER_NAME } from '@divespot/shared/bookmark-vocabulary';
import type { ErrorCode } from '@divespot/shared/error-codes';
import type { BookmarkFolder } from '@divespot/shared/bookmarks';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import type { MessageId } from '../../../lib/i18n/messages.ts';

/** A list's name as shown: the default list's stored 'Saved' reads in the page's language. */
export function useListName() {
  const intl = useIntl();
  return useCallback(
    (list: Pick<BookmarkFolder, 'name' | 'isDefault'>) =>
      list.isDefault && list.name === DEFAULT_FOLDER_NAME
        ? intl.formatMessage({ id: 'lists.defaultName' })
        : list.name,
    [intl],
  );
}

/** The refusals the lists API names by code, in the reader's language. */
const REFUSALS = {
  LIST_LIMIT: { id: 'lists.error.listLimit', max: BOOKMARK_LIMITS.foldersPerUser },
  LIST_FULL: { id: 'lists.error.listFull', max: BOOKMARK_LIMITS.itemsPerFolder },
  DEFAULT_LIST: { id: 'lists.error.defaultList', max: 0 },
} as const satisfies Partial<Record<ErrorCode, { id: MessageId; max: number }>>;

/**
 * docs/product/errors.md: why a change to the lists failed, as `text(error, fallback)`: ours for a
 * refusal we know (a full list), else the server's own words (a field's reason first: 'name must
 * be at most 80 characters'), else `fallback` ('Failed to update list'); undefined when there is
 * nothing to say and no fallback.
 */
export function useListErrorText() {
  const intl = useIntl();
  return useCallback(
    <F extends string | undefined>(error: unknown, fallback: F): string | F => {
      const known = Object.fromEntries(
        Object.entries(REFUSALS).map(([code, { id, max }]) => [
          code,
          intl.formatMessage({ id }, { max }),
        ]),
      );
      return apiErrorText<string | F>(error, { known, words: (text) => text, fallback });
    },
    [intl],
  );
}
