import { z } from 'zod';
import { INTERFACE_LANGUAGES } from '../domain/interface-languages.ts';
import { PLAN_IDS } from '../domain/plans.ts';
import { AGE_GROUPS } from '../domain/kids-rules.ts';
import { LANGUAGE_CODES } from '../domain/languages.ts';

export { INTERFACE_LANGUAGES, type InterfaceLanguage } from '../domain/interface-languages.ts';

/** The child a session plays as while kid mode is on (decision 208), as the signed-in user carries it. */
export const KidModeSchema = z.object({
  childId: z.number().int(),
  name: z.string(),
  avatar: z.string(),
  ageGroup: z.enum(AGE_GROUPS),
  language: z.enum(LANGUAGE_CODES),
});
export type KidMode = z.infer<typeof KidModeSchema>;

export const UserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  plan: z.enum(PLAN_IDS),
  isAdmin: z.boolean(),
  /** Owner admins come from ADMIN_EMAILS and cannot be revoked. */
  isOwnerAdmin: z.boolean(),
  /** The identity provider's subject, under the name the spec's user shape uses. */
  firebaseUid: z.string(),
  stripeSubscriptionId: z.string().nullable(),
  timeZone: z.string(),
  /** The interface language the person chose; absent (null) until they choose one. */
  interfaceLanguage: z.enum(INTERFACE_LANGUAGES).nullable().optional(),
  createdAt: z.iso.datetime({ offset: true }),
  /** The child this session plays as while kid mode is on (decision 208); null otherwise. */
  kidMode: KidModeSchema.nullable().optional(),
});
export type User = z.infer<typeof UserSchema>;

export const AuthUserResponseSchema = z.object({ user: UserSchema });
export type AuthUserResponse = z.infer<typeof AuthUserResponseSchema>;

export const LoginBodySchema = z
  .object({
    // The spec's client sends these; identity comes from the session alone, so they are accepted and ignored.
    firebaseUid: z.string().max(256).optional(),
    email: z.string().max(320).optional(),
    username: z.string().max(256).optional(),
    avatar: z.string().max(2048).nullable().optional(),
    /**
     * The browser's IANA time zone, used for streak days. A name the server's Intl or database does not
     * know is ignored (decision 176); anything not shaped like a zone name is refused.
     */
    timeZone: z
      .string()
      .max(64)
      .regex(/^[A-Za-z][A-Za-z0-9_+\-/]*$/, 'must be an IANA time zone name such as Europe/Madrid')
      .optional(),
  })
  .nullish();
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const GoogleStartQuerySchema = z.object({
  returnTo: z
    .string()
    .regex(/^\/(?!\/)[\w\-/?=&%.]*$/, 'must be a path on this site')
    .max(512)
    .optional(),
});

export const OidcCallbackQuerySchema = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(1024).optional(),
});

export const InterfaceLanguageBodySchema = z
  .object({ interfaceLanguage: z.enum(INTERFACE_LANGUAGES) })
  .strict();
export type InterfaceLanguageBody = z.infer<typeof InterfaceLanguageBodySchema>;
