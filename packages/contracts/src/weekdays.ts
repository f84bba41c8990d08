// The days of the week and the ways people write them: one definition for the API's `hours` keys
// ("Monday", "Mon", "Mo", "Mon-Fri", "Sat & Sun", "weekdays", "daily"), research reading hours off a website
// and the writer laying them out.
import { escapeRegExp } from './text';

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A day's name or its usual short forms ("Tue", "Tues", "Thurs", "Sundays", "Mon."). */
export const DAY_PATTERN = String.raw`(?:mon(?:day)?s?|tue(?:s(?:day)?)?s?|wed(?:nesday)?s?|thu(?:r(?:s(?:day)?)?)?s?|fri(?:day)?s?|sat(?:urday)?s?|sun(?:day)?s?)\.?`;
/** schema.org's two-letter days ("Mo-Fr"): too ambiguous in prose, fine where a day is expected. */
export const DAY2_PATTERN = String.raw`(?:mo|tu|we|th|fr|sa|su)`;
/** Between the two ends of a range: "-", "–", "to", "until", "through". */
export const DASH_PATTERN = String.raw`\s*(?:-|–|—|to|until|till|through|thru)\s*`;

/**
 * The days by the letters American English writes them with, Monday first, read only as the two ends of a range that
 * starts on a weekday ("M-F 8-5", "M–F", "M-Th", "Tu-F", "W-Su"; a lone "F" or a weekend's "Sa-Su" may be another
 * word's, and a span before them would be read as theirs).
 */
const DAY_LETTERS = ['m', 'tu', 'w', 'th', 'f', 'sa', 'su'];

/**
 * A line of a list of days that opens with one day's letters in capitals, its times or "closed" after them ("F
 * 8am-12pm", "Sa 10-2", "Su closed", as "M-Th 8am-5pm" above them writes the days): that day's name in their place.
 */
export const dayLettersOpening = (line: string): string =>
  line.replace(
    /^(M|Tu|W|Th|F|Sa|Su)\.?:?(?=\s+(?:\d|[Cc]losed\b))/,
    (_m, l: string) => WEEKDAYS[DAY_LETTERS.indexOf(l.toLowerCase())]!,
  );
const letterRange = (group: '(' | '(?:') =>
  [DAY_LETTERS.slice(0, 5), DAY_LETTERS].map((l) => `${group}${l.join('|')})`).join(String.raw`\s?[-–]\s?`);

/** Days written as a group: "daily", "weekdays", "M-F", "M-Th", "Tue-Sun", "Sat & Sun", "Mon, Wed and Fri", "weekdays & Sat". */
export const dayGroupPattern = (twoLetter: boolean): string => {
  const one = `(?:weekdays?|weekends?|${letterRange('(?:')}\\b|${twoLetter ? `${DAY_PATTERN}|${DAY2_PATTERN}` : DAY_PATTERN})`;
  return String.raw`(?:daily|every ?day|all week|(?:7|seven) days(?: a week)?|${one}(?:(?:${DASH_PATTERN}|\s*(?:,|&|and|\+|/)\s*)${one})*)`;
};

const dayIndex = (d: string) => ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'].indexOf(d.slice(0, 2).toLowerCase());

