import type { EmailStatus } from './sites';

/** Spec 2.5: derived on every read from live data. */
export function emailStatus(contactEmail: string | null | undefined, operatorEmail: string): EmailStatus {
  if (!contactEmail) return 'missing';
  return contactEmail.trim().toLowerCase() === operatorEmail.trim().toLowerCase() ? 'placeholder' : 'confirmed';
}

/** The contact endpoint's rule (spec 4.2): contains `@` with a `.` after it. */
export const looksLikeEmail = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim());
