import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/** A solid-colour PNG of the given size (a stand-in photo or logo with a known colour). */
export const png = (w: number, h: number, rgb: [number, number, number]) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })
    .png()
    .toBuffer();

/** Serves a small business website on 127.0.0.1 from a path -> [content type, body] table. */
export async function startFakeWebsite(
  pages: Record<string, [string, string | Buffer] | ((base: string) => [string, string | Buffer])>,
) {
  const hits: string[] = [];
  let base = '';
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    hits.push(path);
    const entry = pages[path];
    const page = typeof entry === 'function' ? entry(base) : entry;
    if (!page) return res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    res.writeHead(200, { 'content-type': page[0] }).end(page[1]);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, hits, close: () => new Promise<void>((r) => server.close(() => r())) };
}

export const HOME = (base: string): [string, string] => [
  'text/html; charset=utf-8',
  `<!doctype html><html><head>
<title>Rosa's Cafe | Austin breakfast</title><meta name="description" content="Family cafe serving breakfast tacos and coffee in Austin since the morning rush began.">
<meta name="theme-color" content="#b5452b"><link rel="stylesheet" href="/style.css">
<meta property="og:image" content="${base}/images/hero.png"></head><body>
<header><img src="/images/logo.png" alt="Rosa's Cafe logo"><nav><a href="/about-us">About</a> <a href="/contact">Contact</a> <a href="https://www.facebook.com/rosascafe">Facebook</a></nav></header>
<main><h1>Rosa's Cafe</h1><p>Call <a href="tel:+15125550100">(512) 555-0100</a>.</p>
<section><h2>Our Services</h2><ul><li>Breakfast tacos</li><li>Espresso drinks</li><li>Catering for events</li></ul></section>
<section class="testimonials"><blockquote><p>"The migas are the best thing I have eaten all year, hands down."</p><cite>Sam K.</cite></blockquote></section>
<img src="/images/dining.png" alt="Dining room" width="800" height="600"><img src="/images/pixel.gif" width="1" height="1">
<p>Questions? <a href="mailto:info@rosas.example">info@rosas.example</a></p></main></body></html>`,
];

export const CONTACT: [string, string] = [
  'text/html',
  `<html><body><main><h1>Contact</h1>
<p>Owner: <a href="mailto:maria@rosas.example?subject=Hi">Maria</a> · bookings: hello@rosas.example · web: design@wix.com</p>
<p>Mon-Fri: 7am - 3pm</p><p>Saturday: 8am - 2pm</p><p>Sunday: Closed</p></main></body></html>`,
];
