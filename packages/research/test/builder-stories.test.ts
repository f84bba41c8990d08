// Reviews and founding years as small businesses' sites write them: in each language's ordinary words, and
// in the fixed markup website builders and review plugins write on every site they make, each excerpt as its
// authors wrote it (a template or a real page in a public repository, named beside it).
import { extractTestimonials } from '../src/content';
import { parseHtml } from '../src/html';

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
