// All the words a generated document needs, as one flat object. The deterministic writer fills it from
// the phrasebook; the LLM writer replaces fields with model copy. Facts (names, phone, hours, prices)
// never pass through here: they go into the document straight from research.
import { answerFor } from './faq-answers';
import {
  aboutParagraphs,
  summaryOf,
  contactIntro,
  ctaCopy,
  features,
  heroEyebrow,
  heroHeading,
  heroLead,
  tradeWords,
  type CtaCopy,
  type Feature,
} from './copy';
import type { Facts } from './facts';
import { CATALOG_PAGES } from './catalog';
import { catalogOf, languageOfTag } from '../i18n';
import { bare, clip, paragraphsOf } from './text';

export interface SeoCopy {
  title: string;
  description: string;
}

export interface DocumentCopy {
  tagline?: string;
  heroEyebrow: string;
  heroHeading: string;
  heroLead: string;
  servicesHeading: string;
  servicesIntro: string;
  /** By service name: the source's own words (an item the source does not describe gets none). */
  serviceDescriptions: Record<string, string>;
  featuresHeading: string;
  features: Feature[];
  aboutHeading: string;
  aboutParagraphs: string[];
  /** A short version for the home page (never the description again: the hero already leads with it). */
  aboutTeaser: string;
  /** The about page's hero line (never a sentence its story repeats). */
  aboutIntro: string;
  /** By question, for questions research left unanswered. */
  faqAnswers: Record<string, string>;
  cta: CtaCopy;
  contactIntro: string;
  seo: Record<SeoPage, SeoCopy>;
}

export type SeoPage =
  | 'home'
  | 'services'
  | 'about'
  | 'contact'
  | 'menu'
  | 'faq'
  | 'reviews'
  | 'gallery'
  | 'locations'
  | 'reservations'
  | 'team';

const TITLE_MAX = 70;
/** The longest title that fits: the page, the name, what the business is and where; then without the what. */
const fitTitle = (full: string, short: string) => clip(full.length <= TITLE_MAX ? full : short, TITLE_MAX);

/** Restaurants and hotels take reservations; other trades take bookings. */
export const bookingKind = (f: Facts): 'reservations' | 'booking' =>
  f.channels.some((c) => c.kind === 'reservations') || f.category === 'restaurant' ? 'reservations' : 'booking';

const branchNames = (f: Facts) =>
  f.locations
    .map((l) => l.name ?? l.address ?? '')
    .filter(Boolean)
    .slice(0, 6);
const teamNames = (f: Facts) =>
  f.input.showcase.team.map((m) => (m.role ? `${m.name} (${m.role})` : m.name)).slice(0, 6);

export function deterministicCopy(f: Facts): DocumentCopy {
  const { writer: w, doc: d } = catalogOf(f.language);
  const english = languageOfTag(f.language) === 'en';
  const where = w.inPlace(f.locality);
  const lead = heroLead(f);
  const serviceNames = f.services.map((s) => bare(s.name));
  const about = aboutParagraphs(f, (t) => paragraphsOf(t, 3));
  const noun = tradeWords(f)?.noun;
  const catalog = CATALOG_PAGES[f.catalogKind ?? 'price-list'];
  const headings = [...new Set(f.services.flatMap((s) => (s.category ? [bare(s.category)] : [])))];
  const homeTitle = noun ? `${f.name} | ${noun.replace(/^./, (c) => c.toUpperCase())}${where}` : `${f.name}${where}`;
  const titleWith = (page: string) => fitTitle(d.pageTitle(page, f.name, noun, f.locality), `${page} | ${f.name}`);
  const booking = bookingKind(f);
  return {
    heroEyebrow: heroEyebrow(f),
    heroHeading: heroHeading(f),
    heroLead: lead,
    servicesHeading: w.servicesHeading[f.category],
    // With nothing researched to list, the page points to asking rather than to a list that is not there.
    servicesIntro: clip(w.servicesIntro(f.name, where, f.services.length > 0), 300),
    serviceDescriptions: Object.fromEntries(
      f.services.flatMap((s) => (s.description ? [[s.name, s.description]] : [])),
    ),
    featuresHeading: w.whyUs(f.name),
    features: features(f),
    aboutHeading: w.aboutHeading(f.name, f.category === 'restaurant' || f.category === 'retail'),
    aboutParagraphs: about,
    // The home page lists the services just above: its about teaser says who the business is, not the list again.
    aboutTeaser: clip(summaryOf(f), 320),
    aboutIntro: f.description ? summaryOf(f) : w.aboutIntro(f.name),
    faqAnswers: Object.fromEntries(
      f.faqs.flatMap((q) => {
        // The answer rules read and write English: another language's site leaves an unanswered question out.
        const answer = q.answer || !english ? undefined : answerFor(q.question, f);
        return answer ? [[q.question, answer]] : [];
      }),
    ),
    cta: ctaCopy(f),
    contactIntro: contactIntro(f),
    seo: {
      home: { title: clip(homeTitle, 70), description: clip(lead, 160) },
      services: {
        title: titleWith(d.pages.services),
        description: clip(
          w.seo.services(f.name, where, serviceNames.length ? w.list(serviceNames.slice(0, 5)) : undefined),
          160,
        ),
      },
      about: { title: titleWith(d.pages.about), description: clip(about[0] ?? lead, 160) },
      contact: {
        title: titleWith(d.pages.contact),
        description: clip(w.seo.contact(f.name, f.phone, f.address?.formatted), 160),
      },
      // TODO(i18n): the catalog page's label (menu, prices, products) still comes from English CATALOG_PAGES.
      menu: english
        ? {
            title: titleWith(catalog.navLabel),
            description: clip(
              `${catalog.navLabel} at ${f.name}${where}${headings.length ? `: ${w.list(headings.slice(0, 5))}` : ''}.`,
              160,
            ),
          }
        : { title: titleWith(d.pages.menu), description: clip(w.seo.menu(f.name, where), 160) },
      faq: { title: titleWith(d.pages.faq), description: clip(w.seo.faq(f.name), 160) },
      reviews: { title: titleWith(d.pages.reviews), description: clip(w.seo.reviews(f.name), 160) },
      gallery: { title: titleWith(d.gallery), description: clip(d.aLookAt(f.name), 160) },
      locations: {
        title: titleWith(d.pages.locations),
        description: clip(`${d.locationsOf(f.name)}: ${w.list(branchNames(f))}`, 160),
      },
      reservations: {
        title: titleWith(d.pages[booking]),
        description: clip(`${d.catalogAt(d.pages[booking], f.name)}${where}.`, 160),
      },
      team: {
        title: titleWith(d.pages.team),
        description: clip(`${d.meetTheTeam}: ${w.list(teamNames(f))}`, 160),
      },
    },
  };
}
