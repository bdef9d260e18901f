import { SITE_TYPES } from '../../db/seed/data/schema.ts';
import { slugify } from '../../db/seed/countries.ts';

type SiteType = (typeof SITE_TYPES)[number];

const SITE_TYPE_ALIASES: Record<string, SiteType> = {
  shipwreck: 'wreck',
  'kelp-forest': 'kelp',
  'drift-dive': 'drift',
  'cave-dive': 'cave',
  'coral-reef': 'reef',
  'artificial-reefs': 'artificial-reef',
};

export interface SiteTypeMatch {
  siteType: SiteType | null;
  /** The raw value as a tag when it is not one of our site types ('beach', 'manta' …). */
  tag: string | null;
  snorkel: boolean;
}

/** 'artificial_reef' → artificial-reef; 'beach' → null with tag 'beach'. */
export function mapSiteType(raw: string | null): SiteTypeMatch {
  const key = raw ? slugify(raw) : '';
  if (!key) return { siteType: null, tag: null, snorkel: false };
  const known = (SITE_TYPES as readonly string[]).includes(key) ? (key as SiteType) : undefined;
  const siteType = known ?? SITE_TYPE_ALIASES[key] ?? null;
  return { siteType, tag: siteType ? null : key, snorkel: /^snorkel/.test(key) };
}

export type Level = 'beginner' | 'intermediate' | 'advanced' | 'expert';

const LEVEL_WORDS: Record<string, Level> = {
  beginner: 'beginner',
  novice: 'beginner',
  easy: 'beginner',
  intermediate: 'intermediate',
  moderate: 'intermediate',
  medium: 'intermediate',
  advanced: 'advanced',
  difficult: 'advanced',
  hard: 'advanced',
  expert: 'expert',
  technical: 'expert',
  tech: 'expert',
};

/** 'Advanced' → advanced; 'Technical' → expert, and the site is a technical dive. */
export function mapLevel(raw: string | null): { level: Level | null; technical: boolean } {
  const key = raw ? slugify(raw) : '';
  return { level: LEVEL_WORDS[key] ?? null, technical: key === 'technical' || key === 'tech' };
}

export interface EntryMatch {
  entry: 'shore' | 'boat' | null;
  shore: boolean;
  boat: boolean;
  liveaboard: boolean;
}

const SHORE = new Set(['shore', 'beach', 'jetty', 'pier', 'dock', 'beach-entry', 'shore-entry']);
const BOAT = new Set(['boat', 'liveaboard', 'day-trip', 'daytrip', 'boat-dive', 'rib', 'dhoni']);
const BOTH = new Set(['both', 'shore-boat', 'boat-shore', 'shore-or-boat', 'boat-or-shore']);

/** 'Shore'/'beach' → shore; 'boat'/'liveaboard'/'day trip' → boat; 'both' → no single entry. */
export function mapEntry(raw: string | null): EntryMatch {
  const key = raw ? slugify(raw) : '';
  const liveaboard = key === 'liveaboard';
  if (SHORE.has(key)) return { entry: 'shore', shore: true, boat: false, liveaboard };
  if (BOAT.has(key)) return { entry: 'boat', shore: false, boat: true, liveaboard };
  if (BOTH.has(key)) return { entry: null, shore: true, boat: true, liveaboard };
  return { entry: null, shore: false, boat: false, liveaboard };
}
