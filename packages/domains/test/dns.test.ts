import { checkDomainDns, createResolver, resolves } from '../src/dns';
import { startFakeDns } from './fake-dns';

let fake: Awaited<ReturnType<typeof startFakeDns>>;
beforeAll(async () => {
  fake = await startFakeDns();
});
afterAll(() => fake.close());

const target = { ipv4: '203.0.113.10', cnameTarget: 'domains.sites.test' };
const resolver = () => createResolver({ DNS_RESOLVER_SERVERS: fake.servers, DNS_TIMEOUT_MS: 3000 });

it('finds apex A and www CNAME pointing at the target through the configured server', async () => {
  fake.set('joes.com', { A: ['203.0.113.10'] });
  fake.set('www.joes.com', { CNAME: 'domains.sites.test' });
  const r = await checkDomainDns(resolver(), 'joes.com', target);
  expect(r).toMatchObject({ apexOk: true, wwwOk: true });
});

it('reports what is missing or wrong', async () => {
  fake.set('wrong.com', { A: ['198.51.100.1'] });
  const r = await checkDomainDns(resolver(), 'wrong.com', target);
  expect(r.apexOk).toBe(false);
  expect(r.wwwOk).toBe(false);
  expect(r.detail).toContain('apex: A 198.51.100.1');
  expect(r.detail).toContain('www: no record');
});

it('accepts a flattened apex CNAME to the target and tells resolving names apart', async () => {
  fake.set('flat.com', { CNAME: 'domains.sites.test' });
  fake.set('www.flat.com', { A: ['203.0.113.10'] });
  expect(await checkDomainDns(resolver(), 'flat.com', target)).toMatchObject({ apexOk: true, wwwOk: true });
  fake.set('taken.com', { NS: ['ns1.registrar.test'] });
  expect(await resolves(resolver(), 'taken.com')).toBe(true);
  expect(await resolves(resolver(), 'free-name.com')).toBe(false);
});
