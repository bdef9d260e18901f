import { DEFAULT_FOLDER_NAME } from '@divespot/shared/bookmark-vocabulary';
import type { BookmarkFolder } from '@divespot/shared/bookmarks';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../lib/api-client.ts';

/** A list's name as shown: the default list's stored 'Saved' reads in the page's language. */
export function useListName() {
  const intl = useIntl();
  return useCallback(
    (folder: Pick<BookmarkFolder, 'name' | 'isDefault'>) =>
      folder.isDefault && folder.name === DEFAULT_FOLDER_NAME
        ? intl.formatMessage({ id: 'lists.defaultName' })
        : folder.name,
    [intl],
  );
}

/**
 * docs/product/errors.md: a failed change reads as the server's own words when it sent some (a field's reason
 * first: 'name must be at most 80 characters'), else as `fallback` ('Failed to update list').
 */
export function failureText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const field = error.fieldErrors[0];
  if (field) return `${field.field} ${field.message}`;
  return error.serverMessage ?? fallback;
}
