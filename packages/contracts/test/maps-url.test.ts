import { identifiesPlace, isShareGoogleUrl, isShortMapsLink, parseMapsUrl } from '../src/maps-url';

describe('parseMapsUrl', () => {
  it.each([
    [
      'a long place URL',
      'https://www.google.com/maps/place/Joe%27s+Pizza/@40.7306,-73.9866,17z/data=!3m1!4b1',
      { name: "Joe's Pizza", lat: 40.7306, lng: -73.9866 },
    ],
    [
      'a place URL whose data carries the cid in hex',
      'https://www.google.com/maps/place/Cafe/@1.5,2.5,15z/data=!4m6!3m5!1s0x89c259a61c75684f:0x79d31adb123348d2',
      { name: 'Cafe', lat: 1.5, lng: 2.5, cid: BigInt('0x79d31adb123348d2').toString() },
    ],
    ['a ?cid= URL', 'https://maps.google.com/?cid=1234567890123456789', { cid: '1234567890123456789' }],
    [
      'an explicit place_id: query',
      'https://www.google.com/maps/search/?api=1&query=Google&query_place_id=ChIJN1t_tDeuEmsRUsoyG83frY4',
      { placeId: 'ChIJN1t_tDeuEmsRUsoyG83frY4' },
    ],
    ['a q=place_id: URL', 'https://www.google.com/maps?q=place_id:ChIJabc123', { placeId: 'ChIJabc123' }],
    ['a search URL with nothing in it', 'https://www.google.com/maps/search/?api=1', {}],
    ['not a URL', 'nope', {}],
  ])('reads %s', (_label, url, want) => {
    expect(parseMapsUrl(url)).toEqual(want);
  });

  it('says which results identify a place', () => {
    expect(identifiesPlace({ name: 'x' })).toBe(true);
    expect(identifiesPlace({ cid: '1' })).toBe(true);
    expect(identifiesPlace({ lat: 1, lng: 2 })).toBe(false);
  });

  it('recognises share.google and short share links', () => {
    expect(isShareGoogleUrl('https://share.google/abc')).toBe(true);
    expect(isShareGoogleUrl('https://www.google.com/maps')).toBe(false);
    expect(isShortMapsLink('https://maps.app.goo.gl/xyz')).toBe(true);
    expect(isShortMapsLink('https://goo.gl/maps/xyz')).toBe(true);
    expect(isShortMapsLink('https://goo.gl/other')).toBe(false);
  });
});
