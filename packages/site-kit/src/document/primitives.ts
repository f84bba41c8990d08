// Small building blocks shared by the document's schemas.
import { isSafeRelativePath } from '@sgs/storage';
import { z } from 'zod';
import { ICON_NAMES } from '../icons';

export const hexColor = z.string().regex(/^#[0-9a-f]{6}$/, 'must be a lowercase #rrggbb colour');

/** A slug used for page file names and section ids: lowercase words joined by hyphens. */
export const slug = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase letters, digits and hyphens');

/** Site-relative raster photo or logo path under images/ (what the renderer writes and pages link to). */
export const imagePath = z
  .string()
  .max(200)
  .refine((p) => isSafeRelativePath(p) && p.startsWith('images/'), 'must be a safe site-relative path under images/')
  .refine((p) => /\.(jpe?g|png|webp|svg)$/i.test(p), 'must end in .jpg, .jpeg, .png, .webp or .svg');

export const text = (max: number) => z.string().trim().min(1).max(max);

/** A reference to a picture: by catalog id (checked against `images`) and always by path. */
export const imageRef = z.object({
  id: z.string().min(1).max(100).optional(),
  src: imagePath,
  alt: text(300),
  width: z.number().int().positive().max(20_000),
  height: z.number().int().positive().max(20_000),
});
export type ImageRef = z.infer<typeof imageRef>;

export const PHOTO_SOURCES = [
  'google',
  'unsplash',
  'facebook',
  'upload',
  'existing_site',
  'logo',
  'generated',
] as const;

/** One picture the site may use; sections refer to it by id. */
export const catalogImage = imageRef.extend({
  id: z.string().min(1).max(100),
  source: z.enum(PHOTO_SOURCES).optional(),
  /** e.g. `logo`, `interior`, `team`: lets operations pick a logo-tagged photo for a favicon. */
  tags: z.array(z.string().max(40)).max(20).optional(),
});
export type CatalogImage = z.infer<typeof catalogImage>;

export const iconName = z.enum(ICON_NAMES);

/**
 * Where a button or link goes. Contact targets point at the business's data rather than copying it,
 * so changing the phone or email in one place updates every button.
 */
export const linkTarget = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('page'), page: slug, section: slug.optional() }),
  z.object({ kind: z.literal('tel') }),
  z.object({ kind: z.literal('email') }),
  z.object({ kind: z.literal('map') }),
  z.object({
    kind: z.literal('external'),
    url: z
      .string()
      .max(500)
      .regex(/^https:\/\/[^\s"'<>]+$/, 'must be an https:// URL'),
  }),
]);
export type LinkTarget = z.infer<typeof linkTarget>;

export const link = z.object({ label: text(60), target: linkTarget });
export type Link = z.infer<typeof link>;

export { WEEKDAYS, type Weekday } from '@sgs/contracts';
