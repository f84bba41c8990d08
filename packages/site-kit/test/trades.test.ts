// The trade taxonomy: coverage, resolution from every kind of evidence, icon ownership and the words
// generated for every trade noun.
import { CATALOGS } from '../src/i18n';
import { ICON_NAMES, isNeutralIcon } from '../src/icons';
import {
  FAMILIES,
  FAMILY_IDS,
  GENERIC_TRADE,
  TRADES,
  articleFor,
  iconFitsTrade,
  resolveTrade,
  tradeIconFor,
  tradeIcons,
  tradePhrases,
  withArticle,
} from '../src/trades';

const allTrades = [...TRADES, ...Object.values(FAMILIES).map((f) => f.fallback)];

describe('taxonomy', () => {
  it('has at least 60 trades across all fifteen families, each with a section set and icons', () => {
    expect(TRADES.length).toBeGreaterThanOrEqual(60);
    expect(FAMILY_IDS).toHaveLength(15);
    for (const f of FAMILY_IDS) expect(TRADES.filter((t) => t.family === f).length).toBeGreaterThanOrEqual(4);
    expect(new Set(allTrades.map((t) => t.id)).size).toBe(allTrades.length);
    for (const t of allTrades) {
      expect(t.sections.length).toBeGreaterThan(0);
      expect(ICON_NAMES).toContain(t.icon);
      for (const [, icon] of t.itemIcons) expect(ICON_NAMES).toContain(icon);
    }
  });

  it('still draws every icon name documents stored before the Lucide import', () => {
    const old =
      'phone mail map-pin clock check check-circle shield-check star wrench hammer bolt droplet flame snowflake home leaf sparkles scissors utensils coffee cake shopping-bag tag briefcase scale calculator heart heart-pulse smile paw car truck paintbrush users message calendar camera dumbbell key gift sun wine book store building clipboard arrow-right quote menu';
    for (const name of old.split(' ')) expect(ICON_NAMES).toContain(name);
  });

  it('sets sections by trade: menus for food, price lists for salons, teams for clinics, classes for studios', () => {
    const sections = (id: string) => TRADES.find((t) => t.id === id)!.sections;
    for (const id of ['restaurant', 'cafe', 'bakery']) expect(sections(id)).toContain('menu');
    for (const id of ['hair-salon', 'barber', 'nail-salon']) expect(sections(id)).toContain('price-list');
    for (const id of ['dentist', 'medical-clinic', 'physiotherapist']) expect(sections(id)).toContain('team');
    for (const id of ['gym', 'yoga-studio', 'kids-gym', 'dance-studio']) {
      expect(sections(id)).toEqual(expect.arrayContaining(['classes', 'timetable']));
    }
    for (const id of ['tattoo-studio', 'roofer', 'landscaper', 'photographer']) {
      expect(sections(id).some((s) => s === 'gallery' || s === 'before-after')).toBe(true);
    }
  });

  it('gives every trade its own signature icon, and no icon to trades of two families', () => {
    const primaries = allTrades.map((t) => t.icon);
    expect(new Set(primaries).size).toBe(primaries.length);
    for (const t of allTrades) expect(isNeutralIcon(t.icon)).toBe(false);
    const owner = new Map<string, string>();
    for (const t of allTrades) {
      for (const icon of tradeIcons(t)) {
        expect(isNeutralIcon(icon as never)).toBe(false);
        const family = owner.get(icon);
        if (family && family !== t.family) throw new Error(`${icon} is used by ${family} and ${t.family} (${t.id})`);
        owner.set(icon, t.family);
      }
    }
  });

  it('chooses item icons by words within the trade: a toothbrush for dental, scissors for a cut, a pen for tattoos', () => {
    const t = (id: string) => TRADES.find((x) => x.id === id)!;
    expect(tradeIconFor(t('dentist'), 'Teeth whitening')).toBe('toothbrush-sparkles');
    expect(t('dentist').icon).toBe('toothbrush');
    expect(tradeIconFor(t('hair-salon'), 'Haircut and finish')).toBe('scissors');
    expect(tradeIconFor(t('tattoo-studio'), 'Custom designs')).toBe('pen-tool');
    expect(tradeIconFor(t('plumber'), 'Drain cleaning')).toBe('droplet');
    expect(iconFitsTrade('wrench', t('tattoo-studio'))).toBe(false);
    expect(iconFitsTrade('phone', t('tattoo-studio'))).toBe(true);
  });
});

