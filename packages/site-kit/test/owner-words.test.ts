// The owner's own site: questions answered only with a fact a visitor needs, the caller's own words read as
// the lists people write, and the business's words ahead of the writer's.
import { writeDocumentDeterministic, type ResearchInput, type SiteDocument } from '../src';
import { isFillerFaq } from '../src/writers/faq-answers';

const faqsOf = (doc: SiteDocument) =>
  doc.pages.flatMap((p) => p.sections.flatMap((s) => (s.type === 'faq' ? s.items : [])));

describe('questions and answers', () => {
  it('an answer that only echoes its question is filler', () => {
    expect(isFillerFaq('Do you offer breakfast?', 'Yes. Breakfast is one of our services.')).toBe(true);
    expect(isFillerFaq('Do you do weddings?', 'Yes, we do.')).toBe(true);
    expect(isFillerFaq('Do you serve breakfast?', 'Yes, on weekdays from 7 to 11.')).toBe(false);
    expect(isFillerFaq('Is there parking?', 'Yes: free parking behind the building.')).toBe(false);
  });

  it('a site keeps the questions with a fact and drops the echoes', () => {
    const doc = writeDocumentDeterministic({
      business: { name: 'Sunrise Diner', type: 'restaurant', address: '12 Main St, Springfield, IL 62701' },
      research: {
        business_category: 'restaurant',
        services: [{ name: 'Breakfast' }, { name: 'Lunch' }],
        faqs: [
          { question: 'Do you offer breakfast?', answer: 'Yes. Breakfast is one of our services.' },
          { question: 'Do you offer lunch?', answer: 'Yes. Lunch is one of our services.' },
          { question: 'Is there parking?', answer: 'Yes: free parking behind the building.' },
          { question: 'Do you offer catering?' },
          { question: 'Where are you located?' },
        ],
      },
    } as ResearchInput);
    const questions = [...new Set(faqsOf(doc).map((q) => q.question))];
    expect(questions).toEqual(['Is there parking?', 'Where are you located?']);
    expect(JSON.stringify(doc)).not.toMatch(/one of our services|Yes, we offer/);
  });
});
