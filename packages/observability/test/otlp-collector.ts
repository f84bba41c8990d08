// A fake OpenTelemetry collector for tests: OTLP/HTTP with JSON bodies (POST /v1/traces, an
// ExportTraceServiceRequest) on 127.0.0.1, decoded into one flat list of spans with the sender's service.name.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CollectedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** OTLP SpanKind: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  service: string;
  /** The span's attributes, each value as sent (string, or the number of an int or double). */
  attributes: Record<string, string | number>;
}

type AnyValue = { stringValue?: string; intValue?: string | number; doubleValue?: number; boolValue?: boolean };

interface ExportTraceServiceRequest {
  resourceSpans?: {
    resource: { attributes: { key: string; value: { stringValue?: string } }[] };
    scopeSpans: {
      spans: (Omit<CollectedSpan, 'service' | 'attributes'> & { attributes?: { key: string; value: AnyValue }[] })[];
    }[];
  }[];
}

export async function startCollector() {
  const spans: CollectedSpan[] = [];
  const contentTypes: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces') return void res.writeHead(404).end();
      contentTypes.push(String(req.headers['content-type']));
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as ExportTraceServiceRequest;
      for (const rs of body.resourceSpans ?? []) {
        const service = rs.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue ?? '';
        for (const ss of rs.scopeSpans)
          for (const s of ss.spans)
            spans.push({
              ...s,
              service,
              attributes: Object.fromEntries(
                (s.attributes ?? []).map(({ key, value }) => [
                  key,
                  value.stringValue ?? Number(value.intValue ?? value.doubleValue ?? Number(value.boolValue)),
                ]),
              ),
            });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    contentTypes,
    close: () => new Promise((r) => server.close(r)),
  };
}
