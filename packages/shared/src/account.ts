import { z } from 'zod';
import { LANGUAGES } from './site.ts';
import { UNIT_SYSTEMS } from './units.ts';
import { ACCOUNT_FIELD_MESSAGES, ACCOUNT_LIMITS, ACCOUNT_MESSAGES } from './account-vocabulary.ts';

const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [
  (typeof LANGUAGES)[number]['code'],
  ...(typeof LANGUAGES)[number]['code'][],
];

/**
 * The account API (docs/product/entities.md, docs/product/states.md, docs/product/api.md): registration with an e-mailed code, sign-in, tokens,
 * password reset and change, and the profile. The same rules run in the browser and on the
 * server (docs/product/validation.md).
 */

// The account's limits and texts (no zod, so the browser's first scripts can carry them).
export * from './account-vocabulary.ts';

/** An e-mail address, trimmed and lower-cased (addresses are unique case-insensitively). */
export const emailAddressSchema = z
  .string({ error: ACCOUNT_FIELD_MESSAGES.emailRequired })
  .trim()
  .min(1, ACCOUNT_FIELD_MESSAGES.emailRequired)
  .max(ACCOUNT_LIMITS.emailMax, ACCOUNT_FIELD_MESSAGES.emailTooLong)
  .pipe(z.email(ACCOUNT_FIELD_MESSAGES.emailInvalid))
  .transform((e) => e.toLowerCase());

/** A new password (docs/product/validation.md: at least 6 characters). Not trimmed: spaces count. */
export const newPasswordSchema = z
  .string({ error: ACCOUNT_FIELD_MESSAGES.passwordRequired })
  .min(1, ACCOUNT_FIELD_MESSAGES.passwordRequired)
  .min(ACCOUNT_LIMITS.passwordMin, ACCOUNT_FIELD_MESSAGES.passwordTooShort)
  .max(ACCOUNT_LIMITS.passwordMax, ACCOUNT_FIELD_MESSAGES.passwordTooLong);

/** A password being checked (sign-in, old password): only required, so old rules still work. */
export const currentPasswordSchema = z
  .string({ error: ACCOUNT_FIELD_MESSAGES.passwordRequired })
  .min(1, ACCOUNT_FIELD_MESSAGES.passwordRequired)
  .max(ACCOUNT_LIMITS.passwordMax, ACCOUNT_FIELD_MESSAGES.passwordTooLong);

function nameSchema(required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(ACCOUNT_LIMITS.nameMax, ACCOUNT_FIELD_MESSAGES.nameTooLong);
}
export const firstNameSchema = nameSchema(ACCOUNT_FIELD_MESSAGES.firstNameRequired);
export const lastNameSchema = nameSchema(ACCOUNT_FIELD_MESSAGES.lastNameRequired);

/** docs/product/validation.md: digits only, exactly 4. */
export const verificationCodeSchema = z
  .string({ error: ACCOUNT_FIELD_MESSAGES.codeInvalid })
  .trim()
  .regex(/^\d{4}$/, ACCOUNT_FIELD_MESSAGES.codeInvalid);

/** Query of `GET /api/account/sendRegistrationToken` and `resendRegistrationToken`. */
export const registrationEmailQuerySchema = z.object({ email: emailAddressSchema });
export type RegistrationEmailQuery = z.infer<typeof registrationEmailQuerySchema>;

/** Answer of `sendRegistrationToken` and `resendRegistrationToken`. */
export const registrationCodeSentSchema = z
  .object({
    sent: z.literal(true),
    cooldownSeconds: z.number().int().meta({ description: 'Seconds before a resend is allowed.' }),
    expiresInSeconds: z.number().int().meta({ description: 'Seconds the code stays valid.' }),
  })
  .meta({ id: 'RegistrationCodeSent' });
export type RegistrationCodeSent = z.infer<typeof registrationCodeSentSchema>;

/**
 * Query of `GET /api/account/validateRegistrationToken`: the code and the address it was sent
 * to (a 4-digit code alone would name no account).
 */
