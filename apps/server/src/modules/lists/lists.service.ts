import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  BOOKMARK_LIMITS,
  DEFAULT_FOLDER_NAME,
  type BookmarkFolder,
  type BookmarkFolderSummary,
  type BookmarkFolderView,
  type BookmarkItem,
  type BookmarkPrivacy,
  type BookmarkType,
} from '@divespot/shared/bookmarks';
import { coverImageUrl } from '@divespot/shared/images';
import type { LanguageCode } from '@divespot/shared/site';
import type { Database } from '../../db/schema.ts';
import { StoredTexts } from '../../db/texts/stored-texts.ts';
import { LruCache } from '../../lib/lru-cache.ts';
import { listRefused, notFound } from '../../http/errors.ts';
import {
  addItem,
  claimSlug,
  countLists,
  countItems,
  deleteList,
  listById,
  listBySlug,
  listSummaries,
  insertList,
  itemExists,
  entryRows,
  itemsOf,
  listsVersion,
  moveItem,
  ownerName,
  savedItemRows,
  publicLists,
  removeItem,
  updateList,
  type ListRow,
} from './lists.repository.ts';
import { entriesOf, IMAGE_KIND } from './lists.entries.ts';

const NO_LIST = 'No such list.';
const SLUG_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** 'Wrecks of the Red Sea!' → 'wrecks-of-the-red-sea-k7qd': readable, and unique by its ending. */
function slugFor(name: string): string {
  const base =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40)
      .replace(/-+$/, '') || 'list';
  const ending = Array.from({ length: 4 }, () => SLUG_ALPHABET[randomInt(SLUG_ALPHABET.length)]);
  return `${base}-${ending.join('')}`;
}

