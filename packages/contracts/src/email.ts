import type { EmailStatus } from './sites';

/** Spec 2.5: derived on every read from live data. */
export function emailStatus(contactEmail: string | null | undefined, operatorEmail: string): EmailStatus {
  if (!contactEmail) return 'missing';
  return contactEmail.trim().toLowerCase() === operatorEmail.trim().toLowerCase() ? 'placeholder' : 'confirmed';
}

/**
 * The one email rule (spec 4.2: contains `@` with a `.` after it), without whitespace or characters that could
 * break out of HTML or a mail header (`<>"'(),;:\\[]`), so an accepted address is safe to publish.
 */
export const EMAIL_PATTERN = /^[^\s@<>"'(),;:\\[\]]+@[^\s@<>"'(),;:\\[\]]+\.[^\s@<>"'(),;:\\[\]]+$/;
export const looksLikeEmail = (v: string) => EMAIL_PATTERN.test(v.trim());

/** Equal addresses (spec 4.2 noop): the local part exactly, the domain case-insensitively. */
export function sameEmail(a: string, b: string): boolean {
  const [la, da] = a.trim().split('@');
  const [lb, db] = b.trim().split('@');
  return la === lb && da?.toLowerCase() === db?.toLowerCase();
}
