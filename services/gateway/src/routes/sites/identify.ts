import {
  ApiError,
  isShareGoogleUrl,
  type BusinessIdentity,
  type CreateSiteBody,
  type MapsUrlInfo,
} from '@sgs/contracts';
import type { MapsUrlResolver } from '@sgs/net';
import { assertSafeText } from '../../http/validate';

export type Identity = BusinessIdentity;

const HINT_IDENTIFY =
  'Send businessName with businessLocation (city plus state/region), a placeId from POST /v1/businesses/search, or a Google Maps place URL as mapsUrl.';
const nonEmpty = (v: string | undefined) => (v && v.trim() ? v.trim() : undefined);

/** What a Maps URL names is the caller's input too: the limits and text rules of placeId and businessName apply. */
const RESOLVED_LIMITS: Partial<Record<keyof MapsUrlInfo, number>> = { placeId: 300, cid: 25, name: 200 };
function checkedPlace(resolved: MapsUrlInfo): MapsUrlInfo {
  for (const [field, max] of Object.entries(RESOLVED_LIMITS) as [keyof MapsUrlInfo, number][]) {
    const value = resolved[field];
    if (typeof value !== 'string') continue;
    assertSafeText(value, `The ${field} in mapsUrl`);
    if (value.length > max) throw new ApiError(400, { error: `The ${field} in mapsUrl is too long (at most ${max})` });
  }
  return resolved;
}

export async function identifyBusiness(body: CreateSiteBody, resolve: MapsUrlResolver): Promise<Identity> {
  const placeId = nonEmpty(body.placeId);
  if (placeId) return { kind: 'placeId', placeId };

  const mapsUrl = nonEmpty(body.mapsUrl);
  if (mapsUrl) {
    if (isShareGoogleUrl(mapsUrl)) {
      throw new ApiError(400, {
        error: 'share.google/* short URLs are not supported. Send the full Google Maps place URL or a placeId.',
        hint: 'Open the share.google link in a browser, copy the google.com/maps/place/... address it lands on, and send that as mapsUrl, or find the placeId with POST /v1/businesses/search.',
      });
    }
    let resolved: MapsUrlInfo | null;
    try {
      resolved = await resolve(mapsUrl);
    } catch {
      throw new ApiError(400, { error: 'mapsUrl resolution failed. Try passing placeId directly.' });
    }
    if (!resolved) {
      throw new ApiError(400, {
        error: 'Could not resolve mapsUrl to a place: it has no place ID, cid or /place/<name>/ segment.',
        hint: 'Send a google.com/maps/place/<name>/... URL, a ?cid= URL, or a placeId from POST /v1/businesses/search.',
      });
    }
    return { kind: 'mapsUrl', mapsUrl, resolved: checkedPlace(resolved) };
  }

  const businessName = nonEmpty(body.businessName);
  const businessLocation = nonEmpty(body.businessLocation);
  if (!businessName) {
    throw new ApiError(400, { error: 'businessName is required (or provide placeId / mapsUrl)', hint: HINT_IDENTIFY });
  }
  if (!businessLocation) {
    throw new ApiError(400, {
      error:
        'businessName is required (or provide placeId / mapsUrl) together with businessLocation; businessLocation is missing',
      hint: HINT_IDENTIFY,
    });
  }
  return { kind: 'name', businessName, businessLocation };
}

/** The name used for the slug and, until research finds the real one, business_name. */
export function provisionalName(body: CreateSiteBody, id: Identity): string | undefined {
  return nonEmpty(body.businessName) ?? (id.kind === 'mapsUrl' ? id.resolved.name : undefined);
}
