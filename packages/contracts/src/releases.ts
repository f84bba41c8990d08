// Release history, preview, diff and restore (additions to the spec; see docs/releases.md).
import { z } from './zod';

export const RELEASE_CAUSES = [
  'build',
  'revision',
  'logo',
  'favicon',
  'contact',
  'rollback',
  'slug',
  'language',
] as const;

export const releaseResource = z
  .object({
    id: z.string().uuid(),
    created_at: z.string(),
    cause: z.object({
      kind: z.string().openapi({ description: `What made it: ${RELEASE_CAUSES.join(', ')}` }),
      revision_id: z.string().uuid().nullable().openapi({ description: 'The revision that made it, if any.' }),
      restored_release_id: z
        .string()
        .uuid()
        .nullable()
        .openapi({ description: 'For a rollback: the release it made live again.' }),
    }),
    live: z.boolean().openapi({ description: 'Whether visitors see this release now.' }),
    pages: z.array(z.string()),
    size_bytes: z.number().int().openapi({ description: 'Total size of its files.' }),
    preview_url: z
      .string()
      .openapi({ description: 'This release as it was built, served with noindex, before and after it is live.' }),
  })
  .openapi('Release');

export const releaseList = z
  .object({ releases: z.array(releaseResource), next_cursor: z.string().nullable() })
  .openapi('ReleaseList');

export const releaseDiff = z
  .object({
    release_id: z.string().uuid(),
    against: z.string().uuid(),
    files: z.object({
      added: z.array(z.string()),
      removed: z.array(z.string()),
      changed: z.array(z.string()),
    }),
    pages: z
      .array(
        z.object({
          page: z.string(),
          status: z.enum(['added', 'removed', 'changed']),
          diff: z.string().openapi({
            description:
              'Unified diff of the visible text (one block of text per line, no markup), `against` -> release.',
          }),
        }),
      )
      .openapi({ description: 'Pages whose visible content differs.' }),
  })
  .openapi('ReleaseDiff');

export const restoreReleaseResponse = z
  .object({
    revisionId: z
      .string()
      .uuid()
      .openapi({ description: 'The queued restore, readable at GET .../revisions/{revisionId}.' }),
    status: z.literal('pending'),
    queue_position: z.number().int(),
    release_id: z.string().uuid(),
  })
  .openapi('RestoreReleaseResponse');

/** Hex characters of a release id in a preview host label: short enough to keep `<handle>--<slug>` within 63. */
export const PREVIEW_HANDLE_LENGTH = 12;

/** The first DNS label of a release's preview host: `<12 hex of the release id>--<slug>`. */
export const previewLabel = (slug: string, releaseId: string) =>
  `${releaseId.replace(/-/g, '').slice(0, PREVIEW_HANDLE_LENGTH)}--${slug}`;

/** `<handle>--<slug>` -> its parts (the handle is a prefix of the release id without dashes), else null. */
export function parsePreviewLabel(label: string): { handle: string; slug: string } | null {
  const m = new RegExp(`^([0-9a-f]{${PREVIEW_HANDLE_LENGTH}})--([a-z0-9][a-z0-9-]*)$`).exec(label.toLowerCase());
  return m ? { handle: m[1]!, slug: m[2]! } : null;
}
