import { createHash } from 'node:crypto';
import type { Db, Tx } from './client';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A pending claim older than this is treated as abandoned (its process died) and taken over. */
const ABANDONED_AFTER_MS = 60_000;

/** Stable hash of a JSON body: key order does not matter, values do. */
export function hashBody(body: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify(canonical(body ?? null)))
    .digest('hex');
}

export type Claim =
  | { kind: 'claimed'; recordId: string }
  | { kind: 'replay'; status: number; rawBody: string }
  | { kind: 'mismatch' }
  | { kind: 'in_progress' };

export interface IdempotencyScope {
  accountId: string;
  route: string;
  key: string;
  requestHash: string;
}

/** Claims the key for this request, or says what to answer instead. */
export async function claimIdempotencyKey(db: Db, s: IdempotencyScope): Promise<Claim> {
  const where = { accountId_route_key: { accountId: s.accountId, route: s.route, key: s.key } };
  const expired = new Date(Date.now() - IDEMPOTENCY_TTL_MS);
  const abandoned = new Date(Date.now() - ABANDONED_AFTER_MS);
  await db.idempotencyRecord.deleteMany({
    where: {
      accountId: s.accountId,
      route: s.route,
      key: s.key,
      OR: [{ createdAt: { lt: expired } }, { responseStatus: null, createdAt: { lt: abandoned } }],
    },
  });
  const inserted = await db.$queryRaw<{ id: string }[]>`
    insert into idempotency_records (id, account_id, route, key, request_hash)
    values (gen_random_uuid(), ${s.accountId}::uuid, ${s.route}, ${s.key}, ${s.requestHash})
    on conflict (account_id, route, key) do nothing
    returning id`;
  if (inserted[0]) return { kind: 'claimed', recordId: inserted[0].id };
  const row = await db.idempotencyRecord.findUnique({ where });
  if (!row) return claimIdempotencyKey(db, s); // released between our insert and read
  if (row.requestHash !== s.requestHash) return { kind: 'mismatch' };
  if (row.responseStatus === null) return { kind: 'in_progress' };
  return { kind: 'replay', status: row.responseStatus, rawBody: row.responseBody ?? 'null' };
}

/** Stores the response in the caller's transaction, so the effect and its cached answer commit together. */
export async function completeIdempotencyKey(tx: Tx, recordId: string, status: number, body: unknown) {
  await tx.idempotencyRecord.update({
    where: { id: recordId },
    data: { responseStatus: status, responseBody: JSON.stringify(body) },
  });
}

/** Frees a claim whose request did not complete, so a retry executes. */
export async function releaseIdempotencyKey(db: Db, recordId: string) {
  await db.idempotencyRecord.deleteMany({ where: { id: recordId, responseStatus: null } });
}
