import { humanize } from '@divespot/shared/spot-vocabulary';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from './messages.ts';

/**
 * The kinds of vocabulary the API speaks in codes (docs/product/entities.md enumerations, species groups, IUCN
 * categories, dive-center services); each code's label is the message `vocab.<kind>.<code>`.
 */
export type VocabularyKind =
  | 'activity'
  | 'level'
  | 'waterType'
  | 'current'
  | 'certification'
  | 'facility'
  | 'entry'
  | 'siteType'
  | 'speciesGroup'
  | 'iucn'
  | 'centerService';

/** The explore filters whose options are vocabulary (filter name → kind). */
export const FILTER_VOCABULARY: Record<string, VocabularyKind> = {
  activityTypes: 'activity',
  level: 'level',
  siteType: 'siteType',
  entry: 'entry',
  waterType: 'waterType',
  current: 'current',
  certification: 'certification',
  facilities: 'facility',
  group: 'speciesGroup',
  iucn: 'iucn',
  services: 'centerService',
};

/**
 * Labels of vocabulary codes in the page's language: `label('level', 'advanced')` is
 * 'Advanced' in English and 'Fortgeschritten' in German. A code without a message (a site
 * type an import brought) reads as the code made readable, or as `fallback` when given.
 */
export function useVocabulary() {
  const intl = useIntl();
  const label = useCallback(
    (kind: VocabularyKind, code: string, fallback?: string): string => {
      const id = `vocab.${kind}.${code}` as MessageId;
      return intl.messages[id] ? intl.formatMessage({ id }) : (fallback ?? humanize(code));
    },
    [intl],
  );
  return { label };
}
