// The contacts zoo: excerpts of real small-business websites from public repositories (test/fixtures/contacts-zoo,
// each file naming its source), read through research's own path for a crawled page (scrapeWebsite on a page served on
// 127.0.0.1). Each case gives the facts a reader takes from the page: the phone, email, address, opening hours and
// every branch, and the texts that are someone else's (a fax, a webmaster's number, an authority's street).
//
// Round 1 (session 9): 30 excerpts, split by `halfOf` into 14 tuning and 16 held-out; first pass tuning 6/14,
// held-out 8/16 whole.
// Round 2 (session 10): 16 whole pages (nl 3, ja 3, fr 3, de 2, es 2, pt, it, en), split once by `halfOf` into 10
// tuning and 6 held-out before any reader changed. Items are facts found / asked (hours counted by day, `never` by
// texts left alone); a page research throws on misses all its items.
//   first pass  tuning   7/10 whole (phone 9/9, email 6/6, address 4/6, hours 39/54, never 1/1)
//               held-out 1/6 whole  (phone 3/5, email 4/4, address 3/5, hours 14/27, never 1/5)
//   final       tuning   9/10 whole (phone 9/9, email 6/6, address 6/6, hours 48/54, never 1/1)
//               held-out 1/6 whole  (phone 3/5, email 4/4, address 3/5, hours 14/27, never 1/5)
//   (structured hours completed by their page's day lines; a structured address's postcode before its town; a day's
//   second span on its own line; hour marks set apart; a numberless square over its postcode; Japanese day lists with
//   、 and in brackets after the times. One held-out page made research throw; it was not looked into.)
//   after the merge  held-out 2/6 whole (phone 4/5, email 4/4, address 3/5, hours 20/27, never 3/5); round 1 held-out
//   10/16. Not all of it is unseen generality: the throw (a stray <!DOCTYPE>) was fixed from its stack trace, and
//   "毎日" read as every day was fixed after this zoo's helper saw it misread on a held-out page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { halfOf } from '../../../test/research-corpus/measures';
import { scrapeWebsite, type ScrapedSite } from '../src/scrape';
import { startFakeWebsite } from './fake-website';
import { days, hoursMisses, type Hours } from './zoo-hours';

interface Branch {
  name?: string;
  /** written as the page writes it; compared by letters and digits, contained in what research read */
  address: string;
  phone?: string;
  hours?: Hours;
}

interface Case {
  /** the fixture's file name in test/fixtures/contacts-zoo */
  file: string;
  /** the page's path (a contact page, a branches page, the home page) */
  path?: string;
  /** where the caller says the business is (the API's location), as a user gives it */
  location: string;
  /** the business's main phone, E.164: research's first phone */
  phone?: string;
  /** more of the business's own numbers, E.164: among research's phones */
  phones?: string[];
  email?: string;
  address?: string;
  hours?: Hours;
  /** every branch; `allLocations` when research must list exactly these */
  locations?: Branch[];
  allLocations?: boolean;
  /** others' facts: a number (E.164), an email or a street that must not be the business's */
  never?: string[];
}

