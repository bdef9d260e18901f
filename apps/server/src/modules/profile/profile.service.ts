import type { Kysely } from 'kysely';
import { type Profile, type ProfileUpdate, type PublicProfile } from '@divespot/shared/account';
import { LANGUAGES, type LanguageCode } from '@divespot/shared/site';
import { isUnitSystem } from '@divespot/shared/units';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { ImageStorage } from '../images/image-storage.ts';
import { insertImage } from '../images/images.repository.ts';
import { storeUpload } from '../images/upload.ts';
import {
  findUserById,
  findUserByPublicId,
  updateUser,
  userImageLink,
  type UserRow,
} from '../account/account.repository.ts';

/** Profile photos are kept square at this size (WebP); the image routes resize from it. */
const PHOTO_SIZE = 512;

export function toProfile(u: UserRow): Profile {
  return {
    id: u.id,
    username: u.email,
    email: u.email,
    firstName: u.first_name,
    lastName: u.last_name,
    roles: u.roles,
    imageLink: userImageLink(u),
    emailConsent: u.email_consent,
    hasPassword: u.password_hash !== null,
    createdAt: u.created_at.toISOString(),
    publicId: u.public_id,
    language: isLanguageCode(u.language) ? u.language : null,
    units: isUnitSystem(u.units) ? u.units : null,
  };
}

const isLanguageCode = (value: unknown): value is LanguageCode =>
  LANGUAGES.some((l) => l.code === value);

/** Public ids are UUIDs; anything else (an account number, junk) names nobody. */
const PUBLIC_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The signed-in user's profile; 404 when the account is gone. */
function ownProfile(user: UserRow | undefined): Profile {
  if (!user) throw notFound('No such user.');
  return toProfile(user);
}

export class ProfileService {
  private readonly db: Kysely<Database>;
  private readonly storage: ImageStorage;

  constructor(db: Kysely<Database>, storage: ImageStorage) {
    this.db = db;
    this.storage = storage;
  }

  async own(userId: number): Promise<Profile> {
    return ownProfile(await findUserById(this.db, userId));
  }

  async update(userId: number, change: ProfileUpdate): Promise<Profile> {
    const set = {
      ...(change.firstName === undefined ? {} : { first_name: change.firstName }),
      ...(change.lastName === undefined ? {} : { last_name: change.lastName }),
      ...(change.emailConsent === undefined ? {} : { email_consent: change.emailConsent }),
      ...(change.language === undefined ? {} : { language: change.language }),
      ...(change.units === undefined ? {} : { units: change.units }),
    };
    if (Object.keys(set).length === 0) return this.own(userId);
    return ownProfile(await updateUser(this.db, userId, set));
  }

  /** Stores a JPEG/PNG/WebP photo as a square WebP and makes it the user's picture. */
  async setPhoto(userId: number, bytes: Buffer): Promise<Profile> {
    const stored = await storeUpload(this.storage, `user/${userId}`, bytes, {
      square: PHOTO_SIZE,
    });
    const user = await this.db.transaction().execute(async (trx) => {
      const imageId = await insertImage(trx, {
        ownerType: 'user',
        ownerId: userId,
        ...stored,
        license: 'uploaded by the user',
      });
      return updateUser(trx, userId, { image_id: imageId });
    });
    return ownProfile(user);
  }

  async removePhoto(userId: number): Promise<Profile> {
    return ownProfile(await updateUser(this.db, userId, { image_id: null }));
  }

  /** What anyone may see of a user, found by the public id: first name and picture. */
  async public(publicId: string): Promise<PublicProfile> {
    const user = PUBLIC_ID.test(publicId)
      ? await findUserByPublicId(this.db, publicId.toLowerCase())
      : undefined;
    if (!user) throw notFound('No user with that id.');
    return { id: user.public_id, firstName: user.first_name, imageLink: userImageLink(user) };
  }
}
