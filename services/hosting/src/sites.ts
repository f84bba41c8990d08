import type { Db } from '@sgs/db';
import { CHANGE_CHANNELS, listenForChanges, readBrandColors, type ChangeFeed } from '@sgs/db';
import { parseHost } from './host';

/** What hosting needs to know about the site a host names. */
export interface HostedSite {
  id: string;
  businessName: string;
  hostingTier: string;
  pauseState: string;
  currentReleaseId: string | null;
  color?: string;
  /** A release preview (`<handle>--<slug>` host): currentReleaseId is the previewed release; served noindex. */
  preview?: boolean;
  /** An address the site left (PATCH /v1/sites/:id slug): redirect to its current slug until `until` (ms). */
  movedTo?: { slug: string; until: number };
}

/** Without the change feed (connection down), an entry is trusted this long at most. */
const UNTRUSTED_TTL_MS = 1000;
const MAX_HOSTS = 20_000;

/**
 * Host -> site, cached in memory and dropped the moment the database says the site, its domain or its research
 * changed (LISTEN sgs_site_changed, sent by triggers), so a deploy, a pause or a domain change shows on the next
 * request. Misses (unknown hosts) are cached too and dropped on any change.
 */
export class SiteDirectory {
  private readonly hosts = new Map<string, { site: HostedSite | null; at: number }>();
  private readonly pending = new Map<string, Promise<HostedSite | null>>();
  /** Bumped on every change, so a lookup that raced a change does not store what it read. */
  private generation = 0;
  private readonly feed: ChangeFeed;

  constructor(
    private readonly db: Db,
    databaseUrl: string,
    private readonly freeDomain: string,
    onError?: (err: Error) => void,
  ) {
    this.feed = listenForChanges(
      databaseUrl,
      [CHANGE_CHANNELS.site],
      { onChange: (_ch, siteId) => this.invalidate(siteId), onReset: () => this.clear() },
      { onError },
    );
  }

  get ready(): Promise<void> {
    return this.feed.ready;
  }

  /** The cached answer for a Host header, or undefined when it must be looked up. Synchronous: the hot path. */
  peek(host: string): HostedSite | null | undefined {
    const hit = this.hosts.get(host);
    if (!hit) return undefined;
    if (!this.feed.live && Date.now() - hit.at > UNTRUSTED_TTL_MS) return undefined;
    return hit.site;
  }

  resolve(host: string): Promise<HostedSite | null> {
    let p = this.pending.get(host);
    if (!p) {
      const generation = this.generation;
      p = this.load(host).then(
        (site) => {
          this.pending.delete(host);
          if (generation === this.generation) {
            if (this.hosts.size >= MAX_HOSTS) this.hosts.clear();
            this.hosts.set(host, { site, at: Date.now() });
          }
          return site;
        },
        (err: unknown) => {
          this.pending.delete(host);
          throw err;
        },
      );
      this.pending.set(host, p);
    }
    return p;
  }

  close(): Promise<void> {
    return this.feed.close();
  }

  private invalidate(siteId: string) {
    this.generation++;
    this.pending.clear();
    for (const [host, hit] of this.hosts) if (!hit.site || hit.site.id === siteId) this.hosts.delete(host);
  }

  private clear() {
    this.generation++;
    this.pending.clear();
    this.hosts.clear();
  }

  private async load(host: string): Promise<HostedSite | null> {
    const name = parseHost(host, this.freeDomain);
    if (!name) return null;
    const include = { research: { select: { brandColors: true } } } as const;
    let row;
    let movedTo: HostedSite['movedTo'];
    if (name.kind === 'free' || name.kind === 'preview') {
      row = await this.db.site.findUnique({ where: { slug: name.slug }, include });
      if (!row && name.kind === 'free') {
        const left = await this.db.slugRedirect.findFirst({
          where: { slug: name.slug, expiresAt: { gt: new Date() } },
          select: { expiresAt: true, site: { include } },
        });
        row = left?.site;
        if (row) movedTo = { slug: row.slug, until: left!.expiresAt.getTime() };
      }
    } else {
      const domain = await this.db.domain.findFirst({
        where: { domain: name.apex, status: 'active', siteId: { not: null } },
        select: { site: { include } },
      });
      row = domain?.site;
    }
    // A deactivated (or archived) site is no longer served.
    if (!row || row.deactivatedAt) return null;
    let previewed: string | undefined;
    if (name.kind === 'preview') {
      // The handle is the release id's first hex digits (dashes dropped); it must name exactly one release.
      const ids = await this.db.$queryRaw<{ id: string }[]>`
        select id::text from site_releases
        where site_id = ${row.id}::uuid and replace(id::text, '-', '') like ${`${name.handle}%`} limit 2`;
      if (ids.length !== 1) return null;
      previewed = ids[0]!.id;
    }
    return {
      id: row.id,
      businessName: row.businessName,
      hostingTier: row.hostingTier,
      pauseState: row.pauseState,
      currentReleaseId: previewed ?? row.currentReleaseId,
      ...(previewed ? { preview: true } : {}),
      ...(movedTo ? { movedTo } : {}),
      color: row.research ? readBrandColors({ siteId: row.id, brandColors: row.research.brandColors })[0] : undefined,
    };
  }
}
