// A professional's practice areas are its services, in the languages research reads (real markup, research corpus).
import { extractServices } from '../src/content';
import { parseHtml } from '../src/html';

describe('practice areas', () => {
  it("reads a law firm's areas of law under its page heading as its services", () => {
    const doc = parseHtml(
      `<body><nav><ul><li><a href='rechtsgebiete.html'>Rechtsgebiete</a></li><li><a href='kontakt.html'>Kontakt/Lage</a></li></ul></nav>
<div id='content'><h1>Rechtsgebiete</h1><ul><li>Strafrecht</li><li>Arbeitsrecht</li><li>Vertragsrecht</li><li>Erbrecht</li>
<li>Verkehrsrecht</li></ul></div><footer><div class='name'><h3>Kristin Bergmann</h3>Rechtsanwältin</div></footer></body>`,
    );
    expect(extractServices(doc, 'http://127.0.0.1/rechtsgebiete.html').map((s) => s.name)).toEqual([
      'Strafrecht',
      'Arbeitsrecht',
      'Vertragsrecht',
      'Erbrecht',
      'Verkehrsrecht',
    ]);
  });
});

describe('pages named for the offerings', () => {
  it("reads the sections of a page whose path names the products in the page's language", () => {
    // an Italian butcher's /prodotti page: a heading, a sentence and a list per product group
    const body =
      '<main><section><h2>Carni Bovine</h2><p>Tagli selezionati da allevamenti italiani, frollati con cura.</p>' +
      '<ul><li>Costata</li><li>Filetto</li></ul></section><section><h2>Arrosti e Spiedi</h2>' +
      '<p>Porchette e arrosti allo spiedo cotti lentamente per una croccantezza perfetta.</p>' +
      '<ul><li>Porchetta</li><li>Stinco</li></ul></section></main>';
    expect(extractServices(parseHtml(body), 'http://x/prodotti').map((s) => s.name)).toEqual([
      'Carni Bovine',
      'Arrosti e Spiedi',
    ]);
    // the same sections on the story page are not offerings
    expect(extractServices(parseHtml(body), 'http://x/chi-siamo')).toEqual([]);
  });
});
