import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createInterface } from 'node:readline';
import net from 'node:net';

const colours = [36, 33, 35, 32, 34, 31, 96, 93];
let nextColour = 0;

export interface Managed {
  name: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
}

/** Spawns a long-running process whose output lines are prefixed with its name. */
export function runPrefixed(
  name: string,
  cmd: string,
  args: string[],
  opts: SpawnOptions & { out?: NodeJS.WritableStream } = {},
): Managed {
  const colour = colours[nextColour++ % colours.length];
  const prefix = process.stdout.isTTY ? `\x1b[${colour}m[${name}]\x1b[0m ` : `[${name}] `;
  const { out = process.stdout, ...spawnOpts } = opts;
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], ...spawnOpts });
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream }).on('line', (line) => out.write(prefix + line + '\n'));
  }
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : null)));
    child.on('error', (err) => {
      out.write(`${prefix}failed to start: ${err.message}\n`);
      resolve(127);
    });
  });
  return {
    name,
    child,
    exited,
    async stop(signal = 'SIGTERM', graceMs = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

export function portOpen(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** Retries `probe` until it resolves truthy, the process dies, or the deadline passes. */
export async function waitFor(
  what: string,
  probe: () => Promise<boolean>,
  opts: { timeoutMs: number; managed?: Managed },
) {
  const deadline = Date.now() + opts.timeoutMs;
  let dead = false;
  void opts.managed?.exited.then(() => {
    dead = true;
  });
  while (Date.now() < deadline) {
    if (dead) throw new Error(`${what}: process exited during start-up`);
    if (await probe().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what}: not ready after ${opts.timeoutMs} ms`);
}
