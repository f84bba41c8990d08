// Pure parsing of Google Maps URLs (spec 2.3 mapsUrl forms). Network resolution of short links lives in @sgs/net.

export interface MapsUrlInfo {
  placeId?: string;
  cid?: string;
  /** From the `/place/<name>/` path segment. */
  name?: string;
  lat?: number;
  lng?: number;
}

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
};

export const isShareGoogleUrl = (url: string) => {
  const host = hostOf(url);
  return host === 'share.google' || host.endsWith('.share.google');
};

/** Short share links that only say where they go when followed. */
export const isShortMapsLink = (url: string) => {
  const host = hostOf(url);
  if (host === 'maps.app.goo.gl') return true;
  if (host === 'goo.gl') return new URL(url).pathname.startsWith('/maps');
  return host === 'g.co' && new URL(url).pathname.startsWith('/kgs');
};

const placeIdIn = (v: string | null) => (v && /^place_id:(.+)$/.exec(v.trim())?.[1]?.trim()) || undefined;

export function parseMapsUrl(raw: string): MapsUrlInfo {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return {};
  }
  const info: MapsUrlInfo = {};
  const q = url.searchParams;
  info.placeId =
    q.get('query_place_id')?.trim() ||
    q.get('place_id')?.trim() ||
    placeIdIn(q.get('q')) ||
    placeIdIn(q.get('query')) ||
    undefined;
  const cid = q.get('cid')?.trim();
  if (cid && /^\d{1,25}$/.test(cid)) info.cid = cid;
  // `data=...!1s0x<feature>:0x<cid>` carries the cid in hex.
  const hexCid = /0x[0-9a-f]+:0x([0-9a-f]{1,16})/i.exec(decodeURIComponent(url.pathname + url.search))?.[1];
  if (!info.cid && hexCid) info.cid = BigInt(`0x${hexCid}`).toString();
  const place = /\/maps\/place\/([^/]+)/.exec(url.pathname)?.[1];
  if (place) {
    const name = safeDecode(place.replace(/\+/g, ' ')).trim();
    if (name && !name.startsWith('@')) info.name = name;
  }
  const at = /@(-?\d{1,3}\.\d+),(-?\d{1,3}\.\d+)/.exec(url.pathname);
  if (at) {
    info.lat = Number(at[1]);
    info.lng = Number(at[2]);
  }
  for (const k of Object.keys(info) as (keyof MapsUrlInfo)[]) if (info[k] === undefined) delete info[k];
  return info;
}

/** True when the URL names a place we can research (a place ID, a cid or a name). */
export const identifiesPlace = (i: MapsUrlInfo) => Boolean(i.placeId || i.cid || i.name);

function safeDecode(s: string) {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
