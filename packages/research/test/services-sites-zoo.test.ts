// The services zoo's round 5, "sites": whole small websites from public repositories (test/fixtures/services-sites-zoo,
// a folder of pages per site, each page naming its source), read through research's own crawl (scrapeWebsite from the
// home page of a site served on 127.0.0.1), so the zoo measures which pages research reads and which block of which
// page it takes offerings from, not one page's reader alone. Each case lists every offering the owner names (services,
// treatments, product lines, rentals) and texts that must never be read as one (navigation, calls to action, steps,
// team roles, reasons to choose, blog titles, areas served). A case's folder name is split once by `halfOf` (the
// research corpus's rule): readers are improved looking at the tuning half only; what a held-out case misses is never
// printed. Thirteen sites in seven languages (German, Dutch, Italian, Portuguese, French, Spanish, English), split before
// any reader changed: tuning 9, held-out 4. First pass: tuning 3/9 sites whole, 38/64 offerings, 8 wrong; held-out 2/4
// sites whole, 30/40 offerings, 0 wrong. After round 5's techniques (a class or role naming navigation is the menu,
// cards leading to the menu's offering pages, "what we offer" in every language, an offering's block named in the
// singular, a card's line above a heading that is a sentence, PHP instructions no longer fatal): tuning 6/9 sites
// whole, 56/64 offerings, 1 wrong; held-out 2/4 sites whole, 30/40 offerings, 0 wrong. Two German sites added after
// those techniques (`round: 'later'`, both in the tuning half by `halfOf`), read by them first: 1/2 sites whole, 6/6
// offerings, 13 wrong (a floor-heating fitter's steps and benefits under his one service); after a numbered step and
// a block of benefits stopped counting as offerings: 1/2 sites whole, 6/6 offerings, 2 wrong (the round-5 batch
// unchanged by it).
//
// Round 6 (session 11): fourteen more whole sites in all eight languages (English, German, French, Spanish, Italian,
// Dutch, Portuguese, Japanese), many trades, chosen for what their owners show; PHP pages are kept as their server
// serves them (their includes put in place, each page naming it). Split once by `halfOf` before any reader changed:
// tuning 9 (nl-cleaning, ja-seitai, en-plumber, ja-builder, it-excavation, de-car-detailing, es-physio,
// es-stationery, nl-podiatry), held-out 5. First pass: tuning 5/9 sites whole, 44/61 offerings, 11 wrong, 1 site
// with no offering read; held-out 1/5 sites whole, 11/30 offerings, 2 wrong, 1 site with no offering read. After
// round 6's techniques (a side menu's bare links under its title, a card named by its one h1, a price range with the
// currency after both amounts, a class repeating a block's id left out of its shape, a heading beside only a contact
// link is a call to action, a category another page describes as an offering is one, and, when a whole site names no
// offering, its home page's first run of short names): tuning 6/9 sites whole, 61/61 offerings, 11 wrong, 0 sites
// with none; held-out 1/5 sites whole, 11/30 offerings, 2 wrong, 1 site with none. The held-out half did not move;
// round 5's sites read as before. After the merges, ja-seitai (a tuning case read whole) was removed: its repository
// became a research corpus entry of the dev half (body-arrange-jiku-kobe) the same afternoon. Main then read tuning
// 5/8 sites whole, 57/57 offerings, 10 wrong; held-out 1/5, 11/30 offerings, 1 wrong (one fewer, from the lead's
// call-to-action and footer rules, made without looking at the held-out half).
//
// Round 7 (session 12): rounds 5 and 6's held-out halves, measured once more as they stood (round 5: 2/4 sites whole,
// 30/40 offerings, 0 wrong, 0 sites with none; round 6: 1/5 sites whole, 11/30 offerings, 1 wrong, 1 site with none),
// are PROMOTED to round 7's tuning half: from this round on what they miss is printed and they may be debugged (their
// figures print as the "promoted" half of their rounds). Nine new whole sites in seven languages (English, Italian,
// French, German, Spanish, Portuguese, Japanese: two landscapers, a heating and plumbing firm, a gardener, an HVAC
// installer, a roofer, an online school, a veterinary clinic, a dental clinic), their facts written before any reader
// ran on them; a tenth, a French plumber, was dropped before the first run when its repository proved a research corpus
// entry's source. Split once by `halfOf` before any reader changed: new tuning 3 (en-landscaper, en-landscape-builder,
// fr-heating), new held-out 6 (round 7's held-out). First pass: promoted 3/9 sites whole, 41/70 offerings, 1 wrong, 1
// site with none; new tuning 3/3 sites whole, 28/28 offerings, 0 wrong, 0 with none; new held-out 2/6 sites whole,
// 45/59 offerings, 4 wrong, 0 with none. Techniques, found on the tuning cases (promoted and older tuning alike): under
// a heading naming the offerings a slider's class is how cards are shown, not photos or quotes (pt-dentist); a menu
// entry naming a school's courses opens its offerings ("Nos formations", "Kurse", "Cursos", "コース"; fr-driving-school);
// a tile of one line under an empty stretched link is a card (en-garage-doors); a kicker over a heading written as a
// sentence names its block, its ordinal left out ("01 — Personenbeförderung"; de-taxi); under a heading naming the
// offerings a card that is itself a link is a linked card (pt-laundry); cards under bare ordinals 1, 2, 3 in order are
// steps (nl-podiatry); a heading alone with its kicker or subtitle in its section's header block titles the section
// (de-floor-heating, it-boatyard, nl-podiatry). After them: promoted 5/9 sites whole, 67/70 offerings, 1 wrong, 0 sites
// with none; new tuning 3/3 sites whole, 28/28 offerings, 0 wrong; round 5's own tuning 9/11 sites whole, 62/70
// offerings, 0 wrong (was 7/11, 2 wrong); round 6's 5/8, 57/57, 6 wrong (was 10); new held-out 2/6 sites whole, 45/59
// offerings, 4 wrong, 0 with none (unmoved). A tenth new site, a physiotherapy clinic in Alicante (es-physio-clinic,
// `round: 'later'`, held-out by `halfOf`), was added after the techniques, its facts written before any reader ran on
// it, and read by them first: 0/1 sites whole, 13/13 offerings, 2 wrong (counted apart, as the "later held-out" half).
// The de-roofer case leaves out the fourteen lines of its "Unser Angebot für das Jahr 2025" list, and the es-academy
// case the subjects its form offers.
//
// Round 8 (session 13): round 7's held-out sites, measured once more as they stood (2/6 sites whole, 45/59 offerings, 4
// wrong, 0 sites with none; its later held-out es-physio-clinic 0/1, 13/13, 2 wrong), are PROMOTED to round 8's tuning
// half, es-physio-clinic with them (they print as round 7's "promoted" half). Ten new whole sites in all eight
// languages, their facts written before any reader ran on them: a tailor's alterations price list (es-tailor, Málaga),
// a facade insulation firm (nl-facade), a home care service (de-home-care), a beauty institute's price list
// (fr-esthetics), two osteopathic clinics (ja-osteopath, ja-seikotsu), a garage and tuning workshop (it-garage), a pest
// control firm (pt-pest-control), a roof cleaner (en-roof-cleaning), a builder (fr-builder, its students' redesign of
// the firm's own site). Split once by `halfOf` before any reader changed: new tuning 6 (es-tailor, nl-facade,
// fr-esthetics, ja-osteopath, en-roof-cleaning, ja-seikotsu), new held-out 4 (round 8's held-out). First pass:
// promoted 2/7 sites whole, 58/72 offerings, 6 wrong, 0 sites with none; new tuning 0/6 sites whole, 27/54 offerings,
// 26 wrong, 0 with none; new held-out 1/4 sites whole, 21/41 offerings, 6 wrong, 2 with none. This round keeps a
// technique only when it mends misses on two tuning sites or more from different repositories. Kept: a heading that
// titles what a business tells beside its offerings (how the work goes, why choose it, questions, how to pay or cancel,
// where and when, in the eight languages), and a card or block under one, is no offering: it mends nl-podiatry (its
// insurance, payment and cancellation cards, round 6), es-physio-clinic ("Localización", "Horario", promoted) and
// nl-facade (its steps and reasons, new tuning), three repositories; and the name of a site's home, about-us or
// where-to-find-us page in the eight languages is no offering: it mends es-tailor (its side menu's "Inicio", "Quiénes
// somos", "Dónde estamos") and es-academy ("Quiénes Somos"). Not kept: those words as navigation, so that a list holding
// one is a menu, read es-tailor whole but cost es-academy the two offerings only its menu names. Final: promoted 3/7
// sites whole, 58/72 offerings, 3 wrong, 0 sites with none; new tuning 0/6 sites whole, 27/54 offerings, 14 wrong, 0
// with none; new held-out 1/4 sites whole, 21/41 offerings, 6 wrong, 2 with none (unmoved); round 6's own tuning 6/8
// sites whole, 57/57 offerings, 3 wrong (was 5/8, 6 wrong); round 5's and round 7's own tuning unchanged.
//
// Round 9 (session 13): offerings named only by a page of their own, its title or h1, or the menu entry leading to it.
// On round 8's tuning sites the offerings this class misses are named by: a menu entry and the first line of its page's
// content (en-roof-cleaning's "Roof Cleaning", "Gutter Cleaning"), a menu entry and its page's h1 (fr-driving-school's
// "Code de la route"), a menu entry and its page's first line written as a paragraph (ja-osteopath's
// "交通事故治療について"); ja-osteopath's fee and machine pages title their treatments as styled divs, ja-dentist's cards
// split their names with <br>, es-academy's levels are two-character names (A1 … C2), en-garage-doors' and
// fr-dog-trainer's stand in a tile and a price table. Six new whole sites in six languages, each offering with a page
// of its own, their facts written before any reader ran on them: a plumber (fr-plumber, Linas), a beauty salon
// (es-beauty-salon), a dental clinic (ja-dental-clinic, Osaka), a carpentry firm (de-carpentry), two beauty centres
// (it-beauty-center, Rome; pt-beauty-studio). Split once by `halfOf` before any reader changed: new tuning 2
// (fr-plumber, it-beauty-center), new held-out 4 (round 9's held-out); round 8's held-out stays held-out. First pass:
// round 9 tuning 0/2 sites whole, 6/18 offerings, 0 wrong, 0 sites with none; round 9 held-out 2/4 sites whole, 25/38
// offerings, 0 wrong, 1 with none; round 8 held-out 1/4, 21/41, 6 wrong, 2 with none; older tuning: round 5's 9/11,
// 62/70, 0 wrong (its promoted 3/4, 39/40, 0), round 6's 6/8, 57/57, 3 (promoted 2/5, 28/30, 1), round 7's 3/3, 28/28,
// 0 (promoted 3/7, 58/72, 3), round 8's 0/6, 27/54, 14. Kept: a page a menu entry opens, titled as the entry names it
// (an h1 outside the menus, or the first line of its content), is that offering's own page; not when the reading order
// ranks the entry, or the menu entry whose dropdown holds it ("Standorte"), as the contact, fees, about, branch, legal
// or news page, not a page listing prices of its own, not the business's name as the home page's title gives it, and
// not a name that heads the offerings or what a business tells beside them, its clients' words, the way to reach or
// know it, or that a possessive opens ("Nos engagements"). It mends en-roof-cleaning, ja-osteopath and
// fr-driving-school, three repositories (and, in the corpus's dev half, a French and a Swiss driving school and a
// winery: +5 facts, no loss); its precision rests on the languages' ordinary words for those pages, added where a
// tuning site or the dev half read one: 紹介 and 挨拶 pages, team, company and fleet pages as about pages, articles,
// tips and curiosities as news, portfolio, references and projects as a gallery, billing beside payment, who it is for
// and a first visit beside the process, a quote, info or booking page as navigation, "Fale conosco" and its kin as
// contact, patients' voices as reviews. A page's <title> as its title was tried and dropped: it read a kebab grill's
// "Catering" (the menus zoo's never list) and a garage's stock page. Final: round 9 tuning 0/2, 6/18, 0 wrong; round 9
// held-out 2/4, 25/38, 0 wrong, 1 with none (unmoved); round 8 held-out 1/4, 21/41, 5 wrong, 2 with none; round 8's
// tuning 0/6, 30/54, 15 wrong (ja-seikotsu's "症状別のお悩み" page); round 6's promoted 3/5, 29/30, 1; the rest
// unchanged. Not done: fr-plumber's offerings are sections its menu links to by anchor, each with a button to its own
// page titled "Plomberie - Création & Réfection"; it-beauty-center's own pages head their treatments under the page's
// h1 and a breadcrumb. The cases leave out fr-plumber's lines under "Nos interventions" and its kinds of bathroom,
// de-carpentry's "Unsere Leistungen im Bereich …" lists, es-beauty-salon's card sentences and names written only in
// images' alt, ja-dental-clinic's price rows.
//
// Round 10 (session 14): sites whose offerings research read none of. Rounds 8 and 9's held-out halves, measured once
// more as they stood (round 8: 1/4 sites whole, 21/41 offerings, 5 wrong, 2 sites with none; round 9: 2/4 sites whole,
// 25/38 offerings, 0 wrong, 1 site with none), are PROMOTED to round 10's tuning half (they print as the "promoted"
// half of their rounds). Ten new whole sites in all eight languages and ten trades, their facts written before any reader
// ran on them: a veterinary clinic (fr-vet), a photographer (es-photographer), a copy and print shop (pt-printer), a
// house cleaner (en-cleaner), a physiotherapy, psychology and reintegration practice (nl-physio), a junk-removal chain
// (ja-junk-removal), a locksmith (en-locksmith), a caretaking firm (de-caretaker), a cleaning cooperative
// (it-cleaning), a tutoring academy (es-tutor). Split once by `halfOf` before any reader changed: new tuning 5
// (es-photographer, pt-printer, en-cleaner, nl-physio, es-tutor), new held-out 5 (round 10's held-out). First pass:
// promoted as above; new tuning 1/5 sites whole, 31/43 offerings, 7 wrong, 1 site with none; new held-out 3/5 sites
// whole, 30/32 offerings, 1 wrong, 0 sites with none. Why the tuning sites with none or few offerings read were
// passed over: a page's own menu leaves its entry out or points it at "#" (pt-beauty-studio, nl-physio); a menu is a
// bare list of page links no class names (nl-physio, fr-builder); the offerings are named by the menu alone, their
// pages titled by the business or in more words (es-beauty-salon, fr-builder); a PHP include that is a whole page
// leaves the content in a second <body> (es-photographer); the items are dash lines split by <br> (de-home-care);
// sections linked by anchor (fr-plumber); treatments under an h1 and a breadcrumb (it-beauty-center). Kept, each
// mending two repositories' sites: the menu entry naming a page wherever the site's menus stand, another page's when
// the page leaves itself out, a bare list of page links being a menu (pt-beauty-studio, nl-physio); and, when no
// reader found any offering, the home page's menu entries that open pages of their own, but for the ordinary pages
// (fr-builder, es-beauty-salon); with them, quality and certificates pages, an about page named "Over …", and
// appointments and login entries are no offerings. Tried and dropped: a page's h1 holding the entry's name in more
// words ("Travaux de Maçonnerie"; fr-builder only, four wrong names in the corpus's dev half), the page body with the
// most text (es-photographer only). Final: promoted round 8 2/4 sites whole, 25/41 offerings, 5 wrong, 1 site with
// none; round 9 2/4, 34/38, 0 wrong, 0 with none; new tuning 1/5, 34/43, 7 wrong, 1 with none; new held-out 3/5,
// 30/32, 1 wrong, 0 with none (unmoved); the older rounds' figures unchanged.
//
// Round 11 (session 14): one-page sites whose menu jumps to sections by anchor, and offerings written as lines. Eight
// new whole sites in six languages and eight trades, their facts written before any reader ran on them: a building
// cleaner in Munich (de-building-cleaner) and a dog boarding house (de-dog-boarding), both one page with an anchor
// menu; a hair salon (en-hair-salon, one page); an IT help desk (es-it-support, one page); a gas fitter in La Calera
// whose services page writes its work as one-line paragraphs (es-gas-fitter); a landscaper whose services page lists
// its work as a run of one-line paragraphs (fr-landscaper); a garden designer writing its work as lines in its intro
// and footer (nl-garden-designer); a barber (pt-barber, one page). en-hair-salon's facts were first written from a
// search excerpt of an older version of the same file; they were rewritten from the page itself (three cards) before
// any reader changed, and the first pass below counts them so. Split once by `halfOf` before any reader changed: new
// tuning 5 (de-building-cleaner, de-dog-boarding, en-hair-salon, fr-landscaper, nl-garden-designer), new held-out 3
// (round 11's held-out); round 10's held-out stays held-out. First pass: new tuning 1/5 sites whole, 22/31 offerings,
// 10 wrong, 0 sites with none; new held-out 2/3 sites whole, 6/20 offerings, 0 wrong, 1 with none; round 10's own
// tuning 1/5, 34/43, 7 wrong, 1 with none (its promoted rounds 8 and 9: 2/4, 25/41, 5 wrong, 1 with none, de-home-care
// the one; 2/4, 34/38, 0 wrong); round 10's held-out 3/5, 30/32, 1 wrong, 0 with none; round 9's tuning (fr-plumber,
// it-beauty-center) 0/2, 6/18, 0 wrong.
// Kept, mending two repositories' sites: offerings written as lines of one shape, read under a heading that names the
// offerings or on a page of them: a run of three or more lines split by <br>, each opening with the same list marker
// (de-home-care's "- Fahrdienst<br>- Essen auf Rädern", round 8), or of three or more sibling one-line paragraphs of
// one class (fr-landscaper's "<p class=element-prestation>"); each a short name. Boxes of one class were tried as
// lines too and dropped: they read a plumber's service areas and feature chips in the corpus's dev half. Final: new
// tuning 1/5 sites whole, 30/31 offerings, 10 wrong, 0 with none; new held-out 2/3, 6/20, 0 wrong, 1 with none
// (unmoved); round 8's promoted 2/4, 37/41, 5 wrong, 0 with none; the rest unchanged. Not done, each seen on one
// tuning site: fr-plumber's sections linked by anchor, it-beauty-center's h2 sections under a page's h1, a group
// label naming offerings in a compound ("Spezial- & Zusatzleistungen"), a team's names and a history's dates read as
// cards (de-dog-boarding), "Nos avantages" among what a business tells beside its offerings (fr-landscaper), "Nail
// services" taken for a heading over the offerings (en-hair-salon).
//
// Round 12 (session 14): principled mends of reasons rounds 9 to 11 found on one tuning site and left unmended, each
// from the meaning of markup or a language's ordinary words, each tried on its tuning site and on a real example found
// in a public repository (a new case, its facts written before any reader ran on it, split by `halfOf`). The new case:
// a French document-archiving firm's one-page site (fr-archiving: an anchor menu, "Nos Avantage" and "Nos service"
// sections), held-out by `halfOf`. First pass: round 12 held-out 0/1 sites whole, 0/4 offerings, 0 wrong, 1 site with
// none. Kept: a list under a heading that titles what a business tells beside its offerings is no list of offerings,
// and a language's ordinary words for its advantages or benefits ("Nos avantages", "Ihre Vorteile", "Ventajas",
// "Vantaggi", "Voordelen", "Vantagens", "Benefits", メリット) title such a side topic: it mends fr-landscaper's "Nos
// avantages" list (round 11 tuning: 10 wrong to 7) and, in the corpus's dev half, a physiotherapy clinic's
// credentials (five wrong names gone, no fact lost); every other zoo figure unchanged, round 12 held-out unmoved.
//
// Round 13 (session 15): sites whose offerings research reads none or few of. Rounds 10, 11 and 12's held-out halves,
// measured once more as they stood (round 10: 3/5 sites whole, 30/32 offerings, 1 wrong, 0 sites with none; round 11:
// 2/3, 6/20, 0 wrong, 1 with none; round 12: 0/1, 0/4, 0 wrong, 1 with none), are PROMOTED to round 13's tuning half
// (they print as the "promoted" half of their rounds). Fourteen candidate sites were fetched, their facts written before
// any reader ran on them, and kept only when research read fewer than half of their offerings: research read half or
// more of ten of them (an English pet sitter and cat sitter, a Paris hair salon, an Osaka dentist 4/7, a Madrid
// renovation firm 5/9, a Dutch electrician, a Dutch beauty salon, a French funeral home, two German pharmacies, one 10/18),
// and they were dropped; the selection run printed every candidate's reading, before the split. Four new whole sites in
// four languages and four trades were kept: a dental clinic (pt-dental-clinic, Brazil), a pet shop with grooming and
// dog training (en-pet-store, Mount Pleasant SC), a builder and home-maintenance firm (es-builder-mx, Mexico), a seitai
// clinic (ja-seitai-osaka, its pages at the commit that still had their includes). Split once by `halfOf` before any
// reader changed: new tuning 2 (pt-dental-clinic, ja-seitai-osaka), new held-out 2 (en-pet-store, es-builder-mx). First
// pass: new tuning 0/2 sites whole, 0/9 offerings, 2 wrong, 0 sites with none (each read only wrong names); new
// held-out 0/2 sites whole, 3/29 offerings, 5 wrong, 0 sites with none.
// Why the tuning sites' 107 missed offerings (every round's tuning and promoted sites) are passed over, read from each
// site's markup and what research read of it (per site; the older rounds' reasons as their rounds found them):
//   block not seen as offerings   61  fr-esthetics 17 (rows of <ul><li> cells), es-gas-fitter 14 (classless one-line
//                                     paragraphs), ja-osteopath 5, de-home-care 4, en-carpet 3, de-roofer 3,
//                                     es-beauty-salon 3 (names in images' alt), ja-seitai-osaka 3 (sections headed
//                                     "name: duration" over "施術料: 4000円" lines, names in a sentence's quotes),
//                                     it-hvac 2, ja-dentist 2, es-academy 1, en-roof-cleaning 1, fr-dog-trainer 1,
//                                     en-garage-doors 1, ja-seikotsu 1
//   heading not seen as governing 22  it-beauty-center 7 (h2 sections under a page's h1), pt-dental-clinic 6
//                                     ("Especialidades" over cards), fr-plumber 5 and fr-archiving 4 (sections an
//                                     anchor menu names)
//   a filter dropped it           15  es-academy 6 (two-character names A1 … C2), fr-beauty-institute 5 (menu entries
//                                     pointing at "#"), it-cleaning 2 (pages under the about-us dropdown),
//                                     en-hair-salon 1, pt-beauty-studio 1
//   page not read                  9  es-photographer 5 (content after an include's second <body>), nl-physio 4 (its
//                                     "Specialismen" page)
//   a competing reader won         0  (as the only reason: pt-dental-clinic's sports list read on its prevention page
//                                     is what research gave, but with that page gone it reads nothing)
// ja-seitai-osaka's menu pages were first not read at all: the zoo's server answered /price with 404 where a server
// redirects to /price/; the zoo now serves a folder's index page at both paths (no zoo figure moved). Tried and not
// kept, each mending one tuning site only: the languages' ordinary words for specialties ("Especialidades",
// "Spécialités", "Specialità", "Specialismen", 診療科目, 専門分野) beside "specialties" over the offerings mends
// pt-dental-clinic (0/6 to 6/6; the dev half unchanged) but reads nl-physio's "Zorgkaart Nederland" (a quicklink
// beside "Specialismen"); one-line paragraphs with no class as offering lines (the class the round 11 rule asks for
// dropped) mends es-gas-fitter (11 of its 14 offerings read) but reads its "Entre otros"; no other
// tuning site moved by either. No reader changed on this branch. Main's own commit of the same day ("each language's
// word for specialties heads offerings", with "specialiteiten" for Dutch) reads pt-dental-clinic whole once this
// branch is rebased on it, and nl-physio as before. Final, rebased: new tuning 1/2 sites whole, 6/9 offerings, 2 wrong,
// 0 sites with none; new held-out 0/2, 3/29, 5 wrong, 0 with none (unmoved); every other round as measured above.
// After the lead merged the session's rounds: the menus sites zoo's round 6 technique (records read past a document's
// end, where a PHP include that writes a whole page leaves the rest of the page) reaches what these sites write after
// their header include: new held-out 3/29 -> 14/29 offerings (5 -> 7 wrong), round 10's tuning 34/43 -> 38/43 (1 site
// with none -> 0). On pt-dental-clinic it also reaches its orthodontics page's four cards of the conditions that call
// for braces ("Dentes salientes", "Diastema"), under "Como saber se preciso de um ortodontista", and reads them as
// offerings (new tuning 1/2 sites whole, 6/9, 2 -> 6 wrong): a known miss again, not mended.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { halfOf, normText } from '../../../test/research-corpus/measures';
import { scrapeWebsite, type ScrapedSite } from '../src/scrape';
import { startFakeWebsite } from './fake-website';

