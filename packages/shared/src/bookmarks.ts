import { z } from 'zod';
import { BOOKMARK_LIMITS, BOOKMARK_PRIVACIES, BOOKMARK_TYPES } from './bookmark-vocabulary.ts';
import { pageSchema, textLanguageSchema } from './schema-parts.ts';

/** Lists: their API's schemas. The vocabulary (no zod, so the browser's first scripts can carry it). */
export * from './bookmark-vocabulary.ts';

const nameSchema = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'must not be empty')
  .max(BOOKMARK_LIMITS.nameMax, `must be at most ${BOOKMARK_LIMITS.nameMax} characters`);
const privacySchema = z.enum(BOOKMARK_PRIVACIES, {
  error: `must be one of ${BOOKMARK_PRIVACIES.join(', ')}`,
});
const typeSchema = z.enum(BOOKMARK_TYPES, {
  error: `must be one of ${BOOKMARK_TYPES.join(', ')}`,
});
const idSchema = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be positive')
  .max(Number.MAX_SAFE_INTEGER, 'is too large');

export const bookmarkItemSchema = z
  .object({ objectId: z.number().int(), type: typeSchema })
  .meta({ id: 'BookmarkItem' });
export type BookmarkItem = z.infer<typeof bookmarkItemSchema>;

/** docs/product/entities.md "Bookmark folder", with counts and dates. */
export const bookmarkFolderSchema = z
  .object({
    objectId: z.number().int(),
    name: z.string(),
    slug: z.string().meta({ description: 'Current slug; earlier slugs keep resolving.' }),
    description: z.string().nullable(),
    privacy: z.enum(BOOKMARK_PRIVACIES),
    isDefault: z.boolean(),
    savedItems: z.array(bookmarkItemSchema).meta({ description: 'In the list’s order.' }),
    itemCount: z.number().int(),
    coverImageUrl: z
      .string()
      .nullable()
      .meta({ description: 'The first item’s photo or illustration; null for an empty list.' }),
    createdAt: z.string().meta({ description: 'ISO 8601.' }),
    updatedAt: z.string().meta({ description: 'ISO 8601.' }),
  })
  .meta({ id: 'BookmarkFolder' });
export type BookmarkFolder = z.infer<typeof bookmarkFolderSchema>;

/**
 * A list in `GET /api/bookmarks/folders`: everything but its items, which its own call gives
 * (a diver's lists can hold thousands). Which lists hold an item: the `bookmarked` call.
 */
export const bookmarkFolderSummarySchema = bookmarkFolderSchema
  .omit({ savedItems: true })
  .meta({ id: 'BookmarkFolderSummary' });
export type BookmarkFolderSummary = z.infer<typeof bookmarkFolderSummarySchema>;

export const bookmarkFolderListSchema = z
  .array(bookmarkFolderSummarySchema)
  .meta({ id: 'BookmarkFolderList' });

/** Body of `POST /api/bookmarks/folders`: new lists are PRIVATE unless asked otherwise. */
export const folderCreateSchema = z
  .object({ name: nameSchema, privacy: privacySchema.default('PRIVATE') })
  .strict()
  .meta({ id: 'BookmarkFolderCreate' });
export const folderRenameSchema = z.object({ name: nameSchema }).strict();
export const folderDescriptionSchema = z
  .object({
    description: z
      .string({ error: 'is required' })
      .trim()
      .max(
        BOOKMARK_LIMITS.descriptionMax,
        `must be at most ${BOOKMARK_LIMITS.descriptionMax} characters`,
      )
      .nullable(),
  })
  .strict();
export const folderPrivacySchema = z.object({ privacy: privacySchema }).strict();
export const folderIdParamsSchema = z.object({ id: idSchema });
export const folderSlugParamsSchema = z.object({ slug: z.string().max(200) });
export const folderItemBodySchema = z.object({ objectId: idSchema, type: typeSchema }).strict();
/** Body of `PUT /api/bookmarks/folders/{id}/items/position`: moves one item to an index. */
export const folderItemMoveSchema = z
  .object({
    objectId: idSchema,
    type: typeSchema,
    index: z
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .max(BOOKMARK_LIMITS.itemsPerFolder, `must be at most ${BOOKMARK_LIMITS.itemsPerFolder}`),
  })
  .strict();
