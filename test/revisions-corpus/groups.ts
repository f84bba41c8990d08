// Two groups of the revision corpus (issue 30), graded and printed on their own by bench:revisions:
// - multi-part: a change the agent can make together with one it cannot; the right outcome is one question that
//   names the part it cannot do, with nothing changed (never `complete` with a part unmade);
// - owners-words: requests that name a part of the page the way owners do (the hero, the banner, the top of the
//   page, the big headline, the main picture, the footer, the button, the price list, a page by its navigation
//   label in any case).
import type { SiteDocument } from '@sgs/site-kit';
import type { Case } from './corpus';

const home = (d: SiteDocument) => d.pages.find((p) => p.kind === 'home')!;
const pageOf = (d: SiteDocument, kind: string) => d.pages.find((p) => p.kind === kind)!;
const heroHeading = (d: SiteDocument, kind = 'home') =>
  pageOf(d, kind).sections.find((s) => s.type === 'hero')?.heading;
const heroImage = (d: SiteDocument) =>
  (home(d).sections.find((s) => s.type === 'hero') as { image?: { id?: string } } | undefined)?.image?.id;
const services = (d: SiteDocument) =>
  d.pages.flatMap((p) => p.sections.flatMap((s) => (s.type === 'services' ? s.items : [])));
const labels = (d: SiteDocument) =>
  d.pages.flatMap((p) =>
    p.sections.flatMap((s) =>
      ['primaryCta', 'primary'].flatMap((k) => {
        const l = (s as Record<string, unknown>)[k] as { label: string } | undefined;
        return l ? [l.label] : [];
      }),
    ),
  );
const is = (actual: unknown, expected: unknown, what: string) =>
  actual !== expected && `${what}: ${JSON.stringify(actual)} != ${JSON.stringify(expected)}`;

/** Parts the rule-based agent can make, each with how it is written inside a longer message. */
const CAN = [
  'Change the headline to "Plumbing done right"',
  'Change our phone number to (217) 555-0199',
  'Add hydro jetting to our services, it costs $249',
  'Remove the Yelp link',
  'Change the tagline to "Family run since 1998"',
  'Drain cleaning is now $129',
  'Add a FAQ: Do you work weekends? Yes, on Saturday mornings.',
  'Change the button to say "Book a visit"',
  'We are closed on Sundays',
  'Add a note that we accept all major credit cards',
  'Take the testimonials off the home page',
  'Our email is now office@riverbend-plumbing.com',
];
/** Parts no ability covers (and that are not server features refused at admission). */
const CANNOT = [
  'add a spinning 3D model of our van',
  'make the website load twice as fast on old phones',
  'play our radio jingle when the page opens',
  'add a weather forecast for Springfield',
  'make our logo dance when people scroll',
];
const JOINS: ((a: string, b: string) => string)[] = [
  (a, b) => `${a}. Also please ${b}.`,
  (a, b) => `${a} and also ${b}`,
  (a, b) => `${a}; ${b}`,
  (a, b) => `Please ${b.replace(/^\w/, (c) => c)}. Then ${a.replace(/^\w/, (c) => c.toLowerCase())}`,
  (a, b) => `${a}, plus ${b}`,
];

export const MULTI_PART: Case[] = CAN.flatMap((can, i) =>
  CANNOT.map((cannot, j) => ({
    prompt: JOINS[(i + j) % JOINS.length]!(can, cannot),
    expect: 'clarify' as const,
    group: 'multi-part',
  })),
);

const VALUE = 'Seasonal care, local plumbers';
const headline = (prompt: string, kind = 'home'): Case => ({
  prompt,
  expect: 'apply',
  group: 'owners-words',
  changes: ['pages'],
  check: (d) => [is(heroHeading(d, kind), VALUE, `${kind} page headline`)],
});

export const OWNERS_WORDS: Case[] = [
  headline(`Change the hero to say '${VALUE}'`),
  headline(`Change the banner to say "${VALUE}"`),
  headline(`The big headline at the top of the home page should say "${VALUE}"`),
  headline(`Make the top of the page say "${VALUE}"`),
  headline(`Update the main headline to "${VALUE}"`),
  headline(`change the hero text to "${VALUE}"`),
  headline(`Can you change the big heading to '${VALUE}'?`),
  headline(`Please make the top banner read "${VALUE}"`),
  headline(`The hero section should say "${VALUE}"`),
  headline(`Change the text at the top of the about page to "${VALUE}"`, 'about'),
  headline(`Change the text at the top of the SERVICES page to "${VALUE}"`, 'services'),
  headline(`change the text at the top of the Contact page to "${VALUE}"`, 'contact'),
  headline(`Change the headline on the ABOUT page to "${VALUE}"`, 'about'),
  headline(`change the headline on the services Page to "${VALUE}"`, 'services'),
  ...[
    'Change the footer to say "Your neighbourhood plumber"',
    'Change the footer text to "Your neighbourhood plumber"',
    'Make the line in the footer say "Your neighbourhood plumber"',
  ].map((prompt): Case => ({
    prompt,
    expect: 'apply',
    group: 'owners-words',
    changes: ['business.tagline'],
    check: (d) => [is(d.business.tagline, 'Your neighbourhood plumber', 'footer line (tagline)')],
  })),
  ...[
    'Change the button to say "Book a visit"',
    'The button should say "Book a visit"',
    'change the big button to read "Book a visit"',
  ].map((prompt): Case => ({
    prompt,
    expect: 'apply',
    group: 'owners-words',
    changes: ['pages'],
    check: (d) => [!labels(d).includes('Book a visit') && 'button label not changed'],
  })),
  ...[
    'Add drain jetting to the price list for $250',
    'Add drain jetting to our price list, it costs $250',
    'add Drain jetting to the pricelist at $250',
  ].map((prompt): Case => ({
    prompt,
    expect: 'apply',
    group: 'owners-words',
    changes: ['pages'],
    check: (d) => [is(services(d).find((s) => /drain jetting/i.test(s.name))?.price, '$250', 'price list entry')],
  })),
  ...['Remove sump pump service from the price list', 'Take sump pump service off the price list'].map(
    (prompt): Case => ({
      prompt,
      expect: 'apply',
      group: 'owners-words',
      changes: ['pages'],
      check: (d) => [services(d).some((s) => /sump pump/i.test(s.name)) && 'still on the price list'],
    }),
  ),
  ...[
    'Replace the main picture with the van photo',
    'Use the van photo as the big picture at the top',
    'swap the hero image for the photo of the van',
  ].map((prompt): Case => ({
    prompt,
    expect: 'apply',
    group: 'owners-words',
    changes: ['pages'],
    check: (d) => [is(heroImage(d), 'photo-van', 'main picture')],
  })),
  ...["Rename 'Services' in the menu to 'What we do'", 'Rename the about page to "Our story"'].map((prompt): Case => ({
    prompt,
    expect: 'apply',
    group: 'owners-words',
    changes: ['pages'],
    check: (d) => [
      !d.pages.some((p) => p.navLabel === 'What we do' || p.navLabel === 'Our story') && 'menu label not changed',
    ],
  })),
];
