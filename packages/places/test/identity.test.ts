import { nameSimilarity, normaliseName, sameBusiness, SAME_NAME_THRESHOLD } from '../src/identity';

describe('identity rule', () => {
  it('normalises names: accents, punctuation, "the", "&"/"and" and legal suffixes', () => {
    expect(normaliseName("The Rosa's Café & Bakery, LLC")).toEqual(['rosas', 'cafe', 'bakery']);
    expect(nameSimilarity("Bob's Plumbing", 'Bobs Plumbing LLC')).toBe(1);
    expect(nameSimilarity('Smith & Sons Roofing', 'Smith and Sons Roofing Inc.')).toBe(1);
  });

  it('scores names that share only a word or the trade below the threshold', () => {
    expect(nameSimilarity('Smith Plumbing', 'Jones Plumbing')).toBeLessThan(SAME_NAME_THRESHOLD);
    expect(nameSimilarity("Rosa's Cafe", "Rosa's Taqueria")).toBeLessThan(SAME_NAME_THRESHOLD);
    expect(nameSimilarity("Rosa's", "Rosa's Cafe")).toBeLessThan(SAME_NAME_THRESHOLD);
    expect(nameSimilarity('Ace Plumbing', 'Ace Plumbing & Heating')).toBeGreaterThanOrEqual(SAME_NAME_THRESHOLD);
  });

  it('needs the location to agree: the city in the address, the same region, or coordinates within the radius', () => {
    const ace = { name: 'Ace Plumbing', address: '10 Oak St, Athens, GA 30601' };
    expect(sameBusiness({ name: 'Ace Plumbing', location: 'Athens, GA' }, ace).same).toBe(true);
    const wrongCity = sameBusiness({ name: 'Ace Plumbing', location: 'Macon, GA' }, ace);
    expect(wrongCity).toMatchObject({ same: false, reason: expect.stringMatching(/location does not agree/) });
    expect(sameBusiness({ name: 'Ace Plumbing', location: 'Athens, TX' }, ace)).toMatchObject({
      same: false,
      reason: expect.stringMatching(/in GA, not TX/),
    });
    expect(sameBusiness({ name: 'Ace Plumbing', location: 'Athens, GA' }, { ...ace, address: null }).same).toBe(false);
    const near = { name: 'Ace Plumbing', address: null, location: { lat: 33.96, lng: -83.38 } };
    expect(sameBusiness({ name: 'Ace Plumbing', coords: { lat: 33.95, lng: -83.37 } }, near).same).toBe(true);
    expect(sameBusiness({ name: 'Ace Plumbing', coords: { lat: 32.84, lng: -83.63 } }, near).same).toBe(false);
  });

  it('rejects a weak name match with the score and threshold in the reason', () => {
    const v = sameBusiness(
      { name: 'Peachtree Drain Pros', location: 'Athens, GA' },
      { name: 'Peachtree Bakery', address: 'Athens, GA' },
    );
    expect(v.same).toBe(false);
    expect(v.reason).toMatch(/name similarity 0\.\d+ is below 0\.75/);
  });
});
