import type { BusinessCategory } from '@sgs/contracts';

export type { BusinessCategory } from '@sgs/contracts';

export interface Service {
  name: string;
  description?: string;
  price?: string;
  /** the heading it sits under on the source (a menu section, a price-list group) */
  category?: string;
}
export interface Faq {
  question: string;
  answer: string;
}
export interface Testimonial {
  quote: string;
  author?: string;
  rating?: number;
  source?: string;
}

/** The facts research found, with where each came from; everything written later is grounded in these. */
export interface ResearchFacts {
  name: string;
  category: BusinessCategory;
  location?: string;
  address?: string;
  phone?: string;
  email?: string;
  website?: string;
  rating?: number;
  reviewCount?: number;
  hours: Record<string, string>;
  services: Service[];
  testimonials: Testimonial[];
  licenses: string[];
  /** caller's or provider's description, and text from the website */
  descriptions: string[];
  ownerPrompt?: string;
}

export interface Synthesis {
  business_description: string;
  services: Service[];
  faqs: Faq[];
  competitor_positioning: string[];
  content_plan: {
    home: { plan: { servicesToHighlight: string[]; faqTopics: string[]; competitiveAdvantages: string[] } };
    services: object;
    about: object;
    contact: object;
  };
}
