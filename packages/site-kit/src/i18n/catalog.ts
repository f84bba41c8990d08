// The words of one language: every interface string a generated site carries and the deterministic writer's
// own phrases. One catalog per language, all with the same keys (the type enforces it; test/i18n.test.ts too).
import type { BusinessCategory } from '../document/business-types';
import type { FamilyId } from '../trades';
import type { Voice } from '../writers/facts';
import type { FamilyPhrases } from '../writers/phrases';
import type { SectionEyebrows } from '../writers/copy';

export type PageKind =
  | 'home'
  | 'services'
  | 'menu'
  | 'about'
  | 'reviews'
  | 'faq'
  | 'contact'
  | 'locations'
  | 'reservations'
  | 'booking'
  | 'team';

/** A trade's words in a language: its noun with grammatical gender (articles agree with it) and its craft. */
export interface TradeWords {
  /** "Bäckerei", "boulangerie", "パン屋". */
  noun: string;
  /** m, f, n (German, Dutch common "c" as m); none in Japanese. */
  gender?: 'm' | 'f' | 'n';
  /** Other words a business's name uses for the trade ("Fleischerei" beside "Metzgerei"): read, never written. */
  also?: readonly string[];
}

/** A trade's words of one gender: `m('boucherie', 'boucher')` is the noun the writer uses and the names it reads. */
export const tradeNoun =
  (gender?: TradeWords['gender']) =>
  (noun: string, ...also: string[]): TradeWords => ({
    noun,
    ...(gender ? { gender } : {}),
    ...(also.length ? { also } : {}),
  });

/** Strings the renderer writes around the document's own words (navigation, forms, footer, aria). */
export interface InterfaceWords {
  skipToContent: string;
  menu: string;
  mainNav: string;
  mainMenu: string;
  /** The label of the language switch of a site in more than one language. */
  languages: string;
  footerNav: string;
  pagesTitle: string;
  contactTitle: string;
  hoursTitle: string;
  /** The label of the price range a source gave ("$$"), beside the contact details. */
  priceRange: string;
  openingHours: string;
  phone: string;
  email: string;
  address: string;
  getDirections: string;
  opensInNewTab: string;
  serviceArea: string;
  /** After an optional field's label, with the spacing the language puts before it: " (optional)", "（任意）". */
  optional: string;
  yourName: string;
  yourMessage: string;
  leaveEmpty: string;
  contactDetails: string;
  rights: (name: string) => string;
  socialList: (name: string) => string;
  /** Hidden text before a network's name: "{name} on " + "Facebook". */
  socialOn: (name: string) => string;
  rated: (stars: number) => string;
  review: (network: string) => string;
  before: string;
  after: string;
  withInstructor: (name: string) => string;
  closed: string;
  open24: string;
  sendMessage: string;
  thankYou: string;
}

/** The channels a button can open with a label of its own (a phone or an email has its own link). */
export type LabelledChannel = 'whatsapp' | 'booking' | 'ordering' | 'reservations' | 'messenger';

