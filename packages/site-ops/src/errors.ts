// What a site operation reports when it does not happen. Plain domain errors: the gateway maps each failure to
// its HTTP status in one place (services/gateway/src/http/errors.ts); the revision agent maps them to its own.

/** Why an operation did not happen. */
export type SiteOpFailure =
  /** the request is malformed (a missing or invalid field) */
  | 'invalid'
  /** the source picture could not be downloaded or used */
  | 'download_failed'
  /** the catalog photo belongs to another site of the account */
  | 'forbidden'
  /** the site or the catalog photo is unknown to the caller */
  | 'not_found'
  /** the site has no live release to change yet */
  | 'not_deployed'
  /** storing or publishing failed; the same request is safe to retry */
  | 'failed'
  /** the contact email changed but the live HTML could not follow; the same request retries the sync */
  | 'sync_failed';

/** What the caller is told (spec 4.2 strings): `error`, and `detail`, `hint` and the like where they help. */
export interface SiteOpErrorBody {
  error: string;
  detail?: string;
  hint?: string;
  [extra: string]: unknown;
}

/** The failures a caller caused: the same request fails the same way again. */
const REFUSALS: ReadonlySet<SiteOpFailure> = new Set([
  'invalid',
  'download_failed',
  'forbidden',
  'not_found',
  'not_deployed',
]);

export class SiteOpError extends Error {
  override name = 'SiteOpError';
  constructor(
    readonly failure: SiteOpFailure,
    readonly body: SiteOpErrorBody,
  ) {
    super(body.error);
  }

  /** True when the request was refused (the caller's to change), false when the operation failed on our side. */
  get refused(): boolean {
    return REFUSALS.has(this.failure);
  }
}
