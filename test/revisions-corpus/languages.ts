// The revision corpus in the seven other site languages (issue 29): for each, a plumber's site written in that
// language (its services named in it), and 16 requests its owner writes in that language the way owners write
// (polite and curt, lowercase, missing accents, padding): phone, email, address, hours with local day names,
// adding, removing, renaming and re-pricing a service, headline, tagline, social links, removing a section, and one
// vague request the agent must ask about. `npm run bench:revisions` runs them through the real workflow beside the
// English corpus and prints one line per language.
import { SAMPLE_BUSINESSES, type ResearchInput } from '@sgs/site-kit';
import { eq, headingOf, hours, service, serviceNames, social, SOCIAL, types, want, type Case } from './corpus';

export type CaseLanguage = 'de' | 'fr' | 'es' | 'it' | 'nl' | 'pt' | 'ja';

export interface LanguageCase extends Case {
  language: CaseLanguage;
}

/** What the owner calls the six services, in the order of the English sample's. */
const SERVICES: Record<CaseLanguage, string[]> = {
  de: ['Leckortung', 'Rohrreinigung', 'Warmwasserbereiter', 'Armaturenmontage', 'Pumpenservice', 'Notdienst'],
  fr: [
    'Recherche de fuites',
    'Débouchage',
    'Chauffe-eau',
    'Pose de robinetterie',
    'Pompes de relevage',
    'Dépannage urgent',
  ],
  es: [
    'Detección de fugas',
    'Desatascos',
    'Termos y calentadores',
    'Instalación de grifería',
    'Bombas de achique',
    'Urgencias 24 h',
  ],
  it: [
    'Ricerca perdite',
    'Spurgo scarichi',
    'Scaldabagni',
    'Montaggio rubinetteria',
    'Pompe di sollevamento',
    'Pronto intervento',
  ],
  nl: ['Lekdetectie', 'Ontstoppingen', 'Boilers', 'Kranen plaatsen', 'Pompservice', 'Spoedservice'],
  pt: [
    'Deteção de fugas',
    'Desentupimentos',
    'Esquentadores',
    'Instalação de torneiras',
    'Bombas de água',
    'Urgências',
  ],
  ja: ['漏水調査', '排水管つまり解消', '給湯器交換', '蛇口交換', 'ポンプ点検', '緊急修理'],
};

/** The plumber sample written in `lang`: its services named by the owner in that language. */
export function languageInput(lang: CaseLanguage): ResearchInput {
  const base = SAMPLE_BUSINESSES.plumber;
  const names = SERVICES[lang];
  return {
    ...base,
    businessDescription: undefined,
    research: {
      ...base.research,
      language: lang,
      business_description: undefined,
      services: base.research.services!.map((s, i) => ({ name: names[i]!, price: s.price ? '149 €' : undefined })),
      faqs: [],
      testimonials: base.research.testimonials,
    },
  };
}

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const digits = (s: string | undefined) => (s ?? '').replace(/\D/g, '');
/** The number on the site is the one asked for (compared on its last eight digits, whatever the grouping). */
const phoneIs = (n: string) => (d: Parameters<NonNullable<Case['check']>>[0]) => [
  want(digits(d.business.phone).slice(-8) === digits(n).slice(-8), `phone ${d.business.phone} is not ${n}`),
];
/** Only `day` changed; it is now closed (no time), or shows the hours `re` matches. */
const dayNow = (day: string, re?: RegExp) => (d: Parameters<NonNullable<Case['check']>>[0], before: typeof d) => {
  const [now, was] = [hours(d), hours(before)];
  return [
    re ? want(re.test(now[day] ?? ''), `${day}: ${now[day]}`) : want(!/\d/.test(now[day] ?? ''), `${day} open`),
    ...WEEK.filter((w) => w !== day).map((w) => eq(now[w], was[w], w)),
  ];
};

