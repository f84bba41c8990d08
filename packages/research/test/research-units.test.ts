import path from 'node:path';
import { categoryOfBusiness, detectCategory } from '../src/category';
import { withoutOwnPrice } from '../src/content';
import { brandColors, colorsFromImage } from '../src/colors';
import { vacantDescription } from '../src/description';
import { isGeneric, namesPlace, onOwnDomain, selectEmail, siteEmail } from '../src/email';
import { extractHours, scrapeWebsite } from '../src/scrape';
import { positioning, synthesizeDeterministic } from '../src/synthesize';
import type { ResearchFacts } from '../src/types';
import { CONTACT, HOME, png, startFakeWebsite } from './fake-website';
import { serveDir } from '../../../scripts/lib/serve-dir';

const CORPUS = path.resolve(__dirname, '../../../test/research-corpus');

const mail = (address: string, via: 'mailto' | 'text' = 'mailto') => ({ address, foundOn: 'x', via });

describe('email cascade (spec 6.5)', () => {
  it("prefers the website's own domain", () => {
    expect(selectEmail([mail('joe@gmail.com'), mail('info@joes.example')], 'www.joes.example')).toBe(
      'info@joes.example',
    );
  });
  it('prefers a personal local part over a generic one on the same domain', () => {
    expect(
      selectEmail(
        [mail('hello@joes.example'), mail('info@joes.example'), mail('joe.smith@joes.example')],
        'joes.example',
      ),
    ).toBe('joe.smith@joes.example');
  });
  it('skips builder, no-reply and example addresses', () => {
    for (const skipped of [
      'wordpress@joes.example',
      'help@wix.com',
      'x@squarespace.com',
      'noreply@joes.example',
      'a@example.com',
    ]) {
      expect(selectEmail([mail(skipped)], 'joes.example')).toBeNull();
    }
    expect(selectEmail([mail('noreply@joes.example'), mail('owner@gmail.com')], 'joes.example')).toBe(
      'owner@gmail.com',
    );
  });
  it("takes an address whose domain spells the business's name as its own, wherever the site is hosted", () => {
    // A restaurant's contact page (../shared/sites/gourmet-haven), served from a host without its name
    const found = [mail('musumbamatia23@gmail.com'), mail('reservations@gourmethaven.com')];
    expect(selectEmail(found, 'musumbamatia.github.io', 'Gourmet Haven')).toBe('reservations@gourmethaven.com');
    expect(selectEmail(found, 'musumbamatia.github.io')).toBe('musumbamatia23@gmail.com');
    expect(
      selectEmail([mail('owner@gmail.com'), mail('mail@baeckereifriedrich.de')], '127.0.0.1', 'Bäckerei Friedrich'),
    ).toBe('mail@baeckereifriedrich.de');
  });
  it('takes the domain a site gives as its own address (canonical link, og:url) as its own, wherever it is served', async () => {
    // a site served from a staging or builder address whose pages name their real one; the web designer's personal
    // address in its footer is not the business's
    const site = await startFakeWebsite({
      '/': [
        'text/html; charset=utf-8',
        '<html><head><link rel="canonical" href="https://www.rosas-cafe.example/"></head><body><h1>Rosa’s Cafe</h1>' +
          '<p><a href="mailto:info@rosas-cafe.example">info@rosas-cafe.example</a></p><footer>Website: ' +
          '<a href="mailto:maria.lopez@webstudio.example">maria.lopez@webstudio.example</a></footer></body></html>',
      ],
    });
    try {
      const s = (await scrapeWebsite(`${site.base}/`, { allowLoopback: true }))!;
      expect(s.namedHosts).toEqual(['rosas-cafe.example']);
      expect(siteEmail(s)).toBe('info@rosas-cafe.example');
      expect(siteEmail({ ...s, namedHosts: [] })).toBe('maria.lopez@webstudio.example');
    } finally {
      await site.close();
    }
  });
  it("prefers, between equals, the address more pages show: the footer's over one page's", () => {
    // a laundromat chain's app (test/research-corpus/easylav-morelia): the contact page's customer-service address
    // comes first, the footer's contact address is on every page
    const on = (address: string, foundOn: string) => ({ address, foundOn, via: 'mailto' as const });
    const found = [
      on('atnclientes@easylav.mx', '/contacto'),
      ...['/', '/contacto', '/sucursales', '/franquicias'].map((u) => on('contacto@easylav.mx', u)),
    ];
    expect(selectEmail(found, 'easylav.mx')).toBe('contacto@easylav.mx');
    expect(selectEmail(found.slice(0, 2), 'easylav.mx')).toBe('atnclientes@easylav.mx');
  });
  it("ranks an address naming one of the business's branches as a branch's, not a person's", () => {
    // a toy shop's two branch cards (test/research-corpus/spiel-und-laeselade-lachen)
    const found = [mail('info@spiel-laeselade.ch'), mail('rapperswil@spiel-laeselade.ch')];
    const branches = ['Spiel + Läselade Lachen', 'Marktstrasse 10, 8853 Lachen', 'Kniestrasse 31, 8640 Rapperswil'];
    expect(selectEmail(found, 'spiel-laeselade.ch', undefined, branches)).toBe('info@spiel-laeselade.ch');
    expect(selectEmail(found, 'spiel-laeselade.ch')).toBe('rapperswil@spiel-laeselade.ch');
    expect(namesPlace('pedregal@easylav.mx', ['Pedregal', 'Av Pedregal 167, 58148 Morelia'])).toBe(true);
    expect(namesPlace('julia@easylav.mx', ['Pedregal', 'Av Pedregal 167, 58148 Morelia'])).toBe(false);
  });
  it('keeps the found order between equals, mailto links first', () => {
    expect(selectEmail([mail('b@joes.example', 'text'), mail('a@joes.example', 'mailto')], 'joes.example')).toBe(
      'a@joes.example',
    );
  });
  it('recognises own domains across www and subdomains, and generic local parts', () => {
    expect(onOwnDomain('a@joes.example', 'www.joes.example')).toBe(true);
    expect(onOwnDomain('a@mail.joes.example', 'joes.example')).toBe(true);
    expect(onOwnDomain('a@notjoes.example', 'joes.example')).toBe(false);
    expect(isGeneric('Contact@x.com')).toBe(true);
    expect(isGeneric('maria@x.com')).toBe(false);
  });
});

