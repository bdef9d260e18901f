import type { AdminSpecies, AdminSpeciesWrite } from '@divespot/shared/admin-content';
import {
  TRANSLATED_LANGUAGES,
  type TranslatedLanguage,
} from '@divespot/shared/admin-content-vocabulary';
import { roundTo } from '@divespot/shared/numbers';
import type { UnitSystem } from '@divespot/shared/units';
import type { MessageId } from '../../../lib/i18n/messages.ts';
import { parseNumber } from './numbers.ts';
import { quantityText, quantityValue, type UnitConversion } from './quantity-text.ts';

/** A spot where the species is seen, and the months (1–12) it is seen there. */
export interface SightingRow {
  spotId: number;
  spotName: string;
  months: number[];
}

/**
 * A species as its form holds it: texts as typed, the size and depths in the reader's units,
 * '' for a choice not made. `speciesBody` turns it into the write schema's body (metric, nulls).
 */
export interface SpeciesDraft {
  commonName: string;
  scientificName: string;
  group: string;
  family: string;
  iucn: string;
  /** Centimetres, or inches for a reader in imperial units. */
  size: string;
  depthMin: string;
  depthMax: string;
  description: string;
  translations: Partial<Record<TranslatedLanguage, string>>;
  commonNameTranslations: Partial<Record<TranslatedLanguage, string>>;
  sightings: SightingRow[];
}

/** The species' depth fields, for their limits in the reader's units. */
export const SPECIES_QUANTITIES = { depthMin: 'depth', depthMax: 'depth' } as const;

/** Each field's label, for the form and its error summary. */
export const SPECIES_LABELS: Record<string, MessageId> = {
  commonName: 'admin.species.commonName',
  scientificName: 'admin.species.scientificName',
  group: 'admin.species.group',
  family: 'admin.species.family',
  iucn: 'admin.species.iucn',
  sizeCm: 'admin.species.size',
  depthMin: 'admin.species.depthMin',
  depthMax: 'admin.species.depthMax',
  description: 'admin.species.description',
  translations: 'admin.species.translations',
  commonNameTranslations: 'admin.species.commonNameTranslations',
  sightings: 'admin.species.sightings',
};

const CM_PER_INCH = 2.54;

/** The size unit of a unit system, as Intl names it. */
export const sizeUnit = (system: UnitSystem) => (system === 'metric' ? 'centimeter' : 'inch');

/** A length in centimetres as the size field shows it: cm, or inches in imperial. */
export function sizeText(system: UnitSystem, cm: number | null): string {
  if (cm === null) return '';
  return String(system === 'metric' ? cm : roundTo(cm / CM_PER_INCH, 1));
}

/** The centimetres the size field's text stands for; an untouched field keeps the record's. */
export function sizeValue(system: UnitSystem, text: string, original: number | null) {
  if (original !== null && text === sizeText(system, original)) return original;
  const value = parseNumber(text);
  if (value === null || Number.isNaN(value)) return value;
  return system === 'metric' ? value : roundTo(value * CM_PER_INCH, 1);
}

const textsOf = (texts: Record<string, string | null | undefined> | undefined) =>
  Object.fromEntries(TRANSLATED_LANGUAGES.map((lang) => [lang, texts?.[lang] ?? ''])) as Record<
    TranslatedLanguage,
    string
  >;

export function speciesDraft(
  units: UnitConversion & { system: UnitSystem },
  species: AdminSpecies | null,
): SpeciesDraft {
  return {
    commonName: species?.commonName ?? '',
    scientificName: species?.scientificName ?? '',
    group: species?.group ?? '',
    family: species?.family ?? '',
    iucn: species?.iucn ?? '',
    size: sizeText(units.system, species?.sizeCm ?? null),
    depthMin: quantityText(units, 'depth', species?.depthMin ?? null),
    depthMax: quantityText(units, 'depth', species?.depthMax ?? null),
    description: species?.description ?? '',
    translations: textsOf(species?.translations),
    commonNameTranslations: textsOf(species?.commonNameTranslations),
    sightings: (species?.sightings ?? []).map((s) => ({ ...s, months: [...s.months] })),
  };
}

/**
 * The body the schema checks and the server takes: every field, metric. A translation left
 * empty is sent as null, so one that is cleared is removed.
 */
export function speciesBody(
  units: UnitConversion & { system: UnitSystem },
  species: AdminSpecies | null,
  d: SpeciesDraft,
): AdminSpeciesWrite {
  return {
    commonName: d.commonName,
    scientificName: d.scientificName,
    group: d.group,
    family: d.family,
    iucn: d.iucn === '' ? null : d.iucn,
    sizeCm: sizeValue(units.system, d.size, species?.sizeCm ?? null),
    depthMin: quantityValue(units, 'depth', d.depthMin, species?.depthMin ?? null),
    depthMax: quantityValue(units, 'depth', d.depthMax, species?.depthMax ?? null),
    description: d.description,
    translations: d.translations,
    commonNameTranslations: d.commonNameTranslations,
    sightings: d.sightings.map(({ spotId, months }) => ({ spotId, months })),
  };
}
