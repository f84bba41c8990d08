import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from './client';

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

/** Resolves a plaintext key to its live row; null for malformed, unknown or revoked keys. Constant-time on the secret. */
export async function authenticateApiKey(db: Db, plaintext: string) {
  const m = KEY_RE.exec(plaintext);
  const row = m ? await db.apiKey.findUnique({ where: { id: m[1] }, include: { account: true } }) : null;
  const expected = Buffer.from(row?.secretHash ?? DUMMY_HASH, 'hex');
  const actual = Buffer.from(hashSecret(m?.[2] ?? ''), 'hex');
  const equal = timingSafeEqual(expected, actual);
  if (!row || !equal || row.revokedAt) return null;
  return row;
}

/** Issues a replacement with the same tag and revokes the old key at once. */
export async function rotateApiKey(db: Db, accountId: string, keyId: string): Promise<IssuedKey | null> {
  const old = await db.apiKey.findFirst({ where: { id: keyId, accountId, revokedAt: null } });
  if (!old) return null;
  const issued = await issueApiKey(db, accountId, old.tag as ApiKeyTag, old.name ?? undefined);
  const now = new Date();
  await db.apiKey.update({ where: { id: keyId }, data: { revokedAt: now, rotatedAt: now, rotatedToId: issued.id } });
  return issued;
}

export async function revokeApiKey(db: Db, accountId: string, keyId: string): Promise<boolean> {
  const res = await db.apiKey.updateMany({
    where: { id: keyId, accountId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  return res.count === 1;
}
