import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

export const contentTypeOf = (file: string) =>
  CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

export interface StaticServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  origin: string;
  /**
   * The file a URL path would be served from, or undefined when nothing would be (missing, refused).
   * Directory paths resolve to their index.html, as a static host does.
   */
  resolve(urlPath: string): Promise<string | undefined>;
  close(): Promise<void>;
}

/**
 * Serves a release directory read-only on 127.0.0.1 at an ephemeral port, as a static host would:
 * GET/HEAD only, content types by extension, directory index, no path outside the root (`..`, encoded
 * dots, symlinks pointing out, hidden files).
 */
export async function startStaticServer(dir: string): Promise<StaticServer> {
  const root = await fs.promises.realpath(dir);

  async function resolve(urlPath: string): Promise<string | undefined> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath.split(/[?#]/, 1)[0] ?? '/');
    } catch {
      return undefined;
    }
    if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
    const segments = decoded.split('/').filter(Boolean);
    // Refuse rather than normalise: a generated site never needs `..`, and hidden files are never public.
    if (segments.some((s) => s === '..' || s === '.' || s.startsWith('.'))) return undefined;
    let file = path.join(root, ...segments);
    try {
      let stat = await fs.promises.stat(file);
      if (stat.isDirectory()) {
        file = path.join(file, 'index.html');
        stat = await fs.promises.stat(file);
      }
      if (!stat.isFile()) return undefined;
      const real = await fs.promises.realpath(file);
      const rel = path.relative(root, real);
      if (rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
      return real;
    } catch {
      return undefined;
    }
  }

  const server = http.createServer((req, res) => {
    const send = (status: number, body: string, headers: http.OutgoingHttpHeaders = {}) => {
      res.writeHead(status, {
        'content-type': 'text/plain; charset=utf-8',
        'content-length': Buffer.byteLength(body),
        ...headers,
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, 'method not allowed\n', { allow: 'GET, HEAD' });
    resolve(req.url ?? '/').then(
      (file) => {
        if (!file) return send(404, 'not found\n');
        fs.stat(file, (err, stat) => {
          if (err) return send(404, 'not found\n');
          res.writeHead(200, {
            'content-type': contentTypeOf(file),
            'content-length': stat.size,
            'x-content-type-options': 'nosniff',
            'cache-control': 'no-store',
          });
          if (req.method === 'HEAD') return res.end();
          fs.createReadStream(file)
            .on('error', () => res.destroy())
            .pipe(res);
        });
      },
      () => send(500, 'error\n'),
    );
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => ok());
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    resolve,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
