// The zoos measure research on websites it was not written against: every fixture names the public repository it
// was copied from, and none comes from a repository of the research corpus (whose test half must stay unseen by
// anyone tuning a reader) or of ../shared/sites.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHARED_SITES } from '../../../test/helpers/shared-sites';

const FIXTURES = join(__dirname, 'fixtures');
const REPO = /github\.com\/([\w.-]+\/[\w.-]+?)(?:\.git)?(?=[\s/#@)|,]|$)/gi;

/** The repositories a text names ("github.com/Owner/Name"), in lower case. */
const reposIn = (text: string) => [...text.matchAll(REPO)].map((m) => m[1]!.toLowerCase());

/**
 * a zoo's fixture files: its pages, or a whole site's pages in a folder of their own, each naming its source; a built
 * app's folder (scripts and data kept byte for byte) names its source once, in its SOURCE.txt
 */
const filesUnder = (dir: string): string[] =>
  existsSync(join(FIXTURES, dir, 'SOURCE.txt'))
    ? [join(dir, 'SOURCE.txt')]
    : readdirSync(join(FIXTURES, dir), { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)],
      );

const zooFiles = readdirSync(FIXTURES)
  .filter((dir) => dir.endsWith('-zoo'))
  .flatMap(filesUnder);

describe('the zoos’ sources', () => {
  const corpus = new Set(reposIn(readFileSync(join(__dirname, '../../../test/research-corpus/SOURCES.md'), 'utf8')));
  const shared = SHARED_SITES ? new Set(reposIn(readFileSync(join(SHARED_SITES, 'SOURCES.md'), 'utf8'))) : new Set();

  it('reads the repositories the research corpus was taken from', () => {
    expect(corpus.size).toBeGreaterThanOrEqual(90);
    expect(zooFiles.length).toBeGreaterThanOrEqual(150);
  });

  it('names a source repository in every fixture, never one of the corpus or of the shared sites', () => {
    const wrong = zooFiles.flatMap((file) => {
      const source = reposIn(readFileSync(join(FIXTURES, file), 'utf8').slice(0, 600))[0];
      if (!source) return [`${file}: no source`];
      return corpus.has(source) || shared.has(source) ? [`${file}: ${source}`] : [];
    });
    expect(wrong).toEqual([]);
  });
});
