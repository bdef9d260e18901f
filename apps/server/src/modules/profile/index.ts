import { defineFeature } from '../../http/feature.ts';
import { authService } from '../auth/index.ts';
import { createFileStorage } from '../images/image-storage.ts';
import { profileRoutes } from './profile.routes.ts';
import { ProfileService } from './profile.service.ts';

/** The signed-in user's profile (names, mail consent, photo) and public profiles. */
export const profileFeature = defineFeature('profile', async (app, { ctx }) => {
  const profiles = new ProfileService(ctx.db, createFileStorage(ctx.config.uploadsDir));
  await app.register(profileRoutes(profiles, authService(ctx)));
});
