import type { Env } from '@sgs/config';
import { ensureDeliverySchedules } from '@sgs/webhooks';
import { startGateway, type TestGateway } from './stack';
import { startWorkers } from './worker';

export interface MaintenanceStack {
  gw: TestGateway;
  /** Creates (or updates) the maintenance Schedules (retention, outbox sweep) on env; their ids. */
  schedules(): Promise<string[]>;
  /** Deletes the Schedules it created, then stops the workers and the gateway. */
  stop(): Promise<void>;
}

/** The real gateway and the delivery workers (no mailer) the maintenance Schedules run on. */
export async function startMaintenanceStack(env: Env): Promise<MaintenanceStack> {
  const gw = await startGateway({ env });
  const workers = await startWorkers(env, gw.db, ['delivery'], { mailer: null }).catch(async (err: unknown) => {
    await gw.close();
    throw err;
  });
  const created = new Set<string>();
  return {
    gw,
    async schedules() {
      const ids = await ensureDeliverySchedules(gw.temporal, env);
      for (const id of ids) created.add(id);
      return ids;
    },
    async stop() {
      for (const id of created)
        await gw.temporal.schedule
          .getHandle(id)
          .delete()
          .catch(() => undefined);
      await workers.stop();
      await gw.close();
    },
  };
}
