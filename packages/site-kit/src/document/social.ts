// Social profiles of the business (facebook, instagram, x, ...): one definition of which links are profiles,
// their canonical form, and the public name of each network. Research reads them from the business's own
// website and the directory; the footer shows them; the revision agent adds, changes and removes them.
import { z } from 'zod';

export const SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'x',
  'tiktok',
  'youtube',
  'linkedin',
  'yelp',
  'google',
  'pinterest',
  'threads',
  'tripadvisor',
  'nextdoor',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The network's name as people know it (shown as the link text). */
export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X (Twitter)',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  yelp: 'Yelp',
  google: 'Google',
  pinterest: 'Pinterest',
  threads: 'Threads',
  tripadvisor: 'Tripadvisor',
  nextdoor: 'Nextdoor',
};

export const socialLink = z.object({
  network: z.enum(SOCIAL_NETWORKS),
  url: z
    .string()
    .max(500)
    .regex(/^https:\/\/[^\s"'<>]+$/, 'must be an https:// URL'),
});
export type SocialLink = z.infer<typeof socialLink>;

const HOSTS: readonly [RegExp, SocialNetwork][] = [
  [/^(?:[a-z-]+\.)?facebook\.com$|^fb\.(?:com|me)$/, 'facebook'],
  [/^(?:www\.)?instagram\.com$|^instagr\.am$/, 'instagram'],
  [/^(?:www\.|mobile\.)?(?:twitter|x)\.com$/, 'x'],
  [/^(?:www\.|m\.)?tiktok\.com$/, 'tiktok'],
  [/^(?:www\.|m\.)?youtube\.com$/, 'youtube'],
  [/^(?:[a-z]{2,3}\.|www\.)?linkedin\.com$/, 'linkedin'],
  [/^(?:www\.|m\.)?yelp\.(?:com|ca|co\.uk|com\.au|ie|de|fr)$/, 'yelp'],
  [/^(?:www\.|maps\.)?google\.[a-z.]{2,6}$|^g\.page$|^maps\.app\.goo\.gl$|^business\.google\.com$/, 'google'],
  [/^(?:[a-z]{2}\.|www\.)?pinterest\.[a-z.]{2,6}$/, 'pinterest'],
  [/^(?:www\.)?threads\.(?:net|com)$/, 'threads'],
  [/^(?:www\.)?tripadvisor\.[a-z.]{2,6}$/, 'tripadvisor'],
  [/^(?:www\.)?nextdoor\.com$/, 'nextdoor'],
];

/** First path segments that are the network's own pages (sharing, sign-in, posts), not a profile. */
const NOT_PROFILE =
  /^\/(?:sharer|share|dialog|plugins|intent|home|login|signup|accounts|explore|p|reel|reels|tv|watch|embed|hashtag|search|policies|privacy|legal|help|about|tr|events?\/create|shareArticle|pin\/create)(?:[./?]|$)/i;
/** Placeholder handles left in website templates. */
const PLACEHOLDER =
  /^\/(?:@)?(?:your-?(?:page|name|handle|account|profile|business|username)|username|page|example|#)\/?$/i;

/**
 * The profile a link points at, in canonical form (https, no tracking query, no trailing slash), or undefined
 * when the link is not a profile of a known network (share buttons, sign-in pages, posts, bare home pages).
 * A sign-in link that carries the profile in `next=` (Instagram's) is unwrapped.
 */
export function socialProfile(href: string | undefined | null): SocialLink | undefined {
  if (!href) return undefined;
  let u: URL;
  try {
    u = new URL(href.trim());
  } catch {
    return undefined;
  }
  if (!/^https?:$/.test(u.protocol)) return undefined;
  const host = u.hostname.toLowerCase();
  const network = HOSTS.find(([re]) => re.test(host))?.[1];
  if (!network) return undefined;
  const next = u.searchParams.get('next');
  if (/^\/accounts\/login/i.test(u.pathname) && next && next !== href) {
    const inner = socialProfile(new URL(next, u).toString());
    return inner?.network === network ? inner : undefined;
  }
  const path = u.pathname.replace(/\/+$/, '');
  if (network === 'google') {
    // A Google Business Profile: a maps place (or its cid) or a short g.page / maps.app link.
    const cid = u.searchParams.get('cid');
    if ((/^\/maps/.test(path) || host.startsWith('maps.')) && cid && /^\d+$/.test(cid))
      return { network, url: `https://maps.google.com/?cid=${cid}` };
    if (/^(?:g\.page|maps\.app\.goo\.gl)$/.test(host) && path) return { network, url: `https://${host}${path}` };
    if (!/^\/maps\/place\/[^/]+/.test(path)) return undefined;
    return { network, url: `https://www.google.com${path}` };
  }
  if (!path || NOT_PROFILE.test(path) || PLACEHOLDER.test(path)) return undefined;
  if (network === 'facebook' && path === '/profile.php') {
    const id = u.searchParams.get('id');
    return id && /^\d+$/.test(id) ? { network, url: `https://www.facebook.com/profile.php?id=${id}` } : undefined;
  }
  if (network === 'yelp' && !/^\/biz\/[^/]+/.test(path)) return undefined;
  const canonicalHost: Partial<Record<SocialNetwork, string>> = {
    facebook: 'www.facebook.com',
    instagram: 'www.instagram.com',
    x: 'x.com',
    tiktok: 'www.tiktok.com',
    youtube: 'www.youtube.com',
    linkedin: 'www.linkedin.com',
    threads: 'www.threads.net',
    nextdoor: 'nextdoor.com',
  };
  const h = canonicalHost[network] ?? host;
  return { network, url: `https://${h}${network === 'x' || network === 'instagram' ? path.toLowerCase() : path}` };
}

/** Networks whose profile address is built from a handle ("@rosascafe"). */
const HANDLE_URL: Partial<Record<SocialNetwork, (h: string) => string>> = {
  facebook: (h) => `https://www.facebook.com/${h}`,
  instagram: (h) => `https://www.instagram.com/${h.toLowerCase()}`,
  x: (h) => `https://x.com/${h.toLowerCase()}`,
  tiktok: (h) => `https://www.tiktok.com/@${h}`,
  youtube: (h) => `https://www.youtube.com/@${h}`,
  threads: (h) => `https://www.threads.net/@${h}`,
  pinterest: (h) => `https://www.pinterest.com/${h}`,
};

/** The profile address for a handle on a network that has handle addresses; undefined otherwise. */
export function socialFromHandle(network: SocialNetwork, handle: string): SocialLink | undefined {
  const h = handle.trim().replace(/^@/, '');
  const build = HANDLE_URL[network];
  if (!build || !/^[A-Za-z0-9._-]{1,60}$/.test(h) || /^[._-]|\.$/.test(h)) return undefined;
  return { network, url: build(h) };
}

/** The words owners use for each network ("insta", "twitter", "google reviews"). */
export const SOCIAL_WORDS: readonly [SocialNetwork, RegExp][] = [
  ['facebook', /\b(?:facebook|fb)\b/i],
  ['instagram', /\b(?:instagram|insta|ig)\b/i],
  ['x', /\b(?:twitter|x\.com|tweets?)\b|\bx\s+(?:account|handle|profile|link)\b|\bon\s+x\b/i],
  ['tiktok', /\btik ?tok\b/i],
  ['youtube', /\byou ?tube\b/i],
  ['linkedin', /\blinked ?in\b/i],
  ['yelp', /\byelp\b/i],
  ['google', /\bgoogle(?: business| maps| reviews?| profile| listing)?\b/i],
  ['pinterest', /\bpinterest\b/i],
  ['threads', /\bthreads\b/i],
  ['tripadvisor', /\btrip ?advisor\b/i],
  ['nextdoor', /\bnext ?door\b/i],
];
