// Each language's days, times and page language, as small-business sites write them.
import { englishDays } from '@sgs/contracts';
import { hoursFromLines } from '@sgs/site-kit';
import { parseHtml } from '../src/html';
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
    expect(hoursFromLines(['月〜金 10:00〜19:00', '毎週火曜日定休'], 'ja')).toEqual({
      ...week(0, 4, '10:00 - 19:00'),
      Tuesday: '10:00 - 19:00',
    });
    expect(englishDays('毎週火曜日定休', 'ja')).toBe('closed Tuesday');
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
});
