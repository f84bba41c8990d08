// The rule-based revision agent alone (no workflow): the corpus gate (0 wrong edits, >= 80% applied), then
// each ability with wordings that are not in the corpus, and the questions it asks instead of guessing.
import {
  addSection,
  measurePhotos,
  SAMPLE_BUSINESSES,
  samplePhotoBytes,
  writeDocumentDeterministic,
  type SiteDocument,
  withShowcase,
} from '@sgs/site-kit';
import { planRuleRevision } from '../src/rules';
import { runTool } from '../src/tools';
import { CORPUS } from '../../../test/revisions-corpus/corpus';
import { grade, type Grade } from '../../../test/revisions-corpus/grade';

jest.setTimeout(120_000);
let doc: SiteDocument;
beforeAll(async () => {
  const input = SAMPLE_BUSINESSES.plumber;
  doc = writeDocumentDeterministic(await measurePhotos(input, await samplePhotoBytes(input)));
});

/** Plans and applies a request the way runRevisionAgent does: a refused call is a question. */
function revise(prompt: string, on = doc) {
  const plan = planRuleRevision(prompt, on);
  if (plan.kind !== 'calls') return { plan, after: null };
  let after = on;
  for (const call of plan.calls) {
    const out = runTool(after, call);
    if (!out.changed) throw new Error(`${prompt}: ${call.name} refused: ${out.result}`);
    after = out.doc;
  }
  return { plan, after };
}
const question = (prompt: string, on = doc) => {
  const { plan } = revise(prompt, on);
  if (plan.kind !== 'clarification') throw new Error(`${prompt}: expected a question, got ${JSON.stringify(plan)}`);
  return plan.question;
};
const callsOf = (prompt: string) => {
  const { plan } = revise(prompt);
  if (plan.kind !== 'calls') throw new Error(`${prompt}: expected a change, got ${JSON.stringify(plan)}`);
  return plan.calls;
};

it('passes the corpus: no wrong edit, at least 80% of change requests applied, every question case asked', () => {
  const grades: Record<string, Grade> = {};
  for (const c of CORPUS) {
    const { plan, after } = revise(c.prompt);
    const outcome =
      plan.kind === 'calls' ? 'complete' : plan.kind === 'out_of_scope' ? plan.kind : 'clarification_needed';
    const g = grade(c, outcome, doc, after);
    grades[c.prompt] = g.grade;
    if (g.grade === 'wrong') throw new Error(`wrong edit for "${c.prompt}": ${g.problems.join('; ')}`);
  }
  const applyCases = CORPUS.filter((c) => c.expect === 'apply');
  expect(CORPUS.length).toBeGreaterThanOrEqual(40);
  const applied = applyCases.filter((c) => grades[c.prompt] === 'applied').length;
  expect(applied / applyCases.length).toBeGreaterThanOrEqual(0.8);
  expect(CORPUS.filter((c) => c.expect === 'clarify').map((c) => [c.prompt, grades[c.prompt]])).toEqual(
    CORPUS.filter((c) => c.expect === 'clarify').map((c) => [c.prompt, 'clarified']),
  );
  expect(CORPUS.filter((c) => c.expect === 'out_of_scope').map((c) => [c.prompt, grades[c.prompt]])).toEqual(
    CORPUS.filter((c) => c.expect === 'out_of_scope').map((c) => [c.prompt, 'refused']),
  );
});

