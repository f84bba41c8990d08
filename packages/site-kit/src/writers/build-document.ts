// Assembles a SiteDocument from facts and copy: which pages exist, which sections each page has, which
// photo goes where. Extra pages appear only when the content warrants them (a menu, many FAQs or reviews).
import type { ImageRef, Link } from '../document/primitives';
import type { PageInput, SiteDocument, SiteDocumentInput } from '../document/schema';
import type { SectionInput } from '../document/sections';
import { parseSiteDocument } from '../document/validate';
import { categoryIcon, featureIconFor, iconFor } from '../icon-match';
import type { DocumentCopy } from './document-copy';
import { sectionEyebrows } from './copy';
import type { Facts, Photo } from './facts';
import { clip, sentenceClip } from './text';
import { legalNoticeLines } from './legal-notice';
import { SHOWCASE_PHOTO_TAGS, showcaseSections } from '../research/showcase';
import { catalogOf } from '../i18n';
import { CATALOG_PAGES, catalogGroups, isCatalog, sharedHeading, type CatalogGroup, type CatalogKind } from './catalog';
import { channelLabel } from './phrases';
import { bookingAction, branchesOf, hasTeamPage, locationsSection } from './business-pages';
import { bookingKind } from './document-copy';
import { markQuotedText } from './quoted';

const OWN_PAGE_MIN = 6;
/** A services section holds at most this many cards (the document schema's bound). */
const SERVICE_CARDS_MAX = 40;
const HOME_SERVICES = 6;
const HOME_REVIEWS = 3;
const GALLERY_MIN = 3;
const GALLERY_PAGE_MIN = 6;

const pageLink = (label: string, page: string): Link => ({ label, target: { kind: 'page', page } });

function imageRef(p: Photo, alt: string): ImageRef & { id: string } {
  return { id: p.id, src: p.src, alt: p.alt ?? alt, width: p.width, height: p.height };
}

/** Home highlights: the content plan's picks first (matched by name), then research order. */
function highlighted(f: Facts) {
  const wanted = f.highlights.map((h) => h.toLowerCase());
  const picked = f.services.filter((s) => wanted.includes(s.name.toLowerCase()));
  return [...picked, ...f.services.filter((s) => !picked.includes(s))].slice(0, HOME_SERVICES);
}

