import { parsePreviewLabel } from '@sgs/contracts';

/** What a Host header names: a free-domain slug, a release preview, a custom domain's apex, or nothing we serve. */
export type HostName =
  { kind: 'free'; slug: string } | { kind: 'preview'; slug: string; handle: string } | { kind: 'custom'; apex: string };

const LABEL = /^[a-z0-9-]{1,63}$/;
const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}$/;
/** A lower-case DNS name of two or more labels (what a custom domain can be). */
export const isDomainName = (name: string) => DOMAIN.test(name);

/** Parses a Host header (port and a trailing dot ignored, case-insensitive). The one place hosts are read. */
export function parseHost(host: string | undefined, freeDomain: string): HostName | undefined {
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const suffix = `.${freeDomain.toLowerCase()}`;
  if (name.endsWith(suffix)) {
    const label = name.slice(0, -suffix.length);
    if (!LABEL.test(label)) return undefined;
    const preview = parsePreviewLabel(label);
    return preview ? { kind: 'preview', ...preview } : { kind: 'free', slug: label };
  }
  const apex = name.replace(/^www\./, '');
  return DOMAIN.test(apex) ? { kind: 'custom', apex } : undefined;
}