export const validateRegistrationQuerySchema = z.object({
  email: emailAddressSchema,
  token: verificationCodeSchema,
});
export type ValidateRegistrationQuery = z.infer<typeof validateRegistrationQuerySchema>;

/** `{ valid: false }` is a wrong code that still has tries left (docs/product/errors.md 'Invalid verification code…'). */
export const registrationTokenValiditySchema = z
  .object({ valid: z.boolean() })
  .meta({ id: 'RegistrationTokenValidity' });
export type RegistrationTokenValidity = z.infer<typeof registrationTokenValiditySchema>;

/**
 * Body of `POST /api/account/register` (docs/product/entities.md). The address must have a code that
 * `validateRegistrationToken` accepted, or `token` may carry that code here.
 */
export const registerInputSchema = z
  .object({
    emailAddress: emailAddressSchema,
    password: newPasswordSchema,
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    emailConsent: z.boolean({ error: 'must be true or false' }).default(true),
    token: verificationCodeSchema.optional().meta({
      description: 'The e-mailed code, if it was not validated before.',
    }),
  })
  .meta({ id: 'RegisterInput' });
export type RegisterInput = z.input<typeof registerInputSchema>;

/** Body of `POST /api/authenticate` (docs/product/entities.md: `username` is the e-mail). */
export const loginInputSchema = z
  .object({ username: emailAddressSchema, password: currentPasswordSchema })
  .meta({ id: 'LoginInput' });
export type LoginInput = z.input<typeof loginInputSchema>;

/** A fresh pair of tokens. */
export const tokenPairSchema = z
  .object({
    accessToken: z.string().meta({ description: 'JWT for `Authorization: Bearer`.' }),
    refreshToken: z.string().meta({ description: 'Opaque; one use, then replaced.' }),
    expiresIn: z.number().int().meta({ description: 'Seconds the access token lives.' }),
    expiresAt: z.number().int().meta({ description: 'Access token expiry, ms since 1970.' }),
  })
  .meta({ id: 'TokenPair' });
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** Answer of sign-in, register, Google exchange and reset completion (docs/product/api.md). */
export const authenticatedSchema = tokenPairSchema
  .extend({
    username: z.string().meta({ description: 'The e-mail address.' }),
    firstName: z.string(),
    lastName: z.string(),
    roles: z.array(z.string()).meta({ description: 'e.g. `["ROLE_USER", "ROLE_ADMIN"]`.' }),
    imageLink: z.string().nullable(),
  })
  .meta({ id: 'Authenticated' });
export type Authenticated = z.infer<typeof authenticatedSchema>;

/** Body of `POST /api/account/refreshtoken`. */
export const refreshInputSchema = z
  .object({
    refreshToken: z
      .string({ error: ACCOUNT_MESSAGES.noRefreshToken })
      .min(1, ACCOUNT_MESSAGES.noRefreshToken)
      .max(200),
  })
  .meta({ id: 'RefreshInput' });
export type RefreshInput = z.infer<typeof refreshInputSchema>;

/** Query of `GET /api/account/logout/me`: `everywhere=true` ends every session of the user. */
export const logoutQuerySchema = z.object({
  everywhere: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
});
export const logoutResultSchema = z
  .object({ revokedSessions: z.number().int() })
  .meta({ id: 'LogoutResult' });
export type LogoutResult = z.infer<typeof logoutResultSchema>;

/** Body of `POST /api/account/resetPassword`. */
export const resetPasswordInputSchema = z
  .object({ email: emailAddressSchema })
  .meta({ id: 'ResetPasswordInput' });
export type ResetPasswordInput = z.input<typeof resetPasswordInputSchema>;

/** Answer of `resetPassword`, the same whether or not the address has an account. */
export const resetPasswordSentSchema = z
  .object({ sent: z.literal(true) })
  .meta({ id: 'ResetPasswordSent' });

/** Body of `POST /api/account/resetPassword/finish`: the token of the e-mailed link. */
export const resetPasswordFinishSchema = z
  .object({
    token: z.string({ error: 'is required' }).min(20, 'is not a reset token').max(200),
    newPassword: newPasswordSchema,
  })
  .meta({ id: 'ResetPasswordFinish' });