/** Round 1 (session 9): excerpts of pages, the facts' own sections. */
const ROUND_1: Case[] = [
  {
    file: 'fr-boutiques-p-lines.html',
    path: '/boutiques',
    location: 'Savoie, France',
    locations: [
      {
        name: 'ALBERTVILLE',
        address: '32 rue Gambetta 73200 Albertville',
        phone: '+33456103689',
        hours: days('Monday', 'Saturday', '08:30-12:00, 14:00-19:00'),
      },
      {
        name: 'ANNECY',
        address: '46 av Genève 74000 Annecy',
        phone: '+33450570113',
        hours: { ...days('Tuesday', 'Saturday', '09:00-12:30, 14:30-19:30'), Sunday: '09:00-12:30' },
      },
      { name: 'CLERMONT FERRAND', address: '11, bis rue Saint-Esprit 63000 Clermont Ferrand', phone: '+33983701198' },
      {
        name: 'CHAMBERY',
        address: '35 r Jean Pierre Veyrat 73000 Chambery',
        phone: '+33479851996',
        hours: { ...days('Tuesday', 'Saturday', '08:30-19:30'), Sunday: '09:00-12:30' },
      },
      { name: 'GRENOBLE', address: '2 Bis av St Roch 38000 Grenoble', phone: '+33476543347' },
      { name: 'LYON', address: '7 Quai Célestins 69002 Lyon', phone: '+33472196868' },
      {
        name: 'VALENCE',
        address: '84 rte Beauvallon 26000 Valence',
        phone: '+33475562777',
        hours: days('Monday', 'Saturday', '08:30-12:00, 14:00-19:00'),
      },
    ],
    allLocations: true,
  },
  {
    file: 'es-sucursales-address-rows.html',
    path: '/sucursales',
    location: 'México',
    locations: [
      { name: 'Monterrey', address: 'Calle Cedral #222', phone: '+528114530241' },
      { name: 'México, Distrito Federal', address: 'Calle Margaritas Edificio 9', phone: '+525526053085' },
      { name: 'Guadalajara', address: 'Loma Empedrada #8235', phone: '+523315611290' },
      { name: 'San Luis Potosí', address: 'Calle 1 #104', phone: '+524442658739' },
    ],
    allLocations: true,
  },
  {
    file: 'en-gallery-desc-two-bakeries.html',
    path: '/shop',
    location: 'San Francisco, CA',
    locations: [
      {
        address: '4073 24th St. San Francisco CA 94114',
        phone: '+14155501405',
        hours: { ...days('Monday', 'Friday', '07:00-19:00'), ...days('Saturday', 'Sunday', '07:00-18:00') },
      },
      {
        address: '28 W Portal Ave. San Francisco CA 94127',
        phone: '+14155928785',
        hours: { ...days('Monday', 'Friday', '07:00-19:00'), ...days('Saturday', 'Sunday', '07:00-18:00') },
      },
    ],
    allLocations: true,
  },
  {
    file: 'nl-locaties-bold-labels.html',
    path: '/locatie',
    location: 'Nederland',
    hours: { ...days('Monday', 'Friday', '16:00-21:00'), ...days('Saturday', 'Sunday', '16:00-23:00') },
    locations: [
      { name: 'Zoetermeer', address: 'Hildebrandhove 161, 2726 AV' },
      { name: 'Eindhoven', address: 'Markt 36, 5611 EC' },
      { name: 'Bleiswijk', address: 'Jadestraat 10, 2665 NS' },
      { name: 'Stompwijk', address: 'Duindoorn 1, 2262 AR' },
      { name: 'Helmond', address: 'Deurneseweg 19, 5709 AH' },
      { name: 'Den Haag', address: 'Buitenhof 22, 2513 AG' },
      { name: 'Utrecht', address: 'Gildenkwartier 195, 3511 DH' },
    ],
    allLocations: true,
  },
  {
    file: 'nl-contact-table-tm.html',
    path: '/contact',
    location: 'Enschede, Nederland',
    phone: '+31534349237',
    email: 'winkel-enschede@gameshop-twente.nl',
    address: 'van Loenshof 2 7511 HG Enschede',
    hours: {
      Monday: '12:00-18:00',
      ...days('Tuesday', 'Wednesday', '10:00-18:00'),
      Thursday: '10:00-21:00',
      Friday: '10:00-18:00',
      Saturday: '09:30-17:00',
    },
  },
  {
    file: 'de-impressum-tel-fax-links.html',
    path: '/impressum',
    location: 'Berlin, Deutschland',
    phone: '+49303133053',
    address: 'Kantstraße 14 10623 Berlin',
    never: ['+49303133761'],
  },
  {
    file: 'ja-company-table-tel-fax.html',
    path: '/kaisya.php',
    location: '秋田県能代市',
    phone: '+81185526413',
    address: '秋田県能代市向能代上野165',
    hours: { ...days('Monday', 'Saturday', '10:00-16:00'), Sunday: 'closed' },
    never: ['+81185526827'],
  },
  {
    file: 'it-sedi-operativa-legale.html',
    path: '/contatti/',
    location: 'Sarnico, Italia',
    phone: '+390307777827',
    email: 'info@cloveral.com',
    address: 'Via Olimpia, 3/A 24067 Sarnico',
  },
  {
    file: 'pt-footer-strong-phone-parts.html',
    path: '/contato',
    location: 'Santo André, SP, Brasil',
    phones: ['+551144793574', '+551144793606'],
    email: 'contato@palaciodopao.com.br',
    address: 'Av. Itamarati, 1001',
    hours: days('Monday', 'Sunday', '06:00-23:00'),
  },
  {
    file: 'de-ch-kontakt-abbr-days-table.html',
    path: '/de/kontakt/',
    location: 'Tenero, Ticino, Schweiz',
    phone: '+41917453535',
    email: 'info@scarpetta.ch',
    address: 'Via alla Fraccia 5 6598 Tenero-Contra',
    hours: {
      Monday: 'closed',
      Tuesday: '18:00-22:00',
      ...days('Wednesday', 'Saturday', '11:30-14:30, 18:00-22:00'),
      Sunday: '11:30-14:30, 18:00-21:00',
    },
  },
  {
    file: 'en-visit-headings-jsx.html',
    path: '/visit',
    location: 'New York, NY',
    phone: '+12123350333',
    email: 'kingsstreetcoffee@gmail.com',
    address: '121 W 30th ST, New York, NY 10001',
    hours: { ...days('Monday', 'Friday', '07:00-17:00'), Saturday: '08:00-16:00', Sunday: 'closed' },
  },
  {
    file: 'fr-be-sauf-lundi-mailto-space.html',
    location: 'Charleroi, Belgique',
    email: 'reservations@e6coif.be',
    address: 'Rue de Dampremy, 248 6000 Charleroi',
    hours: { Monday: 'closed', ...days('Tuesday', 'Saturday', '09:00-19:00'), Sunday: 'closed' },
  },
  {
    file: 'de-impressum-p-lines-authority.html',
    path: '/imprint.php',
    location: 'Frankfurt am Main, Deutschland',
    phone: '+4969672219',
    email: 'info@mein-bester-friseur.de',
    address: 'Adolf-Miersch-Straße 6, 60528 Frankfurt am Main',
    never: ['Kleyerstraße 86'],
  },
  {
    file: 'de-blocks-slash-address-tel-space.html',
    location: 'Backnang, Deutschland',
    phone: '+4971911878308',
    address: 'Gartenstraße 123 71522 Backnang',
    hours: { ...days('Monday', 'Friday', '09:00-18:00'), Saturday: '09:00-14:00' },
  },
  {
    file: 'ja-store-p-lines-tel-fax.html',
    path: '/store/sendagi',
    location: '東京都文京区',
    phone: '+81356855891',
    address: '東京都文京区千駄木5-49-3',
    hours: {
      ...days('Monday', 'Thursday', '09:00-17:30'),
      Friday: '09:00-18:30',
      Saturday: '08:30-10:30',
      Sunday: 'closed',
    },
    never: ['+81356855892'],
  },
  {
    file: 'de-kontakt-br-hours-anschrift.html',
    path: '/kontakt',
    location: 'Trier, Deutschland',
    phone: '+49651558971',
    address: 'Kornmarkt 5 54290 Trier',
    hours: {
      ...days('Monday', 'Thursday', '11:00-23:00'),
      ...days('Friday', 'Saturday', '11:00-00:00'),
      Sunday: '12:00-23:00',
    },
  },
  {
    file: 'en-hours-nbsp-vanity-tel.html',
    location: 'Milwaukee, WI',
    phone: '+14144897824',
    email: 'info@stagbarbershop.com',
    address: '3064 South Delaware Avenue Milwaukee WI 53207',
    hours: {
      Monday: 'closed',
      ...days('Tuesday', 'Friday', '10:00-19:00'),
      Saturday: '09:00-15:00',
      Sunday: 'closed',
    },
  },
  {
    file: 'fr-hours-table-thead.html',
    path: '/horaires',
    location: 'France',
    hours: {
      Monday: '09:00-19:00',
      ...days('Tuesday', 'Thursday', '16:30-20:00'),
      Friday: '09:00-19:00',
      Saturday: '09:00-14:00',
      Sunday: 'closed',
    },
  },
  {
    file: 'de-impressum-webmaster-credit.html',
    path: '/impressum.php',
    location: 'Leutkirch im Allgäu, Deutschland',
    phone: '+49756198490',
    email: 'info@rosen-apoth.de',
    address: 'Ottmannshofer Straße 19',
    never: [
      '+497561984919',
      '+4975619875370',
      'h.haesler@werkkreis.org',
      'info@apothekenkammer-bw.de',
      'Erlenweg 11',
      'Villa Straße 1',
    ],
  },
  {
    file: 'de-impressum-mailto-typo.html',
    path: '/impressum.php',
    location: 'Korbach, Deutschland',
    phone: '+4956314040',
    email: 'email@ahornapo.de',
    address: 'Bahnhofstraße 7 34497 Korbach',
    never: ['+495631404044', 'Raiffeisenplatz 1'],
  },
  {
    file: 'fr-ch-th-hours-microdata.html',
    path: '/fr/contact/',
    location: 'Nyon, Suisse',
    phone: '+41223631100',
    email: 'mail@dentistebarthelemy.ch',
    address: 'Rue Juste-Olivier 8',
    hours: {
      Monday: '08:00-17:00',
      Tuesday: '08:00-19:00',
      Wednesday: '08:00-18:00',
      ...days('Thursday', 'Friday', '08:00-17:00'),
      Saturday: '08:00-13:00',
    },
    never: ['+41223631102'],
  },
  {
    file: 'ja-two-salons-address-element-phones.html',
    path: '/contactus/',
    location: '長崎県長崎市',
    phones: ['+81958785272', '+81958266954'],
    hours: { Monday: 'closed', ...days('Tuesday', 'Sunday', '09:00-19:00') },
  },
  {
    file: 'ja-contact-tel-plus-trunk-zero.html',
    path: '/contact/',
    location: '福岡県福岡市',
    phone: '+81927105907',
  },
  {
    file: 'de-dl-hours-bis-uhr.html',
    path: '/oeffnungszeiten',
    location: 'Deutschland',
    hours: {
      ...days('Monday', 'Tuesday', '07:15-14:30'),
      Wednesday: '07:15-14:45',
      ...days('Thursday', 'Friday', '07:15-14:30'),
    },
  },
  {
    file: 'fr-h1-br-hours-split-day.html',
    path: '/horaires',
    location: 'France',
    hours: days('Monday', 'Saturday', '08:00-12:00, 14:00-19:00'),
  },
  {
    file: 'de-md-table-abbrev-days.html',
    path: '/sprechzeiten/',
    location: 'Bad Urach, Deutschland',
    phone: '+497125947970',
    hours: { ...days('Monday', 'Thursday', '09:00-18:00'), Friday: '09:00-16:00' },
  },
  {
    file: 'en-footer-two-branches-pipes.html',
    location: 'Queens, NY',
    hours: { ...days('Monday', 'Saturday', '10:00-22:00'), Sunday: '12:00-17:00' },
    locations: [
      {
        name: 'Long Island City Tonsorial',
        address: '41-10 34th Ave, Long Island City NY, 11101',
        phone: '+13476546386',
      },
      { name: 'Bayside Tonsorial', address: '32-32 Francis Lewis Blvd queens NY 11358', phone: '+15164012837' },
    ],
    allLocations: true,
  },
  {
    file: 'pl-directory-card-hours-strong.html',
    location: 'Nakło nad Notecią, Polska',
    phone: '+48523853376',
    email: 'picobello@op.pl',
    address: 'ul. Dabrowskiego 48, Naklo',
    hours: { ...days('Monday', 'Friday', '10:00-23:00'), Saturday: '10:00-24:00', Sunday: '12:00-23:00' },
  },
  {
    file: 'ja-salon-detail-weekday-holiday-hours.html',
    path: '/roppongi/',
    location: '東京都港区',
    phone: '+81357711277',
    address: '東京都港区六本木７丁目１１−２４',
    hours: { ...days('Monday', 'Friday', '11:00-22:00'), ...days('Saturday', 'Sunday', '10:00-22:00') },
  },
  {
    file: 'en-card-hours-colon-spaces.html',
    path: '/location.php',
    location: 'Tuxedo Park, NY',
    address: '549 NY-17, Tuxedo Park, NY 10987',
    hours: { Monday: 'closed', ...days('Tuesday', 'Saturday', '10:00-21:00'), Sunday: '10:00-17:00' },
  },
];

