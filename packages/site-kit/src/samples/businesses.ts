// Sample research inputs covering each business category, for previews, tests and benchmarks.
import type { ResearchInput } from '../research/input';

const photo = (name: string, source: 'google' | 'upload' | 'unsplash' = 'google', alt?: string) => ({
  url: `https://example.test/${name}.jpg`,
  localPath: `images/photos/${name}.jpg`,
  source,
  alt,
});

export const SAMPLE_BUSINESSES: Record<'plumber' | 'taqueria' | 'lawFirm' | 'florist', ResearchInput> = {
  plumber: {
    business: {
      name: 'Riverbend Plumbing & Drain',
      phone: '(217) 555-0142',
      address: '418 Mill Street, Springfield, IL 62701, USA',
      website: 'https://riverbendplumbing.example',
      licenses: ['Illinois Licensed Plumber #058-123456', 'Fully insured'],
      type: 'plumber',
      geo: { lat: 39.7817, lng: -89.6501 },
    },
    businessDescription:
      'Riverbend Plumbing & Drain is a family-run plumbing company serving Springfield homes and small businesses. We fix leaks, clear stubborn drains and install water heaters, and we always explain the options before we start. Our plumbers arrive in marked vans and clean up after every job.',
    ownerPrompt: 'Friendly and straightforward, no jargon.',
    research: {
      business_description: 'Plumbing contractor in Springfield, Illinois.',
      services: [
        {
          name: 'Leak detection and repair',
          description: 'Finding and fixing hidden leaks in walls, floors and under slabs.',
        },
        {
          name: 'Drain cleaning',
          description: 'Clearing blocked sinks, showers and main sewer lines.',
          price: 'From $149',
        },
        { name: 'Water heater installation', description: 'Tank and tankless water heaters, sized for your home.' },
        { name: 'Fixture installation' },
        { name: 'Sump pump service' },
        { name: 'Emergency repairs', description: 'Burst pipes and overflowing toilets, handled fast.' },
      ],
      faqs: [
        {
          question: 'Do you offer emergency plumbing?',
          answer: 'Yes. Call us and we will tell you how soon we can be there.',
        },
        { question: 'What areas do you serve?', answer: '' },
        { question: 'How much does drain cleaning cost?', answer: '' },
        { question: 'What are your hours?', answer: '' },
      ],
      testimonials: [
        {
          quote:
            'They found a leak two other companies missed and fixed it the same afternoon. Clear pricing, tidy work.',
          author: 'Dana K.',
          source: 'Google',
          rating: 5,
        },
        {
          quote: 'Friendly, on time and explained everything. Our new water heater works perfectly.',
          author: 'Marcus T.',
          source: 'Google',
          rating: 5,
        },
        {
          quote: 'Cleared our main line quickly and showed us the camera footage.',
          author: 'Priya S.',
          source: 'Facebook',
        },
      ],
      hours: {
        monday: '7:00 AM – 6:00 PM',
        tuesday: '7:00 AM – 6:00 PM',
        wednesday: '7:00 AM – 6:00 PM',
        thursday: '7:00 AM – 6:00 PM',
        friday: '7:00 AM – 6:00 PM',
        saturday: '8:00 AM – 12:00 PM',
        sunday: 'Closed',
      },
      photos: [
        photo('van', 'google', 'Riverbend service van outside a house'),
        photo('kitchen-sink', 'upload', 'A plumber repairing a kitchen sink'),
        photo('water-heater'),
        photo('team'),
      ],
      brand_colors: ['#0b5ea8', '#0a2540', '#f5a623'],
      content_plan: {
        home: {
          plan: {
            servicesToHighlight: ['Drain cleaning', 'Leak detection and repair', 'Water heater installation'],
            competitiveAdvantages: ['Upfront pricing'],
          },
        },
      },
      design_style: null,
      business_category: 'service',
      contact_email: 'hello@riverbendplumbing.example',
      facts: [
        {
          id: 'f1',
          field: 'social',
          value: 'https://www.facebook.com/riverbendplumbing',
          source: 'website:https://riverbendplumbing.example/',
        },
        {
          id: 'f2',
          field: 'social',
          value: 'https://www.yelp.com/biz/riverbend-plumbing-springfield',
          source: 'website:https://riverbendplumbing.example/',
        },
      ],
    },
  },
  taqueria: {
    business: {
      name: 'Casa Lupita Taqueria',
      phone: '+1 512-555-0199',
      address: '1200 E Cesar Chavez St, Austin, TX 78702',
      type: 'mexican restaurant',
      priceRange: '$',
    },
    research: {
      business_description:
        'Casa Lupita is a neighbourhood taqueria serving tacos al pastor, handmade tortillas and aguas frescas. Family recipes from Jalisco, cooked to order.',
      services: [
        {
          name: 'Tacos al pastor',
          description: 'Marinated pork, pineapple, onion and cilantro on handmade corn tortillas.',
          price: '$3.50',
        },
        { name: 'Carne asada plate', description: 'Grilled steak with rice, beans and salsa roja.', price: '$14' },
        { name: 'Chicken tinga quesadilla', price: '$9' },
        { name: 'Horchata', description: 'Rice and cinnamon agua fresca.', price: '$4' },
        { name: 'Catering' },
      ],
      faqs: [{ question: 'Do you take reservations?', answer: '' }],
      testimonials: [
        {
          quote: 'Best al pastor in East Austin. The tortillas are made right in front of you.',
          author: 'Jordan',
          source: 'Google',
          rating: 5,
        },
      ],
      hours: {
        Monday: 'Closed',
        Tuesday: '11 AM – 9 PM',
        Wednesday: '11 AM – 9 PM',
        Thursday: '11 AM – 9 PM',
        Friday: '11 AM – 10 PM',
        Saturday: '10 AM – 10 PM',
        Sunday: '10 AM – 3 PM',
      },
      photos: [
        photo('tacos', 'google', 'A plate of tacos al pastor'),
        photo('dining-room', 'google', 'The dining room at Casa Lupita'),
      ],
      brand_colors: ['#c0392b', '#2c3e50', '#f1c40f'],
      business_category: 'restaurant',
      contact_email: 'hola@casalupita.example',
    },
  },
  lawFirm: {
    business: {
      name: 'Harbor & Main Legal',
      phone: '(603) 555-0110',
      address: '22 Harbor Street, Portsmouth, NH 03801',
      licenses: ['Admitted to the New Hampshire Bar'],
      type: 'law firm',
    },
    research: {
      business_description: '',
      services: [
        { name: 'Estate planning' },
        { name: 'Real estate closings' },
        { name: 'Small business contracts' },
        { name: 'Probate administration' },
      ],
      faqs: [{ question: 'Do you offer a free consultation?', answer: '' }],
      testimonials: [],
      hours: {
        Monday: '9:00 AM – 5:00 PM',
        Tuesday: '9:00 AM – 5:00 PM',
        Wednesday: '9:00 AM – 5:00 PM',
        Thursday: '9:00 AM – 5:00 PM',
        Friday: '9:00 AM – 4:00 PM',
      },
      photos: [],
      brand_colors: [],
      business_category: 'professional',
      contact_email: 'office@harbormain.example',
    },
  },
  florist: {
    business: {
      name: 'Petal & Stem',
      phone: '(503) 555-0175',
      address: '815 SE Hawthorne Blvd, Portland, OR 97214',
      type: 'florist',
    },
    ownerPrompt: 'Warm, a little whimsical, never pushy.',
    research: {
      business_description:
        'Petal & Stem is a neighbourhood flower shop on Hawthorne. We arrange seasonal bouquets, wedding flowers and potted plants, and we deliver across Portland.',
      services: [
        { name: 'Seasonal bouquets', description: 'Hand-tied arrangements from what is fresh this week.' },
        { name: 'Wedding flowers', description: 'Bouquets, boutonnieres and table arrangements for your day.' },
        { name: 'Potted plants' },
        { name: 'Local delivery', description: 'Same-day delivery across Portland for orders placed before noon.' },
      ],
      faqs: [
        { question: 'Do you deliver?', answer: 'Yes, across Portland. Order before noon for same-day delivery.' },
        { question: 'Can I order online?', answer: '' },
        { question: 'Do you do weddings?', answer: 'We do. Get in touch to book a consultation.' },
        { question: 'Where are you located?', answer: '' },
        { question: 'What are your hours?', answer: '' },
        { question: 'How long do cut flowers last?', answer: '' },
      ],
      testimonials: Array.from({ length: 6 }, (_, i) => ({
        quote: [
          'The most beautiful bouquet I have ever received.',
          'They made our wedding flowers perfect.',
          'Lovely shop, kind people, great plants.',
          'Delivered on time and the arrangement was stunning.',
          'My go-to for birthday flowers.',
          'Helpful advice on caring for my new fiddle leaf fig.',
        ][i]!,
        author: ['Amelia', 'Sam & Jo', 'Theo', 'Rosa', 'Kenji', 'Lena'][i],
        source: 'Google',
        rating: 5,
      })),
      hours: {
        Tuesday: '10:00 AM – 6:00 PM',
        Wednesday: '10:00 AM – 6:00 PM',
        Thursday: '10:00 AM – 6:00 PM',
        Friday: '10:00 AM – 7:00 PM',
        Saturday: '9:00 AM – 5:00 PM',
        Sunday: '10:00 AM – 3:00 PM',
        Monday: 'Closed',
      },
      photos: [
        photo('shopfront', 'google', 'The Petal & Stem shopfront'),
        photo('bouquet', 'upload', 'A seasonal bouquet'),
        photo('workbench', 'upload'),
        photo('plants'),
        photo('wedding'),
        photo('ranunculus'),
      ],
      brand_colors: ['#9d3b5b', '#3f2a35', '#e8a87c'],
      business_category: 'retail',
      contact_email: 'flowers@petalandstem.example',
    },
  },
};

/** Worst-case content for layout checks: unbreakable words, a very long name, email and phone, harsh colours. */
export const STRESS_BUSINESS: ResearchInput = {
  ...SAMPLE_BUSINESSES.florist,
  business: {
    ...SAMPLE_BUSINESSES.florist.business,
    name: 'Supercalifragilisticexpialidocious Refrigeration & Air-Conditioning Contractors International',
    phone: '+1 (555) 010-0199 ext. 12345',
  },
  research: {
    ...SAMPLE_BUSINESSES.florist.research,
    contact_email: 'extraordinarily.long.mailbox.name@subdomain.verylongdomainnameforcontacting.example',
    brand_colors: ['#ffff00', '#fffde7', '#00ffff'],
    services: [
      ...(SAMPLE_BUSINESSES.florist.research.services ?? []),
      {
        name: 'Pneumonoultramicroscopicsilicovolcanoconiosis remediation',
        description: 'Antidisestablishmentarianism '.repeat(3).trim(),
      },
      { name: 'A', description: 'B' },
    ],
  },
};
