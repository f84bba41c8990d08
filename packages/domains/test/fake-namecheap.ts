// A local fake of the Namecheap XML API (https://api.namecheap.com/xml.response) on 127.0.0.1, speaking its wire
// format: global parameters (ApiUser, ApiKey, UserName, ClientIp, Command) in the query of a GET or the form body of
// a POST, answers as <ApiResponse Status="OK|ERROR"> documents with the attribute names of the real API.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeNamecheapOptions {
  apiUser: string;
  apiKey: string;
  clientIp: string;
  /** One-year REGISTER prices per TLD: [YourPrice, YourAdditonalCost] in USD. TLDs not listed are not sold. */
  prices: Record<string, [number, number]>;
  /** Registered already (domains.check answers Available="false"). */
  taken?: string[];
  /** Premium names and their registration price in USD. */
  premium?: Record<string, number>;
}

export interface NamecheapCall {
  method: string;
  command: string;
  params: Record<string, string>;
}

const xml = (status: 'OK' | 'ERROR', command: string, inner: string, errors = '') =>
  `<?xml version="1.0" encoding="utf-8"?>
<ApiResponse Status="${status}" xmlns="http://api.namecheap.com/xml.response">
  <Errors>${errors}</Errors>
  <Warnings />
  <RequestedCommand>${command.toLowerCase()}</RequestedCommand>
  ${inner}
  <Server>FAKE-NC</Server>
  <GMTTimeDifference>--5:00</GMTTimeDifference>
  <ExecutionTime>0.01</ExecutionTime>
</ApiResponse>`;
const error = (command: string, num: string, message: string) =>
  xml('ERROR', command, '', `<Error Number="${num}">${message}</Error>`);
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

