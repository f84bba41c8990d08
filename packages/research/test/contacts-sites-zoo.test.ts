// The contacts sites zoo: whole small websites from public repositories (test/fixtures/contacts-sites-zoo, a folder
// of pages per site: home, contact, legal; each page naming its source, with the PHP or JSP includes it shows filled
// in), read through research's own crawl (scrapeWebsite from the home page of a site served on 127.0.0.1). Each case
// gives the business's own address (street, postcode and town as written), main phone, email and opening hours, and
// texts that must never be read as the business's (a fax, a sister company's number). The figures count, per kind,
// facts found / asked (hours by day) and facts research read wrong (a first phone, an address or a day's hours that
// are not the business's, a `never` text taken: a `never` number anywhere among the phones read). A case's folder
// name is split once by `halfOf` (the research corpus's rule): readers are improved looking at the tuning half only;
// what a held-out case misses is never printed.
//
// Round 1 (session 11): 14 sites in 7 languages (de 2, it 2, ja 3, nl, en 2, fr 2, es 2) from 9 countries, split
// once by `halfOf` before any reader changed: tuning 8, held-out 6.
//   first pass  tuning   7/8 sites whole (address 7/7, phone 8/8, email 5/5, hours 33/40), 0 wrong,
//                        0 sites with no address read, 1 with no hours read
//               held-out 3/6 sites whole (address 6/6, phone 4/4, email 5/5, hours 6/25), 8 wrong,
//                        0 sites with no address read, 0 with no hours read
//   final       tuning   8/8 sites whole (address 7/7, phone 8/8, email 5/5, hours 40/40), 0 wrong,
//                        0 sites with no address read, 0 with no hours read
//               held-out 3/6 sites whole (address 6/6, phone 4/4, email 5/5, hours 6/25), 8 wrong,
//                        0 sites with no address read, 0 with no hours read
//   (fr-tree-surgeon, a tuning case read whole in both passes, was removed after the merge: its repository became a
//   research corpus entry of the dev half, thau-elagage-balaruc, the same afternoon. Without it: tuning 6/7 -> 7/7.)
//   (the weekdays with more days as one group, "平日・土"; a meal before its times, "ディナー 18:00～05:00"; a time with its
//   colon set apart, "17 ：00". A JSP site's pages are served as its server renders them, its page directives as
//   nothing: served raw, research read nothing of it.)
// Later (`round: 'later'`): ten sites added after those techniques (a Japanese builder's site, and nine whole sites of
// the services sites zoo read here for their contacts from that zoo's folders, under names of their own), read by them first: tuning 7/8 sites
// whole (address 4/5: a car dealer whose contact page writes 9206BE and every other page 9202 BE, either now taken),
// held-out 2/2; after that expectation: tuning 8/8 (address 5/5, phone 8/8, email 7/7, hours 21/21), 0 wrong.
// Round 2 (session 13): round 1's held-out six, measured as they stood (3/6 sites whole: address 6/6, phone 4/4,
// email 5/5, hours 6/25; 8 wrong), were promoted to round 2's tuning half. Twelve new whole sites in six languages
// (de 5, fr 2, es 2, it, en, pt; a hairdresser, a bike shop, a trattoria, a tailor, an optician, a bistro, an
// acupuncture practice with three branches, a medical lab with five sampling centres, a dentist, two dental clinics,
// a money-transfer chain with some twenty shops), their facts written from the pages before any reader ran, and
// branches counted (`locations`: a branch found by its street, with its phone and every day of its hours), split
// once by `halfOf`: tuning 6, held-out 6. Eight of the twelve come from one repository, a crawl of Swiss business
// sites (each site its own authors'); a technique counts only when it mends sites of two repositories.
//   first pass  promoted  3/6 sites whole (address 6/6, phone 4/4, email 5/5, hours 6/25), 8 wrong      (21/40 items)
//               tuning    1/6 sites whole (address 4/6, phone 5/6, email 3/3, hours 22/35, locations 1/5), 3 wrong,
//                         1 site with no address read, 1 with no hours read                            (35/55 items)
//               held-out  2/6 sites whole (address 5/6, phone 5/5, email 3/4, hours 18/24, locations 2/10), 5 wrong
//                                                                                                      (33/49 items)
//   final       promoted  4/6 sites whole (address 6/6, phone 4/4, email 5/5, hours 12/25), 2 wrong     (27/40 items)
//               tuning    1/6 sites whole (address 4/6, phone 5/6, email 3/3, hours 22/35, locations 4/5), 7 wrong,
//                         1 site with no address read, 1 with no hours read                            (38/55 items)
//               held-out  2/6 sites whole (address 5/6, phone 5/5, email 3/4, hours 18/24, locations 2/10), 5 wrong
//                                                                                                      (33/49 items)
//   (technique: a day written short as its language writes it, "Lu. au Ve.", "L-V", read with a page's language
//   even under a template's lang="en": es-hairdresser whole; the medical lab's centres read with their hours, 1/5 ->
//   4/5, while its site hours became the first centre's where the page gives the seat's own, 1 wrong day -> 5.
//   Left as found: a closed day "ganzer Tag geschlossen", "Sonntag bis 22:00 Uhr" amending a range, times written
//   above their days, a <base href> naming the site's old address (its contact page never read), a street line
//   "Calle Mayor, 43 Bis Local.", a column of days beside a column of times in sibling divs, a Japanese grid of
//   marks under time bands.)
//   Later (session 13, the lead): a <base href> on another host gives only its path (links.ts baseOf), a shape moved
//   sites keep in their templates: de-tailor (tuning) read whole, tuning 2/6; no other case changed.
// Round 3 (session 14, branches): round 2's held-out six, measured as they stood on 28 Nov before any change (2/6
// sites whole: address 5/6, phone 5/5, email 3/4, hours 18/24, locations 2/10; 5 wrong; 33/49 items), were promoted
// to round 3's tuning half. Eleven new whole sites of businesses with two to fifteen locations, in six languages (de 4,
// fr 2, it 2, es, ja, nl; a dental practice, a hairdresser, an electrician, a fiduciary, an electrical contractor, a
// Chinese-medicine practice, a fiduciary, a beauty salon, a health insurer's clinics, an elevator maker's offices, an
// osteopath working in two practices), from five repositories (eight sites from the Swiss crawl), their facts
// (every branch's street and phone, hours where a branch gives them; the main phone, address, email; faxes and a
// partner's numbers as `never`) written from the pages before any reader ran, split once by `halfOf`: tuning 8
// (joining the promoted six), held-out 3.
//   first pass  promoted  2/6 sites whole (address 5/6, phone 5/5, email 3/4, hours 18/24, locations 2/10), 5 wrong
//                                                                                                      (33/49 items)
//               tuning    2/8 sites whole (address 4/7, phone 8/8, email 6/6, hours 4/5, locations 18/24), 3 wrong,
//                         1 site with no address read                                                  (40/50 items)
//               held-out  1/3 sites whole (address 2/3, phone 3/3, email 2/2, locations 18/23), 0 wrong (25/31 items)
//   final       promoted  2/6 sites whole (address 5/6, phone 5/5, email 3/4, hours 18/24, locations 3/10), 5 wrong
//                                                                                                      (34/49 items)
//               tuning    2/8 sites whole (address 4/7, phone 8/8, email 6/6, hours 4/5, locations 18/24), 3 wrong,
//                         1 site with no address read                                                  (40/50 items)
//               held-out  1/3 sites whole (address 2/3, phone 3/3, email 2/2, locations 18/23), 0 wrong (25/31 items)
//   (technique kept, mending two tuning sites of two repositories: a street named by its kind over the line or comma
//   part that carries only its number, "Av 1º de Maio" / "Nº 33 Paivas", "Calle Mayor, 43 Bis Local.", starts the
//   street: round 2's es-dental-clinic read whole (round 2's own tuning half 2/6 -> 3/6), pt-money-transfer's branches
//   2/10 -> 3/10. Tried and set aside, each mending a single repository's sites: Portugal's "1069-152" postcode taken
//   for a phone's run of digits (pt-money-transfer's seat and address), a branch card's hours lines counted in its
//   size (de-hair-salon-lucerne's Luzern salon). Left as found: two unnamed addresses in one block joined by "&",
//   a postcode written "2700 - 405 Amadora", an address at a crossing with no number ("Av. Roosevelt y Mónaco"), a
//   head office's address on a footer line that goes on to its email, a fax labelled "F.", "MO+SO" over "geschlossen".)
//   After the merge the lead added Portugal's postcode ("1069-152") as a postcode, not a phone's digits: the format
//   is the country's own, not one site's. Promoted 2/6 sites whole (address 6/6, locations 4/10), 4 wrong; tuning and
//   held-out unchanged (held-out 1/3, locations 18/23).
// Session 14, mends of reasons round 3 left (one general technique each, tried on the tuning case that showed it and
// on one more real site): a `never` number now counts as taken wherever research lists it among the site's phones,
// not only as the first (a fax read as a phone is wrong in any place). Measured so, before any change: round 1 7/7 and
// 4/6 (2 wrong), later 8/9 (1 wrong) and 2/2, round 2 2/6 (7 wrong) and 2/6 (4 wrong), round 3 2/8 (7 wrong) and 1/3
// (1 wrong); the new case below in those figures.
//   fax letterhead label: "F." / "F:" / "F" right before a number is a fax label (the short form beside "T." in every
//   Latin-script language). Second example: de-psychotherapist-oberegg, a psychotherapy practice of the Swiss crawl
//   ("T: … / F: 071 891 59 38"), its facts written before any reader ran, `halfOf` puts it in the tuning half (a
//   `later` case; the held-out half got no new case). First pass: 0/1 whole (address 1/1, phone 1/1), 1 wrong, the fax
//   among its phones (whole by the first-phone check); after: 1/1 whole, 0 wrong. Zoo after: later tuning 9/9 (0
//   wrong), round 2 tuning 3/6 (6 wrong: de-optician's "F +41 …" no longer among its phones), round 3 tuning 2/8 (4
//   wrong: it-fiduciary-lugano's two "F." faxes gone); every held-out half unchanged; contacts, branches and hours zoos
//   unchanged; dev-half fast loop unchanged (56 sites, 38 whole, 728/769 facts). Left: it-fiduciary-lugano's branch
//   phones ("T. …" under "Sede" read as the other branch's), a branch reader's matter, not the fax label's.
// Round 4 (session 15, sites whose address, email, phone or hours research reads none or wrong): round 3's held-out
// three, measured as they stood on 28 Nov before any change (1/3 sites whole: address 2/3, phone 3/3, email 2/2,
// locations 18/23; 1 wrong; 25/31 items), were promoted to round 4's tuning half (read and debugged from then on).
// Nine new whole sites in four languages (de 3, fr 2, es 2, it 2; a car workshop with two sites, a body shop with two,
// an organic bakery, an earthworks firm with a depot, a property manager, an optician, a plant greening firm, two
// dental practices, one with two studios), from four repositories (six sites from the Swiss crawl, whose sites are
// their own authors'), their facts (main phone, address, email, hours by day, branches; faxes, the web developer's
// and host's addresses in a legal notice and a bakery's stockists as `never`) written from the pages before any reader
// ran, split once by `halfOf`: tuning 7, held-out 2. (A tenth, a Dutch hairdresser of the held-out half, was taken out
// after the first pass, the figures below measured again without it on the same readers: its repository is a
// research corpus entry of the test half, kleinscharig-amersfoort, which zoo-sources.test.ts caught; its pages were
// read to write its facts, nothing was tuned to it. No Japanese,
// Portuguese or English whole site whose pages are its owner's own was found in time: a designer's portfolio copy,
// a school exercise and a crawl too large to bring here were set aside.)
//   first pass  promoted  1/3 sites whole (address 2/3, phone 3/3, email 2/2, locations 18/23), 1 wrong   (25/31 items)
//               tuning    4/7 sites whole (address 5/7, phone 6/7, email 6/6, hours 28/33, locations 8/8), 9 wrong
//                                                                                                      (53/61 items)
//               held-out  1/2 sites whole (address 2/2, phone 2/2, email 2/2, hours 5/11), 0 wrong,
//                         1 site with no hours read                                                    (11/17 items)
//   Why each missed fact of every tuning site (all rounds' tuning halves, the promoted ones and round 4's seven; first
//   pass) was passed over, as facts (sites):
//     not parsed in its format   26 (9)  a Japanese grid of marks, times above their days, "ganzer Tag geschlossen",
//                                        "Sonntag bis 22:00 Uhr", a second span alone on an "et 14:00 – 18:30" line,
//                                        "MO+SO" over "geschlossen", Portugal's "2700 - 405", a crossing with no number,
//                                        an email broken by a <br>
//     competing candidate chosen 18 (8)  the same street written shorter (no postcode, no town) chosen over its full
//                                        writing elsewhere (3 sites, 3 repositories); structured data the page
//                                        contradicts (a JSON-LD street with no number, a site builder's default hours:
//                                        2 sites, 2 repositories); the first centre's hours over the seat's; another
//                                        branch's or a WhatsApp number over the main one
//     block not seen             14 (4)  a column of days beside a column of times, branch cards read as none
//     a filter                    2 (1)  one mark on two addresses read as a branch list, so no address of its own
//     page not read               0
//   (wrong facts besides: a bakery's stockists read as its branches, a fax or partner's number taken.)
//   Technique kept, the largest general reason first: an address read without its postcode takes the same street's
//   fuller writing on a page, "17 rue de Lauterbourg - Schiltigheim" -> "17 rue de Lauterbourg, 67300 Schiltigheim"
//   (address.ts fullerWriting; streets compared by letters and digits, "ß" as "ss"; for the blocks that hold it, a list
//   whose items are an address's lines is read as one block, and Japan's 〒-postcode on the line above its address is
//   the address's). Mends three tuning sites of three repositories: fr-organic-bakery-schiltigheim's address (round 4,
//   ErminiaDev/PNPB), de-dentist-bern (round 3, the Swiss crawl; whole) and ja-elevator-maker (promoted, cyber-ships/
//   moriya-c; whole). Contacts, branches and hours zoos unchanged; dev-half fast loop unchanged (56 sites, 38 whole,
//   728/769 facts; one Japanese dev site's branches now carry their 〒-postcodes).
//   final       promoted  2/3 sites whole (address 3/3, phone 3/3, email 2/2, locations 18/23), 1 wrong   (26/31 items)
//               tuning    4/7 sites whole (address 6/7, phone 6/7, email 6/6, hours 28/33, locations 8/8), 9 wrong
//                                                                                                      (54/61 items)
//               held-out  1/2 sites whole (address 2/2, phone 2/2, email 2/2, hours 5/11), 0 wrong,
//                         1 site with no hours read                                                    (11/17 items)
//   (round 3's own tuning half 2/8 -> 3/8, de-dentist-bern read whole. Left as found, each on one tuning site only:
//   a car workshop's two site cards taken for two people's own numbers, "Calle Moreras" read as a person's name, so its
//   WhatsApp line became the main phone, and its JSON-LD street with no number kept over the cards' "Calle Moreras,
//   76"; a site builder's JSON-LD default hours, 08:00-18:00, kept over the contact page's "Lundi - Vendredi 07:30 -
//   17:00"; a bakery's list of the shops that sell its bread read as its branches.)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { halfOf } from '../../../test/research-corpus/measures';
import { scrapeWebsite, type ScrapedSite } from '../src/scrape';
import { startFakeWebsite } from './fake-website';
import { days, hoursMisses, spans, type Hours } from './zoo-hours';

