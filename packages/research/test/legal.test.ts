// The register entry and VAT id an Impressum states, read as written and only where written.
import { legalNoticeWarning } from '@sgs/site-kit';
import { extractLegalIds } from '../src/legal';

it.each([
  [
    'a German GmbH: court and number on two lines, VAT id after the law it cites',
    'Bäckerei Sonnenkorn GmbH\nRegistergericht: Amtsgericht Berlin-Charlottenburg\nRegisternummer: HRB 123456 B\n' +
      'Umsatzsteuer-Identifikationsnummer gemäß § 27 a UStG: DE 123 456 789',
    { register: 'Amtsgericht Berlin-Charlottenburg, HRB 123456 B', vatId: 'DE123456789' },
  ],
  [
    'an Austrian company: Firmenbuch and UID',
    'Firmenbuchnummer: FN 123456a, Firmenbuchgericht: Handelsgericht Wien. UID-Nr.: ATU12345678',
    { register: 'Handelsgericht Wien, FN 123456a', vatId: 'ATU12345678' },
  ],
  ['a Swiss VAT number', 'UID: CHE-123.456.789 MWST', { vatId: 'CHE-123.456.789 MWST' }],
  [
    'a court with its river',
    'Amtsgericht Frankfurt am Main, HRB 1234',
    { register: 'Amtsgericht Frankfurt am Main, HRB 1234' },
  ],
  [
    'nothing where the page states nothing',
    'Wir backen seit 1920 täglich frisch. VR 360 Rundgang. Tel. 030 1234567',
    {},
  ],
])('%s', (_label, text, ids) => {
  expect(extractLegalIds(text)).toEqual(ids);
});

it('warns in research review when a German site in Germany lacks a detail its Impressum needs, and only then', () => {
  const berlin = { name: 'Bäckerei Sonnenkorn', address: 'Kastanienallee 12, 10435 Berlin, Deutschland' };
  expect(legalNoticeWarning('de-DE', { ...berlin, phone: '030 1234567' })).toMatchObject({
    code: 'legal_notice_incomplete',
    fields: ['email'],
    message: expect.stringContaining('lacks: email'),
  });
  expect(legalNoticeWarning('de', { name: 'Alpenkorn', phone: '+43 1 5555555' })?.fields).toEqual(['address', 'email']);
  expect(legalNoticeWarning('de-DE', { ...berlin, phone: '030 1234567', email: 'a@b.de' })).toBeUndefined();
  expect(legalNoticeWarning('fr', berlin)).toBeUndefined();
  expect(legalNoticeWarning('de', { name: 'Texas Bakery', address: '12 Main St, Austin, TX 78701' })).toBeUndefined();
  expect(legalNoticeWarning(null, berlin)).toBeUndefined();
});