export async function startFakeNamecheap(opts: FakeNamecheapOptions) {
  const calls: NamecheapCall[] = [];
  const registered = new Set((opts.taken ?? []).map((d) => d.toLowerCase()));
  const state = { down: false, failCreate: false, nextId: 9000 };
  const tldOf = (domain: string) => domain.split('.').slice(1).join('.');

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const params = Object.fromEntries(
        req.method === 'POST' ? new URLSearchParams(Buffer.concat(chunks).toString('utf8')) : url.searchParams,
      );
      const command = params.Command ?? '';
      calls.push({ method: req.method ?? '', command, params });
      const send = (body: string, status = 200) =>
        res.writeHead(status, { 'content-type': 'text/xml; charset=utf-8' }).end(body);
      if (state.down) return send('<html><body>502 Bad Gateway</body></html>', 502);
      if (url.pathname !== '/xml.response') return send('Not found', 404);
      if (params.ApiUser !== opts.apiUser || !params.UserName)
        return send(error(command, '1010101', 'ApiUser is invalid'));
      if (params.ApiKey !== opts.apiKey) return send(error(command, '1011102', 'Parameter APIKey is invalid'));
      if (params.ClientIp !== opts.clientIp) return send(error(command, '1011150', 'Parameter RequestIP is invalid'));

      switch (command) {
        case 'namecheap.users.getPricing': {
          const tld = (params.ProductName ?? '').toLowerCase();
          const price = opts.prices[tld];
          if (params.ProductType !== 'DOMAIN') return send(error(command, '2011170', 'ProductType is invalid'));
          // An unknown product answers an empty category, as the real API does.
          const product = price
            ? `<Product Name="${tld}">
                 <Price Duration="1" DurationType="YEAR" Price="${price[0].toFixed(2)}" PricingType="MULTIPLE"
                   AdditionalCost="${price[1].toFixed(2)}" RegularPrice="${(price[0] + 2).toFixed(2)}"
                   RegularPriceType="MULTIPLE" RegularAdditionalCost="${price[1].toFixed(2)}"
                   RegularAdditionalCostType="MULTIPLE" YourPrice="${price[0].toFixed(2)}" YourPriceType="MULTIPLE"
                   YourAdditonalCost="${price[1].toFixed(2)}" YourAdditonalCostType="MULTIPLE" PromotionPrice="0.0"
                   Currency="USD" />
                 <Price Duration="2" DurationType="YEAR" Price="${(price[0] * 2).toFixed(2)}"
                   YourPrice="${(price[0] * 2).toFixed(2)}" Currency="USD" />
               </Product>`
            : '';
          return send(
            xml(
              'OK',
              command,
              `<CommandResponse Type="namecheap.users.getPricing"><UserGetPricingResult>
                 <ProductType Name="domains"><ProductCategory Name="register">${product}</ProductCategory></ProductType>
               </UserGetPricingResult></CommandResponse>`,
            ),
          );
        }
        case 'namecheap.domains.check': {
          const domains = (params.DomainList ?? '').split(',').map((d) => d.trim().toLowerCase());
          const unsupported = domains.find((d) => !opts.prices[tldOf(d)]);
          if (unsupported) return send(error(command, '2030280', 'TLD is not supported in API'));
          const rows = domains.map((d) => {
            const premium = opts.premium?.[d];
            return `<DomainCheckResult Domain="${esc(d)}" Available="${!registered.has(d)}" ErrorNo="0" Description=""
              IsPremiumName="${premium !== undefined}" PremiumRegistrationPrice="${premium ?? 0}" PremiumRenewalPrice="${premium ?? 0}"
              PremiumRestorePrice="0" PremiumTransferPrice="0" IcannFee="0" EapFee="0.0" />`;
          });
          return send(
            xml('OK', command, `<CommandResponse Type="namecheap.domains.check">${rows.join('')}</CommandResponse>`),
          );
        }
        case 'namecheap.domains.create': {
          if (req.method !== 'POST') return send(error(command, '1010900', 'Use POST for domains.create'));
          const domain = (params.DomainName ?? '').toLowerCase();
          for (const role of ['Registrant', 'Tech', 'Admin', 'AuxBilling'])
            for (const f of ['FirstName', 'LastName', 'Address1', 'City', 'StateProvince', 'PostalCode', 'Country'])
              if (!params[`${role}${f}`]) return send(error(command, '2011280', `${role}${f} is missing`));
          if (state.failCreate) return send(error(command, '3050900', 'Unknown response from provider'));
          if (registered.has(domain)) return send(error(command, '2033409', 'Domain name not available'));
          const premium = opts.premium?.[domain];
          if (premium !== undefined && Number(params.PremiumPrice) !== premium)
            return send(error(command, '2011170', 'PremiumPrice is invalid'));
          registered.add(domain);
          const id = state.nextId++;
          const charged = premium ?? opts.prices[tldOf(domain)]![0] + opts.prices[tldOf(domain)]![1];
          return send(
            xml(
              'OK',
              command,
              `<CommandResponse Type="namecheap.domains.create">
                 <DomainCreateResult Domain="${esc(domain)}" Registered="true" ChargedAmount="${charged.toFixed(4)}"
                   DomainID="${id}" OrderID="${id + 100}" TransactionID="${id + 200}" WhoisguardEnable="true"
                   FreePositiveSSL="false" NonRealTimeDomain="false" />
               </CommandResponse>`,
            ),
          );
        }
        case 'namecheap.domains.dns.setHosts': {
          const domain = `${params.SLD}.${params.TLD}`.toLowerCase();
          if (!registered.has(domain)) return send(error(command, '2019166', 'Domain not found'));
          return send(
            xml(
              'OK',
              command,
              `<CommandResponse Type="namecheap.domains.dns.setHosts">
                 <DomainDNSSetHostsResult Domain="${esc(domain)}" IsSuccess="true"><Warnings /></DomainDNSSetHostsResult>
               </CommandResponse>`,
            ),
          );
        }
        default:
          return send(error(command, '1010501', 'Command is invalid'));
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/xml.response`,
    calls,
    state,
    registered,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
