// Street addresses in each country's format, from real pages' markup (research corpus, dev half).
import { fullerWriting, japaneseAddress, postalAddress } from '../src/address';
import { extractPageAddress, textPhones } from '../src/content';
import { parseHtml, type Document } from '../src/html';

const addressOf = (html: string) => extractPageAddress(parseHtml(html))?.value;

describe('addresses in the formats of the countries small businesses write them in', () => {
  it('takes the same street written with its postcode and town where the address read gives neither', () => {
    // the contacts sites zoo's organic bakery (legal notice), dental practice (footer list) and elevator maker
    // (offices page), as written
    expect(
      fullerWriting(
        '17 rue de Lauterbourg - Schiltigheim',
        parseHtml('<p>SAS Les Barbues<br>17 rue de Lauterbourg<br>67300 Schiltigheim</p>'),
      ),
    ).toBe('17 rue de Lauterbourg, 67300 Schiltigheim');
    expect(
      fullerWriting(
        'Schanzenstrasse 4b',
        parseHtml(
          '<ul class="uk-list"><li>Schanzenstraße 4b</li><li>3008 Bern</li><li><a href="tel:+41319547777">031 954 77 77</a></li></ul>',
        ),
      ),
    ).toBe('Schanzenstraße 4b, 3008 Bern');
    expect(
      fullerWriting(
        '神奈川県横浜市金沢区福浦1-14-9',
        parseHtml('<p class="company_office_map_box_l_access">〒236-0004<br />神奈川県横浜市金沢区福浦1-14-9</p>'),
      ),
    ).toBe('〒236-0004 神奈川県横浜市金沢区福浦1-14-9');
    // another number on the same street is another address
    expect(fullerWriting('Schanzenstrasse 4', parseHtml('<p>Schanzenstraße 4b<br>3008 Bern</p>'))).toBeUndefined();
  });

  it('reads a table row an address label opens where no block of the page reads as an address', () => {
    // an acupuncturist's contact table (research corpus, dev half), as written
    expect(
      addressOf(`<table class="table table-bordered contact"><thead><tr><td colspan="3">Acupunctuur-praktijk AcuQibalans</td></tr>
            </thead><tbody><tr><td> Adres:</td><td> Appelgaarde 46 </td><td> 2731HG Benthuizen (Eerste huis links) </td></tr>
                <tr><td> Email:</td><td colspan="2"> info@acuQibalans.nl</td></tr></tbody></table>`),
    ).toBe('Appelgaarde 46, 2731HG Benthuizen');
  });

  it('joins a street line and the postcode-and-town line under it (France, Netherlands)', () => {
    expect(
      addressOf(
        '<div class="coordonnees"><p>Pétales de Lune<br>8, avenue de la République<br>19350 Chabrignac</p></div>',
      ),
    ).toBe('8, avenue de la République, 19350 Chabrignac');
    expect(
      addressOf(
        '<div class="column-4"><h4>Bezoek ons</h4><p>Generaal Cronj&eacute;straat 36<br />2021 JJ Haarlem</p></div>',
      ),
    ).toBe('Generaal Cronjéstraat 36, 2021 JJ Haarlem');
  });

  it('reads the street over the postcode and town inside a link to a map among other contact links (Italy)', () => {
    // a trattoria's contact grid (research corpus, dev half), as written, its icons' drawings left out
    expect(
      addressOf(`<section class="contacts-section" aria-labelledby="contacts-title">
      <h2 id="contacts-title">Contatti</h2>

      <div class="contacts-grid">
        <a class="contact-item" href="https://www.google.com/maps/search/?api=1&query=Trattoria%20Popolare%20Arci%20Traverso%20Via%20Antonio%20Pacinotti%204%2020155%20Milano" target="_blank" rel="noopener">
          <span class="contact-icon" aria-hidden="true">
            <svg></svg>
          </span>
          <span><strong>Via Antonio Pacinotti 4</strong><br>20155 Milano</span>
        </a>

        <a class="contact-item" href="tel:+393480559421">
          <span class="contact-icon" aria-hidden="true">
            <svg></svg>
          </span>
          <span><strong>Prenotazioni</strong><br>348 055 9421</span>
        </a>

        <a class="contact-item" href="https://www.instagram.com/trattoria_popol_arci_traverso/" target="_blank" rel="noopener">
          <span class="contact-icon" aria-hidden="true">
            <svg></svg>
          </span>
          <span><strong>Instagram</strong><br>@trattoria_popol_<wbr>arci_traverso</span>
        </a>

        <a class="contact-item" href="https://www.facebook.com/trattoriapopolare2/" target="_blank" rel="noopener">
          <span class="contact-icon facebook-icon" aria-hidden="true">f</span>
          <span><strong>Facebook</strong><br>Trattoria Popolare - Arci Traverso</span>
        </a>
      </div>
    </section>`),
    ).toBe('Via Antonio Pacinotti 4, 20155 Milano');
  });

  it('reads a street, number and postcode on one line, a label before it left out (Spain, Austria)', () => {
    expect(
      addressOf('<div class="contact-details"><p class="lead"><i></i> Paseo de la Habana, 21, 28036 Madrid</p></div>'),
    ).toBe('Paseo de la Habana, 21, 28036 Madrid');
    expect(
      addressOf(
        '<section><p>Adresse: Pfarrkirchen i.Mkr. 16, 4141 Pfarrkirchen</p><p>Telefon: 07285 409</p></section>',
      ),
    ).toBe('Pfarrkirchen i.Mkr. 16, 4141 Pfarrkirchen');
  });

  it.each([
    // each language's word for where the business is, as a label before its address
    [['Standort: Hauptstraße 5', '64807 Dieburg'], 'Hauptstraße 5, 64807 Dieburg'],
    [['Dove siamo: Via Roma 12', '20121 Milano'], 'Via Roma 12, 20121 Milano'],
    [['Ubicación: Calle Mayor 5', '28013 Madrid'], 'Calle Mayor 5, 28013 Madrid'],
    [['Localização: Rua Augusta 100', '1100-053 Lisboa'], 'Rua Augusta 100, 1100-053 Lisboa'],
    [['Adresse : 12 rue de la Paix', '75002 Paris'], '12 rue de la Paix, 75002 Paris'],
  ])('reads the address after its label %j', (lines, address) => {
    expect(postalAddress(lines)).toBe(address);
  });

  it('reads a named street, a dash, then its postcode and town (Spain, Italy), never a span of years', () => {
    // as a Madrid company's legal notice and a hospital's letterhead write theirs (public repositories)
    expect(postalAddress(['DETERIN, S.L.', 'CALLE TORRES QUEVEDO, 2 - 28946 FUENLABRADA (Madrid)'])).toBe(
      'CALLE TORRES QUEVEDO, 2 - 28946 FUENLABRADA',
    );
    expect(postalAddress(['Camino del Molino, 2 - 28942 Fuenlabrada (Madrid)'])).toBe(
      'Camino del Molino, 2 - 28942 Fuenlabrada',
    );
    expect(postalAddress(['Corso Vittorio Emanuele II, 45 - 10125 Torino'])).toBe(
      'Corso Vittorio Emanuele II, 45 - 10125 Torino',
    );
    expect(postalAddress(['Copyright 2010 - 2024 Bäckerei Müller'])).toBeUndefined();
  });

  it('keeps the town and postcode line under a street as English-speaking countries write it (UK, US, Australia)', () => {
    // a London firm's footer as written (a public repository; the code index's file 61574134361)
    expect(
      addressOf(
        '<footer><div><h4>Contact</h4><p>7 Curzon Street<br>London W1J 5HG<br>United Kingdom</p></div></footer>',
      ),
    ).toBe('7 Curzon Street, London W1J 5HG');
    expect(postalAddress(['123 Main St', 'Springfield, IL 62701'])).toBe('123 Main St, Springfield, IL 62701');
    expect(postalAddress(['12 Smith Street', 'Fitzroy VIC 3065'])).toBe('12 Smith Street, Fitzroy VIC 3065');
    expect(postalAddress(['45 High Street', 'Cheltenham', 'GL50 1DY'])).toBe('45 High Street, Cheltenham, GL50 1DY');
    // a line that is no town and postcode stays out
    expect(postalAddress(['45 High Street', 'Open Monday to Friday'])).toBe('45 High Street');
  });

  it('keeps the town and postcode line as Canada, Ireland and New Zealand write it under a street', () => {
    // a Toronto law firm's footer (mvuk/seabrook at e87363c6, footer.php): the province written out
    expect(
      addressOf(
        '<div class="footer two"><div class="col-md-4"><p>Seabrook Workplace Law\n        <br>30 Wellington Street ' +
          'West, 5th Floor\n        <br>Toronto, Ontario M5L 1E2</p></div></div>',
      ),
    ).toBe('30 Wellington Street West, 5th Floor, Toronto, Ontario M5L 1E2');
  });

  it.each([
    [['12 Ponsonby Road', 'Ponsonby, Auckland 1011'], '12 Ponsonby Road, Ponsonby, Auckland 1011'],
    [['22 Cuba Street', 'Te Aro, Wellington 6011'], '22 Cuba Street, Te Aro, Wellington 6011'],
    [['14 Grafton Street', 'Dublin 2, D02 XY45'], '14 Grafton Street, Dublin 2, D02 XY45'],
    [['14 Grafton Street', 'Dublin 2', 'D02 XY45'], '14 Grafton Street, Dublin 2, D02 XY45'],
    [['5 Harbour Road', 'Howth, Co. Dublin D13 E5W2'], '5 Harbour Road, Howth, Co. Dublin D13 E5W2'],
    [['123 Queen St W', 'Toronto, Ontario M5V 2T6'], '123 Queen St W, Toronto, Ontario M5V 2T6'],
    [['1200 Granville St', 'Vancouver, BC V6Z 1M6'], '1200 Granville St, Vancouver, BC V6Z 1M6'],
  ])('reads %j', (lines, address) => {
    expect(postalAddress(lines)).toBe(address);
  });

  it('reads a French business park or hamlet named where a street would be, over its postcode and town', () => {
    // a sign maker's address block on its quotes (a public GitHub file the code index holds as id 55094923199
    // without naming its repository), as written
    expect(
      postalAddress([
        'ISOSIGN',
        'ZA du Monay',
        '71210 SAINT-EUSÈBE',
        'France',
        'Tél. : 03 85 77 07 25',
        'isosign@isosign.fr',
      ]),
    ).toBe('ZA du Monay, 71210 SAINT-EUSÈBE');
    // (the park's capital letters only, before its name's article: a Dutch "Za" is Saturday)
    expect(postalAddress(['Za de hele dag gesloten', '1017 GC Amsterdam'])).toBeUndefined();
  });

  it.each([
    [['ZA du Moulin', '35000 Rennes'], 'ZA du Moulin, 35000 Rennes'],
    [['ZI des Estroublans', '13127 Vitrolles'], 'ZI des Estroublans, 13127 Vitrolles'],
    [['ZAC de la Gare', '44000 Nantes'], 'ZAC de la Gare, 44000 Nantes'],
    [['Z.A. de Kerboulard', '56250 Saint-Nolff'], 'Z.A. de Kerboulard, 56250 Saint-Nolff'],
    [['ZAE d’Armor', '22000 Saint-Brieuc'], 'ZAE d’Armor, 22000 Saint-Brieuc'],
    [['Zone artisanale du Moulin', '35000 Rennes'], 'Zone artisanale du Moulin, 35000 Rennes'],
    [['Zone industrielle Nord', '13127 Vitrolles'], 'Zone industrielle Nord, 13127 Vitrolles'],
    [["Parc d'activités de la Lande", '35000 Rennes'], "Parc d'activités de la Lande, 35000 Rennes"],
    [['Lieu-dit Kerbrat', '29000 Quimper'], 'Lieu-dit Kerbrat, 29000 Quimper'],
  ])('reads %j', (lines, address) => {
    expect(postalAddress(lines)).toBe(address);
  });

  it('takes the street over a neighbourhood line with the postcode (Mexico)', () => {
    expect(
      addressOf(
        '<div class="text"><h3><a href="https://goo.gl/maps/x">Bulgaria 505-Local B</a></h3>' +
          '<p> Letran Valle, Benito Juárez, 03650 Ciudad de México, CDMX</p></div>',
      ),
    ).toBe('Bulgaria 505-Local B, Letran Valle, Benito Juárez, 03650 Ciudad de México, CDMX');
  });

  it('reads a street named by its kind where no postcode is written (France, UAE, Spain)', () => {
    expect(
      addressOf(
        '<table><tbody><tr><td>2, bd de Belfort, Lille<br>06.14.13.84.96<br><a href="mailto:c@x.fr">c@x.fr</a></td></tr></tbody></table>',
      ),
    ).toBe('2, bd de Belfort, Lille');
    expect(
      addressOf(
        '<table><tr><td>Location</td><td>Villa 1276, Al Wasl Road<br>Umm Suqqeim 3, P.O. Box 32483<br>Dubai U.A.E.</td></tr></table>',
      ),
    ).toBe('Villa 1276, Al Wasl Road');
    // a rural guesthouse's footer (León): a road (carretera, "Crta.") with its number, then the village
    expect(addressOf('<div><p>Crta. Boñar - Puerto Tarna, 35 <br>Cofiñal - Puebla de Lillo</p></div>')).toBe(
      'Crta. Boñar - Puerto Tarna, 35',
    );
  });

  it('reads a Japanese address written without its prefecture, and no year of birth as one', () => {
    expect(japaneseAddress('〒522-0222 彦根市南川瀬町1400-11')).toBe('〒522-0222 彦根市南川瀬町1400-11');
    expect(japaneseAddress('近江八幡市東川町189-2')).toBe('近江八幡市東川町189-2');
    expect(japaneseAddress('鳥取市富安１丁目２１３西尾ビル1F')).toBe('鳥取市富安1丁目213');
    expect(japaneseAddress('岡 謙二（昭和40年彦根市に誕生）')).toBeUndefined();
    expect(japaneseAddress('TEL 0749-25-0506')).toBeUndefined();
  });

  it('writes a Japanese address as it is written: half-width digits, no spaces', () => {
    expect(addressOf('<p class="address">〒 221-0865<br>神奈川県横浜市神奈川区 片倉２丁目６９−１５</p>')).toBe(
      '〒221-0865 神奈川県横浜市神奈川区片倉2丁目69-15',
    );
  });

  it("reads Latin America's street kinds and a street going on to its district and town (Colombia, Mexico, Brazil)", () => {
    // the branches zoo's clinics (pt-clinics-list-group-labels) and salons (es-salon-sucursales-h4-run-on-lines)
    expect(postalAddress(['Carrera 7 # 12-34, Bogotá'])).toBe('Carrera 7 # 12-34, Bogotá');
    expect(postalAddress(['Calz. de Tlalpan 1234, Coyoacán'])).toBe('Calz. de Tlalpan 1234, Coyoacán');
    expect(
      postalAddress(['Endereço: Rua Oscar Teixeira de Siqueira, s/n - Centro – Mucuri/ BA', 'CEP: 45.930-000']),
    ).toBe('Rua Oscar Teixeira de Siqueira, s/n - Centro – Mucuri/ BA, CEP: 45.930-000');
    expect(postalAddress(['Av. Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-200'])).toBe(
      'Av. Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-200',
    );
    expect(postalAddress(['Polanco', 'Galileo 41 A, Polanco,', '11560, Ciudad de México.', 'T: (55) 5280 3815'])).toBe(
      'Galileo 41 A, Polanco, 11560, Ciudad de México',
    );
    expect(postalAddress(['Fone: (85) 3246.7879', 'WhatsApp: 99839.4177'])).toBeUndefined();
  });

  it('reads the postcode after its word: Spanish "C.P.", Portuguese "CEP", Italian "CAP"', () => {
    // a Mexico City clinic's contact block (AngelJostar/centro-sequoia at 279dc58f, ciudad-de-mexico.php), as written
    expect(
      addressOf(
        '<div class="tercer-p"><h2 class="font-ciudades">CDMX<br><a href="tel:+555687-6118"><span>(55) 5687-6118</span>' +
          '</a></h2>\n<p><span class="font-bold">DIRECCIÓN:</span> San Francisco #516 Colonia Del Valle, </p>\n' +
          '<p>Del. Benito Juárez. C.P. 03100, Méx, DF.</p>\n<p><span class="font-bold">EMAIL:</span> ' +
          'contacto@centrosequoia.com.mx </p></div>',
      ),
    ).toBe('San Francisco #516 Colonia Del Valle, Del. Benito Juárez. C.P. 03100, Méx, DF.');
  });

  it.each([
    [['Avenida de la Constitución 12', 'C.P. 41004 Sevilla'], 'Avenida de la Constitución 12, C.P. 41004 Sevilla'],
    [
      ['Av. Insurgentes Sur 1234, Col. Del Valle, C.P. 03100, Ciudad de México'],
      'Av. Insurgentes Sur 1234, Col. Del Valle, C.P. 03100, Ciudad de México',
    ],
    [['Via Garibaldi 22', 'CAP 10122 Torino'], 'Via Garibaldi 22, CAP 10122 Torino'],
    [
      ['Rua Oscar Freire, 900 - Jardins', 'São Paulo - SP', 'CEP: 01426-001'],
      'Rua Oscar Freire, 900 - Jardins, São Paulo - SP, CEP: 01426-001',
    ],
    [
      ['Rua Amador Bueno, 333 – 4º andar', 'Centro, Santos – SP, 11013-151'],
      'Rua Amador Bueno, 333 – 4º andar, Centro, Santos – SP, 11013-151',
    ],
    [['Main Street', 'Kenmare', 'Co. Kerry', 'V93 AB12'], 'Main Street, Kenmare, Co. Kerry, V93 AB12'],
  ])('reads %j', (lines, address) => {
    expect(postalAddress(lines)).toBe(address);
  });

  it("keeps a Brazilian street's town and state line, and its CEP line, under it", () => {
    // a door maker's footer list of shops (webcainternet/aeroportas2 at 33a80070,
    // public/catalog/view/theme/theme504/template/common/footer.tpl), as written
    expect(
      addressOf(
        '<ul class="list-unstyled"><li><a href="#">Loja 1: Av. dos Bandeirantes, 4265/85<br>\n\t\t\t\tAeroporto - São ' +
          'Paulo - SP<br>\n\t\t\t\t(11)5096-1803 / 5543-4699</a></li></ul>',
      ),
    ).toBe('Loja 1: Av. dos Bandeirantes, 4265/85, Aeroporto - São Paulo - SP');
  });

  it('reads a street named with no number over its town lines down to an Eircode (Ireland)', () => {
    // a Carrigaline medical centre's theme default (the code index's file 30033283027, a public WordPress theme it does
    // not name), as written
    expect(
      addressOf(
        '<p>Click the location icon to find us on Googlemaps. Our full address is<br>Heronswood Medical Centre,<br>' +
          'Cork Road,<br>Carrigaline,<br>Co. Cork<br>P43 VF30.</p>',
      ),
    ).toBe('Cork Road, Carrigaline, Co. Cork, P43 VF30');
    // (no postcode under it, no address: "Main Street" over a town alone may be a heading's words)
    expect(postalAddress(['Main Street', 'Kenmare'])).toBeUndefined();
  });

  it('reads the address a Google Maps embed names where the page writes it nowhere else', () => {
    // Elementor's Google Maps widget (elementor/elementor at 7390cf03, includes/widgets/google-maps.php, render())
    // writes the address it is given into the map's q=, as a Lima motorcycle dealer's contact page carries it
    // (EmersonValenzuela/motos at fa1319d6, application/views/contactanos.php)
    expect(
      addressOf(
        '<div class="contact-map"> \n      <iframe frameborder="0" scrolling="no" marginheight="0" marginwidth="0" ' +
          'src="https://maps.google.com/maps?q=Av.%20Defensores%20del%20Morro%201288%20%20Chorrillos%2C%20Lima&amp;t=m&amp;' +
          'z=16&amp;output=embed&amp;iwloc=near" title="Av. Defensores del Morro 1288  Chorrillos, Lima" ' +
          'aria-label="Av. Defensores del Morro 1288  Chorrillos, Lima"></iframe>\n      </div>',
      ),
    ).toBe('Av. Defensores del Morro 1288 Chorrillos, Lima');
    // (a map of a place's id gives none, nor a branch card's map: the card is read for the address it writes)
    const placeMap =
      '<div class="card"><iframe src="https://www.google.com/maps/embed/v1/place?key=K&amp;q=place_id:ChIJDxCquhDVwkcRyWBxWd_6qKo"></iframe></div>';
    expect(addressOf(placeMap)).toBeUndefined();
    const card = parseHtml(
      '<div class="card"><iframe src="https://maps.google.com/maps?q=Via%20Paolo%20Sarpi%2063%2C%2020154%20Milano&amp;output=embed"></iframe></div>',
    ).children[0] as unknown as Document;
    expect(extractPageAddress(card)).toBeUndefined();
    // (a map of a place's name, no address, gives none)
    expect(
      addressOf('<iframe src="https://maps.google.com/maps?q=Centro%20Sequoia%20CDMX&amp;output=embed"></iframe>'),
    ).toBeUndefined();
  });

  it('keeps a street named on the line or comma part before its number (Portugal, Spain)', () => {
    // the contacts sites zoo's money-transfer shops (pt-money-transfer) and dental clinic (es-dental-clinic)
    expect(postalAddress(['Av 1º de Maio', 'Nº 33 Paivas', '2845-582 Amora'])).toBe(
      'Av 1º de Maio, Nº 33 Paivas, 2845-582 Amora',
    );
    expect(
      postalAddress(['CLÍNICA DENTAL ALCÁZAR', 'Calle Mayor, 43 Bis Local.', 'Villarejo de Salvanés', '28590 Madrid']),
    ).toBe('Calle Mayor, 43 Bis Local., Villarejo de Salvanés, 28590 Madrid');
  });

  it('never takes a phone, a time or a price line for a street', () => {
    expect(addressOf('<p>Tel. 06161 / 912106<br>Mo–Fr 05:15 – 18:30 Uhr<br>Brot 4,60 €</p>')).toBeUndefined();
  });

  it('never reads a postcode under a name that merely contains "tel" as a phone ("Atelier", "Hotel")', () => {
    expect(textPhones('NichiNichi Café–Atelier\nReinhardsau 4 · 53937 Schleiden–Olef', 'DE')).toEqual([]);
    expect(textPhones('TEL028-653-9880', 'JP')).toEqual(['+81286539880']);
  });

  // (the probe's forms: each language's address label in bold before its address, on one line)
  it.each([
    ['Address:', '4500 Wabash Ave, Springfield, IL 62711'],
    ['Adresse:', 'Rheinstraße 12, 64283 Darmstadt'],
    ['Adresse :', '12 avenue Jean Jaurès, 69007 Lyon'],
    ['Dirección:', 'Av. de la Constitución, 45, 41001 Sevilla'],
    ['Indirizzo:', 'Via Roma 12, 20121 Milano'],
    ['Adres:', 'Oudegracht 120, 3511 AX Utrecht'],
    ['Morada:', 'Av. da Liberdade, 120, 1250-146 Lisboa'],
  ] as const)('leaves the label "%s" out of the address it shares a line with', (label, address) => {
    const html = `<div class="box"><h3>Downtown</h3><p><strong>${label}</strong> ${address}</p></div>`;
    expect(addressOf(html)).toBe(address);
  });
});
