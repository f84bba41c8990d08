// `npm start`: the whole service in the foreground on embedded defaults, with prefixed logs; Ctrl-C stops it all.
import { loadEnv } from '../packages/config/src';
import { runPrefixed, type Managed } from './lib/proc';
import { ROOT } from './lib/paths';
import { startInfra } from './lib/stack';

const SERVICES = [
  ['gateway', 'services/gateway/src/main.ts'],
  ['hosting', 'services/hosting/src/main.ts'],
  ['dashboard', 'services/dashboard/src/main.ts'],
  ['worker', 'services/worker/src/main.ts'],
] as const;

async function main() {
  const infra = await startInfra('start');
  const env = { ...process.env, DATABASE_URL: infra.databaseUrl, TEMPORAL_ADDRESS: infra.temporalAddress };
  const config = loadEnv(env);
  const services: Managed[] = SERVICES.map(([name, file]) =>
    runPrefixed(name, process.execPath, ['--import', 'tsx', file], { cwd: ROOT, env }),
  );

  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('\nstopping...');
    await Promise.all(services.map((s) => s.stop('SIGTERM', 10_000)));
    await infra.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  for (const s of services) {
    void s.exited.then((code) => {
      if (stopping) return;
      console.error(`[${s.name}] exited with code ${code}; stopping everything`);
      void shutdown(1);
    });
  }

  const host = config.PUBLIC_BASE_URL;
  console.log(
    [
      '',
      'Site Generation Service is starting:',
      `  API            ${host}/v1   (docs ${host}/v1/docs, OpenAPI ${host}/v1/openapi.json, health ${host}/healthz)`,
      `  Dashboard      ${config.DASHBOARD_URL}   (sign up there; without SMTP the link is in the gateway log)`,
      `  Hosted sites   ${config.SITE_URL_SCHEME}://<slug>.${config.FREE_HOST_DOMAIN}${config.SITE_URL_PORT}`,
      `  Temporal       ${infra.temporalAddress}${infra.temporalUi ? `   Web UI ${infra.temporalUi}` : ''}`,
      `  API key        npm run admin -- account create --email you@example.com --verified`,
      '',
    ].join('\n'),
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
