// Reviews and founding years as small businesses' sites write them: in each language's ordinary words, and
// in the fixed markup website builders and review plugins write on every site they make, each excerpt as its
// authors wrote it (a template or a real page in a public repository, named beside it).
import { extractTestimonials } from '../src/content';
import { extractFoundingYear } from '../src/founding-year';
import { parseHtml, textLines } from '../src/html';

const read = (html: string) => extractTestimonials(parseHtml(html)).map((t) => [t.quote.slice(0, 24), t.author]);

describe("reviews under their language's ordinary titles", () => {
  it('reads the cards under お客さまの声, written with さま in kana, each by the name its honorific ends', () => {
    // a dog breeder's WordPress theme (public code index id 6801912206, its front page template): the section's
    // only title "お客さまの声" over cards of a title, the customer's initials and their words
    const card = (title: string, name: string, words: string) =>
      `<li class="main-voice-item"><div><img src="dog.jpg" class="main-voice-img"><h3>${title}</h3><p>${name}</p><p class="text-left">${words}</p></div></li>`;
    const html =
      '<section id="voice" class="bg-sub"><div class="container"><h2><span class="sub-heading">Voice</span><br>お客さまの声</h2><div class="main-voice-inner"><ul class="main-voice-list">' +
      card(
        '購入後の相談に<br>親身にのっていただけて安心',
        'A・Mさん',
        '躾の相談に親身にのっていただけたり、急に食欲が落ちてきたりと心配事はメールや電話でご相談しております。親身にご対応いただけるので、購入後でも非常に心強いです。',
      ) +
      card(
        '遠方なので悩んでいたが、<br>徹底されたこだわりに感動',
        'S・Uさん',
        '遠方でしたので犬舎見学に伺うことを一旦悩みましたが、戸田ブリーダー様とお電話でお話した際、その仔犬への徹底的なこだわりに感動し、思いきって犬舎見学させていただき、こちらから仔犬をお迎えすることになりました。',
      ) +
      '</ul></div></div></section>';
    expect(read(html)).toEqual([
      ['躾の相談に親身にのっていただけたり、急に食欲が落', 'A・Mさん'],
      ['遠方でしたので犬舎見学に伺うことを一旦悩みました', 'S・Uさん'],
    ]);
  });

  it.each([
    ['en', 'What our clients are saying'],
    ['en', 'Hear from our customers'],
    ['en', 'Words from our clients'],
    ['en', 'Guestbook'],
    ['de', 'Erfahrungsberichte'],
    ['de', 'Patientenerfahrungsberichte'],
    ['de', 'Gästebuch'],
    ['fr', "Livre d'or"],
    ['es', 'Lo que dicen de nosotros'],
    ['es', 'Qué dicen nuestros clientes'],
    ['es', 'Que dicen Nuestros Clientes'],
    ['es', 'Libro de visitas'],
    ['nl', 'Gastenboek'],
    ['pt', 'Testemunhos'],
    ['pt', 'O que dizem de nós'],
    ['ja', 'お客さまの声'],
    ['ja', 'お客様の喜びの声'],
    ['ja', '患者さまの声'],
    ['ja', '体験談'],
  ])('reads the quotes under the %s title "%s"', (_lang, heading) => {
    const html = `<section><h2>${heading}</h2><div class="row"><div class="col"><p>Friendly staff, spotless salon and the best haircut in years.</p><p>- Ann</p></div><div class="col"><p>They fixed our boiler the same day, exactly as quoted.</p><p>- Bob</p></div></div></section>`;
    expect(read(html)).toEqual([
      ['Friendly staff, spotless', 'Ann'],
      ['They fixed our boiler th', 'Bob'],
    ]);
  });
});