/** Indexes (Monday 0) of the days a day expression names: "Tue-Sun", "Tuesday to Sunday", "Sat & Sun", "daily". */
export function daysOf(expr: string, twoLetter: boolean): number[] {
  const e = expr.toLowerCase().trim();
  if (/\b(daily|every ?day|7 days|seven days|all week)\b/.test(e)) return [0, 1, 2, 3, 4, 5, 6];
  // the weekdays or the weekend with more days ("weekdays & Sat"): that group and those days
  const out: number[] = [
    ...(/\bweekdays?\b/.test(e) ? [0, 1, 2, 3, 4] : []),
    ...(/\bweekends?\b/.test(e) ? [5, 6] : []),
  ];
  const range = (from: number, to: number) => {
    for (let i = from; ; i = (i + 1) % 7) {
      if (!out.includes(i)) out.push(i);
      if (i === to) break;
    }
  };
  const letters = new RegExp(String.raw`\b${letterRange('(')}\b`, 'g');
  for (const [, from, to] of e.matchAll(letters)) range(DAY_LETTERS.indexOf(from!), DAY_LETTERS.indexOf(to!));
  const one = twoLetter ? `(?:${DAY_PATTERN}|${DAY2_PATTERN})` : DAY_PATTERN;
  const re = new RegExp(`(${one})(?:${DASH_PATTERN}(${one}))?`, 'gi');
  for (const m of e
    .replace(letters, ' ')
    .replace(/\bweek(?:day|end)s?\b/g, ' ')
    .matchAll(re)) {
    const from = dayIndex(m[1]!);
    const to = m[2] ? dayIndex(m[2]) : from;
    if (from >= 0 && to >= 0) range(from, to);
  }
  return out;
}

const WHOLE_KEY = new RegExp(`^${dayGroupPattern(true)}$`, 'i');

/**
 * The days an `hours` key names, in week order, or undefined when the key is not a day expression as a whole
 * ("Funday", "Monday morning"): "Monday", "mon", "Mo", "Mon-Fri", "Monday to Friday", "Sat & Sun", "weekends".
 */
export function hoursKeyDays(key: string): Weekday[] | undefined {
  const k = key.trim().replace(/\s+/g, ' ');
  if (!WHOLE_KEY.test(k)) return undefined;
  const days = daysOf(k, true);
  return days.length ? [...days].sort((a, b) => a - b).map((d) => WEEKDAYS[d]!) : undefined;
}

/**
 * Opening hours by day from an `hours` object whose keys may name one day or several: a key naming one day
 * overrides a range that includes it ({ "Mon-Fri": "9-5", "Friday": "9-8" }), else the first key wins. Keys that
 * name no day are left out (the API refuses them; research may meet them). Week order.
 */
export function hoursByDay(hours: Record<string, string> | null | undefined): { day: Weekday; text: string }[] {
  const byDay = new Map<Weekday, { text: string; single: boolean }>();
  for (const [key, value] of Object.entries(hours ?? {})) {
    const days = hoursKeyDays(key);
    const text = typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
    if (!days || !text) continue;
    const single = days.length === 1;
    for (const day of days) {
      const had = byDay.get(day);
      if (!had || (single && !had.single)) byDay.set(day, { text, single });
    }
  }
  return WEEKDAYS.filter((d) => byDay.has(d)).map((day) => ({ day, text: byDay.get(day)!.text }));
}

/**
 * Day names, range words and "closed" as other languages write them, Monday first: one table, so research reads
 * "Mo–Fr 05:15 – 18:30 Uhr", "lundi au vendredi 7h - 19h", "martes a domingo", "毎週火曜日定休" as it reads English.
 * Two-letter forms that are English words ("do", "so") are read only on a page in that language.
 */
