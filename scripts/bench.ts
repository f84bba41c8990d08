// `npm run bench`: request throughput of the hosting service and the API under a concurrent load generator (wrk),
// each beside its baseline in the same run on the same machine: nginx (one worker, configured as a self-hoster
// would) and a bare node:http server for hosting, a bare node:http server answering the same JSON from memory for
// the API. Every server under test runs in a process of its own, never in the bench's. Each figure is printed with
// the machine's load average, its idle CPU during the run and the load generator's own CPU, so a starved run shows.
// Ratios travel between machines; requests per second do not. BENCH_SECONDS sets each run's length (default 5).
// First, the cold start of `npm start` (BENCH_COLD_START=0 skips it). BENCH_ONLY=hosting or BENCH_ONLY=api runs one
// part. BENCH_NGINX_WORKERS gives nginx more worker processes (default 1). wrk and nginx come from the bootstrap
// (scripts/run.sh bench).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadEnv } from '../packages/config/src';
import { createAccount, createDb, hotQuery, issueApiKey } from '../packages/db/src';
import { createLocalSiteStorage } from '../packages/storage/src';
import { ROOT } from './lib/paths';
import { startInfra } from './lib/stack';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 32;
const ONLY = process.env.BENCH_ONLY;
/** nginx's worker processes (BENCH_NGINX_WORKERS, default 1: one core, like the single hosting process). */
const NGINX_WORKERS = Number(process.env.BENCH_NGINX_WORKERS ?? 1);

/** Targets from issue 22: hosting >= 0.5x nginx; API >= 0.5x bare node:http sequentially, >= 0.05x at 32 connections. */
const TARGET = { hosting: 0.5, apiSequential: 0.5, apiConcurrent: 0.05 };

interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** The machine's 1-minute load average at the end of the run. */
  load: number;
  /** Share of the machine's CPU time left idle during the run (all cores), 0..1. */
  idle: number;
  /** CPU time wrk itself used (user + system) as a share of one core over the run. */
  wrkCpu: number;
}

const cpuTimes = () =>
  os
    .cpus()
    .reduce(
      (t, c) => ({ idle: t.idle + c.times.idle, total: t.total + Object.values(c.times).reduce((x, y) => x + y, 0) }),
      { idle: 0, total: 0 },
    );

/**
 * wrk -t1 -c<connections> for SECONDS against 127.0.0.1:<port><path>: requests/s, latency percentiles (ms),
 * non-2xx/3xx, and beside them the machine's load and wrk's own CPU (bash's `times` after wrk exits).
 */
