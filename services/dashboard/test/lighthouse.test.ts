import { runLighthouse } from '../../../scripts/lib/lighthouse';
import { freshEmail, startStack, type Stack } from './helpers';
import { mainPages, seedOwner } from './owner-fixture';

// Lighthouse loads each page in its own Chromium tab; on a loaded 2-core machine a page takes tens of seconds.
jest.setTimeout(1_800_000);

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

// Performance depends on the machine's load (ENVIRONMENT.md): `npm run lighthouse:dashboard` prints it.
it('every main page scores at least 0.9 for accessibility, best practices and SEO (Lighthouse, mobile)', async () => {
  const owner = await seedOwner(stack.gw.db, freshEmail());
  const pages = mainPages(owner);
  // The cookie Lighthouse sends opens the signed-in pages themselves (not a redirect to the sign-in form).
  for (const p of pages.filter((x) => x.signedIn)) {
    const res = await fetch(`${stack.dashboardUrl}${p.path}`, {
      headers: { cookie: owner.cookie },
      redirect: 'manual',
    });
    expect({ page: p.name, status: res.status }).toEqual({ page: p.name, status: 200 });
  }
  const results = [];
  for (const signedIn of [false, true]) {
    const batch = pages.filter((p) => p.signedIn === signedIn);
    const runs = await runLighthouse(
      batch.map((p) => `${stack.dashboardUrl}${p.path}`),
      signedIn ? { headers: { Cookie: owner.cookie } } : {},
    );
    results.push(...runs.map((r, i) => ({ page: batch[i]!.name, ...r })));
  }
  const low = results
    .map((r) => ({
      page: r.page,
      error: r.runtimeError,
      low: (['accessibility', 'best-practices', 'seo'] as const)
        .filter((c) => r.scores[c] === null || r.scores[c] < 0.9)
        .map((c) => `${c} ${r.scores[c]} (${r.failedAudits[c].join(', ')})`),
    }))
    .filter((r) => r.error || r.low.length);
  expect(low).toEqual([]);
  await owner.remove();
});