interface Case {
  /** a case added after round 5's techniques, read by them first (its first pass is no figure of the split batch) */
  round?: 'later';
  /** the site's folder in test/fixtures/services-sites-zoo: its pages under their own paths */
  site: string;
  /** the home page's path, where the crawl starts (/ unless the site lives in a folder of its host) */
  home?: string;
  /** where the caller says the business is (the API's location) */
  location: string;
  /** every offering the owner names; a list gives the other writings the site itself uses */
  items: (string | string[])[];
  /** texts that must never be an offering's name */
  never: string[];
}

const CASES: Case[] = [
  {
    site: 'de-painter',
    location: 'Kaltenkirchen, Deutschland',
    items: [
      ['Maler- und Anstricharbeiten', 'Maler- & Anstricharbeiten'],
      'Fassadenarbeiten',
      'Dekorative Wandgestaltung',
      'Schimmel- & Wasserschäden',
      'Trockenbau',
      'Bodenarbeiten',
      'Sanierung',
    ],
    never: [
      'Referenzen',
      'Farbfächer',
      'Jobs',
      'Unternehmen',
      'Kontakt',
      'Termin vereinbaren',
      'Schreiben Sie uns',
      'Das können wir bieten:',
      'Unsere Leistungen',
      'Datenschutz',
      'Impressum',
      'Cookie-Einstellungen',
      'Technisch notwendige',
      'Analytische',
      'Drittanbieter-Inhalte',
      'Alle akzeptieren',
      'Ihre Inspiration',
      'Direkt loslegen',
    ],
  },
  {
    round: 'later',
    site: 'de-floor-heating',
    location: 'Deutschland',
    items: [['Nachträgliche Fußbodenheizung', 'Fußbodenheizung nachträglich einfräsen']],
    never: [
      'Fräsen',
      'Rohrverlegung',
      'Anschließen',
      'Verspachteln',
      'Schritt 1',
      'Unser Ablauf: Schritt für Schritt',
      'Keine Aufbauhöhe',
      'Fertig in 1–2 Tagen',
      'Festpreis-Garantie',
      'Alle Estricharten',
      '30 Jahre Garantie',
      'Material aus Deutschland 🇩🇪',
      'Was Sie davon haben',
      'Das fragen unsere Kunden',
      'Wie lange dauert die Ausführung?',
      'Kostenlose Analyse anfragen',
      'Jetzt kostenlose Analyse anfragen',
      'Über uns',
      'Deutschlandweit',
      'Impressum',
      'Datenschutz',
    ],
  },
  {
    round: 'later',
    site: 'de-landscaper',
    location: 'Deutschland',
    items: ['Gartenplanung & Design', 'Pflaster- & Wegebau', 'Terrassenbau', 'Bepflanzung', 'Gartenpflege'],
    never: [
      'Leistung 01',
      'Welche Leistung passt zu Ihnen?',
      'Kostenlos beraten lassen',
      'Beratung anfragen',
      'Jetzt Beratung anfragen',
      'Referenzen',
      'Über uns',
      'Unsere Projekte',
      'Beispiel 1',
      'Kategorie 1',
      'Realisierte Projekte',
      'Kundenzufriedenheit',
      'Gärten, die Geschichten erzählen',
    ],
  },
  {
    site: 'de-physio',
    location: 'Freiburg im Breisgau, Deutschland',
    items: ['Physiotherapie', 'Manuelle Therapie', 'Myoreflextherapie'],
    never: [
      'Freiburg',
      'Keltern-Weiler',
      'Freiburg im Breisgau',
      'Standorte',
      'Blog',
      'Über uns',
      'Termin buchen',
      'Termin online buchen',
      'Leistungen ansehen',
      'Mehr erfahren →',
      'Zwei Praxen, ein Anspruch',
      'Vier Therapeutinnen, ein Anliegen',
      'Brita Schwanke-Lorenz',
      'Physiotherapeutin, Lymphdrainage',
      'Beckenboden nach der Schwangerschaft stärken',
      'Rückenschmerzen im Homeoffice vorbeugen',
      'Was ist Myoreflextherapie eigentlich?',
      'Datenschutz',
      'Impressum',
    ],
  },
  {
    site: 'en-carpet',
    location: 'Cherry Hill, NJ',
    items: ['Carpet Cleaning', 'Tile & Grout Cleaning', 'Upholstery Cleaning'],
    never: [
      '1 - Preparation',
      '2 - Rejuvenation',
      '3 - Protection',
      'Clean My Carpets',
      'Clean My Dirty Carpets!',
      'Get Service Quote',
      'Quick Quote',
      'Store Map',
      'Our Company',
      'Meet Our 5 Star Team!',
      'Have any questions?',
      'San Antonio',
      'Kingwood',
      'State College',
      'Carpet Palace',
      'Servgrow',
    ],
  },
  {
    site: 'en-garage-doors',
    location: 'Southern Ontario, Canada',
    items: [
      'Residential Doors',
      'Commercial Doors',
      'Repair Services',
      'Carport Conversion',
      'Custom Wooden Doors',
      'Glass Accented Doors',
      'Custom Steel Doors',
      'Custom Aluminum Doors',
      'Custom Vinyl Doors',
    ],
    never: [
      'Broken Springs',
      'Noisy Operation',
      'Sensor Problems',
      'We Offer Emergency Service!',
      'Contact Now!',
      'Contact Us',
      'Let Us Help',
      'Why Choose Our Services',
      'Our Promise to You!',
      'Reviews',
      'Door Types/Styles',
      'About Us',
      'Increase Property Value:',
      'Enhance Security:',
      'Quick Links',
      'Call Us',
    ],
  },
  {
    site: 'es-inflatables',
    location: 'Yecapixtla, Morelos, México',
    items: [
      'Paw Patrol',
      'Dragon Ball Z',
      'Disney',
      'Toy Story',
      'Frozen',
      'Spider-Man',
      'Mickey Mouse',
      'Peppa Pig',
      'Princesas',
      'Forma de Arco',
      'Arcos',
      'Monster',
    ],
    never: [
      'Reservar por WhatsApp',
      'Pedir cotización',
      'Ver inflables',
      'Reservar',
      'Galería',
      'Preguntas Frecuentes',
      'Inflables seguros y de calidad',
      'Precios accesibles',
      'Entrega y recogida a domicilio',
      '¿Cómo reservo un inflable?',
      'Opiniones de clientes',
      'Cuéntanos de tu evento',
      'Datos de contacto',
      'Enviar por WhatsApp',
    ],
  },
  {
    site: 'fr-beauty-institute',
    location: 'Marseille, France',
    items: [
      'Epilations',
      'Main et pieds',
      'Maquillage',
      'Soin visage',
      'Soin corps',
      'Amincissement',
      'Visage et corps',
      'Épilation et forfaits',
    ],
    never: [
      'Acceuil',
      'Nous contacter',
      'En savoir plus',
      'Contactez nous',
      'Une question ?',
      'Des produits 100% français',
      'Conseil et Écoute et professionnalisme',
      'Disponiblité',
      'Liens Utiles',
      'Horaires',
      'Provence Santé, notre partenaire principal',
      'Mentions légales',
      'Fermé',
    ],
  },
  {
    site: 'fr-hairdresser',
    location: 'Prat, France',
    items: [
      'Coupe',
      'Coiffage',
      'Brushing',
      'Permanente',
      'Couleur',
      'Décoloration',
      'Mèches bonnet',
      'Patine',
      'Shampoing américain',
      'Chignon simple',
      'Barbe',
      "Tour d'oreille",
      'Couronne',
      'Chignon fillette',
      'Coupe étudiante',
      'Olaplex',
      'Formule mariage avec 1 essai',
    ],
    never: [
      'Accueil',
      'Prestations',
      'Nos produits',
      'Galerie',
      'Présentation',
      'Coordonnées',
      'Retrouvez moi aussi sur ...',
      'Femme',
      'Homme',
      'Mariages',
      'Accessoires',
      'Afficher le menu',
    ],
  },
  {
    site: 'it-boatyard',
    location: 'Andora, Italia',
    items: [
      'Assistenza Meccanica Specializzata',
      'Equipaggiamento Nautico',
      'Manutenzione Carena',
      'Collaudi e Assistenza',
      'Rimessaggio',
      'Consulenza Acquisto & Vendita',
    ],
    never: [
      'Vetrina',
      'Chi Siamo',
      'Contattaci',
      'Richiedi un Preventivo',
      'Richiedi Preventivo →',
      'Sunseeker',
      'Fairline',
      'Sunseeker Portofino 53',
      'Esperti sulle migliori imbarcazioni',
      'Privacy Policy',
      'Anni di esperienza',
      'Vetrina Usato',
      'Imbarcazioni selezionate per te',
    ],
  },
  {
    site: 'it-dermatology',
    location: 'Pompei, Italia',
    items: [
      'Dermatologia',
      'Laser Terapia',
      'Dermochirurgia',
      'Medicina Estetica',
      'Botox',
      'Filler occhi',
      'Rinoplastica',
      'Filler',
      'Micro-soft Surgery',
      'Mastoplastica',
    ],
    never: [
      'Formazione',
      'Focus',
      'Valori',
      'Galleria',
      'Prima e dopo',
      'Prenota ora',
      'Richiedi un Appuntamento',
      'Dott. Gianluca Petrillo',
      'Dott.ssa Sabrina Francione',
      'Termini di servizio',
      'Link Utili',
      'Ci trovi qui',
      'Seleziona Servizio',
      "Cos'è Pefra?",
    ],
  },
  {
    site: 'nl-garage',
    location: 'Drachten, Nederland',
    items: [
      'Inkoop en taxatie',
      'Garantie en zekerheid',
      'Financiering',
      'Aankoopbegeleiding',
      'Chiptuning en software',
      'Performance parts',
    ],
    never: [
      'Voorraad',
      'Over ons',
      'Contact',
      'Neem contact op',
      'Transparante beoordeling',
      'Stage 1 en Stage 2 mogelijk',
      'Kwaliteit boven kwantiteit',
      'Geselecteerde voorraad',
      'Professionele presentatie',
      'Persoonlijk contact',
      'Occasions',
      'Recent verkocht',
      'Bekijk deze auto',
      'BMW E91 330D N57 X-Drive',
      'M-Pakket',
    ],
  },
  {
    site: 'nl-gardener',
    location: 'Zuid-Limburg, Nederland',
    items: ['Tuinontwerp', 'Terrassen', 'Grondverzet', 'Tuinonderhoud', 'Opritten', 'Gazon', 'Vlonders', 'Schuttingen'],
    never: [
      'Vrijblijvend gesprek',
      'Offerte op maat',
      'Wij gaan aan de slag',
      'Pas klaar als jij tevreden bent',
      'Projecten',
      'Reviews',
      'Offerte aanvragen',
      'Meer info',
      'Hover voor meer info',
      'Bekijk alle diensten',
      'Zuid-Limburg',
      'Vakmanschap dat je terugziet',
      'Projecten afgerond',
    ],
  },
  {
    site: 'pt-accountant',
    location: 'São Paulo, Brasil',
    items: [
      'Contabilidade para MEI e pequenas empresas',
      'Abertura e baixa de empresas',
      'Transferência',
      'Alteração e regularização',
      'Parcelamento de débitos',
      'Desenquadramento do MEI',
      'Confecção de guia de imposto',
      'Emissão de Certidões',
      'Imposto de Renda',
    ],
    never: [
      'Confiança Absoluta',
      'Foco no Crescimento',
      'Atendimento Personalizado',
      'Consultar Especialista',
      'Por que nos escolher?',
      'Falar com um Especialista',
      'Nossos Serviços',
      'Excelência em Contabilidade',
      'Redes Sociais',
      'Contato',
    ],
  },
  {
    site: 'pt-laundry',
    location: 'Porto, Portugal',
    items: ['Vestuário', 'Peles', 'Carpetes', 'Roupa de Neve', 'Têxteis Lar', 'Só Passar / Secar'],
    never: [
      'Meio século de história',
      'Sempre disponíveis',
      'Vamos até si',
      'Pague como preferir',
      'Ver preços',
      'Enviar mensagem',
      '4.5 estrelas no Google',
      'Promoção da semana',
      'Clínicas',
      'Início',
      'Contacto',
      'Serviços & Preços',
    ],
  },
];

