import { sql, type Kysely } from 'kysely';

/*
 * Articles of the blog, written in Markdown. The body is stored as written; its HTML is rendered
 * (and sanitised) when it is read, so a change to the renderer or its allowlist reaches every
 * article at once. The spots, species and regions the body links to are kept beside it, in link
 * order, by slug (as the links name them): the list finds its cover illustrations and the page
 * its related records without parsing the body again. Slugs, not ids, so a link to a record added
 * later resolves as soon as the record exists. Tags are a text array like the other tables'
 * vocabularies; the fixed list lives in packages/shared (article-vocabulary.ts).
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE article (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    slug text NOT NULL UNIQUE,
    title text NOT NULL,
    summary text NOT NULL,
    body_markdown text NOT NULL,
    tags text[] NOT NULL DEFAULT '{}',
    author text NOT NULL,
    language text NOT NULL DEFAULT 'en',
    status text NOT NULL DEFAULT 'draft' CHECK (status IN ('published', 'draft')),
    published_at timestamptz,
    cover_image_id bigint REFERENCES image (id) ON DELETE SET NULL,
    linked_spots text[] NOT NULL DEFAULT '{}',
    linked_species text[] NOT NULL DEFAULT '{}',
    linked_regions text[] NOT NULL DEFAULT '{}',
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT article_published_has_date CHECK (status <> 'published' OR published_at IS NOT NULL)
  )`.execute(db);
  await sql`CREATE INDEX article_published_idx ON article (published_at DESC, slug)
    WHERE status = 'published'`.execute(db);
  await sql`CREATE INDEX article_tags_idx ON article USING gin (tags)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE article`.execute(db);
}
