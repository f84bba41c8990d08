import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db } from '@sgs/db';
import type { SiteStorage } from '@sgs/storage';

let n = 0;
/** A built, deployed free-tier site with one release (the build pipeline is tested elsewhere). */
export async function deployedSite(
  db: Db,
  storage: SiteStorage,
  accountId: string,
  over: { deployed?: boolean; pagesProjectName?: string | null } = {},
) {
  const slug = `dom-${Date.now()}-${n++}`;
  const site = await db.site.create({
    data: {
      accountId,
      slug,
      businessName: 'Domain Bakery',
      operatorEmail: 'op@example.com',
      buildRequest: {},
      status: over.deployed === false ? 'generating' : 'complete',
      generationPhase: over.deployed === false ? 'generating' : 'complete',
      pagesProjectName: over.pagesProjectName === undefined ? slug : over.pagesProjectName,
      lastRefreshedAt: new Date(Date.now() - 5 * 86_400_000),
      deploymentUrl: `http://${slug}.sites.test:3001`,
    },
  });
  if (over.deployed !== false) {
    const releaseId = await storage.writeRelease(site.id, new Map([['index.html', Buffer.from(`<h1>${slug}</h1>`)]]));
    await db.site.update({ where: { id: site.id }, data: { currentReleaseId: releaseId } });
  }
  return site;
}

/** GET with a Host header against a local server (fetch cannot set Host). */
export function getWithHost(port: number, host: string, urlPath = '/'): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: urlPath, headers: { host } }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

export async function listen(server: http.Server) {
  server.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  return { port: (server.address() as AddressInfo).port, close: () => new Promise((r) => server.close(r)) };
}