/**
 * Sites research does not read whole yet: each runs as `it.failing`, so reading one makes the run say so and the list
 * only shrinks.
 */
const KNOWN_MISSES = new Set<string>(['en-carpet', 'en-garage-doors', 'fr-beauty-institute']);

/**
 * Round 6: fourteen more whole sites, chosen by what their owners show, in all eight languages (a driving school, a
 * cleaning firm, a dentist, a bodywork studio, a plumber, a builder, an excavation firm, a car detailer, a physiotherapy
 * clinic, a tobacconist's shop, a taxi firm, a stationer's, a dog trainer, a podiatrist).
 */
const ROUND6: Case[] = [
  {
    site: 'fr-driving-school',
    location: 'Mende, France',
    items: [
      'Permis B',
      'Conduite Accompagnée',
      'Permis Moto',
      'Permis AM',
      'Permis 125',
      'Permis Remorque',
      'Code de la route',
    ],
    never: [
      'Qui sommes nous ?',
      'Localisation',
      'Appelez-nous',
      'Contactez-nous',
      'En savoir plus',
      'Contact',
      'Mentions légales',
      'Nos engagements',
      'Documents utiles',
      'Règlement Intérieur',
      'Piste Moto',
      "Procédé d'évaluation",
      'Procédé positionnement',
      'Arrêt et stationnement',
      'Signalisation',
      'Paiement comptant',
      'Qualité',
      'Validité',
      "Déroulé de l'examen",
      'Renseignements B parcours',
      'Programme de formation B',
    ],
  },
  {
    site: 'nl-cleaning',
    location: 'Nederland',
    items: [
      ['Schoonmaak', 'Schoonmaken'],
      ['Bouwoplevering', 'Bouw oplevering'],
      'Glasbewassing',
      ['Vloeronderhoud', 'vloer onderhoud'],
      'Gevelreiniging',
      'Ontruiming',
      ['Hotel schoonmaak', 'Hotel'],
    ],
    never: [
      'Vertrouwen',
      '24-uur service',
      'Liefde',
      'Hoe werkt het?',
      'Onze diensten',
      'Dienstverlening',
      'Lees meer',
      'Snelle 24-uurs service',
      'Contact opnemen',
      'Wie zijn we?',
      'Wat doen we ?',
      'reviews',
      'Hans jan',
      'Jasper',
      'Dani sani',
      'projecten',
      'over ons',
      'Verzenden',
      'Privacy',
      'Ten eerst moet u naar de contact pagina gaan.',
    ],
  },
  {
    site: 'pt-dentist',
    location: 'Pinheiros, São Paulo, Brasil',
    items: [
      'Clínica Geral',
      'Implantodontia',
      'Prótese',
      'Ortodontia',
      'Endodontia',
      'Periodontia',
      'Estética',
      'Cirurgia',
    ],
    never: [
      'Equipe',
      'Tratamentos',
      'Política de Privacidade',
      'Contato',
      'Endereço',
      'Horário',
      'Responsável Técnico',
      'Missão',
      'Visão',
      'Depoimentos',
      'Quero agendar uma consulta',
      'Saiba mais',
      'Dra. Vanessa Treuherz Salomão',
      'Dra. Nádia Olsen',
      'Geni Larussa',
      'Check-up e prevenção',
    ],
  },
  {
    site: 'en-plumber',
    home: '/moore/',
    location: 'Hayden, Idaho',
    items: [
      'Fixture Selection',
      'Plumbing System Design',
      'On Demand Hot Water Heaters',
      'Radiant In-Floor Heat Systems',
      'Snow Melt Systems',
      'Plumbing Repairs',
      'Gas Piping',
      'Compressed Air Systems',
      'Boilers',
      'Commercial Water Heater Installation and Repairs',
      'Water Softener Installation and Maintenance',
      'Medical Gas',
    ],
    never: [
      'news',
      'contact',
      'testimonials',
      'about',
      'home',
      "What's New",
      'Client Testimonials',
      'View All News',
      'View All Testimonials',
      'Recent Projects:',
      'Our services include:',
      'Some of our services include:',
      'James Moore: President',
      'Darren Moore: Journeyman Plumber',
      'Melanie Moore: Secretary/Treasurer',
      'Contact Us!',
      'Send email',
      'Jim catches a Salmon',
      'Master Bath',
      'Heat Tubes',
      'Custom Home Entrance',
      'View our Fixture Affiliates',
    ],
  },
  {
    site: 'ja-builder',
    location: '愛媛県松山市',
    items: ['新築', 'リノベーション', 'リフォーム', 'アパート経営トータルサポート'],
    never: [
      'トップページ',
      '私たちの家づくり',
      '施工事例',
      '会社案内',
      '事業内容',
      '会社概要',
      'アクセス',
      '自社所有物件',
      '弊社の目標',
      'ブログ',
      'お知らせ',
      '現場だより',
      'Web内覧',
      'お客様の声',
      'お問い合わせ・ご相談',
      'お問い合わせ・ご来社予約',
      '営業カレンダー',
      '詳しく見る',
      'もっと見る',
      '太田上町アパート',
      'M様邸新築住宅',
      '謹賀新年',
      'すべてのお知らせを見る',
      '施工事例を見る',
      '商号',
      '代表取締役',
    ],
  },
  {
    site: 'it-excavation',
    location: 'Pescia, Italia',
    items: [
      'Ingegneria naturalistica',
      'Opere fluviali',
      'Movimento terra e scavi',
      'Fognature, acquedotti e gasdotti',
      'Urbanizzazioni chiavi in mano',
      'Asfaltature',
      'Calcestruzzo drenante',
      'Demolizioni',
      'Somma urgenza',
    ],
    never: [
      'Home',
      "L'azienda",
      'Servizi',
      'Lavori',
      'Parco mezzi',
      'Certificazioni',
      'Documenti',
      'Contatti',
      'Chiedi un sopralluogo',
      'Chiedi un sopralluogo gratuito',
      'Guarda i lavori',
      'Vedi i lavori →',
      'Tutti i lavori',
      'Come interveniamo',
      'La nostra storia',
      'Prima e dopo',
      'Alcuni lavori',
      'Dove lavoriamo',
      'Pescia',
      'Valdinievole',
      'Montecatini Terme',
      'Lucca',
      'Mezzi e personale nostri',
      'Cantieri difficili',
      'Reperibili in urgenza',
      'Un solo interlocutore',
      'Ripristino di frana su viabilità di montagna',
      'Richiedi un preventivo',
      'Nove settori, una squadra sola',
      'Quello che sappiamo fare meglio',
    ],
  },
  {
    site: 'de-car-detailing',
    location: 'Remagen, Deutschland',
    items: [
      'Basic Paket',
      'Plus Paket',
      'Premium Paket',
      'Innenreinigung',
      ['Außenaufbereitung', 'Außenreinigung'],
      'Tierhaarentfernung',
      ['Geruchsbeseitigung (Ozonbehandlung)', 'Geruchsbeseitigung'],
    ],
    never: [
      'Unsere Leistungen',
      'Leistungen & Preise',
      'Einzelleistungen',
      'Extras',
      'Beliebt',
      'Über uns',
      'Willkommen bei CarVibes Fahrzeugaufbereitung.',
      'Zurück zur Startseite',
      '← Zurück zur Startseite',
      'Jetzt Termin anfragen',
      'Nachricht senden',
      'Kontakt',
      'Impressum',
      'Datenschutz',
      'Datenschutzerklärung',
      'Alles aus Basic, plus:',
    ],
  },
  {
    site: 'es-physio',
    location: 'Los Mochis, Sinaloa, México',
    items: [
      'Terapia física postoperatoria',
      'Rehabilitación neurológica',
      'Atención a adultos mayores',
      'Terapia en domicilio',
    ],
    never: [
      'Inicio',
      'Sobre Nosotros',
      'Servicios',
      'Galería',
      'Testimonios',
      'Contacto',
      'Bienvenidos a Terapia Oportuna',
      'Enviar',
      'Ubicación',
      'Horario de Atención',
      'Los Mochis, Sinaloa, México',
    ],
  },
  {
    site: 'it-tobacconist',
    location: 'Minturno (LT), Italia',
    items: [
      'Orologio da scrivania in legno',
      'Sciarpa in misto lana tinta unita',
      'Borsa da donna in ecopelle sabbia',
      'Borsa a tracolla da uomo in tessuto tecnico',
      'Collana dorata con pendente minimal',
      'Starter Kit Svapo Soft',
    ],
    never: ['I nostri prodotti', 'Chi siamo', 'Chatta con noi', 'Vieni a trovarci', 'Contattaci via Email'],
  },
  {
    site: 'de-taxi',
    location: 'Brannenburg, Deutschland',
    items: ['Personenbeförderung', 'Flughafentransfer', 'Krankenfahrten'],
    never: [
      'Start',
      'Leistungen',
      'Flotte',
      'Buchung',
      'Kontakt',
      'Jetzt anrufen',
      'Online buchen →',
      'Fahrt anfragen →',
      'Transfer anfragen →',
      'Anrufen',
      'Wo Sie hinmöchten, fahren wir hin.',
      'Pünktlich abheben.',
      'Bequem zum Termin.',
      'Drei Gründe, uns zu vertrauen.',
      '24/7 erreichbar',
      'Geprüfte Fahrer',
      'Lokal verwurzelt',
      'Zwei Standorte. Ein Anruf.',
      'Taxi Raubling',
      'Taxi Brannenburg',
      'Flughafen München (MUC)',
      'Auf Karte anzeigen →',
      'Online-Buchung',
      'Impressum',
      'Datenschutz',
      'Verstanden',
    ],
  },
  {
    site: 'es-stationery',
    location: 'Ecatepec de Morelos, México',
    items: ['Cyber', 'Impresiones', 'Papeleria', 'Productos Escolares', 'Productos de Arte', 'Productos Ejecutivos'],
    never: [
      'Inicio',
      'Servicios',
      'Productos',
      'Contacto',
      'Acerca De Nosotros',
      'Preguntas Frecuentes',
      'Respuestas',
      'Blog',
      'Selecciona los materiales adecuados',
      'Organiza tu escritorio',
      'Crea un sistema de archivo eficiente',
      'Horarios',
      'Ubicacion',
      'Redes Sociale',
      'Los diferentes tipos de servicios',
      'Los diferentes tipos de productos',
      'Buscas un producto en especial',
    ],
  },
  {
    site: 'fr-dog-trainer',
    location: 'Essonne, France',
    items: [
      ['1er rendez-vous', '1er rendez-vous hors bilan comportemental'],
      'Bilan comportemental',
      'Cours individuel',
      ['Promenade 1h avec passage au domicile', 'Promenade'],
      'Sortie collective éducative',
      ["Conseil pour l'achat ou l'adaption d'un chiot/chien", 'Séance de conseil'],
    ],
    never: [
      'Accueil',
      'Qui suis-je?',
      'Prestations',
      'Tarifs',
      'Conditions',
      'Blog',
      'Contact',
      'Mes services',
      'Pour Qui ?',
      'Dans Quel But ?',
      'Déroulement',
      'son langage',
      'ses besoins',
      'View All Posts →',
      'SITE EN COURS DE CONSTRUCTION',
      'Etre calme quand il le faut.',
      'Education canine comportementale',
    ],
  },
  {
    site: 'nl-podiatry',
    location: 'Mortsel, België',
    items: [
      ['Biomechanisch onderzoek & ganganalyse', 'Biomechanisch onderzoek'],
      'Podologische zolen op maat',
      'Podologische voetverzorging',
      ['Voetverzorging risicopatiënten', 'Zorg voor risicopatiënten'],
      'Siliconen orthesen',
      ['Nagelbeugels (Orthonyxie)', 'Nagelbeugels'],
      ['Nagelaanbouw (reconstructie)', 'Nagelaanbouw'],
      ['Schoenadvies & sporttape', 'Schoenadvies'],
    ],
    never: [
      'Home',
      'Over Mezelf',
      'Voor wie',
      'Behandelingen',
      'Tarieven',
      'Contact',
      'Maak een afspraak',
      'Onze behandelingen',
      'Alle behandelingen',
      'Leer mij kennen',
      'Wat kan ik voor u betekenen?',
      'Waarom kiezen voor Propulse?',
      'Erkend podoloog',
      'Persoonlijke aanpak',
      'Moderne faciliteiten',
      'Multidisciplinaire samenwerking',
      'Contact opnemen',
      'Snelle links',
      'Openingsuren',
      'Wat is podologie?',
      'Hoe verloopt een eerste afspraak?',
      'Afspraak maken',
      'Eerste consult (45 min)',
      'Behandelplan',
      'Behandeling & nazorg',
      'Anamnese:',
      'Eksterogen:',
      'Diabetes mellitus:',
      'Ingegroeide nagels',
      'Kinesiotape voor stabilisatie',
      'Verzekeringen & Terugbetaling',
      'Betaling & Facturatie',
      'Annuleringsbeleid',
      'Overige behandelingen',
      'Prijsoverzicht 2026',
    ],
  },
];

