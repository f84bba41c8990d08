// The contact readers' general techniques, each on real markup from the contacts zoo (test/fixtures/contacts-zoo):
// a fax is no phone (its letterhead label "F." too), others' sections of a legal notice are set aside, a slip in a mail link, an hours label with its
// times on one line, days in brackets or with a footnote mark, a branch card's postcode and town lines, and a
// location written in its own language or script.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { countryOfLocation } from '@sgs/site-kit';
import { extractLocations } from '../src/branches';
import { PHONE_LABEL, textPhones } from '../src/content';
import { faxNumbers, withoutFax } from '../src/fax';
import { lines } from '../src/hour-lines';
import { parseHtml, textLines } from '../src/html';
import { setOthersAside } from '../src/others';
import { extractEmails } from '../src/scrape';

const page = (body: string) => parseHtml(`<html><body>${body}</body></html>`);

describe('a fax is no phone', () => {
  it('keeps the phone before a fax on one line, and drops the number under a "Telefax" cell', () => {
    expect(withoutFax('TEL.（03）5685-5891 FAX.（03）5685-5892', PHONE_LABEL)).toContain('5685-5891');
    expect(withoutFax('TEL.（03）5685-5891 FAX.（03）5685-5892', PHONE_LABEL)).not.toContain('5685-5892');
    const doc = page(
      '<table><tr><td width="100">Telefon</td><td width="400">++ 49 - (0) 75 61 - 98 49 0</td></tr>' +
        '<tr><td width="100">Telefax</td><td width="400">++ 49 - (0) 75 61 - 98 49 19</td></tr></table>',
    );
    expect(textPhones(textLines(doc).join('\n'), 'DE')).toEqual(['+49756198490']);
  });

  it('knows a fax a tel: link writes, and keeps one number for both ("Tel./Fax")', () => {
    const doc = page(
      '<p>Tel. <a href="tel:+49-30-3133053">030 / 313 30 53</a><br />Fax <a href="tel:+49-30-3133761">030 / 313 37 61</a><br /></p>',
    );
    expect([...faxNumbers(doc, 'DE', PHONE_LABEL)]).toEqual(['+49303133761']);
    expect([...faxNumbers(page('<p>Tel./Fax 06161 / 912106</p>'), 'DE', PHONE_LABEL)]).toEqual([]);
    expect(textPhones('Tel./Fax 06161 / 912106', 'DE')).toEqual(['+496161912106']);
    // a São Paulo pharmacy's about page (research corpus, dev half)
    expect([...faxNumbers(page('<p>Telefone/Fax: (11) 3052-0576<br></p>'), 'BR', PHONE_LABEL)]).toEqual([]);
  });

  it('knows a letterhead\'s short fax label, "F." / "F:" / "F" before a phone number, beside "T." for the phone', () => {
    // a fiduciary's and a psychotherapy practice's addresses (contacts sites zoo)
    const doc = page(
      '<p><br />Via Nassa 62<br />CH-6901 Lugano<br />T. +41 91 911 30 60<br />F. +41 91 911 30 67/69<br />lugano@confinanz.com</p>' +
        '<div class="textwidget">T: 071 891 58 64 (Sylvia Wolf) <br />\nF: 071 891 59 38</div>',
    );
    expect([...faxNumbers(doc, 'CH', PHONE_LABEL)]).toEqual(['+41919113067', '+41718915938']);
    expect(textPhones(textLines(doc).join('\n'), 'CH')).toEqual(['+41919113060', '+41718915864']);
    // an optician's (contacts sites zoo): the bare letter before an international number
    expect(withoutFax('T +41 (0)71 890 01 11 F +41 (0)71 890 01 12', PHONE_LABEL)).not.toContain('890 01 12');
    // a letter in a street or a name is no label
    expect(withoutFax('Dr. F. Müller, Block F3, 071 891 58 43', PHONE_LABEL)).toContain('071 891 58 43');
    // nor the country letter before a postcode, nor a letter before a house or room number
    expect(withoutFax('F 75001 Paris', PHONE_LABEL)).toBe('F 75001 Paris');
    expect(withoutFax('Bureau F 12, 3e étage', PHONE_LABEL)).toBe('Bureau F 12, 3e étage');
    expect(withoutFax('Haus F 2, Tel. 0221 123456', PHONE_LABEL)).toContain('0221 123456');
  });
});