it('reads opening hours in the forms owners write them', () => {
  const hoursAfter = (prompt: string) =>
    Object.fromEntries(revise(prompt).after!.business.hours.map((h) => [h.day, h.text]));
  expect(hoursAfter('New hours: Mon-Fri 8:30am-5:30pm, Sat 10-2, closed Sundays')).toMatchObject({
    Monday: '8:30 AM – 5:30 PM',
    Friday: '8:30 AM – 5:30 PM',
    Saturday: '10:00 AM – 2:00 PM',
    Sunday: 'Closed',
  });
  expect(hoursAfter('We are open every day from noon to 8')).toEqual(
    Object.fromEntries(
      ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => [
        d,
        '12:00 PM – 8:00 PM',
      ]),
    ),
  );
  expect(hoursAfter('Thursdays we stay open until 8pm')).toMatchObject({
    Thursday: '7:00 AM – 8:00 PM',
    Wednesday: '7:00 AM – 6:00 PM',
  });
  expect(hoursAfter("We're closed on Wednesdays now")).toMatchObject({
    Wednesday: 'Closed',
    Tuesday: '7:00 AM – 6:00 PM',
  });
  // A holiday is a notice beside the hours, not a change of the week.
  const xmas = revise('The shop is closed December 24th through 26th for the holidays').after!;
  expect(xmas.business.hours).toEqual(doc.business.hours);
  expect(JSON.stringify(xmas.pages)).toContain('Closed December 24th through 26th for the holidays.');
  // on a site whose pages show no hours section, the notice gets one of its own, headed in the site's language
  const german = writeDocumentDeterministic({
    language: 'de',
    business: { name: 'Kornblume', address: 'Kastanienallee 12, 10435 Berlin, Deutschland', type: 'bakery' },
    research: { hours: { 'Mon-Fri': '7:00 AM – 6:00 PM' } },
  });
  const withoutHours = {
    ...german,
    pages: german.pages.map((p) => ({ ...p, sections: p.sections.filter((x) => x.type !== 'hours') })),
  };
  const notice = revise('The shop is closed December 24th through 26th for the holidays', withoutHours).after!;
  const added = notice.pages.flatMap((p) => p.sections).find((x) => x.type === 'hours')!;
  expect([added.heading, added.note]).toEqual([
    'Öffnungszeiten',
    'Closed December 24th through 26th for the holidays.',
  ]);
  // Days it cannot place are asked about, with what the site shows now.
  expect(question('Our hours are now 9 to 5')).toMatch(/Which days.*Mon 7:00 AM – 6:00 PM/);
});

it('changes services, pages, sections, copy, theme and photos from other wordings', () => {
  expect(callsOf('Please add Backflow testing ($75) to our services')).toEqual([
    { name: 'add_service', args: expect.objectContaining({ name: 'Backflow Testing', price: '$75' }) },
  ]);
  expect(callsOf("We don't do sump pump service anymore")).toEqual([
    { name: 'remove_service', args: { name: 'Sump pump service' } },
  ]);
  expect(callsOf('Change the name of the about page to Meet the team')).toEqual([
    { name: 'rename_page', args: { slug: 'about', label: 'Meet the team' } },
  ]);
  expect(callsOf('Put the reviews at the bottom of the home page')).toEqual([
    { name: 'move_section', args: { page: 'index', section_id: 'reviews', index: doc.pages[0]!.sections.length - 1 } },
  ]);
  expect(callsOf('Delete the credentials section')).toEqual([
    { name: 'remove_section', args: { page: 'about', section_id: 'credentials' } },
  ]);
  expect(callsOf('Use navy blue as the main colour')).toEqual([{ name: 'set_colors', args: { primary: '#1f2a44' } }]);
  expect(callsOf('Change the body font to something classic')).toEqual([
    { name: 'set_fonts', args: { body: 'old-style' } },
  ]);
  expect(callsOf('Swap the about photo on the about page for the water heater picture')).toEqual([
    {
      name: 'update_section',
      args: {
        page: 'about',
        section_id: 'story',
        patch: { image: expect.objectContaining({ id: 'photo-water-heater' }) },
      },
    },
  ]);
  expect(callsOf('Instead of "Kind words" say "What our customers say"')[0]).toEqual({
    name: 'set_text',
    args: expect.objectContaining({ value: 'What our customers say' }),
  });
  expect(revise('Our email is now office@riverbend.example').after!.business.email).toBe('office@riverbend.example');
  expect(callsOf('Update the description of drain cleaning to say we clear all drains')).toEqual([
    { name: 'update_service', args: { name: 'Drain cleaning', description: 'We clear all drains.' } },
  ]);
  expect(callsOf('Change the heading of the reviews section to What customers say')).toEqual([
    {
      name: 'set_text',
      args: {
        path: `pages[0].sections[${doc.pages[0]!.sections.findIndex((x) => x.type === 'testimonials')}].heading`,
        value: 'What customers say',
      },
    },
  ]);
  const relabelled = revise('Change the button that says Send a message to Contact us').after!;
  expect(JSON.stringify(relabelled.pages)).not.toContain('"Send a message"');
  expect(JSON.stringify(relabelled.pages)).toContain('"label":"Contact us"');
  expect(callsOf('Add a testimonial from John: Great work')).toEqual([
    { name: 'add_testimonial', args: { quote: 'Great work.', author: 'John' } },
  ]);
  expect(callsOf('Please remove the testimonial from Dana')).toEqual([
    { name: 'remove_testimonial', args: { match: 'Dana K.' } },
  ]);
  expect(callsOf('Remove the map')).toEqual([
    { name: 'remove_section', args: { page: 'contact', section_id: 'find-us' } },
  ]);
});

