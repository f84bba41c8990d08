// Each language's days, times and page language, as small-business sites write them.
import { englishDays } from '@sgs/contracts';
import { hoursFromLines } from '@sgs/site-kit';
import { parseHtml } from '../src/html';
import { lines, readHours } from '../src/hour-lines';
import { pageLanguage } from '../src/language';

describe('days and times in several languages', () => {
  const week = (from: number, to: number, value: string) =>
    Object.fromEntries(
      ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
        .slice(from, to + 1)
        .map((d) => [d, value]),
    );

  it('reads German, French, Italian, Spanish, Dutch, Portuguese and Japanese opening hours', () => {
    expect(hoursFromLines(['Mo–Fr 05:15 – 18:30 Uhr', 'Sa 05:30 - 12:00 Uhr, So geschlossen'], 'de')).toEqual({
      ...week(0, 4, '05:15 – 18:30'),
      Saturday: '05:30 - 12:00',
      Sunday: 'Closed',
    });
    expect(hoursFromLines(['Du lundi au vendredi 7h - 19h'], 'fr')).toEqual(week(0, 4, '7:00 - 19:00'));
    expect(hoursFromLines(['Lunedì - Sabato 12.00 - 14.00, 19.00 - 22.00'], 'it')).toEqual(
      week(0, 5, '12.00 - 14.00, 19.00 - 22.00'),
    );
    expect(hoursFromLines(['Martes a domingo: 9:00 - 20:00'], 'es')).toEqual(week(1, 6, '9:00 - 20:00'));
    expect(hoursFromLines(['ma t/m vr 8.00 - 17.30'], 'nl')).toEqual(week(0, 4, '8.00 - 17.30'));
    expect(hoursFromLines(['Segunda a Sexta 9h às 18h'], 'pt')).toEqual(week(0, 4, '9:00 - 18:00'));
    // the closing day a later line names closes a day of an earlier line's range
    expect(hoursFromLines(['月〜金 10:00〜19:00', '毎週火曜日定休'], 'ja')).toEqual({
      ...week(0, 4, '10:00 - 19:00'),
      Tuesday: 'Closed',
    });
    expect(englishDays('毎週火曜日定休', 'ja')).toBe('closed Tuesday');
  });

  it('reads "from" words, "daily", "open" and a range word after am/pm (real pages)', () => {
    expect(hoursFromLines(['Lunes a Viernes de 9:00 am a 9:00 pm'], 'es')).toEqual(week(0, 4, '9:00 am - 9:00 pm'));
    expect(hoursFromLines(['Openingstijden', 'Dagelijks geopend van 09:00 tot 20:00'], 'nl')).toEqual(
      week(0, 6, '09:00 - 20:00'),
    );
    expect(hoursFromLines(['Fr–So 12–18 Uhr'], 'de')).toEqual(week(4, 6, '12:00 - 18:00'));
    // "毎日" is every day, not the Sunday its 日 alone would be
    expect(hoursFromLines(['毎日 11:00〜21:00'], 'ja')).toEqual(week(0, 6, '11:00 - 21:00'));
  });

  it('reads the times under a line of days, one or two spans each', () => {
    expect(hoursFromLines(['Abierto de lunes a domingo', '8:30am - 20:30pm', 'Descubre'], 'es')).toEqual(
      week(0, 6, '8:30am - 20:30pm'),
    );
    const table = ['Matin', 'Après-midi', 'Mardi', '15h-19h', 'Mercredi', '9h-12h', '15h-19h', 'Téléphone'];
    expect(hoursFromLines(table, 'fr')).toEqual({ Tuesday: '15:00-19:00', Wednesday: '9:00-12:00, 15:00-19:00' });
  });

  it('keeps both halves of a split day written as two ranges of days', () => {
    expect(hoursFromLines(['Lunes a Sábado de 5:30 a 14:00. Lunes a Viernes de 17:00 a 19:00'], 'es')).toEqual({
      ...week(0, 4, '5:30 - 14:00, 17:00 - 19:00'),
      Saturday: '5:30 - 14:00',
    });
    expect(
      hoursFromLines(['Café: Mo–Di 12–14 Uhr · Fr–So 12–18 Uhr · Mondstube: Mo–Di 18:30–20:30 Uhr'], 'de'),
    ).toEqual({
      ...week(0, 1, '12:00 - 14:00, 18:30–20:30'),
      ...week(4, 6, '12:00 - 18:00'),
    });
    // an overlapping range still overrides: Friday's longer day
    expect(hoursFromLines(['Mon-Fri 9-5, Fri 9-8'], 'en')).toEqual({ ...week(0, 3, '9-5'), Friday: '9-8' });
  });

  it('pairs opening and closing times written in cells of their own', () => {
    const doc = parseHtml(
      '<table><tr><th scope="row">Lundi</th><td>Fermé</td><td></td></tr>' +
        '<tr><th scope="row">Mardi</th><td>8:30</td><td>18:00</td></tr>' +
        '<tr><th>Samedi</th><td>8:30</td><td>12:00</td><td>14:00</td><td>16:30</td></tr></table>',
    );
    expect(hoursFromLines(lines(doc), 'fr')).toEqual({
      Monday: 'Closed',
      Tuesday: '8:30 - 18:00',
      Saturday: '8:30 - 12:00, 14:00 - 16:30',
    });
  });

  it('reads a dash after the day and a dash between the two halves of a split day', () => {
    // a Dutch salon's footer list and an Italian salon's hours, as written
    expect(hoursFromLines(['Maandag - gesloten', 'Dinsdag - 9.00 - 17.30', 'Zaterdag - 9.00 - 16.00'], 'nl')).toEqual({
      Monday: 'Closed',
      Tuesday: '9.00 - 17.30',
      Saturday: '9.00 - 16.00',
    });
    expect(hoursFromLines(['Venerdì 08:30-12:00 - 15:00-19:00'], 'it')).toEqual({ Friday: '08:30-12:00, 15:00-19:00' });
    // a range of days is still a range, not a day and a time
    expect(hoursFromLines(['Mon - Fri 9am - 5pm'], 'en')).toEqual(week(0, 4, '9am - 5pm'));
  });

  it('reads "alle", "a las" and "and" between days and between the two halves of a day', () => {
    // an Italian barbershop's FAQ and a pizzeria's sentence, a Spanish split day, a middle dot between two spans
    expect(hoursFromLines(['Da martedì a sabato, dalle 9:00 alle 19:30. Domenica e lunedì chiuso.'], 'it')).toEqual({
      ...week(1, 5, '9:00 - 19:30'),
      Sunday: 'Closed',
      Monday: 'Closed',
    });
    expect(hoursFromLines(['Aperto tutti i giorni dalle 12 alle 15 e dalle 19 alle 23'], 'it')).toEqual(
      week(0, 6, '12 - 15, 19 - 23'),
    );
    expect(hoursFromLines(['De lunes a viernes de 9:00 a las 14:00 y de 17:00 a las 20:00'], 'es')).toEqual(
      week(0, 4, '9:00 - 14:00, 17:00 - 20:00'),
    );
    expect(hoursFromLines(['Tutti i giorni 12:00 – 15:00 · 19:00 – 23:30'], 'it')).toEqual(
      week(0, 6, '12:00 – 15:00, 19:00 – 23:30'),
    );
    expect(hoursFromLines(['Zaterdag en zondag 10.00 - 16.00'], 'nl')).toEqual(week(5, 6, '10.00 - 16.00'));
  });

  it('pairs a column of days with the column of times beside it', () => {
    // an Italian salon: two lists side by side, days on the left, times on the right
    const doc = parseHtml(
      '<h1>Orari di apertura</h1><h2><ul class="listacolonna sinistra"><li>Lunedì</li><li>Martedì</li>' +
        '<li>Venerdì</li><li>Sabato</li><li>Domenica</li></ul><ul class="listacolonna destra"><li>Chiuso</li>' +
        '<li>09:00-12:00 - 15:00-19:00</li><li>08:30-12:00 - 15:00-19:00</li><li>09:00-18:00</li><li>Chiuso</li>' +
        '</ul></h2>',
    );
    expect(hoursFromLines(lines(doc), 'it')).toEqual({
      Monday: 'Closed',
      Tuesday: '09:00-12:00, 15:00-19:00',
      Friday: '08:30-12:00, 15:00-19:00',
      Saturday: '09:00-18:00',
      Sunday: 'Closed',
    });
    // lists of different lengths are not columns of one table
    expect(lines(parseHtml('<ul><li>Lunedì</li><li>Martedì</li></ul><ul><li>9-12</li></ul>'))).toEqual([
      'Lunedì',
      'Martedì',
      '9-12',
    ]);
  });

  it('reads a grid of weekdays over marks under their time spans, a cell spanning rows in each row it covers', () => {
    // a Japanese optician's table: a span per row (午前/午後 written out), 〇 open, 休 closed, Sunday's own span
    // in one cell across both rows
    const day = (d: string) => `<th class="c-table-info__head-th">${d}</th>`;
    const marks = (...m: string[]) => m.map((x) => `<td class="c-table-info__body-td c-table-info__body-sine">${x}</td>`).join(''); // prettier-ignore
    const table = parseHtml(
      `<table class="c-table-info"><caption class="c-table-info__caption">レンズ購入・初めての方</caption><thead><tr>` +
        `<th class="c-table-info__head-th c-table-info__head-th--first">受付時間</th><th class="c-table-info__none-th"></th>` +
        `${['月', '火', '水', '木', '金', '土', '日'].map(day).join('')}</tr></thead><tbody><tr>` +
        `<td class="c-table-info__body-td">午前9：00～午前11：30</td><td class="c-table-info__none"></td>` +
        `${marks('〇', '〇', '休', '〇', '〇', '〇')}` +
        `<td class="c-table-info__body-td c-table-info__body-td--last" rowspan="2">午後12：00～<br class="">午後3：30</td></tr>` +
        `<tr><td class="c-table-info__body-td">午後2：00～午後6：30</td><td class="c-table-info__none c-table-info__none--bdb"></td>` +
        `${marks('〇', '〇', '休', '〇', '〇', '〇')}</tr></tbody></table>`,
    );
    expect(hoursFromLines(lines(table), 'ja')).toEqual({
      ...week(0, 5, '9:00 - 11:30, 14:00 - 18:30'),
      Wednesday: 'Closed',
      Sunday: '12:00 - 15:30',
    });
    // an eye clinic's two grids, morning and afternoon, each a definition list under the block naming its span;
    // a mark may say more after it ("○ 2診 ★"), "-" is closed
    const grid = (hours: string, cells: string[]) =>
      `<div class="consultation"><div class="hour">診療時間<br/>${hours}<br/><br/>受付終了は<br/>12:15です。</div><dl>` +
      `<dt>曜日</dt>${['月', '火', '水', '木', '金', '土'].map((d) => `<dd>${d}</dd>`).join('')}` +
      `<dt>診療</dt>${cells.map((c) => `<dd>${c}</dd>`).join('')}<dt>担当</dt>${'<dd>院長</dd>'.repeat(6)}</dl></div>`;
    const clinic = parseHtml(
      grid('9：30〜<br/>12：30', ['○<br/>2診<br/>★', '○', '○<br/>2診<br/>★', '○<br/>2診', '○<br/>2診', '○<br/>2診']) +
        grid('15：30〜<br/>18：30', ['○', '-', '○', '○', '○', '-']),
    );
    expect(hoursFromLines(lines(clinic), 'ja')).toEqual({
      ...week(0, 4, '9:30 - 12:30, 15:30 - 18:30'),
      Tuesday: '9:30 - 12:30',
      Saturday: '9:30 - 12:30',
    });
    // a table of days and prices is no grid of hours
    expect(lines(parseHtml('<table><tr><th>Mo</th><th>Di</th><th>Mi</th><th>Do</th><th>Fr</th></tr><tr><td>5 €</td><td>5 €</td><td>5 €</td><td>5 €</td><td>5 €</td></tr></table>')).some((l) => /Monday/.test(l))).toBe(false); // prettier-ignore
  });

  it('reads times under an hours label as every day but the closing days (Japanese full-width forms)', () => {
    const restaurant = ['営業時間', 'ランチ 11:00～14:30（L.0.14:00）', 'ディナー 17:00～23:00（L.0.22:30）', '定休日', '毎週月曜日（祝日以外）', '電話番号']; // prettier-ignore
    expect(hoursFromLines(restaurant, 'ja')).toEqual({
      ...week(1, 6, '11:00 - 14:30, 17:00 - 23:00'),
      Monday: 'Closed',
    });
    const salon = ['予約受付時間', '【平　日】', '10：00～19：00（カット）', '18：00（パーマ・カラー）', '【土・日・祝】', '09：00～18：00（カット）', '17：00（パーマ・カラー）', '定休日', '月曜・第1火曜・第3日曜']; // prettier-ignore
    expect(hoursFromLines(salon, 'ja')).toEqual({
      ...week(1, 4, '10:00 - 19:00'),
      ...week(5, 6, '09:00 - 18:00'),
      Monday: 'Closed',
    });
    expect(hoursFromLines(['Öffnungszeiten:', '9:00 - 18:00', 'Ruhetag: Montag'], 'de')).toEqual({
      ...week(1, 6, '9:00 - 18:00'),
      Monday: 'Closed',
    });
    // without a label, times alone are no one's hours
    expect(hoursFromLines(['Lieferung', '9:00 - 18:00'], 'de')).toEqual({});
  });

  it('reads plural and adverbial day names and "hs." after a time, never a month as a day', () => {
    expect(hoursFromLines(['Lunes - Viernes 8:00 hs. - 20:00 hs.', 'Sábados 8:00 hs. - 14:00 hs.'], 'es')).toEqual({
      ...week(0, 4, '8:00 - 20:00'),
      Saturday: '8:00 - 14:00',
    });
    expect(hoursFromLines(['Montags geschlossen', 'Di-So 11-22 Uhr'], 'de')).toEqual({
      Monday: 'Closed',
      ...week(1, 6, '11:00 - 22:00'),
    });
    expect(hoursFromLines(['Fermé du 1er mars au 3 mars', 'lundis 9h-12h'], 'fr')).toEqual({ Monday: '9:00-12:00' });
  });

  it('reads a day written short as the language writes it: two letters with a stop, one letter as a range end', () => {
    expect(hoursFromLines(['Lu. au Ve.', '07:30-11:30/13:30-17:30'], 'fr')).toEqual(
      week(0, 4, '07:30-11:30/13:30-17:30'),
    );
    expect(hoursFromLines(['Horario : L-V 9:30-20:30', 'Sábados: 9:00-14:00'], 'es')).toEqual({
      ...week(0, 4, '9:30-20:30'),
      Saturday: '9:00-14:00',
    });
    expect(englishDays('Gi. 9-12', 'it')).toBe('Thursday 9-12');
    // without its stop a two-letter form is the language's own word, and a lone letter no day
    expect(englishDays('Je suis ouvert de 9h à 18h', 'fr')).toBe('Je suis open from 9:00 - 18:00');
    expect(englishDays('Mi casa 9:00 - 14:00', 'es')).toBe('Mi casa 9:00 - 14:00');
  });

  it('reads Portuguese weekdays by their ordinal ("2ª a 6ª feira", "3ª-feira"), never another number', () => {
    expect(hoursFromLines(['2ª a 6ª feira das 9h às 18h', 'Sábado das 9h às 13h'], 'pt')).toEqual({
      ...week(0, 4, '9:00 - 18:00'),
      Saturday: '9:00 - 13:00',
    });
    expect(englishDays('3ª-feira: fechado', 'pt')).toBe('Tuesday : closed');
    // a number in an address or a count is no day
    // (and "7 dias por semana" is every day)
    expect(englishDays('Rua 25 de Abril 32, Loja 2, 7 dias por semana', 'pt')).toBe(
      'Rua 25 de Abril 32, Loja 2, daily',
    );
    expect(hoursFromLines(['Sala 12a, 3º andar', '9:00 - 18:00'], 'pt')).toEqual({});
  });

  it('reads a clinic’s closed days by its own Japanese word and Dutch "tot en met" between two days', () => {
    expect(hoursFromLines(['診療時間 9:00～18:00', '休診日 木曜・日曜・祝日'], 'ja')).toEqual({
      ...week(0, 2, '9:00 - 18:00'),
      Thursday: 'Closed',
      Friday: '9:00 - 18:00',
      Saturday: '9:00 - 18:00',
      Sunday: 'Closed',
    });
    expect(hoursFromLines(['月～金 9:30〜18:30 / 土 9:30〜17:00 / 日・祝 休診'], 'ja')).toMatchObject({
      Saturday: '9:30 - 17:00',
      Sunday: 'Closed',
    });
    expect(hoursFromLines(['Maandag tot en met vrijdag van 8.30 tot 17.00 uur'], 'nl')).toEqual(
      week(0, 4, '8.30 - 17.00'),
    );
  });

  it('closes a day a later line closes, though an earlier range or pair of days named it, in every language', () => {
    // a Kobe studio's hours (dev corpus body-arrange-jiku-kobe): "土日" is Saturday and Sunday, and Sunday is closed
    expect(hoursFromLines(['平日9:00~18:00', '土日9:00~15:00', '日・祝休み'], 'ja')).toEqual({
      ...week(0, 4, '9:00 - 18:00'),
      Saturday: '9:00 - 15:00',
      Sunday: 'Closed',
    });
    // a Piedmont restaurant's week (dev corpus le-vecchie-credenze-santena) and the same shape in other languages:
    // the closing day is written with its article ("il", "le", "los", "às", "op")
    expect(hoursFromLines(['Tutti i giorni 12:30 - 14:30', 'Chiuso il Lunedì'], 'it')).toEqual({
      ...week(1, 6, '12:30 - 14:30'),
      Monday: 'Closed',
    });
    expect(hoursFromLines(['Lundi - Samedi 9h-19h', 'Fermé le mercredi'], 'fr')).toEqual({
      ...week(0, 5, '9:00-19:00'),
      Wednesday: 'Closed',
    });
    expect(hoursFromLines(['Lunes a Sábado 9:00 - 14:00', 'Cerrado los lunes'], 'es')).toMatchObject({
      Monday: 'Closed',
      Tuesday: '9:00 - 14:00',
    });
    expect(hoursFromLines(['Segunda a sábado das 9h às 18h', 'Fechado às segundas'], 'pt')).toMatchObject({
      Monday: 'Closed',
      Saturday: '9:00 - 18:00',
    });
    expect(hoursFromLines(['Maandag t/m zaterdag 9.00 - 17.00', 'Gesloten op maandag'], 'nl')).toMatchObject({
      Monday: 'Closed',
    });
    // a day named on its own with its times keeps them
    expect(hoursFromLines(['Sonntag 10:00 - 14:00', 'Sonntag geschlossen'], 'de')).toEqual({ Sunday: '10:00 - 14:00' });
  });

  it('reads Japanese times written with 時 and 分, and two spans joined by the ideographic comma', () => {
    // a Miyazaki bento shop's hours as its authors wrote them (github.com/michikofujita/oh-bento, commit
    // 5a6a8f66f50dd6c1eef441b9f0b02a22e3d00f12, address.php): "9時〜20時" is 9:00 to 20:00, Thursday is closed
    const shop = parseHtml(
      '<dl><dt><strong class="dya1">営 業 日</strong></dt><dd><p class="dya"><span>営業時間: 9時〜20時</span></p>' +
        '<p>※木曜日は休み、月曜日は14時までの営業</p></dd></dl>',
    );
    expect(readHours(shop, 'ja')).toMatchObject({ Tuesday: '9:00 - 20:00', Thursday: 'Closed' });
    expect(hoursFromLines(['月・水・金 9時～18時'], 'ja')).toEqual({
      Monday: '9:00 - 18:00',
      Wednesday: '9:00 - 18:00',
      Friday: '9:00 - 18:00',
    });
    expect(hoursFromLines(['平日 10時30分～19時'], 'ja')).toEqual(week(0, 4, '10:30 - 19:00'));
    expect(hoursFromLines(['月～土 11:00-14:00、17:00-21:00'], 'ja')).toEqual(week(0, 5, '11:00-14:00, 17:00-21:00'));
  });

  it('closes the days a list ending with the holidays names, and the second of two days with its article', () => {
    // an Austrian shop's contact card (a public GitHub file the code index holds as id 60882208868 without naming its
    // repository): German writes "Sonntage und Feiertage" with the shared end once, "Sonn- und Feiertage"
    expect(
      hoursFromLines(
        ['Montag bis Freitag: 09:00–19:00', 'Samstag: 09:00–18:00', 'Sonn- und Feiertage geschlossen'],
        'de',
      ),
    ).toEqual({ ...week(0, 4, '09:00–19:00'), Saturday: '09:00–18:00', Sunday: 'Closed' });
    // a café's hours (index id 58043729515): the day and the holidays in one label over "Cerrado"
    expect(hoursFromLines(['Domingos y Festivos:', 'Cerrado'], 'es')).toEqual({ Sunday: 'Closed' });
    // an Italian booking form's note (index id 61362064078) and a Lisbon pizzeria's hours (index id 56733664166)
    expect(hoursFromLines(['(Chiuso il lunedì e la domenica)'], 'it')).toEqual({ Monday: 'Closed', Sunday: 'Closed' });
    expect(hoursFromLines(['Giorno di chiusura: Lunedì e Martedì'], 'it')).toEqual({
      Monday: 'Closed',
      Tuesday: 'Closed',
    });
    const pizzeria = parseHtml(
      '<ul><li>2ª a Sábado · 12:00 — 15:30</li><li>2ª a Sábado · 19:00 — 23:00</li><li>Encerrado ao domingo</li></ul>',
    );
    expect(readHours(pizzeria, 'pt')).toMatchObject({ Saturday: '12:00 — 15:30', Sunday: 'Closed' });
  });

  // the probe's forms that were read wrongly or not at all, as each language writes them
  it.each([
    ['de', 'Sonn- und Feiertage geschlossen', { Sunday: 'Closed' }],
    ['de', 'Samstag, Sonn- und Feiertags geschlossen', { Saturday: 'Closed', Sunday: 'Closed' }],
    ['es', 'Domingos y festivos: cerrado', { Sunday: 'Closed' }],
    ['es', 'Cerrado los sábados y los domingos', { Saturday: 'Closed', Sunday: 'Closed' }],
    ['pt', 'Domingos e feriados: fechado', { Sunday: 'Closed' }],
    ['pt', 'Encerrado ao domingo', { Sunday: 'Closed' }],
    ['pt', 'Encerra à segunda-feira', { Monday: 'Closed' }],
    ['fr', 'Fermé le dimanche et le lundi', { Sunday: 'Closed', Monday: 'Closed' }],
    ['fr', 'Dimanche et jours fériés : fermé', { Sunday: 'Closed' }],
    ['it', 'Chiuso il sabato e la domenica', { Saturday: 'Closed', Sunday: 'Closed' }],
    ['it', 'Domenica e festivi chiuso', { Sunday: 'Closed' }],
    ['it', 'Giorno di chiusura: lunedì', { Monday: 'Closed' }],
    ['nl', 'Zon- en feestdagen gesloten', { Sunday: 'Closed' }],
    ['nl', 'Zondag en feestdagen gesloten', { Sunday: 'Closed' }],
    ['ja', '月・水・金 9時～18時', { Monday: '9:00 - 18:00', Wednesday: '9:00 - 18:00', Friday: '9:00 - 18:00' }],
    ['ja', '土日 10時～17時半', { Saturday: '10:00 - 17:30', Sunday: '10:00 - 17:30' }],
  ])('reads %s "%s"', (lang, line, hours) => {
    expect(hoursFromLines([line], lang)).toEqual(hours);
  });

  it('reads a place open around the clock as open every day, and a week of seven days as every day', () => {
    // a dry cleaner's laundromat card (sharpcleanersnj/sharpcleanersnj.github.io at baf403a6, _pages/locations.md)
    const laundromat = parseHtml(
      '<p><span style="color: #808080;"><strong>Laundromat</strong></span><br />742 Haven Ave<br />Ocean City, NJ ' +
        '08226<br />(609) 365-0711<br /><span style="color: #808080;"><strong>Open 24 Hours</strong></span><br /></p>',
    );
    expect(readHours(laundromat, 'en')).toEqual(week(0, 6, 'Open 24 hours'));
    // a day's hours still name their days: "Mon-Fri 24 hours" is not every day
    expect(hoursFromLines(['Mon-Fri 24 hours'], 'en')).toEqual(week(0, 4, 'Open 24 hours'));
  });

  it('reads American English "M-F" as Monday to Friday', () => {
    // a campus car rental's header (a public GitHub file the code index holds as id 48684476322 without naming its
    // repository), as written
    expect(hoursFromLines(['Store Hours: M-F 8AM-8PM, Sa 8AM-5PM, Su Noon-5PM.'], 'en')).toEqual(week(0, 4, '8AM-8PM'));
    expect(hoursFromLines(['M-F 8-5'], 'en')).toEqual(week(0, 4, '8-5'));
    expect(hoursFromLines(['M–F: 9am–5pm', 'Sat 10-2'], 'en')).toEqual({ ...week(0, 4, '9am–5pm'), Saturday: '10-2' });
    // never inside a word
    expect(hoursFromLines(['The 4M-Fi router 9-5'], 'en')).toEqual({});
  });

  it('reads American English day letters as the two ends of a range from a weekday ("M-Th", "Tu-F", "W-Su")', () => {
    // a Kansas City supply store's card (a public GitHub file the code index holds as id 15975817467 without naming
    // its repository), as written: its lone "F" and weekend "Sa-Su" stay unread rather than take the span before them
    expect(hoursFromLines(['M-Th 8AM - 5 PM, F 8AM - 3PM, Sa-Su CLOSED'], 'en')).toEqual(week(0, 3, '8AM - 5 PM'));
  });

  it.each([
    [['M-Th 8am - 5pm, Fr 8am - 3:30pm'], week(0, 3, '8am - 5pm')],
    [['M-Th 7:30-4:30'], week(0, 3, '7:30-4:30')],
    [['Tu-F 10-6'], week(1, 4, '10-6')],
    [['Tu–Sa: 10am–6pm'], week(1, 5, '10am–6pm')],
    [['W-Su 11am-9pm', 'Closed M-Tu'], { Monday: 'Closed', Tuesday: 'Closed', ...week(2, 6, '11am-9pm') }],
    [['Th-Sa 5pm-10pm'], week(3, 5, '5pm-10pm')],
    [['M-Sa 9am-6pm'], week(0, 5, '9am-6pm')],
    [['the m-th row 3 - 4'], {}],
  ])('reads %j', (lines, hours) => {
    expect(hoursFromLines(lines, 'en')).toEqual(hours);
  });

  it.each([
    ['en', 'Open 24 hours', week(0, 6, 'Open 24 hours')],
    ['de', 'rund um die Uhr geöffnet', week(0, 6, 'Open 24 hours')],
    ['de', '24 Stunden geöffnet', week(0, 6, 'Open 24 hours')],
    ['fr', 'Ouvert 24h/24 et 7j/7', week(0, 6, 'Open 24 hours')],
    ['fr', 'Ouvert 7j/7 de 10h à 22h', week(0, 6, '10:00 - 22:00')],
    ['fr', 'Ouvert 7 jours sur 7, de 10h à 22h', week(0, 6, '10:00 - 22:00')],
    ['es', 'Abierto 24 horas', week(0, 6, 'Open 24 hours')],
    ['es', 'De lunes a sábado de 10:00h a 21:00h', week(0, 5, '10:00 - 21:00')],
    ['it', 'Aperto 7 giorni su 7 dalle 12 alle 23', week(0, 6, '12 - 23')],
    ['it', 'Aperto 24 ore su 24', week(0, 6, 'Open 24 hours')],
    ['it', 'Dal martedì alla domenica dalle 19:00 alle 23:30', week(1, 6, '19:00 - 23:30')],
    ['nl', '24 uur per dag geopend', week(0, 6, 'Open 24 hours')],
    ['pt', 'Aberto 24 horas', week(0, 6, 'Open 24 hours')],
    ['ja', '24時間営業', week(0, 6, 'Open 24 hours')],
  ])('reads %s "%s"', (lang, line, hours) => {
    expect(hoursFromLines([line], lang)).toEqual(hours);
  });

  it("reads a day with no midday break, named by its language's word, as its one span", () => {
    // an association's contact card (Yannx237/engagement-integration at f9011862,
    // src/redesign/pages/RedesignContact.tsx), as written
    const card = parseHtml(
      '<p class="text-slate-600 text-xs sm:text-sm leading-relaxed mb-4">\n' +
        '                Montag bis Freitag durchgehend von 8:00 bis 17:00 Uhr für Sie erreichbar.\n              </p>',
    );
    expect(readHours(card, 'de')).toEqual(week(0, 4, '8:00 - 17:00'));
  });

  it.each([
    ['de', 'Mo-Fr durchgehend geöffnet von 8 bis 18 Uhr', week(0, 4, '8 - 18')],
    ['de', 'Montag bis Freitag durchgehend 8:00 - 17:00 Uhr', week(0, 4, '8:00 - 17:00')],
    ['fr', 'Du mardi au samedi en continu de 10h à 19h', week(1, 5, '10:00 - 19:00')],
    ['fr', 'Lundi au vendredi : journée continue de 8h à 18h', week(0, 4, '8:00 - 18:00')],
    ['fr', 'Du lundi au samedi non-stop de 9h à 19h', week(0, 5, '9:00 - 19:00')],
    ['fr', 'Du lundi au samedi sans interruption de 9h à 19h', week(0, 5, '9:00 - 19:00')],
    ['it', 'Dal lunedì al sabato orario continuato dalle 9 alle 20', week(0, 5, '9 - 20')],
    ['it', 'Aperto tutti i giorni con orario continuato 10-22', week(0, 6, '10-22')],
    ['it', 'Lun-Ven no-stop 9:00-19:00', week(0, 4, '9:00-19:00')],
    ['es', 'Lunes a viernes, horario continuado de 8 a 15 h', week(0, 4, '8 - 15')],
    ['es', 'De lunes a sábado horario continuo de 10:00 a 21:00', week(0, 5, '10:00 - 21:00')],
    ['es', 'Lunes a viernes ininterrumpidamente de 9:00 a 18:00', week(0, 4, '9:00 - 18:00')],
    ['nl', 'Ma t/m za doorlopend geopend van 9.00 tot 18.00 uur', week(0, 5, '9.00 - 18.00')],
    ['pt', 'De segunda a sábado, horário contínuo, das 9h às 19h', week(0, 5, '9:00 - 19:00')],
    ['pt', 'Segunda a sexta sem interrupção das 9h às 18h', week(0, 4, '9:00 - 18:00')],
    ['pt', 'Seg. a Sex. horário corrido das 8h às 17h', week(0, 4, '8:00 - 17:00')],
  ])('reads %s "%s" with its word for no midday break', (lang, line, hours) => {
    expect(hoursFromLines([line], lang)).toEqual(hours);
  });

  it('closes each of two days joined by "+" or "/" before the closing word', () => {
    // a car workshop's hours (a public GitHub file the code index holds as id 60898299463 without naming its
    // repository), as written
    expect(hoursFromLines(['Werkstatt: Mo–Fr 07.30–12.00 / 13.30–17.30 · Sa/So geschlossen'], 'de')).toEqual({
      ...week(0, 4, '07.30–12.00 / 13.30–17.30'),
      Saturday: 'Closed',
      Sunday: 'Closed',
    });
  });

  it.each([
    ['de', 'Sa + So geschlossen', { Saturday: 'Closed', Sunday: 'Closed' }],
    ['de', 'So + Mo Ruhetag', { Sunday: 'Closed', Monday: 'Closed' }],
    ['fr', 'Samedi/Dimanche fermé', { Saturday: 'Closed', Sunday: 'Closed' }],
    ['it', 'Sabato/Domenica chiuso', { Saturday: 'Closed', Sunday: 'Closed' }],
    ['es', 'Sábado/Domingo cerrado', { Saturday: 'Closed', Sunday: 'Closed' }],
    ['nl', 'Za/Zo gesloten', { Saturday: 'Closed', Sunday: 'Closed' }],
    ['pt', 'Sábado/Domingo fechado', { Saturday: 'Closed', Sunday: 'Closed' }],
  ])('closes %s "%s"', (lang, line, hours) => {
    expect(hoursFromLines([line], lang)).toEqual(hours);
  });

  it('reads English two-letter words as words on an English page ("do", "so")', () => {
    expect(englishDays('We do so much', 'en')).toBe('We do so much');
    expect(hoursFromLines(['So we open Mo-Fr 9-5'], 'en')).toEqual({});
  });
});

