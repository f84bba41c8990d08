import { hotQuery, type Db } from './client';

export interface RateLimitResult {
  allowed: boolean;
  used: number;
  retryAfterMs: number;
}

/** A lease's unspent slots are dropped this long after it was asked for (its hits are dated at that moment). */
const LEASE_MS = 1000;
/** Leases start at this many slots and double while a bucket keeps spending them within LEASE_MS. */
const LEASE_MIN = 64;
const LEASE_MAX = 4096;
const MAX_BUCKETS = 50_000;
/** Pauses between attempts to give unspent slots back (-1: the last attempt). */
const RETURN_RETRY_MS = [100, 500, 2000, -1];

interface Waiter {
  resolve: (r: RateLimitResult) => void;
  reject: (err: unknown) => void;
}

/** One bucket's state in this process. */
interface Bucket {
  limit: number;
  windowMs: number;
  /** Slots granted by the database and not yet spent, usable until leaseEnds (this process's clock). */
  slots: number;
  leaseEnds: number;
  leaseAt?: Date;
  leaseTimer?: NodeJS.Timeout;
  /** The window's count the database last reported, leased slots included. */
  used: number;
  /**
   * The database said the window is full until retryAt (when its oldest hit ages out). Until deniedUntil (at most
   * LEASE_MS later than the answer: another process may give back leased slots) requests are refused from memory.
   */
  deniedUntil: number;
  retryAt: number;
  /** Next lease size (0: no lease, one slot per request as asked). */
  nextLease: number;
  lastTakeAt: number;
  waiting: Waiter[];
  taking: boolean;
}

/**
 * The sliding-log limit of one database client, shared by every process on that database (the SQL functions
 * `rate_limit_take` / `rate_limit_return` hold a per-bucket advisory lock, prune, count and record in one round
 * trip). In-process, per bucket:
 * - requests that arrive while a round trip is out wait for the next one, which asks for all of them at once;
 * - once the database says the window is full until T, requests before T are refused from memory (slots only
 *   free as hits age out, so this is exact);
 * - a bucket far from its limit (a quarter of its free slots is at least LEASE_MIN) that keeps coming back within
 *   LEASE_MS takes a lease of slots in one round trip and spends them from memory. The lease's hits are recorded
 *   at the lease's end (now + LEASE_MS) and the lease is dropped then, so each request it admits is counted in
 *   every window that contains it; unspent slots are given back at once. Limits like 30 a minute never lease:
 *   every request is one exact hit, as before.
 */
