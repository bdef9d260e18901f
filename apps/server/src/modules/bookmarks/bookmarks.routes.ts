import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_SCHEMAS } from '@divespot/shared/api-schemas';
import { errorBodySchema } from '@divespot/shared/errors';
import { BOOKMARK_EXPORT_FORMATS, folderSlugParamsSchema } from '@divespot/shared/bookmarks';
import type { AuthService } from '../auth/auth.service.ts';
import { exportFileName, toCsv, toGpx } from './bookmarks.export.ts';
import type { BookmarkService } from './bookmarks.service.ts';

const tags = ['bookmarks'];
const e = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, errorBodySchema]));
const S = API_SCHEMAS;
const bodyLimit = 8 * 1024;

/** SPEC §7 `/api/bookmarks` calls: a signed-in diver's lists, and public lists for anyone. */
const EXPORT_TYPES = { gpx: 'application/gpx+xml', csv: 'text/csv' } as const;

export const bookmarkRoutes =
  (bookmarks: BookmarkService, auth: AuthService, publicUrl: string): FastifyPluginAsyncZod =>
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
      async (request, reply) => {
        // The lists as JSON made once per change of the user's lists (they match the schema:
        // they are its output), sent without being validated and serialised again each time.
        const json = await bookmarks.listJson(await userId(request));
        return reply
          .type('application/json; charset=utf-8')
          .serializer((payload) => payload as string)
          .send(json as never);
      },
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
    app.put(
      '/api/bookmarks/folders/:id/items/position',
      {
        bodyLimit,
        schema: {
          tags,
          summary: 'Move an item of a list to an index (0 is first); the others keep their order',
          params: S.bookmarkItemMove.params,
          body: S.bookmarkItemMove.body,
          response: { 200: S.bookmarkItemMove.response, ...e(400, 401, 404) },
        },
      },
      async (request) => {
        const { index, ...item } = request.body;
        return bookmarks.moveItem(await userId(request), request.params.id, item, index);
      },
    );
    app.get(
      '/api/bookmarks/folders/slug/:slug/view',
      {
        schema: {
          tags,
          summary: 'A list with its items resolved (names, images, positions) for its page',
          description: 'Visible as the list itself is: to its owner, or to anyone when public.',
          params: S.bookmarkFolderView.params,
          querystring: S.bookmarkFolderView.query,
          response: { 200: S.bookmarkFolderView.response, ...e(400, 404) },
        },
      },
      async (request) =>
        bookmarks.view(
          request.params.slug,
          (await auth.userOf(request))?.id ?? null,
          request.query.lang,
        ),
    );
    for (const format of BOOKMARK_EXPORT_FORMATS) {
      app.get(
        `/api/bookmarks/folders/slug/:slug/export.${format}`,
        {
          schema: {
            tags,
            summary:
              format === 'gpx'
                ? 'A list’s dive spots and dive centers as GPX 1.1 waypoints'
                : 'A list’s items as a CSV table',
            description: 'Visible as the list itself is. Downloads as `{slug}.' + format + '`.',
            params: folderSlugParamsSchema,
            response: {
              200: z.any().meta({ description: format === 'gpx' ? 'GPX 1.1 XML.' : 'CSV.' }),
              404: errorBodySchema,
            },
          },
        },
        async (request, reply) => {
          const view = await bookmarks.view(
            request.params.slug,
            (await auth.userOf(request))?.id ?? null,
          );
          const body =
            format === 'gpx' ? toGpx(view, publicUrl, new Date()) : toCsv(view, publicUrl);
          return reply
            .header('Content-Type', `${EXPORT_TYPES[format]}; charset=utf-8`)
            .header('Content-Disposition', `attachment; filename="${exportFileName(view, format)}"`)
            .header('Cache-Control', 'private, no-store')
            .send(Buffer.from(body, 'utf8'));
        },
      );
    }
    app.get(
      '/api/bookmarks/items',
      {
        schema: {
          tags,
          summary: 'Every item the signed-in user saved, in any list, once each',
          response: { 200: S.bookmarkSavedItems.response, ...e(401) },
        },
      },
      async (request) => bookmarks.savedItems(await userId(request)),
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
