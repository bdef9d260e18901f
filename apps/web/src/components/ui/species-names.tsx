import { isForeignText, type SpeciesNames } from '@divespot/shared/text-languages';
import { useIntl } from 'react-intl';

/*
 * A species' names on a page (decision 0014): its common name in the page's language where it
 * has one, with the scientific name second; else the scientific name first, with the English
 * common name second, marked as English.
 */

/** True when the species has no common name in the page's language: it goes by its Latin one. */
export function useGoesByLatin(species: SpeciesNames): boolean {
  return isForeignText(species.commonNameLang, useIntl().locale);
}

/** The name a species goes by on the page (italic when it is the scientific one). */
export function SpeciesName({ species }: { species: SpeciesNames }) {
  return useGoesByLatin(species) ? <i>{species.scientificName}</i> : species.commonName;
}

/**
 * Its other name, under the first: the scientific name in italics, or the English common name
 * marked as English.
 */
export function SpeciesOtherName({
  species,
  className = '',
  as: Element = 'span',
}: {
  species: SpeciesNames;
  className?: string;
  as?: 'span' | 'p';
}) {
  const latin = useGoesByLatin(species);
  return latin ? (
    <Element lang={species.commonNameLang} className={className}>
      {species.commonName}
    </Element>
  ) : (
    <Element className={`${className} italic`}>{species.scientificName}</Element>
  );
}
