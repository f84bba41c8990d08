// The revision corpus: change requests small businesses send, each with the document change it should make
// (or `clarify` when the right answer is a question). Run against the deterministic writer's plumber site
// with its photos, each request on a fresh copy. Used by `npm run bench:revisions` (through the real
// workflow) and by activities/test/revision-rules.test.ts (the agent alone).
import type { SiteDocument } from '@sgs/site-kit';

export interface Case {
  prompt: string;
  expect: 'apply' | 'clarify';
  /** Problems with the edited document (empty when it is right). */
  check?: (after: SiteDocument, before: SiteDocument) => (string | false | undefined)[];
  /** Document paths allowed to change (prefixes); anything else changing is a wrong edit. */
  changes?: string[];
}

const page = (d: SiteDocument, kind: string) => d.pages.find((p) => p.kind === kind || p.slug === kind);
const types = (d: SiteDocument, kind: string) => page(d, kind)?.sections.map((s) => s.type) ?? [];
const services = (d: SiteDocument) =>
  d.pages.flatMap((p) => p.sections.flatMap((s) => (s.type === 'services' ? s.items : [])));
const service = (d: SiteDocument, name: string) => services(d).filter((s) => s.name === name);
const hours = (d: SiteDocument) => Object.fromEntries(d.business.hours.map((h) => [h.day, h.text]));
const visible = (d: SiteDocument) =>
  JSON.stringify([d.pages, d.business.name, d.business.tagline, d.business.description]);
const want = (ok: boolean, problem: string) => !ok && problem;
const eq = (actual: unknown, expected: unknown, what: string) =>
  want(
    JSON.stringify(actual) === JSON.stringify(expected),
    `${what}: ${JSON.stringify(actual)} != ${JSON.stringify(expected)}`,
  );
const hoursWere = (d: SiteDocument, expected: Record<string, string>) =>
  Object.entries(expected).map(([day, text]) => eq(hours(d)[day], text, day));
const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const every = (text: string, days = WEEK) => Object.fromEntries(days.map((d) => [d, text]));
const ORIGINAL_HOURS = {
  ...every('7:00 AM – 6:00 PM', WEEK.slice(0, 5)),
  Saturday: '8:00 AM – 12:00 PM',
  Sunday: 'Closed',
};
const social = (d: SiteDocument) => Object.fromEntries(d.business.social.map((l) => [l.network, l.url]));
const SOCIAL = {
  facebook: 'https://www.facebook.com/riverbendplumbing',
  yelp: 'https://www.yelp.com/biz/riverbend-plumbing-springfield',
};
const imageOf = (d: SiteDocument, kind: string, type: string) =>
  (page(d, kind)?.sections.find((s) => s.type === type) as { image?: { id?: string } } | undefined)?.image;
const labels = (d: SiteDocument) =>
  d.pages.flatMap((p) =>
    p.sections.flatMap((s) =>
      ['primaryCta', 'primary'].flatMap((k) => {
        const l = (s as Record<string, unknown>)[k] as { label: string } | undefined;
        return l ? [l.label] : [];
      }),
    ),
  );