/** Words the document builder puts on pages: links, headings, alt text. */
export interface DocumentWords {
  pages: Record<PageKind, string>;
  /** An inner page's title, its own subject first: "Menu | Casa Lupita, restaurant in Austin". */
  pageTitle: (page: string, name: string, noun: string | undefined, locality: string | undefined) => string;
  /** The Locations page's heading: "Casa Lupita locations". */
  locationsOf: (name: string) => string;
  call: (phone: string) => string;
  getInTouch: string;
  sendAMessage: string;
  ourServices: string;
  seeAllServices: string;
  seeAllPrices: string;
  prices: string;
  alsoOnOffer: string;
  /** "From the menu": a preview of the catalog page named `label`. */
  fromThe: (label: string) => string;
  /** The catalog page's heading: "Menu at Casa Lupita". */
  catalogAt: (label: string, name: string) => string;
  /** A menu, price list or product range: its navigation label, heading and the link to it. */
  catalogPages: Record<'menu' | 'price-list' | 'products', { navLabel: string; heading: string; more: string }>;
  moreAboutUs: string;
  kindWords: string;
  readAllReviews: string;
  faqHeading: string;
  openingHours: string;
  /** The services page's list of every offering: "Everything Casa Lupita offers". */
  everythingWeOffer: (name: string) => string;
  areasWeServe: string;
  serves: (name: string, areas: string) => string;
  whoWeAre: string;
  credentials: string;
  licenses: string;
  gallery: string;
  aLookAt: (name: string) => string;
  photoFrom: (name: string) => string;
  logo: (name: string) => string;
  contactName: (name: string) => string;
  sendUsMessage: string;
  findUs: string;
  reviews: string;
  whatPeopleSay: (name: string) => string;
  answersAbout: (name: string) => string;
  questionsAndAnswers: string;
  ourTeam: string;
  meetTheTeam: string;
  classes: string;
  weeklyTimetable: string;
  ourWork: string;
  beforeAndAfter: string;
  classesAt: (name: string) => string;
  beforeAlt: (what: string) => string;
  afterAlt: (what: string) => string;
  theJob: string;
  /** The heading of a note an owner adds to a page. */
  goodToKnow: string;
  /** A button to the business's own channel when the source gave it no label: "Book online", "Online buchen". */
  channels: Record<LabelledChannel, string>;
}

/** How to reach the business, for the sentences that say so. */
export interface Reach {
  name: string;
  /** As the site shows it. */
  phone?: string;
}

/** The deterministic writer's phrases and sentence builders; facts are passed in, never invented. */
export interface WriterWords {
  /** " in Berlin", " à Lyon", "" without a place. */
  inPlace: (locality: string | undefined) => string;
  /** "a, b and c". */
  list: (items: string[]) => string;
  andMore: string;
  /** A business of a known trade: "Bäckerei Friedrich ist eine Bäckerei in Berlin." */
  isA: (name: string, trade: TradeWords | undefined, locality: string | undefined) => string;
  defaultHero: (name: string, locality: string | undefined, voice: Voice) => string;
  summary: (p: { name: string; trade?: TradeWords; locality?: string; since?: string; areas: string[] }) => string;
  weOffer: (services: string) => string;
  /** Family phrases; families without their own use `default`. `{place}` is inPlace. */
  phrases: { default: FamilyPhrases } & Partial<Record<FamilyId, Partial<FamilyPhrases>>>;
  /** Trade words by taxonomy id, for the trades this language names. */
  trades: Record<string, TradeWords>;
  eyebrows: Record<BusinessCategory, SectionEyebrows>;
  /** The line a service added by a revision without a description gets (`{item}` its name): an invitation, no claim. */
  addedServiceLine: string;
  /** A reason to choose the business from its place, naming it: "Crumb Bakery is based in Boise…". */
  local: (locality: string, name: string) => { title: string; text: string };
  defaultCta: FamilyPhrases['cta'];
  /** The contact page's line above its form, from the business's facts: its name, and its phone when it has one. */
  contactIntro: (r: Reach) => string;
  /** The closing call to action's line, from the same facts. */
  ctaText: (r: Reach) => string;
  servicesHeading: Record<BusinessCategory, string>;
  servicesIntro: (name: string, place: string, any: boolean) => string;
  aboutHeading: (name: string, story: boolean) => string;
  /** The heading over the reasons to choose the business: "Why Casa Lupita". */
  whyUs: (name: string) => string;
  aboutIntro: (name: string) => string;
  seo: {
    services: (name: string, place: string, list: string | undefined) => string;
    contact: (name: string, phone: string | undefined, address: string | undefined) => string;
    menu: (name: string, place: string) => string;
    faq: (name: string) => string;
    reviews: (name: string) => string;
  };
}

export interface Catalog {
  ui: InterfaceWords;
  doc: DocumentWords;
  writer: WriterWords;
  /** Hours: the separator between two times, what follows the times ("Uhr"), and whether hours take two digits. */
  time: { range: string; suffix: string; hour: '2-digit' | 'numeric' };
}
