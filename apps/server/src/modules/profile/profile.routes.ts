import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { acceptImageBodies, imageBodyOnly } from '../images/upload.ts';
import type { ProfileService } from './profile.service.ts';

const tags = ['profile'];

/** docs/product/api.md profile calls. The photo is sent as the raw body with its image content type. */
export const profileRoutes =
  (profiles: ProfileService, auth: AuthService): FastifyPluginAsyncZod =>
  (app) => {
    // Only in this plugin: image bodies arrive as bytes.
    acceptImageBodies(app);

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
        preValidation: imageBodyOnly('Send the photo as a JPEG, PNG or WebP image.'),
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