describe('page language', () => {
  it('takes html lang, else detects it from the text', () => {
    expect(pageLanguage(parseHtml('<html lang="de-DE"><body>Hello</body></html>'))).toBe('de');
    expect(
      pageLanguage(
        parseHtml(
          '<html><body><p>Somos un salón de belleza en Chía con servicios de peluquería y uñas.</p></body></html>',
        ),
      ),
    ).toBe('es');
    expect(
      pageLanguage(
        parseHtml('<html><body><p>宇都宮の美容室です。営業時間は9:00〜17:00、毎週火曜日定休。</p></body></html>'),
      ),
    ).toBe('ja');
    expect(pageLanguage(parseHtml('<html><body>Hi</body></html>'))).toBeUndefined();
  });

  it('overrules a template\'s lang="en" when the text is clearly in another language', () => {
    const german =
      '<html lang="en"><body><h2>Über uns</h2><p>Willkommen im Gasthof! Wir sind ein traditionelles Gasthaus im ' +
      'Herzen von Pfarrkirchen und bieten Ihnen regionale Spezialitäten und gemütliche Zimmer.</p><p>Entdecken Sie ' +
      'unsere köstlichen Gerichte, darunter Vorspeisen, Hauptgerichte, Desserts und Getränke. Wir verwenden nur die ' +
      'frischesten Zutaten, um Ihren Gaumen zu verwöhnen.</p><p>Öffnungszeiten: Montag bis Freitag von 11 bis 20 ' +
      'Uhr, am Wochenende von 10 bis 18 Uhr. Wir freuen uns auf Ihren Besuch!</p></body></html>';
    expect(pageLanguage(parseHtml(german))).toBe('de');
    // a short text never overrules the tag
    expect(pageLanguage(parseHtml('<html lang="en"><body><p>Willkommen im Gasthof!</p></body></html>'))).toBe('en');
    // a template's English menu and footer around a Spanish page: the Spanish is far ahead, if not ten times
    const spanish =
      '<html lang="en"><body><p>Home Services Contact Book now.</p><p>Somos una peluquería en el centro de Madrid ' +
      'con más de veinte años de experiencia. Ofrecemos cortes, peinados, tintes y tratamientos para el cabello de ' +
      'señoras y caballeros. Nuestro equipo te atenderá con cariño y profesionalidad. Pide tu cita por teléfono o ' +
      'ven a vernos al salón. Horario de lunes a viernes y los sábados por la mañana.</p><p>Follow us on ' +
      'Instagram. All rights reserved.</p></body></html>';
    expect(pageLanguage(parseHtml(spanish))).toBe('es');
  });
});