describe('hours extraction', () => {
  it('reads day ranges, single days and closed days', () => {
    expect(
      extractHours(['Mon-Fri: 7am - 3pm', 'Saturday 8:00 am – 2:00 pm', 'Sunday: Closed', 'Our story began on Monday']),
    ).toEqual({
      Monday: '7am - 3pm',
      Tuesday: '7am - 3pm',
      Wednesday: '7am - 3pm',
      Thursday: '7am - 3pm',
      Friday: '7am - 3pm',
      Saturday: '8:00 am – 2:00 pm',
      Sunday: 'Closed',
    });
  });
});

describe('website scrape', () => {
  it('reads home plus contact and about pages: emails, phone, services, testimonials, hours, images, logo, colours', async () => {
    const site = await startFakeWebsite({
      '/': HOME,
      '/contact': CONTACT,
      '/style.css': [
        'text/css',
        'body{color:#222} .btn{background:#1f6f5c} .btn:hover{background:#1f6f5c} a{color:#1f6f5c}',
      ],
      '/images/hero.png': ['image/png', Buffer.alloc(0)],
    });
    try {
      const s = (await scrapeWebsite(`${site.base}/`, { allowLoopback: true }))!;
      expect(site.hits).toEqual(expect.arrayContaining(['/', '/contact', '/about-us', '/style.css']));
      expect(s.emails.map((e) => e.address)).toEqual(
        expect.arrayContaining(['info@rosas.example', 'maria@rosas.example', 'hello@rosas.example', 'design@wix.com']),
      );
      expect(selectEmail(s.emails, 'rosas.example')).toBe('maria@rosas.example');
      expect(s.phones).toEqual([{ value: '+15125550100', url: `${site.base}/` }]);
      expect(s.services.map((x) => x.name)).toEqual(['Breakfast tacos', 'Espresso drinks', 'Catering for events']);
      expect(s.testimonials).toEqual([
        {
          quote: 'The migas are the best thing I have eaten all year, hands down.',
          author: 'Sam K.',
          url: `${site.base}/`,
        },
      ]);
      expect(s.hours).toMatchObject({ Monday: '7am - 3pm', Saturday: '8am - 2pm', Sunday: 'Closed' });
      expect(s.logoUrl).toBe(`${site.base}/images/logo.png`);
      expect(s.images.map((i) => i.url)).toEqual([`${site.base}/images/hero.png`, `${site.base}/images/dining.png`]);
      expect(s.colors.slice(0, 2)).toEqual(['#b5452b', '#1f6f5c']); // the declared theme colour outweighs CSS use
      expect(s.social.find((l) => l.value.network === 'facebook')?.value.url).toBe(
        'https://www.facebook.com/rosascafe',
      );
      expect(s.pages[0]!.description).toMatch(/^Family cafe/);
    } finally {
      await site.close();
    }
  });

  it("drops an item's own price from the end of its description, never a price inside its sentences", async () => {
    // a Kobe studio's price list (test/research-corpus/body-arrange-jiku-kobe, dev half): each <dd> holds the
    // duration and the price again ("約50分 ¥6,900円 (税込)")
    const site = await serveDir(path.join(CORPUS, 'body-arrange-jiku-kobe', 'site'), false);
    try {
      const s = (await scrapeWebsite(`${site.base}/`, { allowLoopback: true, businessName: 'Body Arrange 軸' }))!;
      expect(s.services.slice(0, 3).map((x) => [x.name, x.price, x.description])).toEqual([
        ['改善整体', '¥6,900', '約50分'],
        ['改善整体', '¥3,700', '約25分'],
        ['小顔改善', '¥1,700', '約15分'],
      ]);
    } finally {
      await site.close();
    }
    // a driving school's and a caterer's own sentences (dev corpus auto-ecole-montlhery-narbonne, au-pain-leve-lille)
    expect(withoutOwnPrice('Pour bénéficier du permis à 1€ par jour, il faut un contrat.', '1€')).toBe(
      'Pour bénéficier du permis à 1€ par jour, il faut un contrat.',
    );
    expect(withoutOwnPrice("4 mini viennoiseries Jus d'orange pur jus 4,60€ HT par personne", '4,60€ HT')).toBe(
      "4 mini viennoiseries Jus d'orange pur jus 4,60€ HT par personne",
    );
    // (where the price keeps what it is per, the description's restatement of it goes)
    expect(
      withoutOwnPrice("4 mini viennoiseries Jus d'orange pur jus 4,60€ HT par personne", '4,60€ HT par personne'),
    ).toBe("4 mini viennoiseries Jus d'orange pur jus");
    // another amount at the end is another price (a supplement), and a description of the price alone is none
    expect(withoutOwnPrice('Add cream cheese for $0.70', '$1.35')).toBe('Add cream cheese for $0.70');
    expect(withoutOwnPrice('¥3,700円 (税込)', '¥3,700')).toBeUndefined();
  });

  it('never throws: an unreachable or refused site gives an empty result with the reason', async () => {
    const s = await scrapeWebsite('http://127.0.0.1:1/');
    expect(s!.pages).toEqual([]);
    expect(s!.errors[0]).toMatch(/non-public address/);
  });
});

