// Create a site, wait for it, ask for a change and read its release history with the typed client.
// Run: KEY=sgs_... node --import tsx examples/client-quickstart.ts
import { createClient, idempotencyKey } from '@sgs/client';

async function main() {
  const api = createClient({ baseUrl: process.env.API_URL ?? 'http://localhost:3000', apiKey: process.env.KEY! });
  const { data, error } = await api.POST('/v1/sites', {
    body: { businessName: "Rosa's Cafe", businessLocation: 'Austin, TX' },
    headers: { 'Idempotency-Key': idempotencyKey() },
  });
  if (error) throw new Error(error.error); // typed as the spec's error shape
  const site = await api.waitForSite(data.siteId, { signal: AbortSignal.timeout(10 * 60_000) });
  console.log(site.status, site.deployment_url);

  const revision = await api.POST('/v1/sites/{id}/revisions', {
    params: { path: { id: site.id } },
    body: { prompt: 'We are now closed on Mondays' },
  });
  console.log('revision queued:', revision.data?.revisionId);

  const history = await api.GET('/v1/sites/{id}/releases', { params: { path: { id: site.id } } });
  for (const r of history.data?.releases ?? []) console.log(r.created_at, r.cause.kind, r.live ? '(live)' : '');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