export type ResetPasswordFinish = z.infer<typeof resetPasswordFinishSchema>;

/** Body of `POST /api/account/changePassword`. */
export const changePasswordInputSchema = z
  .object({ oldPassword: currentPasswordSchema, newPassword: newPasswordSchema })
  .meta({ id: 'ChangePasswordInput' });
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;
export const passwordChangedSchema = z
  .object({
    changed: z.literal(true),
    revokedSessions: z.number().int().meta({ description: 'Other sessions signed out.' }),
  })
  .meta({ id: 'PasswordChanged' });

/** Body of `POST /api/oauth2/exchange`: the one-time code of `/oauth2/redirect?code=`. */
export const oauthExchangeInputSchema = z
  .object({ code: z.string({ error: 'is required' }).min(20).max(200) })
  .meta({ id: 'OAuthExchangeInput' });

/** `GET /api/account/providers`: which social sign-ins are configured. */
export const authProvidersSchema = z.object({ google: z.boolean() }).meta({ id: 'AuthProviders' });
export type AuthProviders = z.infer<typeof authProvidersSchema>;

/** `GET /api/profile` and the answer of `PATCH /api/profile` and the photo upload. */
export const profileSchema = z
  .object({
    id: z.number().int(),
    username: z.string().meta({ description: 'The e-mail address.' }),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    roles: z.array(z.string()),
    imageLink: z.string().nullable(),
    emailConsent: z.boolean(),
    hasPassword: z.boolean().meta({ description: 'False for Google-only accounts.' }),
    createdAt: z.string().meta({ description: 'ISO 8601.' }),
    publicId: z
      .string()
      .meta({ description: 'Id of the public profile, `GET /api/profile/{publicId}`.' }),
    language: z
      .enum(LANGUAGE_CODES)
      .nullable()
      .meta({ description: 'The interface language the user chose; null until they choose.' }),
    units: z
      .enum(UNIT_SYSTEMS)
      .nullable()
      .meta({ description: 'Metric or imperial, as the user chose; null until they choose.' }),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profileSchema>;

/** Body of `PATCH /api/profile`: any of the fields. */
export const profileUpdateSchema = z
  .object({
    firstName: firstNameSchema.optional(),
    lastName: lastNameSchema.optional(),
    emailConsent: z.boolean({ error: 'must be true or false' }).optional(),
    language: z
      .enum(LANGUAGE_CODES, { error: `must be one of ${LANGUAGE_CODES.join(', ')}` })
      .optional(),
    units: z.enum(UNIT_SYSTEMS, { error: `must be one of ${UNIT_SYSTEMS.join(', ')}` }).optional(),
  })
  .strict()
  .meta({ id: 'ProfileUpdate' });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/**
 * `GET /api/profile/{id}`: what anyone may see of a user. Only what a diver would show a
 * stranger: the first name and the photo; never the e-mail, last name or account number.
 */
export const publicProfileSchema = z
  .object({
    id: z
      .string()
      .meta({ description: 'Public profile id (random; the `publicId` of a Profile).' }),
    firstName: z.string(),
    imageLink: z.string().nullable(),
  })
  .meta({ id: 'PublicProfile' });
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** `{id}` of `GET /api/profile/{id}`: any text; what is not a live public id is a 404. */
export const profileIdParamsSchema = z.object({ id: z.string().max(100) });

/** Whether a role list opens the admin console (docs/product/screens.md: any role name containing 'admin'). */
export function hasAdminRole(roles: readonly string[]): boolean {
  return roles.some((r) => r.toLowerCase().includes('admin'));
}

/**
 * `detail` of a 429 answer: every rate limit and the resend cooldown carry the wait in seconds
 * (also in the `Retry-After` header). The resend cooldown's message is `resendWaitMessage(n)`.
 */
export const rateLimitDetailSchema = z
  .object({
    retryAfterSeconds: z.number().int(),
    cooldownSeconds: z.number().int(),
  })
  .meta({ id: 'RateLimitDetail' });
export type RateLimitDetail = z.infer<typeof rateLimitDetailSchema>;
