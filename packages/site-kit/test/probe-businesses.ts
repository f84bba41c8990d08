// Forty businesses across trades and awkward inputs nobody designed the writer around: odd names ("&",
// apostrophes, all caps, 90 characters, one word), research with no services or forty, no hours, phone,
// email or reviews, reviews in Spanish, an empty description. The writer-probe tests read every page of
// every one of them as an owner would.
import type { ResearchInput } from '../src';

interface Probe {
  name: string;
  type?: string;
  category?: 'service' | 'restaurant' | 'retail' | 'professional' | 'default';
  description?: string;
  services?: (string | { name: string; price?: string; description?: string })[];
  phone?: string;
  address?: string;
  email?: string;
  hours?: Record<string, string>;
  reviews?: { quote: string; author?: string; rating?: number }[];
  faqs?: { question: string; answer?: string }[];
  style?: string;
}

const ADDRESS = '400 Elm Street, Springfield, IL 62701, USA';
const PHONE = '+1 217-555-0142';
const WEEK = { Monday: '9:00 AM – 5:00 PM', Tuesday: '9:00 AM – 5:00 PM', Wednesday: '9:00 AM – 5:00 PM' };

const PROBES: Probe[] = [
  {
    name: 'Harbor Plumbing',
    type: 'plumber',
    category: 'service',
    description: 'Family plumbers fixing leaks, drains and water heaters.',
    services: ['Drain cleaning', 'Leak repair', 'Water heaters'],
    reviews: [{ quote: '"Fixed our leak the same day."', author: '- Dana R.', rating: 5 }],
    faqs: [{ question: 'Do you offer free estimates?' }, { question: 'What areas do you serve?' }],
  },
  {
    name: 'Bright Smile Dental',
    type: 'dentist',
    category: 'professional',
    description: 'Gentle family dentistry. We see nervous patients every day.',
    services: ['Check-ups', 'Hygiene visits', 'Teeth whitening', 'Implants'],
  },
  {
    name: 'Riverside Animal Hospital',
    type: 'veterinary_care',
    category: 'service',
    description: 'Veterinary care for dogs, cats and small animals.',
    services: ['Vaccinations', 'Surgery', 'Dental care'],
    style: 'Warm & Friendly',
  },
  {
    name: 'INK & IRON TATTOO',
    type: 'tattoo shop',
    category: 'service',
    description: 'Custom fine-line and traditional tattoos. Walk-ins welcome on Saturdays.',
    services: ['Custom designs', 'Cover-ups', 'Flash'],
    style: 'Dark & Sleek',
  },
  {
    name: 'Hale & Moreno LLP',
    type: 'law firm',
    category: 'professional',
    description: 'Wills, estates and property law, explained in plain English.',
    services: ['Wills', 'Probate', 'Property contracts'],
    style: 'Corporate Professional',
  },
  {
    name: "O'Brien's Tax & Bookkeeping",
    type: 'accountant',
    category: 'professional',
    description: 'Tax returns and bookkeeping for sole traders and small firms.',
    services: ['Tax returns', 'Bookkeeping', 'Payroll'],
  },
  {
    name: 'The Rolling Taco',
    type: 'food truck',
    category: 'restaurant',
    description: 'Street tacos from a bright orange truck. Find us at the farmers market.',
    services: [
      { name: 'Al pastor taco', price: '$4' },
      { name: 'Carnitas taco', price: '$4' },
      { name: 'Horchata', price: '$3' },
    ],
  },
  {
    name: 'Grace Community Church',
    type: 'church',
    category: 'default',
    description: 'A welcoming church family. Sunday worship at 10 am, all are welcome.',
    services: ['Sunday worship', 'Youth group', 'Bible study'],
    hours: { Sunday: '10:00 AM – 12:00 PM' },
  },
  {
    name: 'Little Acorns Daycare',
    type: 'child care agency',
    category: 'service',
    description: 'A small, home-like daycare for children from six weeks to five years.',
    services: ['Infant care', 'Toddler room', 'Preschool'],
  },
  {
    name: 'Iron Temple Gym',
    type: 'gym',
    category: 'service',
    description: 'Free weights, racks and coaching for lifters of every level.',
    services: ['Open gym', 'Personal training', 'Strength classes'],
    style: 'Bold & Modern',
  },
  {
    name: 'Still Point Yoga',
    type: 'yoga studio',
    category: 'service',
    description: 'Vinyasa, yin and beginner classes.',
    services: ['Vinyasa flow', 'Yin yoga', 'Beginners course'],
  },
  {
    name: 'Sparkle Car Wash',
    type: 'car wash',
    category: 'service',
    description: 'Hand wash and detailing while you wait.',
    services: ['Exterior wash', 'Interior detail', 'Wax'],
  },
  {
    name: 'Keyed Up Locksmiths',
    type: 'locksmith',
    category: 'service',
    description: 'Lockouts, rekeying and new locks for homes and businesses.',
    services: ['Lockouts', 'Rekeying', 'Lock installation'],
  },
  {
    name: 'Whitfield & Sons Funeral Home',
    type: 'funeral home',
    category: 'service',
    description: 'Caring for Springfield families with dignity and compassion.',
    services: ['Funeral services', 'Cremation', 'Pre-planning'],
    style: 'Elegant & Refined',
  },
  {
    name: 'Crumb',
    type: 'bakery',
    category: 'restaurant',
    description: 'Sourdough, croissants and cakes baked every morning.',
    services: ['Sourdough loaf', 'Croissants', 'Celebration cakes'],
  },
  {
    name: "Sal's Barber Shop",
    type: 'barber shop',
    category: 'service',
    description: 'Classic cuts, fades and hot towel shaves.',
    services: [
      { name: 'Haircut', price: '$25' },
      { name: 'Beard trim', price: '$15' },
      { name: 'Hot towel shave', price: '$30' },
    ],
  },
  {
    name: 'Polished Nail Bar',
    type: 'nail salon',
    category: 'service',
    description: 'Manicures, pedicures and gel nails in a calm, clean salon.',
    services: ['Manicure', 'Pedicure', 'Gel nails', 'Acrylics'],
    style: 'Vibrant & Energetic',
  },
  {
    name: 'June Park Photography',
    type: 'photographer',
    category: 'service',
    description: 'Wedding, family and portrait photography with a documentary eye.',
    services: ['Weddings', 'Family portraits', 'Headshots'],
  },
  {
    name: 'The Old Mill Barn',
    type: 'wedding venue',
    category: 'service',
    description: 'A restored 1890s barn for weddings and celebrations of up to 150 guests.',
    services: ['Weddings', 'Receptions', 'Corporate events'],
    style: 'Rustic & Natural',
  },
  {
    name: 'Bug Off Pest Control',
    type: 'pest control service',
    category: 'service',
    description: 'Ants, mice, wasps and bed bugs handled quickly.',
    services: ['Ant control', 'Rodent control', 'Wasp nests', 'Bed bugs'],
  },
  {
    name: 'Summit Roofing',
    type: 'roofing contractor',
    category: 'service',
    description: 'Roof repairs, replacements and gutters.',
    services: ['Roof repair.', 'Roof replacement!', 'Gutters;'],
  },
  {
    name: 'Two Guys Moving',
    type: 'moving company',
    category: 'service',
    description: 'Local and long-distance moves, packing and storage.',
    services: ['Local moves', 'Packing', 'Storage'],
  },
  {
    name: 'Bright Minds Tutoring',
    type: 'tutoring service',
    category: 'service',
    description: 'One-to-one tutoring in maths, English and science.',
    services: ['Maths', 'English', 'Science'],
  },
  {
    name: 'Allegro Music School',
    type: 'music school',
    category: 'service',
    description: 'Piano, guitar and voice lessons for all ages.',
    services: ['Piano lessons', 'Guitar lessons', 'Singing lessons'],
  },
  {
    name: 'Paws & Claws Grooming',
    type: 'pet groomer',
    category: 'service',
    description: 'Baths, trims and nail clipping for dogs and cats.',
    services: ['Full groom', 'Bath and brush', 'Nail trim'],
  },
  {
    name: 'Spoke & Chain Bicycles',
    type: 'bicycle store',
    category: 'retail',
    description: 'New and used bikes, repairs and fittings.',
    services: ['Bike repairs', 'New bikes', 'Bike fitting'],
  },
  {
    name: 'Dog-Eared Books',
    type: 'book store',
    category: 'retail',
    description: 'New and secondhand books, with a children’s corner.',
    services: ['New books', 'Secondhand books', 'Special orders'],
  },
  {
    name: 'Suds Laundromat',
    type: 'laundromat',
    category: 'service',
    description: 'Self-service washers and dryers plus wash-and-fold.',
    services: ['Self-service laundry', 'Wash and fold', 'Dry cleaning drop-off'],
  },
  {
    name: 'The Willow Inn Bed & Breakfast',
    type: 'bed & breakfast',
    category: 'service',
    description: 'Five quiet rooms and a cooked breakfast in a Victorian house.',
    services: ['Rooms', 'Breakfast', 'Gift vouchers'],
    style: 'Elegant & Refined',
  },
  {
    name: 'Align Chiropractic',
    type: 'chiropractor',
    category: 'professional',
    description: 'Chiropractic care for back pain, neck pain and sports injuries.',
    services: ['Spinal adjustment', 'Sports injury care', 'Posture assessment'],
  },
  // Odd inputs.
  {
    name: 'ACME HEATING AND AIR CONDITIONING',
    type: 'hvac contractor',
    category: 'service',
    description: 'FURNACE AND AC REPAIR.',
    services: ['Furnace repair', 'AC repair'],
  },
  {
    name: 'The Greater Springfield Metropolitan Area Community Dog Walking and Pet Sitting Cooperative',
    type: 'pet sitter',
    category: 'service',
    description: 'Neighbours walking and minding neighbours’ dogs.',
    services: ['Dog walking', 'Pet sitting'],
  },
  { name: 'Zest', category: 'restaurant', description: 'Small plates and natural wine.', phone: '' },
  {
    name: 'Handy Helpers',
    type: 'handyman',
    category: 'service',
    description: 'Odd jobs, repairs and flat-pack assembly.',
    services: [],
  },
  {
    name: 'Mega Home Services',
    type: 'general contractor',
    category: 'service',
    description: 'Everything for your home.',
    services: Array.from({ length: 40 }, (_, i) => `Home service ${String.fromCharCode(65 + (i % 26))}${i}`),
  },
  {
    name: 'Quiet Corner Massage',
    type: 'massage therapist',
    category: 'service',
    description: 'Deep tissue and relaxation massage.',
    services: ['Deep tissue massage', 'Relaxation massage'],
    phone: '',
    email: '',
    hours: {},
    reviews: [],
  },
  {
    name: 'Taquería La Esperanza',
    type: 'restaurant',
    category: 'restaurant',
    description: 'Tacos, tortas y aguas frescas.',
    services: [
      { name: 'Tacos de asada', price: '$3' },
      { name: 'Torta cubana', price: '$11' },
      { name: 'Agua de jamaica', price: '$3' },
    ],
    reviews: [
      { quote: '¡Los mejores tacos de la ciudad! Muy buena atención.', author: 'María G.', rating: 5 },
      { quote: 'Excelente comida y precios justos.', author: 'José L.', rating: 5 },
    ],
  },
  {
    name: 'Northside Auto Repair',
    type: 'auto repair shop',
    category: 'service',
    description: '',
    services: ['Diagnostics', 'Brake repair', 'Oil change'],
  },
  {
    name: 'Elm Street Florist',
    type: 'florist',
    category: 'retail',
    services: ['Bouquets', 'Wedding flowers'],
    phone: '',
  },
  { name: 'Kwikprint', category: 'default' },
  {
    name: 'Evergreen Landscapes',
    type: 'landscaper',
    category: 'service',
    description: 'Garden design and lawn care.',
    services: ['Garden design', 'Lawn care', 'Tree pruning'],
    faqs: [
      { question: 'How much does lawn care cost?' },
      { question: 'Are you licensed and insured?' },
      { question: 'When are you open?' },
      { question: 'Do you offer gift cards?' },
    ],
  },
];

function inputOf(p: Probe): ResearchInput {
  return {
    business: {
      name: p.name,
      type: p.type,
      phone: p.phone ?? PHONE,
      address: p.address ?? ADDRESS,
    },
    businessDescription: p.description,
    research: {
      business_category: p.category,
      design_style: p.style,
      services: (p.services ?? []).map((s) => (typeof s === 'string' ? { name: s } : s)),
      testimonials: p.reviews ?? [{ quote: 'Friendly people and good work. Highly recommended.', author: 'Sam T.' }],
      faqs: p.faqs ?? [],
      hours: p.hours ?? WEEK,
      contact_email: p.email === undefined ? 'hello@example.com' : p.email,
      photos: [],
    },
  };
}

export const PROBE_BUSINESSES: Record<string, ResearchInput> = Object.fromEntries(
  PROBES.map((p) => [p.name, inputOf(p)]),
);