/**
 * Round 2 (session 10): sixteen whole pages (header, main, footer and sidebars as written; scripts, styles and SVG
 * paths cut), in eight languages, their facts written from the source before any reader ran on them.
 */
const ROUND_2: Case[] = [
  {
    file: 'nl-dakdekker-footer-two-streets.html',
    path: '/versturen-mislukt/',
    location: 'Arnhem, Nederland',
    phone: '+31655887064',
    email: 'info@douma-dakdekkers.nl',
    address: 'Thorbeckestraat 28 6846 LR, Arnhem',
    hours: { ...days('Monday', 'Saturday', '07:00-18:00'), Sunday: 'closed' },
  },
  {
    file: 'nl-home-barber-theme-footer-left.html',
    location: 'Rotterdam, Nederland',
    phone: '+31630947797',
    hours: days('Monday', 'Sunday', '10:00-17:00'),
    never: ['contact@zytheme.com', 'Petersham', '+61491570110'],
  },
  {
    file: 'nl-kdv-hours-in-sentence.html',
    path: '/openingstijden.html',
    location: 'Alblasserdam, Nederland',
    hours: days('Monday', 'Friday', '07:00-18:00'),
  },
  {
    file: 'ja-access-tables-closing-day.html',
    path: '/accesses',
    location: '神奈川県横浜市',
    phone: '+81456289738',
    address: '神奈川県横浜市神奈川区1-2-3',
    hours: {
      Monday: '10:00-21:00',
      Tuesday: 'closed',
      ...days('Wednesday', 'Saturday', '10:00-21:00'),
      Sunday: '10:00-20:00',
    },
  },
  {
    file: 'ja-shopinfo-dl-lunch-days-closing.html',
    path: '/shopinfo',
    location: '広島県広島市',
    phone: '+81822569131',
    address: '広島県広島市南区出汐3-10-4',
    hours: {
      Monday: '11:30-13:30, 18:00-22:30',
      Tuesday: 'closed',
      ...days('Wednesday', 'Friday', '11:30-13:30, 18:00-22:30'),
      ...days('Saturday', 'Sunday', '18:00-22:30'),
    },
  },
  {
    file: 'ja-shopinfo-dt-dd-mainichi.html',
    path: '/shopinfo',
    location: '大阪府東大阪市',
    phone: '+81667215850',
    email: 'inquiry@tsuruya-cafe.com',
    address: '大阪府東大阪市足代2-7-27',
    hours: days('Monday', 'Sunday', '09:00-19:00'),
  },
  {
    file: 'fr-kinesio-two-addresses-dated.html',
    path: '/infos-pratiques.html',
    location: 'Orvault, France',
    phone: '+33652681232',
    email: 'ecr.kinesiologie@gmail.com',
    address: '28 av. Alexandre Goupil, Orvault',
    never: ['36 rue Jules Verne'],
  },
  {
    file: 'fr-ca-renovation-heures-two-phones.html',
    path: '/nous-contacter.html',
    location: 'Gatineau, Québec, Canada',
    phone: '+18199628399',
    phones: ['+18195936597'],
    email: 'conceptionrenovationcote@outlook.com',
    hours: { Sunday: 'closed', ...days('Monday', 'Friday', '07:00-17:00'), Saturday: 'closed' },
  },
  {
    file: 'fr-chalet-table-midi-soir-tous-les-jours.html',
    path: '/infos-pratiques.html',
    location: 'Le Dévoluy, France',
    phone: '+33492211608',
    address: 'Place des Boutiques La Joue du Loup 05250 Le Dévoluy',
    hours: days('Monday', 'Sunday', '11:00-14:00, 18:00-21:30'),
  },
  {
    file: 'de-barber-mo-so-geschlossen.html',
    location: 'Braunschweig, Deutschland',
    phone: '+4915782935906',
    email: 'info@barbershop-bs.com',
    address: 'Südstraße 24 38100 Braunschweig',
    hours: {
      Monday: 'closed',
      ...days('Tuesday', 'Friday', '10:00-19:00'),
      Saturday: '10:00-18:00',
      Sunday: 'closed',
    },
  },
  {
    file: 'de-vermessung-fon-fax-mobil-br.html',
    path: '/kontakt.html',
    location: 'Rastatt, Deutschland',
    phone: '+4972229149900',
    email: 'info@geofurrer.de',
    address: 'Hindenburgstrasse 2',
    never: ['+4972229149901'],
  },
  {
    file: 'es-barberia-horario-sentence.html',
    location: 'La Palma del Condado, Huelva, España',
    address: 'C/ Mantua, La Palma del Condado',
    hours: { ...days('Monday', 'Friday', '10:00-14:00, 16:00-18:00'), Saturday: '10:00-14:00' },
  },
  {
    file: 'es-pasteleria-footer-delivery-only.html',
    path: '/contacto.html',
    location: 'Montevideo, Uruguay',
    email: 'info@paganapasteleria.com',
    never: ['Envíos a domicilio'],
  },
  {
    file: 'pt-oficina-abbrev-days-address-caps.html',
    location: 'Salvador, BA, Brasil',
    phone: '+5571988065687',
    email: 'elderramoseb@hotmail.com',
    address: 'R. José Abade, 2B - Boca do Rio, Salvador - BA, 40800-490',
    hours: { ...days('Monday', 'Friday', '08:30-17:30'), ...days('Saturday', 'Sunday', 'closed') },
  },
  {
    file: 'it-giardiniere-contatti-h4-ch.html',
    path: '/contatti.html',
    location: 'Ticino, Svizzera',
    phone: '+41768163838',
    email: 'info@fraschinagiardini.com',
  },
  {
    file: 'en-grooming-hours-list-footer-range.html',
    path: '/hours.html',
    location: 'Craig, CO',
    phone: '+19703269788',
    email: 'solanadogspa@gmail.com',
    address: '575 Yampa Ave Craig, CO 81625',
    hours: { Monday: 'closed', ...days('Tuesday', 'Saturday', '09:00-16:00'), Sunday: 'closed' },
  },
];

