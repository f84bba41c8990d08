import { FAILURE_TYPES, parseMapsUrl, type BuildRequest, type MapsUrlInfo } from '@sgs/contracts';
import { safeFetch } from '@sgs/net';
import { sameBusiness, type PlaceDetails } from '@sgs/places';
import type { ResearchDeps, SiteRow } from './deps';

/** Research could not name the business: retrying cannot help (the activity makes it non-retryable). */
export class ResearchIdentityError extends Error {
  override readonly name = FAILURE_TYPES.ResearchIdentityError;
}

const PROVISIONAL_NAME = 'Business (name pending research)';

/** A `?cid=` link redirects to the place's own URL, which names it (best-effort). */
async function placeOfCid(deps: ResearchDeps, cid: string, notes: string[]): Promise<MapsUrlInfo | undefined> {
  try {
    const res = await safeFetch(`${deps.mapsUrl.replace(/\/$/, '')}/?cid=${encodeURIComponent(cid)}`, {
      maxRedirects: 5,
      maxBytes: 512 * 1024,
      timeoutMs: 8000,
      allowLoopback: deps.allowLoopback,
    });
    const info = parseMapsUrl(res.url);
    if (!info.name) notes.push(`cid ${cid}: the maps link did not name a place`);
    return info;
  } catch (err) {
    notes.push(`cid ${cid}: ${(err as Error).message}`);
    return undefined;
  }
}

/**
 * The place the identifiers name, through the provider; null when it cannot say. A place id is exact; a
 * name search accepts a candidate only when the identity rule holds (sameBusiness: name similarity and
 * location), and every rejected candidate is noted with the reason.
 */
export async function findPlace(
  deps: ResearchDeps,
  accountId: string,
  req: BuildRequest,
  notes: string[],
): Promise<PlaceDetails | null> {
  const { places } = deps;
  const id = req.identity;
  try {
    if (id.kind === 'placeId') return await places.details(accountId, id.placeId);
    const placeId = id.kind === 'mapsUrl' ? id.resolved.placeId : undefined;
    if (placeId) return await places.details(accountId, placeId);
    const cidPlace =
      id.kind === 'mapsUrl' && id.resolved.cid && !id.resolved.name && !req.businessName
        ? await placeOfCid(deps, id.resolved.cid, notes)
        : undefined;
    const name = id.kind === 'name' ? id.businessName : (id.resolved.name ?? req.businessName ?? cidPlace?.name);
    if (!name) return null;
    const where = id.kind === 'name' ? id.businessLocation : req.businessLocation;
    const resolved = id.kind === 'mapsUrl' ? { ...id.resolved, ...cidPlace } : undefined;
    const coords =
      resolved?.lat !== undefined && resolved.lng !== undefined ? { lat: resolved.lat, lng: resolved.lng } : null;
    for (const candidate of await places.search(accountId, name, where, 5)) {
      const details = await places.details(accountId, candidate.placeId);
      if (!details) continue;
      const verdict = sameBusiness({ name, location: where, coords }, details);
      if (verdict.same) return details;
      notes.push(
        `places: candidate "${details.name}"${details.address ? ` (${details.address})` : ''} rejected: ${verdict.reason}`,
      );
    }
    return null;
  } catch (err) {
    notes.push(`places: ${(err as Error).message}`);
    return null;
  }
}

/** The caller's name, the place's, the maps URL's, or the name the site was created with. */
export function resolveName(deps: ResearchDeps, site: SiteRow, req: BuildRequest, place: PlaceDetails | null): string {
  const urlName = req.identity.kind === 'mapsUrl' ? req.identity.resolved.name : undefined;
  const name =
    req.businessName?.trim() ||
    place?.name ||
    urlName ||
    (site.businessName !== PROVISIONAL_NAME ? site.businessName : '');
  if (!name) {
    throw new ResearchIdentityError(
      deps.places.name === 'local'
        ? 'Could not identify the business: no name was given and no place provider is configured (set GOOGLE_PLACES_API_KEY, or send businessName and businessLocation).'
        : 'Could not identify the business: the place provider found nothing for the given identifier.',
    );
  }
  return name;
}
