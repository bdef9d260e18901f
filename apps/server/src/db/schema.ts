import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface ContactMessageTable {
  id: Generated<string>;
  name: string;
  email: string;
  topic: string;
  message: string;
  user_agent: string | null;
  created_at: CreatedAt;
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

/** Kysely's view of the database; one interface per table. */
export interface Database {
  contact_message: ContactMessageTable;
  featured_destination: FeaturedDestinationTable;
  seed_run: SeedRunTable;
}
