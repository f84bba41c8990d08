// Team, class timetable and before/after pictures read from a business's own pages: named people only,
// entries exactly as written, pairs from their own labels; nothing when a page has none.
import fs from 'node:fs';
import path from 'node:path';
import { itWithSharedSites, sharedSite } from '../../../test/helpers/shared-sites';
import { parseHtml } from '../src/html';
import {
  extractBeforeAfter,
  extractClasses,
  extractShowcase,
  extractTeam,
  isGivenName,
  isPersonName,
  weekdayOf,
} from '../src/showcase';

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

  it('reads single given names from repeated cards with a job title, in messy markup', () => {
    // Cards with a heading, a labelled name or a "name — title" heading; photo anywhere in the card.
    const cards = page(`<section class="team"><div class="hdr"><h2>Meet our stylists</h2></div><div class="grid">
      <div class="card"><div class="pic"><img data-src="/t/maria.jpg" alt=""></div><div class="txt"><h4>Maria</h4><p>Senior Stylist</p></div></div>
      <div class="card"><div class="pic"><img src="/t/tom.jpg" alt=""></div><div class="txt"><h4>Tom <span class="role">Barber</span></h4></div></div>
      <div class="card"><div class="txt"><h4>Zoë — Colourist</h4><p>Zoë loves a bold copper and has coloured hair here since the salon first opened.</p></div></div>
      <div class="card"><div class="txt"><div class="member-name">Jo</div><div class="position">Front of house</div></div></div>
      <div class="card"><div class="txt"><h4>Reception</h4><p>Bookings and enquiries</p></div></div>
    </div></section>`);
    expect(extractTeam(cards, URL_)).toEqual([
      { name: 'Maria', role: 'Senior Stylist', bio: undefined, photo_url: 'https://studio.example/t/maria.jpg' },
      { name: 'Tom', role: 'Barber', bio: undefined, photo_url: 'https://studio.example/t/tom.jpg' },
      {
        name: 'Zoë',
        role: 'Colourist',
        bio: 'Zoë loves a bold copper and has coloured hair here since the salon first opened.',
        photo_url: undefined,
      },
      { name: 'Jo', role: 'Front of house', bio: undefined, photo_url: undefined },
    ]);
    // A list of "name — title" lines, bold or not, and captioned photos.
    const list = page(`<div><h2>Our team</h2><ul>
      <li><strong>Maria</strong> — Stylist</li><li><b>Dr. Priya Shah</b>, Dentist</li><li>Ben – Hygienist</li>
      <li>Open Monday to Friday</li></ul></div>`);
    expect(extractTeam(list, URL_).map((m) => [m.name, m.role])).toEqual([
      ['Maria', 'Stylist'],
      ['Dr. Priya Shah', 'Dentist'],
      ['Ben', 'Hygienist'],
    ]);
    const figures = page(`<section><h2>The team</h2>
      <figure><img src="/t/anna.jpg" alt="Anna"><figcaption>Anna | Yoga teacher</figcaption></figure>
      <figure><img src="/t/sam.jpg" alt="Sam"><figcaption>Sam | Pilates instructor</figcaption></figure></section>`);
    expect(extractTeam(figures, URL_)).toEqual([
      { name: 'Anna', role: 'Yoga teacher', bio: undefined, photo_url: 'https://studio.example/t/anna.jpg' },
      { name: 'Sam', role: 'Pilates instructor', bio: undefined, photo_url: 'https://studio.example/t/sam.jpg' },
    ]);
  });

  it('takes no single name from prose, from a lone card, or without a job title', () => {
    const prose = page(`<section><h2>Meet the team</h2>
      <p>Maria is our senior stylist and Tom, our barber, has cut hair here for years.</p>
      <p><strong>Maria</strong> started the salon in 2009 after training in London and still does every bridal booking herself.</p>
      <p>Sam, Stylist and Ben, Barber</p></section>`);
    expect(extractTeam(prose, URL_)).toEqual([]);
    const lone = page(`<section><h2>Our team</h2><div class="card"><h3>Maria</h3><p>Stylist</p></div></section>`);
    expect(extractTeam(lone, URL_)).toEqual([]);
    const untitled = page(`<section><h2>Our team</h2>
      <div><h3>Maria</h3><p>Loves a fringe</p></div><div><h3>Tom</h3><p>Ask about fades</p></div></section>`);
    expect(extractTeam(untitled, URL_)).toEqual([]);
    // Reviews laid out as cards are not a team.
    const reviews = page(`<section><h2>What our clients say</h2>
      <div><h4>Maria</h4><p>Stylist appointment was perfect</p></div><div><h4>Tom</h4><p>Barber</p></div></section>`);
    expect(extractTeam(reviews, URL_)).toEqual([]);
  });

  it('knows given names from words', () => {
    expect(['Maria', 'Zoë', 'Anne-Marie', 'Jo'].map(isGivenName)).toEqual([true, true, true, true]);
    expect(['Reception', 'Stylist', 'Monday', 'Hair', 'MARIA', 'Our', 'Maria Lopez'].map(isGivenName)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
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

  it('recognises a weekly class schedule by its structure, under any heading or none', () => {
    const table = page(`<main><h2>Kids' programmes</h2><div class="wrap"><table>
      <tr><th>Day</th><th>Time</th><th>Class</th><th>Coach</th></tr>
      <tr><td>Mon</td><td>4:00–4:45 pm</td><td>Tumble Tots</td><td>Lee</td></tr>
      <tr><td>Wed</td><td>5:00–6:00 pm</td><td>Junior Gymnastics</td><td></td></tr></table></div></main>`);
    expect(extractClasses(table)).toEqual([
      { day: 'Monday', time: '4:00–4:45 pm', name: 'Tumble Tots', instructor: 'Lee' },
      { day: 'Wednesday', time: '5:00–6:00 pm', name: 'Junior Gymnastics', instructor: undefined },
    ]);
    const columns = page(`<div><table><tr><td></td><td>Tue</td><td>Thu</td></tr>
      <tr><td>6:30 pm</td><td>Boxing</td><td>Boxing</td></tr><tr><td>7:30 pm</td><td>Open mat</td><td></td></tr></table></div>`);
    expect(extractClasses(columns).map((e) => `${e.day} ${e.time} ${e.name}`)).toEqual([
      'Tuesday 6:30 pm Boxing',
      'Thursday 6:30 pm Boxing',
      'Tuesday 7:30 pm Open mat',
    ]);
    const lines = page(`<section><h2>Come and try</h2><ul class="sched">
      <li>Mon 6:00 pm — Boxfit</li><li>Wednesday: 7pm Spin with Jo</li><li>Sat. 9:00 am Parkrun warm-up</li></ul></section>`);
    expect(extractClasses(lines)).toEqual([
      { day: 'Monday', time: '6:00 pm', name: 'Boxfit', instructor: undefined },
      { day: 'Wednesday', time: '7pm', name: 'Spin', instructor: 'Jo' },
      { day: 'Saturday', time: '9:00 am', name: 'Parkrun warm-up', instructor: undefined },
    ]);
    const cards = page(`<section><h2>This week</h2><div class="days">
      <div class="day"><h4>Tuesday</h4><p>6:30 pm Vinyasa</p><p>7:45 pm Yin (Ben)</p></div>
      <div class="day"><h4>Friday</h4><div>12:15 pm Lunchtime Pilates</div></div></div></section>`);
    expect(extractClasses(cards).map((e) => [e.day, e.time, e.name, e.instructor])).toEqual([
      ['Tuesday', '6:30 pm', 'Vinyasa', undefined],
      ['Tuesday', '7:45 pm', 'Yin', 'Ben'],
      ['Friday', '12:15 pm', 'Lunchtime Pilates', undefined],
    ]);
  });

  it('keeps opening hours as hours wherever they are, and one lone row or a menu out', () => {
    const hours = [
      `<div><table><tr><td>Monday</td><td>9:00 am – 5:00 pm</td></tr><tr><td>Tuesday</td><td>9:00 am – 5:00 pm</td><td>Walk-ins welcome</td></tr>
        <tr><td>Thursday</td><td>10:00–20:00</td><td>(Late night)</td></tr><tr><td>Sunday</td><td>Closed</td></tr></table></div>`,
      `<table><tr><th></th><th>Mon</th><th>Tue</th><th>Sat</th></tr><tr><td>Morning</td><td>8am–12pm</td><td>8am–12pm</td><td>Closed</td></tr>
        <tr><td>9:00</td><td>Open</td><td>Open</td><td>By appointment</td></tr></table>`,
      `<ul><li>Mon–Fri: 8am – 6pm</li><li>Sat: 9am – 1pm</li><li>Sun: Closed</li></ul>`,
      `<ul><li>Mon - Thu 7am Breakfast club</li><li>Fri to Sun 8am Brunch club</li></ul>`,
      `<footer><h4>Monday</h4><p>9am – 5pm</p><h4>Saturday</h4><p>10am – 2pm</p><p>Sunday Closed</p></footer>`,
      `<h2>Opening hours</h2><ul><li>Monday 9:00 am Opens</li><li>Tuesday 9:00 am Opens</li></ul>`,
      `<h2>Weekly specials</h2><table><tr><td>Monday</td><td>5–9 pm</td><td>Burger night</td></tr>
        <tr><td>Tuesday</td><td>5–9 pm</td><td>Taco Tuesday</td></tr></table>`,
      `<h2>Drop-in</h2><table><tr><td>Friday</td><td>6 pm</td><td>Yoga</td></tr></table>`,
      `<h2>Prices</h2><ul><li>Monday 6pm Yoga £8.00</li><li>Tuesday 6pm Pilates £8.00</li></ul>`,
      `<section><p><strong>Monday</strong></p><p>We open at 9am for breakfast</p><p><strong>Friday</strong></p>
        <p>From 5pm our pizza oven is lit for the weekend</p></section>`,
    ];
    for (const html of hours) expect([html, extractClasses(page(html))]).toEqual([html, []]);
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
  // Their opening hours (tables, lists, footers), a single stylist named only in prose (eric-carter-hair) and
  // beauty cards titled by role (real-touch-studio) give no classes and no people.
  for (const site of [
    'boston-harbor-plumbing',
    'whitmore-tea-rooms',
    'chatkaew-thai-massage',
    'eric-carter-hair',
    'real-touch-studio',
  ]) {
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
