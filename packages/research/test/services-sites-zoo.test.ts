// The services zoo's round 5, "sites": whole small websites from public repositories (test/fixtures/services-sites-zoo,
// a folder of pages per site, each page naming its source), read through research's own crawl (scrapeWebsite from the
// home page of a site served on 127.0.0.1), so the zoo measures which pages research reads and which block of which
// page it takes offerings from, not one page's reader alone. Each case lists every offering the owner names (services,
// treatments, product lines, rentals) and texts that must never be read as one (navigation, calls to action, steps,
// team roles, reasons to choose, blog titles, areas served). A case's folder name is split once by `halfOf` (the
// research corpus's rule): readers are improved looking at the tuning half only; what a held-out case misses is never
// printed. Thirteen sites in seven languages (German, Dutch, Italian, Portuguese, French, Spanish, English), split before
// any reader changed: tuning 9, held-out 4. First pass: tuning 3/9 sites whole, 38/64 offerings, 8 wrong; held-out 2/4
// sites whole, 30/40 offerings, 0 wrong. After round 5's techniques (a class or role naming navigation is the menu,
// cards leading to the menu's offering pages, "what we offer" in every language, an offering's block named in the
// singular, a card's line above a heading that is a sentence, PHP instructions no longer fatal): tuning 6/9 sites
// whole, 56/64 offerings, 1 wrong; held-out 2/4 sites whole, 30/40 offerings, 0 wrong. Two German sites added after
// those techniques (`round: 'later'`, both in the tuning half by `halfOf`), read by them first: 1/2 sites whole, 6/6
// offerings, 13 wrong (a floor-heating fitter's steps and benefits under his one service); after a numbered step and
// a block of benefits stopped counting as offerings: 1/2 sites whole, 6/6 offerings, 2 wrong (the round-5 batch
// unchanged by it).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { halfOf, normText } from '../../../test/research-corpus/measures';
import { scrapeWebsite, type ScrapedSite } from '../src/scrape';
import { startFakeWebsite } from './fake-website';

interface Case {
  /** a case added after round 5's techniques, read by them first (its first pass is no figure of the split batch) */
  round?: 'later';
  /** the site's folder in test/fixtures/services-sites-zoo: its pages under their own file names */
  site: string;
  /** where the caller says the business is (the API's location) */
  location: string;
  /** every offering the owner names; a list gives the other writings the site itself uses */
  items: (string | string[])[];
  /** texts that must never be an offering's name */
  never: string[];
}

