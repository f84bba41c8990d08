// The zoos measure research on websites it was not written against: every fixture names the public repository it
// was copied from, and none comes from a repository of the research corpus (whose test half must stay unseen by
// anyone tuning a reader) or of ../shared/sites.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SHARED_SITES } from '../../../test/helpers/shared-sites';

const FIXTURES = join(__dirname, 'fixtures');
const REPO = /github\.com\/([\w.-]+\/[\w.-]+?)(?:\.git)?(?=[\s/#@)|,]|$)/gi;

/** The repositories a text names ("github.com/Owner/Name"), in lower case. */
const reposIn = (text: string) => [...text.matchAll(REPO)].map((m) => m[1]!.toLowerCase());

const zooFiles = readdirSync(FIXTURES)
  .filter((dir) => dir.endsWith('-zoo'))
  .flatMap((dir) => readdirSync(join(FIXTURES, dir)).map((file) => join(dir, file)))
  // a case that is a whole site (a folder of its files) names its source in its SOURCE.txt
  .map((file) => (statSync(join(FIXTURES, file)).isDirectory() ? join(file, 'SOURCE.txt') : file));

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