/** one of a business's branches as the site lists it */
interface Branch {
  /**
   * as the page writes its street line; compared by letters and digits, contained in the address research read; a
   * list where pages write it differently
   */
  address: string | string[];
  phone?: string;
  hours?: Hours;
}

interface Case {
  /**
   * 'later': a case added after round 1's techniques, read by them first (its first pass is no figure of the split
   * batch); 2: a site of round 2's batch (round 1's cases are all round 2's tuning half, round 2's all round 3's); 3:
   * a site of round 3's batch (all round 4's tuning cases, its held-out half promoted); 4: a site of round 4's batch,
   * split by `halfOf` on its own
   */
  round?: 'later' | 2 | 3 | 4;
  /** the case's name (the split reads it), and its folder in test/fixtures/contacts-sites-zoo unless `folder` says */
  site: string;
  /** the site's folder under test/fixtures when another zoo holds its pages (the same site read there for other facts) */
  folder?: string;
  /** where the caller says the business is (the API's location), as a user gives it */
  location: string;
  /** the main phone, E.164: research's first phone; a list when the site gives two numbers as equally main */
  phone?: string | string[];
  email?: string;
  /** the address's parts as the site writes them, each compared by letters and digits; a list where pages differ */
  address?: { street: string | string[]; postcode?: string | string[]; locality: string };
  hours?: Hours;
  /** the branches the site lists, each with its own address (and phone and hours where the site gives them) */
  locations?: Branch[];
  /** the site states no opening times: any day research reads is wrong */
  noHours?: true;
  /** others' facts: a number (E.164, wrong anywhere among the phones read), an email or a street not the business's */
  never?: string[];
}