const CASES: Case[] = [
  {
    site: 'de-painter',
    location: 'Kaltenkirchen, Deutschland',
    items: [
      ['Maler- und Anstricharbeiten', 'Maler- & Anstricharbeiten'],
      'Fassadenarbeiten',
      'Dekorative Wandgestaltung',
      'Schimmel- & Wasserschäden',
      'Trockenbau',
      'Bodenarbeiten',
      'Sanierung',
    ],
    never: [
      'Referenzen',
      'Farbfächer',
      'Jobs',
      'Unternehmen',
      'Kontakt',
      'Termin vereinbaren',
      'Schreiben Sie uns',
      'Das können wir bieten:',
      'Unsere Leistungen',
      'Datenschutz',
      'Impressum',
      'Cookie-Einstellungen',
      'Technisch notwendige',
      'Analytische',
      'Drittanbieter-Inhalte',
      'Alle akzeptieren',
      'Ihre Inspiration',
      'Direkt loslegen',
    ],
  },
  {
    round: 'later',
    site: 'de-floor-heating',
    location: 'Deutschland',
    items: [['Nachträgliche Fußbodenheizung', 'Fußbodenheizung nachträglich einfräsen']],
    never: [
      'Fräsen',
      'Rohrverlegung',
      'Anschließen',
      'Verspachteln',
      'Schritt 1',
      'Unser Ablauf: Schritt für Schritt',
      'Keine Aufbauhöhe',
      'Fertig in 1–2 Tagen',
      'Festpreis-Garantie',
      'Alle Estricharten',
      '30 Jahre Garantie',
      'Material aus Deutschland 🇩🇪',
      'Was Sie davon haben',
      'Das fragen unsere Kunden',
      'Wie lange dauert die Ausführung?',
      'Kostenlose Analyse anfragen',
      'Jetzt kostenlose Analyse anfragen',
      'Über uns',
      'Deutschlandweit',
      'Impressum',
      'Datenschutz',
    ],
  },
  {
    round: 'later',
    site: 'de-landscaper',
    location: 'Deutschland',
    items: ['Gartenplanung & Design', 'Pflaster- & Wegebau', 'Terrassenbau', 'Bepflanzung', 'Gartenpflege'],
    never: [
      'Leistung 01',
      'Welche Leistung passt zu Ihnen?',
      'Kostenlos beraten lassen',
      'Beratung anfragen',
      'Jetzt Beratung anfragen',
      'Referenzen',
      'Über uns',
      'Unsere Projekte',
      'Beispiel 1',
      'Kategorie 1',
      'Realisierte Projekte',
      'Kundenzufriedenheit',
      'Gärten, die Geschichten erzählen',
    ],
  },
  {
    site: 'de-physio',
    location: 'Freiburg im Breisgau, Deutschland',
    items: ['Physiotherapie', 'Manuelle Therapie', 'Myoreflextherapie'],
    never: [
      'Freiburg',
      'Keltern-Weiler',
      'Freiburg im Breisgau',
      'Standorte',
      'Blog',
      'Über uns',
      'Termin buchen',
      'Termin online buchen',
      'Leistungen ansehen',
      'Mehr erfahren →',
      'Zwei Praxen, ein Anspruch',
      'Vier Therapeutinnen, ein Anliegen',
      'Brita Schwanke-Lorenz',
      'Physiotherapeutin, Lymphdrainage',
      'Beckenboden nach der Schwangerschaft stärken',
      'Rückenschmerzen im Homeoffice vorbeugen',
      'Was ist Myoreflextherapie eigentlich?',
      'Datenschutz',
      'Impressum',
    ],
  },
  {
    site: 'en-carpet',
    location: 'Cherry Hill, NJ',
    items: ['Carpet Cleaning', 'Tile & Grout Cleaning', 'Upholstery Cleaning'],
    never: [
      '1 - Preparation',
      '2 - Rejuvenation',
      '3 - Protection',
      'Clean My Carpets',
      'Clean My Dirty Carpets!',
      'Get Service Quote',
      'Quick Quote',
      'Store Map',
      'Our Company',
      'Meet Our 5 Star Team!',
      'Have any questions?',
      'San Antonio',
      'Kingwood',
      'State College',
      'Carpet Palace',
      'Servgrow',
    ],
  },
  {
    site: 'en-garage-doors',
    location: 'Southern Ontario, Canada',
    items: [
      'Residential Doors',
      'Commercial Doors',
      'Repair Services',
      'Carport Conversion',
      'Custom Wooden Doors',
      'Glass Accented Doors',
      'Custom Steel Doors',
      'Custom Aluminum Doors',
      'Custom Vinyl Doors',
    ],
    never: [
      'Broken Springs',
      'Noisy Operation',
      'Sensor Problems',
      'We Offer Emergency Service!',
      'Contact Now!',
      'Contact Us',
      'Let Us Help',
      'Why Choose Our Services',
      'Our Promise to You!',
      'Reviews',
      'Door Types/Styles',
      'About Us',
      'Increase Property Value:',
      'Enhance Security:',
      'Quick Links',
      'Call Us',
    ],
  },
  {
    site: 'es-inflatables',
    location: 'Yecapixtla, Morelos, México',
    items: [
      'Paw Patrol',
      'Dragon Ball Z',
      'Disney',
      'Toy Story',
      'Frozen',
      'Spider-Man',
      'Mickey Mouse',
      'Peppa Pig',
      'Princesas',
      'Forma de Arco',
      'Arcos',
      'Monster',
    ],
    never: [
      'Reservar por WhatsApp',
      'Pedir cotización',
      'Ver inflables',
      'Reservar',
      'Galería',
      'Preguntas Frecuentes',
      'Inflables seguros y de calidad',
      'Precios accesibles',
      'Entrega y recogida a domicilio',
      '¿Cómo reservo un inflable?',
      'Opiniones de clientes',
      'Cuéntanos de tu evento',
      'Datos de contacto',
      'Enviar por WhatsApp',
    ],
  },
  {
    site: 'fr-beauty-institute',
    location: 'Marseille, France',
    items: [
      'Epilations',
      'Main et pieds',
      'Maquillage',
      'Soin visage',
      'Soin corps',
      'Amincissement',
      'Visage et corps',
      'Épilation et forfaits',
    ],
    never: [
      'Acceuil',
      'Nous contacter',
      'En savoir plus',
      'Contactez nous',
      'Une question ?',
      'Des produits 100% français',
      'Conseil et Écoute et professionnalisme',
      'Disponiblité',
      'Liens Utiles',
      'Horaires',
      'Provence Santé, notre partenaire principal',
      'Mentions légales',
      'Fermé',
    ],
  },
  {
    site: 'fr-hairdresser',
    location: 'Prat, France',
    items: [
      'Coupe',
      'Coiffage',
      'Brushing',
      'Permanente',
      'Couleur',
      'Décoloration',
      'Mèches bonnet',
      'Patine',
      'Shampoing américain',
      'Chignon simple',
      'Barbe',
      "Tour d'oreille",
      'Couronne',
      'Chignon fillette',
      'Coupe étudiante',
      'Olaplex',
      'Formule mariage avec 1 essai',
    ],
    never: [
      'Accueil',
      'Prestations',
      'Nos produits',
      'Galerie',
      'Présentation',
      'Coordonnées',
      'Retrouvez moi aussi sur ...',
      'Femme',
      'Homme',
      'Mariages',
      'Accessoires',
      'Afficher le menu',
    ],
  },
  {
    site: 'it-boatyard',
    location: 'Andora, Italia',
    items: [
      'Assistenza Meccanica Specializzata',
      'Equipaggiamento Nautico',
      'Manutenzione Carena',
      'Collaudi e Assistenza',
      'Rimessaggio',
      'Consulenza Acquisto & Vendita',
    ],
    never: [
      'Vetrina',
      'Chi Siamo',
      'Contattaci',
      'Richiedi un Preventivo',
      'Richiedi Preventivo →',
      'Sunseeker',
      'Fairline',
      'Sunseeker Portofino 53',
      'Esperti sulle migliori imbarcazioni',
      'Privacy Policy',
      'Anni di esperienza',
      'Vetrina Usato',
      'Imbarcazioni selezionate per te',
    ],
  },
  {
    site: 'it-dermatology',
    location: 'Pompei, Italia',
    items: [
      'Dermatologia',
      'Laser Terapia',
      'Dermochirurgia',
      'Medicina Estetica',
      'Botox',
      'Filler occhi',
      'Rinoplastica',
      'Filler',
      'Micro-soft Surgery',
      'Mastoplastica',
    ],
    never: [
      'Formazione',
      'Focus',
      'Valori',
      'Galleria',
      'Prima e dopo',
      'Prenota ora',
      'Richiedi un Appuntamento',
      'Dott. Gianluca Petrillo',
      'Dott.ssa Sabrina Francione',
      'Termini di servizio',
      'Link Utili',
      'Ci trovi qui',
      'Seleziona Servizio',
      "Cos'è Pefra?",
    ],
  },
  {
    site: 'nl-garage',
    location: 'Drachten, Nederland',
    items: [
      'Inkoop en taxatie',
      'Garantie en zekerheid',
      'Financiering',
      'Aankoopbegeleiding',
      'Chiptuning en software',
      'Performance parts',
    ],
    never: [
      'Voorraad',
      'Over ons',
      'Contact',
      'Neem contact op',
      'Transparante beoordeling',
      'Stage 1 en Stage 2 mogelijk',
      'Kwaliteit boven kwantiteit',
      'Geselecteerde voorraad',
      'Professionele presentatie',
      'Persoonlijk contact',
      'Occasions',
      'Recent verkocht',
      'Bekijk deze auto',
      'BMW E91 330D N57 X-Drive',
      'M-Pakket',
    ],
  },
  {
    site: 'nl-gardener',
    location: 'Zuid-Limburg, Nederland',
    items: ['Tuinontwerp', 'Terrassen', 'Grondverzet', 'Tuinonderhoud', 'Opritten', 'Gazon', 'Vlonders', 'Schuttingen'],
    never: [
      'Vrijblijvend gesprek',
      'Offerte op maat',
      'Wij gaan aan de slag',
      'Pas klaar als jij tevreden bent',
      'Projecten',
      'Reviews',
      'Offerte aanvragen',
      'Meer info',
      'Hover voor meer info',
      'Bekijk alle diensten',
      'Zuid-Limburg',
      'Vakmanschap dat je terugziet',
      'Projecten afgerond',
    ],
  },
  {
    site: 'pt-accountant',
    location: 'São Paulo, Brasil',
    items: [
      'Contabilidade para MEI e pequenas empresas',
      'Abertura e baixa de empresas',
      'Transferência',
      'Alteração e regularização',
      'Parcelamento de débitos',
      'Desenquadramento do MEI',
      'Confecção de guia de imposto',
      'Emissão de Certidões',
      'Imposto de Renda',
    ],
    never: [
      'Confiança Absoluta',
      'Foco no Crescimento',
      'Atendimento Personalizado',
      'Consultar Especialista',
      'Por que nos escolher?',
      'Falar com um Especialista',
      'Nossos Serviços',
      'Excelência em Contabilidade',
      'Redes Sociais',
      'Contato',
    ],
  },
  {
    site: 'pt-laundry',
    location: 'Porto, Portugal',
    items: ['Vestuário', 'Peles', 'Carpetes', 'Roupa de Neve', 'Têxteis Lar', 'Só Passar / Secar'],
    never: [
      'Meio século de história',
      'Sempre disponíveis',
      'Vamos até si',
      'Pague como preferir',
      'Ver preços',
      'Enviar mensagem',
      '4.5 estrelas no Google',
      'Promoção da semana',
      'Clínicas',
      'Início',
      'Contacto',
      'Serviços & Preços',
    ],
  },
];

