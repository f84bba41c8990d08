/** Headers every hosting response carries (sites, notices, 404s): no sniffing, no framing by others, no leaks. */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
} as const;

/**
 * The Content-Security-Policy of a generated site: everything from the site itself (the renderer emits no
 * third-party script, style, font or image), inline styles (style attributes), inline scripts only by hash,
 * forms posting to the site or the gateway's form receiver.
 */
export function siteCsp(formOrigin: string, scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((h) => ` ${h}`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `form-action 'self' ${formOrigin}`,
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The notice pages (no site, paused, building, not found) are self-contained: one inline style block, nothing else. */
export const NOTICE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";
