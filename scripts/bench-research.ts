// `npm run bench:research`: research fidelity on a corpus of hand-written small-business websites
// (test/corpus/<site>/ with expected.json). Each site is served on 127.0.0.1 and built through the real
// pipeline (gateway, Temporal workflow, research, writer, visual review; no provider keys). Prints per
// site and overall:
//   recall    = expected facts present on the generated site / expected facts
//   precision = phones, emails, prices, ratings, years and hours on the generated site that appear in the
//               sources (the website's files and the caller's input) / all of them
// A corpus entry may name one of ../shared/sites/ (real small-business sites, "shared": "<folder>") instead of
// holding its own pages: it is served from there, with its expected facts here (skipped when ../shared is absent).
// A few more of ../shared/sites/ are built for precision only (BENCH_SHARED=N, default 3).
// expected.json's "absent" lists text that must not appear (another business's facts), each counted as a fact.
// BENCH_SITES=a,b runs only those corpus entries; BENCH_OUT=<dir> writes each generated site's visible text there.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { formatPhone } from '../packages/site-kit/src';
import { textPhones } from '../packages/research/src/content';
import { $$, attr, parseHtml, text } from '../packages/research/src/html';
import { buildSite, startBenchStack } from './lib/bench-stack';

const ROOT = path.resolve(__dirname, '..');
const CORPUS = path.join(ROOT, 'test/corpus');
const SHARED = path.join(ROOT, '../shared/sites');
const SHARED_COUNT = Number(process.env.BENCH_SHARED ?? 3);

interface Expected {
  name: string;
  location: string;
  path: string;
  /** a folder of ../shared/sites served instead of this entry's own pages */
  shared?: string;
  facts: {
    /** the street address as the site writes it */
    address?: string;
    /** social profile addresses the footer must link to */
    social?: string[];
    phone?: string;
    email?: string;
    year?: string;
    services?: string[];
    prices?: Record<string, string>;
    hours?: Record<string, string>;
    areas?: string[];
    testimonials?: string[];
    licenses?: string[];
  };
  /** text that must not appear on the generated site (another business's phone, name or address; an epigraph) */
  absent?: string[];
}