/** round 6's sites not read whole yet */
const ROUND6_KNOWN_MISSES = new Set<string>(['de-car-detailing', 'de-taxi', 'es-stationery', 'fr-dog-trainer']);

/** round 7's new sites (session 12), each read whole and its facts written before any reader ran on it */
const ROUND7: Case[] = [
  {
    site: 'en-landscaper',
    location: 'Ipswich, MA',
    items: ['Mowing', 'Spring/Fall Cleanups', 'Mulching', 'Pruning', 'Planting', 'Snow Plowing'],
    never: [
      'Home',
      'About',
      'Gallery',
      'Contact',
      'Contact Us',
      "Do you have a project in mind? Let's talk...",
      'Our Services',
      'Follow Us on Social Media!',
      'Ipswich, MA',
      'If you have a reason, call us this season!',
    ],
  },
  {
    site: 'en-landscape-builder',
    location: "Martha's Vineyard, MA",
    items: [
      'Landscape Construction',
      'Lawn Care',
      'Tree Work',
      'Masonry',
      ['Irrigation', 'Irrigation Systems'],
      'Snow Removal',
      'Foundation',
      'Maintenance',
      'Pool Installation',
      'Excavation',
    ],
    never: [
      'Home',
      'About',
      'Services',
      'Projects',
      'Testimonials',
      'Contact',
      'Millers Pools',
      'Get A Quote',
      'Request a Quote',
      'Request a Call Back',
      'QUALITY YOU CAN TRUST',
      'Learn About Our Services',
      'More Testimonials...',
      'Oak Bluffs',
      'Edgartown',
      'Chilmark',
      'West Tisbury',
      'Questions?',
    ],
  },
  {
    site: 'it-hvac',
    location: 'Volla (NA), Italia',
    items: [
      'Climatizzazione',
      'Elettrico',
      'Idraulico',
      'Fotovoltaico',
      'Gestione',
      'Ristrutturazione',
      'Progettazione',
    ],
    never: [
      'Home',
      'Servizi',
      'Catalogo servizi',
      'Articoli',
      'Galleria',
      'Contatti',
      'Brochure',
      'Mission',
      'I NOSTRI LAVORI',
      'LE NOSTRE CERTIFICAZIONI',
      'F-GAS',
      'UNI EN ISO 9001:2015',
      'DM 37/08',
      'AREA LEGALE',
      'Privacy Policy',
      'MAPPA DEL SITO',
      'SEDE',
      'ORARI',
    ],
  },
  {
    site: 'it-gardener',
    location: 'Udine, Italia',
    items: [
      ['Abbattimenti e potature tecniche', 'Abbattimenti e potature'],
      [
        'Manutenzione, cura, pulizia terreni ed eliminazione delle sterpaglie',
        'Manutenzione terreni e aree abbandonate',
        'Manutenzione e pulizia terreni',
      ],
      'Movimento terra e semine',
      ['Giardiniere per privati', 'Cura giardini e parchi condominiali'],
    ],
    never: [
      'Home',
      'Certificazioni',
      'Gallery',
      'Contatti',
      'Maggiori informazioni',
      'Codroipo',
      'Tavagnacco',
      'Latisana',
      'Cervignano',
      'Monfalcone',
      'Attestati che certificano la qualità del mio lavoro e il rispetto delle normative vigenti',
      'Macchinari: attrezzature di giardinaggio professionali, efficienti e sicure',
    ],
  },
  {
    site: 'fr-heating',
    home: '/public/index.php',
    location: 'Auderghem, Belgique',
    items: [
      'Chauffage',
      'Plomberie',
      ['Pompe à chaleur'],
      ['Chauffage par le sol', 'Chaffage au sol'],
      ['Ramonage'],
      ['Détection de fuite'],
      ['Débouchage'],
      ['Poêles à bois et à pellets'],
      ['Chaudières à pellets'],
      ['Radiateurs'],
      ['Sanitaires'],
      ['Dépannage'],
    ],
    never: [
      'Accueil',
      'Réalisations',
      'Nos réalisations',
      'Contact',
      'Contactez-nous',
      'CONTACTER-NOUS',
      'Connexion',
      'NOS SERVICES',
      'Une urgence ?',
      'LA QUALITE, LE COEUR DU METIER',
      'DU MATERIEL FAIT POUR DURER',
      'REJOIGNEZ-NOUS SUR FACEBOOK',
      "OK, J'accepte",
    ],
  },
  {
    site: 'de-roofer',
    location: 'Berlin, Deutschland',
    items: [
      'Neubau & Dachausbau',
      'Reparatur & Wartung',
      'Dämmung & Sanierung',
      'Photovoltaik & Gründächer',
      ['Gauben & Dachausbau', 'Gauben'],
      'Bitumenschweißbahn',
      'Neueindeckung',
      'Klempnerarbeiten',
      'Velux Dachfenster',
      'Antikondensationsfilz',
      'Asbestdachsanierung',
    ],
    never: [
      'Heim',
      'Über uns',
      'Dienstleistungen',
      'Unsere Dienstleistungen',
      'Unsere Projekte',
      'Kontakt',
      'Unsere Leistungen',
      'Mehr erfahren',
      'Alle Dienstleistungen',
      'Jetzt unverbindlich anfragen',
      'Jetzt Kostenvoranschlag anfragen',
      'Beratung anfragen',
      'Defekt melden',
      'Modell wählen',
      'Individuelles Angebot',
      'Lerne unser Team kennen',
      'Unsere Philosophie – Qualität und Vertrauen',
      'Berlin Mitte',
      'Potsdam',
      'Modelle',
      'Extras',
    ],
  },
  {
    site: 'es-academy',
    location: 'España',
    items: [
      ['Clases de Primaria', 'Primaria'],
      ['Clases de Inglés', 'Inglés'],
      'Jiim Class',
      'A1',
      'A2',
      'B1',
      'B2',
      'C1',
      'C2',
      'Primero',
      'Segundo',
      'Tercero',
      'Cuarto',
      'Quinto',
      'Sexto',
    ],
    never: [
      'Inicio',
      'Contacto',
      'Nosotros',
      'Quiénes Somos',
      'Infórmate',
      'Preguntas Frecuentes Clases Online',
      '¿Qué necesito para poder recibir mis clases online?',
      '¡Mándanos un whatsapp!',
      'Cada alumno es único',
      'Adaptación curricular',
      'Contenido Propio',
      'Número mínimo de clases',
    ],
  },
  {
    site: 'pt-vet',
    home: '/index.aspx',
    location: 'Guarujá, SP, Brasil',
    items: [
      'Consultas',
      'Laboratório',
      'Vacinação',
      'Cirurgias',
      'Imagem',
      ['Serviços de transporte', 'Taxi Dog'],
      ['Banho e tosa'],
      ['Venda de medicamentos veterinários'],
    ],
    never: [
      'Quem somos',
      'A Clínica',
      'Serviços',
      'Pet Shop',
      'Curiosidades',
      'Fale Conosco',
      'Seja Bem Vindo!',
      'Fotos',
      'Desenvolvido por Micael Cid',
    ],
  },
  {
    round: 'later',
    site: 'es-physio-clinic',
    location: 'Alicante, España',
    items: [
      ['Fisioterapia', 'FisioTerapia'],
      ['Osteopatía', 'Osteopatia'],
      ['Podología', 'Podologia'],
      'Nutrición',
      'Pilates Terapéutico',
      ['Gimnasia Abdominal Hipopresiva', 'Hipopresivos'],
      'Ejercicio Terapéutico',
      'Hatha Yoga',
      'EPI',
      'NMP-E',
      ['Ecografía', 'Ecografia'],
      'Tecarterapia',
      'Terapia Manual',
    ],
    never: [
      'Inicio',
      'La clínica',
      'Servicios',
      'Equipo',
      'Blog',
      'Contacto',
      'Galeria',
      'Ver mas',
      'PROTOCOLO COVID19',
      'Eye Treatment',
      'Children Chare',
      'Traumatology',
      'X-ray',
      'Máxima atención y cercanía',
      'Tratamientos personalizados',
      'Técnicas innovadoras',
      'Especialistas y profesionales',
      'Localización',
      'Horario',
      'FLEXIBILIDAD HORARIA',
      'Make Appoinment',
      'Consulted by experienced doctors',
      'Porque confiar en nosotros',
      'Ver Todas',
      'Pacientes satisfechos',
      'Valoraciones',
    ],
  },
  {
    site: 'ja-dentist',
    location: '千葉県流山市',
    items: [
      '虫歯治療',
      '歯周病',
      '矯正',
      '小児歯科',
      '子育て中のお母さまへ',
      'マタニティー外来',
      ['定期健診', '定期検診'],
      ['クリーニング・歯石除去', 'クリーニング'],
      '親知らず',
      '口内炎',
      ['顎関節症・マウスピース', '顎関節症'],
      '審美歯科',
      '入れ歯',
      '訪問歯科',
    ],
    never: [
      'トップ',
      '診療時間・アクセス',
      '医師・スタッフ紹介',
      '求人・採用',
      'ご予約',
      '詳しくはこちら',
      '詳しくはこちらから',
      '診療案内',
      '診療の方針',
      '通いやすさも選ばれる理由',
      'なるべく削らない・抜かない、痛くない治療。',
      'しっかりとしたカウンセリング。',
      'キッズスペース',
      '待合室',
    ],
  },
];

