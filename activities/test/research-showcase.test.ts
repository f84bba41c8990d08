// Team, class timetable and before/after pictures read from a business's own pages: named people only,
// entries exactly as written, pairs from their own labels; nothing when a page has none.
import fs from 'node:fs';
import path from 'node:path';
import { itWithSharedSites, sharedSite } from '../../test/helpers/shared-sites';
import { parseHtml } from '../src/research/html';
import {
  extractBeforeAfter,
  extractClasses,
  extractShowcase,
  extractTeam,
  isPersonName,
  weekdayOf,
} from '../src/research/showcase';

const page = (body: string) => parseHtml(`<!doctype html><html><body>${body}</body></html>`);
const URL_ = 'https://studio.example/about';

describe('team', () => {
  itWithSharedSites('reads named people with their role and photo from a real restaurant about page', () => {
    const html = fs.readFileSync(path.join(sharedSite('gourmet-haven'), 'about.html'), 'utf8');
    const team = extractTeam(parseHtml(html), 'http://127.0.0.1:8080/about.html');
    expect(team).toEqual([
      { name: 'John Smith', role: 'Executive Chef', photo_url: 'http://127.0.0.1:8080/images/chef1.jpg' },
      { name: 'Sarah Johnson', role: 'Sous Chef', photo_url: 'http://127.0.0.1:8080/images/chef2.jpg' },
      { name: 'Michael Chen', role: 'Pastry Chef', photo_url: 'http://127.0.0.1:8080/images/chef3.jpg' },
    ]);
  });

  itWithSharedSites('invents nobody when the cards name roles instead of people (a real beauty studio)', () => {
    const html = fs.readFileSync(path.join(sharedSite('real-touch-studio'), 'about.html'), 'utf8');
    expect(extractTeam(parseHtml(html), 'http://127.0.0.1:8080/about.html')).toEqual([]);
  });

  it('takes a labelled role and a longer bio from the same card', () => {
    const doc = page(`<section><h2>Our stylists</h2>
      <div class="member"><img src="/img/ana.jpg" alt=""><h3>Ana María Ruiz</h3><span class="job-title">Senior stylist</span>
        <p>Ana has cut and coloured hair in this neighbourhood for fifteen years and loves a bold change.</p></div>
      <div class="member"><h3>Ben Okafor</h3><p>Barber</p></div></section>`);
    expect(extractTeam(doc, URL_)).toEqual([
      {
        name: 'Ana María Ruiz',
        role: 'Senior stylist',
        bio: 'Ana has cut and coloured hair in this neighbourhood for fifteen years and loves a bold change.',
        photo_url: 'https://studio.example/img/ana.jpg',
      },
      { name: 'Ben Okafor', role: 'Barber', bio: undefined, photo_url: undefined },
    ]);
  });

  it('knows names from roles and headings', () => {
    expect(['Dr. Priya Shah', "Mary O'Neil", 'Jean de la Fontaine'].map(isPersonName)).toEqual([true, true, true]);
    expect(['Studio Owner', 'Nail & Lash Artist', 'Hair Care', 'Opening Hours 2024', 'Anna'].map(isPersonName)).toEqual(
      [false, false, false, false, false],
    );
  });

  it('finds no team on a page without a team heading', () => {
    expect(extractTeam(page('<h2>Services</h2><div><h3>Jane Doe</h3><p>Lead</p></div>'), URL_)).toEqual([]);
  });
});