async function wrk(
  port: number,
  urlPath: string,
  connections: number,
  headers: Record<string, string> = {},
): Promise<Load> {
  const args = ['-t1', `-c${connections}`, `-d${SECONDS}s`, '--latency'];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}: ${v}`);
  const before = cpuTimes();
  const started = performance.now();
  const out = await new Promise<string>((resolve, reject) => {
    const child = spawn('bash', ['-c', 'wrk "$@" && times', 'wrk', ...args, `http://127.0.0.1:${port}${urlPath}`], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let text = '';
    child.stdout.on('data', (c: Buffer) => (text += c.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}`))));
  });
  const wall = (performance.now() - started) / 1000;
  const after = cpuTimes();
  const ms = (label: string) => {
    const m = new RegExp(`^\\s*${label}\\s+([\\d.]+)(us|ms|s)\\s*$`, 'm').exec(out);
    if (!m) return NaN;
    return Number(m[1]) * { us: 0.001, ms: 1, s: 1000 }[m[2] as 'us' | 'ms' | 's'];
  };
  // `times` prints the shell's user and system time, then its children's (wrk's): "0m1.234s 0m0.567s".
  const children = out.trim().split('\n').at(-1)!.split(/\s+/);
  const seconds = (t: string) => {
    const m = /^(\d+)m([\d.]+)s$/.exec(t);
    return m ? Number(m[1]) * 60 + Number(m[2]) : NaN;
  };
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN),
    p50: ms('50%'),
    p99: ms('99%'),
    errors: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
    load: os.loadavg()[0]!,
    idle: (after.idle - before.idle) / (after.total - before.total),
    wrkCpu: (seconds(children[0]!) + seconds(children[1]!)) / wall,
  };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** GET http://127.0.0.1:<port><path> answers with a status for which `ok` holds (connection refused: false). */
const answers = (port: number, urlPath: string, ok: (status: number) => boolean) =>
  new Promise<boolean>((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: urlPath, timeout: 2000 }, (res) => {
      res.resume();
      resolve(ok(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(false));
    req.on('timeout', () => req.destroy());
  });

/** A server under test in a process of its own, up once GET <probe> on `port` answers below 500. */
async function serve(
  label: string,
  cmd: string,
  args: string[],
  port: number,
  env: NodeJS.ProcessEnv = process.env,
  probe = '/',
): Promise<() => Promise<void>> {
  const child: ChildProcess = spawn(cmd, args, { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const until = performance.now() + 60_000;
  while (!(await answers(port, probe, (s) => s > 0 && s < 500))) {
    if (child.exitCode !== null) throw new Error(`${label} exited with code ${child.exitCode}`);
    if (performance.now() > until) throw new Error(`${label} did not answer on port ${port} within 60 s`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return async () => {
    if (child.exitCode === null) child.kill(label === 'nginx' ? 'SIGQUIT' : 'SIGTERM');
    await exited;
  };
}

const tsx = (script: string, ...args: string[]) => ['--import', 'tsx', script, ...args];

/** A bare baseline (scripts/lib/bare-server.ts) answering `routes` from memory, in a process of its own. */
async function startBare(
  dir: string,
  routes: Record<string, { type: string; body: Buffer }>,
  notFound?: Buffer,
  mode: 'node:http' | 'express' = 'node:http',
) {
  const port = await freePort();
  const spec: { routes: Record<string, { file: string; type: string }>; notFound?: string } = { routes: {} };
  for (const [url, r] of Object.entries(routes)) {
    const file = path.join(dir, `bare-${port}-${Object.keys(spec.routes).length}`);
    fs.writeFileSync(file, r.body);
    spec.routes[url] = { file, type: r.type };
  }
  if (notFound) fs.writeFileSync((spec.notFound = path.join(dir, `bare-${port}-404`)), notFound);
  const specFile = path.join(dir, `bare-${port}.json`);
  fs.writeFileSync(specFile, JSON.stringify(spec));
  const args = tsx('scripts/lib/bare-server.ts', String(port), specFile, ...(mode === 'express' ? ['express'] : []));
  return { port, stop: await serve(mode, process.execPath, args, port) };
}

/**
 * nginx with one worker serving `root` on a free port, configured as a self-hoster would: `index index.html`,
 * `try_files $uri $uri/ $uri.html`, and a missing file answered with `notFound` (the site's own not-found page
 * through `error_page`: the same bytes hosting answers).
 */
async function startNginx(root: string, notFound: Buffer, dir: string) {
  const port = await freePort();
  fs.mkdirSync(path.join(dir, 'errors'));
  fs.writeFileSync(path.join(dir, 'errors/404.html'), notFound);
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `${user}
worker_processes ${NGINX_WORKERS}; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types; default_type application/octet-stream; access_log off;
  sendfile on; tcp_nopush on; keepalive_requests 1000000; keepalive_timeout 65;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  server {
    listen 127.0.0.1:${port}; root ${root}; index index.html;
    location / { try_files $uri $uri/ $uri.html =404; }
    error_page 404 /__not_found.html; location = /__not_found.html { internal; alias ${dir}/errors/404.html; }
  }
}
`,
  );
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', `${dir}/error.log`];
  return { port, stop: await serve('nginx', 'nginx', args, port) };
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

const row = (name: string, l: Load) =>
  `  ${name.padEnd(46)} ${l.rps.toFixed(0).padStart(8)}/s  p50 ${l.p50.toFixed(2).padStart(6)} ms  p99 ${l.p99
    .toFixed(2)
    .padStart(
      7,
    )} ms  | load ${l.load.toFixed(1).padStart(4)}, idle ${(l.idle * 100).toFixed(0).padStart(2)}%, wrk cpu ${(
    l.wrkCpu * 100
  )
    .toFixed(0)
    .padStart(3)}%${l.errors ? `  ${l.errors} non-2xx/3xx` : ''}`;
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
  const infra = await startInfra('test');
  const env = loadEnv({ ...process.env, DATABASE_URL: infra.databaseUrl, TEMPORAL_ADDRESS: infra.temporalAddress });
  const db = createDb(env.DATABASE_URL, 10);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sgs-bench-'));
  const storage = createLocalSiteStorage(path.join(dir, 'sites'));
  // The environment of the services under test: this run's PostgreSQL, Temporal and site files, free ports.
  const serviceEnv = async () => ({
    ...process.env,
    DATABASE_URL: env.DATABASE_URL,
    TEMPORAL_ADDRESS: env.TEMPORAL_ADDRESS,
    STORAGE_URL: `file://${path.join(dir, 'sites')}`,
    FREE_HOST_DOMAIN: 'bench.test',
    RATE_LIMIT_PER_MINUTE: '1000000000',
    LOG_LEVEL: 'silent',
    METRICS_PORT: '0',
    HOSTING_INTERNAL_PORT: String(await freePort()),
  });
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

    // Hosting: the hosting service, one nginx worker and a bare node:http, each its own process, the same bytes.
    if (ONLY !== 'api') await benchHosting();
    async function benchHosting() {
      const port = await freePort();
      const hostingEnv = { ...(await serviceEnv()), HOSTING_PORT: String(port) };
      closers.push(await serve('hosting', process.execPath, tsx('services/hosting/src/main.ts'), port, hostingEnv));
      const hosting = { port };
      // The site's not-found page exactly as hosting answers it, for nginx and the bare server to answer too.
      const notFound = await get(hosting.port, '/no-such-page', { Host: host }, 404);
      const nginxDir = fs.mkdtempSync(path.join(dir, 'nginx-'));
      const nginx = await startNginx(await storage.releaseDir(site.id, releaseId), notFound, nginxDir);
      closers.push(nginx.stop);
      const html = 'text/html; charset=utf-8';
      const bare = await startBare(
        dir,
        {
          '/': { type: html, body: files.get('index.html')! },
          '/styles.css': { type: 'text/css; charset=utf-8', body: files.get('styles.css')! },
        },
        notFound,
      );
      closers.push(bare.stop);
      const hostHeader = { Host: host };
      const cases: [string, string][] = [
        ['page (index.html, 8.8 KB)', '/'],
        ['stylesheet', '/styles.css'],
        [`missing file (404, ${notFound.length} B page)`, '/no-such-page'],
      ];
      console.log(`\nhosting, wrk -t1 -c${CONNECTIONS} ${SECONDS}s each, on ${os.cpus().length} cores, same URL each`);
      for (const [name, p] of cases) {
        await wrk(hosting.port, p, 4, hostHeader); // warm: the release is read and prepared once
        const h = await wrk(hosting.port, p, CONNECTIONS, hostHeader);
        const n = await wrk(nginx.port, p, CONNECTIONS, hostHeader);
        const b = await wrk(bare.port, p, CONNECTIONS);
        console.log(row(`hosting  ${name}`, h));
        console.log(row(`nginx    ${name}`, n));
        console.log(row(`node:http ${name}`, b));
        ratio(
          `hosting ${name.replace(/ \(.*/, '')}`,
          h,
          n,
          `/ nginx (${NGINX_WORKERS} worker${NGINX_WORKERS === 1 ? '' : 's'})`,
          TARGET.hosting,
        );
      }
    }

    // API: authenticated GET /v1/sites (key check, sliding-window limit, query) against the same JSON from memory.
    if (ONLY !== 'hosting') await benchApi();
    async function benchApi() {
      const port = await freePort();
      const gatewayEnv = { ...(await serviceEnv()), GATEWAY_PORT: String(port) };
      closers.push(
        await serve('gateway', process.execPath, tsx('services/gateway/src/main.ts'), port, gatewayEnv, '/healthz'),
      );
      const gateway = { port };
      const auth = { Authorization: `Bearer ${key}` };
      const json = await get(gateway.port, '/v1/sites', auth, 200);
      const routes = { '/v1/sites': { type: 'application/json; charset=utf-8', body: json } };
      const bareApi = await startBare(dir, routes);
      closers.push(bareApi.stop);
      // The framework's own cost: Express with one route answering the same JSON from memory (res.json).
      const bareExpress = await startBare(dir, routes, undefined, 'express');
      closers.push(bareExpress.stop);
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
    await db.$disconnect();
    await infra.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