const CASES = [...ROUND_1, ...ROUND_2];

/**
 * The split, made once by a hash of each file name (the research corpus's rule, `halfOf`): readers are tuned on the
 * tuning half only; the held-out half measures whether what was learnt generalises.
 */
const TUNING = new Set([
  'de-dl-hours-bis-uhr.html',
  'de-impressum-mailto-typo.html',
  'de-impressum-tel-fax-links.html',
  'de-impressum-webmaster-credit.html',
  'de-kontakt-br-hours-anschrift.html',
  'de-md-table-abbrev-days.html',
  'en-card-hours-colon-spaces.html',
  'en-footer-two-branches-pipes.html',
  'fr-boutiques-p-lines.html',
  'it-sedi-operativa-legale.html',
  'ja-company-table-tel-fax.html',
  'ja-store-p-lines-tel-fax.html',
  'nl-contact-table-tm.html',
  'pt-footer-strong-phone-parts.html',
  // round 2
  'de-barber-mo-so-geschlossen.html',
  'en-grooming-hours-list-footer-range.html',
  'es-pasteleria-footer-delivery-only.html',
  'fr-ca-renovation-heures-two-phones.html',
  'fr-chalet-table-midi-soir-tous-les-jours.html',
  'it-giardiniere-contatti-h4-ch.html',
  'ja-access-tables-closing-day.html',
  'ja-shopinfo-dl-lunch-days-closing.html',
  'nl-dakdekker-footer-two-streets.html',
  'nl-kdv-hours-in-sentence.html',
]);

