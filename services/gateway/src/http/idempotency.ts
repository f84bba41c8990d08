import type { Request, Response } from 'express';
import { ApiError } from '@sgs/contracts';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  hashBody,
  releaseIdempotencyKey,
  type Db,
  type Tx,
} from '@sgs/db';
import { callerOf } from './auth';

export interface Outcome {
  status: number;
  body: unknown;
}
/** A replay carries the first response's bytes, so it is identical, key order included. */
export type Answer = Outcome | { status: number; rawBody: string; replayed: true };

/** Sends what withIdempotency answered. */
export function sendAnswer(res: Response, a: Answer) {
  if ('rawBody' in a) res.status(a.status).set('Idempotent-Replayed', 'true').type('application/json').send(a.rawBody);
  else res.status(a.status).json(a.body);
}
/** Given to the handler when a key was claimed: store the response inside the handler's own transaction. */
export type IdempotencyClaim = { recordId: string } | undefined;

const WAIT_FOR_FIRST_MS = 15_000;

/**
 * Spec 8 idempotency: scoped per account, route and concrete path (method + path), 24 h. Same key and body -> the first response again
 * (status and body); different body -> 409; concurrent requests wait for the first to finish. Only
 * successful responses are cached; a failed first attempt frees the key so a retry executes.
 */
export async function withIdempotency(
  db: Db,
  req: Request,
  route: string,
  run: (claim: IdempotencyClaim) => Promise<Outcome>,
): Promise<Answer> {
  const key = req.get('idempotency-key');
  if (key === undefined) return run(undefined);
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) {
    throw new ApiError(400, { error: 'Idempotency-Key must be 1 to 255 printable ASCII characters' });
  }
  // Scoped by the concrete path too (ids are lower-cased UUIDs): the same key on another site is another request.
  const path = req.originalUrl.split('?')[0]!.toLowerCase();
  const scope = { accountId: callerOf(req).accountId, route: `${route} ${path}`, key, requestHash: hashBody(req.body) };
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const claim = await claimIdempotencyKey(db, scope);
    if (claim.kind === 'replay') return { status: claim.status, rawBody: claim.rawBody, replayed: true };
    if (claim.kind === 'mismatch') {
      throw new ApiError(409, {
        error: 'Idempotency-Key was already used with a different request body',
        hint: 'Use a new Idempotency-Key for a different request.',
      });
    }
    if (claim.kind === 'claimed') {
      try {
        return await run({ recordId: claim.recordId });
      } finally {
        await releaseIdempotencyKey(db, claim.recordId); // no-op once the response was stored
      }
    }
    if (Date.now() > deadline) {
      throw new ApiError(409, {
        error: 'A request with this Idempotency-Key is still in progress',
        hint: 'Retry shortly.',
      });
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

type TransactionOptions = { timeout?: number; maxWait?: number };
const TRANSACTION_OPTIONS: TransactionOptions = { timeout: 20_000, maxWait: 10_000 };

/**
 * One transaction whose outcome is stored under the claimed key (when there is one) inside it, so a replay never
 * answers with a response whose writes rolled back. For handlers that work before or around the transaction
 * inside withIdempotency; withIdempotentTransaction is this alone.
 */
export function idempotentTransaction(
  db: Db,
  claim: IdempotencyClaim,
  run: (tx: Tx) => Promise<Outcome>,
  options: TransactionOptions = TRANSACTION_OPTIONS,
): Promise<Outcome> {
  return db.$transaction(async (tx) => {
    const outcome = await run(tx);
    if (claim) await completeIdempotencyKey(tx, claim.recordId, outcome.status, outcome.body);
    return outcome;
  }, options);
}

/** withIdempotency around one idempotentTransaction. */
export function withIdempotentTransaction(
  db: Db,
  req: Request,
  route: string,
  run: (tx: Tx) => Promise<Outcome>,
  options: TransactionOptions = TRANSACTION_OPTIONS,
): Promise<Answer> {
  return withIdempotency(db, req, route, (claim) => idempotentTransaction(db, claim, run, options));
}
