// `npm test`: typecheck, lint, then every jest test against a real PostgreSQL and a real Temporal server.
import { spawn } from 'node:child_process';
import { ROOT } from './lib/paths';
import { startInfra } from './lib/stack';

function run(label: string, cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  console.log(`\n== ${label}: ${cmd} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * The structure checks of `npm run lint` (package.json lint:structure): the layering of ARCHITECTURE.md and no
 * runtime import cycle (dependency-cruiser), no unused export (knip), no copied code (jscpd).
 */
const STRUCTURE_CHECKS: [string, string, ...string[]][] = [
  [
    'layering and cycles',
    'depcruise',
    ...['--config', '.dependency-cruiser.cjs', '--ignore-known', '.dependency-cruiser-known-violations.json'],
    ...['packages', 'activities', 'workflows', 'services', 'scripts'],
  ],
  ['unused exports', 'knip', '--no-progress', '--no-config-hints'],
  ['copies', 'jscpd', '--config', '.jscpd.json'],
];

async function main() {
  const jestArgs = process.argv.slice(2);
  const infra = await startInfra('test');
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    DATABASE_URL: infra.databaseUrl,
    TEMPORAL_ADDRESS: infra.temporalAddress,
  };
  let code = 0;
  const bin = (name: string) => `${ROOT}/node_modules/.bin/${name}`;
  try {
    if (jestArgs.length === 0) {
      code ||= await run('typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit'], env);
      code ||= await run('format', bin('prettier'), ['--check', '.', '--log-level', 'warn'], env);
      code ||= await run('lint', bin('eslint'), ['.'], env);
      for (const [label, tool, ...args] of STRUCTURE_CHECKS) code ||= await run(label, bin(tool), args, env);
    }
    code ||= await run('jest', bin('jest'), jestArgs, env);
  } finally {
    await infra.stop();
  }
  process.exit(code);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