/**
 * round 8's new sites (session 13), each read whole and its facts written before any reader ran on them; a site whose
 * links carry a query or lean on a rewrite is kept under the address its links use
 */
const ROUND8: Case[] = [
  {
    site: 'es-tailor',
    location: 'Málaga, España',
    items: [
      'Estrechar vaqueros',
      'Estrechar cintura',
      'Estrechar piernas',
      'Tiro',
      'Bajo a máquina',
      'Bajo a mano',
      'Bajo con vuelta',
      'Cremallera vaqueros y caballero',
      'Estrechar con cremallera',
      'Cremallera invisible',
      'Bajo con forro',
      'Bajo mangas',
      'Subir mangas',
      'Bajo con abertura',
      'Subir puños con tapetas',
    ],
    never: [
      'Inicio',
      'Quiénes somos',
      'Dónde estamos',
      'Servicios y tarifas',
      'Contacto',
      'Servicios',
      'Tarifa de precios',
      'Ver mapa más grande',
      'Facebook',
    ],
  },
  {
    site: 'nl-facade',
    location: 'Rotterdam, Nederland',
    items: [
      ['Buitengevelisolatie (ETICS)', 'Gevelisolatie (ETICS)', 'Gevelisolatie'],
      'Gevel schilderen',
      'Buiten stucwerk',
      'Sierpleister',
      ['Muren stucen (binnen)', 'Muren stucen'],
      'Schoonmaak na verbouwing',
    ],
    never: [
      'Onze werken',
      'Over ons',
      'Contact',
      'Offerte aanvragen',
      'WhatsApp',
      'Alle diensten bekijken',
      'Welke dienst past bij u?',
      'Kies op resultaat',
      'Zo werken wij',
      'Gratis inspectie',
      'Offerte binnen 48 uur',
      'Professionele uitvoering',
      'Oplevering & garantie',
      'Vakmanschap & detaillering',
      'Persoonlijke begeleiding',
      'Gratis opname ter plaatse',
      'Gecertificeerd & betrouwbaar',
      'Complete geveltransformatie',
      'Marcel V',
      'Geert de Leeuw',
      'Fieke Boswinkel',
      'Natasja Mikos',
      'Veelgestelde vragen',
      'Regio Rotterdam en omgeving',
      'Rotterdam',
      'Schiedam',
      'Energierekening tot 40% lager',
    ],
  },
  {
    site: 'de-home-care',
    location: 'Vohburg a. d. Donau, Deutschland',
    items: [
      'Ambulante Pflege',
      'Tagespflege',
      'Wundversorgung',
      'Fahrdienst',
      ['Essen auf Rädern', 'Essen auf Räder'],
      ['Beratungsbesuche nach §37.3', 'Beratungsbesuche'],
      'Hauswirtschaftliche Versorgung',
      ['Betreuung', 'Betreuungsleistungen'],
      ['Fußpflege', 'Medizinische Fußpflege'],
      'Seniorennachmittag',
      'Pflegeversicherungsleistung nach SGB XI',
      'Behandlungspflege nach SGB V',
      'Rund um die Uhr Versorgung in Demenz-Wohngemeinschaften',
      'Vermittlung von Therapeuten und Dienstleistern',
      ['Hausnotruf in Kooperation mit Vitakt Hausnotruf', 'Hausnotruf'],
      '24 Stunden Rufbereitschaft',
    ],
    never: [
      'Home',
      'Das Team',
      'Leistungen',
      'Kontakt',
      'Jobs',
      'Impressum',
      'Datenschutz',
      '-> MEHR ERFAHREN',
      'MEHR ERFAHREN',
      'Wer wir sind',
      'Wir suchen Sie!',
      'Pflegehilfskraft (w/m/d)',
      'Pflegefachkraft (w/m/d)',
      'Hauswirtschaftskraft (w/m/d)',
      'Wir bieten Ihnen...',
      'Sie bringen mit...',
      '...Teamfähigkeit',
      'Heike Förster',
      'Geschäftsführung/ Pflegedienstleitung',
      'Verwaltung',
      'Buchhaltung',
      'Urologie',
      'Intensivmedizin',
    ],
  },
  {
    site: 'fr-esthetics',
    location: 'Chatou, France',
    items: [
      'HYDRADERMIE / LIFTOME / ANTIRIDE SPM',
      ['COMPLET (1h) ou PEELING', 'COMPLET ou PEELING'],
      'DECOUVERTE',
      'DRAINAGE ESTHETIQUE',
      'SOIN DERMIOCARE',
      'SOIN LIPOMODELAGE CELLU M6 LPG',
      'VIP CORPS',
      'JAMBES ENTIERES',
      'MAILLOT STRING',
      'MAILLOT INTEGRAL',
      'AISSELLES',
      'SOURCILS/LEVRES ou MENTON',
      'EPILATION PROGRESSIVE LONGUE DUREE',
      'MANUCURE + POSE DE VERNIS',
      'BEAUTE DES PIEDS',
      'FORFAIT MARIEE',
      'TEINTURES DES CILS ou SOURCILS',
    ],
    never: [
      'A PROPOS DE',
      'NOUVEAUTES & PROMO',
      'SOINS',
      'PRODUITS',
      'CONTACT & ACCES',
      'EUROS',
      'SOINS VISAGE',
      'SOINS CORPS',
      'EPILATIONS',
      'AUTRES SOINS',
      'DÉCOUVREZ NOS OFFRES SPÉCIALES',
      'CHOISISSEZ VOTRE SOIN',
      'Mentions légales',
      'Prise en charge avec 1er flash',
      'flash supplémentaire',
    ],
  },
  {
    site: 'ja-osteopath',
    location: '東京都練馬区',
    items: [
      ['交通事故治療', '交通事故治療について'],
      '保険診療',
      '自費診療',
      '超音波治療',
      ['立体動態波・EMS治療器', 'ES-8000を利用しての治療'],
      ['表情筋トレーニング（リフトアップ）', '表情筋トレーニング'],
    ],
    never: [
      'Top',
      'HOME',
      'アクセス',
      '院内紹介',
      '院内案内',
      '料金について',
      'ご予約はこちら',
      '新着情報',
      '駐車場6台',
      '各種保険適応',
      '予約優先',
      '最新治療機器導入！',
      'このような症状でお困りの方',
      '腰が痛む',
      '朝起きた時',
    ],
  },
  {
    site: 'it-garage',
    location: 'Olgiate Comasco (CO), Italia',
    items: [
      'Meccanica',
      'Mappatura',
      'Elaborazioni',
      'Gommista',
      'Multiveicolo',
      'Diagnosi',
      'Componenti FRMRacing',
      'Supporto Manometro Swift Sport',
      'Kit Rimozione EGR Swift Hybrid',
    ],
    never: [
      'Home',
      'Servizi',
      'Gallery',
      'Recensioni',
      'Contatti',
      'Scopri di più',
      'Contattaci',
      'Scopri FRMRacing',
      'Titolo Servizio',
      'TITOLO',
      'I Nostri Servizi',
      'Orari',
      'Lavori in Officina',
      'Fabio',
      'TheTuner92',
      'Ester',
    ],
  },
  {
    site: 'pt-pest-control',
    location: 'Goiânia - GO, Brasil',
    items: [
      'Controle de Pragas',
      'Controle de Traças',
      'Descupinização',
      'Desinsetização',
      'Desratização',
      'Desentupimento',
      'Armadilhas para Alados',
      'Controle de Carrapatos',
      'Controle de Pombos',
      'Aplicação de Gel',
      'Desodorizador de Ambientes',
      'Limpeza de Reservatórios de Água',
    ],
    never: [
      'Home',
      'Empresa',
      'Serviços Prestados',
      'Orçamentos',
      'Dicas',
      'Dicas Preventivas',
      'Biblioteca de Pragas',
      'Fale Conosco',
      'Nossa Equipe',
      'Equipamentos',
      'Laudos',
      'Histórico',
      'Boletos',
      'Clientes',
      'Nossos Parceiros',
      'Entrar',
      'Contatos',
      'Redes Sociais',
      'Aranhas',
      'Baratas',
      'Escorpiões',
      'Formigas',
      'Ratos',
    ],
  },
  {
    site: 'en-roof-cleaning',
    location: 'Uncasville, CT, USA',
    items: ['Roof Cleaning', 'Gutter Cleaning', 'Stain Removal'],
    never: [
      'Contact',
      'Contact Us',
      'Reasons To Act Now!',
      'Bozrah',
      'Groton',
      'Mystic',
      'Norwich',
      'Uncasville',
      'And Beyond...',
    ],
  },
  {
    site: 'ja-seikotsu',
    location: '埼玉県草加市',
    items: [
      '保険診療',
      '根本改善施術',
      '急性症状2W集中改善コース',
      '症状集中改善コース',
      '骨盤・姿勢改善コース',
      'スポーツコンディショニング',
      ['交通事故治療・労災対応', '交通事故治療'],
    ],
    never: [
      'ホーム',
      '初めての方へ',
      '選ばれる理由',
      '症状別のお悩み',
      '症例一覧',
      '施術の流れ',
      '患者様の声',
      'よくある質問',
      'アクセス',
      'ご予約はこちら',
      '詳しく見る →',
      '徹底した原因評価',
      '医学知見に基づく改善',
      '再発を防ぐ一貫サポート',
      'お支払い方法',
      '現金',
      'クレジットカード',
      '電子マネー',
      'QRコード決済',
      '公費負担助成について',
    ],
  },
  {
    site: 'fr-builder',
    location: 'Saint-Denis-lès-Bourg, France',
    items: [
      ['Maçonnerie', 'Travaux de Maçonnerie'],
      ['Charpente', 'Charpente et Couverture'],
      ['Façade', 'Ravalement de Façades'],
      ['Maisons individuelles et Extensions', 'Maisons'],
    ],
    never: [
      'Accueil',
      'Réalisations',
      'Contact',
      '► Tout voir ◄',
      'Précédent',
      'Suivant',
      'Retourner à la Page Précédente',
    ],
  },
];

