// The dashboard's static files under content-hashed names (/static/app.<hash>.js), so browsers may keep them a year,
// and its stylesheet inlined in every page: no render-blocking request, allowed by its hash in the CSP (no
// 'unsafe-inline'). Everything is read once at start.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Router } from 'express';

const STATIC_DIR = path.join(__dirname, 'static');
const HTMX_FILE = path.join(path.dirname(require.resolve('htmx.org/package.json')), 'dist', 'htmx.min.js');
/** The files pages link to, by the name the views use. */
const FILES = {
  'htmx.js': HTMX_FILE,
  'app.js': path.join(STATIC_DIR, 'app.js'),
  'favicon.svg': path.join(STATIC_DIR, 'favicon.svg'),
  /** What the sites list shows for a site whose thumbnail is not taken yet. */
  'thumbnail-placeholder.svg': path.join(STATIC_DIR, 'thumbnail-placeholder.svg'),
} as const;
export type AssetName = keyof typeof FILES;

export interface Assets {
  /** The fingerprinted URL of each file (what the views link to). */
  urls: Record<AssetName, string>;
  /** app.css, inlined in a <style> element of every page. */
  css: string;
  /** The CSP source that allows exactly that <style> element. */
  styleSource: string;
  /** Serves the fingerprinted files with a year-long immutable cache; any other name is left to the next route. */
  mount(router: Router): void;
}

export function loadAssets(): Assets {
  const byUrl = new Map<string, { file: string; body: Buffer }>();
  const urls = {} as Record<AssetName, string>;
  for (const [name, file] of Object.entries(FILES) as [AssetName, string][]) {
    const body = readFileSync(file);
    const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
    const ext = path.extname(name);
    urls[name] = `/static/${path.basename(name, ext)}.${hash}${ext}`;
    byUrl.set(urls[name], { file, body });
  }
  const css = readFileSync(path.join(STATIC_DIR, 'app.css'), 'utf8');
  return {
    urls,
    css,
    styleSource: `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
    mount(router) {
      router.get('/static/:name', (req, res, next) => {
        const asset = byUrl.get(req.path);
        if (!asset) return next();
        res.set('Cache-Control', 'public, max-age=31536000, immutable');
        res.type(path.extname(asset.file)).send(asset.body);
      });
    },
  };
}
