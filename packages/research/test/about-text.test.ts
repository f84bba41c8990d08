// The business's own words about itself, read from real websites (research corpus, dev half): its about page's
// story, else its home page's introduction; never a template's placeholder, a note further down a one-page site,
// a paragraph that answers the one before it, or a paragraph in another language than the page's.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { aboutText } from '../src/about-text';
import { parseHtml } from '../src/html';
import { itWithSharedSites, sharedSite } from '../../../test/helpers/shared-sites';

const CORPUS = join(__dirname, '../../../test/research-corpus');
const page = (entry: string, file: string, path = `/${file}`) => ({
  url: `http://127.0.0.1${path}`,
  doc: parseHtml(readFileSync(join(CORPUS, entry, 'site', file), 'utf8')),
});

describe('the business’s own story', () => {
  it('reads a one-page site’s introduction, its first section’s paragraphs as written', () => {
    const story = aboutText([page('il-papiro-pizzeria-milano', 'index.html', '/')], 'Il Papiro Pizzeria');
    expect(story).toEqual({
      value:
        'Il papiro della nostra insegna è fatto così: un solo stelo che in cima si apre a ventaglio. È anche il ' +
        'modo più onesto di spiegare come lavoriamo — una pizza sola, e dieci strade per arrivarci. Il platano non ' +
        'contiene farine né lievito. La canapa e il farro portano lievito madre. Il carbone vegetale è quello scuro ' +
        'nella foto qui accanto: chi lo ordina lo fa perché lo digerisce meglio. Cambia la base, non cambia il ' +
        'forno a legna.',
      url: 'http://127.0.0.1/',
    });
    // (the sizes line after it holds a measure and a quote of the menu: no story, and the story ends before it)
    expect(story!.value).not.toContain('Formati');
  });

  it('reads an introduction under a title of several headings in a row as under one', () => {
    // an Italian restaurant's home page: "Ristorante", "Le Vecchie Credenze", "di Vittorio e Valeria", then its prose
    const intro = aboutText([page('le-vecchie-credenze-santena', 'index.html')], 'Le Vecchie Credenze', 'IT');
    expect(intro?.value).toMatch(/^“Le Vecchie Credenze” è situato in un'ala di un’antica cascina/);
  });

  it('never takes a template’s placeholder text for the business’s words', () => {
    const pages = ['index.html', 'about.html'].map((f) => page('agora-barra-de-cafe', f));
    expect(aboutText(pages, 'Agora Barra de Café')).toBeUndefined();
  });

  it('never takes a one-page site’s later notes (what happens to sorted-out items) for its introduction', () => {
    expect(
      aboutText([page('kinderboerse-kleiner-fuchs-herzogenbuchsee', 'index.html', '/')], 'Kinderbörse kleiner Fuchs'),
    ).toBeUndefined();
  });
});

describe('an about page', () => {
  const about = (body: string, lang = 'es') =>
    aboutText(
      [
        { url: 'http://127.0.0.1/', doc: parseHtml(`<html lang="${lang}"><body><main><h1>Inicio</h1></main></body>`) },
        {
          url: 'http://127.0.0.1/quienes-somos',
          doc: parseHtml(`<html lang="${lang}"><body><header><nav>Inicio</nav></header><main>${body}</main>
<footer><p>© 2024 Clínica. Todos los derechos reservados. Aviso legal y política de privacidad.</p></footer></body></html>`),
        },
      ],
      'Clínica Aguirre',
    );

  it('opens its story at a section’s start, never with a sentence that follows a list or another paragraph', () => {
    // a timeline's items, as a physiotherapy clinic's about page writes them
    const story = about(`<h2>Nuestra historia</h2>
<div class="item"><div class="title">Primera clínica</div><div class="desc"><p>En 2003 establece su primera clínica, con dos principios:</p>
<ul><li>Una atención personalizada.</li><li>Calidad en los tratamientos.</li></ul>
<p>Es la primera clínica de la ciudad donde se imparte el Método Pilates, y enseguida se convirtió en un gran éxito.</p></div></div>
<div class="item"><h3>Madrid</h3><p>Tras cinco años, Manuel Aguirre vuelve a Madrid y abre una nueva clínica en el barrio de Chamartín, con los mismos principios.</p>
<p>Hoy la clínica reúne a fisioterapeutas y osteópatas con muchos años de experiencia en lesiones deportivas.</p></div>`);
    expect(story?.value).toBe(
      'Tras cinco años, Manuel Aguirre vuelve a Madrid y abre una nueva clínica en el barrio de Chamartín, con los ' +
        'mismos principios. Hoy la clínica reúne a fisioterapeutas y osteópatas con muchos años de experiencia en ' +
        'lesiones deportivas.',
    );
    expect(story?.url).toBe('http://127.0.0.1/quienes-somos');
  });

  it('leaves out a long paragraph in another language than the page’s, contact lines and legal notes', () => {
    const story = about(
      `<h1>Über uns</h1><p>Seit vielen Jahren backen wir in unserer kleinen Backstube jeden Morgen Brot, Brötchen und Kuchen nach den Rezepten unserer Großeltern, mit Mehl aus der Mühle im Nachbardorf.</p>
<p>Every morning we bake bread, rolls and cakes in our small bakery following our grandparents' recipes, with flour from the mill in the next village.</p>
<p>Rufen Sie uns an: 06161 912106 oder schreiben Sie an info@example.de, wir freuen uns auf Sie.</p>`,
      'de',
    );
    expect(story?.value).toBe(
      'Seit vielen Jahren backen wir in unserer kleinen Backstube jeden Morgen Brot, Brötchen und Kuchen nach den ' +
        'Rezepten unserer Großeltern, mit Mehl aus der Mühle im Nachbardorf.',
    );
  });

  it('reads a history page (storia, historia) whose layout blocks have ids, not a card’s class', () => {
    // an Italian restaurant's "La storia" page, its content in a div#content beside the header's and footer's divs
    const story = aboutText(
      [page('le-vecchie-credenze-santena', 'index.html'), page('le-vecchie-credenze-santena', 'storia.html')],
      'Le Vecchie Credenze',
      'IT',
    );
    expect(story?.url).toBe('http://127.0.0.1/storia.html');
    expect(story?.value).toMatch(
      /^Vittorio Dalla Vecchia, patron de “Le Vecchie Credenze”, è nato a Valdagno nel 1966/,
    );
  });

  it('reads nothing where the page holds no prose', () => {
    expect(about('<h1>Equipo</h1><ul><li>Manuel Aguirre</li><li>Ana Ruiz</li></ul>')).toBeUndefined();
  });
});

describe('the about page among a site’s pages (real websites in ../shared/sites)', () => {
  const shared = (site: string, file: string) => ({
    url: `http://127.0.0.1/${file}`,
    doc: parseHtml(readFileSync(join(sharedSite(site), file), 'utf8')),
  });

  itWithSharedSites('never takes a blog post whose title says “sobre” (about) for the about page', () => {
    const story = aboutText(
      ['index.html', 'blog/articles/choque-termico-cabello-viajes-tierra-caliente.html', 'nosotros.html'].map((f) =>
        shared('narbos-salon-spa', f),
      ),
      "Narbo's Salón Spa",
    );
    expect(story?.url).toBe('http://127.0.0.1/nosotros.html');
    expect(story?.value).toMatch(/^En Narbo's Salón Spa, creemos que la belleza es una experiencia integral\./);
  });

  itWithSharedSites('leaves out a title set on a paragraph’s own first line', () => {
    const story = aboutText(
      ['index.html', 'about.html'].map((f) => shared('chatkaew-thai-massage', f)),
      'ChatKaew Thai Massage',
    );
    expect(story?.value).toMatch(/^As the founder of ChatKaew Thai Massage, /);
  });
});
