import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { databaseUrlOf, type Db } from './client';
import { CHANGE_CHANNELS, listenForChanges, type ChangeFeed } from './notify';

/** Every key starts with this; the rest is `<12 hex id>_<43 char secret>`. */
export const API_KEY_PREFIX = 'sgs_';
const KEY_RE = /^sgs_([0-9a-f]{12})_([A-Za-z0-9_-]{43})$/;
export const API_KEY_TAGS = ['prod', 'staging'] as const;
export type ApiKeyTag = (typeof API_KEY_TAGS)[number];

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
const DUMMY_HASH = hashSecret('not-a-key');

export interface IssuedKey {
  id: string;
  key: string;
  tag: ApiKeyTag;
  createdAt: Date;
}

export async function issueApiKey(
  db: Db,
  accountId: string,
  tag: ApiKeyTag = 'prod',
  name?: string,
): Promise<IssuedKey> {
  const id = randomBytes(6).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  const row = await db.apiKey.create({ data: { id, accountId, tag, name, secretHash: hashSecret(secret) } });
  return { id, key: `${API_KEY_PREFIX}${id}_${secret}`, tag, createdAt: row.createdAt };
}

const loadKey = (db: Db, id: string) => db.apiKey.findUnique({ where: { id }, include: { account: true } });
type KeyRow = NonNullable<Awaited<ReturnType<typeof loadKey>>>;

/** A verified key is trusted from memory this long at most, and only while the change feed is up. */
const KEY_CACHE_TTL_MS = 30_000;
const KEY_CACHE_MAX = 10_000;

/**
 * Live keys verified recently, per client. A revoke, rotation or account change anywhere drops the entry at once
 * (triggers NOTIFY sgs_api_key_changed / sgs_account_changed, see notify.ts); while that feed is down nothing is
 * served from memory.
 */
class VerifiedKeys {
  private readonly rows = new Map<string, { row: KeyRow; at: number }>();
  private generation = 0;
  private readonly feed: ChangeFeed;

  constructor(databaseUrl: string) {
    this.feed = listenForChanges(
      databaseUrl,
      [CHANGE_CHANNELS.apiKey, CHANGE_CHANNELS.account],
      {
        onChange: (channel, id) => {
          this.generation++;
          if (channel === CHANGE_CHANNELS.apiKey) this.rows.delete(id);
          else for (const [keyId, e] of this.rows) if (e.row.accountId === id) this.rows.delete(keyId);
        },
        onReset: () => {
          this.generation++;
          this.rows.clear();
        },
      },
      { unref: true },
    );
  }

  get(id: string): KeyRow | undefined {
    const e = this.rows.get(id);
    if (!e) return undefined;
    if (!this.feed.live || Date.now() - e.at > KEY_CACHE_TTL_MS) {
      this.rows.delete(id);
      return undefined;
    }
    return e.row;
  }

  /** Remembers a row read while `generation` was current (not if a change arrived meanwhile). */
  set(row: KeyRow, generation: number) {
    if (generation !== this.generation || !this.feed.live) return;
    if (this.rows.size >= KEY_CACHE_MAX) this.rows.clear();
    this.rows.set(row.id, { row, at: Date.now() });
  }

  /** Drops a key this process just revoked, before its NOTIFY comes back (a request in between must not pass). */
  forget(id: string) {
    this.generation++;
    this.rows.delete(id);
  }

  get ready() {
    return this.feed.ready;
  }

  get currentGeneration() {
    return this.generation;
  }
}

const keyCaches = new WeakMap<Db, VerifiedKeys | null>();
function keyCacheOf(db: Db): VerifiedKeys | null {
  let cache = keyCaches.get(db);
  if (cache === undefined) {
    const url = databaseUrlOf(db);
    cache = url ? new VerifiedKeys(url) : null;
    keyCaches.set(db, cache);
  }
  return cache;
}

/** Starts the verified-key cache's change feed for this client (else the first authentication does); resolves when live. */
export async function warmApiKeyCache(db: Db): Promise<void> {
  await keyCacheOf(db)?.ready;
}

/** Records use at most once a minute per key, off the request's path (the row returned shows it as used now). */
function touch(db: Db, row: KeyRow) {
  if (row.lastUsedAt && Date.now() - row.lastUsedAt.getTime() <= 60_000) return;
  row.lastUsedAt = new Date();
  void db.apiKey.update({ where: { id: row.id }, data: { lastUsedAt: row.lastUsedAt } }).catch(() => undefined);
}

/**
 * Resolves a plaintext key to its live row; null for malformed, unknown or revoked keys. Constant-time on the
 * secret. Verified rows are kept in memory briefly (see VerifiedKeys), so most requests cost one hash and no query.
 */
export async function authenticateApiKey(db: Db, plaintext: string) {
  const m = KEY_RE.exec(plaintext);
  const cache = keyCacheOf(db);
  const generation = cache?.currentGeneration ?? 0;
  const cached = m ? cache?.get(m[1]!) : undefined;
  const row = cached ?? (m ? await loadKey(db, m[1]!) : null);
  const expected = Buffer.from(row?.secretHash ?? DUMMY_HASH, 'hex');
  const actual = Buffer.from(hashSecret(m?.[2] ?? ''), 'hex');
  const equal = timingSafeEqual(expected, actual);
  if (!row || !equal || row.revokedAt) return null;
  if (!cached) cache?.set(row, generation);
  touch(db, row);
  return row;
}

/** Issues a replacement with the same tag and revokes the old key at once. */
export async function rotateApiKey(db: Db, accountId: string, keyId: string): Promise<IssuedKey | null> {
  const old = await db.apiKey.findFirst({ where: { id: keyId, accountId, revokedAt: null } });
  if (!old) return null;
  const issued = await issueApiKey(db, accountId, old.tag as ApiKeyTag, old.name ?? undefined);
  const now = new Date();
  await db.apiKey.update({ where: { id: keyId }, data: { revokedAt: now, rotatedAt: now, rotatedToId: issued.id } });
  keyCaches.get(db)?.forget(keyId);
  return issued;
}

export async function revokeApiKey(db: Db, accountId: string, keyId: string): Promise<boolean> {
  const res = await db.apiKey.updateMany({
    where: { id: keyId, accountId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  // Other processes drop it when the NOTIFY arrives; this one at once, so the caller's next request is refused.
  keyCaches.get(db)?.forget(keyId);
  return res.count === 1;
}