describe('reviews as website builders and review plugins write them', () => {
  it("reads Elementor's testimonial widget by its name, not the job beside it", () => {
    // the widget's render() in elementor/elementor@006650785668f9f101bc0fb5d5b93fc11977fec5
    // includes/widgets/testimonial.php, filled in (the words ours)
    const html =
      '<div class="elementor-testimonial-wrapper"><div class="elementor-testimonial-content">They fixed our boiler the same day and the price was exactly as quoted.</div>' +
      '<div class="elementor-testimonial-meta elementor-has-image elementor-testimonial-image-position-aside"><div class="elementor-testimonial-meta-inner"><div class="elementor-testimonial-image"><img src="a.jpg" alt="" /></div>' +
      '<div class="elementor-testimonial-details"><div class="elementor-testimonial-name">Anna Berger</div><div class="elementor-testimonial-job">Wien</div></div></div></div></div>';
    expect(read(html)).toEqual([['They fixed our boiler th', 'Anna Berger']]);
  });

  it("reads a Google reviews widget's cards, each reviewer named above the words", () => {
    // a laundry's Trustindex widget as its page serves it (sohail2637/hello-lundary-project@232625f792310db7205a51df463881a10cf81fa1
    // src/comonnent/therd.js, its JSX markup as HTML)
    const item = (name: string, date: string, words: string) =>
      `<div class="ti-review-item source-Trustpilot" data-platform-page-url="https://www.trustpilot.com/review/www.hellolaundry.co.uk"><div class="ti-inner"><div class="ti-review-header"><div class="ti-profile-img"> <img src="https://cdn.trustindex.io/assets/default-avatar/noprofile-06.svg" alt="${name}"/> </div><div class="ti-profile-details"><div class="ti-name">${name}</div><div class="ti-date">${date}</div></div></div>` +
      `<div class="ti-stars"><span class="ti-star f"></span><span class="ti-star f"></span><span class="ti-star f"></span><span class="ti-star f"></span><span class="ti-star f"></span></div><div class="ti-review-content"><!-- R-CONTENT -->${words}<!-- R-CONTENT --></div></div></div>`;
    const html =
      `<div class="section customer-review-section"><div class="section-title"><h2 class="title-underline">Customers' Reviews</h2></div><div class="container"><div class="ti-widget ti-trus" data-layout-id="4"><div class="ti-widget-container ti-col-3"><div class="ti-reviews-container"><div class="ti-reviews-container-wrapper">` +
      item(
        'Chantel',
        '2021-02-26',
        'Great service. Kept me updated with collection and delivery times. I will use Hello Laundry many more times.',
      ) +
      item(
        'Ozzy',
        '2021-02-17',
        'Very convenient and clean launderette located in Purfleet, Essex. Highly recommend for dry cleaning &amp; laundry service.',
      ) +
      '</div></div></div></div></div></div>';
    expect(read(html)).toEqual([
      ['Great service. Kept me u', 'Chantel'],
      ['Very convenient and clea', 'Ozzy'],
    ]);
  });

  it('reads a Gutenberg quote block with its citation, its class naming only the block', () => {
    // a bookkeeper's block theme pattern (public code index id 56358019991): the client's quote in a core/quote block
    const html =
      '<div class="wp-block-column is-vertically-aligned-center"><blockquote class="wp-block-quote"><p>"The attention to detail was impressive. They didn\'t just migrate our data; they improved it. Our financial records are now as neatly organized as a perfectly wound ball of yarn."</p><cite><strong>Ian Crawford Brunt</strong> — Smartlight Solutions Ltd</cite></blockquote></div>';
    expect(read(html)).toEqual([['The attention to detail ', 'Ian Crawford Brunt — Smartlight Solutions Ltd']]);
  });

  it.each<[string, string, string]>([
    [
      "Divi's testimonial module, its author after the quote's box",
      '<div class="et_pb_module et_pb_testimonial et_pb_testimonial_0 clearfix et_pb_bg_layout_light"><div style="background-image:url(a.jpg)" class="et_pb_testimonial_portrait"></div><div class="et_pb_testimonial_description"><div class="et_pb_testimonial_description_inner"><div class="et_pb_testimonial_content"><p>They fixed our boiler the same day and the price was exactly as quoted.</p></div></div><span class="et_pb_testimonial_author">Marie Dupont</span><p class="et_pb_testimonial_meta"><span class="et_pb_testimonial_position">Cliente</span><span class="et_pb_testimonial_separator">,</span> <span class="et_pb_testimonial_company">Lyon</span></p></div></div>',
      'Marie Dupont',
    ],
    [
      "Elementor's testimonial carousel, name and title in one cite",
      '<div class="swiper-slide"><div class="elementor-testimonial"><div class="elementor-testimonial__content"><div class="elementor-testimonial__text">They fixed our boiler the same day and the price was exactly as quoted.</div><cite class="elementor-testimonial__cite"><span class="elementor-testimonial__name">Ann</span><span class="elementor-testimonial__title">Client</span></cite></div></div></div>',
      'Ann',
    ],
    [
      'schema.org Review microdata, its body and author by itemprop',
      '<div itemprop="review" itemscope itemtype="https://schema.org/Review"><span itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Pedro López</span></span><div itemprop="reviewBody">They fixed our boiler the same day and the price was exactly as quoted.</div></div>',
      'Pedro López',
    ],
  ])('reads %s', (_shape, html, author) => {
    expect(read(html)).toEqual([['They fixed our boiler th', author]]);
  });

  it("reads no reviewer's byline as a quote of its own", () => {
    // WP Customer Reviews' review: the byline's class names a review too
    const html =
      '<div class="wpcr3_review_item"><div class="wpcr3_item wpcr3_business"><div class="wpcr3_review"><div class="wpcr3_review_author">by <span class="wpcr3_caps">Tom Baker</span> on <span class="wpcr3_review_datePublished">2020-01-02</span></div><blockquote class="wpcr3_content">We have been coming here for ten years and never been disappointed.</blockquote></div></div></div>';
    expect(read(html).map(([quote]) => quote)).toEqual(['We have been coming here']);
  });
});

