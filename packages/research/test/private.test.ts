// Others' and private facts left out: staff members' own mobiles beside their names are not the business's phone,
// and a guest Wi-Fi password, a door code or an internal note is never read as a fact or text.
import { selectEmail } from '../src/email';
import { extractEmails, scrapeWebsite } from '../src/scrape';
import { parseHtml, textLines } from '../src/html';
import { personalPhones } from '../src/staff-phones';
import { startFakeWebsite } from './fake-website';

const html = (body: string): [string, string] => [
  'text/html; charset=utf-8',
  `<!doctype html><html lang="de"><head><title>Bäckerei Keller</title></head><body>${body}</body></html>`,
];

const TEAM = `<section class="team"><h2>Unser Team</h2><div class="row">
<div class="col"><h4>Anna Keller</h4><p>Inhaberin, Konditormeisterin</p><p>Mobil: <a href="tel:+491712345678">0171 2345678</a></p></div>
<div class="col"><h4>Jonas Berger</h4><p>Bäckergeselle</p><p>Mobil: 0160 9876543</p></div>
</div></section>`;
const FOOTER = `<footer><p>Bäckerei Keller<br>Waldstr. 21<br>64807 Dieburg<br>Tel. 06071 / 912106</p></footer>`;

describe('staff members’ own numbers', () => {
  it('reads each number in a team list of people with their own numbers as that person’s', () => {
    expect([...personalPhones(parseHtml(TEAM), 'DE')].sort()).toEqual(['+491609876543', '+491712345678']);
  });

  it('does not take one shared number in several people’s cards for a personal one', () => {
    const shared = `<ul><li>Anna Keller<br>Tel. 06071 912106</li><li>Jonas Berger<br>Tel. 06071 912106</li></ul>`;
    expect(personalPhones(parseHtml(shared), 'DE').size).toBe(0);
  });

  it('never makes a staff mobile the business’s phone, even when it is the only tel: link', async () => {
    const site = await startFakeWebsite({ '/': html(`<main><h1>Bäckerei Keller</h1>${TEAM}</main>${FOOTER}`) });
    try {
      const s = (await scrapeWebsite(`${site.base}/`, { allowLoopback: true, location: 'Dieburg, Germany' }))!;
      expect(s.phones.map((p) => p.value)).toEqual(['+496071912106']);
    } finally {
      await site.close();
    }
  });
});

describe('a business reached on its people’s numbers', () => {
  // The contact section of a Swiss second-hand children's shop run by two people (the research corpus's
  // kinderboerse-kleiner-fuchs-herzogenbuchsee), numbers changed
  const KONTAKT = `<section id="kontakt" class="kontakt section-bg"><h2>kontakt</h2><div class="row">
<div class="col"><div class="info-item"><h3>Email</h3><p>laden@example.ch</p></div></div>
<div class="col"><div class="info-item"><h3>Telefon Chrigä</h3><p>+41 79 555 12 34</p></div></div>
<div class="col"><div class="info-item"><h3>Telefon Michèle</h3><p>+41 79 555 56 78</p></div></div>
</div></section>`;
  const read = async (body: string, location = 'Herzogenbuchsee, Switzerland') => {
    const site = await startFakeWebsite({ '/': html(body) });
    try {
      return (await scrapeWebsite(`${site.base}/`, { allowLoopback: true, location }))!;
    } finally {
      await site.close();
    }
  };

  it('takes the numbers its contact block gives beside its people’s names when it gives no number of its own', async () => {
    const s = await read(`<main><h1>Kinderbörse</h1>${KONTAKT}</main>`);
    expect(s.phones.map((p) => p.value)).toEqual(['+41795551234', '+41795555678']);
  });

  it('keeps a team list’s mobiles out, and the business’s own number first, wherever its people are listed', async () => {
    expect((await read(`<main><h1>Bäckerei Keller</h1>${TEAM}</main>`, 'Dieburg, Germany')).phones).toEqual([]);
    const own = await read(`<main>${KONTAKT}</main><footer><p>Tel. 062 555 00 00</p></footer>`);
    expect(own.phones.map((p) => p.value)).toEqual(['+41625550000']);
  });
});

describe('private lines', () => {
  it('leaves out a guest Wi-Fi password, a door code and an internal note, in several languages', () => {
    const doc = parseHtml(
      `<main><p>Frisches Brot jeden Morgen.</p><p>Gäste-WLAN: Keller-Gast · Passwort: sonnenblume24</p>
<p>Türcode Hintereingang: 4711#</p><p>Interne Notiz: Lieferant kommt Dienstag, nicht an Kunden weitergeben.</p>
<p>Wi-Fi password: latte2024</p><p>Digicode : 12B45</p><p>Contraseña del wifi: cafe123</p>
<p>Wir backen mit Sauerteig.</p></main>`,
    );
    expect(textLines(doc)).toEqual(['Frisches Brot jeden Morgen.', 'Wir backen mit Sauerteig.']);
  });

  it('keeps lines that only mention Wi-Fi or a code', () => {
    const doc = parseHtml('<p>Free Wi-Fi for our guests</p><p>Use the code SPRING for 10% off</p>');
    expect(textLines(doc)).toEqual(['Free Wi-Fi for our guests', 'Use the code SPRING for 10% off']);
  });

  it('never reads a door code or a password as the business’s text', async () => {
    const site = await startFakeWebsite({
      '/': html(
        `<main><h1>Bäckerei Keller</h1><p>Lieferanten: Türcode 4711, Telefon Hausmeister 0171 5550123</p>` +
          `<p>WLAN-Passwort: sonnenblume24</p></main>${FOOTER}`,
      ),
    });
    try {
      const s = (await scrapeWebsite(`${site.base}/`, { allowLoopback: true, location: 'Dieburg, Germany' }))!;
      const all = JSON.stringify(s);
      expect(all).not.toContain('sonnenblume24');
      expect(all).not.toContain('4711');
      expect(s.phones.map((p) => p.value)).toEqual(['+496071912106']);
    } finally {
      await site.close();
    }
  });
});

describe('addresses that are not the business’s', () => {
  it('never takes a template’s placeholder address', () => {
    const doc = parseHtml(
      '<p><span>Email:</span> <a href="mailto:info@yoursite.com">info@yoursite.com</a></p>' +
        '<li><a href="#"><span class="text">info@yourdomain.com</span></a></li><p>you@example.com</p>',
    );
    expect(extractEmails(doc, 'http://127.0.0.1/contact.html')).toEqual([]);
    expect(selectEmail([{ address: 'name@domain.com', foundOn: '/', via: 'text' }], 'cafe.mx')).toBeNull();
  });

  it('trusts neither side of a link that shows one address and mails another', () => {
    const footer =
      '<a href="mailto:business@support.com"><i class="fa fa-envelope"></i>edelweiss.tuscaloosa@yahoo.com</a>';
    expect(extractEmails(parseHtml(footer), 'http://127.0.0.1/')).toEqual([]);
    const contact = '<a href="mailto:edelweiss.tuscaloosa@yahoo.com">edelweiss.tuscaloosa@yahoo.com</a>';
    expect(extractEmails(parseHtml(contact), 'http://127.0.0.1/contact').map((e) => e.address)).toContain(
      'edelweiss.tuscaloosa@yahoo.com',
    );
  });
});
