import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { ImageAdmin } from './images-admin.service.ts';
import { acceptImageBodies, imageBodyOnly } from './upload.ts';

/**
 * The console's pictures of spots, species and dive centers: admins only (401 signed out, 403
 * for other roles, before the body is read). The picture is the raw body with its image type.
 */
export const imageAdminRoutes =
  (images: ImageAdmin, auth: AuthService): FastifyPluginAsyncZod =>
  (app) => {
    // Only in this plugin: image bodies arrive as bytes.
    acceptImageBodies(app);
    const guarded = { onRequest: auth.adminOnly, tags: ['admin'] };
    route(
      app,
      'adminImageUpload',
      {
        ...guarded,
        preValidation: imageBodyOnly('Send the picture as a JPEG, PNG or WebP image.'),
        summary:
          'Add a picture to a spot, species or dive center: the body is a JPEG, PNG or WebP image (up to 8 MB)',
        description:
          'Kept at its own shape within 2000 px, as WebP, after the record’s other pictures.',
      },
      async (request, reply) => {
        const actor = await auth.requireAdmin(request);
        const { owner, id } = request.params;
        return reply.status(201).send(await images.upload(actor, owner, id, request.body));
      },
    );
    route(
      app,
      'adminImageDelete',
      { ...guarded, summary: 'Remove a picture of a spot, species or dive center' },
      async (request, reply) => {
        await images.remove(await auth.requireAdmin(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
    return Promise.resolve();
  };