describe('resolveTrade', () => {
  it.each(TRADES.map((t) => [t.id, t] as const))('%s resolves from its own name', (_id, trade) => {
    const m = resolveTrade({ name: `Harbour ${trade.noun.one}` });
    expect(m.trade.id).toBe(trade.id);
    expect(m).toMatchObject({ via: 'name', fallback: false });
  });

  it.each(TRADES.filter((t) => t.placesTypes.length).map((t) => [t.id, t] as const))(
    '%s resolves from its Places type ahead of a misleading name',
    (_id, trade) => {
      const m = resolveTrade({ placesTypes: [trade.placesTypes[0]!, 'point_of_interest'], name: 'The Tavern' });
      expect(m.trade.id).toBe(trade.id);
      expect(m.via).toBe('places');
    },
  );

  it('takes the trade word that ends a name: a Thai massage studio is not a Thai restaurant', () => {
    expect(resolveTrade({ name: 'ChatKaew Thai Massage' }).trade.id).toBe('massage');
    expect(resolveTrade({ name: 'Bangkok Thai Kitchen' }).trade.id).toBe('restaurant');
  });

  it("reads a trade's noun in the languages the writer speaks, over a dish its description names", () => {
    // A German family bakery (../shared/sites/baeckerei-friedrich) whose snacks include a Pizzafleischkäse-Brötchen
    const m = resolveTrade({ name: 'Bäckerei Friedrich', descriptions: ['Pizzafleischkäse-Brötchen, Laugenbrezel'] });
    expect([m.trade.id, m.via]).toEqual(['bakery', 'name']);
    expect(resolveTrade({ name: 'Panadería Cañizares' }).trade.id).toBe('bakery');
    // an English trade word in the name still decides first
    expect(resolveTrade({ name: 'Boulangerie Bakehouse Café' }).trade.id).toBe('cafe');
  });

  it("reads the trade a website's own title or description names in the site's language", () => {
    // Home page titles and descriptions of research corpus sites (dev half) whose names name no trade.
    const cases: [Parameters<typeof resolveTrade>[0], string][] = [
      [
        { language: 'es', homeTitle: 'Instalaciones - Clínica Fisioterapia Madrid Plaza Castilla | Clínica Aguirre' },
        'physiotherapist',
      ],
      // the plural, and a noun after a hyphen
      [{ language: 'es', homeTitle: 'Inicio | Easylav - Lavanderías en Morelia y León' }, 'dry-cleaner'],
      [
        { language: 'de', homeTitle: 'Brillenstudio Birrwyler - Familien-Optiker seit 1975 in Frauenfeld & Aadorf' },
        'optometrist',
      ],
      // German ends a compound with its head noun
      [{ language: 'de', descriptions: ['Ihre Rechtsanwaltskanzlei im Spreewald.'] }, 'lawyer'],
      [
        { language: 'fr', homeTitle: 'Accueil - Pétales de Lune, fleuriste créatrice à Chabrignac, Corrèze' },
        'florist',
      ],
      [{ language: 'ja', homeTitle: '原口消化器内科｜佐世保市松浦町の消化器内科・内視鏡クリニック' }, 'medical-clinic'],
      // where no page gives a description, the first sentence of the website's story
      [
        {
          language: 'fr',
          story:
            'Installé depuis 2010 sur la commune de la Plaine Saint Denis, plombier chauffagiste confirmé, je vous propose mes services. Je travaille auprès des particuliers.',
        },
        'plumber',
      ],
      [{ language: 'fr', homeTitle: 'Thau Élagage |' }, 'landscaper'],
    ];
    for (const [evidence, id] of cases) {
      const m = resolveTrade({ name: 'Casa Nueva', ...evidence });
      const text = evidence.homeTitle ?? evidence.descriptions?.[0] ?? evidence.story;
      expect([text, m.trade.id, m.via]).toEqual([text, id, 'title']);
    }
    // Only the site's own language is read, and only its first description: a later page's "antike Möbel" is a
    // product a joiner treats, not the trade; a compound whose head is another word ("Schreinermeister") names none.
    const joiner = {
      name: 'Bartusch - Holz und Handwerk',
      language: 'de',
      descriptions: [
        'Schreinermeister Rainer Bartusch in Altensteig.',
        'Hitzebehandlung für Altholz und antike Möbel.',
      ],
    };
    expect(resolveTrade(joiner).via).toBe('generic');
    const story = 'Wir sind ein Familienbetrieb in Altensteig. Für unsere Kunden fertigen wir antike Möbel nach.';
    expect(resolveTrade({ name: 'Bartusch', language: 'de', story }).via).toBe('generic');
    expect(resolveTrade({ name: 'Casa Nueva', language: 'en', homeTitle: 'Clínica Fisioterapia Madrid' }).via).toBe(
      'generic',
    );
  });

  it('reads the other words names use for a trade, in every language, and words inside words only in Japanese', () => {
    const cases: [string, string][] = [
      ['Macelleria Rossi', 'butcher'],
      ['Fleischerei Schmidt', 'butcher'],
      ['Boucherie-Charcuterie Martin', 'butcher'],
      ['Slagerij de Vries', 'butcher'],
      ['Açougue Bom Corte', 'butcher'],
      ['肉屋たなか', 'butcher'],
      ['Pescheria da Mario', 'fishmonger'],
      ['Fahrschule Weber', 'driving-school'],
      ['Auto-école du Centre', 'driving-school'],
      ['Friseur Kamm', 'hair-salon'],
      ['Kapper Joost', 'hair-salon'],
      ['ヘアサロン ミント', 'hair-salon'],
      ['Tischlerei Holz', 'general-contractor'],
      ['おかけんリフォーム', 'general-contractor'],
      ['Onoranze Funebri Bianchi', 'funeral-home'],
    ];
    expect(cases.map(([name]) => [name, resolveTrade({ name }).trade.id])).toEqual(cases);
    // a word of two kana is not looked for inside a longer one: spaghetti is not a spa, a barber not a bar
    expect(resolveTrade({ name: 'スパゲッティ屋' }).via).toBe('generic');
    expect(resolveTrade({ name: 'バーバーショップ' }).trade.id).not.toBe('bar');
    // a word in Latin letters is looked for whole: "Kita" (a day nursery) is not in "Kitakyushu"
    expect(resolveTrade({ name: 'Kitakyushu Ltd' }).trade.id).not.toBe('childcare');
  });

  it('names every trade in every language the writer speaks, so no business is "a business" for want of a noun', () => {
    for (const [lang, c] of Object.entries(CATALOGS).filter(([l]) => l !== 'en')) {
      expect([lang, TRADES.filter((t) => !c.writer.trades[t.id]?.noun.trim()).map((t) => t.id)]).toEqual([lang, []]);
    }
    expect(CATALOGS.it.writer.isA('Macelleria Rossi', CATALOGS.it.writer.trades.butcher, 'Bologna')).toBe(
      'Macelleria Rossi è una macelleria a Bologna.',
    );
    expect(CATALOGS.de.writer.isA('Fahrschule Weber', CATALOGS.de.writer.trades['driving-school'], 'Kassel')).toBe(
      'Fahrschule Weber ist eine Fahrschule in Kassel.',
    );
  });

  it('reads JSON-LD @type, letting the words choose among trades that share it', () => {
    expect(resolveTrade({ jsonLdTypes: ['Dentist'], name: 'Smile Co' }).trade.id).toBe('dentist');
    expect(resolveTrade({ jsonLdTypes: ['https://schema.org/Plumber'], name: 'Acme' }).trade.id).toBe('plumber');
    expect(
      resolveTrade({ jsonLdTypes: ['HairSalon'], name: 'Sharp Fades', descriptions: ['Barber shop'] }).trade.id,
    ).toBe('barber');
    expect(resolveTrade({ jsonLdTypes: ['HairSalon'], name: 'Studio Nine' }).trade.id).toBe('hair-salon');
  });

  it('falls back to the family when no trade fits, and says so', () => {
    const m = resolveTrade({ name: 'Fern & Moss', descriptions: ['A little shop selling handmade soap and candles.'] });
    expect(m).toMatchObject({ via: 'family', fallback: true });
    expect(m.trade.id).toBe('retail');
    expect(m.note).toMatch(/no trade in the taxonomy matched/);
    const none = resolveTrade({ name: 'Zephyr Ltd' });
    expect(none).toMatchObject({ via: 'generic', fallback: true, trade: GENERIC_TRADE });
  });

  it('tells a tattoo studio, a kids gym and a plumber apart from the caller’s words alone', () => {
    expect(resolveTrade({ name: 'Ink & Iron', descriptions: ['Custom tattoos and piercing.'] }).trade.id).toBe(
      'tattoo-studio',
    );
    expect(
      resolveTrade({ name: 'Little Leapers', descriptions: ['A kids gym with gymnastics classes.'] }).trade.id,
    ).toBe('kids-gym');
    expect(resolveTrade({ name: 'Boston Harbor Plumbing' }).trade.id).toBe('plumber');
    expect(resolveTrade({ name: 'Café Lune' }).trade.id).toBe('cafe');
  });

  it('takes a description naming three trades of one family for a business of the whole family', () => {
    const studio = resolveTrade({
      name: 'Real Touch Studio',
      descriptions: ['Professional nails, lashes, massage, hair, waxing and facial treatments in Auckland Park.'],
    });
    expect(studio).toMatchObject({ via: 'description', fallback: false });
    expect(studio.trade.noun.one).toBe('beauty and wellness studio');
    // One or two trades named: the first one still decides.
    expect(resolveTrade({ name: 'Smith & Sons', descriptions: ['Plumbing and heating repairs.'] }).trade.id).toBe(
      'plumber',
    );
  });

  it('lets the names of what a business offers decide a trade of its known category, and nothing more', () => {
    const menu = ['Weekend Brunch', "Chef's Tasting Menu", 'Foie Gras'];
    const diner = resolveTrade({ name: 'Gourmet Haven', category: 'restaurant', offerings: menu });
    expect(diner).toMatchObject({ via: 'offerings', fallback: false });
    expect(diner.trade.id).toBe('restaurant');
    // Without a category the offerings say nothing: a salon's coffee does not make it a cafe.
    expect(resolveTrade({ name: 'Gourmet Haven', offerings: menu }).fallback).toBe(true);
    const salon = resolveTrade({ name: 'Studio 9', category: 'service', offerings: ['Cut', 'Coffee while you wait'] });
    expect(salon.trade.id).not.toBe('cafe');
    // One dish names no trade: pizza on a restaurant's menu does not make it a pizzeria.
    expect(
      resolveTrade({ name: 'Gourmet Haven', category: 'restaurant', offerings: ['Pasta', 'Pizza'] }).fallback,
    ).toBe(true);
    // Stronger words still win: the name decides before the offerings.
    expect(resolveTrade({ name: 'Crumb Bakery', category: 'restaurant', offerings: menu }).trade.id).toBe('bakery');
  });
});

