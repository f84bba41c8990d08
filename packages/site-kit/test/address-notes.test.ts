// A note or directions beside an address is never a locality, nor part of the address a page shows; a Japanese
// address's locality is its city. Real addresses from the research corpus's dev half and ../shared/sites.
import { writeDocumentDeterministic, SAMPLE_BUSINESSES } from '../src';
import { addressParts, isAddressNote, japaneseLocality } from '../src/research/address-notes';
import { parseAddress } from '../src/writers/facts';

// How research read a Japanese salon's access page: its name, the label, the address and a directions note.
const SALON = '美容室RED, 所在地, 〒680-0845鳥取市富安１丁目２１３西尾ビル1F, （扇町ドコモさんの道を挟んで横です）';

describe('notes and directions', () => {
  it.each([
    '（扇町ドコモさんの道を挟んで横です）',
    '名鉄梅坪駅下車、高架沿いに豊田方面へ(徒歩7〜8分)',
    '扇町ドコモさんの道を挟んで横です',
    '駅から徒歩5分',
    'next to the church',
    'opposite the town hall',
    'across from the train station',
    '5 minutes from the station',
    'direkt neben der Kirche',
    'gegenüber vom Bahnhof',
    '10 Gehminuten vom Zentrum',
    'en face de la mairie',
    'à côté de la pharmacie',
    'frente a la plaza mayor',
    'junto a la iglesia',
    'al lado del mercado',
    'di fronte alla stazione',
    'accanto al municipio',
    'tegenover het station',
    'naast de kerk',
    'em frente à igreja matriz',
    'ao lado da farmácia',
    '(2. Stock)',
  ])('%s is a note, never a place', (part) => {
    expect(isAddressNote(part)).toBe(true);
  });

  it.each([
    '〒680-0845鳥取市富安１丁目２１３西尾ビル1F',
    '神奈川県横浜市神奈川区片倉2丁目69-15',
    '栃木県宇都宮市雀の宮4-2-8',
    '彦根市南川瀬町1400-11',
    '豊田市陣中町1-6-11',
    'Via Paolo Sarpi 63',
    '2, bd de Belfort',
    'Paseo de la Habana, 21',
    'Sinzheimer Str. 4, 76532 Baden-Baden',
    'Pfarrkirchen i.Mkr. 16',
    'Crta. Boñar - Puerto Tarna, 35',
    'Av. Hipólito Yrigoyen 123, Nueva Córdoba',
    '19 Guildhall Street, Folkestone, Kent, CT20 1EA',
    'Generaal Cronjéstraat 36',
    'Zuidpromenade 1a',
    'Av. dos Ipês, 754',
    'Hauptstraße 40',
    'Villa 1276, Al Wasl Road',
    '916 W Division St Suite B',
  ])('keeps every part of %s', (address) => {
    expect(addressParts(address)).toEqual(address.split(',').map((p) => p.trim()));
  });
});

describe('locality', () => {
  it('takes a Japanese address’s city, never its directions note', () => {
    const parts = parseAddress(SALON);
    expect(parts.locality).toBe('鳥取市');
    // from the postcode down, as Japan writes it: the name and the label before it are not the address
    expect(parts.formatted).toBe('〒680-0845鳥取市富安１丁目２１３西尾ビル1F');
  });

  it.each([
    ['〒680-0845鳥取市富安１丁目２１３西尾ビル1F', '鳥取市'],
    ['神奈川県横浜市神奈川区片倉2丁目69-15', '横浜市'],
    ['栃木県宇都宮市雀の宮4-2-8', '宇都宮市'],
    ['彦根市南川瀬町1400-11', '彦根市'],
    ['〒221-0865 神奈川県横浜市神奈川区片倉2丁目69-15', '横浜市'],
  ])('reads %s as in %s', (address, city) => {
    expect(japaneseLocality(address)).toBe(city);
    expect(parseAddress(address).locality).toBe(city);
  });

  it('reads no Japanese locality in another country’s address', () => {
    expect(japaneseLocality('Sinzheimer Str. 4, 76532 Baden-Baden')).toBeUndefined();
    expect(parseAddress('Sinzheimer Str. 4, 76532 Baden-Baden').locality).toBe('Baden-Baden');
  });

  it.each([
    ['Botermarkt 1, 2011 XL Haarlem, naast de Vishal', 'Haarlem'],
    ['Hauptstraße 40, 79098 Freiburg, gegenüber vom Münster', 'Freiburg'],
    ['9 rue Caulet, 31300 Toulouse (en face du métro)', 'Toulouse'],
    ['Calle San Antonio 29, Totana, junto a la iglesia', 'Totana'],
  ])('reads %s as in %s, not in its directions', (address, town) => {
    expect(parseAddress(address).locality).toBe(town);
  });

  it.each([
    ['Calle Mayor 3, 28013 Madrid, España', 'Madrid'],
    ['Landstraßer Hauptstraße 7, 1030 Wien, Österreich', 'Wien'],
    ['Rua Augusta 12, 1100-053 Lisboa, Portugal', 'Lisboa'],
    ['Avenida Juárez 40, Centro, 06050 Ciudad de México, CDMX, México', 'Ciudad de México'],
  ])('reads %s as in %s, never in its country', (address, town) => {
    expect(parseAddress(address).locality).toBe(town);
  });

  it.each([
    // a Lille bakery's address as its site writes it (test/research-corpus/au-pain-leve-lille, dev half)
    ['2, bd de Belfort, Lille', 'Lille', '2, bd de Belfort'],
    ['12 bis, rue de la Paix, Paris', 'Paris', '12 bis, rue de la Paix'],
    ['3, Rua Augusta, Lisboa', 'Lisboa', '3, Rua Augusta'],
  ])('reads %s as in %s, its house number written before the street with a comma', (address, town, street) => {
    expect(parseAddress(address)).toMatchObject({ locality: town, street });
    expect(parseAddress(address).country).toBeUndefined();
  });

  it('never says a Japanese salon is based in its directions note', () => {
    const b = SAMPLE_BUSINESSES.florist;
    const doc = writeDocumentDeterministic({
      ...b,
      businessDescription: undefined,
      business: { ...b.business, name: '美容室RED', address: SALON, phone: '+81857202221' },
      research: { ...b.research, language: 'ja', business_description: undefined },
    });
    const text = JSON.stringify(doc.pages);
    expect(doc.lang).toMatch(/^ja/);
    expect(text).not.toMatch(/扇町ドコモ|挟んで横/);
    expect(text).toContain('鳥取市');
  });
});
