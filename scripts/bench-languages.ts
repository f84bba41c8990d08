// `npm run bench:languages`: sites in their business's own language. Builds each non-English entry of the research
// corpus's dev half (test/research-corpus, split.json) through the real pipeline (gateway, Temporal workflow,
// research, writer, renderer; no provider keys), and checks on every page:
//   lang     <html lang> is the entry's language;
//   body     the visible text is in that language (eld, a maintained language-identification library; tinyld,
//            research's own detector, beside it: it reads short, name-heavy Dutch pages as Spanish);
//   English sentences  no sentence of six words or more outside the owner's lang-marked words reads as English;
//   english  no English interface string (the English catalog's navigation, headings, buttons, form and footer
//            words that the site's own catalog does not share) appears;
//   formats  no 12-hour clock (AM/PM), no price with an English decimal point beside €, the phone in national display.
// Then the same checks on sites created from a name and a city only (no website, no keys) in each language's
// countries: their language comes from the country. Prints each site's result and a line per language.
// BENCH_SITES=a,b runs only those entries (corpus ids, or name-and-city ids such as de-bakery);
// BENCH_NAME_CITY=0 skips the name-and-city sites; BENCH_OUT=dir writes each built site's pages there to read.
import fs from 'node:fs';
import path from 'node:path';
import { formatPhone } from '../packages/site-kit/src';
import { CATALOGS } from '../packages/site-kit/src/i18n';
import { $$, attr, parseHtml, text } from '../packages/research/src/html';
import { textLanguage } from '../packages/research/src/language';
import type { eld as Eld } from 'eld/large';
import { buildSite, startBenchStack } from './lib/bench-stack';
import { serveDir } from './lib/serve-dir';
import { loadResearchCorpus } from '../test/research-corpus/entries';
import { halfOf } from '../test/research-corpus/measures';

const RESEARCH = path.resolve(__dirname, '../test/research-corpus');

/** eld's detector among the site languages (an ES module: loaded in main). */
let detector: typeof Eld | undefined;
const detect = (t: string) => detector!.detect(t);

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

/**
 * Businesses given by name and city only, one or two per language (Latin American Spanish and Brazilian
 * Portuguese beside Spain's and Portugal's). Invented names: nothing is read about them but their words.
 */
const NAME_AND_CITY: { id: string; lang: string; name: string; location: string }[] = [
  { id: 'de-bakery', lang: 'de', name: 'Bäckerei Sonnenschein', location: 'Freiburg im Breisgau, Germany' },
  { id: 'de-at-salon', lang: 'de', name: 'Friseursalon Lindner', location: 'Graz, Austria' },
  { id: 'fr-bakery', lang: 'fr', name: 'Boulangerie du Marché', location: 'Lyon, France' },
  { id: 'es-hair', lang: 'es', name: 'Peluquería Carmen', location: 'Sevilla, Spain' },
  { id: 'es-mx-taqueria', lang: 'es', name: 'Taquería El Güero', location: 'Guadalajara, Mexico' },
  { id: 'it-trattoria', lang: 'it', name: 'Trattoria da Gino', location: 'Bologna, Italy' },
  { id: 'nl-bakery', lang: 'nl', name: 'Bakkerij De Molen', location: 'Utrecht, Netherlands' },
  { id: 'pt-cafe', lang: 'pt', name: 'Pastelaria Estrela', location: 'Porto, Portugal' },
  { id: 'pt-br-salon', lang: 'pt', name: 'Salão Bela Vista', location: 'Recife, Brazil' },
  { id: 'ja-barber', lang: 'ja', name: '山田理容店', location: 'Kanazawa, Japan' },
];

interface Result {
  id: string;
  lang: string;
  pages: number;
  langOk: number;
  bodyOk: number;
  /** pages tinyld (research's detector) reads as the site's language, beside eld's `bodyOk` */
  tinyldOk: number;
  english: string[];
  /** sentences outside the owner's marked words that read as English */
  englishSentences: string[];
  formats: string[];
  /** pages whose text is not read as the site's language, with what it was read as */
  bodyMisses: string[];
  error?: string;
}

const newResult = (id: string, lang: string): Result => ({
  id,
  lang,
  pages: 0,
  langOk: 0,
  bodyOk: 0,
  tinyldOk: 0,
  english: [],
  englishSentences: [],
  formats: [],
  bodyMisses: [],
});

