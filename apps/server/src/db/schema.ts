import type { ColumnType, Generated, RawBuilder } from 'kysely';
import type {
  AnalyticsDayAreaTable,
  AnalyticsDayPageTable,
  AnalyticsDaySearchTable,
  AnalyticsDayShareTable,
  AnalyticsDaySpotTable,
  AnalyticsDayTable,
  AnalyticsDayVisitorTable,
  AnalyticsEventTable,
  AnalyticsSaltTable,
  AuditLogTable,
} from './schema-console.ts';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface ContactMessageTable {
  id: Generated<string>;
  name: string;
  email: string;
  topic: string;
  message: string;
  user_agent: string | null;
  created_at: CreatedAt;
  /** Where the team is with it (migration 0020). */
  status: ColumnType<string, string | undefined, string>;
  status_changed_at: ColumnType<
    Date | null,
    Date | null | undefined,
    Date | null | RawBuilder<unknown>
  >;
}

export interface FeaturedDestinationTable {
  slug: string;
  name: string;
  country: string;
  tagline: string;
  north: number;
  east: number;
  south: number;
  west: number;
  zoom: number;
  position: number;
}

export interface SeedRunTable {
  name: string;
  applied_at: CreatedAt;
}

type Id = Generated<number>;
/** Stored as Postgres `point` (x = longitude, y = latitude); written with `point(lng, lat)`. */
type Point = ColumnType<{ x: number; y: number }, RawBuilder<unknown>, RawBuilder<unknown>>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string | RawBuilder<unknown>>;

export interface Provenance {
  source: string;
  license: string;
}

export interface CountryTable extends Provenance {
  id: Id;
  code: string;
  slug: string;
  name: string;
  description: ColumnType<string | null, string | null | undefined, string | null>;
  latitude: number;
  longitude: number;
  north: number;
  east: number;
  south: number;
  west: number;
}

export interface RegionTable extends Provenance {
  id: Id;
  slug: string;
  country_id: number;
  name: string;
  description: string | null;
  north: number;
  east: number;
  south: number;
  west: number;
}

