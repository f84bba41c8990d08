// Pages a business has beyond the four every site gets, each only when research gives it real content:
// its branches (two or more), its own reservations or booking channel, its people with their roles.
import type { Link } from '../document/primitives';
import type { Branch, SectionInput, TeamMember } from '../document/sections';
import { countryOf } from '../i18n/language';
import { formatPhone } from '../research/phone';
import type { Facts } from './facts';
import { normalizeHours } from './facts';
import { channelLabel } from './phrases';
import { clip } from './text';

/** Branches with something to find them by (an address or a phone), named by their own name or address. */
export function branchesOf(f: Facts): Branch[] {
  const out: Branch[] = [];
  for (const l of f.locations) {
    const name = l.name?.trim() || l.address?.trim();
    if (!name || !(l.address?.trim() || l.phone?.trim())) continue;
    const country = countryOf({ address: l.address ?? f.input.business.address, phone: l.phone }) ?? 'US';
    const branch: Branch = {
      name: clip(name, 120),
      address: l.address?.trim() ? clip(l.address.trim(), 300) : undefined,
      phone: l.phone?.trim() ? clip(formatPhone(l.phone.trim(), country), 40) : undefined,
      email: l.email?.trim() || undefined,
      hours: normalizeHours(l.hours),
    };
    if (!out.some((b) => b.name === branch.name && b.address === branch.address)) out.push(branch);
  }
  return out.length >= 2 ? out.slice(0, 40) : [];
}

const digits = (s: string | undefined) => (s ?? '').replace(/\D/g, '').slice(-9);

/** The source's own reservations or booking link, as the button a Reservations or Booking page leads with. */
export function bookingAction(f: Facts): Link | undefined {
  for (const c of f.channels) {
    if (c.kind !== 'reservations' && c.kind !== 'booking') continue;
    const label = clip(c.label?.trim() || channelLabel(c.kind, f.language)!, 60);
    if (/^https:\/\/[^\s"'<>]+$/.test(c.url) && c.url.length <= 500)
      return { label, target: { kind: 'external', url: c.url } };
    // A phone the source labels for reservations: the business's own number, so the tel button calls it.
    const phone = digits(f.input.business.phone);
    if (/^tel:/i.test(c.url) && phone.length >= 6 && digits(c.url) === phone) return { label, target: { kind: 'tel' } };
  }
  return undefined;
}

/** A Team page needs people the sources name with their roles: two or more, else the team stays on About. */
export const hasTeamPage = (members: readonly Pick<TeamMember, 'role'>[]): boolean =>
  members.filter((m) => m.role).length >= 2;

export const locationsSection = (heading: string, branches: Branch[]): SectionInput => ({
  id: 'branches',
  type: 'locations',
  heading: clip(heading, 120),
  branches,
});
