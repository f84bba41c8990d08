// A website's folder served on 127.0.0.1 as its host would: the research benches and the research-only check read
// the corpus's sites through it (docs/research-bench.md, "Serving the entries").
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * Serves one directory on 127.0.0.1 (directories answer with their index.php, index.html or index.htm, an
 * extensionless path with the .html, .php or .htm file of that name; .htm, .shtml, .asp… are HTML, as their hosts send
 * them). With `appShell`, a path that names no file and has no extension answers with the root index.html, as a
 * client-rendered app's host does.
 * `onRequest` hears of each request as it arrives (its path and user agent).
 */
export async function serveDir(
  dir: string,
  appShell = false,
  onRequest?: (req: { path: string; userAgent?: string }) => void,
) {
  const types: Record<string, string> = {
    '.html': 'text/html; charset=utf-8',
    '.htm': 'text/html; charset=utf-8',
    '.shtml': 'text/html; charset=utf-8',
    '.xhtml': 'application/xhtml+xml',
    '.asp': 'text/html',
    '.aspx': 'text/html',
    '.jsp': 'text/html',
    '.cfm': 'text/html',
    '.xml': 'application/xml',
    // PHP pages of the research corpus are stored as the HTML their server sent
    '.php': 'text/html; charset=utf-8',
    '.css': 'text/css',
    '.txt': 'text/plain',
    '.js': 'text/javascript',
    '.mjs': 'text/javascript',
    '.json': 'application/json',
  };
  const server = http.createServer((req, res) => {
    onRequest?.({ path: req.url ?? '/', userAgent: req.headers['user-agent'] });
    let rel = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (rel.endsWith('/'))
      rel +=
        ['index.php', 'index.html', 'index.htm'].find((f) => fs.existsSync(path.join(dir, rel, f))) ?? 'index.html';
    const file = path.join(dir, path.normalize(rel));
    if (!file.startsWith(dir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      const asDir = ['index.html', 'index.php', 'index.htm']
        .map((f) => path.join(file, f))
        .find((f) => fs.existsSync(f));
      if (file.startsWith(dir) && asDir) return res.writeHead(301, { location: `${rel}/` }).end();
      // `/contact` answers with contact.html (or contact.php), as static hosts (GitHub Pages, Netlify) and the usual
      // Apache rewrite to `$1.php` do
      const asPage = [`${file}.html`, `${file}.php`, `${file}.htm`].find((f) => fs.existsSync(f));
      if (file.startsWith(dir) && !path.extname(rel) && asPage) {
        res.writeHead(200, { 'content-type': types['.html'] });
        return fs.createReadStream(asPage).pipe(res);
      }
      if (appShell && !path.extname(rel) && fs.existsSync(path.join(dir, 'index.html'))) {
        res.writeHead(200, { 'content-type': types['.html'] });
        return fs.createReadStream(path.join(dir, 'index.html')).pipe(res);
      }
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