describe("others' sections of a legal notice", () => {
  it("sets aside the webmaster's and the chamber's sections, with their phones, emails and streets", () => {
    const doc = page(
      '<article><h4 class="blau">Herausgeber</h4><p>Rosen Apotheke<br>Ottmannshofer Straße 19<br>D-88299 Leutkirch</p>' +
        '<h4 class="blau">Zuständige Apothekenkammer</h4><p>Landesapothekerkammer Baden-Württemberg<br> Villa Straße 1<br> 70190 Stuttgart<br>' +
        'E-Mail: <a href="mailto:info@apothekenkammer-bw.de">info@apothekenkammer-bw.de</a></p>' +
        '<h4 class="blau">Webmaster</h4><p><b>aia</b> &#150; Büro für Gestaltung<br> Erlenweg 11<br> D-88299 Leutkirch im Allgäu</p>' +
        '<p>Telefon: ++ 49 - (0) 75 61 - 98 75 370<br>E-Mail: <a href="mailto:h.haesler@werkkreis.org">h.haesler@werkkreis.org</a></p></article>',
    );
    setOthersAside(doc);
    const read = textLines(doc).join('\n');
    expect(read).toContain('Ottmannshofer Straße 19');
    expect(read).not.toMatch(/Erlenweg|werkkreis|98 75 370|apothekenkammer-bw|Villa Straße/);
  });

  it('keeps a section whose heading only sounds like one (no way to reach anyone under it)', () => {
    const doc = page(
      '<h2>Design</h2><p>Wir entwerfen Räume, die zu Ihnen passen.</p><h2>Kontakt</h2><p>Tel. 0761 12345</p>',
    );
    setOthersAside(doc);
    expect(textLines(doc)).toContain('Wir entwerfen Räume, die zu Ihnen passen.');
  });
});

it('reads the address a mail link shows when the link itself mails nowhere (a missing top-level domain)', () => {
  const doc = page(
    '<p><a href="mailto:email@ahornapo?subject=Kundenfeedback">Email-adresse: email@ahornapo.de</a></p>',
  );
  expect(extractEmails(doc, 'http://shop.test/impressum').map((e) => e.address)).toEqual(['email@ahornapo.de']);
});

describe('hours lines', () => {
  it('reads an hours label with its times on one line as the label over its times', () => {
    const got = lines(page('<ul><li>営業時間：１０：００～１６：００</li><li>定 休 日：日曜日・祝日</li></ul>'));
    expect(got.slice(0, 2)).toEqual(['営業時間', '10:00~16:00']);
  });

  it('reads days in brackets and days marked for a footnote as the days', () => {
    const got = lines(
      page(
        '<p class="c-text__single__post">[月～木] 9：00～17：30</p>' +
          '<dl class="row zeit"><dt class="col-md-2">Mittwoch*</dt><dd class="col-md-10">7.15 bis 14.45 Uhr</dd></dl>',
      ),
    );
    expect(got).toContain('月～木 9：00～17：30');
    expect(got).toContain('Mittwoch 7.15 bis 14.45 Uhr');
  });

  it('reads a day with its part of the day before its times as the day', () => {
    const got = lines(
      page('<p>Du mardi au samedi de 8h30 à 19h30 (sans interruption) et le dimanche matin de 9h à 12h30.</p>'),
    );
    expect(got).toContain('Du mardi au samedi de 8h30 à 19h30 (sans interruption) et le dimanche de 9h à 12h30.');
  });
});

