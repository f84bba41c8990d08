// The hours readers' general techniques, each on markup as real pages write it (the hours zoo's tuning cases):
// the language of the weekdays, times paired as a reader pairs them, bare hours on the clock, prose read a sentence at
// a time, a day's line over "closed", and a grid's mark explained by its note.
import { hoursLanguage, hoursOfLines, lines, readHours } from '../src/hour-lines';
import { parseHtml } from '../src/html';

const hoursOf = (body: string, lang?: string) =>
  readHours(parseHtml(`<!doctype html><html><body>${body}</body></html>`), lang);

describe('reading opening hours as the page writes them', () => {
  it("reads the days in the language they are written in, whatever the page's lang says", () => {
    const body = `<b>Unsere Öffnungszeiten:</b><table>
      <tr><td>Montag</td><td>09:00 - 12:00</td></tr><tr><td>Samstag</td><td>08:00 - 13:30</td></tr></table>`;
    expect(hoursLanguage(lines(parseHtml(body)), 'en')).toBe('de');
    expect(hoursLanguage(lines(parseHtml('<p>Monday 9-5</p><p>Tuesday 9-5</p>')), 'en')).toBe('en');
    // an abbreviation of another language is no evidence ("Mar" is March, "do" a verb)
    expect(hoursLanguage(lines(parseHtml('<p>Mar 3, do it</p>')), 'en')).toBe('en');
    expect(hoursOf(body, 'en')).toEqual({ Monday: '09:00 - 12:00', Saturday: '08:00 - 13:30' });
  });

  it('pairs four rising times after a day into two spans, whatever separates them', () => {
    expect(hoursOf('<p>Orari:<br>Lunedì: 08.00 / 11.30 – 14.00/18.00</p>', 'it')).toEqual({
      Monday: '08.00 - 11.30, 14.00 - 18.00',
    });
    expect(hoursOf('<table><tr><td>Dienstag</td><td>09:00 - 12:00&ensp;14:00- 18:30</td></tr></table>', 'de')).toEqual({
      Tuesday: '09:00 - 12:00, 14:00 - 18:30',
    });
    // times that do not rise are no spans (a timetable, a list of departures)
    expect(hoursOf('<p>Montag 19:00 / 18:30 / 17:00 / 16:00</p>', 'de')).toEqual({});
  });

  it('writes whole hours the reader read as hours on the clock, and reads "12 noon"', () => {
    expect(hoursOf('<ul><li><span>Mercoledì:</span><time>19 - 22</time></li></ul>', 'it')).toEqual({
      Wednesday: '19:00 - 22:00',
    });
    expect(hoursOf('<h3>Lunes a Viernes</h3><p>9 a 13 hs - 16 a 20 hs.</p>', 'es').Monday).toBe(
      '9:00 - 13:00, 16:00 - 20:00',
    );
    expect(hoursOf('<dl><dt>Sunday</dt><dd>12 noon to 11pm</dd></dl>', 'en')).toEqual({ Sunday: '12:00 pm to 11pm' });
    // English's bare hours are a 12-hour clock, and a span that ends before it starts is no 24-hour one
    expect(hoursOf('<p>Monday 9-5</p><p>Tuesday 9-5</p>', 'en')).toEqual({ Monday: '9-5', Tuesday: '9-5' });
    expect(hoursOf('<p>Montag 6-2</p>', 'de')).toEqual({ Monday: '6-2' });
  });

  it('reads a paragraph of prose a sentence at a time, noon and "de lunes" in its language', () => {
    const body =
      '<h3>Horario de atención</h3><p>Horario de la clínica es de 8:30 am a 5 pm de lunes a jueves y de 8:30 am ' +
      'hasta el mediodía del viernes. Los pacientes son atendidos por cita solamente. Nos esforzamos para ver todos ' +
      'los pacientes de manera oportuna, pero debido a la naturaleza de nuestra práctica, pueden producirse retrasos.</p>';
    const hours = hoursOf(body, 'es');
    expect(hours.Thursday).toBe('8:30 am - 5 pm');
    expect(hours.Friday).toBe('8:30 am - noon');
    // the times under the label belong to a sentence naming days: they are not every day's
    expect(hours.Saturday).toBeUndefined();
  });

  it('gives a span to the days before it, never to a day a later group closes, nor a closed day its neighbour’s', () => {
    const week = (days: string[], value: string) => Object.fromEntries(days.map((d) => [d, value]));
    const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
    expect(readHours(parseHtml('<p>Mon-Fri 9-5, Sat 10-2, Sun closed</p>'), 'en')).toEqual({
      ...week(weekdays, '9-5'),
      Saturday: '10-2',
      Sunday: 'Closed',
    });
    expect(readHours(parseHtml('<p>Closed Monday, 11-9 Tue-Sun</p>'), 'en')).toEqual({
      ...week(['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'], '11-9'),
      Monday: 'Closed',
    });
    // spans written before their days: each span its own days', never the next span's
    expect(readHours(parseHtml('<p>9-5 Mon-Fri, 10-2 Sat, closed Sun</p>'), 'en')).toEqual({
      ...week(weekdays, '9-5'),
      Saturday: '10-2',
      Sunday: 'Closed',
    });
    // a day the reader cannot name ("F") leaves its span to no one: the weekend a later group closes stays closed (a
    // Kansas City supply store's hours, public code index id 15975817467)
    expect(readHours(parseHtml('<p>Mon-Thu 8AM - 5 PM, F 8AM - 3PM, Sat-Sun CLOSED</p>'), 'en')).toMatchObject({
      Monday: '8AM - 5 PM',
      Saturday: 'Closed',
      Sunday: 'Closed',
    });
    // a restaurant's table row: closed at lunch, open in the evening (research corpus, dev half)
    expect(
      readHours(parseHtml('<table><tr><td>Sonntag</td><td>Geschlossen</td><td>18 - 20</td></tr></table>'), 'de'),
    ).toEqual({
      Sunday: '18:00 - 20:00',
    });
  });

  it('closes the days listed before the holidays in English, as in the other languages', () => {
    // a Tralee car dismantler's footer as written (a public repository; the code index's file 35518211334)
    expect(
      readHours(
        parseHtml(`<div class="span4"><h4>Opening Hours</h4><blockquote>Monday - Friday: 9.00am - 6.00pm <br>
        Saturdays: 9.00am - 1.00pm<br>
        Sundays & Bank Holidays: Closed<br></blockquote></div>`),
        'en',
      ),
    ).toMatchObject({ Friday: '9.00am - 6.00pm', Saturday: '9.00am - 1.00pm', Sunday: 'Closed' });
    expect(readHours(parseHtml('<p>Sunday and public holidays closed</p>'), 'en')).toEqual({ Sunday: 'Closed' });
  });

  it('reads "Close" as closed where it stands for a day\'s value, never a closing time', () => {
    // a clinic's footer (code index file 16295052116) and a template's "open-time" block as many sites keep it
    // (code index file 2697038107)
    expect(
      hoursOfLines(
        ['Monday-Thursday : 9:00am to 6:00pm', 'Friday and Saturday : 9:00am to 12:00pm', 'Sunday : Close'],
        'en',
      ),
    ).toMatchObject({ Monday: '9:00am to 6:00pm', Saturday: '9:00am to 12:00pm', Sunday: 'Closed' });
    expect(hoursOfLines(['Open : 8:00 AM - Close : 18:00 PM', 'Saturday - Sunday : Close'], 'en')).toMatchObject({
      Saturday: 'Closed',
      Sunday: 'Closed',
    });
    expect(hoursOfLines(['Mon-Fri 9am-5pm', 'Sat close 2pm', 'Sun: close at 1pm'], 'en')).not.toHaveProperty(
      'Saturday',
    );
  });

  it("reads a day's line over a line that only says closed", () => {
    const body = `<div><div>Maandag</div><div>Gesloten</div></div><div><div>Dinsdag</div><div>10.30 – 16.30</div></div>`;
    expect(hoursOf(body, 'nl')).toEqual({ Monday: 'Closed', Tuesday: '10.30 – 16.30' });
  });

  it('reads a table by its orientation: day cells in the header, each column their times', () => {
    const body = `<h2>Öffnungszeiten</h2><table><thead><tr><th>Montag</th><th>Dienstag bis Freitag</th>
      <th>Samstag</th></tr></thead><tbody><tr><td>14:00 - 18:30 Uhr</td>
      <td>08:30 - 12:00 Uhr <br> 14:00 - 18:30 Uhr </td><td>8:30 - 16:00 Uhr</td></tr></tbody></table>`;
    expect(hoursOf(body, 'de')).toEqual({
      Monday: '14:00 - 18:30',
      ...Object.fromEntries(
        ['Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((d) => [d, '08:30 - 12:00, 14:00 - 18:30']),
      ),
      Saturday: '8:30 - 16:00',
    });
  });

  it('splits each day open through a midday break a line of its own names, in each language', () => {
    const week = (days: string[], value: string) => Object.fromEntries(days.map((d) => [d, value]));
    const [mon, tue, wed, thu, fri] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
    // a practice's office hours card (the code index's file 57790028928, a public repository it does not name)
    expect(
      hoursOf(
        '<p class="text-muted-foreground text-sm">Monday - Friday: 8:30 AM - 5:00 PM<br />\n' +
          'Closed for lunch 12:00 PM - 1:30 PM\n</p>',
        'en',
      ),
    ).toEqual(week([mon, tue, wed, thu, fri], '8:30 AM - 12:00 PM, 1:30 PM - 5:00 PM'));
    // a tailor's hours (the code index's file 46688680991), the break in brackets
    expect(hoursOf('<p>Tuesday, Thursday, Friday: 9am-6pm<br />\n(closed for lunch 12pm-2pm)\n</p>', 'en')).toEqual(
      week([tue, thu, fri], '9am - 12pm, 2pm - 6pm'),
    );
    // an association's office hours as a list (the code index's file 12475777788): the break holds for Friday too
    expect(
      hoursOf(
        '<ul><li>🕐 Montag - Donnerstag: 8:00 - 16:00 Uhr</li><li>🕐 Freitag: 8:00 - 14:00 Uhr</li>' +
          '<li>☕ Mittagspause: 12:00 - 13:00 Uhr</li></ul>',
        'de',
      ),
    ).toEqual({ ...week([mon, tue, wed, thu], '8:00 - 12:00, 13:00 - 16:00'), Friday: '8:00 - 12:00, 13:00 - 14:00' });
    // a Seoul firm's Japanese contact page (the code index's file 70900651402): 平日 over 昼休み
    expect(hoursOf('<p>平日 09:00〜18:00</p><p>昼休み 12:00〜13:00</p>', 'ja')).toEqual(
      week([mon, tue, wed, thu, fri], '09:00 - 12:00, 13:00 - 18:00'),
    );
  });

  // (the probe's forms: each language's midday break on a line of its own, under the days' line)
  it.each([
    ['de', 'Mo – Fr 8:00 – 18:00 Uhr', 'Mittagspause 12:00 – 14:00 Uhr', '8:00 - 12:00, 14:00 - 18:00'],
    ['de', 'Montag bis Freitag: 8 – 18 Uhr', 'Mittagspause: 12 – 13 Uhr', '8:00 - 12:00, 13:00 - 18:00'],
    ['fr', 'Du lundi au vendredi de 9h à 19h', 'Fermé de 12h à 14h', '9:00 - 12:00, 14:00 - 19:00'],
    ['fr', 'Du lundi au vendredi : 9h - 18h', 'Pause déjeuner : 12h30 - 13h30', '9:00 - 12:30, 13:30 - 18:00'],
    ['it', 'Lunedì - Venerdì: 8:30 - 19:00', 'Pausa pranzo 13:00 - 14:30', '8:30 - 13:00, 14:30 - 19:00'],
    ['es', 'Lunes a viernes: 9:00 - 20:00', 'Pausa del mediodía: 14:00 - 16:00', '9:00 - 14:00, 16:00 - 20:00'],
    ['nl', 'Maandag t/m vrijdag: 8:30 - 17:30', 'Middagpauze: 12:30 - 13:30', '8:30 - 12:30, 13:30 - 17:30'],
    ['pt', 'Segunda a sexta: 8h às 18h', 'Intervalo para almoço: 12h às 13h', '8:00 - 12:00, 13:00 - 18:00'],
    ['en', 'Monday - Friday: 8:00 - 17:00', 'Lunch break: 12:00 - 13:00', '8:00 - 12:00, 13:00 - 17:00'],
  ])('(%s) %s / %s', (lang, days, pause, monday) => {
    expect(hoursOf(`<p>${days}</p><p>${pause}</p>`, lang).Monday).toBe(monday);
  });

  it('never reads "closed from" as Friday closed', () => {
    expect(hoursOf('<p>Du mardi au samedi de 9h à 19h</p><p>Fermé de 12h à 14h le jeudi</p>', 'fr').Friday).toBe(
      '9:00 - 19:00',
    );
  });

  it("reads a line opening with one day's letters under a range of them, and leader dots between a day and its hours", () => {
    expect(hoursOf('<p>M-Th 8am-5pm</p><p>F 8am-12pm</p><p>Sa 10-2</p><p>Su Closed</p>', 'en')).toMatchObject({
      Thursday: '8am-5pm',
      Friday: '8am-12pm',
      Saturday: '10-2',
      Sunday: 'Closed',
    });
    // a restaurant's hours as a menu's leaders set them (the code index's file 359814939)
    expect(
      hoursOf('<p>Monday ................... 11am-9pm</p>\n<p>Tuesday .................. 11am-9pm</p>', 'en'),
    ).toEqual({ Monday: '11am-9pm', Tuesday: '11am-9pm' });
    // a theme's footer widget (the code index's file 29290348240), a leader before "Closed" too
    expect(
      hoursOf(
        '<h5 class="mb-4">opening hours</h5>\n<p>Monday ...................... Closed</p>\n' +
          '<p>Tue-Fri .............. 10 am - 12 pm</p>\n<p>Sat-Sun ............... 8 am - 11 pm</p>',
        'en',
      ),
    ).toMatchObject({ Monday: 'Closed', Friday: '10 am - 12 pm', Sunday: '8 am - 11 pm' });
  });

  it('reads a column of days beside a column of their times, line for line', () => {
    // a restaurant's contact page, two Bootstrap columns (the code index's file 41602755840), as written
    const body = `<div class="container card text-white bg-secondary mb-3">
      <div class="row">
        <div class="col-10 text-center card-header">Business Hours</div>
        <div class="col-4 card-text">Sunday<br>Monday<br>Tuesday<br>Wednesday<br>Thursday<br>Friday<br>Saturday</div>
        <div class="col-6 card-text">12:00PM - 9:30PM<br>12:00PM - 9:30PM<br>12:00PM - 9:30PM<br>12:00PM - 9:30PM<br>12:00PM - 9:30PM<br>Close<br>12:00PM - 9:30PM</div>
      </div></div>`;
    expect(hoursOf(body, 'en')).toMatchObject({ Sunday: '12:00PM - 9:30PM', Saturday: '12:00PM - 9:30PM' });
    // (the probe's form: Gutenberg's columns)
    expect(
      hoursOf(
        '<div class="wp-block-columns"><div class="wp-block-column"><p>Lundi<br>Mardi - Vendredi<br>Samedi</p></div>' +
          '<div class="wp-block-column"><p>Fermé<br>9h - 19h<br>9h - 17h</p></div></div>',
        'fr',
      ),
    ).toEqual({
      Monday: 'Closed',
      ...Object.fromEntries(['Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((d) => [d, '9:00 - 19:00'])),
      Saturday: '9:00 - 17:00',
    });
  });

  it("reads a grid's mark as the note under the grid explains it", () => {
    const body = `<table>
      <tr><th>時間 / 曜日</th><th>月</th><th>火</th><th>水</th><th>木</th><th>金</th><th>土</th><th>日</th></tr>
      <tr><td>9:00〜12:00</td><td>●</td><td>●</td><td>●</td><td>×</td><td>●</td><td>●</td><td>×</td></tr>
      <tr><td>15:00〜19:00</td><td>●</td><td>●</td><td>●</td><td>×</td><td>●</td><td>▲</td><td>×</td></tr>
    </table><p>▲土曜午後は17時までとなります。</p>`;
    expect(hoursOf(body, 'ja')).toMatchObject({
      Friday: '9:00 - 12:00, 15:00 - 19:00',
      Saturday: '9:00 - 12:00, 15:00 - 17:00',
      Sunday: 'Closed',
    });
  });
});
