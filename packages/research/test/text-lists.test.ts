// Offerings named in running text: the lists people write in sentences, in the languages research reads, read only
// where a phrase introduces them or a sentence is nothing but the list. Excerpts of real pages (research corpus dev
// half and ../shared/sites).
import { extractServices } from '../src/content';
import { parseHtml } from '../src/html';
import { sentenceOfferings } from '../src/text-lists';

describe('offerings named in running text', () => {
  it.each([
    [
      'fr, after "je vous propose … :"',
      'Installé depuis 2010 sur la commune de la Plaine Saint Denis, plombier chauffagiste confirmé, je vous propose mes services dans les domaines suivants : Plomberie, Climatisation, Chauffage et Sanitaire.',
      ['Plomberie', 'Climatisation', 'Chauffage', 'Sanitaire'],
    ],
    [
      'fr, "un choix de …, mais aussi de …", each item without its purpose',
      "Vous y découvrirez un choix étonnant de fleurs coupées, de bouquets et compositions d'inspiration variée, mais aussi de plantes vertes et fleuries pour toutes les occasions, ainsi que des créations artisanales originales pour vos cadeaux déco.",
      ['Fleurs coupées', "Bouquets et compositions d'inspiration variée", 'Plantes vertes et fleuries'],
    ],
    [
      'fr, the list after "en matière de", not the names before it',
      'Peggy, Sabine, Maguy et Cyndie vous accueillent pour toutes vos envies en matière de coupes, coiffures, colorations et soins pour cheveux.',
      ['Coupes', 'Coiffures', 'Colorations', 'Soins'],
    ],
    [
      'pt, after "inclui", up to where the sentence goes on',
      'Além da parte de Medicina Veterinária que inclui consultas comuns e especializadas, cirurgias e internamento, plantão, atendimento a domícilio, anestesias, vacinas, profiláxia dentária, exames e chipagem de animais, a Vet Dog conta com parceria anexada a clinica.',
      [
        'Consultas comuns e especializadas',
        'Cirurgias e internamento',
        'Plantão',
        'Atendimento a domícilio',
        'Anestesias',
        'Vacinas',
        'Profiláxia dentária',
        'Exames',
        'Chipagem de animais',
      ],
    ],
    [
      'es, the narrower cue inside a wider one',
      'Nuestras elaboraciones se especializan en productos de panadería, bollería y repostería.',
      ['Panadería', 'Bollería', 'Repostería'],
    ],
    [
      'es, a list in parentheses after the treatments it names',
      'Ha creado esta clínica para mejorar la salud de las personas a partir de tratamientos manuales (fisioterapia, osteopatía, drenaje linfático, acupuntura) y el Método Pilates.',
      ['Fisioterapia', 'Osteopatía', 'Drenaje linfático', 'Acupuntura'],
    ],
    [
      'nl, two items after "onder meer", without the parenthesis and the clause after them',
      'En natuurlijk is ook de gebakken vis aanwezig; onder meer heerlijke warmgebakken kibbeling en lekkerbek (beiden van echte kabeljauw) zijn onze specialiteiten.',
      ['Heerlijke warmgebakken kibbeling', 'Lekkerbek'],
    ],
    [
      'de, "Es gibt A, B sowie C" up to the dash',
      'Es gibt Kaffee und Tee, hausgemachte Kuchen und Desserts sowie einen wechselnden Tagesteller – je nach Tag auch Onigiri, Miso-Suppe oder andere herzhafte Kleinigkeiten.',
      ['Kaffee und Tee', 'Hausgemachte Kuchen', 'Desserts', 'Wechselnden Tagesteller'],
    ],
    [
      'en, "… include A, B, C, and D" with its Oxford comma',
      "A few of Scheeff's homemade desserts include apple and plum crumble cake, mandarin cheesecake, fruit tartlet, and cream puffs.",
      ['Apple and plum crumble cake', 'Mandarin cheesecake', 'Fruit tartlet', 'Cream puffs'],
    ],
    [
      'en, closed by "etc."',
      'Serves a variety of German meats, breads, sauerkraut, pastries, etc.',
      ['German meats', 'Breads', 'Sauerkraut', 'Pastries'],
    ],
    [
      'ja, items of kanji and katakana between 、 before など',
      '当社では外壁塗装、屋根塗装、防水工事などを行っています。',
      ['外壁塗装', '屋根塗装', '防水工事'],
    ],
  ])('%s', (_label, sentence, items) => {
    expect(sentenceOfferings(sentence)).toEqual(items);
  });

  it('reads a sentence that is nothing but a list among the sentences of its paragraph', () => {
    const sentence = 'Coupe de cheveux, taille de barbe, rasage à l’ancienne, soins au poil.';
    expect(sentenceOfferings(sentence, true)).toEqual([
      'Coupe de cheveux',
      'Taille de barbe',
      'Rasage à l’ancienne',
      'Soins au poil',
    ]);
    // alone on its line it may be a dish's ingredients, a caption or an address
    expect(sentenceOfferings(sentence, false)).toEqual([]);
  });

  it.each([
    ['a dish’s ingredients', 'Geröstetes Brot mit Tomaten, Knoblauch, Basilikum und Olivenöl.'],
    ['towns served', 'Cambridge, Somerville, Brookline, Chelsea, Everett, Medford, Quincy, Revere, Watertown.'],
    ['an address', 'Dirección: Centro Comercial Fontanar, Chía, Cundinamarca, Colombia.'],
    ['clauses', 'Au sandwich, ajoutez, si vous le désirez, une boisson et un délicieux dessert d’Au PainLevé!'],
    [
      'a run of commas that is not closed',
      'Imaginez cette nouvelle suite parentale, cette nouvelle cuisine, cette buanderie si pratique et rendez votre projet palpable en faisant appel à nous.',
    ],
    [
      'advice, not offerings',
      'Nous vous assurons également des conseils avisés pour le choix de la coupe, la coiffure ou la coloration idéale.',
    ],
    [
      'verbs after the noun',
      'Nuestros tratamientos ayudan a oxigenar la piel, retrasar el envejecimiento y mejorar la absorción de nutrientes.',
    ],
    ['days', 'Wir bieten Montag, Dienstag und Mittwoch Frühstück an.'],
    [
      'a comparison',
      'Aujourd’hui encore, les hausses du prix du pain sont sources de révoltes dans des pays comme le Soudan, la Jordanie, la Moldavie.',
    ],
  ])('reads no offering from %s', (_label, sentence) => {
    expect(sentenceOfferings(sentence, true)).toEqual([]);
  });

  it('reads a joinery workshop\'s list after "entre autres", closed by an ellipsis before the next sentence', () => {
    // florenthey/a-h@1f2566e3d811a11c2746e098ee6364ab3d92ce77 pages/atelier/index.jsx (a paragraph of JSX, its source
    // lines joined by a space as React renders them)
    const doc = parseHtml(
      `<body><main><h1>Atelier</h1><p>Nos exigences sont le gout d’un travail soigné, la maitrise d’un savoir faire technique indispensable à la réalisation de projets ambitieux et esthétiques. Nous travaillons les bois massifs, les panneaux et placages offrant une large gamme de création de mobilier sur mesure variant couleurs et textures au plus près de vos envies. Nous vous proposons des solutions clés en mains pour vos espaces de vie et de travail, avec des visuels 3D Nous réalisons entre autres vos cuisines, dressings, salles de bains, parquets, terrasses, volets… Nous pouvons aussi remplacer vos menuiseries extérieures. Nous vous proposons également peinture, revêtements muraux et effets de matières. N’hésitez pas à nous contacter pour tous vos projets…</p></main></body>`,
    );
    expect(extractServices(doc, 'http://127.0.0.1/atelier').map((s) => s.name)).toEqual(
      expect.arrayContaining(['Cuisines', 'Dressings', 'Salles de bains', 'Parquets', 'Terrasses', 'Volets']),
    );
  });

  // each language's "among others" before a list (the offerings-forms probe, round 4)
  it.each([
    ['en', 'We repair, among others, boilers, radiators and heat pumps.', ['Boilers', 'Radiators', 'Heat pumps']],
    [
      'en',
      'Our work includes among other things roofing, guttering and chimneys.',
      ['Roofing', 'Guttering', 'Chimneys'],
    ],
    [
      'fr',
      'Nous réalisons entre autres la couverture, la zinguerie et la charpente.',
      ['Couverture', 'Zinguerie', 'Charpente'],
    ],
    [
      'es',
      'Reparamos entre otras cosas calderas, radiadores y bombas de calor.',
      ['Calderas', 'Radiadores', 'Bombas de calor'],
    ],
    [
      'it',
      'Eseguiamo, tra gli altri, impianti idraulici, impianti elettrici e ristrutturazioni.',
      ['Impianti idraulici', 'Impianti elettrici', 'Ristrutturazioni'],
    ],
    [
      'pt',
      'Realizamos entre outras coisas pinturas, reparações e remodelações.',
      ['Pinturas', 'Reparações', 'Remodelações'],
    ],
  ])('%s: %s', (_lang, sentence, items) => {
    expect(sentenceOfferings(sentence)).toEqual(items);
  });

  it('reads the lists of a page’s prose, not of its navigation or a hidden translation', () => {
    const doc = parseHtml(
      `<body><nav><p>Wir bieten Brot, Brötchen und Kuchen.</p></nav><main>
<div data-lang="de"><p>Während der regulären Öffnungszeiten brauchst du keine Reservierung. Es gibt Kaffee und Tee, hausgemachte Kuchen und Desserts sowie einen wechselnden Tagesteller.</p></div>
<div data-lang="en" hidden=""><p>No reservation is needed. There is coffee and tea, homemade cakes and desserts, plus a Daily Meal Set.</p></div>
</main></body>`,
    );
    expect(extractServices(doc, 'http://127.0.0.1/').map((s) => s.name)).toEqual([
      'Kaffee und Tee',
      'Hausgemachte Kuchen',
      'Desserts',
      'Wechselnden Tagesteller',
    ]);
  });
});
