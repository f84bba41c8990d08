// `npm run bench`: request throughput of the hosting service and the API under a concurrent load generator (wrk),
// each beside its baseline in the same run on the same machine: nginx (one worker) and a bare node:http server for
// hosting, a bare node:http server answering the same JSON from memory for the API. Ratios travel between
// machines; requests per second do not. BENCH_SECONDS sets each run's length (default 5). First, the cold start of
// `npm start` (BENCH_COLD_START=0 skips it). BENCH_ONLY=hosting or BENCH_ONLY=api runs one part (e.g. under
// `node --cpu-prof`).
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client, Connection } from '@temporalio/client';
import express from 'express';
import { createLogger, loadEnv } from '../packages/config/src';
import { createAccount, createDb, hotQuery, issueApiKey } from '../packages/db/src';
import { createMapsUrlResolver } from '../packages/net/src';
import { createPlacesProvider } from '../packages/places/src';
import { createLocalSiteStorage } from '../packages/storage/src';
import { createApp } from '../services/gateway/src/app';
import { createHostingApp } from '../services/hosting/src/app';
import { startInfra } from './lib/stack';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 32;
const ONLY = process.env.BENCH_ONLY;

/** Targets from issue 22: hosting >= 0.5x nginx; API >= 0.5x bare node:http sequentially, >= 0.05x at 32 connections. */
const TARGET = { hosting: 0.5, apiSequential: 0.5, apiConcurrent: 0.05 };

function need(tool: string, pkg: string) {
  try {
    execFileSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' });
  } catch {
    if (process.getuid?.() !== 0) throw new Error(`${tool} is needed: apt-get install ${pkg}`);
    console.log(`installing ${pkg} (apt)`);
    execFileSync('apt-get', ['install', '-y', '-q', pkg], { stdio: 'inherit' });
  }
}

interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** wrk -t1 -c<connections> for SECONDS against 127.0.0.1:<port><path>; requests/s, latency percentiles (ms), non-2xx/3xx. */
async function wrk(
  port: number,
  urlPath: string,
  connections: number,
  headers: Record<string, string> = {},
): Promise<Load> {
  const args = ['-t1', `-c${connections}`, `-d${SECONDS}s`, '--latency'];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}: ${v}`);
  // Asynchronous: the servers under test run in this process.
  const { stdout: out } = await promisify(execFile)('wrk', [...args, `http://127.0.0.1:${port}${urlPath}`]);
  const ms = (label: string) => {
    const m = new RegExp(`^\\s*${label}\\s+([\\d.]+)(us|ms|s)\\s*$`, 'm').exec(out);
    if (!m) return NaN;
    return Number(m[1]) * { us: 0.001, ms: 1, s: 1000 }[m[2] as 'us' | 'ms' | 's'];
  };
  const errors = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  return { rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN), p50: ms('50%'), p99: ms('99%'), errors };
}

function listen(server: http.Server): Promise<{ port: number; close: () => Promise<void> }> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () =>
          new Promise((r) => {
            server.closeAllConnections();
            server.close(() => r());
          }),
      }),
    );
  });
}

/** The bare baseline: fixed bytes from memory per path, `notFound` (the same page hosting answers) otherwise. */
function bareServer(
  routes: Map<string, { type: string; body: Buffer }>,
  notFound: Buffer = Buffer.from('not found'),
): http.Server {
  return http.createServer((req, res) => {
    const r = routes.get(req.url ?? '');
    if (!r) {
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': notFound.length });
      return res.end(notFound);
    }
    res.writeHead(200, { 'Content-Type': r.type, 'Content-Length': r.body.length });
    res.end(r.body);
  });
}

const freePort = async () => {
  const probe = await listen(http.createServer());
  await probe.close();
  return probe.port;
};

/**
 * nginx with one worker serving `root` on a free port, clean URLs as hosting serves them, and a missing file
 * answered with `notFound` (the site's own not-found page, as a self-hoster would configure `error_page`: the same
 * bytes hosting answers). `builtinPort` serves the same root with nginx's built-in 404 page instead (for reference:
 * a different, smaller page no site would show).
 */
