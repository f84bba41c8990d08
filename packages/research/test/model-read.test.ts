import fs from 'node:fs';
import path from 'node:path';
import { createLlm } from '@sgs/llm';
import { startFakeOpenAI } from '../../llm/test/fake-openai';
import { $, parseHtml, text } from '../src/html';
import { modelConflicts, readPagesWithModel, verifyModelFacts } from '../src/model-read';

// Real markup: the menu and contact pages of a restaurant website written by others (../shared/sites).
const SITE = path.resolve(__dirname, '../../../../shared/sites/gourmet-haven');
const pageText = (file: string) => {
  const doc = parseHtml(fs.readFileSync(path.join(SITE, file), 'utf8'));
  return text($('main', doc) ?? $('body', doc) ?? doc);
};
const haveSite = fs.existsSync(SITE);
const maybe = haveSite ? describe : describe.skip;

maybe('the model reads the pages; only what its quotes hold is kept', () => {
  const pages = haveSite
    ? [
        { url: 'http://127.0.0.1:1/menu.html', text: pageText('menu.html') },
        { url: 'http://127.0.0.1:1/contact.html', text: pageText('contact.html') },
      ]
    : [];
  // A recorded answer: a menu the markup heuristics may miss (kept), an invented phone (dropped), a phone whose
  // quote is not on the page (dropped), a dish with a made-up price (dropped).
  const answer = {
    phones: [
      { value: '(212) 555-0199', page: 0, quote: 'Book Now' },
      { value: '+1 212 555 0142', page: 1, quote: 'Call us at +1 212 555 0142' },
    ],
    emails: [],
    items: [
      {
        name: 'Wagyu Ribeye 300g',
        price: 'UGX 320,000',
        category: 'Main Courses',
        page: 0,
        quote: 'Wagyu Ribeye 300g A5 grade with truffle mashed potatoes UGX 320,000',
      },
      {
        name: 'Crème Brûlée',
        price: 'UGX 45,000',
        category: 'Desserts',
        page: 0,
        quote: 'Crème Brûlée Classic vanilla bean with seasonal berries UGX 45,000',
      },
      { name: 'Lobster Linguine', price: 'UGX 99,000', category: 'Main Courses', page: 0, quote: 'Lobster Linguine' },
    ],
  };

  it('keeps the dishes whose quotes are on the page, drops the invented phone and the made-up price', () => {
    const read = verifyModelFacts(answer, pages, 'US');
    expect(read.items).toEqual([
      { name: 'Wagyu Ribeye 300g', price: 'UGX 320,000', category: 'Main Courses', url: pages[0]!.url },
      { name: 'Crème Brûlée', price: 'UGX 45,000', category: 'Desserts', url: pages[0]!.url },
    ]);
    expect(read.phones).toEqual([]);
    expect(read.dropped).toEqual([
      'phone (212) 555-0199: not a number its quote holds',
      'phone +1 212 555 0142: its quote is not on page 1',
      'item Lobster Linguine: its name or price is not in its quote',
    ]);
  });

  it('asks an OpenAI-compatible model (fake server on 127.0.0.1) and verifies its answer', async () => {
    const fake = await startFakeOpenAI(() => ({ content: JSON.stringify(answer) }));
    try {
      const llm = createLlm({
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: fake.url,
        OPENAI_MODEL: 'gpt-4.1-mini',
        LLM_TIMEOUT_MS: 10_000,
      })!;
      const read = await readPagesWithModel(llm, pages, { businessName: 'Gourmet Haven', country: 'US' });
      expect(read.items.map((i) => i.name)).toEqual(['Wagyu Ribeye 300g', 'Crème Brûlée']);
      expect(read.phones).toEqual([]);
      expect(read.usage.tokensIn).toBe(1000);
      // The model was given every page, numbered, with its URL.
      const user = fake.calls[0]!.body.messages.find((m) => m.role === 'user')!.content;
      expect(user).toContain(`=== page 1 (${pages[1]!.url}) ===`);
      expect(user).toContain('Truffle Arancini');
    } finally {
      await fake.close();
    }
  });

  it('a phone the model read that the markup did not give is a conflict, the markup’s kept', () => {
    const conflicts = modelConflicts(
      { phones: [{ value: '+15551234567', url: pages[1]!.url }], emails: [] },
      { phones: ['+256700000000'], emails: [] },
    );
    expect(conflicts).toEqual([
      {
        field: 'phone',
        chosen: '+256700000000',
        rejected: ['+15551234567'],
        reason: `the model read +15551234567 on ${pages[1]!.url}; the page markup gives +256700000000`,
      },
    ]);
    expect(
      modelConflicts(
        { phones: [{ value: '+256700000000', url: 'x' }], emails: [] },
        { phones: ['+256700000000'], emails: [] },
      ),
    ).toEqual([]);
  });
});