export const LOCAL_DAYS: Record<
  string,
  {
    days: string[][];
    to: string[];
    closed: string[];
    /** the word before a first time ("von", "de") */
    from?: string[];
    /** "and" between two days or two spans ("Sa und So", "dalle 12 alle 15 e dalle 19 alle 23") */
    and?: string[];
    /** every day ("täglich", "dagelijks", "7j/7") */
    daily?: string[];
    /** around the clock ("rund um die Uhr", "24h/24", "24時間") */
    allDay?: string[];
    /** the public holidays, which a list of days may end with ("Sonn- und Feiertage", "Domingos y festivos") */
    holidays?: string[];
    /** open ("geöffnet", "geopend") */
    open?: string[];
    /** the day's span with no midday break ("durchgehend", "journée continue"): it says no more than the span */
    continuous?: string[];
    /**
     * the midday break, as a line of its own names it before its span ("Mittagspause 12 – 14 Uhr"; a meal's word after
     * it goes before a time, "Pausa pranzo 13-14" read as "Pausa 13-14")
     */
    middayBreak?: string[];
    /** Monday to Friday ("werktags", "平日") */
    weekdays?: string[];
    /** noon as a word ("mediodía", "midi") */
    noon?: string[];
    /** the word between a day's times and its days ("de lunes a jueves", "le samedi", "op dinsdag") */
    on?: string[];
    /** the word only "closed" puts before its days, besides `on` ("fechado às segundas") */
    closedOn?: string[];
    /**
     * the days' two-letter forms, Monday first, read only with their full stop ("Lu. au Ve.", "Gi."), which sets
     * them apart from the language's own short words ("je", "me", "ma")
     */
    stopped?: string[];
    /** the days' one-letter forms, Monday first, read only as the two ends of a range ("L-V", "L a S") */
    letters?: string[];
    /**
     * the weekdays counted from Sunday as the first, by their ordinal, Monday (the second) first: Portuguese
     * "2ª a 6ª feira", "3ª-feira" (NFKC writes "ª" as "a")
     */
    ordinals?: boolean;
  }
