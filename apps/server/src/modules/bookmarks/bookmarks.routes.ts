import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_SCHEMAS } from '@divespot/shared/api-schemas';
import { errorBodySchema } from '@divespot/shared/errors';
import type { AuthService } from '../auth/auth.service.ts';
import type { BookmarkService } from './bookmarks.service.ts';

const tags = ['bookmarks'];
const e = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, errorBodySchema]));
const S = API_SCHEMAS;
const bodyLimit = 8 * 1024;

/** SPEC §7 `/api/bookmarks` calls: a signed-in diver's lists, and public lists for anyone. */
export const bookmarkRoutes =
  (bookmarks: BookmarkService, auth: AuthService): FastifyPluginAsyncZod =>
  (app) => {
    const userId = async (request: Parameters<AuthService['requireUser']>[0]) =>
      (await auth.requireUser(request)).id;

    app.get(
      '/api/bookmarks/folders',
      {
        schema: {
          tags,
          summary: 'The signed-in user’s lists, the default one first (made on first use)',
          response: { 200: S.bookmarkFolders.response, ...e(401) },
        },
      },
      async (request) => bookmarks.list(await userId(request)),
    );
    app.post(
      '/api/bookmarks/folders',
      {
        bodyLimit,
        schema: {
          tags,
          summary: 'Create a list (PRIVATE unless asked otherwise)',
          body: S.bookmarkFolderCreate.body,
          response: { 201: S.bookmarkFolderCreate.response, ...e(400, 401) },
        },
      },
      async (request, reply) => {
        const { name, privacy } = request.body;
        const folder = await bookmarks.create(await userId(request), name, privacy);
        return reply.status(201).send(folder);
      },
    );
    app.get(
      '/api/bookmarks/folders/slug/:slug',
      {
        schema: {
          tags,
          summary: 'A list by its slug (or an earlier one): the owner’s, or a public one',
          description: 'A private list of someone else is a 404, as is an unknown slug.',
          params: S.bookmarkFolderBySlug.params,
          response: { 200: S.bookmarkFolderBySlug.response, ...e(404) },
        },
      },
      async (request) =>
        bookmarks.bySlug(request.params.slug, (await auth.userOf(request))?.id ?? null),
    );
    app.put(
      '/api/bookmarks/folders/:id',
      {
        bodyLimit,
        schema: {
          tags,
          summary: 'Rename a list; its earlier slugs keep resolving',
          params: S.bookmarkFolderRename.params,
          body: S.bookmarkFolderRename.body,
          response: { 200: S.bookmarkFolderRename.response, ...e(400, 401, 404) },
        },
      },
      async (request) =>
        bookmarks.rename(await userId(request), request.params.id, request.body.name),
    );
    app.put(
      '/api/bookmarks/folders/:id/description',
      {
        bodyLimit,
        schema: {
          tags,
          summary: 'Describe a list (null or blank removes the description)',
          params: S.bookmarkFolderDescription.params,
          body: S.bookmarkFolderDescription.body,
          response: { 200: S.bookmarkFolderDescription.response, ...e(400, 401, 404) },
        },
      },
      async (request) =>
        bookmarks.describe(await userId(request), request.params.id, request.body.description),
    );
    app.put(
      '/api/bookmarks/folders/:id/privacy',
      {
        bodyLimit,
        schema: {
          tags,
          summary: 'Make a list PUBLIC or PRIVATE',
          params: S.bookmarkFolderPrivacy.params,
          body: S.bookmarkFolderPrivacy.body,
          response: { 200: S.bookmarkFolderPrivacy.response, ...e(400, 401, 404) },
        },
      },
      async (request) =>
        bookmarks.setPrivacy(await userId(request), request.params.id, request.body.privacy),
    );
    app.delete(
      '/api/bookmarks/folders/:id',
      {
        schema: {
          tags,
          summary: 'Delete a list (not the default one)',
          params: S.bookmarkFolderDelete.params,
          response: { 204: S.bookmarkFolderDelete.response, ...e(400, 401, 404) },
        },
      },
      async (request, reply) => {
        await bookmarks.delete(await userId(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
    app.post(
      '/api/bookmarks/folders/:id/items',
      {
        bodyLimit,
        schema: {
          tags,
          summary: 'Save an item to a list; saving it again changes nothing',
          params: S.bookmarkItemAdd.params,
          body: S.bookmarkItemAdd.body,
          response: { 200: S.bookmarkItemAdd.response, ...e(400, 401, 404) },
        },
      },
      async (request) => bookmarks.addItem(await userId(request), request.params.id, request.body),
    );
    app.delete(
      '/api/bookmarks/folders/:id/items',
      {
        bodyLimit,
        schema: {
          tags,
          summary: 'Remove an item from a list',
          params: S.bookmarkItemRemove.params,
          body: S.bookmarkItemRemove.body,
          response: { 200: S.bookmarkItemRemove.response, ...e(400, 401, 404) },
        },
      },
      async (request) =>
        bookmarks.removeItem(await userId(request), request.params.id, request.body),
    );
    app.get(
      '/api/bookmarks/items/:type/:id/bookmarked',
      {
        schema: {
          tags,
          summary: 'Whether the signed-in user saved an item, and in which lists',
          params: S.bookmarked.params,
          response: { 200: S.bookmarked.response, ...e(400, 401) },
        },
      },
      async (request) =>
        bookmarks.bookmarked(await userId(request), {
          type: request.params.type,
          objectId: request.params.id,
        }),
    );
    app.get(
      '/api/bookmarks/public',
      {
        schema: {
          tags,
          summary: 'Public lists, the most recently changed first',
          querystring: S.bookmarksPublic.query,
          response: { 200: S.bookmarksPublic.response, ...e(400) },
        },
      },
      (request) => bookmarks.publicLists(request.query.page, request.query.size),
    );
    return Promise.resolve();
  };