describe('words for every trade noun', () => {
  it('uses the right article', () => {
    expect(withArticle('electrician')).toBe('an electrician');
    expect(withArticle('IT support company')).toBe('an IT support company');
    expect(withArticle('DJ service')).toBe('a DJ service');
    expect(withArticle('HVAC firm')).toBe('an HVAC firm');
    expect(withArticle('eatery')).toBe('an eatery');
    expect(withArticle('hour-long class')).toBe('an hour-long class');
    expect(withArticle('university')).toBe('a university');
    expect(articleFor('plumber')).toBe('a');
  });

  it.each(allTrades.map((t) => [t.id, t] as const))('%s: headings read correctly', (_id, trade) => {
    const p = tradePhrases(trade);
    const all = [p.eyebrow, p.offersLabel, p.offersHeading, p.seeAll, p.galleryHeading, p.aOne];
    for (const s of all) {
      expect(s).toBe(s.trim());
      expect(s).not.toMatch(/\s{2}|\b(a|an) (a|an)\b|\bundefined\b/i);
    }
    for (const s of [p.eyebrow, p.offersLabel, p.offersHeading, p.seeAll, p.galleryHeading])
      expect(s[0]).toBe(s[0]!.toUpperCase());
    // The noun keeps its own capitals after the first letter ("Pilates studio", "DJ service").
    expect(p.eyebrow.slice(1)).toBe(trade.noun.one.slice(1));
    expect(p.aOne).toBe(`${articleFor(trade.noun.one)} ${trade.noun.one}`);
    expect(p.item.one).not.toBe(p.item.many);
    expect(trade.noun.one).not.toBe(trade.noun.many);
    // Plural headings use the plural ("Our treatments", never "Our treatment").
    if (p.offersHeading.startsWith('Our ') && p.offersHeading !== 'Our work')
      expect(p.offersHeading).toBe(`Our ${p.item.many}`);
    expect(p.seeAll).not.toMatch(new RegExp(`\\b${p.item.one}$`));
  });
});