> = {
  de: {
    days: [
      ['montag', 'mo'],
      ['dienstag', 'di'],
      ['mittwoch', 'mi'],
      ['donnerstag', 'do'],
      ['freitag', 'fr'],
      ['samstag', 'sonnabend', 'sa'],
      ['sonntag', 'so'],
    ],
    to: ['bis'],
    and: ['und'],
    from: ['von', 'ab'],
    daily: ['täglich', '7 tage die woche'],
    allDay: ['rund um die uhr', '24 stunden'],
    holidays: ['feiertag', 'feiertage', 'feiertagen'],
    open: ['geöffnet', 'offen'],
    continuous: ['durchgehend'],
    middayBreak: ['mittagspause', 'mittagsruhe'],
    weekdays: ['werktags', 'wochentags'],
    on: ['am'],
    closed: ['geschlossen', 'ruhetag'],
  },
  fr: {
    days: [
      ['lundi', 'lun'],
      ['mardi', 'mar'],
      ['mercredi', 'mer'],
      ['jeudi', 'jeu'],
      ['vendredi', 'ven'],
      ['samedi', 'sam'],
      ['dimanche', 'dim'],
    ],
    to: ['au', 'à'],
    and: ['et'],
    from: ['de', 'dès'],
    daily: ['tous les jours', '7 jours sur 7', '7j/7'],
    allDay: ['24 heures sur 24', '24h/24', '24 h/24'],
    holidays: ['jours fériés', 'jours feries', 'fériés', 'feries'],
    open: ['ouvert', 'ouverte'],
    continuous: ['journée continue', 'en continu', 'sans interruption', 'non-stop', 'non stop'],
    middayBreak: ['pause déjeuner', 'pause du midi', 'pause méridienne', 'pause'],
    weekdays: ['en semaine'],
    noon: ['midi'],
    on: ['le', 'les'],
    stopped: ['lu', 'ma', 'me', 'je', 've', 'sa', 'di'],
    closed: ['fermé', 'fermée', 'fermeture'],
  },
  es: {
    days: [
      ['lunes', 'lun'],
      ['martes', 'mar'],
      ['miércoles', 'miercoles', 'mié', 'mie'],
      ['jueves', 'jue'],
      ['viernes', 'vie'],
      ['sábado', 'sabado', 'sáb', 'sab'],
      ['domingo', 'dom'],
    ],
    to: ['a las', 'a', 'al', 'hasta'],
    and: ['y'],
    from: ['de', 'desde'],
    daily: ['todos los días', 'todos los dias', 'diario', 'los 7 días de la semana', '7 días a la semana'],
    allDay: ['las 24 horas', '24 horas'],
    holidays: ['días festivos', 'dias festivos', 'festivo', 'feriado'],
    open: ['abierto'],
    continuous: [
      'horario continuado',
      'horario continuo',
      'ininterrumpidamente',
      'sin interrupción',
      'sin interrupcion',
    ],
    middayBreak: ['pausa del mediodía', 'pausa de mediodía', 'pausa para comer', 'pausa'],
    weekdays: ['entre semana', 'días laborables', 'dias laborables'],
    noon: ['mediodía', 'mediodia'],
    on: ['de', 'del', 'el', 'los'],
    stopped: ['lu', 'ma', 'mi', 'ju', 'vi', 'sá', 'do'],
    letters: ['L', 'M', 'X', 'J', 'V', 'S', 'D'],
    closed: ['cerrado'],
  },
  it: {
    days: [
      ['lunedì', 'lunedi', 'lun'],
      ['martedì', 'martedi', 'mar'],
      ['mercoledì', 'mercoledi', 'mer'],
      ['giovedì', 'giovedi', 'gio'],
      ['venerdì', 'venerdi', 'ven'],
      ['sabato', 'sab'],
      ['domenica', 'dom'],
    ],
    to: ['alle ore', 'alle', 'alla', 'al', 'a'],
    and: ['e'],
    from: ['dalle ore', 'dalle', 'dal', 'da'],
    daily: ['tutti i giorni', '7 giorni su 7', '7 su 7'],
    allDay: ['24 ore su 24', '24 ore'],
    holidays: ['giorni festivi', 'festivi'],
    open: ['aperto'],
    continuous: [
      'con orario continuato',
      'orario continuato',
      'orario continuo',
      'continuato',
      'no-stop',
      'non-stop',
      'no stop',
    ],
    middayBreak: ['pausa pranzo', 'pausa'],
    weekdays: ['giorni feriali', 'feriali'],
    noon: ['mezzogiorno'],
    on: ['il', 'la', 'di'],
    stopped: ['lu', 'ma', 'me', 'gi', 've', 'sa', 'do'],
    closed: ['chiuso', 'giorno di chiusura'],
  },
  nl: {
    days: [
      ['maandag', 'ma'],
      ['dinsdag', 'di'],
      ['woensdag', 'wo'],
      ['donderdag', 'do'],
      ['vrijdag', 'vr'],
      ['zaterdag', 'za'],
      ['zondag', 'zo'],
    ],
    to: ['tot en met', 'tot', 't/m'],
    and: ['en'],
    from: ['van'],
    daily: ['dagelijks', 'elke dag', '7 dagen per week'],
    allDay: ['24 uur per dag', '24 uur'],
    holidays: ['feestdagen', 'feestdag'],
    open: ['geopend', 'open'],
    continuous: ['doorlopend'],
    middayBreak: ['middagpauze', 'lunchpauze', 'pauze'],
    weekdays: ['werkdagen', 'doordeweeks'],
    on: ['op'],
    closed: ['gesloten'],
  },
  pt: {
    days: [
      ['segunda-feira', 'segunda', 'seg'],
      ['terça-feira', 'terça', 'terca', 'ter'],
      ['quarta-feira', 'quarta', 'qua'],
      ['quinta-feira', 'quinta', 'qui'],
      ['sexta-feira', 'sexta', 'sex'],
      ['sábado', 'sabado', 'sáb', 'sab'],
      ['domingo', 'dom'],
    ],
    to: ['a', 'às', 'até'],
    and: ['e'],
    from: ['das', 'de'],
    daily: ['todos os dias', 'diariamente', '7 dias por semana'],
    allDay: ['24 horas por dia', '24 horas'],
    holidays: ['feriado'],
    open: ['aberto'],
    continuous: ['horário contínuo', 'horário corrido', 'ininterruptamente', 'sem interrupção', 'sem interrupcao'],
    middayBreak: ['pausa para almoço', 'intervalo para almoço', 'pausa', 'intervalo'],
    weekdays: ['dias úteis', 'dias uteis'],
    noon: ['meio-dia', 'meio dia'],
    on: ['de', 'aos', 'nas', 'nos', 'na', 'no'],
    closedOn: ['às', 'as', 'ao', 'à'],
    ordinals: true,
    closed: ['fechado', 'encerrado', 'encerrada', 'encerra'],
  },
  ja: {
    days: [['月曜日', '月曜', '月'], ['火曜日', '火曜', '火'], ['水曜日', '水曜', '水'], ['木曜日', '木曜', '木'], ['金曜日', '金曜', '金'], ['土曜日', '土曜', '土'], ['日曜日', '日曜', '日']], // prettier-ignore
    to: ['〜', '～', '~'],
    weekdays: ['平日'],
    middayBreak: ['昼休み', '休憩時間', '休憩'],
    closed: ['定休日', '定休', '休業日', '休業', '休診日', '休診', '休館日', '休館', '休み'],
    daily: ['毎日'],
    allDay: ['24時間営業', '24時間'],
  },
};