async function startNginx(
  root: string,
  notFound: Buffer,
): Promise<{ port: number; builtinPort: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const builtinPort = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sgs-bench-nginx-'));
  fs.mkdirSync(path.join(dir, 'errors'));
  fs.writeFileSync(path.join(dir, 'errors/404.html'), notFound);
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `${user}
worker_processes 1; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types; default_type application/octet-stream; access_log off;
  sendfile on; tcp_nopush on; keepalive_requests 1000000; keepalive_timeout 65;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  server { listen 127.0.0.1:${port}; root ${root}; location / { try_files $uri $uri.html $uri/ =404; }
    error_page 404 /__not_found.html; location = /__not_found.html { internal; alias ${dir}/errors/404.html; } }
  server { listen 127.0.0.1:${builtinPort}; root ${root}; location / { try_files $uri $uri.html $uri/ =404; } }
}
`,
  );
  const child: ChildProcess = spawn(
    'nginx',
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', `${dir}/error.log`],
    {
      stdio: 'ignore',
    },
  );
  for (let i = 0; i < 100; i++) {
    const ok = await new Promise<boolean>((r) =>
      http.get({ host: '127.0.0.1', port, path: '/' }, (res) => (res.resume(), r(true))).on('error', () => r(false)),
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port,
    builtinPort,
    stop: async () => {
      child.kill('SIGQUIT');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A generated-site-sized page (~8.8 KB) and stylesheet. */
function releaseFiles(): Map<string, Buffer> {
  const card = (i: number) =>
    `<article class="card"><h3>Service ${i}</h3><p>Careful, on-time work with a written quote before we start, and a tidy site when we leave.</p></article>`;
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bench Bakery</title><link rel="canonical" href="https://bench.example/"><link rel="stylesheet" href="styles.css"></head><body><header><a href="./">Bench Bakery</a></header><main>${Array.from({ length: 40 }, (_, i) => card(i)).join('')}</main></body></html>`;
  const css = Array.from(
    { length: 120 },
    (_, i) => `.c${i}{margin:${i % 7}px;padding:${i % 5}rem;color:#2b6777;background:#f6f7f7}`,
  ).join('\n');
  return new Map([
    ['index.html', Buffer.from(page.slice(0, 8800))],
    ['styles.css', Buffer.from(css)],
  ]);
}

const row = (name: string, load: Load) =>
  `  ${name.padEnd(46)} ${load.rps.toFixed(0).padStart(8)}/s  p50 ${load.p50.toFixed(2).padStart(6)} ms  p99 ${load.p99
    .toFixed(2)
    .padStart(7)} ms${load.errors ? `  ${load.errors} non-2xx/3xx` : ''}`;
const verdict: string[] = [];
function ratio(name: string, value: Load, baseline: Load, baselineName: string, target: number) {
  const r = value.rps / baseline.rps;
  verdict.push(
    `  ${name.padEnd(44)} ${r.toFixed(3).padStart(6)}x ${baselineName.padEnd(22)} target >= ${target}x  ${r >= target ? 'PASS' : 'SHORT'}`,
  );
}

/** The body of GET http://127.0.0.1:<port><path>, which must answer `status`. */
const get = (port: number, urlPath: string, headers: Record<string, string>, status: number) =>
  new Promise<Buffer>((resolve, reject) =>
    http
      .get({ host: '127.0.0.1', port, path: urlPath, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          res.statusCode === status
            ? resolve(Buffer.concat(chunks))
            : reject(new Error(`GET ${urlPath}: ${res.statusCode}, expected ${status}`)),
        );
      })
      .on('error', reject),
  );

/** GET http://127.0.0.1:<port><path> answers with a status below 500 (connection refused: false). */
const answers = (port: number, urlPath: string, ok: (status: number) => boolean) =>
  new Promise<boolean>((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: urlPath, timeout: 2000 }, (res) => {
      res.resume();
      resolve(ok(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(false));
    req.on('timeout', () => req.destroy());
  });

/**
 * Cold start (issue 22: <= 10 s): `scripts/start.ts` as `npm start` runs it once installed, on spare ports and a
 * data directory of its own, from spawn until the gateway's /healthz (PostgreSQL and Temporal reachable), hosting's
 * /healthz and the dashboard all answer. `fresh` starts from an empty data directory (initdb included).
 */
async function coldStart(dataDir: string, fresh: boolean): Promise<number> {
  if (fresh) fs.rmSync(dataDir, { recursive: true, force: true });
  const base = 36_100;
  const ports = { gateway: base, hosting: base + 1, internal: base + 2, dashboard: base + 3 };
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: path.resolve(__dirname, '..'),
    stdio: 'ignore',
    detached: true,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      LOCAL_POSTGRES_PORT: String(base + 10),
      TEMPORAL_PORT: String(base + 11),
      TEMPORAL_UI_PORT: String(base + 12),
      GATEWAY_PORT: String(ports.gateway),
      HOSTING_PORT: String(ports.hosting),
      HOSTING_INTERNAL_PORT: String(ports.internal),
      DASHBOARD_PORT: String(ports.dashboard),
      DASHBOARD_URL: `http://localhost:${ports.dashboard}`,
      PUBLIC_BASE_URL: `http://localhost:${ports.gateway}`,
      LOG_LEVEL: 'warn',
    },
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with code ${child.exitCode}`);
      if (performance.now() - started > 180_000) throw new Error('npm start not healthy within 180 s');
      const up = await Promise.all([
        answers(ports.gateway, '/healthz', (s) => s === 200),
        answers(ports.hosting, '/healthz', (s) => s === 200),
        answers(ports.dashboard, '/', (s) => s > 0 && s < 500),
      ]);
      if (up.every(Boolean)) return performance.now() - started;
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGINT');
    await exited;
  }
}

async function main() {
  if (process.env.BENCH_COLD_START !== '0') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sgs-bench-start-'));
    try {
      const first = await coldStart(dataDir, true);
      const again = await coldStart(dataDir, false);
      console.log(`
cold start of npm start (installed), spawn to healthy (gateway, hosting, dashboard)`);
      console.log(`  first start, empty data directory (initdb, migrations)   ${(first / 1000).toFixed(1)} s`);
      console.log(`  next start, data kept                                    ${(again / 1000).toFixed(1)} s`);
      verdict.push(
        `  ${'cold start (data kept), seconds'.padEnd(44)} ${(again / 1000).toFixed(1).padStart(6)}s ${''.padEnd(22)} target <= 10s    ${again <= 10_000 ? 'PASS' : 'SHORT'}`,
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  need('wrk', 'wrk');
  need('nginx', 'nginx-light');
  const infra = await startInfra('test');
  const env = loadEnv({
    ...process.env,
    DATABASE_URL: infra.databaseUrl,
    TEMPORAL_ADDRESS: infra.temporalAddress,
    RATE_LIMIT_PER_MINUTE: '1000000000',
    LOG_LEVEL: 'silent',
    FREE_HOST_DOMAIN: 'bench.test',
  });
  const db = createDb(env.DATABASE_URL, 10);
  const connection = Connection.lazy({ address: env.TEMPORAL_ADDRESS });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sgs-bench-'));
  const storage = createLocalSiteStorage(dir);
  const closers: (() => Promise<void>)[] = [];
  try {
    const account = await createAccount(db, {
      email: `bench-${Date.now()}@example.com`,
      verified: true,
      signupCredits: 520,
    });
    const { key } = await issueApiKey(db, account.id);
    const site = await db.site.create({
      data: {
        accountId: account.id,
        slug: `bench-${Date.now()}`,
        businessName: 'Bench Bakery',
        operatorEmail: account.email,
        buildRequest: {},
        status: 'complete',
      },
    });
    const files = releaseFiles();
    const releaseId = await storage.writeRelease(site.id, files);
    await db.site.update({ where: { id: site.id }, data: { currentReleaseId: releaseId } });
    const host = `${site.slug}.bench.test`;

    // Hosting: one hosting server, one nginx worker, one bare node:http, the same bytes.
    if (ONLY !== 'api') await benchHosting();
    async function benchHosting() {
      const hosting = await listen(createHostingApp({ env, db, storage }));
      closers.push(hosting.close);
      // The site's not-found page exactly as hosting answers it, for nginx and the bare server to answer too.
      const notFound = await get(hosting.port, '/no-such-page', { Host: host }, 404);
      const nginx = await startNginx(await storage.releaseDir(site.id, releaseId), notFound);
      closers.push(nginx.stop);
      const bare = await listen(
        bareServer(
          new Map([
            ['/', { type: 'text/html; charset=utf-8', body: files.get('index.html')! }],
            ['/styles.css', { type: 'text/css; charset=utf-8', body: files.get('styles.css')! }],
          ]),
          notFound,
        ),
      );
      closers.push(bare.close);
      const hostHeader = { Host: host };
      const cases: [string, string][] = [
        ['page (index.html, 8.8 KB)', '/'],
        ['stylesheet', '/styles.css'],
        [`missing file (404, ${notFound.length} B page)`, '/no-such-page'],
      ];
      console.log(`\nhosting, wrk -t1 -c${CONNECTIONS} ${SECONDS}s each, on ${os.cpus().length} cores`);
      for (const [name, p] of cases) {
        await wrk(hosting.port, p, 4, hostHeader); // warm: the release is read and prepared once
        const h = await wrk(hosting.port, p, CONNECTIONS, hostHeader);
        const n = await wrk(nginx.port, p, CONNECTIONS, hostHeader);
        const b = await wrk(bare.port, p, CONNECTIONS);
        console.log(row(`hosting  ${name}`, h));
        console.log(row(`nginx    ${name}`, n));
        console.log(row(`node:http ${name}`, b));
        if (p === '/no-such-page')
          console.log(row('nginx    (its built-in 404 page instead)', await wrk(nginx.builtinPort, p, CONNECTIONS)));
        ratio(`hosting ${name.replace(/ \(.*/, '')}`, h, n, '/ nginx (1 worker)', TARGET.hosting);
      }
    }

    // API: authenticated GET /v1/sites (key check, sliding-window limit, query) against the same JSON from memory.
    if (ONLY !== 'hosting') await benchApi();
    async function benchApi() {
      const gateway = await listen(
        http.createServer(
          createApp({
            env,
            db,
            temporal: new Client({ connection }),
            log: createLogger('bench', 'silent'),
            resolveMapsUrl: createMapsUrlResolver(),
            places: createPlacesProvider(env, db),
            storage,
          }),
        ),
      );
      closers.push(gateway.close);
      const auth = { Authorization: `Bearer ${key}` };
      const json = await get(gateway.port, '/v1/sites', auth, 200);
      const bareApi = await listen(
        bareServer(new Map([['/v1/sites', { type: 'application/json; charset=utf-8', body: json }]])),
      );
      closers.push(bareApi.close);
      // The framework's own cost: Express with one route answering the same JSON from memory (res.json).
      const parsed: unknown = JSON.parse(json.toString());
      const bareExpress = await listen(
        http.createServer(
          express()
            .disable('x-powered-by')
            .get('/v1/sites', (_req, res) => void res.json(parsed)),
        ),
      );
      closers.push(bareExpress.close);
      console.log(`\nAPI GET /v1/sites (${json.length} bytes), wrk -t1 ${SECONDS}s each, rate limit raised`);
      for (const c of [1, CONNECTIONS]) {
        await wrk(gateway.port, '/v1/sites', c, auth);
        const g = await wrk(gateway.port, '/v1/sites', c, auth);
        const b = await wrk(bareApi.port, '/v1/sites', c);
        const e = await wrk(bareExpress.port, '/v1/sites', c);
        console.log(row(`gateway   -c${c}`, g));
        console.log(row(`node:http -c${c}`, b));
        console.log(`${row(`express, one route, JSON from memory -c${c}`, e)}  = ${(e.rps / b.rps).toFixed(3)}x bare`);
        ratio(
          `API ${c === 1 ? 'sequential (1 connection)' : `${c} connections`}`,
          g,
          b,
          '/ bare node:http',
          c === 1 ? TARGET.apiSequential : TARGET.apiConcurrent,
        );
        if (c === 1) {
          // The floor any design with one query per request meets: the bare answer plus one round trip.
          const trip = await roundTrip();
          const ceiling = 1 / (1 / b.rps + trip / 1e6);
          console.log(
            `  ${'PostgreSQL round trip (prepared select 1)'.padEnd(46)} ${(1e6 / trip).toFixed(0).padStart(8)}/s  mean ${(trip / 1000).toFixed(2).padStart(5)} ms`,
          );
          console.log(
            `  ${'bare answer + that one round trip'.padEnd(46)} ${ceiling.toFixed(0).padStart(8)}/s  = ${(ceiling / b.rps).toFixed(3)}x bare: the most one query per request allows`,
          );
          verdict.push(
            `    (same run, sequential: Express alone ${(e.rps / b.rps).toFixed(3)}x, one query per request at most ${(ceiling / b.rps).toFixed(3)}x)`,
          );
        }
      }
      /** Mean microseconds of one sequential round trip of the pool's hot path, over SECONDS. */
      async function roundTrip(): Promise<number> {
        const until = performance.now() + SECONDS * 1000;
        let n = 0;
        const started = performance.now();
        while (performance.now() < until) {
          await hotQuery(db, 'select 1', [], 'bench_round_trip');
          n++;
        }
        return ((performance.now() - started) * 1000) / n;
      }
    }
    console.log(`\nratios (same run)`);
    for (const line of verdict) console.log(line);
  } finally {
    for (const close of closers.reverse()) await close().catch(() => undefined);
    await connection.close();
    await db.$disconnect();
    await infra.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
