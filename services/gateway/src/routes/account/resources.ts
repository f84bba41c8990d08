import type { AccountResource } from '@sgs/contracts';
import { API_KEY_PREFIX } from '@sgs/db';

interface AccountRow {
  id: string;
  email: string;
  emailVerifiedAt: Date | null;
  passwordHash: string | null;
  creditsBalance: number;
  autoRefill: boolean;
  autoRefillThreshold: number | null;
  createdAt: Date;
}

export const toAccountResource = (a: AccountRow): AccountResource => ({
  id: a.id,
  email: a.email,
  email_verified: a.emailVerifiedAt !== null,
  password_set: a.passwordHash !== null,
  credits_balance: a.creditsBalance,
  auto_refill: a.autoRefill,
  auto_refill_threshold: a.autoRefillThreshold,
  created_at: a.createdAt.toISOString(),
});

interface KeyRow {
  id: string;
  tag: string;
  name: string | null;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

export const toKeyResource = (k: KeyRow) => ({
  id: k.id,
  prefix: `${API_KEY_PREFIX}${k.id}_`,
  tag: k.tag === 'staging' ? ('staging' as const) : ('prod' as const),
  name: k.name,
  created_at: k.createdAt.toISOString(),
  last_used_at: k.lastUsedAt?.toISOString() ?? null,
  revoked_at: k.revokedAt?.toISOString() ?? null,
});