const CASES: Case[] = [
  {
    site: 'de-timber-yard',
    location: 'Würzburg, Deutschland',
    phone: '+49931279780',
    email: 'info@holzwelt-baier.de',
    address: { street: 'Friedrich-Bergius-Ring 10', postcode: '97076', locality: 'Würzburg' },
    hours: { ...days('Monday', 'Friday', '07:30-18:30'), Saturday: '09:00-14:00' },
    never: ['+499312797820', '+499737669'],
  },
  {
    site: 'de-beauty-salon',
    location: 'Bad Hersfeld, Deutschland',
    phone: ['+4917664265727', '+4966212044950'],
    email: 'info@wellness-beauty-hersfeld.de',
    address: { street: 'Homberger Straße 2', postcode: '36251', locality: 'Bad Hersfeld' },
    // "Montag bis Samstag, Termine nach Vereinbarung": days without times are no opening hours
    noHours: true,
  },
  {
    site: 'it-abrasives',
    location: 'Selva di Progno, Italia',
    phone: '+390457847122',
    email: 'info@superselva.it',
    address: { street: 'Via Trento, 24', postcode: '37030', locality: 'Selva di Progno' },
    hours: days('Monday', 'Friday', '09:00-17:00'),
    never: ['+390457847032'],
  },
  {
    site: 'it-car-dealer',
    location: 'Baronissi, Italia',
    phone: '+393475931016',
    email: 'esgpuntoauto@gmail.com',
    address: { street: 'Via dei Due Principati, 2', postcode: '84081', locality: 'Baronissi' },
    hours: { ...days('Monday', 'Friday', '09:00-20:00'), Saturday: '09:00-16:00' },
  },
  {
    site: 'ja-bar',
    location: '東京都中央区',
    phone: '+81362806314',
    address: { street: '銀座7-2-14', locality: '中央区' },
    hours: { ...days('Monday', 'Saturday', '18:00-05:00'), Sunday: '17:00-23:00' },
  },
  {
    site: 'ja-bento',
    location: '宮崎県宮崎市',
    address: { street: '江平西１丁目２−２７', postcode: '880-0051', locality: '宮崎市' },
    hours: {
      Monday: '09:00-14:00',
      ...days('Tuesday', 'Wednesday', '09:00-20:00'),
      Thursday: 'closed',
      ...days('Friday', 'Sunday', '09:00-20:00'),
    },
  },
  {
    site: 'ja-builder',
    location: '愛知県碧南市',
    phone: '+81566428648',
    address: { street: '白沢町', postcode: '447-0013', locality: '碧南市' },
  },
  {
    round: 'later',
    site: 'ja-timber-house',
    location: '栃木県宇都宮市',
    phone: '+81286788957',
    address: { street: '富士見が丘', postcode: '320-0011', locality: '宇都宮市' },
  },
  {
    round: 'later',
    site: 'nl-car-dealer',
    folder: 'services-sites-zoo/nl-garage',
    location: 'Drachten, Nederland',
    phone: '+31638075625',
    email: 'info@sem-automotive.nl',
    // (its contact page writes 9206BE, its footer on every other page 9202 BE)
    address: { street: 'Dukdalf 16-8', postcode: ['9206BE', '9202 BE'], locality: 'Drachten' },
  },
  {
    round: 'later',
    site: 'pt-dry-cleaner',
    folder: 'services-sites-zoo/pt-laundry',
    location: 'Porto, Portugal',
    phone: '+351228314574',
    email: 'lavandariapelicano@gmail.com',
    address: { street: 'Rua da Natária, 73', postcode: '4250-327', locality: 'Porto' },
    hours: days('Monday', 'Friday', '08:30-20:00'),
  },
  {
    round: 'later',
    site: 'it-boat-repair',
    folder: 'services-sites-zoo/it-boatyard',
    location: 'Andora, Italia',
    phone: '+393288168884',
    email: 'bosmal.marine@cantieregaravaglia.it',
    address: { street: 'Via Divizia, 3', postcode: '17051', locality: 'Andora' },
    hours: { ...days('Monday', 'Saturday', '08:00-18:00'), Sunday: 'closed' },
  },
  {
    round: 'later',
    site: 'fr-hair-salon',
    folder: 'services-sites-zoo/fr-hairdresser',
    location: 'Prat, France',
    phone: '+33296470543',
    address: { street: '5 Rue du 19 Mars', postcode: '22140', locality: 'Prat' },
  },
  {
    round: 'later',
    site: 'de-house-painter',
    folder: 'services-sites-zoo/de-painter',
    location: 'Kaltenkirchen, Deutschland',
    phone: '+4915253569138',
    email: 'info@derrichtermaler.de',
    address: { street: 'Schlehenweg 12', postcode: '24568', locality: 'Kaltenkirchen' },
  },
  {
    round: 'later',
    site: 'de-underfloor-heating',
    folder: 'services-sites-zoo/de-floor-heating',
    location: 'Deutschland',
    phone: '+4915510924122',
    email: 'info@ms-fussbodenheizung.de',
    address: { street: 'Hauptstraße 31', postcode: '51674', locality: 'Wiehl' },
  },
  {
    round: 'later',
    site: 'en-garage-door-fitter',
    folder: 'services-sites-zoo/en-garage-doors',
    location: 'Howick, Ontario, Canada',
    phone: '+15193575252',
    email: 'bkdoors@outlook.com',
    hours: { ...days('Monday', 'Friday', '09:00-17:00'), ...days('Saturday', 'Sunday', 'closed') },
  },
  {
    round: 'later',
    site: 'en-carpet-cleaner',
    folder: 'services-sites-zoo/en-carpet',
    location: 'Cherry Hill, NJ',
    phone: '+18562811622',
    email: 'info@ultrafreshcarpetcleaning.com',
    // "7 Days A Week Service" over "Hours: 7am-9pm"
    hours: days('Monday', 'Sunday', '07:00-21:00'),
  },
  {
    round: 'later',
    site: 'nl-garden-designer',
    folder: 'services-sites-zoo/nl-gardener',
    location: 'Zuid-Limburg, Nederland',
    phone: '+31642074998',
    email: 'vandenbergdennis2@gmail.com',
    // reachable "door de week" with no times; the form's appointment slots are no opening hours
    noHours: true,
  },
  {
    site: 'nl-hairdresser',
    location: 'Utrecht, Nederland',
    email: 'info@marjoleindekapper.nl',
    address: { street: 'Heidelberglaan 15', postcode: '3584 CS', locality: 'Utrecht' },
    hours: days('Monday', 'Sunday', '09:00-17:00'),
  },
  {
    site: 'en-handyman',
    location: 'United Kingdom',
    phone: '+447809142230',
    email: 'info@gwhmaintenance.co.uk',
    hours: { ...days('Monday', 'Friday', '09:00-18:00'), ...days('Saturday', 'Sunday', '09:00-13:00') },
  },
  {
    site: 'en-care',
    location: 'White Plains, NY',
    phone: '+19149461707',
    email: 'contact@totalcareautorepair.com',
    address: { street: '112 Oakley Ave', postcode: '10601', locality: 'White Plains' },
    hours: { ...days('Monday', 'Saturday', '07:00-18:00'), Sunday: 'closed' },
  },
  {
    site: 'fr-gardener',
    location: 'Chelles, France',
    phone: '+33149320063',
    email: 'jardinier@terr-eau.com',
    address: { street: '1 Rue Eugène Freyssinet', postcode: '77500', locality: 'Chelles' },
    never: ['+33149310404'],
  },
  {
    site: 'es-barber',
    location: 'Celaya, Guanajuato, México',
    phone: '+524614156124',
    address: { street: 'Mexicali 4', postcode: '38035', locality: 'Celaya' },
    hours: { ...days('Monday', 'Saturday', '11:00-20:00'), Sunday: '10:00-14:00' },
  },
  {
    site: 'es-hairdresser',
    location: 'Madrid, España',
    phone: ['+34986463103', '+34644055902'],
    email: 'info@peluqueria.com',
    address: { street: 'Calle de Segovia, 23', postcode: '28005', locality: 'Madrid' },
    hours: { ...days('Monday', 'Friday', '09:30-20:30'), Saturday: '09:00-14:00' },
  },
  // round 2: whole sites no reader here was written against, their facts written from the pages before any reader ran
  {
    round: 2,
    site: 'de-hair-salon-sarnen',
    location: 'Sarnen, Schweiz',
    phone: '+41416606422',
    address: { street: 'Lindenhof-Zentrum 2', postcode: '6060', locality: 'Sarnen' },
    // "Montag ganzer Tag geschlossen", "Dienstag : 8.00 Uhr - 18.30 Uhr"
    hours: {
      Monday: 'closed',
      ...days('Tuesday', 'Friday', '08:00-18:30'),
      Saturday: '08:00-16:00',
      Sunday: 'closed',
    },
  },
  {
    round: 2,
    site: 'de-bike-shop',
    location: 'Buochs, Schweiz',
    phone: '+41416203171',
    email: 'info@velo-frank.ch',
    address: { street: 'Seefeldstrasse 2', postcode: '6374', locality: 'Buochs' },
    // "MO - MI und FR / 07.30 - 12.00 Uhr / 13.30 - 18.30 Uhr", "DO geschlossen", "SA 07.30 - 14.00 Uhr"
    hours: {
      ...days('Monday', 'Wednesday', '07:30-12:00, 13:30-18:30'),
      Thursday: 'closed',
      Friday: '07:30-12:00, 13:30-18:30',
      Saturday: '07:30-14:00',
    },
    never: ['+41416201736'],
  },
  {
    round: 2,
    site: 'de-trattoria',
    location: 'Wildegg, Schweiz',
    phone: '+41628932122',
    email: 'info@sale-e-pepe.ch',
    address: { street: 'Bahnhofstrasse 2', postcode: '5103', locality: 'Wildegg' },
    // "Mittwoch bis Sonntag / 11:30 Uhr - 14:00 Uhr / 17:30 Uhr - 24:00 Uhr / Sonntag bis 22:00 Uhr",
    // "Montag und Dienstag Ruhetag"
    hours: {
      ...days('Monday', 'Tuesday', 'closed'),
      ...days('Wednesday', 'Saturday', '11:30-14:00, 17:30-24:00'),
      Sunday: '11:30-14:00, 17:30-22:00',
    },
  },
  {
    round: 2,
    site: 'de-tailor',
    location: 'Nussbaumen, Schweiz',
    phone: '+41562824545',
    address: { street: 'Schulstrasse 3', postcode: '5415', locality: 'Nussbaumen' },
    // "Di. – Do. 9.00 – 12.00 / 13.30 – 18.30"; a holiday "20.08. - 30.08.2019" is no opening time
    hours: {
      ...days('Tuesday', 'Thursday', '09:00-12:00, 13:30-18:30'),
      Friday: '09:00-12:00, 13:30-19:00',
      Saturday: '08:00-16:00',
    },
  },
  {
    round: 2,
    site: 'de-optician',
    location: 'Heiden, Schweiz',
    phone: '+41718900111',
    address: { street: 'Rosentalstrasse 8a', postcode: '9410', locality: 'Heiden' },
    // "Dienstag bis Freitag / 08.30-12.00 und 13.30-18.30", "Montag Ruhetag"
    hours: {
      Monday: 'closed',
      ...days('Tuesday', 'Friday', '08:30-12:00, 13:30-18:30'),
      Saturday: '08:30-12:00, 13:30-16:00',
    },
    never: ['+41718900112'],
  },
  {
    round: 2,
    site: 'it-bistro-lugano',
    location: 'Lugano, Svizzera',
    phone: '+41919717878',
    address: { street: 'Via Ciani 11', postcode: '6900', locality: 'Lugano' },
    // "lu-ve: 11:00 – 14:00 / e 17:30 – 23:00", "sa: 18:00 – 23:00", "do: chiuso"
    hours: {
      ...days('Monday', 'Friday', '11:00-14:00, 17:30-23:00'),
      Saturday: '18:00-23:00',
      Sunday: 'closed',
    },
  },
  {
    round: 2,
    site: 'fr-acupuncture',
    location: 'Neuchâtel, Suisse',
    phone: '+41327243511',
    email: 'contact@sinatura.ch',
    address: { street: 'Faubourg du Lac 6', postcode: '2000', locality: 'Neuchâtel' },
    // three practices on the contact page, each with its own phone, email and hours ("mercredi sur rendez-vous" is none)
    locations: [
      {
        address: 'Faubourg du Lac 6',
        phone: '+41327243511',
        hours: {
          ...days('Monday', 'Tuesday', '08:30-12:30, 14:00-18:30'),
          Wednesday: '08:30-12:30',
          ...days('Thursday', 'Friday', '08:30-12:30, 14:00-18:30'),
          Saturday: '08:30-12:30',
        },
      },
      {
        address: 'Av. Léopold-Robert 88',
        phone: '+41329131421',
        hours: { Monday: '09:00-12:30, 14:00-19:00', Friday: '09:00-12:30, 14:00-19:00' },
      },
      {
        address: 'Rue de la Plaine 39',
        phone: '+41244250184',
        hours: {
          Tuesday: '09:00-12:30, 14:00-18:30',
          Thursday: '09:00-12:30, 14:00-18:30',
          Saturday: '09:00-12:30, 14:00-18:30',
        },
      },
    ],
  },
  {
    round: 2,
    site: 'fr-medical-lab',
    location: 'Genève, Suisse',
    phone: '+41223413314',
    email: 'info@proxilis.ch',
    address: { street: 'chemin du Grand-Puits 40', postcode: '1217', locality: 'Meyrin' },
    // the seat's "Horaires de 07:30 à 19:30 du lundi au vendredi"; five sampling centres with hours of their own
    hours: days('Monday', 'Friday', '07:30-19:30'),
    locations: [
      {
        address: 'chemin du Grand-Puits 40',
        hours: { ...days('Monday', 'Friday', '08:00-19:00'), Saturday: '08:00-12:00' },
      },
      {
        address: 'rue de Lausanne 67',
        hours: { ...days('Monday', 'Friday', '07:30-11:30, 13:30-17:30'), Saturday: '07:30-11:30' },
      },
      { address: 'rue du Mont-Blanc 20', hours: days('Monday', 'Friday', '07:30-11:30') },
      { address: 'rue des Cordiers 17', hours: days('Monday', 'Thursday', '08:30-11:30') },
      // "Lu. au Je. SUR RDV" is no opening time
      { address: 'rue du Village, 47', hours: { Friday: '10:00-12:00, 13:00-17:30' } },
    ],
    never: ['+41223413358'],
  },
  {
    round: 2,
    site: 'en-dentist',
    location: 'Dublin, CA',
    phone: '+19258339800',
    // written "info@dublin<br />plazadental.com"
    email: 'info@dublinplazadental.com',
    address: { street: '7792 Dublin Boulevard', postcode: '94568', locality: 'Dublin' },
    // "Saturday: By Appointment" is no opening time
    hours: days('Monday', 'Friday', '09:00-18:00'),
  },
  {
    round: 2,
    site: 'es-dental-clinic',
    location: 'Villarejo de Salvanés, Madrid',
    phone: '+34918743775',
    email: 'direccion@clinicadentalalcazar.es',
    address: { street: 'Calle Mayor, 43', postcode: '28590', locality: 'Villarejo de Salvanés' },
    // "Lunes a Viernes: 10:00 a 14:00 y de 16:00 a 20:30"
    hours: days('Monday', 'Friday', '10:00-14:00, 16:00-20:30'),
  },
  {
    round: 2,
    site: 'es-dental-castellon',
    location: 'Castellón de la Plana, España',
    // the number in the header and footer, and the clinic's landline beside it on the contact page
    phone: ['+34622348982', '+34964099721'],
    email: 'policlinica@dentiny.es',
    address: { street: 'Marqués de la Ensenada', postcode: '12003', locality: 'Castellón de la Plana' },
    // "Lunes a viernes de 10 a 21 h.", "Sabados cita previa" (no opening time), "Domingos cerrado"
    hours: { ...days('Monday', 'Friday', '10:00-21:00'), Sunday: 'closed' },
  },
  {
    round: 2,
    site: 'pt-money-transfer',
    location: 'Lisboa, Portugal',
    address: { street: 'Av Duque de Loulé', postcode: '1069-152', locality: 'Lisboa' },
    // the shops page lists some twenty shops, "2ª a 6ª: 08h às 20h" and "Almoço das 14h às 15h" (a lunch break);
    // the first seven, whose hours say plainly which days they are
    locations: [
      {
        address: 'Av Duque de Loulé',
        phone: '+351213584430',
        hours: { ...days('Monday', 'Friday', '08:00-20:00'), Saturday: '10:00-16:00' },
      },
      {
        address: 'Rua da Horta Seca',
        phone: '+351211452376',
        hours: days('Monday', 'Friday', '08:00-14:00, 15:00-17:00'),
      },
      {
        address: 'Rua Elias Garcia',
        phone: '+351214918297',
        hours: { ...days('Monday', 'Friday', '09:00-21:00'), Saturday: '10:00-18:00' },
      },
      {
        address: 'Av 1º de Maio',
        phone: '+351211452505',
        hours: { ...days('Monday', 'Friday', '10:00-19:00'), Saturday: '10:00-16:00' },
      },
      {
        address: 'Av Dr Lourenço Peixinho',
        phone: '+351234347228',
        hours: days('Monday', 'Friday', '10:00-13:00, 14:00-19:00'),
      },
      { address: 'Av da Liberdade', phone: '+351253268117', hours: days('Monday', 'Friday', '09:00-19:00') },
      { address: 'Rua Dr. Manuel Arriaga', phone: '+351211452504', hours: days('Monday', 'Friday', '10:00-20:00') },
    ],
    never: ['+351213584439', '+351211454462'],
  },

  // Round 3: multi-location businesses, their facts written from the pages before any reader ran on them
  {
    round: 3,
    site: 'de-dentist-bern',
    location: 'Bern, Schweiz',
    phone: '+41319547777',
    email: 'info@centrodent.ch',
    // the contact page writes "Schanzenstraße", the home page "Schanzenstrasse"
    address: { street: ['Schanzenstrasse 4b', 'Schanzenstraße 4b'], postcode: '3008', locality: 'Bern' },
    // three practices in cards on the home page and in the contact page's footer, each with its own number
    locations: [
      { address: ['Schanzenstrasse 4b', 'Schanzenstraße 4b'], phone: '+41319547777' },
      { address: ['Stapfenstrasse 5', 'Stapfenstraße 5'], phone: '+41315443030' },
      { address: ['Hirschengraben 10', 'Hirschgraben 10'], phone: '+41313815655' },
    ],
  },
  {
    round: 3,
    site: 'de-hair-salon-lucerne',
    location: 'Luzern, Schweiz',
    phone: '+41412101119',
    address: { street: 'Winkelriedstrasse 30a', postcode: '6003', locality: 'Luzern' },
    // three salons, each a heading over street, town, phone and its days ("DI+MI+FR", "DI–DO", "MO+SO geschlossen")
    locations: [
      {
        address: 'Winkelriedstrasse 30a',
        phone: '+41412101119',
        hours: {
          Monday: 'closed',
          ...days('Tuesday', 'Wednesday', '08:30-18:30'),
          Thursday: '10:00-20:00',
          Friday: '08:30-18:30',
          Saturday: '08:00-15:00',
          Sunday: 'closed',
        },
      },
      {
        address: 'Brünigstrasse 17',
        phone: '+41416703370',
        hours: {
          ...days('Tuesday', 'Thursday', '08:00-12:00, 13:30-18:30'),
          Friday: '08:00-18:30',
          Saturday: '07:30-16:00',
        },
      },
      {
        address: 'Kirchstrasse 1',
        phone: '+41416608484',
        hours: {
          ...days('Tuesday', 'Thursday', '08:00-12:00, 13:30-18:30'),
          Friday: '08:00-18:30',
          Saturday: '07:30-16:00',
        },
      },
    ],
  },
  {
    round: 3,
    site: 'de-electrician-glarus',
    location: 'Glarus, Schweiz',
    phone: '+41556454141',
    email: 'info@bernegger.ch',
    address: { street: 'Elggisstrasse 2', postcode: '8750', locality: 'Glarus' },
    // three sites under "Praktische Informationen", each phone, street and town, the first two with their hours
    locations: [
      {
        address: 'Elggisstrasse 2',
        phone: '+41556454141',
        hours: days('Monday', 'Friday', '07:00-12:00, 13:00-17:00'),
      },
      { address: 'Beugen 13', phone: '+41556433300', hours: days('Monday', 'Friday', '07:00-12:00, 13:00-17:00') },
      { address: 'Sernftalstrasse 92', phone: '+41556422200' },
    ],
  },
  {
    round: 3,
    site: 'de-fiduciary-sarnen',
    location: 'Sarnen, Schweiz',
    phone: '+41416667500',
    email: 'contact@orfida.ch',
    address: { street: 'Industriestrasse 22', postcode: '6060', locality: 'Sarnen' },
    hours: {
      ...days('Monday', 'Thursday', '08:00-12:00, 13:30-17:30'),
      Friday: '08:00-12:00, 13:30-16:30',
    },
    // three offices named by their towns, each with phone, fax and email; Sarnen's block written twice
    locations: [
      {
        address: 'Industriestrasse 22',
        phone: '+41416667500',
        hours: { ...days('Monday', 'Thursday', '08:00-12:00, 13:30-17:30'), Friday: '08:00-12:00, 13:30-16:30' },
      },
      {
        address: 'Hinterdorfstrasse 6',
        phone: '+41416374677',
        hours: {
          Monday: 'closed',
          ...days('Tuesday', 'Thursday', '08:15-12:00, 13:30-17:00'),
          Friday: '08:15-12:00, 13:30-16:30',
        },
      },
      { address: 'Obermattweg 12', phone: '+41416607777' },
    ],
    never: ['+41416667509', '+41416374681', '+41416607272'],
  },
  {
    round: 3,
    site: 'fr-electrician-neuchatel',
    location: 'Neuchâtel, Suisse',
    phone: '+41327291010',
    email: 'info@electropro.ch',
    address: { street: 'Route des Falaises 21', postcode: '2008', locality: 'Neuchâtel' },
    // the contact page: a shop and four agencies, each a town over "Agence", its phone and "Adresse : street, town"
    locations: [
      { address: 'Pomologie 1', phone: '+41328533522' },
      { address: 'Route des Falaises 21', phone: '+41327291010' },
      { address: 'Rue du Petit-Bois 2', phone: '+41329371541' },
      { address: 'Ruelle de la Forge 1', phone: '+41328352666' },
      { address: 'Rue du Château 3', phone: '+41328611333' },
    ],
  },
  {
    round: 3,
    site: 'fr-chinese-medicine',
    location: 'Fribourg, Suisse',
    // five practices alike ("CABINET FRIBOURG" first), each with its own email and "T :"; the crawl kept only the
    // contact page, served as the site's root
    phone: '+41263214818',
    email: 'fribourg@chinasante.ch',
    address: { street: 'Place de la Gare 15', postcode: '1700', locality: 'Fribourg' },
    locations: [
      { address: 'Place de la Gare 15', phone: '+41263214818' },
      { address: 'Place du Tilleul 9', phone: '+41269120918' },
      { address: 'Rue de la Tour 2', phone: '+41266608828' },
      { address: 'Rue du Grand-Verger 16', phone: '+41277232988' },
      { address: 'Place de la Gare 3', phone: '+41274557688' },
    ],
    never: ['+41263215287'],
  },
  {
    round: 3,
    site: 'it-fiduciary-lugano',
    location: 'Lugano, Svizzera',
    phone: '+41919113060',
    email: 'lugano@confinanz.com',
    address: { street: 'Via Nassa 62', postcode: '6901', locality: 'Lugano' },
    // "Sede" and "Succursale", each with "T." and "F." (the footer writes "Largo L. Olgiati 75a")
    locations: [
      { address: 'Via Nassa 62', phone: '+41919113060' },
      { address: ['Largo Libero Olgiati 75a', 'Largo L. Olgiati 75a'], phone: '+41918501540' },
    ],
    never: ['+41919113067', '+41918501549', '+41918501550'],
  },
  {
    round: 3,
    site: 'it-beauty-salon-lugano',
    location: 'Lugano, Svizzera',
    phone: '+41919931465',
    address: { street: 'Riva Antonio Caccia 1a', postcode: '6900', locality: 'Lugano' },
    // two salons in the header and again in the footer, joined by "&"
    locations: [
      { address: 'Riva Antonio Caccia 1a', phone: '+41919931465' },
      { address: 'Corso San Gottardo 17', phone: '+41916827436' },
    ],
  },
  {
    round: 3,
    site: 'es-medical-clinics',
    location: 'Montevideo, Uruguay',
    phone: '+59827111000',
    email: 'informes@mp.com.uy',
    // the footer's "Administración Central: Av. Ricaldoni 2452 esq. Campbell - Montevideo, Uruguay"
    address: { street: 'Ricaldoni 2452', locality: 'Montevideo' },
    // "Nuestras Clínicas": tabs of three clinics and "otros" (a rehabilitation centre with no phone, a practice in
    // Punta del Este); the contact page names a partner sanatorium's and its ambulances' numbers
    locations: [
      { address: 'Ricaldoni 2474', phone: '+59827111000' },
      { address: 'Artigas 499', phone: '+59827111000' },
      { address: 'Blanes Viale 6358', phone: '+59827111000' },
      { address: 'Roosevelt y Mónaco', phone: '+59842498849' },
    ],
    never: ['+59842225474', '+59842225353', '+59842229000'],
  },
  {
    round: 3,
    site: 'ja-elevator-maker',
    location: '神奈川県横浜市',
    // the profile page's "（代表）045-785-3111"; the home page lists four enquiry lines by purpose, new installations
    // (the Tokyo branch) first
    phone: ['+81457853111', '+81362283460'],
    address: { street: '福浦1-14-9', postcode: '236-0004', locality: '横浜市' },
    // "事業所一覧": fifteen offices and works in Japan (and a Shanghai subsidiary, neither asked nor wrong), each
    // heading over postcode, address, Tel and Fax
    locations: [
      { address: '福浦1-14-9', phone: '+81457853111' },
      { address: '福浦2-15-1', phone: '+81457853811' },
      { address: '金港町1-7', phone: '+81456248030' },
      { address: '八丁堀3-12-8', phone: '+81362283460' },
      { address: '栄2-5-13', phone: '+81526849361' },
      { address: '南堀江1-4-19', phone: '+81665415505' },
      { address: '博多駅東2-10-35', phone: '+81924372730' },
      { address: '平出工業団地31-8', phone: '+81286611530' },
      { address: '鳥浜町14-18', phone: '+81453709170' },
      { address: '前川2-26-14', phone: '+81484244461' },
      { address: '西瑞江5-1-4', phone: '+81368081861' },
      { address: '中町4丁目9-12', phone: '+81462007311' },
      { address: '早稲田の杜5-14-5', phone: '+81495715929' },
      { address: '大字上広谷13-3', phone: '+81492987927' },
      { address: '横江1-2-15', phone: '+81726465461' },
    ],
    never: ['+81457801881', '+81457801882'],
  },
  {
    round: 3,
    site: 'nl-osteopath',
    location: 'Amsterdam, Nederland',
    phone: '+31625505914',
    email: 'osteopathie@anne-miek.com',
    // an osteopath working on set days in two practices (hCard vcards): no address of her own
    locations: [{ address: 'Brouwersgracht 214-hs' }, { address: 'Witte de Withstraat 11' }],
  },
  {
    round: 'later',
    site: 'de-psychotherapist-oberegg',
    location: 'Oberegg, Schweiz',
    // two therapists' lines "T: …" and a fax line "F: …" in the sidebar; no opening times on the page
    phone: ['+41718915843', '+41718915864'],
    address: { street: 'Dorfstrasse 17', postcode: '9413', locality: 'Oberegg' },
    noHours: true,
    never: ['+41718915938'],
  },
  {
    round: 4,
    site: 'es-car-workshop-aranjuez',
    location: 'Aranjuez, España',
    // two workshops, each a card with its street, its own "Llámanos al" number and one hours line of two spans
    phone: '+34918923969',
    email: 'talleres-alh@hotmail.com',
    address: { street: 'Calle Moreras, 76', postcode: '28300', locality: 'Aranjuez' },
    hours: days('Monday', 'Friday', '09:00-14:00, 16:00-20:00'),
    locations: [
      {
        address: 'Calle Moreras, 76',
        phone: '+34918923969',
        hours: days('Monday', 'Friday', '09:00-14:00, 16:00-20:00'),
      },
      {
        address: 'Calle del Foso, 106',
        phone: '+34918917024',
        hours: days('Monday', 'Friday', '09:00-14:00, 16:00-20:00'),
      },
    ],
  },
  {
    round: 4,
    site: 'es-body-shop-barcelona',
    location: 'Sant Joan Despí, España',
    // the legal notice names the seat; the footer lists both workshops; hours as day and time in sibling spans
    phone: '+34635204624',
    email: 'info@autoskbs.com',
    address: { street: 'Calle Domenec, 40', postcode: '08970', locality: 'Sant Joan Despí' },
    hours: { ...days('Monday', 'Friday', '08:00-18:00'), Saturday: '09:00-13:00', Sunday: 'closed' },
    locations: [{ address: 'Calle Domenec, 40' }, { address: 'Calle de la Mina, 69' }],
  },
  {
    round: 4,
    site: 'fr-organic-bakery-schiltigheim',
    location: 'Schiltigheim, France',
    // the shop's street and town in two paragraphs under a map on the points-of-sale page, its hours below them;
    // market days and the organic shops selling its bread are no hours or address of its own; the legal notice
    // names the web developer's and the host's addresses
    phone: '+33610809821',
    email: 'contact@painnoir-painblanc.fr',
    address: { street: '17 rue de Lauterbourg', postcode: '67300', locality: 'Schiltigheim' },
    hours: { ...days('Tuesday', 'Friday', '15:30-19:00'), Saturday: '07:30-12:30' },
    never: ['42 rue de Baldenheim', 'Rue Eugène-Marziano 25', "8 Place de l'Abattoir", '68 Route du Polygone'],
  },
  {
    round: 4,
    site: 'fr-earthworks-evouettes',
    location: 'Les Evouettes, Suisse',
    // a seat and a depot under "Adresses"; the seat's street has no number
    phone: '+41244811819',
    email: 'info@boffetti.ch',
    address: { street: 'Route du Pré Derrey', postcode: '1897', locality: 'Les Evouettes' },
    hours: days('Monday', 'Friday', '07:30-17:00'),
    locations: [{ address: 'Route du Pré Derrey' }, { address: 'Route des Iles 108' }],
  },
  {
    round: 4,
    site: 'de-property-manager-basel',
    location: 'Basel, Schweiz',
    // the email is written by a script (cloaked against spambots): none to ask for; "Mo. – Do." and "Fr." lines
    phone: '+41612799545',
    address: { street: 'Lautengartenstrasse 7', postcode: '4052', locality: 'Basel' },
    hours: { ...days('Monday', 'Thursday', '09:00-11:00, 14:00-16:00'), Friday: '09:00-11:00' },
    never: ['+41612799530'],
  },
  {
    round: 4,
    site: 'de-optician-aarau',
    location: 'Aarau, Schweiz',
    phone: '+41628382222',
    email: 'info@trotteraarau.ch',
    address: { street: 'Bahnhofstrasse 55', postcode: '5001', locality: 'Aarau' },
    hours: {
      ...days('Monday', 'Wednesday', '09:00-18:30'),
      Thursday: '09:00-20:00',
      Friday: '09:00-18:30',
      Saturday: '09:00-17:00',
    },
    never: ['+41628382200'],
  },
  {
    round: 4,
    site: 'de-plant-greening-stgallen',
    location: 'St. Gallen, Schweiz',
    phone: '+41712880028',
    email: 'info@casaverde.swiss',
    address: { street: 'Rorschacherstr. 308', postcode: '9016', locality: 'St.Gallen' },
    hours: { ...days('Monday', 'Friday', '13:30-18:00'), Saturday: '09:00-16:00' },
    never: ['+41712880021'],
  },
  {
    round: 4,
    site: 'it-dentist-lugano',
    location: 'Lugano, Svizzera',
    phone: '+41919702424',
    email: 'info@luganodentista.ch',
    address: { street: 'Via Pico 19', postcode: '6900', locality: 'Lugano' },
    hours: days('Monday', 'Friday', '08:00-18:00'),
  },
  {
    round: 4,
    site: 'it-dentist-two-studios',
    location: 'Lugano, Svizzera',
    // two practices in the footer, each with "Tel:", "Fax:" and "Urgenze:"; the only hours are July and August's
    phone: '+41919220744',
    email: 'info@tinonyffeler.ch',
    address: { street: 'Viale Stefano Franscini 17', postcode: '6900', locality: 'Lugano' },
    locations: [
      { address: 'Viale Stefano Franscini 17', phone: '+41919220744' },
      { address: 'Via Bosco Ciossera 1', phone: '+41919210511' },
    ],
    never: ['+41919220745', '+41919210512'],
  },
];

