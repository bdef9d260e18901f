// No zod here: the console's content pages use these without the schemas of admin-content.ts.

/** The kinds of record the console's Content section lists (docs/product/admin.md#content). */
export const CONTENT_KINDS = [
  'spots',
  'species',
  'dive-centers',
  'countries',
  'regions',
  'articles',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** How a content list can be sorted: by name A→Z (the default), Z→A, or newest first. */
export const CONTENT_SORTS = ['name', 'name_desc', 'newest'] as const;
export type ContentSort = (typeof CONTENT_SORTS)[number];

/** The languages a stored text can be translated into; English is the record's own column. */
export const TRANSLATED_LANGUAGES = ['es', 'fr', 'de', 'pt-BR', 'ja'] as const;
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

/** Limits of what a content form accepts (docs/product/admin.md#content). */
export const CONTENT_LIMITS = {
  nameMax: 120,
  descriptionMax: 8000,
  tagsMax: 20,
  tagMax: 40,
  /** Metres; the deepest recreational or technical dive site listed is far shallower. */
  depthMax: 350,
  /** Metres; the clearest water listed, Silfra's, is seen through at up to 120 m. */
  visibilityMax: 150,
  /** Metres above sea level of a lake's surface (Titicaca is 3,812 m). */
  altitudeMin: -500,
  altitudeMax: 6000,
  waterTempMin: -2,
  waterTempMax: 40,
  sizeCmMax: 5000,
  sightingsMax: 500,
  addressMax: 300,
  phoneMax: 40,
  websiteMax: 300,
  listMax: 30,
} as const;
