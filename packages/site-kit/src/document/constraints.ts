// The steering knobs: how far visual-review findings have narrowed the renderer's choices.
// Every knob's default is the unconstrained design; steering only ever moves knobs toward safer values.
import { z } from 'zod';

export const constraintsSchema = z.object({
  /** 0: WCAG AA (4.5:1); 1: 5.5:1; 2: AAA (7:1); 3: AAA with neutral text and no tinted surfaces. */
  contrastLevel: z.number().int().min(0).max(3).default(0),
  /** Minimum size in CSS px of every button, nav link and form control. */
  minTapTarget: z.number().int().min(44).max(64).default(44),
  /** Cap on grid columns at desktop widths. */
  maxColumns: z.number().int().min(1).max(4).default(4),
  /** `simple` forbids split/cover heroes and side-by-side layouts; `minimal` also drops decorative panels. */
  layout: z.enum(['standard', 'simple', 'minimal']).default('standard'),
  /** Shrinks the heading scale when large type overflows or overlaps. */
  typeScale: z.enum(['normal', 'reduced', 'small']).default('normal'),
  /** Lets long words break anywhere and turns on hyphenation. */
  breakLongWords: z.boolean().default(false),
  /** Plain line-height and letter-spacing; no uppercase headings. */
  relaxedText: z.boolean().default(false),
  /** Images (catalog id or src) never to render; sections fall back to icons over brand colours. */
  excludedImages: z.array(z.string().max(200)).max(200).default([]),
  imagesDisabled: z.boolean().default(false),
  /** The tiny inline script that reveals the form's thank-you notice (the :target fallback stays). */
  inlineScript: z.boolean().default(true),
  /** Last resort against horizontal overflow: clip the page horizontally. */
  clipOverflow: z.boolean().default(false),
});

export type Constraints = z.infer<typeof constraintsSchema>;
export const DEFAULT_CONSTRAINTS: Constraints = constraintsSchema.parse({});