/**
 * The label over a business's opening hours, in the languages above and English: a line that is only this label
 * ("営業時間", "Öffnungszeiten:") heads times that hold for every day the page does not name as closed.
 */
export const HOURS_LABELS = [
  'opening hours', 'opening times', 'business hours', 'open hours', 'hours',
  'öffnungszeiten', 'geschäftszeiten',
  'horaires d’ouverture', "horaires d'ouverture", 'heures d’ouverture', "heures d'ouverture", 'horaires',
  'horario de atención', 'horarios', 'horario',
  'orari di apertura', 'orario di apertura', 'orari', 'orario',
  'openingstijden', 'openingsuren',
  'horário de funcionamento', 'horário de atendimento', 'horários', 'horário',
  '営業時間', '診療時間', '受付時間',
]; // prettier-ignore

/**
 * A line of opening hours in `lang` with its day names, range words and "closed" in English, and its times as the
 * English reader expects ("05:15 – 18:30 Uhr" -> "05:15 – 18:30", "7h - 19h" -> "7:00 - 19:00"); other text stays.
 */
export function englishDays(line: string, lang: string | undefined): string {
  const table = lang ? LOCAL_DAYS[lang.slice(0, 2).toLowerCase()] : undefined;
  // full-width digits, colons and brackets as their ASCII forms ("10：00～19：00"); around the clock ("24h/24", "rund
  // um die Uhr") as English writes it, before its "24h" reads as a time
  let out = (table?.allDay ?? []).reduce(
    (l, w) => l.replace(new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(w)}(?![\\p{L}\\d])`, 'giu'), ' 24 hours '),
    line.normalize('NFKC'),
  );
  out = out
    // "9h", "9h30", never the "h" after a time's minutes ("10:00h")
    .replace(/(?<![:.\d])\b(\d{1,2})h(\d{2})?\b/g, (_m, h: string, mm?: string) => `${h}:${mm ?? '00'}`)
    // Japanese "9時", "10時30分", "9時半": the hour, its minutes and the half hour
    .replace(
      /(\d{1,2})時(?:(\d{1,2})分|(半))?/g,
      (_m, h: string, mm?: string, half?: string) => `${h}:${half ? '30' : (mm ?? '00').padStart(2, '0')}`,
    )
    // "12–14 Uhr": whole hours before "Uhr" are o'clock, the range's start too
    .replace(/\b(\d{1,2})\s*[-–—]\s*(\d{1,2})\s*uhr\b/gi, '$1:00 - $2:00')
    // "Uhr", "uur", "hrs", Spanish "hs." and an "h" ("10:00h") after a time
    .replace(/(?<=\d)\s*(?:uhr|uur|hrs?|hs|h)\b\.?/gi, '')
    .replace(/(\d)\s*[〜～~]\s*(\d)/g, '$1 - $2');
  if (!table) return out;
  // a day's name may be plural or adverbial ("sábados", "lundis", "montags"), never its three-letter form ("mars")
  const bounded = (w: string) =>
    lang!.startsWith('ja')
      ? escapeRegExp(w)
      : `(?<![\\p{L}])${escapeRegExp(w)}${w.length > 3 ? 's?' : ''}\\.?(?![\\p{L}])`;
  // "平 日" (a full-width space): a space set between two characters of one word for alignment; the ideographic comma
  // between two spans ("11:00-14:00、17:00-21:00") is a comma; the topic mark between a day and its closing word
  // ("木曜日は休み", "日曜は定休日", "定休日は水曜日") says no more than the two side by side ("木曜日休み")
  if (lang!.startsWith('ja'))
    out = out
      .replace(/(?<=\p{Script=Han})\s+(?=\p{Script=Han})/gu, '')
      .replace(/(?<=\d)\s*、\s*(?=\d)/g, ', ')
      .replace(
        /(?<=(?<!毎)[月火水木金土日祝](?:曜日?)?)は(?=定休|休)|(?<=(?:定休|休業|休診|休館)日?)は(?=[月火水木金土日])/gu,
        '',
      );
  // "Sonn- und Feiertage", "zon- en feestdagen": German and Dutch write a compound's shared end once, after its last
  // part; the first is a day ("Sonntag und Feiertage")
  if (/^(?:de|nl)/i.test(lang!))
    out = out.replace(/(?<!\p{L})(\p{L}+)-\s+(und|oder|en|of)\s+(?=\p{L}*?([td]ag))/giu, '$1$3 $2 ');
  // (the midday break before "closed": "昼休み" holds 休み)
  for (const b of table.middayBreak ?? []) out = out.replace(new RegExp(bounded(b), 'giu'), ' lunch break ');
  // "定休日", "祝日": a closed day or a holiday, not the Sunday their 日 would read as
  for (const c of table.closed) out = out.replace(new RegExp(bounded(c), 'giu'), ' closed ');
  for (const c of table.continuous ?? []) out = out.replace(new RegExp(`${bounded(c)}\\s*,?`, 'giu'), ' ');
  if (lang!.startsWith('ja'))
    out = out
      // "第1火曜": one Tuesday a month is not a weekly closing day
      .replace(/第\d(?:[・,、]第?\d)*\s*[月火水木金土日](?:曜日?)?/g, ' ')
      // "土・日・祝": the holidays closing a list of days go with those days
      .replace(/[・,、]\s*(?:祝祭日|祝日|祭日|祝)/g, '')
      .replace(/祝祭日|祝日|祭日/g, ' holidays ')
      .replace(/[【】]/g, ' ')
      .replace(/・/g, ', ');
  for (const w of table.weekdays ?? []) out = out.replace(new RegExp(bounded(w), 'giu'), ' weekdays ');
  // (before the days: "毎日", every day, holds 日, Sunday)
  for (const d of table.daily ?? []) out = out.replace(new RegExp(bounded(d), 'giu'), ' daily ');
  // "24h/24 et 7j/7": around the clock and every day
  for (const a of table.and ?? [])
    out = out.replace(new RegExp(`(?<=24 hours\\s*)${bounded(a)}(?=\\s*daily)`, 'giu'), ' and ');
  for (const [d, n] of (table.stopped ?? []).entries())
    out = out.replace(new RegExp(`(?<![\\p{L}])${escapeRegExp(n)}\\.(?![\\p{L}])`, 'giu'), ` ${WEEKDAYS[d]} `);
  if (table.ordinals)
    out = out.replace(
      /(?<![\p{L}\d])([2-6])a(?:\s?-?\s?feiras?)?(?![\p{L}\d])/gu,
      (_m, n: string) => ` ${WEEKDAYS[Number(n) - 2]} `,
    );
  const letters = table.letters;
  if (letters) {
    const one = `([${letters.join('')}])`;
    const to = [DASH_PATTERN, ...table.to.map((t) => String.raw`\s+${escapeRegExp(t)}\s+`)].join('|');
    out = out.replace(
      new RegExp(`(?<![\\p{L}])${one}(?:${to})${one}(?![\\p{L}])`, 'gu'),
      (_m, a: string, b: string) => ` ${WEEKDAYS[letters.indexOf(a)]} to ${WEEKDAYS[letters.indexOf(b)]} `,
    );
  }
  const forms = table.days.flatMap((names, d) => names.map((n) => ({ n, d }))).sort((a, b) => b.n.length - a.n.length);
  for (const { n, d } of forms)
    out = out.replace(new RegExp(bounded(n), lang!.startsWith('ja') ? 'gu' : 'giu'), ` ${WEEKDAYS[d]} `);
  for (const n of table.noon ?? []) out = out.replace(new RegExp(bounded(n), 'giu'), ' noon ');
  // "Domingos y festivos: cerrado", "Sonn- und Feiertage geschlossen": the holidays ending a list of days go with them
  const joins = ['[,&/+]', ...(table.and ?? []).map(escapeRegExp)].join('|');
  for (const h of [...(table.holidays ?? [])].sort((a, b) => b.length - a.length))
    out = out.replace(new RegExp(`(?<=day)\\s*(?:${joins})\\s*${bounded(h)}`, 'giu'), '');
  for (const o of table.on ?? [])
    out = out.replace(
      new RegExp(
        `(?<=(?:\\d\\s*(?:[ap]\\.?m\\.?)?|noon)\\s*)${bounded(o)}\\s*(?=(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|weekdays)\\b)`,
        'gu',
      ),
      ' on ',
    );
  // "Fermé le mercredi", "Chiuso il lunedì", "Cerrado los lunes", "Gesloten op maandag": the word after "closed"
  for (const o of [...(table.on ?? []), ...(table.closedOn ?? [])])
    out = out.replace(new RegExp(`(?<=\\bclosed\\s*)${bounded(o)}\\s*(?=(?:${WEEKDAYS.join('|')})\\b)`, 'giu'), ' on ');
  // "土日", "月火": Japanese writes two days side by side for both
  if (lang!.startsWith('ja'))
    out = out.replace(new RegExp(`(?<=\\b(?:${WEEKDAYS.join('|')}))\\s+(?=(?:${WEEKDAYS.join('|')})\\b)`, 'g'), ', ');
  for (const t of table.to) out = out.replace(new RegExp(`(?<=(day)\\s*)${bounded(t)}(?=\\s*\\p{Lu})`, 'giu'), ' to ');
  // ("le dimanche et le lundi", "il sabato e la domenica": the second day's article says no more than the first's)
  const article = (table.on ?? []).map(escapeRegExp).join('|');
  for (const a of table.and ?? [])
    out = out
      .replace(new RegExp(`(?<=(day)\\s*)${bounded(a)}(?:\\s+(?:${article})(?=\\s))?(?=\\s*\\p{Lu})`, 'giu'), ' and ')
      .replace(new RegExp(`(?<=\\d)\\s*${bounded(a)}(?=\\s*(?:\\p{L}+\\s+)?\\d)`, 'giu'), ' and ');
  // "9:00 am a 9:00 pm": the range word between two times, after a time's digits or its am/pm
  for (const t of table.to)
    out = out.replace(
      new RegExp(`(?<=\\d|\\d\\s?[ap]\\.?m\\.?)\\s*${bounded(t)}\\s*(?:(?:el|la|le|il|lo)\\s+)?(?=\\d|noon\\b)`, 'giu'),
      ' - ',
    );
  // "de 9:00", "von 8 Uhr": the word before the first time is English's "from"
  for (const f of table.from ?? []) out = out.replace(new RegExp(`${bounded(f)}\\s*(?=\\d)`, 'giu'), ' from ');
  for (const o of table.open ?? []) out = out.replace(new RegExp(bounded(o), 'giu'), ' open ');
  // "毎週 Tuesday closed", "Tuesday: closed", "Sa/So geschlossen": the closed days written before or after the word
  out = out
    .replace(/毎週|毎月|第\d/g, ' ')
    .replace(
      /\b((?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)(?:\s*(?:,|and|&|to|-|\+|\/)\s*(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday))*)\s+closed\b/g,
      'closed $1',
    );
  return out.replace(/\s+/g, ' ').trim();
}
