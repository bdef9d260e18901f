import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BOOKMARK_EXPORT_FORMATS } from '@divespot/shared/bookmarks';
import { fileRoute, route } from '../../http/route.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { exportFileName, toCsv, toGpx } from './lists.export.ts';
import type { ListService } from './lists.service.ts';

const tags = ['bookmarks'];
const bodyLimit = 8 * 1024;

/** docs/product/api.md `/api/bookmarks` calls: a signed-in diver's lists, and public lists for anyone. */
const EXPORT_TYPES = { gpx: 'application/gpx+xml', csv: 'text/csv' } as const;

export const listRoutes =
  (lists: ListService, auth: AuthService, publicUrl: string): FastifyPluginAsyncZod =>
  (app) => {
    const userId = async (request: Parameters<AuthService['requireUser']>[0]) =>
      (await auth.requireUser(request)).id;

    route(
      app,
      'bookmarkFolders',
      {
        tags,
        summary: 'The signed-in user’s lists, the default one first (made on first use)',
      },
      async (request, reply) => {
        // The lists as JSON made once per change of the user's lists (they match the schema:
        // they are its output), sent without being validated and serialised again each time.
        const json = await lists.listJson(await userId(request));
        return reply
          .type('application/json; charset=utf-8')
          .serializer((payload) => payload as string)
          .send(json as never);
      },
    );
    route(
      app,
      'bookmarkFolderCreate',
      {
        bodyLimit,
        tags,
        summary: 'Create a list (PRIVATE unless asked otherwise)',
      },
      async (request, reply) => {
        const { name, privacy } = request.body;
        const list = await lists.create(await userId(request), name, privacy);
        return reply.status(201).send(list);
      },
    );
    route(
      app,
      'bookmarkFolderBySlug',
      {
        tags,
        summary: 'A list by its slug (or an earlier one): the owner’s, or a public one',
        description: 'A private list of someone else is a 404, as is an unknown slug.',
      },
      async (request) =>
        lists.bySlug(request.params.slug, (await auth.userOf(request))?.id ?? null),
    );
    route(
      app,
      'bookmarkFolderRename',
      {
        bodyLimit,
        tags,
        summary: 'Rename a list; its earlier slugs keep resolving',
      },
      async (request) => lists.rename(await userId(request), request.params.id, request.body.name),
    );
    route(
      app,
      'bookmarkFolderDescription',
      {
        bodyLimit,
        tags,
        summary: 'Describe a list (null or blank removes the description)',
      },
      async (request) =>
        lists.describe(await userId(request), request.params.id, request.body.description),
    );
    route(
      app,
      'bookmarkFolderPrivacy',
      {
        bodyLimit,
        tags,
        summary: 'Make a list PUBLIC or PRIVATE',
      },
      async (request) =>
        lists.setPrivacy(await userId(request), request.params.id, request.body.privacy),
    );
    route(
      app,
      'bookmarkFolderDelete',
      {
        tags,
        summary: 'Delete a list (not the default one)',
      },
      async (request, reply) => {
        await lists.delete(await userId(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
    route(
      app,
      'bookmarkItemAdd',
      {
        bodyLimit,
        tags,
        summary: 'Save an item to a list; saving it again changes nothing',
      },
      async (request) => lists.addItem(await userId(request), request.params.id, request.body),
    );
    route(
      app,
      'bookmarkItemRemove',
      {
        bodyLimit,
        tags,
        summary: 'Remove an item from a list',
      },
      async (request) => lists.removeItem(await userId(request), request.params.id, request.body),
    );
    route(
      app,
      'bookmarkItemMove',
      {
        bodyLimit,
        tags,
        summary: 'Move an item of a list to an index (0 is first); the others keep their order',
      },
      async (request) => {
        const { index, ...item } = request.body;
        return lists.moveItem(await userId(request), request.params.id, item, index);
      },
    );
    route(
      app,
      'bookmarkFolderView',
      {
        tags,
        summary: 'A list with its items resolved (names, images, positions) for its page',
        description: 'Visible as the list itself is: to its owner, or to anyone when public.',
      },
      async (request) =>
        lists.view(
          request.params.slug,
          (await auth.userOf(request))?.id ?? null,
          request.query.lang,
        ),
    );
    for (const format of BOOKMARK_EXPORT_FORMATS) {
      fileRoute(
        app,
        format === 'gpx' ? 'listExportGpx' : 'listExportCsv',
        {
          tags,
          summary:
            format === 'gpx'
              ? 'A list’s dive spots and dive centers as GPX 1.1 waypoints'
              : 'A list’s items as a CSV table',
          description: 'Visible as the list itself is. Downloads as `{slug}.' + format + '`.',
        },
        async (request, reply) => {
          const view = await lists.view(
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
    route(
      app,
      'bookmarkSavedItems',
      {
        tags,
        summary: 'Every item the signed-in user saved, in any list, once each',
      },
      async (request) => lists.savedItems(await userId(request)),
    );
    route(
      app,
      'bookmarked',
      {
        tags,
        summary: 'Whether the signed-in user saved an item, and in which lists',
      },
      async (request) =>
        lists.bookmarked(await userId(request), {
          type: request.params.type,
          objectId: request.params.id,
        }),
    );
    route(
      app,
      'bookmarksPublic',
      {
        tags,
        summary: 'Public lists, the most recently changed first',
      },
      (request) => lists.publicLists(request.query.page, request.query.size),
    );
    return Promise.resolve();
  };
