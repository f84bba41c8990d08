// The W3C's Nu Html Checker (vnu-jar: the checker validator.w3.org runs, on the installed Java) over every page of
// generated sites: the sample plumber with its showcase, a 108-item menu, a 33-price list with locations and
// reservations, and research-corpus websites in German, Japanese, Spanish, and French with English beside it.
// Errors must be 0; warnings are not counted.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { CORPUS_SITES, corpusSite, longCatalogSites, sampleSite, writeSiteDir } from './helpers/gallery-sites';

jest.setTimeout(600_000);

const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/** The checker's errors on every HTML file under `dirs`. */
async function errorsIn(dirs: string[]): Promise<string[]> {
  const { stdout, stderr } = await promisify(execFile)(
    'java',
    ['-jar', VNU_JAR, '--errors-only', '--skip-non-html', '--format', 'json', '--stdout', ...dirs],
    { maxBuffer: 64 * 1024 * 1024 },
  ).catch((err: { code?: unknown; stdout?: string; stderr?: string }) => {
    if (err.code === 'ENOENT') throw new Error('the W3C checker runs on Java: install a JRE (java on the PATH)');
    // the checker exits 1 when it found errors, with its report written all the same
    return { stdout: err.stdout ?? '', stderr: err.stderr ?? '' };
  });
  const report = JSON.parse(stdout || stderr) as { messages: VnuMessage[] };
  return report.messages
    .filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .map(
      (m) => `${m.url.replace(/^file:.*?gallery-site-[^/]+/, '')}:${m.lastLine ?? '?'} ${m.message} ${m.extract ?? ''}`,
    );
}

it('the checker finds the error in a page that has one (it reads what it is given)', async () => {
  const { doc } = await sampleSite('Warm & Friendly');
  const dir = await writeSiteDir(doc, new Map());
  fs.writeFileSync(`${dir}/broken.html`, '<!doctype html><html lang="en"><title>x</title><p>a<div></p>');
  const errors = await errorsIn([dir]);
  expect(errors.some((e) => e.startsWith('/broken.html'))).toBe(true);
  expect(errors.filter((e) => !e.startsWith('/broken.html'))).toEqual([]);
});

it('generated pages have no W3C errors: showcase, long menu, price list, four languages', async () => {
  const dirs: string[] = [];
  const sample = await sampleSite('Dark & Sleek');
  dirs.push(await writeSiteDir(sample.doc, sample.bytes));
  const { taqueria, salon } = longCatalogSites();
  dirs.push(await writeSiteDir(taqueria, new Map()), await writeSiteDir(salon, new Map()));
  for (const [id, also] of CORPUS_SITES) {
    const site = await corpusSite(id, also);
    dirs.push(await writeSiteDir(site.doc, site.bytes));
  }
  expect(await errorsIn(dirs)).toEqual([]);
});