describe('class timetable', () => {
  it('reads a table with the days as columns', () => {
    const doc = page(`<section><h2>Class timetable</h2><table>
      <tr><th>Time</th><th>Monday</th><th>Tue</th><th>Wednesday</th></tr>
      <tr><td>7:00 am</td><td>Vinyasa Flow with Anna</td><td></td><td>Yin Yoga (Ben)</td></tr>
      <tr><td>6:30 pm</td><td></td><td>Pilates</td><td></td></tr></table></section>`);
    expect(extractClasses(doc)).toEqual([
      { day: 'Monday', time: '7:00 am', name: 'Vinyasa Flow', instructor: 'Anna' },
      { day: 'Wednesday', time: '7:00 am', name: 'Yin Yoga', instructor: 'Ben' },
      { day: 'Tuesday', time: '6:30 pm', name: 'Pilates', instructor: undefined },
    ]);
  });

  it('reads a table with a day column, and lists under weekday headings', () => {
    const table =
      page(`<div><h2>Weekly schedule</h2><table><tr><th>Day</th><th>Time</th><th>Class</th><th>Instructor</th></tr>
      <tr><td>Sat</td><td>09:00–10:00</td><td>Kids gymnastics</td><td>Coach Lee</td></tr></table></div>`);
    expect(extractClasses(table)).toEqual([
      { day: 'Saturday', time: '09:00–10:00', name: 'Kids gymnastics', instructor: 'Coach Lee' },
    ]);
    const lists =
      page(`<section><h2>Our classes</h2><h3>Thursday</h3><ul><li>6:00 pm – Boxfit</li><li>7:15 pm Spin with Jo</li></ul>
      <p><strong>Friday</strong></p><ul><li>12:00 pm Lunchtime HIIT</li></ul></section>`);
    expect(extractClasses(lists)).toEqual([
      { day: 'Thursday', time: '6:00 pm', name: 'Boxfit', instructor: undefined },
      { day: 'Thursday', time: '7:15 pm', name: 'Spin', instructor: 'Jo' },
      { day: 'Friday', time: '12:00 pm', name: 'Lunchtime HIIT', instructor: undefined },
    ]);
  });

  it('does not read opening hours as classes', () => {
    const doc = page(`<h2>Opening hours</h2><table><tr><td>Monday</td><td>9:00 am – 5:00 pm</td></tr></table>`);
    expect(extractClasses(doc)).toEqual([]);
    expect(weekdayOf('Tues.')).toBe('Tuesday');
    expect(weekdayOf('mo')).toBeUndefined();
  });
});

describe('before and after', () => {
  it('pairs pictures labelled before and after, with the caption of their own figure', () => {
    const doc = page(`<section><h2>Recent work</h2>
      <figure><img src="/w/patio-before.jpg" alt="Patio before cleaning"><img src="/w/patio-after.jpg" alt="Patio after cleaning"><figcaption>Patio restored</figcaption></figure>
      <img src="/w/hero.jpg" alt="Our van"></section>`);
    expect(extractBeforeAfter(doc, URL_)).toEqual([
      {
        before_url: 'https://studio.example/w/patio-before.jpg',
        after_url: 'https://studio.example/w/patio-after.jpg',
        caption: 'Patio restored',
      },
    ]);
  });

  it('reads an unlabelled gallery under a before & after heading in pairs, and nothing elsewhere', () => {
    const doc = page(
      `<section><h2>Before &amp; After</h2><img src="a1.jpg" alt="Lawn"><img src="a2.jpg" alt="Lawn"></section>`,
    );
    expect(extractBeforeAfter(doc, URL_).map((p) => [p.before_url, p.after_url])).toEqual([
      ['https://studio.example/a1.jpg', 'https://studio.example/a2.jpg'],
    ]);
    expect(extractBeforeAfter(page('<h2>Gallery</h2><img src="a.jpg"><img src="b.jpg">'), URL_)).toEqual([]);
  });
});

itWithSharedSites('finds nothing on the real sites that have no team, classes or before/after pictures', () => {
  for (const site of ['boston-harbor-plumbing', 'whitmore-tea-rooms', 'chatkaew-thai-massage']) {
    const docs = fs
      .readdirSync(sharedSite(site))
      .filter((f) => f.endsWith('.html'))
      .map((f) => ({
        url: `http://127.0.0.1:8080/${f}`,
        doc: parseHtml(fs.readFileSync(path.join(sharedSite(site), f), 'utf8')),
      }));
    expect(extractShowcase(docs)).toEqual({ team: [], classes: [], before_after: [] });
  }
});