/** the cases the readers do not read whole yet (each a tuning or held-out case research misses) */
const KNOWN_MISSES = new Set<string>([
  'de-hair-salon-lucerne',
  'de-fiduciary-sarnen',
  'fr-chinese-medicine',
  'it-fiduciary-lugano',
  'it-beauty-salon-lugano',
  'es-medical-clinics',
  'es-car-workshop-aranjuez',
  'fr-organic-bakery-schiltigheim',
  'fr-earthworks-evouettes',
  'ja-bento',
  'de-hair-salon-sarnen',
  'de-trattoria',
  'it-bistro-lugano',
  'fr-acupuncture',
  'fr-medical-lab',
  'en-dentist',
  'pt-money-transfer',
]);

/** a case's folder of pages */
const dirOf = (c: Case) => join(__dirname, 'fixtures', c.folder ?? join('contacts-sites-zoo', c.site));

/** a site's page files, in their folders */
const filesOf = (c: Case) =>
  readdirSync(dirOf(c), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dirOf(c).length + 1));

/** a site's pages under their own paths, each also without its extension, its index as the root */
function pagesOf(c: Case): Record<string, [string, string]> {
  const pages: Record<string, [string, string]> = {};
  for (const file of filesOf(c)) {
    const page: [string, string] = ['text/html; charset=utf-8', readFileSync(join(dirOf(c), file), 'utf8')];
    pages[`/${file}`] = page;
    pages[`/${file.replace(/\.\w+$/, '')}`] = page;
    pages[`/${file.replace(/\.\w+$/, '')}/`] = page;
    if (/^index\.\w+$/.test(file)) pages['/'] = page;
  }
  return pages;
}