export interface SpotTable extends Provenance {
  id: Id;
  slug: string;
  name: string;
  description: string | null;
  country_id: number | null;
  region_id: number | null;
  latitude: number;
  longitude: number;
  location: Point;
  entry: string | null;
  site_type: string | null;
  water_type: string | null;
  depth_min: number | null;
  depth_max: number | null;
  /** Metres above sea level of the water surface; null when unknown (the sea needs none). */
  altitude: number | null;
  level: string | null;
  activities: ColumnType<string[], string[] | undefined, string[]>;
  visibility_min: number | null;
  visibility_max: number | null;
  current: string | null;
  water_temp_c: number[] | null;
  best_months: number[] | null;
  certification: string | null;
  facilities: ColumnType<string[], string[] | undefined, string[]>;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  rating: number | null;
  review_count: ColumnType<number, number | undefined, number>;
  source_ref: string | null;
  attribution: string | null;
  synthetic: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SpeciesTable extends Provenance {
  id: Id;
  slug: string;
  common_name: string;
  scientific_name: string;
  group: string;
  family: string | null;
  description: string | null;
  size_cm: number | null;
  depth_min: number | null;
  depth_max: number | null;
  iucn: string | null;
}

export interface SpeciesSightingTable {
  species_id: number;
  spot_id: number;
  months: number[];
}

export interface DiveCenterTable extends Provenance {
  id: Id;
  slug: string;
  name: string;
  sample: boolean;
  country_id: number | null;
  region_id: number | null;
  address: string | null;
  latitude: number;
  longitude: number;
  location: Point;
  phone: string | null;
  email: string | null;
  website: string | null;
  agencies: ColumnType<string[], string[] | undefined, string[]>;
  services: ColumnType<string[], string[] | undefined, string[]>;
  languages: ColumnType<string[], string[] | undefined, string[]>;
  hours: ColumnType<unknown, string | null | undefined, string | null>;
  rating: number | null;
}

export interface ImageTable {
  id: Id;
  owner_type: string;
  owner_id: number;
  position: ColumnType<number, number | undefined, number>;
  storage_key: string;
  mime: string;
  width: number;
  height: number;
  caption: string | null;
  attribution: string | null;
  license: string;
  created_at: CreatedAt;
}

export interface ShareLinkTable {
  id: Id;
  slug: string;
  north: number;
  east: number;
  south: number;
  west: number;
  zoom: number;
  hide_menu: boolean;
  /** The filters as GET /api/spot takes them (written as JSON text). */
  filters: ColumnType<Record<string, unknown>, string, string>;
  clicks: ColumnType<number, number | undefined, number | RawBuilder<unknown>>;
  created_at: CreatedAt;
  last_clicked_at: ColumnType<Date | null, never, Date | RawBuilder<unknown>>;
}

/** Accounts (migration 0006). */
export interface AppUserTable {
  id: Id;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  roles: ColumnType<string[], string[] | undefined, string[]>;
  image_id: number | null;
  email_consent: ColumnType<boolean, boolean | undefined, boolean>;
  google_subject: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Random id of the public profile (migration 0008): the sequential `id` is never shown. */
  public_id: Generated<string>;
  /** The language and units the diver chose (migration 0010); null until they choose. */
  language: string | null;
  units: string | null;
  /** Set when an admin disabled the account (migration 0020). */
  disabled_at: ColumnType<Date | null, Date | null | undefined, Date | null | RawBuilder<unknown>>;
}

/** A user's list of saved items (migration 0011). */
export interface BookmarkFolderTable {
  id: Id;
  user_id: number;
  name: string;
  /** The current slug; bookmark_folder_slug holds it and every earlier one. */
  slug: string;
  description: string | null;
  privacy: ColumnType<string, string | undefined, string>;
  is_default: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface BookmarkFolderSlugTable {
  slug: string;
  folder_id: number;
}

export interface BookmarkItemTable {
  folder_id: number;
  type: string;
  object_id: number;
  position: number;
  created_at: CreatedAt;
}

/** Raised by every change to a user's lists or their items (migration 0012's triggers). */
export interface BookmarkVersionTable {
  user_id: number;
  version: ColumnType<string | number, never, never>;
}

export interface RegistrationCodeTable {
  id: Id;
  email: string;
  code_hash: string;
  tries: ColumnType<number, number | undefined, number | RawBuilder<unknown>>;
  created_at: CreatedAt;
  expires_at: Date;
  verified_at: Date | null;
  used_at: Date | null;
}

export interface UserSessionTable {
  id: Generated<string>;
  user_id: number;
  created_at: CreatedAt;
  expires_at: Date;
  revoked_at: Date | null;
  revoked_reason: string | null;
}

export interface RefreshTokenTable {
  id: Id;
  token_hash: string;
  session_id: string;
  created_at: CreatedAt;
  expires_at: Date;
  replaced_at: Date | null;
}

export interface PasswordResetTable {
  id: Id;
  user_id: number;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
}

export interface OAuthStateTable {
  state_hash: string;
  code_verifier: string;
  nonce: string;
  expires_at: Date;
}

export interface OAuthExchangeCodeTable {
  code_hash: string;
  user_id: number;
  expires_at: Date;
  used_at: Date | null;
}

export interface AppSecretTable {
  name: string;
  value: string;
  created_at: CreatedAt;
}

export interface RateLimitTable {
  key: string;
  window_start: Date;
  count: ColumnType<number, number | undefined, number | RawBuilder<unknown>>;
}

/** An article of the blog (migration 0014); linked_* are the slugs its body links to, in order. */
export interface ArticleTable {
  id: Id;
  slug: string;
  title: string;
  summary: string;
  body_markdown: string;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  author: string;
  language: ColumnType<string, string | undefined, string>;
  status: ColumnType<'published' | 'draft', 'published' | 'draft' | undefined>;
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  cover_image_id: number | null;
  linked_spots: ColumnType<string[], string[] | undefined, string[]>;
  linked_species: ColumnType<string[], string[] | undefined, string[]>;
  linked_regions: ColumnType<string[], string[] | undefined, string[]>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/**
 * A stored text in another language than English (migration 0018, decision 0014): a region's
 * name or description, a spot's description, a species' common name or description.
 */
export interface StoredTextTable {
  subject: 'region' | 'spot' | 'species' | 'country';
  subject_id: number;
  field: 'name' | 'description' | 'common_name';
  language: string;
  text: string;
  /** 'seed' when the seed wrote it (a later seed may replace it), else 'edited'. */
  origin: ColumnType<'seed' | 'edited', 'seed' | 'edited' | undefined, 'seed' | 'edited'>;
  updated_at: UpdatedAt;
}

/** Kysely's view of the database; one interface per table. */
/** A number raised by every statement that changes the subject's tables (migration 0005). */
export interface ChangeCounterTable {
  subject: string;
  version: ColumnType<number, never, never>;
}

export interface Database {
  contact_message: ContactMessageTable;
  featured_destination: FeaturedDestinationTable;
  seed_run: SeedRunTable;
  country: CountryTable;
  region: RegionTable;
  spot: SpotTable;
  species: SpeciesTable;
  species_sighting: SpeciesSightingTable;
  dive_center: DiveCenterTable;
  image: ImageTable;
  share_link: ShareLinkTable;
  change_counter: ChangeCounterTable;
  app_user: AppUserTable;
  bookmark_folder: BookmarkFolderTable;
  bookmark_folder_slug: BookmarkFolderSlugTable;
  bookmark_item: BookmarkItemTable;
  bookmark_version: BookmarkVersionTable;
  registration_code: RegistrationCodeTable;
  user_session: UserSessionTable;
  refresh_token: RefreshTokenTable;
  password_reset: PasswordResetTable;
  oauth_state: OAuthStateTable;
  oauth_exchange_code: OAuthExchangeCodeTable;
  rate_limit: RateLimitTable;
  app_secret: AppSecretTable;
  article: ArticleTable;
  stored_text: StoredTextTable;
  audit_log: AuditLogTable;
  analytics_event: AnalyticsEventTable;
  analytics_salt: AnalyticsSaltTable;
  analytics_day_visitor: AnalyticsDayVisitorTable;
  analytics_day: AnalyticsDayTable;
  analytics_day_page: AnalyticsDayPageTable;
  analytics_day_search: AnalyticsDaySearchTable;
  analytics_day_spot: AnalyticsDaySpotTable;
  analytics_day_area: AnalyticsDayAreaTable;
  analytics_day_share: AnalyticsDayShareTable;
}
