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
