import { ApiError } from '@sgs/contracts';
import type { Logger } from '@sgs/config';
import type { Db, Tx } from '@sgs/db';
import { generateSecret, secretPreview } from '@sgs/webhooks';

/**
 * Issues a new signing secret: the audit row and the new secret land together, so the old secret stops
 * working at once. Queued retries read the secret at each attempt, so they are re-signed with this one.
 */
export async function rotateSecret(
  db: Db,
  log: Logger,
  who: { accountId: string; siteId: string | null; scope: 'customer' | 'site_form' },
  persist: (tx: Tx, secret: string, at: Date) => Promise<void>,
): Promise<{ secret: string; secret_preview: string; rotated_at: string }> {
  const secret = generateSecret();
  const at = new Date();
  let stage: 'audit_insert_failed' | 'persist_failed' = 'audit_insert_failed';
  try {
    await db.$transaction(async (tx) => {
      await tx.webhookSecretRotation.create({ data: { ...who, secretPreview: secretPreview(secret), rotatedAt: at } });
      stage = 'persist_failed';
      await persist(tx, secret, at);
    });
  } catch (err) {
    if (err instanceof ApiError) throw err;
    log.error({ err, ...who }, `secret rotation: ${stage}`);
    throw new ApiError(500, {
      error: stage,
      detail: 'The database did not accept the write; nothing changed. Safe to retry.',
    });
  }
  return { secret, secret_preview: secretPreview(secret), rotated_at: at.toISOString() };
}
