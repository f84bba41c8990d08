// The typed sections a page is made of. Each has an `id` (unique within its page) so operations and the
// revision agent can address it, and a `type` that picks its renderer.
import { LANGUAGE_TAG } from '@sgs/contracts';
import { z } from 'zod';
import { iconName, imageRef, link, slug, text, WEEKDAYS } from './primitives';

const base = {
  id: slug,
  /** Small label above the heading, e.g. "What we do". */
  eyebrow: text(60).optional(),
  heading: text(120),
};
const intro = text(600).optional();
const paragraphs = z.array(text(1200)).min(1).max(8);

export const heroSection = z.object({
  ...base,
  type: z.literal('hero'),
  subheading: text(400).optional(),
  image: imageRef.optional(),
  /** Shown over brand colours when there is no image. */
  icon: iconName.optional(),
  primaryCta: link.optional(),
  secondaryCta: link.optional(),
  /** `page` is the compact header used on inner pages; `auto` lets the design style decide. */
  layout: z.enum(['auto', 'centered', 'split', 'cover', 'page']).default('auto'),
});

export const serviceItem = z.object({
  name: text(100),
  /** The business's own words about it; none when the sources say nothing. */
  description: text(600).optional(),
  price: text(60).optional(),
  icon: iconName.optional(),
  image: imageRef.optional(),
});
export type ServiceItem = z.infer<typeof serviceItem>;

export const servicesSection = z.object({
  ...base,
  type: z.literal('services'),
  intro,
  items: z.array(serviceItem).min(1).max(40),
  /** e.g. "See all services" on the home page. */
  link: link.optional(),
});

export const featuresSection = z.object({
  ...base,
  type: z.literal('features'),
  intro,
  items: z
    .array(z.object({ title: text(80), text: text(400), icon: iconName.optional() }))
    .min(1)
    .max(8),
});

export const storySection = z.object({
  ...base,
  type: z.literal('story'),
  paragraphs,
  image: imageRef.optional(),
  icon: iconName.optional(),
  link: link.optional(),
});

export const testimonialItem = z.object({
  quote: text(1000),
  author: text(80).optional(),
  source: text(80).optional(),
  rating: z.number().int().min(1).max(5).optional(),
  /** The language the quote is written in when the provider said (a review in Spanish on an English site). */
  lang: z.string().regex(LANGUAGE_TAG).optional(),
});
export type TestimonialItem = z.infer<typeof testimonialItem>;

export const testimonialsSection = z.object({
  ...base,
  type: z.literal('testimonials'),
  intro,
  items: z.array(testimonialItem).min(1).max(30),
  link: link.optional(),
});

export const faqItem = z.object({ question: text(300), answer: text(1500) });
export type FaqItem = z.infer<typeof faqItem>;

export const faqSection = z.object({ ...base, type: z.literal('faq'), intro, items: z.array(faqItem).min(1).max(40) });

/** Renders `business.hours`. */
export const hoursSection = z.object({ ...base, type: z.literal('hours'), note: text(300).optional() });

export const gallerySection = z.object({
  ...base,
  type: z.literal('gallery'),
  intro,
  images: z.array(imageRef).min(1).max(24),
});

/** The form that posts to the gateway's form receiver (see README "Form contract"). */
export const contactFormSection = z.object({
  ...base,
  type: z.literal('contact-form'),
  intro,
  submitLabel: text(40).default('Send message'),
  /** Shown after a successful submission (`?sent=1`). */
  thankYou: text(300).default('Thank you. Your message has been sent and we will get back to you as soon as we can.'),
  /** Places the phone, email, address and hours beside the form. */
  showDetails: z.boolean().default(true),
});

/** Renders `business.address` with a directions link. */
export const locationSection = z.object({
  ...base,
  type: z.literal('location'),
  text: text(600).optional(),
  serviceArea: text(300).optional(),
});

export const ctaSection = z.object({
  ...base,
  type: z.literal('cta'),
  text: text(400).optional(),
  primary: link,
  secondary: link.optional(),
});

