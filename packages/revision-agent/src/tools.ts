// The revision agent's tools: typed site-kit operations on the document, named and described for a model
// (OpenAI tool calling) and called the same way by the rule-based agent. Every mutating call is logged so
// the publish step can replay it on the live document under the site's publish lock.
import {
  addFaq,
  addPage,
  addSection,
  addService,
  addTestimonial,
  DocumentOperationError,
  getAt,
  moveSection,
  movePage,
  removeFaq,
  removePage,
  removeSection,
  removeService,
  removeTestimonial,
  renamePage,
  setAddress,
  setColors,
  setContactEmail,
  setDesignStyle,
  setFonts,
  setHours,
  setPhone,
  setSocialLink,
  setText,
  SOCIAL_NETWORKS,
  type SocialNetwork,
  updateSection,
  updateService,
  type SiteDocument,
} from '@sgs/site-kit';
import { DESIGN_STYLES } from '@sgs/contracts';
import { inEveryLanguage } from './alternates';

export interface ToolCall {
  name: string;
  args: Record<string, unknown>;
}
type Args = Record<string, unknown>;
type Mutation = (doc: SiteDocument, a: Args) => SiteDocument;

const str = (a: Args, k: string): string => {
  const v = a[k];
  if (typeof v !== 'string' || !v.trim()) throw new DocumentOperationError(`"${k}" must be a non-empty string`);
  return v;
};
const optNum = (a: Args, k: string): number | undefined => (typeof a[k] === 'number' ? (a[k] as number) : undefined);
const obj = (a: Args, k: string): Record<string, unknown> => {
  const v = a[k];
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw new DocumentOperationError(`"${k}" must be an object`);
  return v as Record<string, unknown>;
};
const s = (description: string) => ({ type: 'string', description });
const n = (description: string) => ({ type: 'integer', description });
const params = (properties: Record<string, unknown>, required = Object.keys(properties)) => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
});