/** letters and digits only, without accents and in one width: how two writings of an address are compared */
const letters = (s: string) =>
  s
    .normalize('NFKC')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

type Kind = 'address' | 'phone' | 'email' | 'hours' | 'locations';
const KINDS: Kind[] = ['address', 'phone', 'email', 'hours', 'locations'];

/**
 * a case's half: round 1's cases are all round 2's tuning half, round 2's all round 3's and round 3's all round 4's
 * (each held-out half promoted once measured); a later or round-4 case is split by its name
 */
const halfOfCase = (c: Case) => (c.round === 'later' || c.round === 4 ? halfOf(c.site) : 'dev');

/** a branch's street line as the site writes it (its first writing where pages differ) */
const streetOf = (want: Branch) => [want.address].flat()[0]!;

/** what research read of a branch against what the site writes: its misses and wrong facts */
function branchMisses(want: Branch, site: ScrapedSite | null): { misses: string[]; wrong: string[] } {
  const got = site?.locations.find((l) =>
    [want.address].flat().some((w) => letters(l.address ?? '').includes(letters(w))),
  );
  if (!got)
    return {
      misses: [
        `branch ${streetOf(want)} missing (read ${site?.locations.map((l) => l.address).join(' | ') || 'none'})`,
      ],
      wrong: [],
    };
  const misses: string[] = [];
  const wrong: string[] = [];
  if (want.phone && got.phone !== want.phone) {
    misses.push(`branch ${streetOf(want)}: phone ${got.phone ?? 'none'} (want ${want.phone})`);
    if (got.phone) wrong.push(`branch ${streetOf(want)} phone ${got.phone}`);
  }
  if (want.hours) {
    misses.push(...hoursMisses(`branch ${streetOf(want)}: `, got.hours, want.hours));
    for (const day of Object.keys(want.hours))
      if (got.hours?.[day] && spans(got.hours[day]).join() !== spans(want.hours[day as keyof Hours]).join())
        wrong.push(`branch ${streetOf(want)} hours ${day}`);
  }
  return { misses, wrong };
}

