import type {
  AdminContentRow,
  AdminDiveCenter,
  AdminImage,
  AdminSpot,
} from '@divespot/shared/admin-content';

/** Builders for the content section's tests: records as the console's API answers them. */

/** A row of a content list: a spot in Egypt unless given. */
export function testRow(overrides: Partial<AdminContentRow> = {}): AdminContentRow {
  return {
    id: 12,
    slug: 'thistlegorm',
    name: 'SS Thistlegorm',
    detail: 'Red Sea, Egypt',
    path: '/spots/thistlegorm',
    ...overrides,
  };
}

/** A picture of a record. */
export function testImage(overrides: Partial<AdminImage> = {}): AdminImage {
  return { id: 501, url: '/images/501.webp', width: 1600, height: 1200, ...overrides };
}

/** A spot as its editor opens it: a wreck in the Red Sea with a few facts, no pictures. */
export function testSpot(overrides: Partial<AdminSpot> = {}): AdminSpot {
  return {
    id: 12,
    slug: 'thistlegorm',
    path: '/spots/thistlegorm',
    source: { name: 'DiveSpot team', license: 'CC BY 4.0' },
    name: 'SS Thistlegorm',
    description: 'A British supply ship sunk in 1941.',
    translations: { fr: 'Un cargo britannique coulé en 1941.' },
    latitude: 27.8142,
    longitude: 33.9206,
    entry: 'boat',
    siteType: 'wreck',
    waterType: 'ocean',
    depthMin: 16,
    depthMax: 30,
    altitude: null,
    level: 'advanced',
    activities: ['scuba', 'wreck'],
    visibilityMin: 15,
    visibilityMax: 30,
    current: 'moderate',
    waterTempC: null,
    bestMonths: [4, 5, 6],
    certification: 'advanced',
    facilities: [],
    tags: ['ww2'],
    place: {
      country: { code: 'EG', slug: 'egypt', name: 'Egypt' },
      region: { slug: 'red-sea', name: 'Red Sea' },
    },
    images: [],
    ...overrides,
  };
}

/** A dive center as its editor opens it: open on Mondays, hours of other days not known. */
export function testCenter(overrides: Partial<AdminDiveCenter> = {}): AdminDiveCenter {
  return {
    id: 40,
    slug: 'blue-reef-divers',
    path: '/dive-centers/blue-reef-divers',
    source: { name: 'DiveSpot team', license: 'CC BY 4.0' },
    name: 'Blue Reef Divers',
    address: 'Marina, Sharm el-Sheikh',
    latitude: 27.9158,
    longitude: 34.33,
    phone: '+20 69 000 0000',
    email: 'info@example.com',
    website: 'https://example.com',
    agencies: ['PADI'],
    services: ['courses'],
    languages: ['en'],
    hours: { monday: { open: '08:00', close: '17:00' } },
    place: { country: { code: 'EG', slug: 'egypt', name: 'Egypt' }, region: null },
    images: [],
    ...overrides,
  };
}