/**
 * Sites research does not read whole yet: each runs as `it.failing`, so reading one makes the run say so and the list
 * only shrinks.
 */
const KNOWN_MISSES = new Set<string>([
  'de-floor-heating',
  'en-carpet',
  'en-garage-doors',
  'fr-beauty-institute',
  'it-boatyard',
  'pt-laundry',
]);

const DIR = join(__dirname, 'fixtures', 'services-sites-zoo');

/** the site's pages by path: each file under its name, an .html page also without the extension, the home page at / */
function pagesOf(site: string): Record<string, [string, string]> {
  const pages: Record<string, [string, string]> = {};
  for (const file of readdirSync(join(DIR, site))) {
    const page: [string, string] = ['text/html; charset=utf-8', readFileSync(join(DIR, site, file), 'utf8')];
    pages[`/${file}`] = page;
    if (file.endsWith('.html')) pages[`/${file.slice(0, -'.html'.length)}`] = page;
    if (/^index\.(html|php)$/.test(file)) pages['/'] = page;
  }
  return pages;
}

/** an offering's name as compared: normalised, without a closing colon, dot or arrow */
const named = (s: string) => normText(s).replace(/[\s:.→]+$/u, '');

interface Tally {
  found: number;
  expected: number;
  wrong: number;
  misses: string[];
}