/**
 * Cases research does not read yet: each runs as `it.failing`, so reading one makes the run say so. First pass (before
 * any reader was changed): tuning 6/14, held-out 8/16.
 */
const KNOWN_MISSES = new Set<string>([
  'de-blocks-slash-address-tel-space.html',
  'de-ch-kontakt-abbr-days-table.html',
  'en-gallery-desc-two-bakeries.html',
  'fr-be-sauf-lundi-mailto-space.html',
  'nl-locaties-bold-labels.html',
  'pl-directory-card-hours-strong.html',
  // round 2
  'es-barberia-horario-sentence.html',
  'fr-kinesio-two-addresses-dated.html',
  'ja-shopinfo-dl-lunch-days-closing.html',
  'nl-home-barber-theme-footer-left.html',
  'pt-oficina-abbrev-days-address-caps.html',
]);

/** letters and digits only, without accents and in one width: how two writings of an address are compared */
const letters = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** every expected fact research missed or got wrong on one page, as readable lines */
function misses(c: Case, site: ScrapedSite | null): string[] {
  if (!site) return ['no site read'];
  const out: string[] = [];
  const phones = site.phones.map((p) => p.value);
  const emails = site.emails.map((e) => e.address);
  if (c.phone && phones[0] !== c.phone) out.push(`phone: ${phones[0] ?? 'none'} (want ${c.phone})`);
  for (const p of c.phones ?? []) if (!phones.includes(p)) out.push(`phone ${p} missing (read ${phones.join(' ')})`);
  if (c.email && !emails.includes(c.email)) out.push(`email ${c.email} missing (read ${emails.join(' ')})`);
  if (c.address && !letters(site.address?.value ?? '').includes(letters(c.address)))
    out.push(`address: ${site.address?.value ?? 'none'} (want ${c.address})`);
  if (c.hours) out.push(...hoursMisses('hours ', site.hours, c.hours));
  for (const want of c.locations ?? []) {
    const got = site.locations.find((l) => letters(l.address ?? '').includes(letters(want.address)));
    if (!got) {
      out.push(`branch ${want.address} missing (read ${site.locations.map((l) => l.address).join(' | ')})`);
      continue;
    }
    if (want.name && !letters(got.name ?? '').includes(letters(want.name)))
      out.push(`branch ${want.address}: name ${got.name ?? 'none'} (want ${want.name})`);
    if (want.phone && got.phone !== want.phone)
      out.push(`branch ${want.address}: phone ${got.phone ?? 'none'} (want ${want.phone})`);
    if (want.hours) out.push(...hoursMisses(`branch ${want.address}: `, got.hours, want.hours));
  }
  if (c.allLocations && site.locations.length !== c.locations!.length)
    out.push(`${site.locations.length} branches read (want ${c.locations!.length})`);
  const read = [site.address?.value ?? '', ...site.locations.map((l) => l.address ?? '')].map(letters);
  for (const other of c.never ?? []) {
    const taken = other.startsWith('+')
      ? phones.includes(other) || site.locations.some((l) => l.phone === other)
      : other.includes('@')
        ? emails.includes(other)
        : read.some((r) => r.includes(letters(other)));
    if (taken) out.push(`took another's fact: ${other}`);
  }
  return out;
}