it('asks one specific question naming the options it found, instead of guessing', () => {
  expect(question('Remove the service')).toMatch(/Which service should I remove\? The site lists "Leak detection/);
  expect(question('Remove the repair service')).toMatch(/"Leak detection and repair" or "Emergency repairs"/);
  expect(question("Remove the 'What you can expect' section")).toMatch(/Home page.*or.*Services page/);
  expect(question('Remove the photo')).toMatch(
    /Which photo.*header photo on the Home page.*about photo on the About page/,
  );
  expect(question('Remove the question about pricing')).toMatch(/Which question.*"Do you offer emergency plumbing\?"/);
  expect(question('Replace the photo on the about page with a new one I will send')).toMatch(
    /only use photos the site already has/,
  );
  expect(question('Add a page called Financing')).toMatch(/What should the Financing page say/);
  expect(question('Change the services heading to What we fix')).toMatch(
    /"Our services" on the Home page or .*"Everything Riverbend Plumbing & Drain offers"/,
  );
  expect(question('Hide the phone number in the header')).toMatch(/only remove it from the whole site/);
});

it('says which abilities come closest when it cannot do a request', () => {
  expect(question('Remove the About page')).toMatch(/keeps its Home, About and Contact pages.*rename it/);
  // a Services page is there only for what is on offer: an owner who offers nothing there may remove it
  const { plan, after } = revise('Remove the Services page');
  expect(plan.kind === 'calls' && plan.calls).toEqual([{ name: 'remove_page', args: { slug: 'services' } }]);
  expect(after!.pages.map((p) => p.kind)).not.toContain('services');
  // and the first service added makes the page again, with the service listed on it
  const added = revise(
    'Add a service called Gas line repair: Finding and fixing gas line leaks safely.',
    after!,
  ).after!;
  const page = added.pages.find((p) => p.kind === 'services')!;
  expect(added.pages.indexOf(page)).toBe(1);
  expect(page.sections.flatMap((s) => (s.type === 'services' ? s.items.map((i) => i.name) : []))).toEqual([
    'Gas Line Repair',
  ]);
  expect(question('Translate the whole site into Spanish')).toMatch(/closest I can do: remove or replace any text/);
  expect(question('Add a video of our team')).toMatch(/closest I can do: replace or remove a photo/);
  expect(question('Remove the contact form section')).toMatch(/must keep its form/);
});

it('handles the three requests from the issue on a site whose home page has a FAQ with a repeated question', () => {
  const repeated = addSection(doc, 'index', {
    id: 'home-faq',
    type: 'faq',
    heading: 'Questions',
    items: [
      { question: 'Do you bake to order?', answer: 'Yes.' },
      { question: 'Do you bake to order?', answer: 'Yes.' },
    ],
  });
  const faqGone = revise('Remove the FAQ section from the home page', repeated).after!;
  expect(faqGone.pages[0]!.sections.some((s) => s.type === 'faq')).toBe(false);
  expect(faqGone.pages[1]!.sections.some((s) => s.type === 'faq')).toBe(true); // the services page keeps its own
  const catering = revise(
    'Add a new page called Catering that says we cater weddings and office events',
    repeated,
  ).after!;
  expect(catering.pages.find((p) => p.slug === 'catering')).toMatchObject({
    kind: 'custom',
    navLabel: 'Catering',
    sections: [
      { type: 'hero', heading: 'Catering' },
      { type: 'text', paragraphs: ['We cater weddings and office events.'] },
    ],
  });
  expect(catering.pages.at(-1)!.kind).toBe('contact'); // contact stays last in the navigation
  const removed = revise('Remove the Catering page', catering).after!;
  expect(removed.pages.map((p) => p.slug)).toEqual(repeated.pages.map((p) => p.slug));
  const hours = revise('We are now closed on Mondays and open 6am to 2pm the other days', repeated).after!;
  expect(hours.business.hours.map((h) => h.text)).toEqual(['Closed', ...Array(6).fill('6:00 AM – 2:00 PM')]);
});

it('adds, changes and removes social links from plain English, and asks when it cannot tell which or where', () => {
  const links = (prompt: string, on = doc) =>
    Object.fromEntries(revise(prompt, on).after!.business.social.map((l) => [l.network, l.url]));
  const before = Object.fromEntries(doc.business.social.map((l) => [l.network, l.url]));
  expect(before).toEqual({
    facebook: 'https://www.facebook.com/riverbendplumbing',
    yelp: 'https://www.yelp.com/biz/riverbend-plumbing-springfield',
  });
  // every social case of the corpus is applied (not only "not wrong")
  for (const c of CORPUS.filter((x) => x.changes?.includes('business.social'))) {
    const { plan, after } = revise(c.prompt);
    expect([c.prompt, plan.kind]).toEqual([c.prompt, 'calls']);
    expect(grade(c, 'complete', doc, after)).toEqual({ grade: 'applied', problems: [] });
  }
  expect(links('Please add our Insta. Our handle is @Riverbend_Plumbing')).toMatchObject({
    instagram: 'https://www.instagram.com/riverbend_plumbing',
  });
  expect(links('Add https://twitter.com/RiverbendPlumb/ to the site')).toMatchObject({
    x: 'https://x.com/riverbendplumb',
  });
  expect(links('We no longer use Yelp, take that link down')).toEqual({ facebook: before.facebook });
  expect(
    links('Add our Google Business profile: https://www.google.com/maps/place/Riverbend+Plumbing/@39.78,-89.65,17z'),
  ).toMatchObject({ google: 'https://www.google.com/maps/place/Riverbend+Plumbing/@39.78,-89.65,17z' });
  // questions instead of guesses
  expect(question('Add our Instagram')).toMatch(/address of your Instagram profile.*handle/);
  expect(question('Add our LinkedIn @riverbend')).toMatch(/full address of your LinkedIn page/);
  expect(question('Remove the TikTok link')).toMatch(/no TikTok link; it links to Facebook or Yelp/);
  expect(question('Remove a social link')).toMatch(/Which social link should I remove: Facebook or Yelp/);
  expect(question('Our instagram is https://www.facebook.com/riverbendplumbing2')).toMatch(
    /Facebook profile, not Instagram/,
  );
  // a share button is not a profile, and other requests that name a network are not about links
  expect(question('Add a link to https://www.facebook.com/sharer/sharer.php?u=riverbend')).toBeDefined();
  expect(planRuleRevision('Add this Facebook review: "Quick and tidy work" by Ann B.', doc)).not.toMatchObject({
    calls: [{ name: 'set_social_link' }],
  });
});

it('names the team, timetable and before/after sections the way owners do', async () => {
  const input = withShowcase(SAMPLE_BUSINESSES.plumber);
  const showcase = writeDocumentDeterministic(await measurePhotos(input, await samplePhotoBytes(input)));
  const types = (d: SiteDocument) => d.pages.flatMap((p) => p.sections.map((s) => s.type));
  for (const t of ['team', 'timetable', 'before-after'] as const) expect(types(showcase)).toContain(t);

  const noTeam = revise('Please remove the meet the team section', showcase).after!;
  expect(types(noTeam)).not.toContain('team');
  expect(types(noTeam)).toContain('timetable');
  const noPairs = revise('Remove the before & after section', showcase).after!;
  expect(types(noPairs)).not.toContain('before-after');
  expect(types(noPairs)).toContain('team');
  const noClasses = revise('Remove the class timetable', showcase).after!;
  expect(types(noClasses)).not.toContain('timetable');
  expect(types(noClasses)).toContain('before-after');
});