/** Serves one directory on 127.0.0.1 (directories answer with their index.html). */
async function serveDir(dir: string) {
  const types: Record<string, string> = {
    '.html': 'text/html; charset=utf-8',
    '.css': 'text/css',
    '.txt': 'text/plain',
  };
  const server = http.createServer((req, res) => {
    let rel = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (rel.endsWith('/')) rel += 'index.html';
    const file = path.join(dir, path.normalize(rel));
    if (!file.startsWith(dir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      const asDir = path.join(file, 'index.html');
      if (file.startsWith(dir) && fs.existsSync(asDir)) return res.writeHead(301, { location: `${rel}/` }).end();
      return res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/&amp;/g, '&')
    .replace(/[‘’]/g, "'")
    .replace(/\s*[–—-]\s*/g, '-')
    .replace(/\s+/g, ' ');

/** Minutes after midnight for "8am", "5:30 pm", "08:00", "17:00"; undefined for other numbers. */
function minutes(t: string): number | undefined {
  const m = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?$/i.exec(t.trim());
  if (!m) return undefined;
  let h = Number(m[1]);
  const min = Number(m[2] ?? 0);
  const ap = m[3]?.[0]?.toLowerCase();
  if (!ap && m[2] === undefined) return undefined;
  if (ap === 'p' && h < 12) h += 12;
  if (ap === 'a' && h === 12) h = 0;
  return h * 60 + min;
}
const TIME = /\b\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)(?![a-z])|\b\d{1,2}:\d{2}\b/gi;

/** The claims a page makes that must come from a source. */
function claims(visible: string) {
  const withoutCopyright = visible.replace(/©\s*\d{4}/g, '');
  return {
    phones: textPhones(visible),
    emails: visible.match(/[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,24}/gi) ?? [],
    prices: visible.match(/[$£€]\s?\d[\d,]*(?:\.\d{2})?/g) ?? [],
    years: withoutCopyright.match(/\b(?:19|20)\d{2}\b/g) ?? [],
    ratings: [...visible.matchAll(/\brated (\d(?:\.\d)?)/gi)].map((m) => m[1]!),
    hours: (visible.match(TIME) ?? []).map(minutes).filter((m): m is number => m !== undefined),
  };
}

/** Whether each claim appears in the sources; returns [supported, total, unsupported examples]. */
function precisionOf(site: string, sources: string): [number, number, string[]] {
  const c = claims(site);
  const src = claims(sources);
  const raw = norm(sources);
  const bad: string[] = [];
  let ok = 0;
  let total = 0;
  const check = (kind: string, values: (string | number)[], has: (v: string | number) => boolean) => {
    for (const v of values) {
      total++;
      if (has(v)) ok++;
      else bad.push(`${kind} ${v}`);
    }
  };
  // a number as the sources write it, or its digits after the country code in them ("01782 680433" for +441782680433)
  const digits = sources.replace(/\D/g, '');
  check(
    'phone',
    c.phones,
    (p) =>
      src.phones.includes(p as string) ||
      [1, 2, 3].some((cc) => String(p).length - 1 - cc >= 7 && digits.includes(String(p).slice(1 + cc))),
  );
  // visible text can run a label into an address ("Emailoffice@…"): a source address it ends with counts
  check('email', c.emails, (e) => src.emails.some((x) => String(e).toLowerCase().endsWith(x.toLowerCase())));
  // a price as written, or a structured-data price ("price": "299" with its currency)
  check('price', c.prices, (p) => {
    const written = String(p).replace(/\s/g, '');
    const amount = written.replace(/^[$£€]/, '');
    return raw.replace(/\s/g, '').includes(written) || new RegExp(`"price"\\s*:\\s*"?${amount}\\b`).test(raw);
  });
  check('year', c.years, (y) => raw.includes(String(y)));
  check('rating', c.ratings, (r) => raw.includes(String(r)));
  check('hour', c.hours, (h) => src.hours.includes(h as number));
  return [ok, total, bad];
}

/** Expected facts present on the generated site: [found, total, missing]. */
function recallOf(
  e: Expected['facts'],
  visible: string,
  html: string,
  absent: string[] = [],
): [number, number, string[]] {
  const v = norm(visible);
  const missing: string[] = [];
  let found = 0;
  let total = 0;
  const want = (label: string, ok: boolean) => {
    total++;
    if (ok) found++;
    else missing.push(label);
  };
  if (e.phone) want(`phone ${e.phone}`, v.includes(norm(formatPhone(e.phone))) && html.includes(`tel:${e.phone}`));
  if (e.email) want(`email ${e.email}`, v.includes(e.email.toLowerCase()));
  if (e.address) want(`address ${e.address}`, v.includes(norm(e.address)));
  if (e.year) want(`year ${e.year}`, v.includes(e.year));
  for (const s of e.services ?? []) want(`service ${s}`, v.includes(norm(s)));
  for (const [s, p] of Object.entries(e.prices ?? {})) want(`price ${s} ${p}`, v.includes(norm(p)));
  for (const [d, h] of Object.entries(e.hours ?? {}))
    want(`hours ${d} ${h}`, new RegExp(`${d}\\s*${norm(h).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i').test(v));
  for (const a of e.areas ?? []) want(`area ${a}`, v.includes(norm(a)));
  for (const t of e.testimonials ?? []) want(`testimonial "${t.slice(0, 30)}…"`, v.includes(norm(t)));
  for (const l of e.licenses ?? []) want(`licence ${l}`, v.includes(norm(l)));
  for (const u of e.social ?? []) want(`social ${u}`, html.includes(`href="${u}"`));
  for (const a of absent) want(`no "${a}"`, !v.includes(norm(a)));
  return [found, total, missing];
}

function readTree(dir: string): string {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(readTree(p));
    else if (/\.(html?|txt)$/i.test(entry.name)) {
      const raw = fs.readFileSync(p, 'utf8');
      const doc = parseHtml(raw);
      out.push(raw, text(doc));
    }
  }
  return out.join('\n');
}

async function main() {
  const stack = await startBenchStack('bench-research', ['siteBuild', 'visualReview'], {
    ALLOW_LOOPBACK_URLS: 'true',
    GOOGLE_PLACES_API_KEY: '',
    OPENAI_API_KEY: '',
    UNSPLASH_ACCESS_KEY: '',
  });
  const { db, storage } = stack;

  /** Builds one site from its website; the generated pages' visible text and HTML. */
  async function build(name: string, location: string, url: string) {
    const { siteId } = await buildSite(stack, {
      businessName: name,
      businessLocation: location,
      existingSiteUrl: url,
      allowMissingEmail: true,
    });
    // the release pointer can land just after the workflow answers: wait for it (bounded)
    let site = await db.site.findUniqueOrThrow({ where: { id: siteId } });
    for (let i = 0; i < 60 && !site.currentReleaseId && site.status === 'generating'; i++) {
      await new Promise((r) => setTimeout(r, 1000));
      site = await db.site.findUniqueOrThrow({ where: { id: siteId } });
    }
    if (!site.currentReleaseId) throw new Error(`${name}: build ended ${site.status}: ${site.lastError}`);
    const files = await storage.readRelease(siteId, site.currentReleaseId);
    const pages = [...files].filter(([f]) => f.endsWith('.html')).map(([, b]) => b.toString('utf8'));
    const visible = pages
      .map((h) => {
        // a space between elements, so adjacent cells and labels do not run together ("3:00 pmWednesday")
        const doc = parseHtml(h.replace(/></g, '> <'));
        const body = $$('body', doc)[0];
        const alts = $$('img[alt]', doc).map((i) => attr(i, 'alt') ?? '');
        return `${text(body ?? doc)} ${alts.join(' ')}`;
      })
      .join('\n');
    return { visible, html: pages.join('\n') };
  }

  const rows: string[] = [];
  let [found, expected, supported, claimed] = [0, 0, 0, 0];
  const only = process.env.BENCH_SITES?.split(',').filter(Boolean);
  const dump = (site: string, visible: string) => {
    if (!process.env.BENCH_OUT) return;
    fs.mkdirSync(process.env.BENCH_OUT, { recursive: true });
    fs.writeFileSync(path.join(process.env.BENCH_OUT, `${site}.txt`), visible);
  };
  const measured = new Set<string>();
  try {
    for (const site of fs.readdirSync(CORPUS).sort()) {
      if (only && !only.includes(site)) continue;
      const e = JSON.parse(fs.readFileSync(path.join(CORPUS, site, 'expected.json'), 'utf8')) as Expected;
      const dir = e.shared ? path.join(SHARED, e.shared) : path.join(CORPUS, site);
      if (e.shared) {
        if (!fs.existsSync(dir)) {
          console.log(`${site.padEnd(24)} skipped: ${dir} is absent`);
          continue;
        }
        measured.add(e.shared);
      }
      const srv = await serveDir(dir);
      try {
        const out = await build(e.name, e.location, `${srv.base}${e.path}`);
        dump(site, out.visible);
        const [f, t, missing] = recallOf(e.facts, out.visible, out.html, e.absent);
        const [s, c, bad] = precisionOf(out.visible, `${readTree(dir)}\n${e.name}\n${e.location}`);
        [found, expected, supported, claimed] = [found + f, expected + t, supported + s, claimed + c];
        rows.push(
          `${site.padEnd(24)} recall ${(f / t).toFixed(2)} (${f}/${t})  precision ${c ? (s / c).toFixed(2) : '1.00'} (${s}/${c})` +
            (missing.length ? `\n    missing: ${missing.join('; ')}` : '') +
            (bad.length ? `\n    unsourced: ${bad.join('; ')}` : ''),
        );
        console.log(rows.at(-1));
      } finally {
        await srv.close();
      }
    }
    console.log(
      `\noverall corpus: recall ${(found / expected).toFixed(3)} (${found}/${expected}), precision ${(supported / claimed).toFixed(3)} (${supported}/${claimed})  [targets: recall >= 0.9, precision 1.0]`,
    );

    if (fs.existsSync(SHARED) && SHARED_COUNT > 0 && !only) {
      console.log(`\n../shared/sites (precision only, ${SHARED_COUNT} sites):`);
      const sites = fs
        .readdirSync(SHARED, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .filter((d) => !measured.has(d))
        .sort()
        .slice(0, SHARED_COUNT);
      for (const site of sites) {
        const dir = path.join(SHARED, site);
        const title = /<title>([^<|–-]+)/i.exec(fs.readFileSync(path.join(dir, 'index.html'), 'utf8'))?.[1]?.trim();
        const srv = await serveDir(dir);
        try {
          const out = await build(title || site, 'US', `${srv.base}/`);
          dump(`shared-${site}`, out.visible);
          const [s, c, bad] = precisionOf(out.visible, `${readTree(dir)}\n${title ?? ''}`);
          console.log(
            `${site.padEnd(24)} precision ${c ? (s / c).toFixed(2) : '1.00'} (${s}/${c})${bad.length ? `\n    unsourced: ${bad.join('; ')}` : ''}`,
          );
        } catch (err) {
          console.log(`${site.padEnd(24)} build failed: ${(err as Error).message}`);
        } finally {
          await srv.close();
        }
      }
    }
  } finally {
    await stack.stop();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
