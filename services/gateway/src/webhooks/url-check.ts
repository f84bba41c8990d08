import { ApiError } from '@sgs/contracts';
import { assertPublicUrl, UnsafeUrlError } from '@sgs/net';

/**
 * Refuses a webhook URL that does not resolve to public addresses (loopback only with ALLOW_LOOPBACK_URLS).
 * Checked here at configuration and again by the SSRF-safe client at every send.
 */
export async function assertDeliverableUrl(url: string, allowLoopback: boolean, field: string): Promise<void> {
  try {
    await assertPublicUrl(url, allowLoopback);
  } catch (err) {
    const detail =
      err instanceof UnsafeUrlError
        ? err.message
        : `host could not be resolved (${(err as NodeJS.ErrnoException).code ?? 'DNS error'})`;
    throw new ApiError(400, {
      error: `${field} must be publicly reachable`,
      detail,
      hint: 'Use an http(s) URL whose host resolves to public internet addresses.',
    });
  }
}