export const CORPUS: Case[] = [
  // Contact details
  {
    prompt: 'Change our phone number to (217) 555-0199',
    expect: 'apply',
    changes: ['business.phone', 'pages'],
    check: (d) => [
      eq(d.business.phone, '(217) 555-0199', 'phone'),
      want(!visible(d).includes('555-0142'), 'old number still shown'),
    ],
  },
  {
    prompt: 'Our new number is 217-555-0100, please update the phone everywhere.',
    expect: 'apply',
    changes: ['business.phone', 'pages'],
    check: (d) => [eq(d.business.phone, '217-555-0100', 'phone')],
  },
  {
    prompt: 'Please update the contact email to hello@riverbend-plumbing.com',
    expect: 'apply',
    changes: ['business.email', 'pages'],
    check: (d) => [eq(d.business.email, 'hello@riverbend-plumbing.com', 'email')],
  },
  {
    prompt: 'We moved! Our new address is 22 Oak Avenue, Springfield, IL 62704',
    expect: 'apply',
    changes: ['business.address', 'business.geo', 'pages'],
    check: (d) => [
      eq(d.business.address?.formatted, '22 Oak Avenue, Springfield, IL 62704', 'address'),
      want(!visible(d).includes('418 Mill Street'), 'old address still shown'),
    ],
  },
  {
    prompt: 'Please remove our phone number from the website',
    expect: 'apply',
    changes: ['business.phone', 'pages'],
    check: (d) => [eq(d.business.phone, undefined, 'phone'), want(!visible(d).includes('"tel"'), 'phone links left')],
  },
  // Social links (the site links to Facebook and Yelp)
  {
    prompt: 'Add our instagram @riverbendplumbing',
    expect: 'apply',
    changes: ['business.social'],
    check: (d) => [
      eq(social(d).instagram, 'https://www.instagram.com/riverbendplumbing', 'instagram'),
      eq(social(d).facebook, SOCIAL.facebook, 'facebook kept'),
    ],
  },
  {
    prompt: 'Please remove the Facebook link',
    expect: 'apply',
    changes: ['business.social'],
    check: (d) => [eq(social(d), { yelp: SOCIAL.yelp }, 'social links')],
  },
  {
    prompt: 'Our Facebook page is now facebook.com/RiverbendPlumbingIL, can you update the link?',
    expect: 'apply',
    changes: ['business.social'],
    check: (d) => [eq(social(d), { ...SOCIAL, facebook: 'https://www.facebook.com/RiverbendPlumbingIL' }, 'links')],
  },
  {
    prompt: 'Link our YouTube channel https://www.youtube.com/@RiverbendPlumbing in the footer',
    expect: 'apply',
    changes: ['business.social'],
    check: (d) => [eq(social(d).youtube, 'https://www.youtube.com/@RiverbendPlumbing', 'youtube')],
  },
  {
    prompt: 'Take all the social media links off the site',
    expect: 'apply',
    changes: ['business.social'],
    check: (d) => [eq(d.business.social, [], 'social links')],
  },
  {
    prompt: 'Remove the Yelp link and add our TikTok, it is @riverbend.plumbs',
    expect: 'apply',
    changes: ['business.social'],
    check: (d) => [
      eq(social(d), { facebook: SOCIAL.facebook, tiktok: 'https://www.tiktok.com/@riverbend.plumbs' }, 'links'),
    ],
  },
  {
    prompt: 'Replace the Facebook link with our Instagram @riverbendplumbing',
    expect: 'apply',
    changes: ['business.social'],
    check: (d) => [
      eq(social(d), { yelp: SOCIAL.yelp, instagram: 'https://www.instagram.com/riverbendplumbing' }, 'links'),
    ],
  },
  // Opening hours
  {
    prompt: 'We are now closed on Mondays and open 6am to 2pm the other days',
    expect: 'apply',
    changes: ['business.hours'],
    check: (d) => hoursWere(d, { ...every('6:00 AM – 2:00 PM'), Monday: 'Closed' }),
  },
  {
    prompt: 'Change our hours: Saturday 9am-1pm, Sunday closed',
    expect: 'apply',
    changes: ['business.hours'],
    check: (d) => hoursWere(d, { ...ORIGINAL_HOURS, Saturday: '9:00 AM – 1:00 PM' }),
  },
  {
    prompt: "We're open Tuesday to Sunday, 7am to 3pm",
    expect: 'apply',
    changes: ['business.hours'],
    check: (d) => hoursWere(d, { ...every('7:00 AM – 3:00 PM'), Monday: 'Closed' }),
  },
  {
    prompt: 'We now close at 5pm on Fridays',
    expect: 'apply',
    changes: ['business.hours'],
    check: (d) => hoursWere(d, { ...ORIGINAL_HOURS, Friday: '7:00 AM – 5:00 PM' }),
  },
  {
    prompt: 'We are open 24/7 now for emergencies',
    expect: 'apply',
    changes: ['business.hours'],
    check: (d) => hoursWere(d, every('Open 24 hours')),
  },
  {
    prompt: 'Saturday hours are now 9 to 1',
    expect: 'apply',
    changes: ['business.hours'],
    check: (d) => hoursWere(d, { ...ORIGINAL_HOURS, Saturday: '9:00 AM – 1:00 PM' }),
  },
  {
    prompt: 'Weekdays 8am-5pm, weekends closed',
    expect: 'apply',
    changes: ['business.hours'],
    check: (d) =>
      hoursWere(d, { ...every('8:00 AM – 5:00 PM', WEEK.slice(0, 5)), Saturday: 'Closed', Sunday: 'Closed' }),
  },
  {
    prompt: 'We open at 8 on weekdays from now on',
    expect: 'apply',
    changes: ['business.hours'],
    check: (d) => hoursWere(d, { ...ORIGINAL_HOURS, ...every('8:00 AM – 6:00 PM', WEEK.slice(0, 5)) }),
  },
  {
    prompt: 'We will be closed on Thanksgiving and Christmas Day.',
    expect: 'apply',
    changes: ['pages'],
    check: (d) => [
      want(/Thanksgiving and Christmas Day/.test(JSON.stringify(d.pages)), 'no holiday notice'),
      eq(hours(d), ORIGINAL_HOURS, 'weekly hours'),
    ],
  },
  // Pages
  {
    prompt:
      'Add a new page called Commercial that says we look after offices, shops and restaurants across Springfield',
    expect: 'apply',
    changes: ['pages'],
    check: (d) => [
      eq(page(d, 'commercial')?.navLabel, 'Commercial', 'nav label'),
      want(
        JSON.stringify(page(d, 'commercial')).includes(
          'We look after offices, shops and restaurants across Springfield.',
        ),
        'page text',
      ),
    ],
  },
  {
    prompt: 'Create a page called Careers saying We are hiring licensed plumbers. Apply through the contact form.',
    expect: 'apply',
    changes: ['pages'],
    check: (d) => [
      want(JSON.stringify(page(d, 'careers')).includes('We are hiring licensed plumbers.'), 'careers page'),
    ],
  },
  {
    prompt: 'Rename the About page to Our Story',
    expect: 'apply',
    changes: ['pages'],
    check: (d) => [
      eq(page(d, 'about')?.navLabel, 'Our Story', 'nav label'),
      eq(page(d, 'about')?.slug, 'about', 'slug'),
    ],
  },
  {
    prompt: "Call the Services page 'What we do'",
    expect: 'apply',
    changes: ['pages'],
    check: (d) => [eq(page(d, 'services')?.navLabel, 'What we do', 'nav label')],
  },
  // Sections
  {
    prompt: 'Remove the reviews section from the home page',
    expect: 'apply',
    changes: ['pages'],
    check: (d, b) => [
      want(!types(d, 'home').includes('testimonials'), 'reviews still on home'),
      eq(types(d, 'home').length, types(b, 'home').length - 1, 'home sections'),
    ],
  },
  {
    prompt: 'Remove the FAQ section from the services page',
    expect: 'apply',
    changes: ['pages'],
    check: (d) => [want(!types(d, 'services').includes('faq'), 'FAQ still there')],
  },
  {
    prompt: 'Move the reviews section above the services section on the home page',
    expect: 'apply',
    changes: ['pages'],
    check: (d) => [
      want(
        types(d, 'home').indexOf('testimonials') === types(d, 'home').indexOf('services') - 1,
        'reviews not right above services',
      ),
      eq(types(d, 'home')[0], 'hero', 'first section'),
    ],
  },
  {
    prompt: 'Move the FAQ to the top of the services page',
    expect: 'apply',
    changes: ['pages'],
    check: (d) => [eq(types(d, 'services')[1], 'faq', 'second section')],
  },
  {
    prompt: 'Add an opening hours section to the about page',
    expect: 'apply',
    changes: ['pages'],
    check: (d) => [
      want(types(d, 'about').includes('hours'), 'no hours on about'),
      eq(types(d, 'about').at(-1), 'cta', 'last section'),
    ],
  },
  {
    prompt: 'Add a map to the home page',
    expect: 'apply',
    changes: ['pages'],
    check: (d) => [want(types(d, 'home').includes('location'), 'no map on home')],
  },
  {
    prompt: 'Add the reviews to the about page',
    expect: 'apply',
    changes: ['pages'],
    check: (d) => [want(types(d, 'about').includes('testimonials'), 'no reviews on about')],
  },
  {
    prompt: "Remove the 'What you can expect' section from the home page",
    expect: 'apply',
    changes: ['pages'],
    check: (d) => [
      want(!types(d, 'home').includes('features'), 'still on home'),
      want(types(d, 'services').includes('features'), 'removed from services too'),
    ],
  },
  {
    prompt:
      'Add a section to the about page called Our guarantee that says if a repair we made fails within a year, we come back and fix it free.',
    expect: 'apply',
    changes: ['pages'],
    check: (d) => [
      want(
        page(d, 'about')!.sections.some(
          (s) =>
            s.type === 'text' &&
            s.heading === 'Our guarantee' &&
            s.paragraphs[0]!.startsWith('If a repair we made fails within a year'),
        ),
        'no guarantee section',
      ),
    ],
  },
  // Services
  {
    prompt: 'Add a service called Water Heater Repair: Same-day repair of tank and tankless water heaters.',
    expect: 'apply',
    changes: ['pages'],
    check: (d) => [
      want(
        service(d, 'Water Heater Repair').some((s) => s.description.startsWith('Same-day repair')),
        'service missing',
      ),
    ],
  },
  {
    prompt: 'Add a new service: Gutter cleaning for $99',
    expect: 'apply',
    changes: ['pages'],
    check: (d) => [
      want(
        service(d, 'Gutter Cleaning').some((s) => s.price === '$99'),
        'service with price missing',
      ),
    ],
  },
  {
    prompt: 'We now offer sewer camera inspections, starting at $120',
    expect: 'apply',
    changes: ['pages'],
    check: (d) => [
      want(
        service(d, 'Sewer Camera Inspections').some((s) => s.price === 'From $120'),
        'service missing',
      ),
    ],
  },
  {
    prompt: 'Remove the Sump pump service',
    expect: 'apply',
    changes: ['pages'],
    check: (d, b) => [
      eq(service(d, 'Sump pump service').length, 0, 'left'),
      eq(services(d).length, services(b).length - 2, 'count'),
    ],
  },
  {
    prompt: 'We no longer offer fixture installation',
    expect: 'apply',
    changes: ['pages'],
    check: (d) => [eq(service(d, 'Fixture installation').length, 0, 'left')],
  },
  {
    prompt: 'Rename Drain cleaning to Drain & Sewer Cleaning',
    expect: 'apply',
    changes: ['pages'],
    check: (d) => [
      eq(service(d, 'Drain cleaning').length, 0, 'old name'),
      want(service(d, 'Drain & Sewer Cleaning').length > 0, 'new name'),
    ],
  },
  {
    prompt: 'Drain cleaning is now $129',
    expect: 'apply',
    changes: ['pages'],
    check: (d) => [
      want(
        service(d, 'Drain cleaning').every((s) => s.price === '$129'),
        'price',
      ),
    ],
  },
  {
    prompt: 'Change the price of leak detection to from $89',
    expect: 'apply',
    changes: ['pages'],
    check: (d) => [
      want(
        service(d, 'Leak detection and repair').every((s) => s.price === 'From $89'),
        'price',
      ),
    ],
  },
  // Named copy
  {
    prompt: 'Change the headline to "Springfield\'s friendly plumbers"',
    expect: 'apply',
    changes: ['pages'],
    check: (d) => [eq(page(d, 'home')!.sections[0]!.heading, "Springfield's friendly plumbers", 'headline')],
  },
  {
    prompt: 'Change the tagline to "Honest plumbing, fair prices"',
    expect: 'apply',
    changes: ['business.tagline'],
    check: (d) => [eq(d.business.tagline, 'Honest plumbing, fair prices', 'tagline')],
  },
  {
    prompt: 'Change the call to action buttons to say Book a visit',
    expect: 'apply',
    changes: ['pages'],
    check: (d) => [
      want(
        labels(d).includes('Book a visit') && !labels(d).includes('Call (217) 555-0142'),
        `labels ${labels(d).join('|')}`,
      ),
    ],
  },
  {
    prompt: 'Make the subheading on the home page say Fast, tidy plumbing for homes and small businesses',
    expect: 'apply',
    changes: ['pages'],
    check: (d) => [
      eq(
        (page(d, 'home')!.sections[0] as { subheading?: string }).subheading,
        'Fast, tidy plumbing for homes and small businesses',
        'subheading',
      ),
    ],
  },
  // Any visible text
  {
    prompt: 'Change "Riverbend Plumbing & Drain" to "Riverbend Plumbing Co."',
    expect: 'apply',
    changes: ['pages', 'business.name', 'business.description'],
    check: (d) => [
      want(!visible(d).includes('Riverbend Plumbing & Drain'), 'old name left'),
      eq(d.business.name, 'Riverbend Plumbing Co.', 'name'),
    ],
  },
  {
    prompt: 'Replace family-run with family-owned',
    expect: 'apply',
    changes: ['pages', 'business.description'],
    check: (d) => [want(!visible(d).includes('family-run') && d.business.description.includes('family-owned'), 'text')],
  },
  {
    prompt: 'Remove "Our plumbers arrive in marked vans and clean up after every job."',
    expect: 'apply',
    changes: ['pages', 'business.description'],
    check: (d) => [want(!visible(d).includes('marked vans'), 'sentence left')],
  },
  {
    prompt: "Remove the words 'and small businesses'",
    expect: 'apply',
    changes: ['pages', 'business.description'],
    check: (d) => [want(!visible(d).includes('and small businesses'), 'words left')],
  },
  // Colours, fonts and style
  {
    prompt: 'Make the primary colour #0b5394',
    expect: 'apply',
    changes: ['theme.colors.primary'],
    check: (d) => [eq(d.theme.colors.primary, '#0b5394', 'primary')],
  },
  {
    prompt: 'Change the accent color to orange',
    expect: 'apply',
    changes: ['theme.colors.accent'],
    check: (d) => [eq(d.theme.colors.accent, '#ef6c00', 'accent')],
  },
  {
    prompt: 'Use a serif font for the headings',
    expect: 'apply',
    changes: ['theme.fonts'],
    check: (d) => [eq(d.theme.fonts, { heading: 'transitional' }, 'fonts')],
  },
  {
    prompt: 'Make the fonts rounded and friendly',
    expect: 'apply',
    changes: ['theme.fonts'],
    check: (d) => [eq(d.theme.fonts, { heading: 'rounded', body: 'rounded' }, 'fonts')],
  },
  {
    prompt: 'Switch to the Dark & Sleek style',
    expect: 'apply',
    changes: ['theme'],
    check: (d) => [eq(d.theme.style, 'Dark & Sleek', 'style')],
  },
  // Photos
  {
    prompt: 'Remove the photo from the top of the home page',
    expect: 'apply',
    changes: ['pages'],
    check: (d) => [
      eq(imageOf(d, 'home', 'hero'), undefined, 'hero image'),
      want(!!imageOf(d, 'about', 'story'), 'other photo gone'),
    ],
  },
  {
    prompt: 'Replace the photo on the about page with the team photo',
    expect: 'apply',
    changes: ['pages'],
    check: (d) => [
      eq(imageOf(d, 'about', 'story')?.id, 'photo-team', 'about photo'),
      eq(imageOf(d, 'home', 'story')?.id, 'photo-van', 'home about photo'),
    ],
  },
  {
    prompt: 'Use the van photo at the top of the home page',
    expect: 'apply',
    changes: ['pages'],
    check: (d) => [eq(imageOf(d, 'home', 'hero')?.id, 'photo-van', 'hero photo')],
  },
  // FAQ
  {
    prompt: 'Add a FAQ: Do you work weekends? Yes, Saturday mornings by appointment.',
    expect: 'apply',
    changes: ['pages'],
    check: (d) => [want(JSON.stringify(d.pages).includes('Do you work weekends?'), 'question missing')],
  },
  {
    prompt: 'Remove the question about drain cleaning cost',
    expect: 'apply',
    changes: ['pages'],
    check: (d) => [want(!JSON.stringify(d.pages).includes('How much does drain cleaning cost?'), 'question left')],
  },
  // A question is the right answer
  { prompt: 'Make it nicer', expect: 'clarify' },
  { prompt: 'Change the phone number', expect: 'clarify' },
  { prompt: 'Remove the About page', expect: 'clarify' },
  { prompt: "Remove the 'What you can expect' section", expect: 'clarify' },
  { prompt: 'Translate the whole site into Spanish', expect: 'clarify' },
  { prompt: 'Replace the photo with a better one', expect: 'clarify' },
  { prompt: 'Remove the service', expect: 'clarify' },
  { prompt: 'Our hours are now 8am to 5pm', expect: 'clarify' },
  { prompt: 'Add a link to our LinkedIn page', expect: 'clarify' },
  { prompt: 'Remove the Twitter link', expect: 'clarify' },
];
