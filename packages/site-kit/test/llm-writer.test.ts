import { createWriter, SAMPLE_BUSINESSES, WriterOutputError, type LlmCopy, type SiteDocument } from '../src';
import { startFakeOpenAI } from './fake-openai';

// The SDK's own retries (transport test) take seconds, longer when the full suite shares the cores.
jest.setTimeout(120_000);

const input = SAMPLE_BUSINESSES.plumber;
const env = (baseUrl: string) => ({
  OPENAI_API_KEY: 'sk-test',
  OPENAI_BASE_URL: baseUrl,
  OPENAI_MODEL: 'gpt-4o-mini',
  LLM_TIMEOUT_MS: 5000,
});

const goodCopy: LlmCopy = {
  tagline: 'Springfield plumbing, explained plainly',
  heroHeading: 'Plumbing help for Springfield homes',
  heroLead: 'Leaks, drains and water heaters, fixed by a family-run team that explains the options before starting.',
  servicesIntro: 'From a dripping tap to a blocked main line, here is how we can help.',
  serviceDescriptions: [
    {
      name: 'Drain cleaning',
      description: 'We clear blocked sinks, showers and main lines, and show you what caused the blockage.',
    },
  ],
  features: [
    { title: 'Upfront pricing', text: 'You hear the options and the price before any work begins.' },
    { title: 'Tidy work', text: 'We protect your floors and clean up after every job.' },
    { title: 'Plain answers', text: 'No jargon: just what is wrong and how to fix it.' },
  ],
  aboutParagraphs: [
    'Riverbend Plumbing & Drain is a family-run company in Springfield.',
    'We fix leaks, clear drains and install water heaters for homes and small businesses.',
  ],
  faqAnswers: [
    {
      question: 'What areas do you serve?',
      answer: 'We work across Springfield. Call (217) 555-0142 to check your street.',
    },
  ],
  cta: { heading: 'Got a leak or a slow drain?', text: 'Call or send a message and we will help.' },
  citations: [],
  seo: {
    home: {
      description: 'Family-run plumbing in Springfield: leak repair, drain cleaning and water heater installation.',
    },
    services: {
      description: 'Leak detection, drain cleaning, water heaters and fixture installation in Springfield.',
    },
    about: {
      description: 'A family-run plumbing company serving Springfield homes and small businesses.',
    },
    contact: {
      description: 'Call (217) 555-0142 or send a message to Riverbend Plumbing & Drain in Springfield.',
    },
  },
};

interface SchemaNode {
  properties?: Record<string, SchemaNode>;
}

const heroOf = (doc: SiteDocument) => doc.pages[0]!.sections[0]!;

it('fills the document with model copy through the real SDK, validated, with usage and cost', async () => {
  const fake = await startFakeOpenAI(() => ({
    content: JSON.stringify(goodCopy),
    usage: { prompt_tokens: 3000, completion_tokens: 1000 },
  }));
  try {
    const writer = createWriter(env(fake.baseUrl));
    expect(writer.kind).toBe('llm');
    const { document, usage } = await writer.write(input);
    // gpt-4o-mini: 3000 x 0.15 + 1000 x 0.60 micro-USD
    expect(usage).toEqual({ writer: 'llm', model: 'gpt-4o-mini', tokensIn: 3000, tokensOut: 1000, costMicroUsd: 1050 });
    expect(document.meta).toEqual({ writer: 'llm', model: 'gpt-4o-mini' });
    expect(heroOf(document).heading).toBe('Plumbing help for Springfield homes');
    expect(document.business.tagline).toBe('Springfield plumbing, explained plainly');
    const drain = document.pages
      .flatMap((p) => p.sections)
      .flatMap((s) => (s.type === 'services' ? s.items : []))
      .find((i) => i.name === 'Drain cleaning')!;
    // The business's own words about a service stand; the model's only fill a blank.
    expect(drain.description).toBe('Clearing blocked sinks, showers and main sewer lines.');
    // Facts still come from research, not from the model.
    expect(document.business.phone).toBe('(217) 555-0142');
    // Titles keep one shape on every page whoever writes the copy.
    expect(document.pages.find((p) => p.kind === 'services')!.seo.title).toBe(
      'Services | Riverbend Plumbing & Drain, plumber in Springfield',
    );

    const req = fake.requests[0]!;
    expect(req.path).toBe('/v1/chat/completions');
    expect(req.headers.authorization).toBe('Bearer sk-test');
    expect(req.body.model).toBe('gpt-4o-mini');
    expect(req.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'site_copy', schema: { type: 'object' } },
    });
    expect(Object.keys((req.body.response_format!.json_schema!.schema as { properties: object }).properties)).toEqual(
      expect.arrayContaining(['heroHeading', 'serviceDescriptions', 'faqAnswers', 'seo']),
    );
    const system = req.body.messages.find((m) => m.role === 'system')!.content;
    expect(system).toContain('Friendly and straightforward, no jargon.'); // ownerPrompt steers voice
    expect(system).toMatch(/Never invent facts/);
    expect(system).toMatch(/friendly English/);
    // Titles are composed from the facts: the model is not asked for them.
    const seoSchema = (req.body.response_format!.json_schema!.schema as { properties: { seo: SchemaNode } }).properties
      .seo;
    expect(Object.keys(seoSchema.properties!.home!.properties!)).toEqual(['description']);
    expect(req.body.messages.find((m) => m.role === 'user')!.content).toMatch(/Page titles are composed/);
    expect(req.body.messages.find((m) => m.role === 'user')!.content).toContain('family-run plumbing company'); // businessDescription
  } finally {
    await fake.close();
  }
});