/** round 8's sites not read whole yet */
const ROUND8_KNOWN_MISSES = new Set<string>([
  'es-tailor',
  'nl-facade',
  'de-home-care',
  'fr-esthetics',
  'ja-osteopath',
  'pt-pest-control',
  'en-roof-cleaning',
  'ja-seikotsu',
]);

/**
 * round 9's new sites (session 13), each an owner's offerings with a page of their own, named by the menu entry or
 * card that leads there and by that page's title; their facts written before any reader ran on them. A page whose name
 * is not ASCII is kept under the address its links are requested by.
 */
const ROUND9: Case[] = [
  {
    site: 'fr-plumber',
    location: 'Linas, France',
    items: [
      ['Plomberie', 'Plomberie - Création & Réfection'],
      'Salle de Bains',
      ['Fuite/Dégorgement', 'Fuites/Dégorgement'],
      'Dépannage',
      'Entretien',
    ],
    never: [
      'Accueil',
      'Réalisations',
      'Nos réalisations',
      'Contact',
      'Contactez-nous !',
      "Plus d'infos",
      'NOS INTERVENTIONS',
      'NOS SOLUTIONS',
      'Nos techniques',
      '2F Plomberie',
      'A chaque chantier sa solution',
      'Photo 1',
      'Photo 2',
      'Photo 3',
      'Envoyer',
    ],
  },
  {
    site: 'es-beauty-salon',
    home: '/estetica.html',
    location: 'Argentina',
    items: [
      'Depilación',
      'Tratamientos Faciales',
      'Manicuria',
      'Tratamientos Capilares',
      'Pestañas',
      'Esmaltado Semipermante',
      'Kapping Gel',
      'Uñas Esculpidas en Acrilico',
    ],
    never: [
      'Inicio',
      'Turnos',
      'Login',
      'Estetica Integral M&A',
      'Tipos de depilacion que tenemos para vos',
      '¿cual se adapta mas a vos?',
      'Los mejores tratamientos faciales para vos',
      'Tenemos para ofrecerte estos servicios',
      'Nuestro mimos para tu pelo',
      'Tú mirada, deslumbrante.',
      'Lucí unas manos que enamoren',
      'La importancia de sentirnos bien',
      'Lunes',
      'Enviar',
    ],
  },
  {
    site: 'ja-dental-clinic',
    location: '大阪府大阪市天王寺区',
    items: [
      '虫歯治療',
      '歯周病治療',
      '根管治療',
      '予防処置',
      '審美治療',
      'ホワイトニング',
      '入れ歯',
      'インプラント',
      '小児歯科',
      '親知らずの抜歯',
      '矯正歯科',
      '咬合治療',
    ],
    never: [
      'ホーム',
      'スタッフ紹介',
      '求人情報',
      '医院情報',
      '当院の特徴',
      '治療費用',
      '診療メニュー',
      'メニューを閉じる',
      'ご予約・お問い合わせ',
      '24時間かんたんWeb診療予約',
      '詳しくはこちら',
      '院長紹介',
      '新着情報',
      '診療時間',
      'アクセス',
      '料金表',
      '治療費用について',
      'ドクター・スタッフ紹介',
      '院長',
      '歯科衛生士',
      '経歴',
      'ご挨拶',
      '痛みへの配慮',
      '表面麻酔の使用',
    ],
  },
  {
    site: 'de-carpentry',
    location: 'Böhmenkirch, Deutschland',
    items: [
      'Massivholzhaus',
      'Neubau',
      'Dachsanierung',
      'Holzrahmenbau',
      'Dachfenster',
      'Aufstockungen',
      'Dachgauben',
      'Treppenbau',
      'Asbestsanierung',
    ],
    never: [
      'Leistungen',
      'Referenzen',
      'Über uns',
      'Kontakt aufnehmen',
      "Einsatz, auch wenn's anstrengend wird",
      'Wir arbeiten auch bei schlechtem Wetter',
      'Herausforderungen? Nehmen wir an.',
      'Termintreue steht ganz oben',
      'Ein Ansprechpartner von Anfang bis Ende',
      'Referenz 1',
      'Folgt in Kürze',
      'Alle Referenzen ansehen',
      'Mehr über uns erfahren',
      'Was unsere Kunden sagen',
      'Sascha Modes',
      'Carmen Reichert',
      'Unsere Geschichte',
      'Unser Team',
      'Gründung durch Otto Müller',
      'Handwerkliche Tradition',
      'Warum Dachsanierung mit uns? Unsere Philosophie',
      'Ihr Projekt in guten Händen: Unsere Leistungen',
      'Referenzen ansehen',
      'Impressum',
      'Datenschutz',
    ],
  },
  {
    site: 'it-beauty-center',
    location: 'Roma, Italia',
    items: [
      'Mani & Piedi',
      ['Estetica Avanzata & Tecnologie', 'Estetica Avanzata'],
      ['Cura del Viso & Sguardo', 'Viso & Sguardo'],
      ['Dermopigmentazione & Trucco Permanente', 'Dermopigmentazione'],
      'Epilazione',
      ['Massaggi & Benessere', 'Massaggi'],
      'Manicure e Pedicure Professionale',
      'Smalto Semipermanente',
      'Gel (Ricostruzione e Copertura)',
      'Nail Art',
      'Epilazione Laser',
      'Epilazione a Cera',
      'Massaggi Viso e Corpo',
    ],
    never: [
      'Home',
      'Chi Siamo',
      'Trattamenti',
      'Contatti',
      'Prenota Ora',
      'Prenota un Appuntamento',
      'I Nostri Trattamenti',
      'Passione e Professionalità',
      'Scopri di Più',
      'Anni di Esperienza',
      'Clienti Soddisfatti',
      'Il Nostro Centro',
      'Prenota il Tuo Appuntamento',
      'Cosa Dicono di Noi',
      'Pronta a Prenderti Cura di Te?',
      'Link Utili',
      'Prenota il Tuo Trattamento',
      'Prenota una Consulenza Gratuita',
      'Concediti un Momento di Relax',
      'Privacy Policy',
      'Maria R.',
    ],
  },
  {
    site: 'pt-beauty-studio',
    location: 'Brasil',
    items: [
      ['Massagem Relaxante', 'Massagens', 'Massagem'],
      'Estética Facial & Corporal',
      'Manicure & Pedicure',
      'Depilação',
      'Depilação com Cera',
      'Limpeza de Pele',
      'Tratamentos Corporais',
      'Peeling de Diamante',
      'Radiofrequência',
    ],
    never: [
      'Início',
      'Contato',
      'Agende',
      'Thais Murcio Estética',
      'Zonas Atendidas',
      'O que é a Massagem Relaxante?',
      'Benefícios principais',
      'Ambiente acolhedor',
      'Profissionalismo e carinho',
    ],
  },
];

/** round 9's sites not read whole yet */
const ROUND9_KNOWN_MISSES = new Set<string>(['fr-plumber', 'es-beauty-salon', 'it-beauty-center', 'pt-beauty-studio']);

/**
 * round 10's new sites (session 14), each read whole and its facts written before any reader ran on them: sites whose
 * offerings research read none of is what this round looks for. A site's PHP pages are kept as their server serves
 * them (includes put in place; es-tutor's defined constants and menu conditions evaluated, its definitions file left
 * out).
 */
