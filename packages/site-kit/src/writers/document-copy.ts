// All the words a generated document needs, as one flat object. The deterministic writer fills it from
// the phrasebook; the LLM writer replaces fields with model copy. Facts (names, phone, hours, prices)
// never pass through here: they go into the document straight from research.
import { answerFor } from './faq-answers';
import {
  aboutParagraphs,
  closingOf,
  summaryOf,
  contactIntro,
  ctaCopy,
  features,
  heroEyebrow,
  heroHeading,
  heroLead,
  sectionEyebrows,
  type CtaCopy,
  type Feature,
} from './copy';
import { businessNoun, type Facts } from './facts';
import { CATALOG_PAGES } from './catalog';
import { bare, clip, listJoin, paragraphsOf } from './text';

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
  seo: Record<'home' | 'services' | 'about' | 'contact' | 'menu' | 'faq' | 'reviews' | 'gallery', SeoCopy>;
}

const titleWith = (page: string, name: string) => clip(`${page} | ${name}`, 70);

export function deterministicCopy(f: Facts): DocumentCopy {
  const where = f.locality ? ` in ${f.locality}` : '';
  const lead = heroLead(f);
  const serviceNames = f.services.map((s) => bare(s.name));
  const about = aboutParagraphs(f, (t) => paragraphsOf(t, 3));
  const label = sectionEyebrows(f);
  const noun = businessNoun(f);
  const catalog = CATALOG_PAGES[f.catalogKind ?? 'price-list'];
  const headings = [...new Set(f.services.flatMap((s) => (s.category ? [bare(s.category)] : [])))];
  const homeTitle = noun ? `${f.name} | ${noun.replace(/^./, (c) => c.toUpperCase())}${where}` : `${f.name}${where}`;
  return {
    heroEyebrow: heroEyebrow(f),
    heroHeading: heroHeading(f),
    heroLead: lead,
    servicesHeading:
      f.category === 'restaurant'
        ? 'What we offer'
        : f.category === 'retail'
          ? 'What you will find here'
          : 'Our services',
    // With nothing researched to list, the page points to asking rather than to a list that is not there.
    servicesIntro: clip(
      f.services.length
        ? `Here is what ${f.name} can help you with${where}. If you do not see what you need, just ask.`
        : `Tell us what you need and we will let you know how ${f.name} can help.`,
      300,
    ),
    serviceDescriptions: Object.fromEntries(
      f.services.flatMap((s) => (s.description ? [[s.name, s.description]] : [])),
    ),
    featuresHeading: label.whyHeading,
    features: features(f),
    aboutHeading: f.category === 'restaurant' || f.category === 'retail' ? `The story of ${f.name}` : `About ${f.name}`,
    aboutParagraphs: about,
    // The home page lists the services just above: its about teaser says who the business is, not the list again.
    aboutTeaser: clip(f.description ? summaryOf(f) : `${summaryOf(f)} ${closingOf(f)}`, 320),
    aboutIntro: f.description ? summaryOf(f) : `Get to know ${f.name}.`,
    faqAnswers: Object.fromEntries(
      f.faqs.flatMap((q) => {
        const answer = q.answer ? undefined : answerFor(q.question, f);
        return answer ? [[q.question, answer]] : [];
      }),
    ),
    cta: ctaCopy(f),
    contactIntro: contactIntro(f),
    seo: {
      home: { title: clip(homeTitle, 70), description: clip(lead, 160) },
      services: {
        title: titleWith('Services', f.name),
        description: clip(
          serviceNames.length
            ? `${f.name}${where}: ${listJoin(serviceNames.slice(0, 5))}.`
            : `Services from ${f.name}${where}.`,
          160,
        ),
      },
      about: { title: titleWith('About', f.name), description: clip(about[0] ?? lead, 160) },
      contact: {
        title: titleWith('Contact', f.name),
        description: clip(
          `Contact ${f.name}${f.phone ? ` on ${f.phone}` : ''}${f.address ? `, ${f.address.formatted}` : ''}. Send a message and we will get back to you.`,
          160,
        ),
      },
      menu: {
        title: titleWith(catalog.navLabel, f.name),
        description: clip(
          `${catalog.navLabel} at ${f.name}${where}${headings.length ? `: ${listJoin(headings.slice(0, 5))}` : ''}.`,
          160,
        ),
      },
      gallery: { title: titleWith('Gallery', f.name), description: clip(`Photos from ${f.name}${where}.`, 160) },
      faq: { title: titleWith('FAQ', f.name), description: clip(`Answers to common questions about ${f.name}.`, 160) },
      reviews: { title: titleWith('Reviews', f.name), description: clip(`What customers say about ${f.name}.`, 160) },
    },
  };
}
