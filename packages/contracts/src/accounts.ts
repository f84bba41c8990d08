// Accounts, sessions, owner key management, leads and cursor pagination (additions to the spec; README "Accounts").
import { z } from './zod';

const email = z.string().trim().toLowerCase().max(254).email('email must look like name@example.com');

export const emailBody = z
  .object({ email })
  .strict()
  .openapi('EmailBody', { example: { email: 'you@example.com' } });

/** The same answer whether or not the address has an account (no enumeration). */
export const linkSent = z.object({ ok: z.literal(true), message: z.string() }).openapi('LinkSent', {
  example: { ok: true, message: 'If that address can be used, a link is on its way. It works once.' },
});

/** A new password: 10 to 200 characters (hashed with Argon2id; never stored or logged in plain text). */
const newPassword = z
  .string()
  .min(10, 'password must be 10 to 200 characters')
  .max(200, 'password must be 10 to 200 characters');

/** Sign-up: the e-mail, and optionally a password that takes effect when the verification link is redeemed. */
export const signupBody = z
  .object({ email, password: newPassword.optional() })
  .strict()
  .openapi('SignupBody', { example: { email: 'you@example.com', password: 'correct horse battery staple' } });

export const passwordSigninBody = z
  .object({ email, password: z.string().min(1, 'password is required').max(200) })
  .strict()
  .openapi('PasswordSigninBody', { example: { email: 'you@example.com', password: 'correct horse battery staple' } });

export const setPasswordBody = z
  .object({ password: newPassword })
  .strict()
  .openapi('SetPasswordBody', { example: { password: 'correct horse battery staple' } });

/** An e-mail link's token (`sgst_<payload>.<signature>`, the `token` query parameter of the link). */
const linkToken = z.string().max(600);

export const tokenBody = z.object({ token: linkToken }).strict().openapi('LinkTokenBody');

/** A password reset: the token of the link from POST /v1/account/password/forgot and the new password. */
export const resetPasswordBody = z
  .object({ token: linkToken, password: newPassword })
  .strict()
  .openapi('ResetPasswordBody', { example: { token: 'sgst_…', password: 'correct horse battery staple' } });

export const accountResource = z
  .object({
    id: z.string(),
    email: z.string(),
    email_verified: z.boolean(),
    password_set: z.boolean().openapi({ description: 'Whether password sign-in is set up (PUT /v1/account/password)' }),
    credits_balance: z.number().int(),
    auto_refill: z.boolean(),
    auto_refill_threshold: z.number().int().nullable(),
    created_at: z.string(),
  })
  .openapi('Account');
export type AccountResource = z.infer<typeof accountResource>;

export const sessionResponse = z
  .object({
    account: accountResource,
    session: z.object({
      token: z.string().openapi({ description: 'Send as Authorization: Bearer <token>; shown once.' }),
      expires_at: z.string(),
    }),
  })
  .openapi('SessionResponse');

export const API_KEY_TAG_VALUES = ['prod', 'staging'] as const;

export const createKeyBody = z
  .object({ tag: z.enum(API_KEY_TAG_VALUES).optional(), name: z.string().trim().max(100).optional() })
  .strict()
  .openapi('CreateKeyBody', { example: { tag: 'prod', name: 'ci' } });

export const apiKeyResource = z
  .object({
    id: z.string(),
    prefix: z.string().openapi({ description: 'The public start of the key, e.g. sgs_1a2b3c4d5e6f_' }),
    tag: z.enum(API_KEY_TAG_VALUES),
    name: z.string().nullable(),
    created_at: z.string(),
    last_used_at: z.string().nullable(),
    revoked_at: z.string().nullable(),
  })
  .openapi('ApiKey');
export const issuedKeyResource = apiKeyResource
  .extend({ key: z.string().openapi({ description: 'The plaintext key; shown once, never again.' }) })
  .openapi('IssuedApiKey');
export const apiKeyList = z.object({ keys: z.array(apiKeyResource) }).openapi('ApiKeyList');

export const leadResource = z
  .object({
    id: z.string(),
    site_id: z.string(),
    page: z.string().nullable(),
    fields: z.record(z.string(), z.unknown()),
    submitted_at: z.string(),
    email_delivered_at: z.string().nullable(),
    new: z
      .boolean()
      .optional()
      .openapi({ description: 'Not listed or opened by the owner before this answer (which marks it seen).' }),
  })
  .openapi('Lead');
export const leadDelivery = z
  .object({
    contact_email: z
      .string()
      .nullable()
      .openapi({ description: "Each lead is emailed here: the site's contact email, when set." }),
    form_webhook: z
      .boolean()
      .openapi({ description: "Each lead is posted to the site's form webhook, when one is set." }),
    account_email: z.string().nullable().openapi({
      description: "Each lead is emailed here, to the account's address, when the site has neither of the above.",
    }),
  })
  .openapi('LeadDelivery');
export const leadList = z
  .object({
    leads: z.array(leadResource),
    next_cursor: z.string().nullable(),
    new_count: z
      .number()
      .int()
      .optional()
      .openapi({ description: "The site's leads not yet seen by the owner, counted before this answer marked any." }),
    delivery: leadDelivery.optional().openapi({ description: "Where the site's leads go now." }),
  })
  .openapi('LeadList');

/** ?limit and ?cursor of every cursor-paginated list. */
export const PAGE_LIMIT_MAX = 100;
export const pageQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be an integer from 1 to 100' })
    .int('limit must be an integer from 1 to 100')
    .min(1, 'limit must be an integer from 1 to 100')
    .max(PAGE_LIMIT_MAX, 'limit must be an integer from 1 to 100')
    .default(PAGE_LIMIT_MAX),
  cursor: z.string().max(200).optional(),
});