const ROUND10: Case[] = [
  {
    site: 'fr-vet',
    location: 'Saint-Sébastien-sur-Loire, France',
    items: [
      ['Médecine Générale'],
      'Ostéopathie',
      'Analyse de laboratoire',
      ['Imagerie Medicale', 'Imagerie Médicale'],
      'Chirurgie Générale',
      'Chirurgie Orthopédique',
      'Dentisterie',
      ['Hospitalisation - Urgence', 'Hospitalisation'],
    ],
    never: [
      'Clinique',
      'Notre Equipe',
      'Services',
      'Nos Services',
      'Nos Partenaires',
      'Nous Contacter',
      'Album Photo',
      'En savoir plus',
      "Que faire en cas d'urgence ?",
      "HORAIRES D'OUVERTURE",
      "Horaires D'Ouverture",
      'La clinique',
      'Contact',
      'Notre clinique',
      'Notre equipe',
      "Plan d'accès",
      'Numéro de la Clinique',
      'Moyens de paiements autorisés',
      'Informations Supplémentaires',
      'Clinique vétérinaire du Docteur Vigneron',
    ],
  },
  {
    site: 'es-photographer',
    home: '/Portfolio/',
    location: 'Mendoza, Argentina',
    items: [
      ['Fotografía de productos para ecommerce y catalogos', 'Fotografía de productos'],
      'Fotografía de botellas de vino',
      'Sesión de fotos newborn',
      'Fotografía de matrimonios',
      'Sesión de fotos de cumpleaños',
    ],
    never: [
      'PORTFOLIO',
      'SERVICIOS',
      'CONTACTO',
      'INFO',
      'Contactame',
      'Formulario de Contacto',
      'SOÑAR, AMAR, CREER, AVENTURARSE',
      'Somos una empresa de fotografía mendocina',
    ],
  },
  {
    site: 'pt-printer',
    location: 'Curitiba - PR, Brasil',
    items: [
      ['Escritório / Papelaria', 'Escritório'],
      ['Postagem / Remessas', 'Postagem'],
      ['Gráfica / Design Gráfico', 'Gráfica'],
      'Cópias e impressões',
      'Design Gráfico',
      'Carimbos',
      'Encardenamentos',
      'Criação',
      'Banners',
      'Digitalização',
      'Cartões de visita',
      'Fax',
      'Acabamentos diversos',
      'Papéis especiais',
      'Flyers',
      'Convites',
      'Remessas',
      'Fachadas',
      'Crachás',
      'Adesivos',
      'Internet',
    ],
    never: [
      'Conheça nossos serviços',
      'Tudo o que você precisa e muito mais',
      'Entre em contato com a PostNet',
      'Fale conosco',
      'Como chegar',
      'Sobre nós',
      'Ver mais',
      'Fale com a PostNet',
      'Escreva para nós',
      'Veja como chegar',
      'Consulte!',
      'Solicite um orçamento!',
      'Nossa loja em Curitiba',
      'Serviços de postagem:',
      'Fale conosco, estamos sempre ao seu dispor',
      'Nacionais e internacionais',
      'Comodidade e versatilidade',
    ],
  },
  {
    site: 'en-cleaner',
    location: 'Seattle, WA',
    items: [
      'Standard Cleaning',
      'Deep Cleaning',
      ['Move In & Out Cleaning', 'Move in/Move Out Cleaning', 'Move-In/ Move-Out Cleaning'],
      'Post Construction Cleaning',
    ],
    never: [
      'Home',
      'About Us',
      'Policies',
      'Cleaning Produts',
      'Our Services',
      'Our Standard and Deep Services',
      'Book Now',
      'Pricing',
      'Contact Us',
      'Get Estimate',
      'Verified Professionals',
      'No Contracts',
      'Happiness Guarenteed',
      'services we offer',
      'Kitchen',
      'BATHROOM',
      'LIVINGROOM / COMMON AREAS',
      'Bedrooms',
      'Standard CLEANING BY ROOM',
      'our locations',
      'phone numbers',
      'Emails',
      'website',
      'Keep in touch',
      'Thank You!',
      'PLEASE CONTACT US FOR DEEP CLEANING PRICING',
    ],
  },
  {
    site: 'nl-physio',
    location: 'Tilburg, Nederland',
    items: [
      'Psychologie',
      'Fysiotherapie',
      ['Reïntegratie', 'Reintegratie'],
      'Oefentherapie',
      ['Bewegingstherapie & -training', 'Bewegingstherapie'],
      ['MultiDisciplinair Programma (MDP)', 'MultiDisciplinair Programma'],
      ['Inloopspreekuur (ISU)', 'Inloopspreekuur'],
    ],
    never: [
      'Over MC2',
      'Kwaliteit',
      'Het Team',
      'Nieuws',
      'Media',
      'Contact',
      'Lees Meer',
      'Menu',
      'Openingstijden',
      'Quicklinks:',
      'Belangrijk:',
      'Klachtbeeld',
      'Het behandeltraject',
      'Specialismen',
      'Zorgkaart Nederland',
      'De Werknemer',
      'De Werkgever',
      'De Bedrijfsarts',
      'De Huisarts',
      '2018/2019',
      'Voor de beste mobiele ervaring is deze website alleen in portret modus te bekijken',
    ],
  },
  {
    site: 'ja-junk-removal',
    location: '日本',
    items: ['不用品回収', 'ゴミ屋敷清掃', '遺品整理', 'ハウスクリーニング', '不用品買取', '解体', '生前整理'],
    never: [
      'ホーム',
      '初めての方へ',
      '選ばれる理由',
      '不用品回収業者比較',
      'LINEで簡単見積り',
      'サービス紹介',
      '料金表',
      '店舗一覧',
      'お申込みの流れ',
      '作業実績',
      'よくある質問',
      'メニュー',
      '簡単お見積り',
      'メールお見積り',
      '安心の許可業者',
      'お客様の声',
      '無料見積り受付中！',
    ],
  },
  {
    site: 'en-locksmith',
    location: 'Texas, USA',
    items: [
      ['Lockouts'],
      'Lock Change',
      'Lock Repair & Replacement',
      ['Rekey/Masterkey', 'Rekey / Masterkey'],
      'Key Duplication',
      'Laser/High Security Key Cutting',
      'Key & Remote Programming',
      'Broken Key Removal',
    ],
    never: [
      'Home',
      'Blog',
      'Contact Us',
      'About Us',
      'OUR SERVICES',
      'Licensed, Bonded & Insured',
      'Trusted By',
      'WHY CHOOSE LOCKSMITH SERVICES?',
      'QUALITY',
      'TRUST',
      'EXPERIENCE',
      'CONVENIENCE',
      'LOCKSMITH SERVICES',
      'Follow Us',
      'Address',
      'Go to',
      'Find Us',
    ],
  },
  {
    site: 'de-caretaker',
    location: 'Wien, Österreich',
    items: ['Hausbetreuung', ['Grünflächenbetreuung', 'Grünflächen'], 'Winterdienst'],
    never: ['Startseite', 'Leistungen', 'Über Uns', 'Jobs', 'Kontakt', 'Mehr', 'Impressum', 'Zauberputz'],
  },
  {
    site: 'it-cleaning',
    location: 'Montella (AV), Italia',
    items: [
      ['Pulizia industriale'],
      ['Pulizia civile'],
      ['Trattamento tessuti', 'Lavaggio tessuti'],
      'Trattamento pavimenti',
      ['Sanificazione con Ozono', 'Sanificazione'],
      'Pulizia Tappeti',
    ],
    never: [
      'Chi siamo',
      'CHI SIAMO',
      'SERVIZI',
      'Chiama ora!',
      'Richiedi il tuo preventivo gratuito!',
      'DETTAGLI SUL SISTEMA DI SANIFICAZIONE',
      'Visualizza Video',
      'Privacy Policy',
      'Cookie Policy',
      'Marchi trattati',
    ],
  },
  {
    site: 'es-tutor',
    location: 'Albacete, España',
    items: [
      ['Refuerzo escolar', 'Refuerzo y apoyo escolar'],
      'Inglés para niños',
      ['Inglés para adultos', 'Inglés para adultos e inglés for schools'],
      ['Robótica', 'Robótica y programación', 'Robótica educativa'],
      'Programación de videojuegos',
      'Taller de inventores',
    ],
    never: [
      'Inicio',
      'Sobre nosotros',
      'Quiénes somos',
      'Nuestro concepto',
      'Steam',
      'Servicios',
      'Agenda',
      'Blog',
      'Contacto',
      'Saber más',
      'Leer más',
      'NOVEDADES DEL BLOG',
      'READY ACADEMIA STEAM',
      'Nosotros SÍ somos STEAM',
      'LO ÚLTIMO EN INSTAGRAM',
      'Aviso legal',
    ],
  },
];

/** round 10's sites not read whole yet */
const ROUND10_KNOWN_MISSES = new Set<string>([
  'es-photographer',
  'pt-printer',
  'en-cleaner',
  'nl-physio',
  'en-locksmith',
  'it-cleaning',
]);

/**
 * round 11's new sites (session 14), each read whole and its facts written before any reader ran on them: one-page
 * sites whose menu jumps to sections by anchor, and offerings written as lines. A site's PHP pages are kept as their
 * server serves them (includes put in place by php-cli; a database connection and what it reads left out).
 */
const ROUND11: Case[] = [
  {
    site: 'de-building-cleaner',
    location: 'München, Deutschland',
    items: [
      'Unterhaltsreinigung',
      'Glas- & Fensterreinigung',
      'Grundreinigung',
      ['Baureinigung / Endreinigung', 'Baureinigung'],
    ],
    never: [
      'Über uns',
      'Leistungen',
      'Warum wir?',
      'Kontakt',
      'Kostenloses Angebot anfragen',
      'Unsere Leistungen',
      'Spezial- & Zusatzleistungen',
      'Über Gebäudereinigung Tsakalis',
      'Warum du mit uns arbeiten solltest',
      'Persönlicher Kontakt',
      'Transparente Preise',
      'Flexible Zeiten',
      'Kontakt & unverbindliches Angebot',
      'Anfrage senden',
      '✅ Zuverlässig & pünktlich',
      '✅ Faire, transparente Preise',
      '✅ Individuelle Reinigungskonzepte',
      'Sauberkeit, auf die du dich verlassen kannst.',
    ],
  },
  {
    site: 'de-dog-boarding',
    location: 'Deutschland',
    items: [
      'Tierpension',
      'Tierbetreuung',
      'Spaziergänge',
      'Hundebetreuung',
      'Doppelzimmer',
      'Einzelzimmer',
      'Gruppenstunde',
      'Einzelunterricht',
      'Gassirunde',
    ],
    never: [
      'Home',
      'Dienstleistungen',
      'Angebote',
      'Über uns',
      'Team',
      'Kontakt',
      'Weitere Informationen',
      'Willkommen Tierfreunde!',
      'Wir kümmern uns um Ihre besten Freunde.',
      'Unser Team',
      'Kontaktformular',
      'Nachricht absenden',
      'Mai 2021',
      'Die Anfänge',
      'Startschwierigkeiten',
      'Fund eines Investors',
      'Durchschlagender Erfolg',
      'Kira Meppen',
      'Aiko Fresenburg',
      'Murphy Lingen',
      'Gründerin',
      'Mitbegründer',
      'Geschäftsführer',
      'Kurzaufenthalt',
      'Langaufenthalt',
      'Bei Läufigkeit',
      'Stundenweise',
      'Doppelstunde',
      'Entfernung flexibel',
      'Gassi',
    ],
  },
  {
    site: 'en-hair-salon',
    location: 'United States',
    items: ['Haircuts and styling', 'Hair coloring', 'Nail services'],
    never: ['Our Services', 'Book an Appointment', 'Contact Us', 'Welcome to Salong Claes', 'Salong Claes'],
  },
  {
    site: 'es-it-support',
    location: 'España',
    items: ['Reparación de Equipos', 'Mantenimiento Preventivo', 'Soporte Técnico'],
    never: [
      'Servicios',
      'Contacto',
      'Acerca de',
      'Calcula tu cotización aqui',
      'Bienvenido a nuestra Mesa de Ayuda',
      'Contáctanos',
      'Nuestros Servicios',
      'Contacta con nosotros',
      'Enviar mensaje',
      'Mesa de Ayuda - Soluciones Tecnológicas',
    ],
  },
  {
    site: 'es-gas-fitter',
    location: 'La Calera, Chile',
    items: [
      'Reparación de cañerías',
      'Arreglos de calefont',
      'Gasfitería',
      'Taller',
      'Calefont ionizado y mecánico',
      'Hornos industriales y domiciliarios',
      'Cocinas industriales y domiciliarias',
      'Reparación de freidoras industriales',
      'Reparaciones en gasfitería',
      'Instalaciones sanitarias',
      'Limpieza de tuberías domiciliarias',
      'Salas de bombas',
      'Resparacion en redes de agua potable',
      'Detección de fugas de agua',
    ],
    never: [
      'Servicios',
      '¿Cómo comprar?',
      'sesión',
      'SERVICIOS',
      'Bienvenido a STERAF',
      'Cuidamos tu hogar',
      'Unicos en el sector',
      'STERAF',
      'Mantenciones y mucho mas',
      'Trabajos',
      'Entre otros',
      'Cotizar aqui',
      '¿Necesitas visita a domicilio?',
      'SOBRE NOSOTROS',
      'Quiénes somos...?',
      'Nuestros servicios...?',
      'Metodos de envio...?',
      'CONTACTANOS',
      'CORREO',
    ],
  },
  {
    site: 'fr-landscaper',
    location: 'Pringy, France',
    items: [
      ['Entretien et Abattage', 'Entretien & abattage'],
      ['Aménagement Extérieurs', 'Aménagement Extérieur'],
      'Pépinière',
      'Tonte de pelouse',
      'Taille des arbustes et des haies',
      'Désherbage',
      'Arrosage',
      'Ramassage de feuilles mortes',
      'Entretien des sentiers et des allées',
      'Le dessouchage',
      "L'abattage",
    ],
    never: [
      'À PROPOS',
      'NOS SERVICES',
      'NOS RÉALISATIONS',
      'NOS REALISATIONS',
      'CONTACT',
      'SE CONNECTER',
      'AVOIR UN DEVIS',
      'DÉCOUVRIR',
      'Sublimer votre jardin',
      'VISITER LA PÉPINIÈRE',
      'ILS PARLENT DE NOUS',
      'Adresse complète',
      "Horaires d'ouverture",
      'Nos avantages',
      'Choisissez le meilleur pour la beauté de vos espaces verts',
      'Confiez-nous l’entretien de votre extérieur',
      'Leader en aménagement paysager et entretien de pelouse',
      "Réparez l'aménagement paysager de votre cour arrière",
      "Reconstruisez l'apparence de votre jardin",
      'JARDINIER',
      'Dimi R',
      'Marie Dupont',
      'Envoyer un message',
      'Ou se connecter',
    ],
  },
  {
    site: 'nl-garden-designer',
    location: 'Utrecht, Nederland',
    items: [['Tuinontwerp', 'Ontwerp'], ['Tuinaanleg', 'Aanleg'], ['Tuinonderhoud', 'Onderhoud'], 'Zwemvijvers'],
    never: [
      'Welkom',
      'Diensten',
      'Recensies',
      'Contact',
      'Werkzaamheden',
      'Hendrik Hogendijk Hoveniers',
      'Werkdagen',
      'Contact gegevens',
      'Contactformulier',
      'Mijn contactgegevens',
      'Verstuur',
      'Zaterdag: Op afspraak',
      'Zondag: Gesloten',
    ],
  },
  {
    site: 'pt-barber',
    location: 'Recife, Brasil',
    items: ['Corte de cabelo masculino', 'Corte de barba', 'Design de sobrancelhas'],
    never: [
      'Página inicial',
      'Entre ou Cadastre-se',
      'Agendar Horário',
      'Central Admin',
      'BARBER MANAGER',
      'Bem-vindo à Nossa Barbearia!',
      'Serviços',
      'Nosso Endereço',
      'Contato',
      'Ligue Agora',
    ],
  },
];

/** round 11's sites not read whole yet */
const ROUND11_KNOWN_MISSES = new Set<string>([
  'de-building-cleaner',
  'de-dog-boarding',
  'en-hair-salon',
  'es-gas-fitter',
  'fr-landscaper',
]);

/**
 * round 12's new sites (session 14), each a real example of a reason an earlier round found and left unmended, its facts
 * written before any reader ran on it.
 */