export const bookmarkedParamsSchema = z.object({ type: typeSchema, id: idSchema });

/** `GET /api/bookmarks/items/{type}/{id}/bookmarked`: whether, and in which of the user's lists. */
export const bookmarkedSchema = z
  .object({
    bookmarked: z.boolean(),
    folderIds: z.array(z.number().int()).meta({ description: 'The lists holding the item.' }),
  })
  .meta({ id: 'Bookmarked' });
export type Bookmarked = z.infer<typeof bookmarkedSchema>;

/**
 * `GET /api/bookmarks/items`: every item the signed-in user saved, in any list, once each —
 * what a screen of cards needs to mark each one 'Saved' with one request.
 */
export const savedItemsSchema = z
  .object({
    items: z.array(bookmarkItemSchema).meta({ description: 'Most recently changed lists first.' }),
  })
  .meta({ id: 'SavedItems' });
export type SavedItems = z.infer<typeof savedItemsSchema>;

/** One public list in `GET /api/bookmarks/public`. */
export const publicFolderSchema = z
  .object({
    objectId: z.number().int(),
    name: z.string(),
    slug: z.string(),
    description: z.string().nullable(),
    itemCount: z.number().int(),
    ownerName: z.string().meta({ description: 'The owner’s first name.' }),
    updatedAt: z.string(),
  })
  .meta({ id: 'PublicBookmarkFolder' });
export const publicFolderPageSchema = pageSchema(publicFolderSchema).meta({
  id: 'PublicBookmarkFolderPage',
});
export const publicFolderQuerySchema = z.object({
  page: z.coerce.number().int().min(0, 'must be 0 or more').max(10_000).default(0),
  size: z.coerce
    .number()
    .int()
    .min(1, 'must be 1 or more')
    .max(50, 'must be at most 50')
    .default(20),
});
export const folderDeletedSchema = z.null().meta({ description: 'No content.' });

/** One saved item as a list's page shows it: enough for a card, a map marker and a link. */
export const bookmarkEntrySchema = z
  .object({
    objectId: z.number().int(),
    type: z.enum(BOOKMARK_TYPES),
    slug: z
      .string()
      .meta({ description: 'The item’s page: /spots, /dive-centers or /marine-life.' }),
    name: z.string(),
    commonNameLang: textLanguageSchema.nullable().meta({
      description: 'Species only: the language `name` (its common name) is in (`?lang=`).',
    }),
    scientificName: z.string().nullable().meta({ description: 'Species only.' }),
    imageUrl: z.string(),
    countryCode: z.string().nullable(),
    place: z.string().nullable().meta({
      description: 'Region name (in `?lang=` where it has one), else the country name as stored.',
    }),
    latitude: z.number().nullable().meta({ description: 'Null for species.' }),
    longitude: z.number().nullable(),
    depthMin: z.number().nullable().meta({ description: 'Metres.' }),
    depthMax: z.number().nullable().meta({ description: 'Metres.' }),
    level: z.string().nullable().meta({ description: 'Spots only.' }),
  })
  .meta({ id: 'BookmarkEntry' });
export type BookmarkEntry = z.infer<typeof bookmarkEntrySchema>;

/** `GET /api/bookmarks/folders/slug/{slug}/view`: a list with its items resolved, for its page. */
export const bookmarkFolderViewSchema = z
  .object({
    folder: bookmarkFolderSchema,
    ownerName: z.string().meta({ description: 'The owner’s first name.' }),
    isOwner: z.boolean().meta({ description: 'Whether the signed-in viewer owns the list.' }),
    entries: z.array(bookmarkEntrySchema).meta({ description: 'In the list’s order.' }),
  })
  .meta({ id: 'BookmarkFolderView' });
export type BookmarkFolderView = z.infer<typeof bookmarkFolderViewSchema>;