/** The nineteen requests of one language, filled with that language's service names. */
function cases(
  lang: CaseLanguage,
  w: {
    phone: [string, string, string];
    email: string;
    address: [string, string];
    closedSaturday: string;
    saturdayHours: string;
    add: [string, string, string];
    remove: (name: string) => string;
    rename: (from: string) => [string, string];
    price: (name: string) => string;
    /** a new price said without a word for price ("X jetzt 25 €") */
    priceBare: (name: string) => string;
    /** a removal naming the offering without a word for service, in the informal imperative */
    removeBare: (name: string) => string;
    /** the headline changed in the informal imperative (tu, du, tú...) */
    informal: [string, string];
    /** the digits of the new price, when not 120 */
    priceDigits?: string;
    headline: [string, string];
    tagline: [string, string];
    removeFacebook: string;
    addInstagram: string;
    removeReviews: string;
    vague: string;
  },
): LanguageCase[] {
  const s = SERVICES[lang];
  const [renamed, renamePrompt] = w.rename(s[1]!);
  const list: Case[] = [
    { prompt: w.phone[0], expect: 'apply', changes: ['business.phone', 'pages'], check: phoneIs(w.phone[2]) },
    { prompt: w.phone[1], expect: 'apply', changes: ['business.phone', 'pages'], check: phoneIs(w.phone[2]) },
    {
      prompt: w.email,
      expect: 'apply',
      changes: ['business.email', 'pages'],
      check: (d) => [eq(d.business.email, 'kontakt@riverbend.example', 'email')],
    },
    {
      prompt: w.address[0],
      expect: 'apply',
      changes: ['business.address', 'business.geo', 'pages'],
      check: (d) => [want((d.business.address?.formatted ?? '').includes(w.address[1]), 'address')],
    },
    { prompt: w.closedSaturday, expect: 'apply', changes: ['business.hours'], check: dayNow('Saturday') },
    {
      prompt: w.saturdayHours,
      expect: 'apply',
      changes: ['business.hours'],
      check: dayNow('Saturday', /\b9\b|9:00|09:00|9時/),
    },
    {
      prompt: w.add[0],
      expect: 'apply',
      changes: ['pages'],
      check: (d) => [
        want(serviceNames(d).includes(w.add[1]), `${w.add[1]} missing`),
        want(digits(service(d, w.add[1])[0]?.price) === w.add[2], 'new service price'),
      ],
    },
    {
      prompt: w.remove(s[4]!),
      expect: 'apply',
      changes: ['pages'],
      check: (d) => [
        eq(
          serviceNames(d),
          s.filter((x) => x !== s[4]),
          'services',
        ),
      ],
    },
    {
      prompt: renamePrompt,
      expect: 'apply',
      changes: ['pages'],
      check: (d) => [
        want(serviceNames(d).includes(renamed), `${renamed} missing`),
        want(!serviceNames(d).includes(s[1]!), `${s[1]} left`),
      ],
    },
    {
      prompt: w.price(s[0]!),
      expect: 'apply',
      changes: ['pages'],
      check: (d) => [want(digits(service(d, s[0]!)[0]?.price) === (w.priceDigits ?? '120'), `${s[0]} price`)],
    },
    {
      prompt: w.priceBare(s[2]!),
      expect: 'apply',
      changes: ['pages'],
      check: (d) => [want(digits(service(d, s[2]!)[0]?.price) === (w.priceDigits ?? '120'), `${s[2]} price`)],
    },
    {
      prompt: w.removeBare(s[5]!),
      expect: 'apply',
      changes: ['pages'],
      check: (d) => [
        eq(
          serviceNames(d),
          s.filter((x) => x !== s[5]),
          'services',
        ),
      ],
    },
    ...[w.headline, w.informal].map(([prompt, heading]): Case => ({
      prompt,
      expect: 'apply',
      changes: ['pages[0].sections'],
      check: (d) => [eq(headingOf(d, 'home', 'hero'), heading, 'headline')],
    })),
    {
      prompt: w.tagline[0],
      expect: 'apply',
      changes: ['business.tagline'],
      check: (d) => [eq((d.business.tagline ?? '').replace(/[.。]$/, ''), w.tagline[1], 'tagline')],
    },
    {
      prompt: w.removeFacebook,
      expect: 'apply',
      changes: ['business.social'],
      check: (d) => [eq(social(d), { yelp: SOCIAL.yelp }, 'social links')],
    },
    {
      prompt: w.addInstagram,
      expect: 'apply',
      changes: ['business.social'],
      check: (d) => [
        eq(social(d).instagram, 'https://www.instagram.com/riverbendplumbing', 'instagram'),
        eq(social(d).facebook, SOCIAL.facebook, 'facebook kept'),
      ],
    },
    {
      prompt: w.removeReviews,
      expect: 'apply',
      changes: ['pages[0].sections'],
      check: (d) => [want(!types(d, 'home').includes('testimonials'), 'reviews left')],
    },
    { prompt: w.vague, expect: 'clarify' },
  ];
  return list.map((c) => ({ ...c, language: lang }));
}

