// A page its breadcrumb places under the site's services: its lists of short names are offerings (real markup,
// research corpus dev half).
import { extractServices } from '../src/content';
import { parseHtml } from '../src/html';

describe('a page its breadcrumb places under the services', () => {
  // A Brazilian salon's page of nail services (research corpus, dev half): no heading says "services", the
  // breadcrumb does; the hours list beside it is not read.
  const page = (crumb: string) =>
    parseHtml(`<body><header><nav><ul><li><a href="index.php">Início</a></li><li><a href="index.php#sc">Serviços</a></li><li><a href="contato.php">Contato</a></li></ul></nav></header>
<section class="intro"><div class="text-intro"><h1>Unhas</h1>${crumb}</div></section>
<section class="procedures"><div class="container"><div>
<ul><h3>Manicure</h3><li>Unhas de gel</li><li>Unhas de acrigel</li><li>Banho de gel</li></ul>
<ul><h3>Pedicure</h3><li>Spa dos pés</li></ul></div>
<div><ul><h3>Horários</h3><li>Segunda: 13h - 18h</li><li>Terça a Sabado: 9h - 18h</li><li>O salão não abre aos domingos</li></ul></div>
</div></section></body>`);

  it('reads each list of short names under its heading', () => {
    const doc = page(
      '<p><a href="index.php">Início/</a><a href="index.php #unha">Serviços/</a><a href="unha.php">Unhas</a></p>',
    );
    expect(extractServices(doc, 'http://127.0.0.1/unha.php')).toEqual([
      { name: 'Unhas de gel', category: 'Manicure' },
      { name: 'Unhas de acrigel', category: 'Manicure' },
      { name: 'Banho de gel', category: 'Manicure' },
      { name: 'Spa dos pés', category: 'Pedicure' },
    ]);
  });

  it('reads nothing from those lists without the breadcrumb', () => {
    expect(extractServices(page(''), 'http://127.0.0.1/unha.php')).toEqual([]);
  });
});