/** Licences and other verifiable trust signals; only ever filled from research. */
export const trustSection = z.object({
  ...base,
  type: z.literal('trust'),
  intro,
  items: z.array(text(200)).min(1).max(20),
});

export const menuItem = z.object({ name: text(100), description: text(400).optional(), price: text(40).optional() });
export type MenuItem = z.infer<typeof menuItem>;

/** A menu, price list or product range as the business lists it: its headings, each with its items. */
export const menuSection = z.object({
  ...base,
  type: z.literal('menu'),
  intro,
  /** What the list is: a food menu (schema.org Menu) or a price list or product range (an OfferCatalog). */
  catalog: z.enum(['menu', 'price-list', 'products']).default('menu'),
  groups: z
    .array(z.object({ name: text(80), items: z.array(menuItem).min(1).max(200) }))
    .min(1)
    .max(40)
    .refine((g) => g.reduce((n, x) => n + x.items.length, 0) <= 300, 'at most 300 items in all'),
  /** e.g. "See the full menu" on the home page. */
  link: link.optional(),
});

export const textSection = z.object({ ...base, type: z.literal('text'), paragraphs, link: link.optional() });

/** People of the business, only as research found them (never invented): name, role, their own photo. */
export const teamMember = z.object({
  name: text(80),
  role: text(80).optional(),
  bio: text(400).optional(),
  image: imageRef.optional(),
});
export type TeamMember = z.infer<typeof teamMember>;

export const teamSection = z.object({
  ...base,
  type: z.literal('team'),
  intro,
  members: z.array(teamMember).min(1).max(24),
});

/** A weekly class timetable (gyms, studios), entries exactly as the business lists them. */
export const timetableEntry = z.object({
  day: z.enum(WEEKDAYS),
  /** As written, e.g. "7:00 am" or "18:00–19:00". */
  time: text(40),
  name: text(100),
  instructor: text(80).optional(),
});
export type TimetableEntry = z.infer<typeof timetableEntry>;

export const timetableSection = z.object({
  ...base,
  type: z.literal('timetable'),
  intro,
  entries: z.array(timetableEntry).min(1).max(80),
});

/** Before and after pictures of the same job, shown side by side. */
export const beforeAfterPair = z.object({ before: imageRef, after: imageRef, caption: text(200).optional() });
export type BeforeAfterPair = z.infer<typeof beforeAfterPair>;

export const beforeAfterSection = z.object({
  ...base,
  type: z.literal('before-after'),
  intro,
  pairs: z.array(beforeAfterPair).min(1).max(12),
});

/** One branch of a business with several, as research found it: its own address, phone and hours. */
export const branch = z.object({
  name: text(120),
  address: text(300).optional(),
  phone: text(40).optional(),
  email: text(254).optional(),
  /** In week order, as on the business's own hours. */
  hours: z
    .array(z.object({ day: z.enum(WEEKDAYS), text: text(80) }))
    .max(7)
    .default([]),
});
export type Branch = z.infer<typeof branch>;

/** Every branch of a business with two or more, each with a map link (and one JSON-LD entry). */
export const locationsSection = z.object({
  ...base,
  type: z.literal('locations'),
  intro,
  branches: z.array(branch).min(2).max(40),
});

export const section = z.discriminatedUnion('type', [
  heroSection,
  servicesSection,
  featuresSection,
  storySection,
  testimonialsSection,
  faqSection,
  hoursSection,
  gallerySection,
  contactFormSection,
  locationSection,
  ctaSection,
  trustSection,
  menuSection,
  textSection,
  teamSection,
  timetableSection,
  beforeAfterSection,
  locationsSection,
]);

export type Section = z.infer<typeof section>;
export type SectionInput = z.input<typeof section>;
export type SectionType = Section['type'];
export type SectionOf<T extends SectionType> = Extract<Section, { type: T }>;
export const SECTION_TYPES = section.options.map((o) => o.shape.type.value) as SectionType[];
