/** Spec 2.7 business search result. */
export interface BusinessSearchResult {
  placeId: string;
  name: string;
  address: string | null;
  phone: string | null;
  rating: number | null;
  userRatingCount: number | null;
  website: string | null;
  googleMapsUri: string | null;
  businessType: string | null;
  /** internal: which provider answered */
  source: 'google' | 'local';
}

export interface PlaceReview {
  text: string;
  author?: string;
  rating?: number;
  /** BCP 47 language of the text as the reviewer wrote it ("de", "zh-Hant"), when the provider says. */
  lang?: string;
}

export interface PlacePhotoRef {
  /** provider reference used to download the photo */
  ref: string;
  width?: number;
  height?: number;
  attribution?: string;
}

export interface PlaceDetails extends BusinessSearchResult {
  types: string[];
  /** weekday name -> opening text, as the provider states it */
  hours: Record<string, string>;
  reviews: PlaceReview[];
  photos: PlacePhotoRef[];
  location: { lat: number; lng: number } | null;
  summary: string | null;
  /** As people read it: "€10–€20", "$$" (from Places' priceRange or priceLevel); null when unknown. */
  priceRange: string | null;
}

/** The places port: search, details and photos. */
export interface PlacesProvider {
  readonly name: 'google' | 'local';
  /** At most `limit` (5) results in the provider's ranking order. */
  search(accountId: string, query: string, location?: string, limit?: number): Promise<BusinessSearchResult[]>;
  details(accountId: string, placeId: string): Promise<PlaceDetails | null>;
  /** Photo bytes and content type, or null when the provider has no photos. */
  photo(ref: string, maxWidthPx: number): Promise<{ bytes: Buffer; contentType: string } | null>;
}

/** The provider answered with an error or not at all. */
export class PlacesUpstreamError extends Error {
  override name = 'PlacesUpstreamError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}
