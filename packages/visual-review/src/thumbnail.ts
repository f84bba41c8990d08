import { sharedBrowserPool, type BrowserPool } from './browser';
import { startStaticServer } from './static-server';

/** A desktop first screen (1280x800) drawn at a quarter scale: a 320x200 JPEG. */
const THUMBNAIL = { width: 1280, height: 800, scale: 0.25, quality: 80 } as const;

export interface ThumbnailOptions {
  /** A local directory holding the site's static files (a release). */
  dir: string;
  browserPool?: BrowserPool;
  signal?: AbortSignal;
  /** Navigation budget; default 15 s. */
  timeoutMs?: number;
}

/** The home page's first screen at desktop width, as a small JPEG (what the site looks like at a glance). */
export async function takeThumbnail(options: ThumbnailOptions): Promise<Buffer> {
  const pool = options.browserPool ?? sharedBrowserPool();
  const server = await startStaticServer(options.dir);
  try {
    const { width, height, scale, quality } = THUMBNAIL;
    return await pool.withPage(
      { width, height, scale, mobile: false, ...(options.signal ? { signal: options.signal } : {}) },
      async ({ page }) => {
        await page.goto(`${server.origin}/index.html`, { waitUntil: 'load', timeout: options.timeoutMs ?? 15_000 });
        return page.screenshot({ type: 'jpeg', quality, animations: 'disabled' });
      },
    );
  } finally {
    await server.close();
  }
}