/** Tools that change the document. */
const MUTATIONS: Record<string, { description: string; parameters: object; run: Mutation }> = {
  set_text: {
    description:
      'Set one text field by path, e.g. business.tagline or pages[0].sections[0].heading (paths from get_page).',
    parameters: params({ path: s('path into the document'), value: s('the new text') }),
    run: (d, a) => setText(d, str(a, 'path'), str(a, 'value')),
  },
  set_colors: {
    description: 'Set brand colours (hex like #1a73e8); omitted slots stay.',
    parameters: params({ primary: s('hex'), secondary: s('hex'), accent: s('hex') }, []),
    run: (d, a) =>
      setColors(d, {
        primary: a.primary as string | undefined,
        secondary: a.secondary as string | undefined,
        accent: a.accent as string | undefined,
      }),
  },
  set_fonts: {
    description: 'Set the heading and/or body font stack id.',
    parameters: params({ heading: s('font stack id'), body: s('font stack id') }, []),
    run: (d, a) => setFonts(d, { heading: a.heading as never, body: a.body as never }),
  },
  set_design_style: {
    description: `Switch the design style: one of ${DESIGN_STYLES.join(', ')}.`,
    parameters: params({ style: { type: 'string', enum: [...DESIGN_STYLES] } }),
    run: (d, a) => setDesignStyle(d, str(a, 'style')),
  },
  set_contact_email: {
    description:
      'Change the contact email: routes form emails there and replaces the old address everywhere on the site (same as POST /contact).',
    parameters: params({ email: s('name@example.com') }),
    run: (d, a) => setContactEmail(d, str(a, 'email')).document,
  },
  set_phone: {
    description: 'Change the phone number everywhere on the site (empty string removes it).',
    parameters: params({ phone: s('the phone number as shown') }),
    run: (d, a) => setPhone(d, typeof a.phone === 'string' ? a.phone : null).document,
  },
  set_hours: {
    description:
      'Replace the opening hours: an object from weekday (Monday..Sunday) to text such as "8am-6pm" or "Closed".',
    parameters: params({ hours: { type: 'object', additionalProperties: { type: 'string' } } }),
    run: (d, a) => setHours(d, obj(a, 'hours') as Record<string, string>),
  },
  set_address: {
    description:
      'Change the street address as one line (e.g. "22 Oak Avenue, Springfield, IL 62704"); empty string removes it with its map.',
    parameters: params({ address: s('the address as one line') }),
    run: (d, a) => setAddress(d, typeof a.address === 'string' ? a.address : null).document,
  },
  set_social_link: {
    description: `Add or change the business's profile link on one social network (${SOCIAL_NETWORKS.join(', ')}), shown in the footer; an empty url removes it.`,
    parameters: params({
      network: { type: 'string', enum: [...SOCIAL_NETWORKS] },
      url: s('the profile address, e.g. https://www.instagram.com/rosascafe ("" removes the link)'),
    }),
    run: (d, a) => {
      const network = str(a, 'network');
      if (!(SOCIAL_NETWORKS as readonly string[]).includes(network))
        throw new DocumentOperationError(`"network" must be one of ${SOCIAL_NETWORKS.join(', ')}`);
      return setSocialLink(d, network as SocialNetwork, typeof a.url === 'string' ? a.url : null);
    },
  },
  add_service: {
    description: 'Add a service to the services list.',
    parameters: params(
      { name: s('service name'), description: s('one or two sentences'), price: s('optional price text') },
      ['name', 'description'],
    ),
    run: (d, a) =>
      addService(d, {
        name: str(a, 'name'),
        description: str(a, 'description'),
        ...(typeof a.price === 'string' && a.price ? { price: a.price } : {}),
      }),
  },
  remove_service: {
    description: 'Remove a service by its exact name.',
    parameters: params({ name: s('service name') }),
    run: (d, a) => removeService(d, str(a, 'name')),
  },
  update_service: {
    description:
      'Rename a service and/or change its description or price, by its exact current name (price "" removes it).',
    parameters: params(
      {
        name: s('current service name'),
        new_name: s('new name'),
        description: s('new description'),
        price: s('price'),
      },
      ['name'],
    ),
    run: (d, a) =>
      updateService(d, str(a, 'name'), {
        ...(typeof a.new_name === 'string' && a.new_name.trim() ? { name: a.new_name } : {}),
        ...(typeof a.description === 'string' && a.description.trim() ? { description: a.description } : {}),
        ...(typeof a.price === 'string' ? { price: a.price } : {}),
      }),
  },
  add_faq: {
    description: 'Add a question and answer to the FAQ.',
    parameters: params({ question: s('the question'), answer: s('the answer') }),
    run: (d, a) => addFaq(d, { question: str(a, 'question'), answer: str(a, 'answer') }),
  },
  remove_faq: {
    description: 'Remove a FAQ entry by its exact question.',
    parameters: params({ question: s('the question') }),
    run: (d, a) => removeFaq(d, str(a, 'question')),
  },
  add_testimonial: {
    description: 'Add a customer testimonial.',
    parameters: params({ quote: s('the quote'), author: s('who said it') }, ['quote']),
    run: (d, a) =>
      addTestimonial(d, {
        quote: str(a, 'quote'),
        ...(typeof a.author === 'string' && a.author ? { author: a.author } : {}),
      } as never),
  },
  remove_testimonial: {
    description: 'Remove testimonials whose quote contains the text or whose author matches.',
    parameters: params({ match: s('text or author') }),
    run: (d, a) => removeTestimonial(d, str(a, 'match')),
  },
  add_section: {
    description:
      'Add a section (a JSON object shaped like the sections in get_page, with a new unique id) to a page at an optional index.',
    parameters: params({ page: s('page slug'), section: { type: 'object' }, index: n('position') }, [
      'page',
      'section',
    ]),
    run: (d, a) => addSection(d, str(a, 'page'), obj(a, 'section') as never, optNum(a, 'index')),
  },
  remove_section: {
    description: 'Remove a section from a page.',
    parameters: params({ page: s('page slug'), section_id: s('section id') }),
    run: (d, a) => removeSection(d, str(a, 'page'), str(a, 'section_id')),
  },
  move_section: {
    description: 'Move a section to another position on its page.',
    parameters: params({ page: s('page slug'), section_id: s('section id'), index: n('new position') }),
    run: (d, a) => moveSection(d, str(a, 'page'), str(a, 'section_id'), optNum(a, 'index') ?? 0),
  },
  update_section: {
    description:
      'Shallow-merge fields into a section (its type cannot change); use it to change items or an image reference from list_images.',
    parameters: params({ page: s('page slug'), section_id: s('section id'), patch: { type: 'object' } }),
    run: (d, a) => updateSection(d, str(a, 'page'), str(a, 'section_id'), obj(a, 'patch')),
  },
  add_page: {
    description:
      'Add a page (JSON shaped like get_page output: slug, kind "custom", title, sections with a hero first).',
    parameters: params({ page: { type: 'object' }, index: n('navigation position') }, ['page']),
    run: (d, a) => addPage(d, obj(a, 'page') as never, optNum(a, 'index')),
  },
  remove_page: {
    description: 'Remove an optional page (home, about and contact are required).',
    parameters: params({ slug: s('page slug') }),
    run: (d, a) => removePage(d, str(a, 'slug')),
  },
  rename_page: {
    description: 'Rename a page in the navigation (its title and page header follow; the slug stays).',
    parameters: params({ slug: s('page slug'), label: s('new navigation name') }),
    run: (d, a) => renamePage(d, str(a, 'slug'), str(a, 'label')),
  },
  move_page: {
    description: 'Move a page in the navigation.',
    parameters: params({ slug: s('page slug'), index: n('new position') }),
    run: (d, a) => movePage(d, str(a, 'slug'), optNum(a, 'index') ?? 1),
  },
};

