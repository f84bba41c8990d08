import { EVENT_PAYLOADS, EVENT_TYPES } from '@sgs/contracts';
import { samplePayload } from '../src/samples';

// The OpenAPI `webhooks` section documents these schemas with these samples: they must agree.
test.each(EVENT_TYPES)('the %s sample payload matches its documented schema', (type) => {
  const entry = EVENT_PAYLOADS[type];
  expect(entry).toBeDefined();
  const parsed = entry!.schema.safeParse(samplePayload(type, { scope: 'site' }));
  expect(parsed.error?.issues ?? []).toEqual([]);
});

test('a payload missing a documented field is refused', () => {
  const sample = samplePayload('site.failed', { scope: 'customer' });
  delete sample.failed_phase;
  expect(EVENT_PAYLOADS['site.failed']!.schema.safeParse(sample).success).toBe(false);
});