describe("founding years in each language's ordinary forms", () => {
  it.each<[string, string, string]>([
    // a gas supplier's home page (public code index id 5953729328)
    [
      '"established in the year"',
      'Established in the year 1992, Satramdas Gases Pvt. Ltd. is an ISO 9001-2000 certified company.',
      '1992',
    ],
    // a football club's facts beside an icon (public code index id 7710318369)
    ['a label naming the year, with no colon', 'Gründungsjahr 1972', '1972'],
    // a site's footer column (public code index id 31009113235)
    ["French's label, its span to this year after it", 'Année de création 1983 - 2024', '1983'],
    // an auction house's profile (public code index id 15205670651)
    ['Spanish "abrió en"', 'Abrió en 1988 como galería de antigüedades.', '1988'],
  ])('reads %s', (_form, text, year) => {
    expect(extractFoundingYear(text)).toBe(year);
  });

  it.each<[string, string | undefined]>([
    ['Founded in the year 1921 by two brothers.', '1921'],
    ['Year founded 1962', '1962'],
    ['Oprichtingsjaar 1990', '1990'],
    ['Año de fundación 1962', '1962'],
    ['Anno di fondazione 1950', '1950'],
    ['Ano de fundação 1975', '1975'],
    ['Wij zijn gestart in 2008 als eenmanszaak.', '2008'],
    ['En 1987 abrimos nuestra primera tienda.', '1987'],
    ['El restaurante abrió en 2001.', '2001'],
    ['A loja abriu em 1999 no centro.', '1999'],
  ])('reads "%s" as founded in %s', (text, year) => {
    expect(extractFoundingYear(text)).toBe(year);
  });

  it.each<[string, string | undefined]>([
    // a Swiss car dealer's settings, its founding year kept apart (public code index id 65805209933)
    ['Hinweis: die AG ist im Handelsregister seit 2014 eingetragen.', undefined],
    ['Eingetragen im Handelsregister seit 2011, Amtsgericht München HRB 12345', undefined],
    ['Société immatriculée au RCS de Lyon depuis 2015', undefined],
    ['KvK-nummer 12345678, ingeschreven sinds 2014', undefined],
    ['Seit 1987 für Sie da. Im Handelsregister eingetragen seit 2011.', '1987'],
  ])('reads no registration as a founding: "%s"', (text, year) => {
    expect(extractFoundingYear(text)).toBe(year);
  });
});