class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(private readonly db: Db) {}

  hit(bucket: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const now = Date.now();
    let b = this.buckets.get(bucket);
    if (!b || b.limit !== limit || b.windowMs !== windowMs) {
      if (b) this.release(bucket, b);
      if (this.buckets.size >= MAX_BUCKETS) this.prune(now);
      b = {
        limit,
        windowMs,
        slots: 0,
        leaseEnds: 0,
        used: 0,
        deniedUntil: 0,
        retryAt: 0,
        nextLease: 0,
        lastTakeAt: 0,
        waiting: [],
        taking: false,
      };
      this.buckets.set(bucket, b);
    }
    const fromMemory = this.fromMemory(b, now);
    if (fromMemory) return Promise.resolve(fromMemory);
    return new Promise((resolve, reject) => {
      b.waiting.push({ resolve, reject });
      if (!b.taking) this.take(bucket, b);
    });
  }

  /** The answer without a round trip: a slot of the current lease, or a refusal while the window is full. */
  private fromMemory(b: Bucket, now: number): RateLimitResult | undefined {
    if (b.slots > 0 && now < b.leaseEnds) {
      b.slots--;
      return { allowed: true, used: Math.min(b.limit, b.used - b.slots), retryAfterMs: 0 };
    }
    if (now < b.deniedUntil) return { allowed: false, used: b.limit, retryAfterMs: b.retryAt - now };
    return undefined;
  }

  /** One round trip for every waiting request (and a lease when the bucket is busy and far from its limit). */
  private take(bucket: string, b: Bucket) {
    this.release(bucket, b);
    const waiters = b.waiting;
    b.waiting = [];
    b.taking = true;
    const sent = Date.now();
    b.nextLease = sent - b.lastTakeAt < LEASE_MS ? Math.min(LEASE_MAX, Math.max(LEASE_MIN, b.nextLease * 2)) : 0;
    b.lastTakeAt = sent;
    let lease = Math.min(b.nextLease, Math.floor((b.limit - b.used) / 4));
    if (lease < LEASE_MIN) lease = 0;
    hotQuery<{ granted: number; used: number; retry_after_ms: number; at: Date }>(
      this.db,
      'select * from rate_limit_take($1, $2::int, $3::int, $4::int, $5::int)',
      [bucket, b.limit, b.windowMs, waiters.length + lease, lease ? LEASE_MS : 0],
    ).then(
      (rows) => {
        const r = rows[0]!;
        const granted = Number(r.granted);
        const used = Number(r.used);
        const retryAfterMs = Number(r.retry_after_ms);
        b.used = used;
        if (retryAfterMs > 0) {
          b.retryAt = sent + retryAfterMs;
          b.deniedUntil = sent + Math.min(retryAfterMs, LEASE_MS);
        }
        const admitted = Math.min(granted, waiters.length);
        waiters.forEach((w, i) =>
          w.resolve(
            i < admitted
              ? { allowed: true, used: used - (granted - i - 1), retryAfterMs: 0 }
              : { allowed: false, used, retryAfterMs },
          ),
        );
        if (granted > admitted) {
          b.slots = granted - admitted;
          // Spendable until the time the hits were recorded at (the database's clock was at least `sent`).
          b.leaseEnds = sent + LEASE_MS - 1;
          b.leaseAt = r.at;
          b.leaseTimer = setTimeout(() => this.release(bucket, b), LEASE_MS);
          b.leaseTimer.unref();
        }
        this.next(bucket, b);
      },
      (err: unknown) => {
        waiters.forEach((w) => w.reject(err));
        this.next(bucket, b);
      },
    );
  }

  private next(bucket: string, b: Bucket) {
    b.taking = false;
    if (!b.waiting.length) return;
    const now = Date.now();
    // Requests that arrived meanwhile: served from the new lease or refusal where possible, else the next trip.
    const waiting = b.waiting;
    b.waiting = [];
    for (const w of waiting) {
      const r = this.fromMemory(b, now);
      if (r) w.resolve(r);
      else b.waiting.push(w);
    }
    if (b.waiting.length) this.take(bucket, b);
  }

  /** Gives a lease's unspent slots back to the window (off the request path; failure only over-counts). */
  private release(bucket: string, b: Bucket) {
    clearTimeout(b.leaseTimer);
    b.leaseTimer = undefined;
    const { slots, leaseAt } = b;
    b.slots = 0;
    b.leaseAt = undefined;
    if (!slots || !leaseAt) return;
    b.used -= slots;
    b.deniedUntil = 0; // the slots given back are free again
    void this.giveBack(bucket, leaseAt, slots);
  }

  /**
   * Deletes a lease's unspent hits. A dropped connection or a restarting database would otherwise leave up to
   * LEASE_MAX slots counted for a whole window, so it tries again a few times before over-counting.
   */
  private async giveBack(bucket: string, leaseAt: Date, slots: number) {
    for (const pause of RETURN_RETRY_MS) {
      try {
        await hotQuery(this.db, 'select rate_limit_return($1, $2::timestamptz, $3::int)', [bucket, leaseAt, slots]);
        return;
      } catch {
        if (pause < 0) return;
        await new Promise((resolve) => setTimeout(resolve, pause).unref());
      }
    }
  }

  /** Forgets idle buckets (no lease, nobody waiting, not refusing). */
  private prune(now: number) {
    for (const [name, b] of this.buckets)
      if (!b.taking && !b.waiting.length && !b.slots && now >= b.deniedUntil) this.buckets.delete(name);
    if (this.buckets.size >= MAX_BUCKETS) this.buckets.clear();
  }
}

const limiters = new WeakMap<Db, RateLimiter>();

/**
 * One request against a sliding-log window shared by every gateway process (see RateLimiter): at most `limit`
 * admitted in any `windowMs`, whichever process admits them.
 */
export function hitRateLimit(db: Db, bucket: string, limit: number, windowMs: number): Promise<RateLimitResult> {
  let l = limiters.get(db);
  if (!l) limiters.set(db, (l = new RateLimiter(db)));
  return l.hit(bucket, limit, windowMs);
}