/** The channel the source made its main call to action, when it is a link a button can open. */
const mainChannel = (f: Facts) =>
  f.channels.find((c) => c.primary && channelLabel(c.kind, f.language) && /^https:\/\/[^\s"'<>]+$/.test(c.url));

export interface BuildMeta {
  writer: 'deterministic' | 'llm';
  model?: string;
}

export function buildDocument(f: Facts, copy: DocumentCopy, meta: BuildMeta): SiteDocument {
  const eyebrow = sectionEyebrows(f);
  const t = catalogOf(f.language).doc;
  // a price as the business wrote it ("€ 4.95" on a Dutch shop stays so): its currency and separators are its own
  const price = (p: string, max: number) => clip(p.trim(), max);
  // A catalog page's slug is the same in every language; its words are the site's.
  const catalogWords = (kind: CatalogKind) => ({ ...CATALOG_PAGES[kind], ...t.catalogPages[kind] });
  // Team and before/after pictures appear only in their own sections.
  const photos = f.photos.filter(
    (p) => !p.isLogo && !p.tags?.some((t) => (SHOWCASE_PHOTO_TAGS as readonly string[]).includes(t)),
  );
  const showcase = showcaseSections(f.input.showcase, f.photos, f.name, t);
  const logo = f.photos.find((p) => p.isLogo);
  const [heroPhoto, storyPhoto, ...rest] = photos;
  const place = catalogOf(f.language).writer.inPlace(f.locality);

  // A menu, price list or product range keeps its headings and prices; on its own page where the trade has one.
  const catalogItems = f.services.filter((s) => s.price || s.category);
  const groups: CatalogGroup[] = isCatalog(catalogItems)
    ? catalogGroups(catalogItems, catalogWords(f.catalogKind ?? 'price-list').navLabel)
    : [];
  const catalogPage = groups.length && f.catalogKind ? catalogWords(f.catalogKind) : undefined;
  const listed = groups.flatMap((g) => g.items);
  const offerings = groups.length ? f.services.filter((s) => !listed.includes(s)) : f.services;
  // Offerings the source lists under one heading of its own ("Unsere Weine") are shown under it, not the writer's.
  const ownHeading = sharedHeading(offerings);
  const catalogSection = (id: string, heading: string, list: CatalogGroup[], more?: Link): SectionInput => ({
    id,
    type: 'menu',
    heading,
    catalog: f.catalogKind ?? 'price-list',
    groups: list.map((g) => ({
      name: clip(g.name, 80),
      items: g.items.map((s) => ({
        name: clip(s.name, 100),
        description: sentenceClip(s.description, 400),
        price: s.price ? price(s.price, 40) : undefined,
      })),
    })),
    link: more,
  });
  /** The first items of the catalog, in its order, for a preview on the home page. */
  const firstItems = (n: number): CatalogGroup[] => {
    const out: CatalogGroup[] = [];
    for (const g of groups) {
      const left = n - out.reduce((k, x) => k + x.items.length, 0);
      if (left > 0) out.push({ name: g.name, items: g.items.slice(0, left) });
    }
    return out;
  };
  const faqPage = f.faqs.length >= OWN_PAGE_MIN;
  const reviewsPage = f.testimonials.length >= OWN_PAGE_MIN;

  const serviceItems = (list: Facts['services']) =>
    list.map((s) => ({
      name: clip(s.name, 100),
      description: sentenceClip(copy.serviceDescriptions[s.name] ?? s.description, 600),
      price: s.price ? price(s.price, 60) : undefined,
      icon: iconFor(`${s.name} ${s.description ?? ''}`, f.category),
    }));
  const faqItems = f.faqs
    .map((q) => ({
      question: clip(q.question, 300),
      answer: clip(q.answer ?? copy.faqAnswers[q.question] ?? '', 1500),
    }))
    .filter((q) => q.answer);
  const testimonials = (n: number) =>
    f.testimonials.slice(0, n).map((t) => ({
      quote: clip(t.quote, 1000),
      author: t.author && clip(t.author, 80),
      source: t.source && clip(t.source, 80),
      rating: t.rating,
      lang: t.lang,
    }));
  const pageHero = (id: string, eyebrowText: string, heading: string, sub?: string): SectionInput => ({
    id,
    type: 'hero',
    layout: 'page',
    eyebrow: eyebrowText,
    heading: clip(heading, 120),
    subheading: sub && clip(sub, 400),
  });

  // The Services page exists when it has offerings of its own to show: a price list, the offerings, a timetable or
  // before/after pictures. A menu's preview is not one (the menu page and the home page show it).
  const offered: SectionInput[] = [];
  if (groups.length && !catalogPage) offered.push(catalogSection('price-list', t.prices, groups));
  if (offerings.length)
    offered.push({
      id: 'services-list',
      type: 'services',
      heading: ownHeading ?? (groups.length ? t.alsoOnOffer : t.everythingWeOffer(f.name)),
      items: serviceItems(offerings.slice(0, SERVICE_CARDS_MAX)),
    });
  if (showcase.timetable) offered.push(showcase.timetable);
  if (showcase.beforeAfter) offered.push(showcase.beforeAfter);
  const servicesPage = offered.length > 0;
  // Without one, the questions and the areas served go where the visitor still finds them.
  const faqSection: SectionInput[] =
    faqItems.length && !faqPage
      ? [{ id: 'faq', type: 'faq', eyebrow: eyebrow.faq, heading: t.faqHeading, items: faqItems }]
      : [];
  const areas: SectionInput[] = f.areas.length
    ? [
        {
          id: 'areas',
          type: 'text',
          heading: t.areasWeServe,
          paragraphs: [clip(t.serves(f.name, catalogOf(f.language).writer.list(f.areas.slice(0, 20))), 1000)],
        },
      ]
    : [];

  // The business's own main call to action (WhatsApp booking, online reservations) leads, then its phone.
  const channel = mainChannel(f);
  const callCta: Link | undefined = f.phone ? { label: clip(t.call(f.phone), 60), target: { kind: 'tel' } } : undefined;
  const contactCta: Link = channel
    ? {
        label: clip(channel.label ?? channelLabel(channel.kind, f.language)!, 60),
        target: { kind: 'external', url: channel.url },
      }
    : (callCta ?? pageLink(t.getInTouch, 'contact'));
  const secondaryCta: Link = channel
    ? (callCta ?? pageLink(t.sendAMessage, 'contact'))
    : f.phone
      ? pageLink(t.sendAMessage, 'contact')
      : catalogPage
        ? pageLink(catalogPage.more, catalogPage.slug)
        : servicesPage
          ? pageLink(t.ourServices, 'services')
          : pageLink(t.moreAboutUs, 'about');
  const cta = (id: string): SectionInput => ({
    id,
    type: 'cta',
    heading: copy.cta.heading,
    text: copy.cta.text,
    primary: contactCta,
    secondary: secondaryCta,
  });

  const home: SectionInput[] = [
    {
      id: 'hero',
      type: 'hero',
      eyebrow: copy.heroEyebrow,
      heading: copy.heroHeading,
      subheading: copy.heroLead,
      image: heroPhoto && imageRef(heroPhoto, `${f.name}${place}`),
      icon: categoryIcon(f.category),
      primaryCta: contactCta,
      secondaryCta,
    },
  ];
  const homeServices = groups.length ? [] : highlighted(f);
  if (groups.length) {
    const more = catalogPage ? pageLink(catalogPage.more, catalogPage.slug) : pageLink(t.seeAllPrices, 'services');
    home.push(catalogSection('services', copy.servicesHeading, firstItems(HOME_SERVICES), more));
  }
  if (homeServices.length) {
    const allLink = pageLink(t.seeAllServices, 'services');
    home.push({
      id: 'services',
      type: 'services',
      eyebrow: eyebrow.services,
      heading: ownHeading ?? copy.servicesHeading,
      items: serviceItems(homeServices.slice(0, HOME_SERVICES)),
      link: allLink,
    });
  }
  const featureItems = copy.features.slice(0, 4).map((x) => ({ ...x, icon: featureIconFor(`${x.title} ${x.text}`) }));
  const whyUs: SectionInput[] = featureItems.length
    ? [{ id: 'why-us', type: 'features', eyebrow: eyebrow.why, heading: copy.featuresHeading, items: featureItems }]
    : [];
  home.push(...whyUs);
  home.push({
    id: 'about',
    type: 'story',
    eyebrow: eyebrow.about,
    heading: copy.aboutHeading,
    paragraphs: [copy.aboutTeaser],
    image: storyPhoto && imageRef(storyPhoto, `${f.name}${place}`),
    link: pageLink(t.moreAboutUs, 'about'),
  });
  if (f.testimonials.length)
    home.push({
      id: 'reviews',
      type: 'testimonials',
      eyebrow: eyebrow.reviews,
      heading: t.kindWords,
      items: testimonials(HOME_REVIEWS),
      link: reviewsPage ? pageLink(t.readAllReviews, 'reviews') : undefined,
    });
  // A service business's questions sit on its Services page when it has one.
  if (f.category !== 'service' || !servicesPage) home.push(...faqSection);
  if (f.hours.length) home.push({ id: 'hours', type: 'hours', eyebrow: eyebrow.contact, heading: t.openingHours });
  home.push(cta('get-started'));

  const services: SectionInput[] = [
    pageHero('services-hero', eyebrow.services, copy.servicesHeading, copy.servicesIntro),
    ...offered,
  ];
  if (catalogPage && !offerings.length)
    services.push(
      catalogSection(
        'services-list',
        t.fromThe(catalogPage.navLabel),
        firstItems(HOME_SERVICES),
        pageLink(catalogPage.more, catalogPage.slug),
      ),
    );
  services.push(...whyUs, ...faqSection, ...areas, cta('services-cta'));

  const about: SectionInput[] = [
    pageHero('about-hero', eyebrow.about, copy.aboutHeading, copy.tagline ?? copy.aboutIntro),
    {
      id: 'story',
      type: 'story',
      heading: t.whoWeAre,
      paragraphs: copy.aboutParagraphs,
      image: (storyPhoto ?? heroPhoto) && imageRef((storyPhoto ?? heroPhoto)!, `${f.name}${place}`),
      icon: categoryIcon(f.category),
    },
  ];
  const teamPage = showcase.team?.type === 'team' && hasTeamPage(showcase.team.members) ? showcase.team : undefined;
  if (showcase.team && !teamPage) about.push(showcase.team);
  if (f.licenses.length)
    about.push({
      id: 'credentials',
      type: 'trust',
      eyebrow: t.credentials,
      heading: t.licenses,
      items: f.licenses.map((l) => clip(l, 200)),
    });
  // A trade that shows its work or rooms in a gallery gets a Gallery page once there are photos enough for one.
  const galleryPage = f.gallery && rest.length >= GALLERY_PAGE_MIN;
  if (rest.length >= GALLERY_MIN && !galleryPage)
    about.push({
      id: 'gallery',
      type: 'gallery',
      eyebrow: t.gallery,
      heading: t.aLookAt(f.name),
      images: rest.slice(0, 9).map((p) => imageRef(p, t.photoFrom(f.name))),
    });
  if (!servicesPage) about.push(...areas);
  about.push(cta('about-cta'));

  const contact: SectionInput[] = [
    pageHero('contact-hero', eyebrow.contact, t.contactName(f.name), copy.contactIntro),
    {
      id: 'message',
      type: 'contact-form',
      heading: t.sendUsMessage,
      submitLabel: catalogOf(f.language).ui.sendMessage,
      thankYou: catalogOf(f.language).ui.thankYou,
      showDetails: true,
    },
  ];
  if (f.address)
    contact.push({
      id: 'find-us',
      type: 'location',
      heading: t.findUs,
    });

  const pages: PageInput[] = [
    {
      slug: 'index',
      kind: 'home',
      navLabel: t.pages.home,
      seo: copy.seo.home,
      sections: home as PageInput['sections'],
    },
  ];
  if (servicesPage)
    pages.push({
      slug: 'services',
      kind: 'services',
      navLabel: t.pages.services,
      seo: copy.seo.services,
      sections: services as PageInput['sections'],
    });
  if (catalogPage) {
    pages.push({
      slug: catalogPage.slug,
      kind: 'menu',
      navLabel: catalogPage.navLabel,
      seo: copy.seo.menu,
      sections: [
        pageHero('menu-hero', catalogPage.navLabel, t.catalogAt(catalogPage.navLabel, f.name), copy.tagline),
        catalogSection('menu', catalogPage.heading, groups),
        cta('menu-cta'),
      ] as PageInput['sections'],
    });
  }
  pages.push({
    slug: 'about',
    kind: 'about',
    navLabel: t.pages.about,
    seo: copy.seo.about,
    sections: about as PageInput['sections'],
  });
  if (galleryPage) {
    pages.push({
      slug: 'gallery',
      kind: 'gallery',
      navLabel: t.gallery,
      seo: copy.seo.gallery,
      sections: [
        pageHero('gallery-hero', t.gallery, t.aLookAt(f.name), copy.tagline),
        {
          id: 'photos',
          type: 'gallery',
          heading: t.gallery,
          images: rest.slice(0, 24).map((p) => imageRef(p, t.photoFrom(f.name))),
        },
        cta('gallery-cta'),
      ] as PageInput['sections'],
    });
  }
  if (reviewsPage) {
    pages.push({
      slug: 'reviews',
      kind: 'reviews',
      navLabel: t.pages.reviews,
      seo: copy.seo.reviews,
      sections: [
        pageHero('reviews-hero', eyebrow.reviews, t.reviews, t.whatPeopleSay(f.name)),
        { id: 'all-reviews', type: 'testimonials', heading: t.kindWords, items: testimonials(30) },
        cta('reviews-cta'),
      ] as PageInput['sections'],
    });
  }
  if (faqPage) {
    pages.push({
      slug: 'faq',
      kind: 'faq',
      navLabel: t.pages.faq,
      seo: copy.seo.faq,
      sections: [
        pageHero('faq-hero', eyebrow.faq, t.faqHeading, t.answersAbout(f.name)),
        { id: 'faq', type: 'faq', heading: t.questionsAndAnswers, items: faqItems.slice(0, 40) },
        cta('faq-cta'),
      ] as PageInput['sections'],
    });
  }
  if (teamPage) {
    pages.push({
      slug: 'team',
      kind: 'team',
      navLabel: t.pages.team,
      seo: copy.seo.team,
      sections: [
        pageHero('team-hero', t.ourTeam, t.catalogAt(t.pages.team, f.name), copy.tagline),
        teamPage,
        cta('team-cta'),
      ] as PageInput['sections'],
    });
  }
  const branches = branchesOf(f);
  if (branches.length) {
    pages.push({
      slug: 'locations',
      kind: 'locations',
      navLabel: t.pages.locations,
      seo: copy.seo.locations,
      sections: [
        pageHero('locations-hero', t.pages.locations, t.locationsOf(f.name), copy.tagline),
        locationsSection(t.pages.locations, branches),
        cta('locations-cta'),
      ] as PageInput['sections'],
    });
  }
  const booking = bookingAction(f);
  if (booking) {
    const label = t.pages[bookingKind(f)];
    const reservations: SectionInput[] = [
      pageHero('reservations-hero', label, t.catalogAt(label, f.name), copy.tagline),
      {
        id: 'book',
        type: 'cta',
        heading: booking.label,
        primary: booking,
        secondary: booking.target.kind === 'tel' ? pageLink(t.sendAMessage, 'contact') : callCta,
      },
    ];
    if (f.hours.length)
      reservations.push({ id: 'hours', type: 'hours', eyebrow: eyebrow.contact, heading: t.openingHours });
    pages.push({
      slug: bookingKind(f),
      kind: 'reservations',
      navLabel: label,
      seo: copy.seo.reservations,
      sections: reservations as PageInput['sections'],
    });
  }
  pages.push({
    slug: 'contact',
    kind: 'contact',
    navLabel: t.pages.contact,
    seo: copy.seo.contact,
    sections: contact as PageInput['sections'],
  });
  if (f.legalNotice)
    pages.push({
      slug: 'impressum',
      kind: 'custom',
      navLabel: 'Impressum',
      seo: { title: clip(`Impressum | ${f.name}`, 70), description: clip(`Impressum: ${f.name}`, 170) },
      sections: [
        pageHero('impressum-hero', f.name, 'Impressum'),
        {
          id: 'impressum',
          type: 'text',
          heading: 'Angaben zum Anbieter',
          paragraphs: legalNoticeLines(f.legalNotice).map((l) => clip(l, 600)),
        },
      ],
    });

  const doc: SiteDocumentInput = {
    lang: f.language,
    business: {
      name: clip(f.name, 120),
      category: f.category,
      type: f.type && clip(f.type, 80),
      trade: f.builtAs,
      schemaType: f.schemaType,
      tagline: copy.tagline && clip(copy.tagline, 120),
      description: clip(f.description ?? copy.heroLead, 1500),
      phone: f.phone && clip(f.phone, 40),
      country: f.country,
      email: f.email,
      website: f.website,
      address: f.address && { ...f.address, formatted: clip(f.address.formatted, 300) },
      geo: f.input.business.geo ?? undefined,
      hours: f.hours,
      licenses: f.licenses.map((l) => clip(l, 200)),
      priceRange: f.input.business.priceRange && clip(f.input.business.priceRange, 20),
      social: f.social,
    },
    theme: { style: f.style, colors: f.colors, fonts: {} },
    logo: logo ? imageRef(logo, t.logo(f.name)) : null,
    favicon: { source: null, override: false },
    images: f.photos.map((p) => ({
      ...imageRef(p, p.isLogo ? t.logo(f.name) : t.photoFrom(f.name)),
      source: p.source === 'other' ? undefined : p.source,
      tags: p.isLogo ? ['logo'] : undefined,
    })),
    pages,
    meta: { writer: meta.writer, model: meta.model },
  };
  return markQuotedText(parseSiteDocument(doc), f);
}