/** what research read of the site's offerings against the owner's list */
function tally(c: Case, site: ScrapedSite | null): Tally {
  const names = (site?.services ?? []).map((s) => named(s.name));
  const missing = c.items.filter((item) => {
    const writings = (Array.isArray(item) ? item : [item]).map(named);
    return !names.some((n) => writings.some((w) => n.includes(w)));
  });
  const wrong = c.never.filter((t) => names.includes(named(t)));
  const misses = [
    ...(site ? [] : ['no site read']),
    ...missing.map((m) => `missing ${Array.isArray(m) ? m[0] : m}`),
    ...wrong.map((t) => `read as an offering: ${t}`),
  ];
  return { found: c.items.length - missing.length, expected: c.items.length, wrong: wrong.length, misses };
}

async function read(c: Case): Promise<ScrapedSite | null> {
  const site = await startFakeWebsite(pagesOf(c.site));
  try {
    return await scrapeWebsite(`${site.base}/`, { allowLoopback: true, location: c.location });
  } finally {
    await site.close();
  }
}

const results = new Map<string, Tally>();

describe('the services zoo, round 5: the offerings of whole small sites, read through the crawl', () => {
  it('holds real pages, each naming its source', () => {
    for (const c of CASES)
      for (const file of readdirSync(join(DIR, c.site)))
        expect(readFileSync(join(DIR, c.site, file), 'utf8')).toMatch(
          /^<!-- source: github\.com\/\S+ \S+ @ [0-9a-f]{40} /,
        );
  });

  const run = async (c: Case) => {
    const t = tally(c, await read(c));
    results.set(c.site, t);
    expect(t.misses).toEqual([]);
  };
  const known = CASES.filter((c) => KNOWN_MISSES.has(c.site)).map((c) => [c.site, c] as const);
  const reads = CASES.filter((c) => !KNOWN_MISSES.has(c.site)).map((c) => [c.site, c] as const);
  if (reads.length) it.each(reads)('%s', (_site, c) => run(c), 30_000);
  if (known.length) it.failing.each(known)('%s (a known miss)', (_site, c) => run(c), 30_000);

  afterAll(() => {
    for (const half of ['dev', 'test'] as const) {
      const cases = CASES.filter((c) => halfOf(c.site) === half && results.has(c.site)).map((c) =>
        results.get(c.site)!,
      );
      const sum = (k: 'found' | 'expected' | 'wrong') => cases.reduce((n, t) => n + t[k], 0);
      console.log(
        `services sites zoo ${half === 'dev' ? 'tuning' : 'held-out'} half: ` +
          `${cases.filter((t) => !t.misses.length).length}/${cases.length} sites whole, ` +
          `${sum('found')}/${sum('expected')} offerings, ${sum('wrong')} wrong`,
      );
    }
    // (what a held-out case misses is not printed, so nobody tunes to it)
    for (const [site, t] of results)
      if (t.misses.length && halfOf(site) === 'dev')
        console.log(`services sites zoo miss ${site}: ${t.misses.join('; ')}`);
  });
});