/**
 * Tools that change the site's words rather than its facts (which the fact operations change in every language
 * themselves): each is made in every language, with the facts among its arguments (a price), which are no one's words.
 */
const WORDS: Record<string, (a: Args) => unknown[]> = {
  set_text: () => [],
  add_service: (a) => [a.price],
  remove_service: () => [],
  update_service: (a) => [a.price],
  add_faq: () => [],
  remove_faq: () => [],
  add_testimonial: () => [],
  remove_testimonial: () => [],
  add_section: () => [],
  remove_section: () => [],
  move_section: () => [],
  update_section: () => [],
  add_page: () => [],
  remove_page: () => [],
  rename_page: () => [],
  move_page: () => [],
};

/** The mutation `name` as the site's languages get it, the owner's words being in the language `words`. */
function mutation(name: string, words: string): Mutation | undefined {
  const m = MUTATIONS[name];
  const facts = WORDS[name];
  return m && (facts ? inEveryLanguage(name, m.run, facts, words) : m.run);
}

/** Tools that only read. */
const READS: Record<string, { description: string; parameters: object; run: (doc: SiteDocument, a: Args) => unknown }> =
  {
    get_document: {
      description: 'Overview: business facts, theme, and each page with its sections (id and type).',
      parameters: params({}),
      run: (d) => ({
        business: d.business,
        theme: d.theme,
        pages: d.pages.map((p, i) => ({
          index: i,
          slug: p.slug,
          kind: p.kind,
          nav: p.navLabel,
          title: p.seo.title,
          sections: p.sections.map((x) => ({ id: x.id, type: x.type })),
        })),
      }),
    },
    get_page: {
      description: 'One page in full (JSON), for paths like pages[<index>].sections[<i>].heading.',
      parameters: params({ slug: s('page slug') }),
      run: (d, a) => d.pages.find((p) => p.slug === a.slug) ?? `no page "${String(a.slug)}"`,
    },
    get_text: {
      description: 'Read a value by path.',
      parameters: params({ path: s('path') }),
      run: (d, a) => getAt(d, str(a, 'path')) ?? null,
    },
    list_images: {
      description: 'The photo catalog: image ids usable in sections.',
      parameters: params({}),
      run: (d) => d.images.map((i) => ({ id: i.id, src: i.src, alt: i.alt, tags: i.tags })),
    },
  };

/** Ends the agent's work without a change. */
export const CONTROL_TOOLS = {
  ask_clarification: {
    description: 'Ask the owner a question when the request is ambiguous; nothing is changed.',
    parameters: params({ question: s('the question'), context: s('what is unclear') }),
  },
  refuse_out_of_scope: {
    description:
      'Refuse a request that needs server-side execution (live chat, checkout sessions, accounts or gated areas, real-time inventory or personalisation, server-side A/B tests).',
    parameters: params({
      reason: s('why it needs a server'),
      suggestion: s('a static alternative: payment-link button, client-side embed, form webhook'),
    }),
  },
} as const;

export const isMutation = (name: string) => name in MUTATIONS;

/** OpenAI `tools` for chat completions. */
export function toolDefinitions() {
  const all = { ...READS, ...MUTATIONS, ...CONTROL_TOOLS };
  return Object.entries(all).map(([name, t]) => ({
    type: 'function' as const,
    function: { name, description: t.description, parameters: t.parameters as Record<string, unknown> },
  }));
}

/**
 * Runs one tool; a refused operation is an answer for the model ("error: ..."), not an exception. `words` is the
 * language the owner wrote the request in (requestLanguage), which the other languages' pages mark their words with.
 */
export function runTool(
  doc: SiteDocument,
  call: ToolCall,
  words: string = doc.lang,
): { doc: SiteDocument; result: string; changed: boolean } {
  try {
    const m = mutation(call.name, words);
    if (m) return { doc: m(doc, call.args), result: 'ok', changed: true };
    const r = READS[call.name];
    if (r) return { doc, result: JSON.stringify(r.run(doc, call.args)).slice(0, 20_000), changed: false };
    return { doc, result: `error: unknown tool "${call.name}"`, changed: false };
  } catch (err) {
    if (err instanceof DocumentOperationError) return { doc, result: `error: ${err.message}`, changed: false };
    throw err;
  }
}

/** Replays logged mutations on another (newer) document; throws when one no longer applies. */
export function replay(doc: SiteDocument, calls: ToolCall[], words: string = doc.lang): SiteDocument {
  let d = doc;
  for (const c of calls) {
    const m = mutation(c.name, words);
    if (!m) throw new DocumentOperationError(`cannot replay "${c.name}"`);
    d = m(d, c.args);
  }
  return d;
}
