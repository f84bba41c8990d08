// JSON columns are parsed where they leave PostgreSQL: a row of the right shape comes back typed, anything else
// fails there, naming the column and the row.
import { ColumnShapeError, readBuildRequest, readInputSignal, readWarnings } from '@sgs/db';

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