describe('a review widget card read whole', () => {
  it('leaves the line that dates the review out of its words', () => {
    // the Widgets for Google Reviews plugin's review card (public code index id 33479263749, its PHP template as it
    // renders: the time's gmdate("H:i d M y"))
    const html =
      '<div class="wp-gr wpac"><div class="wp-google-reviews"><div class="wp-google-review"><div class="wp-google-right"><div class="wp-google-name">Samantha Ortiz</div>' +
      '<div class="wp-google-time" data-time="1718014380">10:13 10 Jun 24</div><div class="wp-google-feedback"><span class="rpi-stars" style="--rating:5"></span>' +
      '<span class="wp-google-text">Our zipline guides were hilarious and made everyone feel safe.</span></div></div></div></div></div>';
    expect(read(html)).toEqual([['Our zipline guides were ', 'Samantha Ortiz']]);
  });

  it.each([
    '2 weeks ago',
    'a month ago',
    'vor 2 Wochen',
    'vor einem Monat',
    'il y a 3 jours',
    'hace un mes',
    '2 settimane fa',
    '3 weken geleden',
    'há 2 meses',
    '2 meses atrás',
    '2週間前',
    '06/28/2024',
    '2021-02-28',
    '28. Juni 2024',
    '28 de junio de 2024',
    'June 28, 2024',
    '2024年6月28日',
  ])('leaves "%s" out of the words it dates', (date) => {
    const html = `<div class="review-card"><div class="review-name">Ann</div><div class="review-date">${date}</div><div>Friendly staff, spotless salon and the best haircut in years.</div></div>`;
    expect(read(html)).toEqual([['Friendly staff, spotless', 'Ann']]);
  });
});

describe("a history's line that opens with its year and names the founding", () => {
  it("reads a fruit wholesaler's history, its first heading the year and the founding", () => {
    // nothinghalosix/schuetzenhofer-obst@15063211abaffa73a9b54a49471f2575430398c3 content/ueber-uns.php (its first
    // two entries)
    const doc = parseHtml(
      '<div class="container main-content produkte"><div class="starter-template"><h1>Die Geschichte zu unserem Unternehmen</h1><div class="col-100">' +
        '<h3>1955 Firmengründung mit Verkaufsstandort Wien Naschmarkt</h3><p>Im Jänner 1955 gründete Alexander Schützenhofer das Einzelunternehmen, welches sich vorwiegend mit dem Ein- und Verkauf von Waldheidelbeeren, Steinpilzen und Eierschwammerln beschäftigte.</p>' +
        '<h3>1971 Eröffnung des neu erbauten Großmarktes Wien Inzersdorf</h3><p>Im Jahre 1971 erwarb Alexander Schützenhofer einen Verkaufsplatz auf dem neu gegründeten Großmarkt Wien Inzersdorf.</p></div></div></div>',
    );
    expect(extractFoundingYear(textLines(doc).join('\n'))).toBe('1955');
  });

  it.each<[string, string | undefined]>([
    ['1987: Gründung der Schreinerei', '1987'],
    ['1987\nGeschäftsgründung in der Altstadt', '1987'],
    ["1990 – Fondation de l'entreprise", '1990'],
    ['1962 Fundación de la empresa', '1962'],
    ['1950 Fondazione della ditta', '1950'],
    ['1975 Oprichting van het bedrijf', '1975'],
    ['1990 Fundação da loja', '1990'],
    ['2019: création du site internet', undefined],
    ['Nach 1945 Gründung der Firma', undefined],
  ])('reads "%s" as founded in %s', (text, year) => {
    expect(extractFoundingYear(text)).toBe(year);
  });
});