/** The checks on every page of a built site (see the header). */
function checkPages(r: Result, files: Map<string, Buffer>, phone: string | undefined) {
  const english = englishStrings(r.lang);
  for (const [file, bytes] of files) {
    if (!file.endsWith('.html')) continue;
    r.pages++;
    const html = bytes.toString('utf8');
    const doc = parseHtml(html.replace(/></g, '> <'));
    if ((attr($$('html', doc)[0]!, 'lang') ?? '').split('-')[0] === r.lang) r.langOk++;
    const body = text($$('body', doc)[0] ?? doc).replace(/\s+/g, ' ');
    const bodyLang = detect(body).language;
    if (bodyLang === r.lang) r.bodyOk++;
    else r.bodyMisses.push(`${file}: body read as ${bodyLang || 'nothing'}`);
    if (textLanguage(body) === r.lang) r.tinyldOk++;
    // the writer's own sentences: text marked with another `lang` (the owner's words, reviews) left out
    for (const el of $$('body [lang]', doc)) el.children = [];
    for (const sentence of text($$('body', doc)[0] ?? doc)
      .replace(/\s+/g, ' ')
      .split(/(?<=[.!?])\s+/)) {
      const read = sentence.split(' ').length >= 6 ? detect(sentence) : undefined;
      if (read?.language === 'en' && read.isReliable()) r.englishSentences.push(`${file}: "${sentence.slice(0, 90)}"`);
    }
    for (const s of english) if (body.includes(s)) r.english.push(`${file}: "${s}"`);
    // a time, not the end of a price before a word ("€ 14,00 Amarone")
    for (const m of body.match(/(?<![\d,.])\b\d{1,2}(?::\d{2})?\s?(?:AM|PM|a\.m\.|p\.m\.)(?![\p{L}])/giu) ?? [])
      r.formats.push(`${file}: 12-hour time "${m}"`);
    for (const m of body.match(/€\s?\d+\.\d{2}\b|\b\d+\.\d{2}\s?€/g) ?? []) r.formats.push(`${file}: price "${m}"`);
    if (file === 'contact.html' && phone && !body.includes(phone))
      r.formats.push(`${file}: phone not shown as ${phone}`);
  }
  r.english = [...new Set(r.english)];
  r.englishSentences = [...new Set(r.englishSentences)];
}

async function main() {
  detector = (await import('eld/large')).eld;
  detector.setLanguageSubset(['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'ja']);
  const only = process.env.BENCH_SITES?.split(',').filter(Boolean);
  const entries = loadResearchCorpus(RESEARCH).filter(
    (e) => e.language !== 'en' && halfOf(e.id) === 'dev' && (!only || only.includes(e.id)),
  );
  const stack = await startBenchStack('bench-languages', ['siteBuild', 'visualReview'], {
    ALLOW_LOOPBACK_URLS: 'true',
    GOOGLE_PLACES_API_KEY: '',
    OPENAI_API_KEY: '',
    UNSPLASH_ACCESS_KEY: '',
    DAILY_SITE_QUOTA: '1000',
  });
  const results: Result[] = [];
  try {
    const run = async (r: Result, body: Record<string, unknown>, phone?: string) => {
      try {
        const { siteId } = await buildSite(stack, body);
        let site = await stack.db.site.findUniqueOrThrow({ where: { id: siteId } });
        for (let i = 0; i < 60 && !site.currentReleaseId && site.status === 'generating'; i++) {
          await new Promise((res) => setTimeout(res, 1000));
          site = await stack.db.site.findUniqueOrThrow({ where: { id: siteId } });
        }
        if (!site.currentReleaseId) throw new Error(`build ended ${site.status}: ${site.lastError}`);
        const files = await stack.storage.readRelease(siteId, site.currentReleaseId);
        if (process.env.BENCH_OUT)
          for (const [file, bytes] of files)
            if (file.endsWith('.html')) {
              const out = path.join(process.env.BENCH_OUT, r.id.replace(/\W+/g, '-'), file);
              fs.mkdirSync(path.dirname(out), { recursive: true });
              fs.writeFileSync(out, bytes);
            }
        checkPages(r, files, phone);
      } catch (err) {
        r.error = (err as Error).message;
      }
      results.push(r);
      console.log(
        `${r.id} [${r.lang}] ${r.error ? `build failed: ${r.error}` : `lang ${r.langOk}/${r.pages}  body ${r.bodyOk}/${r.pages} (tinyld ${r.tinyldOk})  english ${r.english.length}  English sentences ${r.englishSentences.length}  formats ${r.formats.length}`}` +
          [...r.bodyMisses, ...r.english, ...r.englishSentences, ...r.formats].map((x) => `\n    ${x}`).join(''),
      );
    };
    for (const e of entries) {
      const srv = await serveDir(path.join(RESEARCH, e.id, 'site'), e.rendered);
      try {
        const country = new Intl.DisplayNames(['en'], { type: 'region' }).of(e.country) ?? e.country;
        const phone = e.facts.phone && formatPhone(e.facts.phone, e.country as Parameters<typeof formatPhone>[1]);
        await run(
          newResult(e.id, e.language),
          {
            businessName: e.name,
            businessLocation: `${e.city}, ${country}`,
            existingSiteUrl: `${srv.base}${e.path}`,
            allowMissingEmail: true,
          },
          phone,
        );
      } finally {
        await srv.close();
      }
    }
    if (process.env.BENCH_NAME_CITY !== '0')
      for (const n of NAME_AND_CITY.filter((n) => !only || only.includes(n.id)))
        await run(newResult(`name-and-city ${n.id}`, n.lang), {
          businessName: n.name,
          businessLocation: n.location,
          allowMissingEmail: true,
        });
  } finally {
    await stack.stop();
  }
  console.log('\nper language:');
  for (const lang of [...new Set(results.map((r) => r.lang))].sort()) {
    const rs = results.filter((r) => r.lang === lang);
    const sum = (f: (r: Result) => number) => rs.reduce((n, r) => n + f(r), 0);
    console.log(
      `${lang}: ${rs.length} sites (${rs.filter((r) => r.error).length} failed), html lang ${sum((r) => r.langOk)}/${sum((r) => r.pages)} pages, ` +
        `body in ${lang} ${sum((r) => r.bodyOk)}/${sum((r) => r.pages)} (tinyld ${sum((r) => r.tinyldOk)}), ` +
        `English strings ${sum((r) => r.english.length)}, English sentences ${sum((r) => r.englishSentences.length)}, ` +
        `format problems ${sum((r) => r.formats.length)}`,
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
