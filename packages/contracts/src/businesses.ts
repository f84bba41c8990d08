import { z } from './zod';

export const businessSearchBody = z
  .strictObject({
    query: z.string().max(300).optional(),
    location: z.string().max(300).optional(),
  })
  .openapi('BusinessSearchRequest');

export const businessSearchResult = z
  .object({
    placeId: z.string(),
    name: z.string(),
    address: z.string().nullable(),
    phone: z.string().nullable(),
    rating: z.number().min(0).max(5).nullable(),
    userRatingCount: z.number().nullable(),
    website: z.string().nullable(),
    googleMapsUri: z.string().nullable(),
    businessType: z.string().nullable(),
  })
  .passthrough()
  .openapi('BusinessSearchResult');

export const businessSearchResponse = z
  .object({ results: z.array(businessSearchResult).max(5) })
  .openapi('BusinessSearchResponse');
