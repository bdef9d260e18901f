import type { AdminSpot, AdminSpotWrite } from '@divespot/shared/admin-content';
import {
  TRANSLATED_LANGUAGES,
  type TranslatedLanguage,
} from '@divespot/shared/admin-content-vocabulary';
import type { Quantity } from '@divespot/shared/units';
import type { MessageId } from '../../../lib/i18n/messages.ts';
import { numberText, parseNumber, splitList } from './numbers.ts';
import { quantityText, quantityValue, type UnitConversion } from './quantity-text.ts';

/**
 * A spot as its form holds it: texts as typed, quantities in the reader's units, '' for a choice
 * left unknown. `toBody` turns it into the write schema's body (metric, nulls).
 */
export interface SpotDraft {
  name: string;
  description: string;
  translations: Partial<Record<TranslatedLanguage, string>>;
  latitude: string;
  longitude: string;
  altitude: string;
  entry: string;
  siteType: string;
  waterType: string;
  depthMin: string;
  depthMax: string;
  level: string;
  certification: string;
  activities: string[];
  tags: string;
  visibilityMin: string;
  visibilityMax: string;
  current: string;
  /** January to December. */
  waterTempC: string[];
  bestMonths: number[];
  facilities: string[];
}

/** The spot's quantity fields and what they measure. */
export const SPOT_QUANTITIES = {
  altitude: 'depth',
  depthMin: 'depth',
  depthMax: 'depth',
  visibilityMin: 'depth',
  visibilityMax: 'depth',
  waterTempC: 'temperature',
} as const satisfies Record<string, Quantity>;

type QuantityField = keyof typeof SPOT_QUANTITIES;

/** Each field's label, for the form and its error summary. */
export const SPOT_LABELS: Record<string, MessageId> = {
  name: 'admin.spot.name',
  description: 'admin.spot.description',
  translations: 'admin.spot.translations',
  latitude: 'admin.picker.latitude',
  longitude: 'admin.picker.longitude',
  altitude: 'admin.spot.altitude',
  entry: 'admin.spot.entry',
  siteType: 'admin.spot.siteType',
  waterType: 'admin.spot.waterType',
  depthMin: 'admin.spot.depthMin',
  depthMax: 'admin.spot.depthMax',
  level: 'admin.spot.level',
  certification: 'admin.spot.certification',
  activities: 'admin.spot.activities',
  tags: 'admin.spot.tags',
  visibilityMin: 'admin.spot.visibilityMin',
  visibilityMax: 'admin.spot.visibilityMax',
  current: 'admin.spot.current',
  waterTempC: 'admin.spot.waterTemp',
  bestMonths: 'admin.spot.bestMonths',
  facilities: 'admin.spot.facilities',
};

const EMPTY_MONTHS = Array.from({ length: 12 }, () => '');

/** The draft of a spot as it loaded, or of a new one. */
export function spotDraft(units: UnitConversion, spot: AdminSpot | null): SpotDraft {
  const q = (field: QuantityField, metric: number | null | undefined) =>
    quantityText(units, SPOT_QUANTITIES[field], metric ?? null);
  return {
    name: spot?.name ?? '',
    description: spot?.description ?? '',
    translations: Object.fromEntries(
      TRANSLATED_LANGUAGES.map((lang) => [lang, spot?.translations[lang] ?? '']),
    ),
    latitude: numberText(spot?.latitude),
    longitude: numberText(spot?.longitude),
    altitude: q('altitude', spot?.altitude),
    entry: spot?.entry ?? '',
    siteType: spot?.siteType ?? '',
    waterType: spot?.waterType ?? '',
    depthMin: q('depthMin', spot?.depthMin),
    depthMax: q('depthMax', spot?.depthMax),
    level: spot?.level ?? '',
    certification: spot?.certification ?? '',
    activities: [...(spot?.activities ?? [])],
    tags: (spot?.tags ?? []).join(', '),
    visibilityMin: q('visibilityMin', spot?.visibilityMin),
    visibilityMax: q('visibilityMax', spot?.visibilityMax),
    current: spot?.current ?? '',
    waterTempC: spot?.waterTempC ? spot.waterTempC.map((t) => q('waterTempC', t)) : EMPTY_MONTHS,
    bestMonths: [...(spot?.bestMonths ?? [])],
    facilities: [...(spot?.facilities ?? [])],
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text);
/** A coordinate: NaN when not a number, so the schema refuses it as one. */
const coordinate = (text: string) => parseNumber(text) ?? Number.NaN;

/**
 * The write body of a draft. Quantities go back to metric (an untouched one as the record had
 * it); twelve empty water temperatures are none, some of them empty are refused by the schema.
 */
export function spotBody(
  units: UnitConversion,
  spot: AdminSpot | null,
  d: SpotDraft,
): AdminSpotWrite {
  const q = (field: Exclude<QuantityField, 'waterTempC'>) =>
    quantityValue(units, SPOT_QUANTITIES[field], d[field], spot?.[field] ?? null);
  const temperatures = d.waterTempC.every((t) => t.trim() === '')
    ? null
    : d.waterTempC.map(
        (t, i) =>
          quantityValue(units, 'temperature', t, spot?.waterTempC?.[i] ?? null) ?? Number.NaN,
      );
  return {
    name: d.name,
    description: orNull(d.description),
    translations: Object.fromEntries(
      TRANSLATED_LANGUAGES.map((lang) => [lang, orNull(d.translations[lang] ?? '')]),
    ),
    latitude: coordinate(d.latitude),
    longitude: coordinate(d.longitude),
    altitude: q('altitude'),
    entry: orNull(d.entry),
    siteType: orNull(d.siteType),
    waterType: orNull(d.waterType),
    depthMin: q('depthMin'),
    depthMax: q('depthMax'),
    level: orNull(d.level) as AdminSpotWrite['level'],
    certification: orNull(d.certification),
    activities: d.activities,
    tags: splitList(d.tags),
    visibilityMin: q('visibilityMin'),
    visibilityMax: q('visibilityMax'),
    current: orNull(d.current),
    waterTempC: temperatures,
    bestMonths: d.bestMonths,
    facilities: d.facilities,
  };
}
