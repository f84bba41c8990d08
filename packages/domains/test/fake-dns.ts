import dns2 from 'dns2';

const { Packet } = dns2;
// dns2's typings omit RCODE and type answers as class instances; the wire encoder takes plain records.
const RCODE_NXDOMAIN = 3;
type Answer = Parameters<InstanceType<typeof Packet>['answers']['push']>[0];
const answer = (r: Record<string, unknown>) => r as unknown as Answer;

export interface Zone {
  A?: string[];
  CNAME?: string;
  NS?: string[];
}

/**
 * An authoritative DNS server on 127.0.0.1 (UDP, port 0) answering from a mutable record table; names not in it
 * are NXDOMAIN. `servers` is the value for DNS_RESOLVER_SERVERS.
 */
export async function startFakeDns(initial: Record<string, Zone> = {}) {
  const records = new Map<string, Zone>(Object.entries(initial));
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [q] = request.questions;
      const name = (q?.name ?? '').toLowerCase().replace(/\.$/, '');
      const zone = records.get(name);
      if (!q || !zone) {
        response.header.rcode = RCODE_NXDOMAIN;
        void send(response);
        return;
      }
      const base = { name: q.name, class: Packet.CLASS.IN, ttl: 1 };
      if (zone.CNAME && (q.type === Packet.TYPE.CNAME || q.type === Packet.TYPE.A)) {
        response.answers.push(answer({ ...base, type: Packet.TYPE.CNAME, domain: zone.CNAME }));
      } else if (q.type === Packet.TYPE.A) {
        for (const address of zone.A ?? []) response.answers.push(answer({ ...base, type: Packet.TYPE.A, address }));
      } else if (q.type === Packet.TYPE.NS) {
        for (const ns of zone.NS ?? []) response.answers.push(answer({ ...base, type: Packet.TYPE.NS, ns }));
      }
      void send(response);
    },
  });
  const addresses = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const port = (addresses as { udp: { port: number } }).udp.port;
  return {
    servers: `127.0.0.1:${port}`,
    set(name: string, zone: Zone) {
      records.set(name.toLowerCase(), zone);
    },
    remove(name: string) {
      records.delete(name.toLowerCase());
    },
    close: () => server.close(),
  };
}