async function read(c: Case): Promise<ScrapedSite | null> {
  const path = c.path ?? '/';
  const body = readFileSync(join(__dirname, 'fixtures', 'contacts-zoo', c.file), 'utf8');
  const site = await startFakeWebsite({
    [path]: [
      'text/html; charset=utf-8',
      `<!doctype html><html><head><meta charset="utf-8"></head><body>${body}</body></html>`,
    ],
  });
  try {
    return await scrapeWebsite(site.base + path, { allowLoopback: true, maxPages: 1, location: c.location });
  } finally {
    await site.close();
  }
}

const results = new Map<string, string[]>();

/** the facts a case asks for, field by field: how many it wants, and how misses' lines for that field begin */
const FIELDS: { name: string; items: (c: Case) => number; prefix: string }[] = [
  { name: 'phone', items: (c) => (c.phone ? 1 : 0) + (c.phones?.length ?? 0), prefix: 'phone' },
  { name: 'email', items: (c) => (c.email ? 1 : 0), prefix: 'email' },
  { name: 'address', items: (c) => (c.address ? 1 : 0), prefix: 'address' },
  { name: 'hours (days)', items: (c) => Object.keys(c.hours ?? {}).length, prefix: 'hours ' },
  { name: 'branches', items: (c) => c.locations?.length ?? 0, prefix: 'branch ' },
  { name: 'never taken', items: (c) => c.never?.length ?? 0, prefix: 'took another' },
];

