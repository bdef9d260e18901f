import type { Kysely } from 'kysely';
import { CENTER_SERVICE_NAMES } from '@divespot/shared/dive-centers';
import {
  DEPTH_RANGE,
  type Filter,
  type FilterConfiguration,
  type FilterTarget,
} from '@divespot/shared/filters';
import { IUCN_STATUSES, SPECIES_GROUPS } from '@divespot/shared/marine-life';
import {
  ACTIVITY_NAMES,
  CERTIFICATION_NAMES,
  CURRENT_NAMES,
  displayName,
  ENTRY_NAMES,
  FACILITY_NAMES,
  LEVEL_NAMES,
  siteTypeName,
  WATER_TYPE_NAMES,
} from '@divespot/shared/spot-vocabulary';
import type { LanguageCode } from '@divespot/shared/site';
import type { Database } from '../../db/schema.ts';
import { StoredTexts } from '../../db/texts/stored-texts.ts';
import type { TextsIn } from '../../db/texts/texts-in.ts';
import {
  centerArrayValues,
  seenSpecies,
  spotArrayValues,
  spotColumnValues,
  speciesColumnValues,
} from './filters.repository.ts';

type Names = Record<string, string>;

/**
 * Options of an enumerated filter: the whole docs/product/entities.md vocabulary in its order (so the choice is
 * the same on every dataset), then any other value the data holds.
 */
function enumerated(names: Names, present: string[]): Filter['options'] {
  const extra = present.filter((v) => !(v in names)).sort();
  return [...Object.keys(names), ...extra].map((value) => ({
    value,
    display: displayName(names, value),
  }));
}

/** Options of an open-ended filter: the values present, in the labels' order, then A–Z. */
function present(values: string[], label: (v: string) => string, order: string[] = []) {
  const rank = (v: string) => (order.includes(v) ? order.indexOf(v) : order.length);
  return [...values]
    .sort((a, b) => rank(a) - rank(b) || label(a).localeCompare(label(b)))
    .map((value) => ({ value, display: label(value) }));
}

const multi = (name: string, display: string, options: Filter['options']): Filter => ({
  name,
  display,
  type: 'MULTI_SELECT',
  options,
});

/** The month filter's options: 1–12 with their English names (the app shows its own). */
const MONTH_OPTIONS: Filter['options'] = Array.from({ length: 12 }, (_, i) => ({
  value: String(i + 1),
  display: new Date(Date.UTC(2000, i, 1)).toLocaleString('en', { month: 'long', timeZone: 'UTC' }),
}));

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });
const languageName = (code: string) => {
  try {
    return languageNames.of(code) ?? code;
  } catch {
    return code;
  }
};

/** Options change only when data is imported; a few minutes' staleness is fine. */
const TTL_MS = 5 * 60_000;

/**
 * The filters of the explore, marine life and dive center screens. Their words are English (the
 * app has them in every language); the species of the marine-life filter are named in the
 * language asked for where they have a name in it.
 */
export class FilterService {
  // Each explore visit asks for this; the DISTINCT scans need not run every time.
  readonly #recent = new Map<string, { at: number; value: Promise<FilterConfiguration> }>();

  private readonly db: Kysely<Database>;
  private readonly texts: StoredTexts;

  constructor(db: Kysely<Database>, texts = new StoredTexts(db)) {
    this.db = db;
    this.texts = texts;
  }

  /** The filters of one screen, with options from the data (kept for a few minutes). */
  getFilterConfiguration(
    type: FilterTarget,
    lang: LanguageCode = 'en-US',
  ): Promise<FilterConfiguration> {
    const key = `${type}|${lang}`;
    const hit = this.#recent.get(key);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
    const value = this.#build(type, lang);
    this.#recent.set(key, { at: Date.now(), value });
    value.catch(() => this.#recent.delete(key));
    return value;
  }

  async #build(type: FilterTarget, lang: LanguageCode): Promise<FilterConfiguration> {
    return { type, filters: await this.#filtersOf(type, lang) };
  }

  async #filtersOf(type: FilterTarget, lang: LanguageCode): Promise<Filter[]> {
    switch (type) {
      case 'DIVE_SPOT':
        return this.#diveSpotFilters(await this.texts.in(lang));
      case 'MARINE_LIFE':
        return this.#marineLifeFilters();
      case 'DIVE_CENTER':
        return this.#diveCenterFilters();
    }
  }

