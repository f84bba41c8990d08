import { RegistrarUnavailableError } from '../src/registrar';
import { createNamecheapRegistrar, type NamecheapConfig } from '../src/namecheap';
import { startFakeNamecheap } from './fake-namecheap';

const creds = { apiUser: 'sgsapi', apiKey: 'k-123', clientIp: '198.51.100.7' };
let fake: Awaited<ReturnType<typeof startFakeNamecheap>>;
let cfg: NamecheapConfig;
beforeAll(async () => {
  fake = await startFakeNamecheap({
    ...creds,
    prices: { com: [10.98, 0.2], 'co.uk': [8.5, 0] },
    taken: ['taken-bakery.com'],
    premium: { 'bread.com': 45 },
  });
  cfg = {
    apiUrl: fake.url,
    ...creds,
    userName: 'sgsapi',
    registrant: {
      firstName: 'Rosa',
      lastName: 'Diaz',
      organization: "Rosa's Cafe LLC",
      address1: '1 Congress Ave',
      city: 'Austin',
      stateProvince: 'TX',
      postalCode: '78701',
      country: 'US',
      phone: '+1.5125550100',
      email: 'owner@rosas.example',
    },
    hosting: { ipv4: '203.0.113.10', cnameTarget: 'domains.sites.test' },
  };
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.calls.length = 0;
  fake.state.down = false;
  fake.state.failCreate = false;
});

it('checks availability and the all-in yearly price from the account pricing (cached), premium names at their price', async () => {
  const nc = createNamecheapRegistrar(cfg);
  expect(await nc.check('rosas-cafe.com')).toEqual({
    domain: 'rosas-cafe.com',
    supported: true,
    available: true,
    priceCents: 1118, // YourPrice 10.98 + YourAdditonalCost 0.20
  });
  expect(await nc.check('taken-bakery.com')).toEqual({ domain: 'taken-bakery.com', supported: true, available: false });
  expect(await nc.check('bread.com')).toMatchObject({ available: true, priceCents: 4500 });
  expect(await nc.check('rosas.co.uk')).toMatchObject({ supported: true, available: true, priceCents: 850 });
  expect(await nc.check('rosas.xyz')).toEqual({ domain: 'rosas.xyz', supported: false, available: false });
  // Pricing is asked once per TLD; every request carries the global parameters.
  expect(fake.calls.filter((c) => c.command === 'namecheap.users.getPricing').map((c) => c.params.ProductName)).toEqual(
    ['COM', 'CO.UK', 'XYZ'],
  );
  for (const c of fake.calls)
    expect(c.params).toMatchObject({ ApiUser: 'sgsapi', ApiKey: 'k-123', UserName: 'sgsapi' });
});

it('registers with a POST carrying all four contacts, then points apex and www at the hosting', async () => {
  const nc = createNamecheapRegistrar(cfg);
  const reg = await nc.register('rosas-tacos.com', 1118);
  expect(reg.zoneId).toMatch(/^namecheap-\d+$/);
  expect(reg.note).toBe('DNS records were set at the registrar.');
  const create = fake.calls.find((c) => c.command === 'namecheap.domains.create')!;
  expect(create.method).toBe('POST');
  expect(create.params).toMatchObject({
    DomainName: 'rosas-tacos.com',
    Years: '1',
    RegistrantFirstName: 'Rosa',
    TechCity: 'Austin',
    AdminCountry: 'US',
    AuxBillingEmailAddress: 'owner@rosas.example',
    RegistrantOrganizationName: "Rosa's Cafe LLC",
  });
  expect(create.params).not.toHaveProperty('IsPremiumDomain');
  const hosts = fake.calls.find((c) => c.command === 'namecheap.domains.dns.setHosts')!;
  expect(hosts.params).toMatchObject({
    SLD: 'rosas-tacos',
    TLD: 'com',
    HostName1: '@',
    RecordType1: 'A',
    Address1: '203.0.113.10',
    HostName2: 'www',
    RecordType2: 'CNAME',
    Address2: 'domains.sites.test.',
  });
  expect(fake.registered.has('rosas-tacos.com')).toBe(true);
  expect(await nc.check('rosas-tacos.com')).toMatchObject({ available: false });

  // A premium name is bought at its premium price, flagged as premium.
  await nc.register('bread.com', 4500);
  expect(fake.calls.find((c) => c.params.DomainName === 'bread.com')!.params).toMatchObject({
    IsPremiumDomain: 'true',
    PremiumPrice: '45.00',
  });
});

it('never buys at another price or a taken name; outages and API errors are RegistrarUnavailableError', async () => {
  const nc = createNamecheapRegistrar(cfg);
  const refused = async (p: Promise<unknown>, message: RegExp) => {
    const err = await p.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(RegistrarUnavailableError);
    expect((err as Error).message).toMatch(message);
  };
  await refused(nc.register('rosas-brunch.com', 999), /now 1118 cents, not 999/);
  await refused(nc.register('taken-bakery.com', 1118), /no longer available/);
  expect(fake.calls.some((c) => c.command === 'namecheap.domains.create')).toBe(false);

  fake.state.failCreate = true;
  await refused(nc.register('rosas-brunch.com', 1118), /3050900: Unknown response from provider/);
  fake.state.failCreate = false;

  fake.state.down = true;
  await refused(nc.check('rosas-lunch.com'), /HTTP 502/);
  fake.state.down = false;
  await refused(createNamecheapRegistrar({ ...cfg, apiKey: 'wrong' }).check('rosas-lunch.com'), /APIKey is invalid/);
});
