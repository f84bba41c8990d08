// The one reader of stored research: a row older code wrote (no trade recorded) reads as a whole record,
// its trade resolved from the evidence the row kept; a recorded trade is read back, never resolved again.
import type { Prisma } from '@sgs/db';
import { readResearchRecord } from '../src/record';

const row = (business: Prisma.JsonObject): Parameters<typeof readResearchRecord>[0] => ({
  siteId: '00000000-0000-4000-8000-000000000001',
  accountId: '00000000-0000-4000-8000-000000000002',
  businessDescription: 'Sourdough and rye baked before dawn.',
  services: [{ name: 'Sourdough loaf', price: '$8' }],
  faqs: [],
  testimonials: [],
  hours: { Monday: '7:00 AM – 2:00 PM' },
  brandColors: ['#8a5a2b'],
  competitorPositioning: [],
  contentPlan: {},
  existingSiteUrl: null,
  businessCategory: 'restaurant',
  ownerPrompt: null,
  business,
  summary: { notes: [], facts: [] },
  extractedContent: null,
  extractionConfidence: null,
  createdAt: new Date(),
  updatedAt: new Date(),
});

it('reads a row written before the trade was recorded, resolving it from the stored place types', () => {
  const older = { name: 'Corner Loaf', phone: '+15125550100', types: ['bakery', 'store'], price_range: '$' };
  const record = readResearchRecord(row(older));
  expect(record.business).toMatchObject({
    ...older,
    trade: 'bakery',
    trade_source: 'places',
    schema_type: 'Bakery',
  });
  expect(record.services).toEqual([{ name: 'Sourdough loaf', price: '$8' }]);
  expect(record.businessCategory).toBe('restaurant');
});

it('reads a recorded trade back as research resolved it, whatever the words say', () => {
  const business = { name: 'Corner Cafe', types: [], trade: 'bakery', trade_source: 'json-ld', schema_type: 'Bakery' };
  expect(readResearchRecord(row(business)).business).toMatchObject({
    trade: 'bakery',
    trade_source: 'json-ld',
    schema_type: 'Bakery',
  });
});