interface Tally {
  found: Record<Kind, number>;
  expected: Record<Kind, number>;
  wrong: number;
  misses: string[];
  noAddressRead: boolean;
  noHoursRead: boolean;
}

/** what research read of the site's contacts against what its owner shows */
function tally(c: Case, site: ScrapedSite | null): Tally {
  const found = { address: 0, phone: 0, email: 0, hours: 0, locations: 0 };
  const expected = {
    address: c.address ? 1 : 0,
    phone: c.phone ? 1 : 0,
    email: c.email ? 1 : 0,
    hours: Object.keys(c.hours ?? {}).length,
    locations: c.locations?.length ?? 0,
  };
  const misses: string[] = site ? [] : ['no site read'];
  const wrong: string[] = [];
  const phones = site?.phones.map((p) => p.value) ?? [];
  const emails = site?.emails.map((e) => e.address) ?? [];
  const addresses = [site?.address?.value, ...(site?.locations ?? []).map((l) => l.address)].filter(
    (a): a is string => !!a,
  );
  if (c.phone) {
    const wanted = [c.phone].flat();
    if (phones[0] && wanted.includes(phones[0])) found.phone++;
    else misses.push(`phone: ${phones[0] ?? 'none'} (want ${wanted.join(' or ')})`);
    if (phones[0] && !wanted.includes(phones[0])) wrong.push(`phone ${phones[0]}`);
  }
  if (c.email) {
    if (emails.some((e) => e.toLowerCase() === c.email!.toLowerCase())) found.email++;
    else misses.push(`email ${c.email} missing (read ${emails.join(' ') || 'none'})`);
  }
  if (c.address) {
    const parts = [c.address.street, c.address.postcode, c.address.locality].filter((p) => !!p).map((p) => [p!].flat());
    const own = site?.address?.value ?? '';
    if (parts.every((p) => p.some((w) => letters(own).includes(letters(w))))) found.address++;
    else {
      misses.push(`address: ${own || 'none'} (want ${parts.map((p) => p.join(' or ')).join(', ')})`);
      if (own && !parts[0]!.some((w) => letters(own).includes(letters(w)))) wrong.push(`address ${own}`);
    }
  }
  if (c.hours) {
    const lost = hoursMisses('hours ', site?.hours, c.hours);
    found.hours = expected.hours - lost.length;
    misses.push(...lost);
    for (const day of Object.keys(c.hours))
      if (site?.hours[day] && spans(site.hours[day]).join() !== spans(c.hours[day as keyof Hours]).join())
        wrong.push(`hours ${day}`);
  }
  for (const branch of c.locations ?? []) {
    const read = branchMisses(branch, site);
    if (!read.misses.length) found.locations++;
    misses.push(...read.misses);
    wrong.push(...read.wrong);
  }
  if (c.noHours) wrong.push(...Object.keys(site?.hours ?? {}).map((day) => `hours ${day} read where none are given`));
  for (const other of c.never ?? []) {
    const taken = other.startsWith('+')
      ? phones.includes(other) || (site?.locations ?? []).some((l) => l.phone === other)
      : other.includes('@')
        ? emails.includes(other)
        : addresses.some((a) => letters(a).includes(letters(other)));
    if (taken) wrong.push(`took another's fact: ${other}`);
  }
  misses.push(...wrong.map((w) => `wrong: ${w}`));
  return {
    found,
    expected,
    wrong: wrong.length,
    misses,
    noAddressRead: !!c.address && !site?.address,
    noHoursRead: !!c.hours && !Object.keys(site?.hours ?? {}).length,
  };
}