it('asks for copy in the site’s language', async () => {
  const fake = await startFakeOpenAI(() => ({ content: JSON.stringify(goodCopy) }));
  try {
    await createWriter(env(fake.baseUrl)).write({ ...input, language: 'de-AT' });
    expect(fake.requests[0]!.body.messages.find((m) => m.role === 'system')!.content).toMatch(/friendly German/);
  } finally {
    await fake.close();
  }
});

it('retries once on ungrounded output, then falls back to deterministic copy and says so', async () => {
  const invented = { ...goodCopy, heroLead: 'Award-winning plumbers with 25 years of experience in Springfield.' };
  const fake = await startFakeOpenAI((_r, n) => ({
    content: n === 1 ? JSON.stringify(invented) : '{"heroHeading": "half an answer"',
  }));
  try {
    const { document, usage } = await createWriter(env(fake.baseUrl)).write(input);
    expect(fake.requests).toHaveLength(2);
    const correction = fake.requests[1]!.body.messages.at(-1)!.content;
    expect(correction).toMatch(/invalid/);
    expect(correction).toMatch(/the number "25" is not in the research/);
    expect(usage).toMatchObject({
      writer: 'deterministic',
      model: 'gpt-4o-mini',
      tokensIn: 4000,
      tokensOut: 1600,
      costMicroUsd: 1560,
    });
    expect(usage.fallbackReason).toMatch(/did not produce valid/);
    expect(document.meta?.writer).toBe('deterministic');
    expect(JSON.stringify(document)).not.toMatch(/Award-winning|25 years/);
  } finally {
    await fake.close();
  }
});

it('gives the model facts with ids and sources; copy citing an unknown fact or stating an unsourced phone is rejected', async () => {
  const withFacts = {
    ...input,
    research: {
      ...input.research,
      facts: [
        { id: 'f1', field: 'phone', value: '+12175550142', source: 'places' },
        { id: 'f2', field: 'service', value: 'Drain cleaning', source: 'website:https://riverbend.example/services' },
      ],
    },
  };
  const unsourcedPhone = { ...goodCopy, cta: { heading: 'Call us now', text: 'Ring (555) 867-5309 any time.' } };
  const unknownFact = { ...goodCopy, citations: ['f2', 'f99'] };
  const replies = [unsourcedPhone, unknownFact, { ...goodCopy, citations: ['f1', 'f2'] }];
  const fake = await startFakeOpenAI((_r, n) => ({ content: JSON.stringify(replies[Math.min(n, 3) - 1]) }));
  try {
    const writer = createWriter(env(fake.baseUrl));
    const first = await writer.write(withFacts);
    const user = fake.requests[0]!.body.messages.find((m) => m.role === 'user')!.content!;
    expect(user).toContain(
      '"id":"f2","field":"service","value":"Drain cleaning","source":"website:https://riverbend.example/services"',
    );
    expect(fake.requests[1]!.body.messages.at(-1)!.content).toMatch(/the number "867" is not in the research/);
    expect(first.usage.writer).toBe('deterministic'); // the corrective retry cited f99, which is no fact
    expect(JSON.stringify(first.document)).not.toMatch(/867-5309/);
    expect(fake.requests.length).toBe(2);

    const second = await writer.write(withFacts);
    expect(second.usage.writer).toBe('llm');
  } finally {
    await fake.close();
  }
});

it('fails clearly on invalid output when asked to, carrying the usage spent', async () => {
  const fake = await startFakeOpenAI(() => ({
    content: JSON.stringify({
      ...goodCopy,
      serviceDescriptions: [{ name: 'Roof repair', description: 'We fix roofs of every kind.' }],
    }),
  }));
  try {
    const err = await createWriter(env(fake.baseUrl), { onInvalidOutput: 'throw' })
      .write(input)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WriterOutputError);
    expect((err as WriterOutputError).usage).toMatchObject({ writer: 'llm', tokensIn: 4000 });
    expect(fake.requests[1]!.body.messages.at(-1)!.content).toMatch(/"Roof repair" is not one of the services/);
  } finally {
    await fake.close();
  }
});

it('lets transport failures surface so the activity can retry', async () => {
  const fake = await startFakeOpenAI(() => ({ status: 500 }));
  try {
    await expect(createWriter(env(fake.baseUrl)).write(input)).rejects.toThrow();
    expect(fake.requests.length).toBeGreaterThanOrEqual(1);
  } finally {
    await fake.close();
  }
});

it('uses the deterministic writer when no key is configured, and says so', async () => {
  const writer = createWriter({ ...env('http://127.0.0.1:9/v1'), OPENAI_API_KEY: undefined });
  expect(writer.kind).toBe('deterministic');
  const { document, usage } = await writer.write(input);
  expect(usage).toEqual({ writer: 'deterministic', tokensIn: 0, tokensOut: 0, costMicroUsd: 0 });
  expect(document.meta?.writer).toBe('deterministic');
});
