import { checkRenderedSite } from '../src';

const html = (body: string) =>
  Buffer.from(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>T</title><meta name="description" content="d">` +
      `<meta name="viewport" content="width=device-width"></head><body><main><h1>T</h1>${body}</main></body></html>`,
  );

test('a directory link is its index page: ./ is home, ./a.html is a.html; a missing target is still broken', () => {
  const files = new Map([
    ['index.html', html('<a href="./">Home</a> <a href="./about.html">About</a> <a href="./#top">Top</a>')],
    ['about.html', html('<a href="./">Home</a> <a href="./missing.html">Gone</a>')],
  ]);
  const links = checkRenderedSite(files).filter((i) => i.rule === 'broken-link');
  expect(links.map((i) => `${i.file}: ${i.message}`)).toEqual([
    'about.html: <a href> "./missing.html" points to a missing file',
  ]);
});