it("reads a branch card's postcode and town on the lines after its street, and its first line as its name", () => {
  const card = (town: string, street: string, postcode: string, tel: string) =>
    `<td class="case"><p class="nomVille">${town}</p><img src="../img/boutique.jpg" width="500px"><p>${street}</p>` +
    `<p>${postcode}</p><p>${town}</p><p>${tel} </p></td>`;
  const doc = page(
    `<table><tr>${card('ALBERTVILLE', '32 rue Gambetta', '73200', '04 56 10 36 89')}${card('ANNECY', '46 av Genève', '74000', '04 50 57 01 13')}</tr></table>`,
  );
  expect(extractLocations(doc, { country: 'FR', lang: 'fr' })).toEqual([
    expect.objectContaining({
      name: 'ALBERTVILLE',
      address: '32 rue Gambetta, 73200, ALBERTVILLE',
      phone: '+33456103689',
    }),
    expect.objectContaining({ name: 'ANNECY', address: '46 av Genève, 74000, ANNECY', phone: '+33450570113' }),
  ]);
});

it('lists branches in the order of the page, cards of two shapes together (a table of shops, then more below)', () => {
  const doc = page(readFileSync(join(__dirname, 'fixtures', 'contacts-zoo', 'fr-boutiques-p-lines.html'), 'utf8'));
  expect(extractLocations(doc, { country: 'FR', lang: 'fr' }).map((l) => l.name)).toEqual([
    'ALBERTVILLE', 'ANNECY', 'CLERMONT FERRAND', 'CHAMBERY', 'GRENOBLE', 'LYON', 'VALENCE',
  ]); // prettier-ignore
});

it('knows the country a location names in its own language or script', () => {
  expect(countryOfLocation('Charleroi, Belgique')).toBe('BE');
  expect(countryOfLocation('Santo André, SP, Brasil')).toBe('BR');
  expect(countryOfLocation('秋田県能代市')).toBe('JP');
  expect(countryOfLocation('〒106-0032 東京都港区六本木')).toBe('JP');
});

describe("a web designer's credit on the business's own line", () => {
  const emails = (body: string, at = 'https://www.cafe-blum.de/') => [
    ...new Set(extractEmails(page(body), at).map((e) => e.address)),
  ];

  it("keeps the business's address before the credit, and drops the designer's after it", () => {
    expect(
      emails('<footer><p>© 2024 Café Blum · info@cafe-blum.de · Webdesign: Studio X, hi@studio-x.de</p></footer>'),
    ).toEqual(['info@cafe-blum.de']);
    expect(
      emails(
        '<footer><p>Café Blum | <a href="mailto:info@cafe-blum.de">info@cafe-blum.de</a> | Website by ' +
          '<a href="mailto:hi@studio-x.de">Studio X</a></p></footer>',
      ),
    ).toEqual(['info@cafe-blum.de']);
  });

  it("keeps an address at the site's own domain wherever the credit stands, and drops a designer's alone", () => {
    expect(emails('<p>Design by Studio X · Café Blum · info@cafe-blum.de</p>')).toEqual(['info@cafe-blum.de']);
    expect(emails('<p>Realisiert von Studio X – hi@studio-x.de</p>')).toEqual([]);
  });
});

describe('a tax or register number is no phone', () => {
  it('never reads the number beside a VAT or tax-code label as a phone (Italy)', () => {
    // a restaurant-with-rooms' footer and an association's legal footer (research corpus, dev half), as written
    const footer = page(`<div class="footer-info-col">
      <p><strong>@2026 - Spada Reale</strong></p>
      <p><strong>Ristorante - Camere - Piccola Bottega</strong></p>
      <p>📍 Via Barale 11, 12010 Roaschia (CN)</p>
      <p>📞 +39 342 1228735 - 0171 758138</p>
      <p>📧 <a href="mailto:spadareale@yahoo.it">spadareale@yahoo.it</a></p>
      <p>🧾 P. IVA: 03561750047</p>
      <p>🏛️ CIN: IT004183B42FAZJOBO</p>`);
    expect(textPhones(textLines(footer).join('\n'), 'IT')).toEqual(['+393421228735', '+390171758138']);
    const legal = page(`<footer class="site-footer legal-footer" aria-label="Dati legali">
    <strong>ASSOCIAZIONE ARCI TRAVERSO</strong>
    <span>P.IVA: 09009060964</span>
    <span>C.F.: 97593060151</span>
  </footer>`);
    expect(textPhones(textLines(legal).join('\n'), 'IT')).toEqual([]);
  });
});
