// `npm run bench:languages`: sites in their business's own language. Builds each non-English entry of the research
// corpus's dev half (test/research-corpus, split.json) through the real pipeline (gateway, Temporal workflow,
// research, writer, renderer; no provider keys), and checks on every page:
//   lang     <html lang> is the entry's language;
//   body     the visible text is in that language (tinyld, a maintained language-identification library, through
//            research's textLanguage);
//   english  no English interface string (the English catalog's navigation, headings, buttons, form and footer
//            words that the site's own catalog does not share) appears;
//   formats  no 12-hour clock (AM/PM), no price with an English decimal point beside €, the phone in national display.
// Prints each site's result and a line per language. BENCH_SITES=a,b runs only those entries.
import path from 'node:path';
import { formatPhone } from '../packages/site-kit/src';
import { CATALOGS } from '../packages/site-kit/src/i18n';
import { $$, attr, parseHtml, text } from '../packages/research/src/html';
import { textLanguage } from '../packages/research/src/language';
import { buildSite, startBenchStack } from './lib/bench-stack';
import { serveDir } from './lib/serve-dir';
import { loadResearchCorpus } from '../test/research-corpus/entries';
import { halfOf } from '../test/research-corpus/measures';

const RESEARCH = path.resolve(__dirname, '../test/research-corpus');

/** Every plain string of a catalog part (functions left out: their output carries names). */
const strings = (v: unknown): string[] =>
  typeof v === 'string' ? [v.trim()] : v && typeof v === 'object' ? Object.values(v).flatMap(strings) : [];

/** English interface strings a page in `lang` must not carry: the English catalog's, less those `lang` shares. */
function englishStrings(lang: string): string[] {
  const en = CATALOGS.en;
  const own = CATALOGS[lang as keyof typeof CATALOGS];
  const theirs = new Set(strings({ ui: own.ui, doc: own.doc }).map((s) => s.toLowerCase()));
  return [...new Set(strings({ ui: en.ui, doc: en.doc }))].filter(
    (s) => s.length >= 4 && /\s/.test(s) && !theirs.has(s.toLowerCase()),
  );
}

interface Result {
  id: string;
  lang: string;
  pages: number;
  langOk: number;
  bodyOk: number;
  english: string[];
  formats: string[];
  error?: string;
}

async function main() {
  const only = process.env.BENCH_SITES?.split(',').filter(Boolean);
  const entries = loadResearchCorpus(RESEARCH).filter(
    (e) => e.language !== 'en' && halfOf(e.id) === 'dev' && (!only || only.includes(e.id)),
  );
  const stack = await startBenchStack('bench-languages', ['siteBuild', 'visualReview'], {
    ALLOW_LOOPBACK_URLS: 'true',
    GOOGLE_PLACES_API_KEY: '',
    OPENAI_API_KEY: '',
    UNSPLASH_ACCESS_KEY: '',
  });
  const results: Result[] = [];
  try {
    for (const e of entries) {
      const r: Result = { id: e.id, lang: e.language, pages: 0, langOk: 0, bodyOk: 0, english: [], formats: [] };
      const srv = await serveDir(path.join(RESEARCH, e.id, 'site'), e.rendered);
      try {
        const country = new Intl.DisplayNames(['en'], { type: 'region' }).of(e.country) ?? e.country;
        const { siteId } = await buildSite(stack, {
          businessName: e.name,
          businessLocation: `${e.city}, ${country}`,
          existingSiteUrl: `${srv.base}${e.path}`,
          allowMissingEmail: true,
        });
        let site = await stack.db.site.findUniqueOrThrow({ where: { id: siteId } });
        for (let i = 0; i < 60 && !site.currentReleaseId && site.status === 'generating'; i++) {
          await new Promise((res) => setTimeout(res, 1000));
          site = await stack.db.site.findUniqueOrThrow({ where: { id: siteId } });
        }
        if (!site.currentReleaseId) throw new Error(`build ended ${site.status}: ${site.lastError}`);
        const files = await stack.storage.readRelease(siteId, site.currentReleaseId);
        const english = englishStrings(e.language);
        const phone = e.facts.phone && formatPhone(e.facts.phone, e.country as Parameters<typeof formatPhone>[1]);
        for (const [file, bytes] of files) {
          if (!file.endsWith('.html')) continue;
          r.pages++;
          const html = bytes.toString('utf8');
          const doc = parseHtml(html.replace(/></g, '> <'));
          if ((attr($$('html', doc)[0]!, 'lang') ?? '').split('-')[0] === e.language) r.langOk++;
          const body = text($$('body', doc)[0] ?? doc).replace(/\s+/g, ' ');
          if (textLanguage(body) === e.language) r.bodyOk++;
          for (const s of english) if (body.includes(s)) r.english.push(`${file}: "${s}"`);
          for (const m of body.match(/\b\d{1,2}(?::\d{2})?\s?(?:AM|PM|a\.m\.|p\.m\.)/gi) ?? [])
            r.formats.push(`${file}: 12-hour time "${m}"`);
          for (const m of body.match(/€\s?\d+\.\d{2}\b|\b\d+\.\d{2}\s?€/g) ?? [])
            if (e.language !== 'en') r.formats.push(`${file}: price "${m}"`);
          if (file === 'contact.html' && phone && !body.includes(phone))
            r.formats.push(`${file}: phone not shown as ${phone}`);
        }
        r.english = [...new Set(r.english)];
      } catch (err) {
        r.error = (err as Error).message;
      } finally {
        await srv.close();
      }
      results.push(r);
      console.log(
        `${r.id} [${r.lang}] ${r.error ? `build failed: ${r.error}` : `lang ${r.langOk}/${r.pages}  body ${r.bodyOk}/${r.pages}  english ${r.english.length}  formats ${r.formats.length}`}` +
          [...r.english, ...r.formats].map((x) => `\n    ${x}`).join(''),
      );
    }
  } finally {
    await stack.stop();
  }
  console.log('\nper language:');
  for (const lang of [...new Set(results.map((r) => r.lang))].sort()) {
    const rs = results.filter((r) => r.lang === lang);
    const sum = (f: (r: Result) => number) => rs.reduce((n, r) => n + f(r), 0);
    console.log(
      `${lang}: ${rs.length} sites (${rs.filter((r) => r.error).length} failed), html lang ${sum((r) => r.langOk)}/${sum((r) => r.pages)} pages, ` +
        `body in ${lang} ${sum((r) => r.bodyOk)}/${sum((r) => r.pages)}, English strings ${sum((r) => r.english.length)}, ` +
        `format problems ${sum((r) => r.formats.length)}`,
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
