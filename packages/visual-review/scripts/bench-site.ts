// The benchmark's fixture: a five-page small-business site shaped like the generator's output (nav, hero,
// card grids, images, a form, footer), clean under every rule so timings measure the review, not findings.

/** 2x2 PNG; the browser still lays it out at the width/height attributes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

const PAGES = [
  { file: 'index.html', title: 'Home' },
  { file: 'services.html', title: 'Services' },
  { file: 'about.html', title: 'About' },
  { file: 'gallery.html', title: 'Gallery' },
  { file: 'contact.html', title: 'Contact' },
];

const CSS = `
*{box-sizing:border-box}
body{margin:0;font:17px/1.6 system-ui,-apple-system,Segoe UI,sans-serif;color:#1d2433;background:#fbfaf7}
a{color:#0b4f8a}
.skip{position:absolute;left:-9999px}
.skip:focus{left:8px;top:8px}
header{background:#0b4f8a;color:#fff}
header .bar{max-width:1100px;margin:0 auto;padding:8px 16px;display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px}
header .brand{color:#fff;font-weight:700;font-size:20px;text-decoration:none;display:inline-block;padding:10px 0;min-height:44px}
nav ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:4px}
nav a{display:inline-block;min-height:44px;padding:10px 12px;color:#fff;text-decoration:none}
nav a[aria-current]{text-decoration:underline}
.hero{padding:48px 16px;background:#e8eef5;text-align:center}
.hero h1{margin:0 0 12px;font-size:clamp(28px,6vw,48px);line-height:1.2}
main section{max-width:1100px;margin:0 auto;padding:32px 16px}
.grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(240px,1fr));gap:20px}
.card{background:#fff;border:1px solid #d9dee7;border-radius:8px;padding:20px}
.card img{width:100%;height:auto;border-radius:6px}
.button{display:inline-block;min-height:44px;padding:10px 22px;background:#0b4f8a;color:#fff;border:0;border-radius:6px;font:inherit;text-decoration:none;cursor:pointer}
form{display:grid;gap:12px;max-width:560px}
label{display:grid;gap:4px;font-weight:600}
input,textarea{font:inherit;padding:10px;min-height:44px;border:1px solid #8a94a6;border-radius:6px}
footer{background:#1d2433;color:#f1f3f7;padding:24px 16px;text-align:center}
footer a{color:#cfe3ff}
`;

function layout(current: string, title: string, body: string): string {
  const nav = PAGES.map(
    (p) => `<li><a href="${p.file}"${p.file === current ? ' aria-current="page"' : ''}>${p.title}</a></li>`,
  ).join('');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | Harbor Light Bakery</title>
<meta name="description" content="Harbor Light Bakery, fresh bread and cakes in Tulsa.">
<link rel="stylesheet" href="css/site.css">
<link rel="icon" href="favicon.png">
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header><div class="bar"><a class="brand" href="index.html">Harbor Light Bakery</a><nav aria-label="Main"><ul>${nav}</ul></nav></div></header>
<main id="main">
<div class="hero"><h1>${title}</h1><p>Fresh bread, cakes and coffee on Main Street since 1998.</p><a class="button" href="contact.html">Order a cake</a></div>
${body}
</main>
<footer><p>Harbor Light Bakery, 12 Main Street, Tulsa, OK. Call <a href="tel:+15555550100">(555) 555-0100</a>.</p></footer>
</body>
</html>
`;
}

const cards = (n: number, what: string) =>
  Array.from(
    { length: n },
    (_, i) =>
      `<div class="card"><img src="images/photo-${i % 4}.png" alt="${what} ${i + 1}" width="400" height="300" loading="lazy"><h3>${what} ${i + 1}</h3><p>Made every morning with local flour, butter and seasonal fruit. Ask us about <a href="services.html">custom orders</a> for events.</p></div>`,
  ).join('\n');

/** Site-relative path -> content. */
export function benchSite(): Record<string, string | Buffer> {
  const files: Record<string, string | Buffer> = {
    'css/site.css': CSS,
    'favicon.png': PNG,
    'index.html': layout(
      'index.html',
      'Home',
      `<section><h2>Baked today</h2><div class="grid">${cards(6, 'Loaf')}</div></section><section><h2>Visit us</h2><p>Open Tuesday to Sunday, 7am to 3pm.</p></section>`,
    ),
    'services.html': layout(
      'services.html',
      'Services',
      `<section><h2>What we make</h2><div class="grid">${cards(9, 'Service')}</div></section>`,
    ),
    'about.html': layout(
      'about.html',
      'About',
      `<section><h2>Our story</h2>${'<p>Started by two sisters with one oven and a family sourdough starter, the bakery now feeds the whole neighbourhood. We still shape every loaf by hand.</p>'.repeat(6)}</section>`,
    ),
    'gallery.html': layout(
      'gallery.html',
      'Gallery',
      `<section><h2>From the oven</h2><div class="grid">${cards(12, 'Photo')}</div></section>`,
    ),
    'contact.html': layout(
      'contact.html',
      'Contact',
      `<section><h2>Get in touch</h2><form action="http://127.0.0.1:9/v1/webhooks/form-submit" method="post"><label>Name <input name="name" autocomplete="name" required></label><label>Email <input type="email" name="email" autocomplete="email" required></label><label>Message <textarea name="message" rows="5"></textarea></label><button class="button" type="submit">Send</button></form></section>`,
    ),
  };
  for (let i = 0; i < 4; i++) files[`images/photo-${i}.png`] = PNG;
  return files;
}

export const BENCH_PAGES = PAGES.map((p) => p.file);
