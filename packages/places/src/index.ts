import type { Db } from '@sgs/db';
import { createGooglePlaces } from './google';
import { createLocalPlaces } from './local';
import type { PlacesProvider } from './types';

export * from './types';
export { createGooglePlaces, parseWeekdayDescriptions } from './google';
export { createLocalPlaces } from './local';

/** Google Places when GOOGLE_PLACES_API_KEY is set, else the account's local directory. */
export function createPlacesProvider(
  env: { GOOGLE_PLACES_API_KEY?: string; GOOGLE_PLACES_BASE_URL: string; ALLOW_LOOPBACK_URLS: boolean },
  db: Db,
): PlacesProvider {
  return env.GOOGLE_PLACES_API_KEY
    ? createGooglePlaces({
        apiKey: env.GOOGLE_PLACES_API_KEY,
        baseUrl: env.GOOGLE_PLACES_BASE_URL,
        allowLoopback: env.ALLOW_LOOPBACK_URLS,
      })
    : createLocalPlaces(db);
}
export {
  sameBusiness,
  nameSimilarity,
  normaliseName,
  distanceKm,
  SAME_NAME_THRESHOLD,
  SAME_PLACE_RADIUS_KM,
  type IdentityQuery,
  type IdentityCandidate,
  type IdentityVerdict,
} from './identity';
