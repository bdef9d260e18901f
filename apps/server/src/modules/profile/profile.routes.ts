import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  profileIdParamsSchema,
  profileSchema,
  profileUpdateSchema,
  publicProfileSchema,
} from '@divespot/shared/account';
import { errorBodySchema } from '@divespot/shared/errors';
import { HttpError } from '../../http/errors.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { ProfileService } from './profile.service.ts';

const tags = ['profile'];
const e = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, errorBodySchema]));
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const PHOTO_LIMIT = 8 * 1024 * 1024;

/** SPEC §7 profile calls. The photo is sent as the raw body with its image content type. */
export const profileRoutes =
  (profiles: ProfileService, auth: AuthService): FastifyPluginAsyncZod =>
  (app) => {
    // Only in this plugin: image bodies arrive as bytes.
    app.addContentTypeParser(
      PHOTO_TYPES,
      { parseAs: 'buffer', bodyLimit: PHOTO_LIMIT },
      (_req, body, done) => {
        done(null, body);
      },
    );

    app.get(
      '/api/profile',
      {
        schema: {
          tags,
          summary: 'The signed-in user',
          response: { 200: profileSchema, ...e(401) },
        },
      },
      async (request) => profiles.own((await auth.requireUser(request)).id),
    );
    app.patch(
      '/api/profile',
      {
        bodyLimit: 8 * 1024,
        schema: {
          tags,
          summary: 'Change names or mail consent',
          body: profileUpdateSchema,
          response: { 200: profileSchema, ...e(400, 401) },
        },
      },
      async (request) => profiles.update((await auth.requireUser(request)).id, request.body),
    );
    app.put(
      '/api/profile/photo',
      {
        preValidation: (request, _reply, done) => {
          const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
          done(
            PHOTO_TYPES.includes(type ?? '')
              ? undefined
              : new HttpError(
                  415,
                  'UNSUPPORTED_MEDIA_TYPE',
                  'Send the photo as a JPEG, PNG or WebP image.',
                ),
          );
        },
        schema: {
          tags,
          summary: 'Set the profile photo: the body is a JPEG, PNG or WebP image (up to 8 MB)',
          consumes: PHOTO_TYPES,
          body: z.instanceof(Buffer, { message: 'must be a JPEG, PNG or WebP image' }),
          response: { 200: profileSchema, ...e(400, 401, 413, 415) },
        },
      },
      async (request) => profiles.setPhoto((await auth.requireUser(request)).id, request.body),
    );
    app.delete(
      '/api/profile/photo',
      {
        schema: {
          tags,
          summary: 'Remove the profile photo',
          response: { 200: profileSchema, ...e(401) },
        },
      },
      async (request) => profiles.removePhoto((await auth.requireUser(request)).id),
    );
    app.get(
      '/api/profile/:id',
      {
        schema: {
          tags,
          summary: "A user's public profile by its random public id: first name and photo",
          description:
            'Any id that is not a live public profile id (an account number too) is 404.',
          params: profileIdParamsSchema,
          response: { 200: publicProfileSchema, ...e(404) },
        },
      },
      (request) => profiles.public(request.params.id),
    );
    return Promise.resolve();
  };