  async #diveSpotFilters(texts: TextsIn): Promise<Filter[]> {
    const [
      activities,
      facilities,
      siteTypes,
      entries,
      waterTypes,
      currents,
      certifications,
      species,
    ] = await Promise.all([
      spotArrayValues(this.db, 'activities'),
      spotArrayValues(this.db, 'facilities'),
      spotColumnValues(this.db, 'site_type'),
      spotColumnValues(this.db, 'entry'),
      spotColumnValues(this.db, 'water_type'),
      spotColumnValues(this.db, 'current'),
      spotColumnValues(this.db, 'certification'),
      seenSpecies(this.db),
    ]);
    return [
      multi('activityTypes', 'Activities', enumerated(ACTIVITY_NAMES, activities)),
      multi(
        'sealife',
        'Marine life',
        species.map((s) => {
          const name = texts.text('species', s.id, 'common_name', s.common_name);
          return { value: s.slug, display: name.text, lang: name.lang };
        }),
      ),
      { name: 'month', display: 'Month', type: 'SINGLE_SELECT', options: MONTH_OPTIONS },
      multi('level', 'Level', enumerated(LEVEL_NAMES, [])),
      {
        name: 'depth',
        display: 'Depth',
        type: 'RANGE',
        options: [],
        range: { ...DEPTH_RANGE },
        unit: 'm',
      },
      multi('siteType', 'Site type', present(siteTypes, siteTypeName)),
      multi(
        'entry',
        'Entry',
        present(entries, (v) => displayName(ENTRY_NAMES, v), Object.keys(ENTRY_NAMES)),
      ),
      multi('waterType', 'Water type', enumerated(WATER_TYPE_NAMES, waterTypes)),
      multi('current', 'Current', enumerated(CURRENT_NAMES, currents)),
      multi('certification', 'Certification', enumerated(CERTIFICATION_NAMES, certifications)),
      multi('facilities', 'Facilities', enumerated(FACILITY_NAMES, facilities)),
    ];
  }

  async #marineLifeFilters(): Promise<Filter[]> {
    const [groups, statuses] = await Promise.all([
      speciesColumnValues(this.db, 'group'),
      speciesColumnValues(this.db, 'iucn'),
    ]);
    const groupNames: Names = SPECIES_GROUPS;
    const iucnNames: Names = IUCN_STATUSES;
    return [
      {
        name: 'group',
        display: 'Group',
        type: 'SINGLE_SELECT',
        options: present(groups, (v) => displayName(groupNames, v), Object.keys(groupNames)),
      },
      {
        name: 'iucn',
        display: 'Conservation status',
        type: 'SINGLE_SELECT',
        options: present(statuses, (v) => iucnNames[v] ?? v, Object.keys(iucnNames)),
      },
    ];
  }

  async #diveCenterFilters(): Promise<Filter[]> {
    const [services, agencies, languages] = await Promise.all([
      centerArrayValues(this.db, 'services'),
      centerArrayValues(this.db, 'agencies'),
      centerArrayValues(this.db, 'languages'),
    ]);
    const serviceName = (v: string) => displayName(CENTER_SERVICE_NAMES, v);
    return [
      multi(
        'services',
        'Services',
        present(services, serviceName, Object.keys(CENTER_SERVICE_NAMES)),
      ),
      multi(
        'agencies',
        'Training agencies',
        present(agencies, (v) => v),
      ),
      multi('languages', 'Languages spoken', present(languages, languageName)),
    ];
  }
}
