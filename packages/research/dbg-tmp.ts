import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseHtml, text } from './src/html';
import { titledBlocks } from './src/titled-blocks';
import { leadInLists } from './src/lead-in-lists';
const walk = (d: string): string[] => readdirSync(d).flatMap((f) => { const p = join(d, f); return statSync(p).isDirectory() ? walk(p) : /\.(html?|php)$/.test(f) ? [p] : []; });
const SH = /(services|leistungen|servizi|menu|speisekarte|prodotti|produkte|angebot|diensten|serviços|servicios|prestations)/i;
for (const id of process.argv.slice(2)) for (const f of walk(`test/research-corpus/${id}/site`)) {
  const doc = parseHtml(readFileSync(f, 'utf8'));
  const tb = titledBlocks(doc, { names: SH, isName: (t) => t.length >= 3 && t.length <= 80, skip: () => false, servicePage: /service|menu|prodott|leistung/i.test(f), price: /[€$]\s?\d|\d\s?€/ });
  const li = leadInLists(doc, SH, () => false, () => undefined).map((l) => text(l).slice(0, 80));
  if (tb.length || li.length) console.log(f, '\n  TB:', tb.slice(0, 12).join(' | '), '\n  LI:', li.join(' || '));
}
