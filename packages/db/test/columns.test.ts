// JSON columns are parsed where they leave PostgreSQL: a row of the right shape comes back typed, anything else
// fails there, naming the column and the row.
import { ColumnShapeError, readBuildRequest, readInputSignal, readResearch, readWarnings } from '@sgs/db';

const id = '00000000-0000-4000-8000-000000000001';

it('reads a stored build request with its identity, ignoring fields a later version dropped', () => {
  const req = readBuildRequest({
    id,
    buildRequest: {
      businessName: "Rosa's Cafe",
      businessLocation: 'Austin, TX',
      review: 'manual',
      identity: { kind: 'mapsUrl', mapsUrl: 'https://maps.google.com/?cid=1', resolved: { cid: '1', lat: 30.2 } },
      retiredField: true,
    },
  });
  expect(req).toEqual({
    businessName: "Rosa's Cafe",
    businessLocation: 'Austin, TX',
    review: 'manual',
    identity: { kind: 'mapsUrl', mapsUrl: 'https://maps.google.com/?cid=1', resolved: { cid: '1', lat: 30.2 } },
  });
});

it('refuses a build request of the wrong shape, naming the column, the row and the field', () => {
  const read = () => readBuildRequest({ id, buildRequest: { businessName: 42, identity: { kind: 'placeId' } } });
  expect(read).toThrow(ColumnShapeError);
  expect(read).toThrow(/sites\.build_request of 00000000-0000-4000-8000-000000000001 .*businessName/);
  expect(read).toThrow(/identity\.placeId/);
});

it('reads warnings (none when null) and the input signal (null for older sites)', () => {
  const warning = {
    rule: 'contrast',
    severity: 'warning',
    page: 'index.html',
    viewport: 'mobile',
    description: 'low contrast',
    fix_via_revision: { endpoint: `/v1/sites/${id}/revisions`, suggested_prompt: 'Darken the footer text' },
  };
  expect(readWarnings({ id, warnings: [warning] })).toEqual([warning]);
  expect(readWarnings({ id, warnings: null })).toEqual([]);
  expect(() => readWarnings({ id, warnings: [{ rule: 'contrast' }] })).toThrow(/sites\.warnings .*severity/);
  expect(readInputSignal({ id, inputSignal: null })).toBeNull();
  expect(readInputSignal({ id, inputSignal: { placeId: 'ChIJ', received_at: '2026-11-23T00:00:00.000Z' } })).toEqual({
    placeId: 'ChIJ',
    received_at: '2026-11-23T00:00:00.000Z',
  });
});

const researchRow = {
  siteId: id,
  services: [
    { name: 'Haircut', price: '$30' },
    { name: 'Colour', description: 'Full colour' },
  ],
  faqs: [{ question: 'Do you take walk-ins?', answer: 'Yes.' }],
  testimonials: [{ quote: 'x'.repeat(3000), author: 'Sam', rating: 5, source: 'google' }],
  hours: { Monday: '9:00 AM - 5:00 PM' },
  brandColors: ['#112233'],
  competitorPositioning: ['Open seven days a week'],
  contentPlan: { home: { plan: {} } },
  business: { phone: '+15125550100', address: null, geo: { lat: 30.2, lng: -97.7 }, team: [{ name: 'Rosa' }] },
  summary: { writer: 'deterministic', facts: [{ id: 'f1', field: 'phone', value: '+15125550100', source: 'places' }] },
};

it('reads research columns as stored, beyond the API limits, keeping keys it does not know', () => {
  const r = readResearch(researchRow);
  expect(r.testimonials[0]!.quote).toHaveLength(3000);
  expect(r.services.map((s) => s.name)).toEqual(['Haircut', 'Colour']);
  expect(r.business).toEqual(researchRow.business);
  expect(r.summary.writer).toBe('deterministic');
  expect(r.summary.facts).toEqual(researchRow.summary.facts);
});

it('refuses a research row of the wrong shape, naming the column and the row', () => {
  const read = (patch: Partial<typeof researchRow>) => () => readResearch({ ...researchRow, ...patch });
  expect(read({ services: [{ price: '$30' }] as never })).toThrow(ColumnShapeError);
  expect(read({ services: [{ price: '$30' }] as never })).toThrow(/research\.services of 0{8}-.* 0: not a service/);
  expect(read({ hours: { Monday: 9 } as never })).toThrow(/research\.hours .*Monday/);
  expect(read({ brandColors: '#112233' as never })).toThrow(/research\.brand_colors /);
  expect(read({ business: { geo: { lat: 'north' } } as never })).toThrow(/research\.business .*geo\.lat/);
  expect(read({ summary: { facts: [{ id: 'f1' }] } as never })).toThrow(/research\.summary .*facts\.0\.field/);
});
