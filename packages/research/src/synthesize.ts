import { z } from 'zod';
import { NO_USAGE, type Llm, type LlmUsage } from '@sgs/llm';
import { formatPhone, isFillerFaq } from '@sgs/site-kit';
import type { ResearchFacts, Service, Synthesis } from './types';

const CATEGORY_NOUN: Record<string, string> = {
  restaurant: 'place to eat',
  retail: 'shop',
  professional: 'practice',
  service: 'local service business',
  default: 'local business',
};

const sentence = (s: string) => {
  const t = s.trim().replace(/\s+/g, ' ');
  return !t ? '' : /[.!?]$/.test(t) ? t : `${t}.`;
};

/** What sets the business apart, only from facts a source gave (never from counts of what research found). */
export function positioning(f: ResearchFacts): string[] {
  const out: string[] = [];
  if (f.rating && f.reviewCount && f.rating >= 4 && f.reviewCount >= 5)
    out.push(`Rated ${f.rating.toFixed(1)} from ${f.reviewCount} reviews`);
  if (f.licenses.length) out.push(`Licensed: ${f.licenses.join(', ')}`);
  const days = Object.entries(f.hours)
    .filter(([, v]) => !/closed/i.test(v))
    .map(([d]) => d);
  const saturday = days.includes('Saturday');
  const sunday = days.includes('Sunday');
  if (days.length === 7) out.push('Open seven days a week');
  // "Weekends" only when both days are open: a Saturday-only shop is not open on Sundays.
  else if (saturday && sunday) out.push('Open on weekends');
  else if (saturday) out.push('Open on Saturdays');
  else if (sunday) out.push('Open on Sundays');
  return out;
}

/** The deterministic writer: plain sentences from the facts found; nothing a source did not give. */
export function synthesizeDeterministic(f: ResearchFacts): Synthesis {
  const where = f.location ?? f.address;
  const description =
    sentence(f.descriptions.find((d) => d.trim().length >= 20) ?? '') ||
    sentence(`${f.name} is a ${CATEGORY_NOUN[f.category] ?? 'local business'}${where ? ` in ${where}` : ''}`);
  const faqs: Synthesis['faqs'] = [];
  const open = Object.entries(f.hours);
  if (open.length)
    faqs.push({
      question: 'What are your opening hours?',
      answer: open.map(([d, h]) => `${d}: ${h}`).join('; ') + '.',
    });
  if (f.address) faqs.push({ question: 'Where are you located?', answer: `You can find us at ${f.address}.` });
  const contact = [f.phone && `call us at ${formatPhone(f.phone)}`, f.email && `email ${f.email}`]
    .filter(Boolean)
    .join(' or ');
  if (contact) faqs.push({ question: 'How can I get in touch?', answer: `The quickest way is to ${contact}.` });
  // A named offering is asked about only when a source says what it includes or costs (never "Yes. X is one of ours.").
  for (const s of f.services) {
    if (faqs.length >= 5) break;
    const description = sentence(s.description ?? '');
    const faq = description
      ? { question: `What does ${s.name} include?`, answer: description + (s.price ? ` (${s.price})` : '') }
      : s.price
        ? { question: `How much is ${s.name}?`, answer: `${s.name}: ${s.price}.` }
        : undefined;
    if (faq && !isFillerFaq(faq.question, faq.answer)) faqs.push(faq);
  }
  const competitive = positioning(f);
  return {
    business_description: description,
    services: f.services,
    faqs,
    competitor_positioning: competitive,
    content_plan: {
      home: {
        plan: {
          servicesToHighlight: f.services.slice(0, 3).map((s) => s.name),
          faqTopics: faqs.map((q) => q.question),
          competitiveAdvantages: competitive,
        },
      },
      services: {},
      about: {},
      contact: {},
    },
  };
}

const LlmSynthesis = z.object({
  business_description: z.string().min(20).max(1200),
  services: z
    .array(z.object({ name: z.string().min(1).max(120), description: z.string().max(400).optional() }))
    .max(15),
  faqs: z.array(z.object({ question: z.string().min(5).max(200), answer: z.string().max(800) })).max(10),
  competitor_positioning: z.array(z.string().max(200)).max(6),
  servicesToHighlight: z.array(z.string()).max(4),
  faqTopics: z.array(z.string()).max(8),
});

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * The LLM writer: better prose from the same facts. Guard rails after the model: services are kept only
 * when a source named them (prices only from sources), positioning falls back to the sourced list.
 */
export async function synthesizeWithLlm(
  llm: Llm,
  f: ResearchFacts,
): Promise<{ synthesis: Synthesis; usage: LlmUsage }> {
  const { data, usage } = await llm.generate({
    name: 'research_synthesis',
    schema: LlmSynthesis,
    temperature: 0.3,
    system:
      'You are researching a local business to write its website. Use ONLY the facts given. Never invent hours, prices, ' +
      'testimonials, awards, licenses, years in business, staff names or numbers. If a fact is missing, leave it out. ' +
      'Write FAQ answers only from the facts; use an empty answer when the facts do not say.',
    user: JSON.stringify({ facts: f, voice: f.ownerPrompt ?? null }),
  });
  const sourced = new Map(f.services.map((s) => [norm(s.name), s] as const));
  const services: Service[] = f.services.length
    ? data.services
        .filter((s) => sourced.has(norm(s.name)))
        .map((s): Service => {
          const price = sourced.get(norm(s.name))!.price;
          return price ? { ...s, price } : { name: s.name, description: s.description };
        })
        .concat(f.services.filter((s) => !data.services.some((d) => norm(d.name) === norm(s.name))))
    : [];
  const grounded = positioning(f);
  return {
    usage,
    synthesis: {
      business_description: data.business_description,
      services,
      faqs: data.faqs,
      competitor_positioning: grounded.length ? grounded : [],
      content_plan: {
        home: {
          plan: {
            servicesToHighlight: data.servicesToHighlight.filter((n) => services.some((s) => norm(s.name) === norm(n))),
            faqTopics: data.faqTopics,
            competitiveAdvantages: grounded,
          },
        },
        services: {},
        about: {},
        contact: {},
      },
    },
  };
}

export async function synthesize(
  llm: Llm | null,
  f: ResearchFacts,
): Promise<{ synthesis: Synthesis; usage: LlmUsage; writer: string }> {
  if (!llm) return { synthesis: synthesizeDeterministic(f), usage: NO_USAGE, writer: 'deterministic' };
  const { synthesis, usage } = await synthesizeWithLlm(llm, f);
  return { synthesis, usage, writer: `llm:${llm.model}` };
}
