// The README a newcomer reads first stays short and self-contained: at most ~250 lines, no line over 300
// characters, and every link resolves to a file in this repository (docs/ included); the docs' own relative links
// resolve too.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const DOCS = fs
  .readdirSync(path.join(ROOT, 'docs'))
  .filter((f) => f.endsWith('.md'))
  .map((f) => `docs/${f}`);

/** Markdown link targets of `file` (inline links and images), without their #fragment. */
function links(file: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8').replace(/```[\s\S]*?```/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
}

const missing = (file: string) =>
  links(file)
    .filter((l) => !/^[a-z]+:/i.test(l) && !l.startsWith('#'))
    .map((l) => l.replace(/#.*$/, ''))
    .filter((l) => {
      const target = path.resolve(ROOT, path.dirname(file), l);
      return !target.startsWith(`${ROOT}${path.sep}`) || !fs.existsSync(target);
    });

test('the README is short, with no overlong line', () => {
  const lines = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8').split('\n');
  expect(lines.length).toBeLessThanOrEqual(250);
  expect(lines.filter((l) => l.length > 300)).toEqual([]);
});

test('every README link points at a file inside the repository (the API reference is docs/api.md)', () => {
  expect(links('README.md').filter((l) => /^[a-z]+:/i.test(l))).toEqual([]);
  expect(missing('README.md')).toEqual([]);
  expect(links('README.md')).toContain('docs/api.md');
});

test.each(DOCS)('%s: relative links resolve inside the repository', (file) => {
  expect(missing(file)).toEqual([]);
});