async function read(c: Case): Promise<ScrapedSite | null> {
  const site = await startFakeWebsite(pagesOf(c));
  try {
    return await scrapeWebsite(`${site.base}/`, { allowLoopback: true, location: c.location });
  } finally {
    await site.close();
  }
}

const results = new Map<string, Tally>();

describe('the contacts sites zoo: the address, phone, email and hours of whole small sites, read through the crawl', () => {
  it('holds real pages, each naming its source', () => {
    for (const c of CASES)
      for (const file of filesOf(c))
        expect(readFileSync(join(dirOf(c), file), 'utf8')).toMatch(
          /^<!-- source: github\.com\/\S+ \S+ @ [0-9a-f]{40} /,
        );
  });

  const run = async (c: Case) => {
    const t = tally(c, await read(c));
    results.set(c.site, t);
    // a held-out case fails by its count of misses alone, so nobody reads what it misses
    if (halfOfCase(c) === 'dev') expect(t.misses).toEqual([]);
    else expect(t.misses.length).toBe(0);
  };
  const known = CASES.filter((c) => KNOWN_MISSES.has(c.site)).map((c) => [c.site, c] as const);
  const reads = CASES.filter((c) => !KNOWN_MISSES.has(c.site)).map((c) => [c.site, c] as const);
  if (reads.length) it.each(reads)('%s', (_site, c) => run(c), 30_000);
  if (known.length) it.failing.each(known)('%s (a known miss)', (_site, c) => run(c), 30_000);

  afterAll(() => {
    for (const [round, inRound] of [
      ['round 1', (c: Case) => !c.round],
      ['later', (c: Case) => c.round === 'later'],
      ['round 2', (c: Case) => c.round === 2],
      ['round 3', (c: Case) => c.round === 3],
      ['round 4', (c: Case) => c.round === 4],
    ] as const)
      for (const half of ['dev', 'test'] as const) {
        // (rounds 1 to 3's halves are their own splits: each held-out half was promoted to the next round's tuning
        // cases)
        const cases = CASES.filter((c) => inRound(c) && halfOf(c.site) === half && results.has(c.site)).map((c) =>
          results.get(c.site)!,
        );
        if (!cases.length) continue;
        const sum = (f: (t: Tally) => number) => cases.reduce((n, t) => n + f(t), 0);
        const kinds = KINDS.map((k) => `${k} ${sum((t) => t.found[k])}/${sum((t) => t.expected[k])}`).join(', ');
        console.log(
          `contacts sites zoo ${round} ${half === 'dev' ? 'tuning' : round === 'later' || round === 'round 4' ? 'held-out' : 'held-out (promoted)'} half: ` +
            `${cases.filter((t) => !t.misses.length).length}/${cases.length} sites whole (${kinds}), ` +
            `${sum((t) => t.wrong)} wrong, ${sum((t) => +t.noAddressRead)} sites with no address, ` +
            `${sum((t) => +t.noHoursRead)} with no hours`,
        );
      }
    // (what a held-out case misses is not printed, so nobody tunes to it)
    for (const c of CASES)
      if (results.get(c.site)?.misses.length && halfOfCase(c) === 'dev')
        console.log(`contacts sites zoo miss ${c.site}: ${results.get(c.site)!.misses.join('; ')}`);
  });
});