describe('brand colours and category', () => {
  it("takes the logo's dominant colour, then the CSS, then fills from the category palette", async () => {
    const logo = await png(64, 64, [200, 40, 40]);
    const fromLogo = await colorsFromImage(logo);
    expect(fromLogo).toHaveLength(1);
    expect(fromLogo[0]).toMatch(/^#c[0-9a-f]2[0-9a-f]2[0-9a-f]$/);
    const colors = brandColors(fromLogo, ['#1f6f5c'], 'restaurant');
    expect(colors).toHaveLength(3);
    expect(colors[1]).toBe('#1f6f5c');
  });
  it('maps places types and words to the five categories', () => {
    expect(detectCategory(['cafe', 'food'])).toBe('restaurant');
    expect(detectCategory([], 'Smith & Jones Law Firm')).toBe('professional');
    expect(detectCategory(['plumber'])).toBe('service');
    expect(detectCategory([], 'Corner Flower Shop')).toBe('retail');
    // a wine list and a menu's pasta name no barber, spa or garage (an Italian restaurant's, research corpus dev half)
    for (const dish of ['Barbera', "Barbera d'Asti", 'Spaghetti alle vongole', 'Menu di Autunno'])
      expect([dish, detectCategory([], dish)]).toEqual([dish, 'default']);
    for (const name of ["Tony's Barbershop", 'The Barbers', 'Blue Day Spa', 'Smith Automotive', 'Auto Repair Co'])
      expect([name, detectCategory([], name)]).toEqual([name, 'service']);
    expect(detectCategory([], 'Acme')).toBe('default');
    expect(detectCategory([], 'Main Street Barber')).toBe('service');
  });

  it('asks the home page title and the services only when the stronger evidence says nothing', () => {
    const none = { types: [], name: 'Gourmet Haven', descriptions: [], services: [] };
    expect(categoryOfBusiness(none)).toBe('default');
    expect(categoryOfBusiness({ ...none, homeTitle: 'Gourmet Haven | Fine Dining Experience' })).toBe('restaurant');
    expect(categoryOfBusiness({ ...none, services: [{ name: 'Weekend Brunch' }, { name: 'Foie Gras' }] })).toBe(
      'restaurant',
    );
    // A furniture shop's dining tables are not dining out.
    expect(
      categoryOfBusiness({
        ...none,
        name: 'Oak & Co',
        descriptions: ['Dining tables and other furniture, made to order.'],
      }),
    ).toBe('retail');
    // A name in another language says what the business is before its title or its offerings do.
    expect(categoryOfBusiness({ ...none, name: 'Macelleria Rossi', homeTitle: 'Home' })).toBe('retail');
    expect(categoryOfBusiness({ ...none, name: 'Fahrschule Weber', services: [{ name: 'Brunch' }] })).toBe('service');
    // A title naming a place with a restaurant word does not outrank what the business says it does.
    const plumber = { ...none, name: 'Harbor Drains', descriptions: ['Plumbing repairs and drain cleaning.'] };
    expect(categoryOfBusiness({ ...plumber, homeTitle: 'Harbor Drains | Serving the Bar Harbor area' })).toBe(
      'service',
    );
  });
});

describe('page descriptions that say nothing', () => {
  it("are a framework's default or the business's name and place alone, in any language", () => {
    // meta descriptions of research corpus sites (dev half)
    expect(vacantDescription('The Bao Baron - Folkestone, Website', 'The Bao Baron', ['Folkestone, UK'])).toBe(true);
    expect(vacantDescription('Web site created using create-react-app', 'Barriga de Freira', [])).toBe(true);
    expect(
      vacantDescription('Willkommen auf der offiziellen Website von Kornblume in Berlin', 'Kornblume', ['Berlin']),
    ).toBe(true);
    expect(vacantDescription('龍海閣 片倉町店 公式ホームページ', '龍海閣 片倉町店', ['横浜市'])).toBe(true);
  });

  it('keep any word of what the business is or does', () => {
    const florist = 'Accueil - Pétales de Lune, fleuriste créatrice à Chabrignac, Corrèze';
    expect(vacantDescription(florist, 'Pétales de Lune', ['Chabrignac, France'])).toBe(false);
    expect(vacantDescription('Pizzeria da Michele – Baden-Baden', 'Ristorante da Michele', ['Baden-Baden'])).toBe(
      false,
    );
    expect(vacantDescription('Kornblume – Brot und Brötchen aus Berlin', 'Kornblume', ['Berlin'])).toBe(false);
  });
});

describe('deterministic synthesis', () => {
  const facts: ResearchFacts = {
    name: "Rosa's Cafe",
    category: 'restaurant',
    location: 'Austin, TX',
    address: '12 Main St',
    phone: '(512) 555-0100',
    hours: { Saturday: '8am - 2pm' },
    services: [{ name: 'Breakfast tacos' }],
    testimonials: [],
    licenses: [],
    descriptions: [],
  };
  it('writes only from the facts: no invented numbers, prices or awards', () => {
    const s = synthesizeDeterministic(facts);
    expect(s.business_description).toBe("Rosa's Cafe is a place to eat in Austin, TX.");
    expect(s.services).toEqual([{ name: 'Breakfast tacos' }]);
    expect(s.faqs.map((f) => f.question)).toEqual([
      'What are your opening hours?',
      'Where are you located?',
      'How can I get in touch?',
    ]);
    expect(synthesizeDeterministic({ ...facts, phone: '+61355501234' }).faqs[2]!.answer).toContain('+61 3 5550 1234');
    expect(s.competitor_positioning).toEqual(['Open on Saturdays']); // Saturday only: not "weekends"
    expect(JSON.stringify(s)).not.toMatch(/award|since \d|\$\d/i);
    expect(s.content_plan.home.plan.servicesToHighlight).toEqual(['Breakfast tacos']);
  });
  it('asks about an offering only with what a source says it includes or costs', () => {
    const s = synthesizeDeterministic({
      ...facts,
      services: [
        { name: 'Breakfast tacos' },
        { name: 'Migas plate', price: '$11' },
        { name: 'Family pack', description: 'A dozen tacos, salsa and chips' },
      ],
    });
    const offered = s.faqs.slice(3);
    expect(offered).toEqual([
      { question: 'How much is Migas plate?', answer: 'Migas plate: $11.' },
      { question: 'What does Family pack include?', answer: 'A dozen tacos, salsa and chips.' },
    ]);
    expect(s.faqs.some((f) => /^Yes\b/.test(f.answer))).toBe(false);
  });
  it('states the rating only when a source gave one', () => {
    expect(positioning({ ...facts, rating: 4.6, reviewCount: 212 })).toContain('Rated 4.6 from 212 reviews');
    expect(positioning(facts).some((p) => p.startsWith('Rated'))).toBe(false);
  });
  it('says "weekends" only when Saturday and Sunday are both open', () => {
    const sunday = { Sunday: '10am - 4pm' };
    expect(positioning({ ...facts, hours: { ...facts.hours, ...sunday } })).toEqual(['Open on weekends']);
    expect(positioning({ ...facts, hours: sunday })).toEqual(['Open on Sundays']);
    expect(positioning({ ...facts, hours: { ...facts.hours, Sunday: 'Closed' } })).toEqual(['Open on Saturdays']);
  });
});
