import type { DepthRange } from '@divespot/shared/spot-vocabulary';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../lib/i18n/messages.ts';
import { useQuantityFormat } from '../../../lib/units/units-store.ts';

/**
 * A spot's depth range in the diver's units: '5–40 m', 'to 30 m', 'from 12 m' (or in feet);
 * null without any depth.
 */
export function useDepthRange() {
  const intl = useIntl();
  const q = useQuantityFormat();
  return useCallback(
    ({ minDepth: min, maxDepth: max }: DepthRange): string | null => {
      if (min !== null && max !== null) return q.range('depth', min, max);
      const bound = max ?? min;
      if (bound === null) return null;
      const id = max === null ? 'locations.depth.from' : 'locations.depth.upTo';
      return intl.formatMessage({ id }, { depth: q.format('depth', bound) });
    },
    [intl, q],
  );
}

/** Continents as the API names them, in the order divers scan them, with their messages. */
export const CONTINENTS: Record<string, MessageId> = {
  Africa: 'locations.continent.africa',
  Americas: 'locations.continent.americas',
  Asia: 'locations.continent.asia',
  Europe: 'locations.continent.europe',
  Oceania: 'locations.continent.oceania',
  Antarctica: 'locations.continent.antarctica',
};

/** A continent's name in the page's language; one the app does not know stays as stored. */
export function useContinentName() {
  const intl = useIntl();
  return useCallback(
    (continent: string) => {
      const id = Object.hasOwn(CONTINENTS, continent) ? CONTINENTS[continent] : undefined;
      return id ? intl.formatMessage({ id }) : continent;
    },
    [intl],
  );
}

/**
 * Text for accent- and case-insensitive matching: 'Curaçao' and 'CURACAO' both give 'curacao',
 * as the API's `unaccent` comparison does.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}
