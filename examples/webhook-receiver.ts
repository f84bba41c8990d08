// A webhook receiver for the Site Generation Service, built only from @sgs/client's verifyWebhook.
// Run: WEBHOOK_SECRET=whsec_... PORT=4000 node --import tsx examples/webhook-receiver.ts
import express from 'express';
import { verifyWebhook, WebhookVerificationError, type WebhookEvent } from '@sgs/client';

/** An Express app that verifies each delivery on the raw body, then hands the typed event to `onEvent`. */
export function createReceiverApp(
  secret: string | string[] | (() => string | string[]),
  onEvent: (event: WebhookEvent) => void | Promise<void>,
) {
  const app = express();
  // The signature covers the exact bytes sent: read the body raw, never re-serialised JSON.
  app.post('/hook', express.raw({ type: '*/*', limit: '1mb' }), async (req, res) => {
    let event: WebhookEvent;
    try {
      event = verifyWebhook(req.body as Buffer, req.headers, typeof secret === 'function' ? secret() : secret);
    } catch (err) {
      // 4xx is permanent for the sender: refuse forgeries and stale replays without a retry.
      if (err instanceof WebhookVerificationError) return void res.status(400).json({ error: err.reason });
      throw err;
    }
    if (event.type === 'webhook.test_ping') return void res.status(204).end(); // accept and ignore (spec 6.2)
    await onEvent(event); // dedupe on event.event_id: a retried delivery carries the same id
    res.status(204).end();
  });
  return app;
}

if (require.main === module) {
  const secret = process.env.WEBHOOK_SECRET;
  if (!secret) throw new Error('set WEBHOOK_SECRET to the whsec_ secret shown when you configured the webhook');
  const port = Number(process.env.PORT ?? 4000);
  createReceiverApp(secret, (event) => {
    switch (event.type) {
      case 'site.complete':
        console.log(`site ${event.payload.slug} is live at ${event.payload.deployment_url}`);
        break;
      case 'form.submit':
        console.log(`new lead for ${event.payload.business_name}:`, event.payload.fields);
        break;
      default:
        console.log(event.type, event.site_id);
    }
  }).listen(port, '127.0.0.1', () => console.log(`receiver on http://127.0.0.1:${port}/hook`));
}
