import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMAGE_BODY_TYPES } from '@divespot/shared/api-schemas';
import { route } from '../../http/route.ts';
import { unsupportedMediaType } from '../../http/errors.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { ProfileService } from './profile.service.ts';

const tags = ['profile'];
const PHOTO_LIMIT = 8 * 1024 * 1024;

/** docs/product/api.md profile calls. The photo is sent as the raw body with its image content type. */
export const profileRoutes =
  (profiles: ProfileService, auth: AuthService): FastifyPluginAsyncZod =>
  (app) => {
    // Only in this plugin: image bodies arrive as bytes.
    app.addContentTypeParser(
      [...IMAGE_BODY_TYPES],
      { parseAs: 'buffer', bodyLimit: PHOTO_LIMIT },
      (_req, body, done) => {
        done(null, body);
      },
    );

    route(
      app,
      'profile',
      {
        tags,
        summary: 'The signed-in user',
      },
      async (request) => profiles.own((await auth.requireUser(request)).id),
    );
    route(
      app,
      'profileUpdate',
      {
        bodyLimit: 8 * 1024,
        tags,
        summary: 'Change names or mail consent',
      },
      async (request) => profiles.update((await auth.requireUser(request)).id, request.body),
    );
    route(
      app,
      'profilePhotoSet',
      {
        preValidation: (request, _reply, done) => {
          const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
          done(
            (IMAGE_BODY_TYPES as readonly string[]).includes(type ?? '')
              ? undefined
              : unsupportedMediaType('Send the photo as a JPEG, PNG or WebP image.'),
          );
        },
        tags,
        summary: 'Set the profile photo: the body is a JPEG, PNG or WebP image (up to 8 MB)',
      },
      async (request) => profiles.setPhoto((await auth.requireUser(request)).id, request.body),
    );
    route(
      app,
      'profilePhotoDelete',
      {
        tags,
        summary: 'Remove the profile photo',
      },
      async (request) => profiles.removePhoto((await auth.requireUser(request)).id),
    );
    route(
      app,
      'publicProfile',
      {
        tags,
        summary: "A user's public profile by its random public id: first name and photo",
        description: 'Any id that is not a live public profile id (an account number too) is 404.',
      },
      (request) => profiles.public(request.params.id),
    );
    return Promise.resolve();
  };