export const LANGUAGE_CORPUS: LanguageCase[] = [
  ...cases('de', {
    phone: [
      'Bitte ändern Sie unsere Telefonnummer auf 030 1234567.',
      'neue nummer ist 030 1234567, danke!',
      '+49 30 1234567',
    ],
    email: 'Unsere E-Mail-Adresse hat sich geändert, sie lautet jetzt kontakt@riverbend.example',
    address: ['Wir sind umgezogen: Mühlenstraße 18, 10115 Berlin', 'Mühlenstraße 18'],
    closedSaturday: 'Samstags haben wir ab sofort geschlossen',
    saturdayHours: 'samstags sind wir jetzt von 9 bis 13 Uhr da',
    add: ['Bitte fügen Sie die Leistung „Kanal-TV-Inspektion“ für 199 € hinzu', 'Kanal-TV-Inspektion', '199'],
    remove: (n) => `Den ${n} bieten wir nicht mehr an, bitte entfernen`,
    rename: (n) => ['Rohr- und Kanalreinigung', `Benennen Sie „${n}“ bitte in „Rohr- und Kanalreinigung“ um`],
    price: (n) => `${n} kostet jetzt 120 €`,
    priceBare: (n) => `${n} jetzt 120 €`,
    removeBare: (n) => `streich bitte den ${n}`,
    informal: ['änder die überschrift in „Sanitär Meyer – seit 1998“', 'Sanitär Meyer – seit 1998'],
    headline: [
      'Ändern Sie die Überschrift bitte zu „Ihr Sanitärprofi in Springfield“',
      'Ihr Sanitärprofi in Springfield',
    ],
    tagline: ['Neuer Slogan: „Schnell. Sauber. Ehrlich.“', 'Schnell. Sauber. Ehrlich'],
    removeFacebook: 'Bitte den Facebook-Link entfernen',
    addInstagram: 'Fügen Sie bitte unser Instagram hinzu: @riverbendplumbing',
    removeReviews: 'Entfernen Sie die Kundenstimmen von der Startseite',
    vague: 'Können Sie die Seite irgendwie moderner machen?',
  }),
  ...cases('fr', {
    phone: [
      'Bonjour, pouvez-vous changer notre numéro de téléphone en 01 23 45 67 89 ? Merci',
      'nouveau numero : 01 23 45 67 89',
      '+33 1 23 45 67 89',
    ],
    email: 'Notre adresse e-mail a changé : kontakt@riverbend.example',
    address: ['Nous avons déménagé au 12 rue des Lilas, 75011 Paris', '12 rue des Lilas'],
    closedSaturday: 'Nous sommes fermés le samedi désormais',
    saturdayHours: 'le samedi on est ouvert de 9h à 13h maintenant',
    add: ['Ajoutez la prestation « Inspection caméra » à 199 €', 'Inspection caméra', '199'],
    remove: (n) => `On ne fait plus ${n}, merci de le retirer`,
    rename: (n) => ['Débouchage et curage', `Renommez « ${n} » en « Débouchage et curage »`],
    price: (n) => `Le prix de ${n} passe à 120 €`,
    priceBare: (n) => `le ${n.toLowerCase()} passe à 120 €`,
    removeBare: (n) => `enlève le ${n.toLowerCase()} stp`,
    informal: ['change le titre en « Plomberie Martin depuis 1998 »', 'Plomberie Martin depuis 1998'],
    headline: ['Changez le titre en « Votre plombier à Springfield »', 'Votre plombier à Springfield'],
    tagline: ['Changez le slogan en « Rapide. Propre. Honnête. »', 'Rapide. Propre. Honnête'],
    removeFacebook: 'Supprimez le lien Facebook svp',
    addInstagram: 'Ajoutez notre Instagram : @riverbendplumbing',
    removeReviews: 'Supprimez les avis de la page d’accueil',
    vague: 'Pouvez-vous rendre le site plus joli ?',
  }),
  ...cases('es', {
    phone: [
      'Hola, ¿pueden cambiar nuestro número de teléfono al 912 345 678? Gracias',
      'nuevo telefono 912 345 678',
      '+34 912 345 678',
    ],
    email: 'Nuestro correo electrónico ha cambiado, ahora es kontakt@riverbend.example',
    address: ['Nos hemos mudado a Calle Mayor 25, 28013 Madrid', 'Calle Mayor 25'],
    closedSaturday: 'Los sábados ahora cerramos',
    saturdayHours: 'los sabados abrimos de 9 a 13 h',
    add: ['Añade el servicio "Inspección con cámara" por 199 €', 'Inspección con cámara', '199'],
    remove: (n) => `Ya no ofrecemos ${n}, quítalo por favor`,
    rename: (n) => [
      'Desatascos y limpieza de tuberías',
      `Cambia el nombre de "${n}" a "Desatascos y limpieza de tuberías"`,
    ],
    price: (n) => `El precio de ${n} ahora es 120 €`,
    priceBare: (n) => `${n.toLowerCase()} 120€`,
    removeBare: (n) => `quita ${n.toLowerCase()}`,
    informal: ['cambia el titular a "Fontanería García desde 1998"', 'Fontanería García desde 1998'],
    headline: [
      'Cambia el titular a "Tu fontanero de confianza en Springfield"',
      'Tu fontanero de confianza en Springfield',
    ],
    tagline: ['Cambia el eslogan a "Rápido. Limpio. Honesto."', 'Rápido. Limpio. Honesto'],
    removeFacebook: 'Quita el enlace de Facebook',
    addInstagram: 'Añade nuestro Instagram: @riverbendplumbing',
    removeReviews: 'Elimina las opiniones de la página de inicio',
    vague: '¿Pueden hacer la web más bonita?',
  }),
  ...cases('it', {
    phone: [
      'Buongiorno, potete cambiare il nostro numero di telefono in 06 1234 5678? Grazie',
      'nuovo numero 06 1234 5678',
      '+39 06 1234 5678',
    ],
    email: 'La nostra email è cambiata, ora è kontakt@riverbend.example',
    address: ['Ci siamo trasferiti in Via Roma 12, 00184 Roma', 'Via Roma 12'],
    closedSaturday: 'Il sabato siamo chiusi',
    saturdayHours: 'il sabato siamo aperti dalle 9 alle 13',
    add: ['Aggiungi il servizio "Videoispezione" a 199 €', 'Videoispezione', '199'],
    remove: (n) => `Non facciamo più ${n}, toglietelo per favore`,
    rename: (n) => ['Spurgo e pulizia tubature', `Rinomina "${n}" in "Spurgo e pulizia tubature"`],
    price: (n) => `Il prezzo di ${n} ora è 120 €`,
    priceBare: (n) => `gli ${n.toLowerCase()} adesso 120 €`,
    removeBare: (n) => `togli il ${n.toLowerCase()}`,
    informal: ['cambia il titolo in "Idraulica Rossi dal 1998"', 'Idraulica Rossi dal 1998'],
    headline: ['Cambia il titolo in "Il tuo idraulico a Springfield"', 'Il tuo idraulico a Springfield'],
    tagline: ['Cambia lo slogan in "Veloci. Puliti. Onesti."', 'Veloci. Puliti. Onesti'],
    removeFacebook: 'Rimuovi il link di Facebook',
    addInstagram: 'Aggiungi il nostro Instagram: @riverbendplumbing',
    removeReviews: 'Togli le recensioni dalla home page',
    vague: 'Potete rendere il sito più carino?',
  }),
  ...cases('nl', {
    phone: [
      'Goedemiddag, kunt u ons telefoonnummer wijzigen naar 020 123 4567? Bedankt',
      'nieuw nummer 020 123 4567',
      '+31 20 123 4567',
    ],
    email: 'Ons e-mailadres is veranderd, het is nu kontakt@riverbend.example',
    address: ['We zijn verhuisd naar Kerkstraat 12, 1017 GC Amsterdam', 'Kerkstraat 12'],
    closedSaturday: 'Op zaterdag zijn we voortaan gesloten',
    saturdayHours: 'zaterdag zijn we nu open van 9 tot 13 uur',
    add: ['Voeg de dienst "Camera-inspectie" toe voor 199 euro', 'Camera-inspectie', '199'],
    remove: (n) => `We doen geen ${n} meer, wilt u die weghalen`,
    rename: (n) => ['Ontstoppen en rioolreiniging', `Hernoem "${n}" naar "Ontstoppen en rioolreiniging"`],
    price: (n) => `De prijs van ${n} is nu 120 euro`,
    priceBare: (n) => `${n} voortaan 120 euro`,
    removeBare: (n) => `schrap de ${n.toLowerCase()}`,
    informal: ['verander de kop in "Loodgietersbedrijf Jansen sinds 1998"', 'Loodgietersbedrijf Jansen sinds 1998'],
    headline: ['Verander de kop in "Uw loodgieter in Springfield"', 'Uw loodgieter in Springfield'],
    tagline: ['Verander de slogan in "Snel. Schoon. Eerlijk."', 'Snel. Schoon. Eerlijk'],
    removeFacebook: 'Verwijder de Facebook-link',
    addInstagram: 'Voeg ons Instagram toe: @riverbendplumbing',
    removeReviews: 'Haal de reviews van de homepage',
    vague: 'Kunnen jullie de site wat mooier maken?',
  }),
  ...cases('pt', {
    phone: [
      'Bom dia, podem alterar o nosso número de telefone para 21 123 4567? Obrigado',
      'numero novo 21 123 4567',
      '+351 21 123 4567',
    ],
    email: 'O nosso e-mail mudou, agora é kontakt@riverbend.example',
    address: ['Mudámos para a Rua Augusta 25, 1100-048 Lisboa', 'Rua Augusta 25'],
    closedSaturday: 'Aos sábados estamos fechados a partir de agora',
    saturdayHours: 'ao sabado abrimos das 9h às 13h',
    add: ['Adicione o serviço "Inspeção por câmara" por 199 €', 'Inspeção por câmara', '199'],
    remove: (n) => `Já não fazemos ${n}, retirem por favor`,
    rename: (n) => [
      'Desentupimentos e limpeza de canos',
      `Mude o nome de "${n}" para "Desentupimentos e limpeza de canos"`,
    ],
    price: (n) => `O preço de ${n} agora é 120 €`,
    priceBare: (n) => `os ${n.toLowerCase()} passam a 120 €`,
    removeBare: (n) => `tira as ${n.toLowerCase()}`,
    informal: ['muda o título para "Canalizações Silva desde 1998"', 'Canalizações Silva desde 1998'],
    headline: ['Mude o título para "O seu canalizador em Springfield"', 'O seu canalizador em Springfield'],
    tagline: ['Mude o slogan para "Rápidos. Limpos. Honestos."', 'Rápidos. Limpos. Honestos'],
    removeFacebook: 'Remova o link do Facebook',
    addInstagram: 'Adicione o nosso Instagram: @riverbendplumbing',
    removeReviews: 'Retire as opiniões da página inicial',
    vague: 'Podem deixar o site mais bonito?',
  }),
  ...cases('ja', {
    phone: ['電話番号を03-1234-5678に変更してください', '電話番号変わりました 03-1234-5678 です', '+81 3-1234-5678'],
    email: 'メールアドレスを kontakt@riverbend.example に変更してください',
    address: ['住所を東京都新宿区西新宿2-8-1に変更してください', '西新宿2-8-1'],
    closedSaturday: '土曜日は定休日です',
    saturdayHours: '土曜日の営業時間を9時〜13時に変更してください',
    add: ['「カメラ調査」というサービスを19,900円で追加してください', 'カメラ調査', '19900'],
    remove: (n) => `「${n}」はもうやっていないので削除してください`,
    rename: (n) => ['排水管清掃', `「${n}」を「排水管清掃」に名前を変えてください`],
    price: (n) => `「${n}」の料金を12,000円に変更してください`,
    priceDigits: '12000',
    priceBare: (n) => `${n}は12,000円になりました`,
    removeBare: (n) => `${n}を削除して`,
    informal: ['見出しを「1998年創業の水道屋」にして', '1998年創業の水道屋'],
    headline: ['見出しを「スプリングフィールドの水道屋さん」に変更してください', 'スプリングフィールドの水道屋さん'],
    tagline: ['キャッチコピーを「早い・きれい・誠実」に変更してください', '早い・きれい・誠実'],
    removeFacebook: 'Facebookのリンクを削除してください',
    addInstagram: 'インスタグラム @riverbendplumbing を追加してください',
    removeReviews: 'トップページのお客様の声を削除してください',
    vague: 'サイトをもっとおしゃれにしてください',
  }),
];