const ROUND12: Case[] = [
  {
    site: 'fr-archiving',
    location: 'Maroc',
    items: [
      'ARCHIVAGE PHYSIQUE ET ÉLECTRONIQUE',
      'DEMATERIALISATION',
      'CONSEIL & INGÉNIERIE',
      'EXTERNALISATION DES PROCESSUS MÉTIERS',
    ],
    never: [
      'Acueil',
      'A propos',
      'Nos Avantage',
      'Nos service',
      'Nos Contact',
      'Contact',
      'KBSCAN',
      'À propos de nous?',
      'QU’EST-CE QUE KABESCAN ?',
      'AVANTAGES',
      'Plus Que la qualité',
      'LES AVANTAGES DE KABESCAN',
      'AVANTAGES D’UNE GESTION ÉLECTRONIQUE DOCUMENTAIRE',
      'Réduire les coûts de traitement.',
      'La sécurité des données grâce à une fonctionnalité de gestion des accès.',
      'SERVICES',
      'Pourquoi Nous?',
      'Nos Avantages',
      'Nos Services',
      '-L’accès rapide et à distance aux documents',
      'Localisation',
    ],
  },
];

/** round 12's sites not read whole yet */
const ROUND12_KNOWN_MISSES = new Set<string>(['fr-archiving']);

/**
 * round 13's new sites (session 15), each read whole and its facts written before any reader ran on it: sites whose
 * offerings research read none or fewer than half of, chosen by a first pass after their facts were written. A site's
 * PHP pages are kept as their server serves them, their includes put in place (Le Baron's and Bij Suus's were tried and
 * dropped, read whole).
 */
const ROUND13: Case[] = [
  {
    site: 'pt-dental-clinic',
    location: 'Brasil',
    items: ['Restauração estética', 'Implantodontia', 'Ortodontia', 'Prevenção', 'Prótese dentária', 'Endodontia'],
    never: [
      'Home',
      'Sobre',
      'Especialidades',
      'Contato',
      'Horário de Atendimento',
      'Selecionar especialidade',
      'Voltar',
      'Sorria,',
      'Nossa equipe,',
      'Conquiste,',
      'Reabilitação oral,',
      'Como saber se preciso de um ortodontista',
      'Dentes salientes',
      'Mordida aberta',
      'Diastema',
      'Dentes tortos e apinhados',
      'Quais as vantagens da prevenção?',
      'Objetivo',
      'Endereço:',
      'Telefone:',
      'Email:',
      'Existem vários tipos de prótese:',
    ],
  },
  {
    site: 'en-pet-store',
    location: 'Mount Pleasant, SC',
    items: [
      'Grooming',
      ['Pet Food', 'Pet Foods'],
      ['Doggy Day Care & Training', 'Training'],
      'Full Spa Treatment',
      'Professional Spa Bath',
      'Prestigious Puppies',
      'Canine Connection',
      'Petite Pals',
      'Canine Connection Too',
      'Rally Obedience',
      'Classy Cats',
      "Rock 'N Recall",
      'Click & Play',
      'Exceptional Dogs with Special Needs',
      'Animal Answers',
    ],
    never: [
      'Home',
      'About Us',
      'Events',
      'Contact Us',
      'Contact',
      'Back to Top',
      'Upcoming Events',
      'Why Not Commercial Pet Food?',
      'Founder',
      'About Animal Antics',
      'Halloween',
      'Our Classes',
      'Class goals are:',
      'Consultation',
      'Complimentary flea and tick inspection',
      'Nail trimming and filing',
      'Luxury brush out',
      'Welcome to Animal Antics',
      'ANIMAL ANTICS CLASS REGISTRATION',
      'Animal antics newsletter',
      'Learn the fundamentals of Clicker Training.',
      'Join Us!',
    ],
  },
  {
    site: 'es-builder-mx',
    location: 'Ciudad de México, México',
    items: [
      'Plomería',
      'Cerrajería',
      ['Electricidad', 'Eléctricidad'],
      'Carpintería',
      'Cancelería',
      'Herrería',
      'Pintura',
      'Albañilería',
      'Muros y Plafones Falsos',
      'Impermeabilización',
      'Ecotecnias',
      'Remodelación',
      'Ampliación',
      'Diseño',
    ],
    never: [
      'Soluciones integrales',
      'Nosotros',
      'Proyectos Destacados',
      'Conacto',
      'Ingresar',
      '¡Lo hacemos posible!',
      'COTIZA',
      'Datos de contacto',
      'Seleciona Servicio:',
    ],
  },
  {
    site: 'ja-seitai-osaka',
    location: '大阪府',
    items: [['腹相', '手技道[腹相]'], '全身施術', 'オープン記念コース'],
    never: [
      'ホーム',
      '初めての方へ',
      '料金表',
      '読み物',
      '施術内容・料金',
      '初めて方へ',
      '施術までの流れ',
      'ステップ１ 問診（ヒアリング）',
      '注意事項',
      '・鼻炎、アレルギー',
      '鼻炎、アレルギー',
      '・肩こり、腰痛',
      '肩こり、腰痛',
      '手技処 気楽庵',
      'オープン記念コースはこちら！',
    ],
  },
];

/** round 13's sites not read whole yet */
const ROUND13_KNOWN_MISSES = new Set<string>(['en-pet-store', 'es-builder-mx', 'ja-seitai-osaka', 'pt-dental-clinic']);

/**
 * held-out sites of earlier rounds, which served as a measure and are tuning cases since (rounds 5 and 6's from round 7
 * on, round 7's, its later one included, from round 8 on, rounds 8 and 9's from round 10 on, rounds 10, 11 and 12's from
 * round 13 on): what they miss is printed
 */
const PROMOTED = new Set<string>([
  ...[...CASES, ...ROUND6].filter((c) => !c.round && halfOf(c.site) === 'test').map((c) => c.site),
  ...ROUND7.filter((c) => halfOf(c.site) === 'test').map((c) => c.site),
  ...[...ROUND8, ...ROUND9].filter((c) => halfOf(c.site) === 'test').map((c) => c.site),
  ...[...ROUND10, ...ROUND11, ...ROUND12].filter((c) => halfOf(c.site) === 'test').map((c) => c.site),
]);

/** held-out sites added after their round's techniques (`round: 'later'`): read by them first, counted apart */
const LATER = new Set<string>(
  [...CASES, ...ROUND6, ...ROUND7, ...ROUND8, ...ROUND9, ...ROUND10, ...ROUND11, ...ROUND12, ...ROUND13]
    .filter((c) => c.round === 'later' && halfOf(c.site) === 'test' && !PROMOTED.has(c.site))
    .map((c) => c.site),
);

/** round 7's sites not read whole yet */
const ROUND7_KNOWN_MISSES = new Set<string>(['de-roofer', 'es-academy', 'it-hvac', 'ja-dentist']);

const DIR = join(__dirname, 'fixtures', 'services-sites-zoo');

/**
 * the site's pages by path: each file under its path in the site's folder, an .html page also without the extension, an
 * index page also at its folder's path, with and without the closing slash
 */
function pagesOf(site: string, dir = ''): Record<string, [string, string]> {
  const pages: Record<string, [string, string]> = {};
  for (const entry of readdirSync(join(DIR, site, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      Object.assign(pages, pagesOf(site, path));
      continue;
    }
    const page: [string, string] = ['text/html; charset=utf-8', readFileSync(join(DIR, site, path), 'utf8')];
    pages[path] = page;
    if (path.endsWith('.html')) pages[path.slice(0, -'.html'.length)] = page;
    if (/^index\.(html|php)$/.test(entry.name)) {
      pages[`${dir}/`] = page;
      // a server answers the folder's path without its closing slash too (its redirect to the slash)
      if (dir) pages[dir] = page;
    }
  }
  return pages;
}

/** every file of a site's folder, its subfolders' included */
const filesOf = (site: string): string[] =>
  readdirSync(join(DIR, site), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));

/** an offering's name as compared: normalised, without a closing colon, dot or arrow */
const named = (s: string) => normText(s).replace(/[\s:.→]+$/u, '');

interface Tally {
  found: number;
  expected: number;
  wrong: number;
  /** research read no offering at all from the site */
  none: boolean;
  misses: string[];
}

/** what research read of the site's offerings against the owner's list */
function tally(c: Case, site: ScrapedSite | null): Tally {
  const names = (site?.services ?? []).map((s) => named(s.name));
  const missing = c.items.filter((item) => {
    const writings = (Array.isArray(item) ? item : [item]).map(named);
    return !names.some((n) => writings.some((w) => n.includes(w)));
  });
  const wrong = c.never.filter((t) => names.includes(named(t)));
  const misses = [
    ...(site ? [] : ['no site read']),
    ...missing.map((m) => `missing ${Array.isArray(m) ? m[0] : m}`),
    ...wrong.map((t) => `read as an offering: ${t}`),
  ];
  return {
    found: c.items.length - missing.length,
    expected: c.items.length,
    wrong: wrong.length,
    none: !names.length,
    misses,
  };
}

async function read(c: Case): Promise<ScrapedSite | null> {
  const site = await startFakeWebsite(pagesOf(c.site));
  try {
    return await scrapeWebsite(`${site.base}${c.home ?? '/'}`, { allowLoopback: true, location: c.location });
  } finally {
    await site.close();
  }
}

/**
 * One round of the zoo: each site read through the crawl, sites not read whole yet (`knownMisses`) as `it.failing`, so
 * reading one makes the run say so and the list only shrinks; the figures of each half printed at the end, and what a
 * tuning site misses.
 */
function zooRound(title: string, label: string, cases: Case[], knownMisses: Set<string>) {
  const results = new Map<string, Tally>();
  describe(title, () => {
    it('holds real pages, each naming its source', () => {
      for (const c of cases)
        for (const file of filesOf(c.site))
          expect(readFileSync(file, 'utf8')).toMatch(/^<!-- source: github\.com\/\S+ \S+ @ [0-9a-f]{40} /);
    });

    const run = async (c: Case) => {
      const t = tally(c, await read(c));
      results.set(c.site, t);
      expect(t.misses).toEqual([]);
    };
    const known = cases.filter((c) => knownMisses.has(c.site)).map((c) => [c.site, c] as const);
    const reads = cases.filter((c) => !knownMisses.has(c.site)).map((c) => [c.site, c] as const);
    if (reads.length) it.each(reads)('%s', (_site, c) => run(c), 30_000);
    if (known.length) it.failing.each(known)('%s (a known miss)', (_site, c) => run(c), 30_000);

    afterAll(() => {
      const groups = [
        ['tuning', (site: string) => halfOf(site) === 'dev'],
        ['held-out', (site: string) => halfOf(site) === 'test' && !PROMOTED.has(site) && !LATER.has(site)],
        ['later held-out', (site: string) => halfOf(site) === 'test' && LATER.has(site)],
        ['promoted', (site: string) => PROMOTED.has(site)],
      ] as const;
      for (const [name, holds] of groups) {
        const tallies = cases.filter((c) => holds(c.site) && results.has(c.site)).map((c) => results.get(c.site)!);
        if (!tallies.length) continue;
        const sum = (k: 'found' | 'expected' | 'wrong') => tallies.reduce((n, t) => n + t[k], 0);
        console.log(
          `${label} ${name} half: ` +
            `${tallies.filter((t) => !t.misses.length).length}/${tallies.length} sites whole, ` +
            `${sum('found')}/${sum('expected')} offerings, ${sum('wrong')} wrong, ` +
            `${tallies.filter((t) => t.none).length} sites with no offering read`,
        );
      }
      // (what a held-out case misses is not printed, so nobody tunes to it)
      for (const [site, t] of results)
        if (t.misses.length && (halfOf(site) === 'dev' || PROMOTED.has(site)))
          console.log(`${label} miss ${site}: ${t.misses.join('; ')}`);
    });
  });
}

zooRound(
  'the services zoo, round 5: the offerings of whole small sites, read through the crawl',
  'services sites zoo',
  CASES,
  KNOWN_MISSES,
);

zooRound(
  'the services zoo, round 6: sites whose offerings research read none of, in eight languages',
  'services sites zoo round 6',
  ROUND6,
  ROUND6_KNOWN_MISSES,
);

zooRound(
  'the services zoo, round 7: nine more sites in seven languages, and the held-out sites of rounds 5 and 6',
  'services sites zoo round 7',
  ROUND7,
  ROUND7_KNOWN_MISSES,
);

zooRound(
  'the services zoo, round 8: ten more sites in eight languages, and the held-out sites of round 7',
  'services sites zoo round 8',
  ROUND8,
  ROUND8_KNOWN_MISSES,
);

zooRound(
  'the services zoo, round 9: six sites whose offerings each have a page of their own, in six languages',
  'services sites zoo round 9',
  ROUND9,
  ROUND9_KNOWN_MISSES,
);

zooRound(
  'the services zoo, round 10: sites whose offerings research read none of, in eight languages and ten trades',
  'services sites zoo round 10',
  ROUND10,
  ROUND10_KNOWN_MISSES,
);

zooRound(
  'the services zoo, round 11: one-page sites and offerings written as lines, in six languages',
  'services sites zoo round 11',
  ROUND11,
  ROUND11_KNOWN_MISSES,
);

zooRound(
  'the services zoo, round 12: real examples of reasons earlier rounds left unmended',
  'services sites zoo round 12',
  ROUND12,
  ROUND12_KNOWN_MISSES,
);

zooRound(
  'the services zoo, round 13: sites whose offerings research read none or few of, and rounds 10 to 12 promoted',
  'services sites zoo round 13',
  ROUND13,
  ROUND13_KNOWN_MISSES,
);