describe('the contacts zoo: real pages, every branch, hours in every language, only the business own facts', () => {
  it('splits the zoo once by a hash of each file name', () => {
    for (const c of CASES) expect([c.file, TUNING.has(c.file)]).toEqual([c.file, halfOf(c.file) === 'dev']);
  });

  const run = async (c: Case) => {
    // a page research fails on counts as missing every fact it asks for
    const found = await read(c).then(
      (site) => misses(c, site),
      (error: Error) =>
        FIELDS.flatMap((f) => Array.from({ length: f.items(c) }, () => `${f.prefix}: ${error.message}`)),
    );
    results.set(c.file, found);
    expect(found).toEqual([]);
  };
  const known = CASES.filter((c) => KNOWN_MISSES.has(c.file)).map((c) => [c.file, c] as const);
  const reads = CASES.filter((c) => !KNOWN_MISSES.has(c.file)).map((c) => [c.file, c] as const);
  if (reads.length) it.each(reads)('%s', (_file, c) => run(c));
  if (known.length) it.failing.each(known)('%s (a known miss)', (_file, c) => run(c));

  afterAll(() => {
    // only the tuning half's misses are printed: the held-out half is read by its counts alone
    const lines = [...results]
      .filter(([file, m]) => m.length && TUNING.has(file))
      .map(([file, m]) => `  ${file}: ${m.join('; ')}`);
    const rounds = [
      ['round 1', ROUND_1],
      ['round 2', ROUND_2],
    ] as const;
    const halves = rounds.flatMap(([name, cases]) =>
      [true, false].map((inTuning) => {
        const half = cases.filter((c) => TUNING.has(c.file) === inTuning && results.has(c.file));
        const whole = half.filter((c) => !results.get(c.file)!.length).length;
        const fields = FIELDS.map((f) => {
          const want = half.reduce((n, c) => n + f.items(c), 0);
          const lost = half.reduce(
            (n, c) => n + Math.min(f.items(c), results.get(c.file)!.filter((l) => l.startsWith(f.prefix)).length),
            0,
          );
          return `${f.name} ${want - lost}/${want}`;
        });
        return `${name} ${inTuning ? 'tuning' : 'held-out'} ${whole}/${half.length} whole (${fields.join(', ')})`;
      }),
    );
    console.log(`contacts zoo:\n  ${halves.join('\n  ')}\n${lines.join('\n')}`);
  });
});
