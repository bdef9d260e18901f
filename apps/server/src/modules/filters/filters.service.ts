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
import type { Database } from '../../db/schema.ts';
import {
  centerArrayValues,
  spotArrayValues,
  spotColumnValues,
  speciesColumnValues,
} from './filters.repository.ts';

type Names = Record<string, string>;

/**
 * Options of an enumerated filter: the whole SPEC §3 vocabulary in its order (so the choice is
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

async function diveSpotFilters(db: Kysely<Database>): Promise<Filter[]> {
  const [activities, facilities, siteTypes, entries, waterTypes, currents, certifications] =
    await Promise.all([
      spotArrayValues(db, 'activities'),
      spotArrayValues(db, 'facilities'),
      spotColumnValues(db, 'site_type'),
      spotColumnValues(db, 'entry'),
      spotColumnValues(db, 'water_type'),
      spotColumnValues(db, 'current'),
      spotColumnValues(db, 'certification'),
    ]);
  return [
    multi('activityTypes', 'Activities', enumerated(ACTIVITY_NAMES, activities)),
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

async function marineLifeFilters(db: Kysely<Database>): Promise<Filter[]> {
  const [groups, statuses] = await Promise.all([
    speciesColumnValues(db, 'group'),
    speciesColumnValues(db, 'iucn'),
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

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });
const languageName = (code: string) => {
  try {
    return languageNames.of(code) ?? code;
  } catch {
    return code;
  }
};

async function diveCenterFilters(db: Kysely<Database>): Promise<Filter[]> {
  const [services, agencies, languages] = await Promise.all([
    centerArrayValues(db, 'services'),
    centerArrayValues(db, 'agencies'),
    centerArrayValues(db, 'languages'),
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

const BUILDERS: Record<FilterTarget, (db: Kysely<Database>) => Promise<Filter[]>> = {
  DIVE_SPOT: diveSpotFilters,
  MARINE_LIFE: marineLifeFilters,
  DIVE_CENTER: diveCenterFilters,
};

/** The filters of one screen, with options from the data. */
export async function getFilterConfiguration(
  db: Kysely<Database>,
  type: FilterTarget,
): Promise<FilterConfiguration> {
  return { type, filters: await BUILDERS[type](db) };
}