function toSummary(
  row: ListRow,
  itemCount: number,
  first: BookmarkItem | undefined,
): BookmarkFolderSummary {
  return {
    objectId: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    privacy: row.privacy as BookmarkPrivacy,
    isDefault: row.is_default,
    itemCount,
    coverImageUrl: first ? coverImageUrl(IMAGE_KIND[first.type], first.objectId) : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

const toList = (row: ListRow, items: BookmarkItem[]): BookmarkFolder => ({
  ...toSummary(row, items.length, items[0]),
  savedItems: items,
});

/** 'DIVE_SPOT:12' → the item. */
function parseItem(key: string | null): BookmarkItem | undefined {
  const [type, id] = (key ?? '').split(':');
  return type && id ? { type: type as BookmarkType, objectId: Number(id) } : undefined;
}

/** A user's lists as last read, and as JSON once asked for. */
interface CachedLists {
  version: string;
  lists: BookmarkFolderSummary[];
  json?: string;
}

/** A user's saved items, once each, and the lists holding each (by `type:id`). */
interface SavedIndex {
  version: string;
  items: BookmarkItem[];
  holding: Map<string, number[]>;
}

const itemKey = (item: BookmarkItem) => `${item.type}:${item.objectId}`;

/** Users whose lists an instance keeps in memory, each with the version they were read at. */
const CACHED_USERS = 5000;

/**
 * A diver's lists (docs/product/api.md /api/bookmarks): private to their owner unless made public; one
 * default list each, made on first use and never deleted; slugs that outlive renames.
 */
export class ListService {
  readonly #lists = new LruCache<number, CachedLists>({
    maxEntries: CACHED_USERS,
  });
  readonly #saved = new LruCache<number, SavedIndex>({ maxEntries: CACHED_USERS });

  private readonly db: Kysely<Database>;
  private readonly texts: StoredTexts;

  constructor(db: Kysely<Database>, texts = new StoredTexts(db)) {
    this.db = db;
    this.texts = texts;
  }

  /**
   * The user's lists, the default one first (made now if the user has none). Kept in memory
   * per user and reread only when the lists' version moved (one primary-key read), so a
   * change made through any server instance shows at once.
   */
  async list(userId: number): Promise<BookmarkFolderSummary[]> {
    return (await this.#cachedList(userId)).lists;
  }

  /** {@link list} as JSON text, made once per version: the call every Save button makes. */
  async listJson(userId: number): Promise<string> {
    const cached = await this.#cachedList(userId);
    cached.json ??= JSON.stringify(cached.lists);
    return cached.json;
  }

  async #cachedList(userId: number): Promise<CachedLists> {
    // The version is read before the lists: a change in between leaves a stale version, which
    // only costs a reread next time, never a stale answer.
    let version = await listsVersion(this.db, userId);
    const cached = this.#lists.get(userId);
    if (cached?.version === version) return cached;
    let rows = await listSummaries(this.db, userId);
    if (!rows.some((r) => r.is_default)) {
      await this.#create(userId, DEFAULT_FOLDER_NAME, 'PRIVATE', true);
      version = await listsVersion(this.db, userId);
      rows = await listSummaries(this.db, userId);
    }
    const lists = rows.map((r) => toSummary(r, Number(r.item_count ?? 0), parseItem(r.first_item)));
    const entry = { version, lists };
    this.#lists.set(userId, entry);
    return entry;
  }

  async create(userId: number, name: string, privacy: BookmarkPrivacy): Promise<BookmarkFolder> {
    if ((await countLists(this.db, userId)) >= BOOKMARK_LIMITS.foldersPerUser) {
      throw listRefused(
        'LIST_LIMIT',
        'name',
        `you have ${BOOKMARK_LIMITS.foldersPerUser} lists, the most an account can have`,
      );
    }
    const row = await this.#create(userId, name, privacy, false);
    if (!row) throw new Error('list not created');
    return toList(row, []);
  }

  /** A list by any slug it has had: its owner sees it always, others only when it is public. */
  async bySlug(slug: string, viewerId: number | null): Promise<BookmarkFolder> {
    return this.#withItems(await this.#visible(slug, viewerId));
  }

  /** Renames a list; it gets a slug of its new name and keeps answering to the old ones. */
  async rename(userId: number, id: number, name: string): Promise<BookmarkFolder> {
    const row = await this.#own(userId, id);
    if (row.name === name) return this.#withItems(row);
    return this.db.transaction().execute(async (trx) => {
      let slug = slugFor(name);
      while (!(await claimSlug(trx, id, slug))) slug = slugFor(name);
      return this.#withItems(await updateList(trx, id, { name, slug }), trx);
    });
  }

  async describe(userId: number, id: number, description: string | null) {
    await this.#own(userId, id);
    const text = description?.trim() ? description.trim() : null;
    return this.#withItems(await updateList(this.db, id, { description: text }));
  }

  async setPrivacy(userId: number, id: number, privacy: BookmarkPrivacy) {
    await this.#own(userId, id);
    return this.#withItems(await updateList(this.db, id, { privacy }));
  }

  async delete(userId: number, id: number): Promise<void> {
    const row = await this.#own(userId, id);
    if (row.is_default) {
      throw listRefused('DEFAULT_LIST', 'id', 'is your default list, which cannot be deleted');
    }
    await deleteList(this.db, id);
  }

  /** Adds an item to a list; adding it again changes nothing. Unknown items are a 404. */
  async addItem(userId: number, id: number, item: BookmarkItem): Promise<BookmarkFolder> {
    await this.#own(userId, id);
    if (!(await itemExists(this.db, item))) throw notFound('No such item.');
    if ((await countItems(this.db, id)) >= BOOKMARK_LIMITS.itemsPerFolder) {
      throw listRefused(
        'LIST_FULL',
        'objectId',
        `the list holds ${BOOKMARK_LIMITS.itemsPerFolder} items, the most a list can hold`,
      );
    }
    const added = await addItem(this.db, id, item);
    const row = added ? await updateList(this.db, id, {}) : await this.#own(userId, id);
    return this.#withItems(row);
  }

  async removeItem(userId: number, id: number, item: BookmarkItem): Promise<BookmarkFolder> {
    await this.#own(userId, id);
    await removeItem(this.db, id, item);
    return this.#withItems(await updateList(this.db, id, {}));
  }

  /** Moves an item of the user's list to `index`; an item not in the list is a 404. */
  async moveItem(userId: number, id: number, item: BookmarkItem, index: number) {
    await this.#own(userId, id);
    return this.db.transaction().execute(async (trx) => {
      if (!(await moveItem(trx, id, item, index))) throw notFound('No such item in the list.');
      return this.#withItems(await updateList(trx, id, {}), trx);
    });
  }

  /**
   * A list with its items resolved for its page, species and regions named in `lang` where they
   * have a name in it; visible as {@link bySlug} says.
   */
  async view(
    slug: string,
    viewerId: number | null,
    lang: LanguageCode = 'en-US',
  ): Promise<BookmarkFolderView> {
    const row = await this.#visible(slug, viewerId);
    const list = await this.#withItems(row);
    const [owner, rows, texts] = await Promise.all([
      ownerName(this.db, row.user_id),
      entryRows(this.db, list.savedItems),
      this.texts.in(lang),
    ]);
    const resolved = entriesOf(rows, texts);
    const byKey = new Map(resolved.map((e) => [itemKey(e), e]));
    const entries = list.savedItems.flatMap((i) => byKey.get(itemKey(i)) ?? []);
    return { folder: list, ownerName: owner, isOwner: row.user_id === viewerId, entries };
  }

  /** Every item the user saved, once each; kept in memory like {@link list}. */
  async savedItems(userId: number): Promise<{ items: BookmarkItem[] }> {
    return { items: (await this.#savedIndex(userId)).items };
  }

  /** Whether the user saved an item, and in which lists (ascending ids). */
  async bookmarked(userId: number, item: BookmarkItem) {
    const folderIds = (await this.#savedIndex(userId)).holding.get(itemKey(item)) ?? [];
    return { bookmarked: folderIds.length > 0, folderIds };
  }

  async #savedIndex(userId: number): Promise<SavedIndex> {
    const version = await listsVersion(this.db, userId);
    const cached = this.#saved.get(userId);
    if (cached?.version === version) return cached;
    const holding = new Map<string, number[]>();
    const items: BookmarkItem[] = [];
    for (const r of await savedItemRows(this.db, userId)) {
      const item = { type: r.type as BookmarkType, objectId: r.object_id };
      const key = itemKey(item);
      const lists = holding.get(key);
      if (lists) lists.push(r.folder_id);
      else {
        holding.set(key, [r.folder_id]);
        items.push(item);
      }
    }
    for (const lists of holding.values()) lists.sort((a, b) => a - b);
    const index = { version, items, holding };
    this.#saved.set(userId, index);
    return index;
  }

  async publicLists(page: number, size: number) {
    const { rows, total } = await publicLists(this.db, page, size);
    return {
      content: rows.map((r) => ({
        objectId: r.id,
        name: r.name,
        slug: r.slug,
        description: r.description,
        itemCount: Number(r.item_count ?? 0),
        ownerName: r.first_name,
        updatedAt: r.updated_at.toISOString(),
      })),
      page,
      size,
      totalElements: total,
      totalPages: Math.ceil(total / size),
    };
  }

  /** The list a slug names, if the viewer may see it; otherwise a 404, as for no list at all. */
  async #visible(slug: string, viewerId: number | null): Promise<ListRow> {
    const row = await listBySlug(this.db, slug);
    if (!row || (row.privacy !== 'PUBLIC' && row.user_id !== viewerId)) throw notFound(NO_LIST);
    return row;
  }

  /** The user's own list; another user's (or no) list is a 404, never revealing it exists. */
  async #own(userId: number, id: number): Promise<ListRow> {
    const row = await listById(this.db, id);
    if (!row || row.user_id !== userId) throw notFound(NO_LIST);
    return row;
  }

  async #withItems(row: ListRow, db: Kysely<Database> = this.db): Promise<BookmarkFolder> {
    const items = await itemsOf(db, [row.id]);
    return toList(row, items.get(row.id) ?? []);
  }

  /** Makes a list with a fresh slug; undefined when a default list exists already. */
  #create(userId: number, name: string, privacy: BookmarkPrivacy, isDefault: boolean) {
    return this.db.transaction().execute(async (trx) => {
      const row = await insertList(trx, {
        userId,
        name,
        slug: slugFor(name),
        privacy,
        isDefault,
      });
      if (!row) return undefined;
      let slug = row.slug;
      while (!(await claimSlug(trx, row.id, slug))) slug = slugFor(name);
      return slug === row.slug ? row : updateList(trx, row.id, { slug });
    });
  }
}
