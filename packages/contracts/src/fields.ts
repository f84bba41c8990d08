import { z } from './zod';

/**
 * Site, revision, photo and event ids are UUIDs (spec: opaque strings). The one check used everywhere: any
 * 8-4-4-4-12 hex string, exactly what PostgreSQL's uuid type accepts in that form, so a value that passes never
 * makes a query fail.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (v: unknown): v is string => typeof v === 'string' && UUID_PATTERN.test(v);

/**
 * A UUID path parameter or field, documented with `format: uuid` and the pattern as JSON Schema writes it (no
 * flags: the case-insensitive match spelled out), not the JavaScript literal with its `/i`.
 */
export const uuidString = z
  .string()
  .regex(UUID_PATTERN)
  .openapi({ format: 'uuid', pattern: UUID_PATTERN.source.replaceAll('a-f', 'a-fA-F') });

/** Longest URL a request may carry (browsers and CDNs agree on far less than the 1 MB body limit). */
export const MAX_URL_LENGTH = 2048;

/** An absolute http(s) URL field; `message` is the whole 400 text. */
export const httpUrlField = (message: string) =>
  z
    .string()
    .trim()
    .max(MAX_URL_LENGTH, { message: `${message} of at most ${MAX_URL_LENGTH} characters` })
    .refine((v) => /^https?:\/\/\S+$/i.test(v) && URL.canParse(v), { message });

/** A JSON value at most `maxBytes` long once serialised (free-form fields such as contentPlan). */
export const jsonAtMost = (maxBytes: number) => (v: unknown) => Buffer.byteLength(JSON.stringify(v) ?? '') <= maxBytes;

/** A BCP 47 language tag as providers send them: "en", "de", "pt-BR", "zh-Hant", "zh-Hant-TW". */
export const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8}){0,2}$/;

/** The primary language of a tag ("pt" for "pt-BR"): what decides whether text is in another language. */
export const primaryLanguage = (tag: string) => tag.split('-')[0]!.toLowerCase();
