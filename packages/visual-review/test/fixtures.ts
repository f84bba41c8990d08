import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Navigation budget in tests: generous, because CI machines run other suites beside these (load 10+ on 2 cores). */
export const SLOW_MACHINE_MS = 40_000;

/** A valid 2x2 PNG (red), small enough to inline. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

/** Writes a site into a new temp directory; remove it with `removeSite`. */
export function writeSite(files: Record<string, string | Buffer>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sgs-review-'));
  for (const [rel, content] of Object.entries(files)) {
    const file = path.join(dir, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
  return dir;
}

export const removeSite = (dir: string) => fs.rmSync(dir, { recursive: true, force: true });

const CSS = `
*{box-sizing:border-box}
body{margin:0;font:18px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#fff}
header,main,footer{padding:16px}
nav ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:8px}
nav a{display:inline-block;min-height:44px;min-width:44px;padding:10px 12px;color:#0b3d91}
.grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(220px,1fr));gap:16px}
img{max-width:100%;height:auto}
.button{display:inline-block;min-height:44px;padding:10px 20px;background:#0b3d91;color:#fff;border:0;font:inherit}
`;

/**
 * A clean, accessible page: doctype, viewport meta, <main>, readable contrast, alt text, large tap targets,
 * own stylesheet. Tests change one thing at a time through `head`, `main` and `css`.
 */
export function page(opts: { title?: string; head?: string; main?: string; after?: string } = {}): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${opts.title ?? 'Sunrise Bakery'}</title>
<link rel="stylesheet" href="style.css">
${opts.head ?? ''}
</head>
<body>
<a class="skip" href="#main" style="position:absolute;left:-9999px">Skip to content</a>
<header><nav><ul><li><a href="index.html">Home</a></li><li><a href="services.html">Services</a></li></ul></nav></header>
<main id="main">
<h1>${opts.title ?? 'Sunrise Bakery'}</h1>
${
  opts.main ??
  `<p>Fresh bread every morning, baked in Tulsa since 1998. Read <a href="services.html">what we bake</a> today.</p>
<div class="grid"><div><h2>Bread</h2><p>Sourdough and rye.</p></div><div><h2>Cakes</h2><p>Made to order.</p></div></div>
<img src="photo.png" alt="Loaves of bread on a shelf" width="200" height="200">
<p><a class="button" href="services.html">See our services</a></p>`
}
</main>
<footer><p>Sunrise Bakery, 1 Main St, Tulsa</p></footer>
${opts.after ?? ''}
</body>
</html>
`;
}

/** A clean two-page site; pass overrides to break one file. */
export function cleanSite(overrides: Record<string, string | Buffer> = {}): Record<string, string | Buffer> {
  return {
    'index.html': page(),
    'services.html': page({ title: 'Our services' }),
    'style.css': CSS,
    'photo.png': PNG,
    ...overrides,
  };
}
