import { Client } from 'pg';

/** Channels the change-notification triggers send on (migration `change_notifications`); the payload is a row id. */
export const CHANGE_CHANNELS = {
  /** A site, a domain bound to it, or its research changed: the site's id. */
  site: 'sgs_site_changed',
  /** An API key was revoked, rotated or deleted: the key's id. */
  apiKey: 'sgs_api_key_changed',
  /** An account changed or was deleted: the account's id. */
  account: 'sgs_account_changed',
} as const;
export type ChangeChannel = (typeof CHANGE_CHANNELS)[keyof typeof CHANGE_CHANNELS];

export interface ChangeFeed {
  /** True while the LISTEN connection is up: only then may a cache trust what it holds. */
  readonly live: boolean;
  /** Resolves once the first LISTEN is in place (or rejects if the first connection fails). */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * One dedicated connection LISTENing on `channels`. `onChange(channel, id)` runs for each notification; `onReset()`
 * runs whenever notifications may have been missed (connection lost, and again once it is back), so callers drop
 * everything they cached. It reconnects by itself; while it is down, `live` is false. With `unref`, the connection
 * does not keep the process alive.
 */
export function listenForChanges(
  databaseUrl: string,
  channels: readonly ChangeChannel[],
  handlers: { onChange: (channel: ChangeChannel, id: string) => void; onReset: () => void },
  opts: { retryMs?: number; onError?: (err: Error) => void; unref?: boolean } = {},
): ChangeFeed {
  let client: Client | undefined;
  let live = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const down = (err?: Error) => {
    if (err) opts.onError?.(err);
    const c = client;
    client = undefined;
    live = false;
    handlers.onReset();
    c?.removeAllListeners();
    c?.on('error', () => undefined);
    void c?.end().catch(() => undefined);
    if (!closed && !timer) {
      timer = setTimeout(() => {
        timer = undefined;
        connect().catch(() => undefined);
      }, opts.retryMs ?? 1000);
      timer.unref();
    }
  };

  async function connect(): Promise<void> {
    const c = new Client({ connectionString: databaseUrl });
    client = c;
    c.on('error', (err) => (client === c ? down(err) : undefined));
    c.on('end', () => (client === c ? down() : undefined));
    c.on('notification', (msg) => {
      if (msg.payload) handlers.onChange(msg.channel as ChangeChannel, msg.payload);
    });
    try {
      await c.connect();
      for (const ch of channels) await c.query(`LISTEN ${ch}`);
      // A cache's feed must not keep a process alive on its own.
      if (opts.unref)
        (c as unknown as { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.();
    } catch (err) {
      if (client === c) down(err as Error);
      throw err;
    }
    if (closed || client !== c) return;
    handlers.onReset(); // anything cached before this point may have missed a change
    live = true;
  }

  const ready = connect();
  ready.catch(() => undefined);
  return {
    get live() {
      return live;
    },
    ready,
    async close() {
      closed = true;
      live = false;
      if (timer) clearTimeout(timer);
      const c = client;
      client = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}
