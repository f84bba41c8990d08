// The bench's baselines, each run by `npm run bench` in a process of its own (never in the bench's):
//   node --import tsx scripts/lib/bare-server.ts <port> <routes.json> [express]
// routes.json maps a URL path to { "file": <path>, "type": <content type> }, plus an optional "notFound" file
// answered with 404 for any other path. Without `express`: a bare node:http server answering those bytes from
// memory. With it: Express with one route per path (res.json of the parsed JSON, res.send otherwise), the
// framework's own cost.
import fs from 'node:fs';
import http from 'node:http';
import express from 'express';

const [port, routesFile, mode] = process.argv.slice(2);
const spec = JSON.parse(fs.readFileSync(routesFile!, 'utf8')) as {
  routes: Record<string, { file: string; type: string }>;
  notFound?: string;
};
const routes = new Map(
  Object.entries(spec.routes).map(([url, r]) => [url, { type: r.type, body: fs.readFileSync(r.file) }]),
);
const notFound = spec.notFound ? fs.readFileSync(spec.notFound) : Buffer.from('not found');

let server: http.Server;
if (mode === 'express') {
  const app = express().disable('x-powered-by').disable('etag');
  for (const [url, r] of routes) {
    const json: unknown = r.type.startsWith('application/json') ? JSON.parse(r.body.toString()) : undefined;
    app.get(url, (_req, res) => void (json === undefined ? res.type(r.type).send(r.body) : res.json(json)));
  }
  server = http.createServer(app);
} else {
  server = http.createServer((req, res) => {
    const r = routes.get(req.url ?? '');
    if (!r) {
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': notFound.length });
      return res.end(notFound);
    }
    res.writeHead(200, { 'Content-Type': r.type, 'Content-Length': r.body.length });
    res.end(r.body);
  });
}
server.listen(Number(port), '127.0.0.1');
process.once('SIGTERM', () => process.exit(0));
