// Shapes of real small-business pages that research did not read until the corpus grew to them: each an excerpt of
// the markup as its authors wrote it (a Swiss driving school, a French driving school, a Black Forest joiner, a Swiss
// children's shop, a Japanese clinic), each read by a general technique, never by a rule for one site.
import { extractServices, extractTestimonials } from '../src/content';
import { eraYears, extractFoundingYear } from '../src/founding-year';
import { readHours } from '../src/hour-lines';
import { gridHourLines } from '../src/hours-grid';
import { parseHtml, textLines } from '../src/html';
import { extractEmails, extractHours } from '../src/scrape';

describe('pages as they are served', () => {
  it('reads a page written without <body>, its doctype beside <html>, and a price list in one inline wrapper', () => {
    // a PHP page whose includes never open <body>; its prices in Swiss francs written "110.-", every line inside
    // one underlined <span>, the first line repeating the heading above it
    const doc = parseHtml(
      '<!DOCTYPE html>\n<html lang="de"><head><title>Preise</title></head>\n' +
        '<div class="solid1"><h1 class="solid">UNSERE PREISE</h1></div>\n<div class="container"><article class="card">' +
        '<div class="text"><h2>Preise</h2><p class="inhalttext"><span style="text-decoration:underline;">\nPreise: <br>\n' +
        'Nothelferkurs 110.-\n<br><br>\nTheorieunterricht:<br>\nVKU - Verkehrskunde: 200.-<br><br>\n' +
        'Zusatz Theorie für Kat. C1/C, D1/D, pro Lektion 69.-<br><br>\nFahrunterricht: <br>\n' +
        'Kat. B – Auto, Schaltgetriebe/ Automat, pro Lektion: 79.-<br><br>\nLektionen à 45min\n</span></p></div>' +
        '</article></div></html>',
    );
    const items = extractServices(doc, 'http://x/preise.php');
    expect(items.map((i) => [i.name, i.price])).toEqual([
      ['Nothelferkurs', '110.-'],
      ['Theorieunterricht: VKU - Verkehrskunde', '200.-'],
      ['Theorieunterricht: Zusatz Theorie für Kat. C1/C, D1/D, pro Lektion', '69.-'],
      ['Fahrunterricht: Kat. B – Auto, Schaltgetriebe/ Automat, pro Lektion', '79.-'],
    ]);
  });

  it('reads no price in a date range or an abbreviation that a dash follows', () => {
    const doc = parseHtml(
      '<h2>Preise</h2><p>Kurs vom 1.-3. Mai<br>Mo.-Fr. geöffnet<br>Betriebsferien 24.-31. Dezember</p>',
    );
    expect(extractServices(doc, 'http://x/preise').filter((i) => i.price)).toEqual([]);
  });

  it("reads a service whose heading stands in its article's own <header>, never the page's header", () => {
    // a clinic's services page: one <article> per service, its number, icon and <h2> in the article's <header>
    const chapter = (n: string, name: string, body: string) =>
      `<article class="service-chapter"><header class="service-chapter-heading"><span class="service-chapter-number">${n}</span>` +
      `<h2>${name}</h2></header><div class="service-chapter-content"><p>${body}</p></div></article>`;
    const doc = parseHtml(
      '<header class="site-header"><h2>原口消化器内科</h2><nav><a href="/">ホーム</a></nav></header><main>' +
        chapter(
          '03',
          '胃カメラ（胃内視鏡検査）',
          '経口・経鼻の選択や鎮静剤にも対応し、できるだけ苦痛を抑えた検査を心がけています。',
        ) +
        chapter(
          '04',
          '生活習慣病（高血圧・脂質異常症・糖尿病）',
          '高血圧・脂質異常症・糖尿病などの生活習慣病を、数多く診療しています。',
        ) +
        '</main>',
    );
    const names = extractServices(doc, 'http://x/service.html').map((i) => i.name);
    expect(names).toEqual(
      expect.arrayContaining(['胃カメラ（胃内視鏡検査）', '生活習慣病（高血圧・脂質異常症・糖尿病）']),
    );
    expect(names).not.toContain('原口消化器内科');
  });

  it('reads a list of named offerings, each a link with a dash and what it is', () => {
    // a joiner's services page under its title heading
    const doc = parseHtml(
      '<main class="content"><h1 class="page-title">Leistungen</h1><p>Unser Betrieb bietet Ihnen folgende Leistungen:</p>' +
        '<ul><li><a href="/leistungen/lohnsaegen/">Lohnsägen</a> – Mit der Blockbandsäge werden Baumstämme aller Art zu Brettern oder Balken gesägt.</li>' +
        '<li><a href="/leistungen/holztrocknung/">Holztrocknung</a> – Professionelle Trocknung Ihres Schnittholzes in unserer Trockenkammer.</li>' +
        '<li><a href="https://www.kleinanzeigen.de/s-bestandsliste.html">Holzverkauf</a> – Schnittholz und Bretter aus eigener Produktion.</li></ul></main>',
    );
    expect(extractServices(doc, 'http://x/leistungen/')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'Lohnsägen',
          description: 'Mit der Blockbandsäge werden Baumstämme aller Art zu Brettern oder Balken gesägt.',
        }),
        expect.objectContaining({
          name: 'Holzverkauf',
          description: 'Schnittholz und Bretter aus eigener Produktion.',
        }),
      ]),
    );
  });

  it("keeps a card's booking link, a line of its own, out of the offering's description", () => {
    // a Japanese relaxation salon's coupons (research corpus, apollo-seikotsuin-soka, coupon.html)
    const doc = parseHtml(
      '<main><section><h2 class="section-title">限定クーポン</h2>' +
        '<div class="coupon-item"><span class="coupon-type">初回限定</span><div class="coupon-title">【初めての方へ】全身もみほぐし 60分</div>' +
        '<div class="coupon-desc">日頃の疲れをスッキリ解消！熟練の技術で全身を丁寧にほぐします。</div><div class="coupon-footer">' +
        '<div class="coupon-price">¥3,600</div><a href="https://lin.ee/6cYRjnW" class="coupon-btn">このクーポンで予約</a></div></div>' +
        '<div class="coupon-item"><span class="coupon-type">全員OK</span><div class="coupon-title">【リピート率No.1】全身もみほぐし 90分</div>' +
        '<div class="coupon-desc">特にお疲れの箇所を重点的に。至福のリラックスタイムを。</div><div class="coupon-footer">' +
        '<div class="coupon-price">¥5,400</div><a href="https://lin.ee/6cYRjnW" class="coupon-btn">このクーポンで予約</a></div></div>' +
        '</section></main>',
    );
    const read = extractServices(doc, 'http://x/coupon.html');
    expect(read.map((s) => s.price)).toEqual(['¥3,600', '¥5,400']);
    for (const s of read) expect(s.description).not.toContain('このクーポンで予約');
  });

  it("reads no invitation to visit and no price list's own title as an offering", () => {
    // a Belgian beauty salon's about page and price page (research corpus, be-beauty-aalst): "Kom Langs" ("come by")
    // titles a paragraph inviting a visit, "Prijslijst" the page of prices
    const about = parseHtml(
      '<main><section><div class="container"><h2>Over Be Beauty</h2><p>Welkom bij Be Beauty!</p>' +
        '<h3 class="section-heading">Wat We Aanbieden</h3><p>Onze salon biedt een breed scala aan professionele schoonheidsbehandelingen:</p>' +
        '<ul class="feature-list"><li>Permanent Make-up - Wenkbrauwen, Eyeliner en Lippen</li><li>Kobido Massage - Japanse Gezichtsmassage</li></ul>' +
        '<h3 class="section-heading">Kom Langs</h3><p>We nodigen je graag uit om onze salon te bezoeken voor een persoonlijk consult. Ontdek hoe we jouw natuurlijke schoonheid kunnen versterken.</p>' +
        '</div></section></main>',
    );
    const names = extractServices(about, 'http://x/about.html').map((s) => s.name);
    expect(names).toContain('Kobido Massage - Japanse Gezichtsmassage');
    expect(names).not.toContain('Kom Langs');
    const prices = parseHtml(
      '<main><section class="prices"><div class="container"><h2>Prijslijst</h2><p>Bekijk onze actuele prijzen voor alle behandelingen. Neem contact op voor meer informatie of om een afspraak te maken.</p>' +
        '<button class="download-btn">Download Prijslijst</button><div id="price-list"></div></div></section></main>',
    );
    expect(extractServices(prices, 'http://x/prijzen.html').map((s) => s.name)).not.toContain('Prijslijst');
    for (const visit of ['Besuchen Sie uns', 'Venite a trovarci', 'Venez nous voir', 'Visítenos', 'Come and see us'])
      expect(
        extractServices(
          parseHtml(
            `<main><h2>Unsere Leistungen</h2><h3>Haarschnitt</h3><p>Waschen, schneiden, föhnen für jede Haarlänge.</p><h3>${visit}</h3><p>Wir freuen uns auf Ihren Besuch in unserem Salon in der Altstadt.</p></main>`,
          ),
          'http://x/',
        ).map((s) => s.name),
      ).not.toContain(visit);
  });
});

describe('opening hours as a reader reads them', () => {
  it('takes the hours under an hours label over a sentence elsewhere on the page', () => {
    // a driving school: when lessons run (a sentence in the page) and when the office opens (the footer's "Horaires")
    const lines = [
      'Les cours de conduites ont lieu :',
      'du lundi au vendredi de 8h à 12h et de 13h à 19h',
      'le samedi de 8h à 12h et de 13h à 18h',
      'Horaires',
      'Lundi au Vendredi:',
      '10h à 12h et de 14h à 19h',
      'Samedi:',
      '10h à 12h et de 14h à 18h',
      'Agrément E1201102800',
      'Nous joindre',
    ];
    expect(extractHours(lines, 'fr')).toEqual({
      Monday: '10:00 - 12:00, 14:00 - 19:00',
      Tuesday: '10:00 - 12:00, 14:00 - 19:00',
      Wednesday: '10:00 - 12:00, 14:00 - 19:00',
      Thursday: '10:00 - 12:00, 14:00 - 19:00',
      Friday: '10:00 - 12:00, 14:00 - 19:00',
      Saturday: '10:00 - 12:00, 14:00 - 18:00',
    });
  });

  it('reads both spans under a day when a note of who is on duty follows each', () => {
    // a shop's table of days, "09:00 - 11:30 <em>(Michèle)</em>" in the cells beside each day
    const lines = [
      'Mittwoch',
      '09:00 - 11:30 (Michèle)',
      '14:00 - 18:00 (Michèle)',
      'Samstag',
      '09:00 - 14:00 (Michèle/Chrigä)',
    ];
    expect(extractHours(lines, 'de')).toEqual({ Wednesday: '09:00 - 11:30, 14:00 - 18:00', Saturday: '09:00 - 14:00' });
  });

  it('reads a grid cell that names the hour a day closes as that day cut short', () => {
    const doc = parseHtml(
      '<table class="hours-table"><thead><tr><th>受付時間</th><th>月</th><th>火</th><th>水</th><th>木</th><th>金</th><th>土</th><th>日祝</th></tr></thead><tbody>' +
        '<tr><th scope="row">午前 9:00–12:30</th>' +
        '<td><span aria-hidden="true">●</span><span class="visually-hidden">受付</span></td>'.repeat(2) +
        '<td class="partial"><span aria-hidden="true">▲</span><span class="visually-hidden">12:00まで</span></td>' +
        '<td><span aria-hidden="true">●</span><span class="visually-hidden">受付</span></td>'.repeat(3) +
        '<td><span aria-hidden="true">休</span><span class="visually-hidden">休診</span></td></tr>' +
        '<tr><th scope="row">午後 14:00–17:30</th>' +
        '<td><span>●</span></td><td><span>●</span></td><td><span>−</span></td><td><span>●</span></td><td><span>●</span></td><td><span>−</span></td><td><span>休</span></td></tr>' +
        '</tbody></table>',
    );
    expect(gridHourLines(doc)).toEqual(
      expect.arrayContaining([
        'Tuesday 9:00 - 12:30, 14:00 - 17:30',
        'Wednesday 9:00 - 12:00',
        'Saturday 9:00 - 12:30',
      ]),
    );
  });
});

describe('opening hours with the days they close on one line', () => {
  it("reads a Japanese shop's daily span beside its closing day", () => {
    // a tatami shop's profile (public code index id 61575206192, an About component, rendered as written)
    const doc = parseHtml(
      '<html lang="ja"><body><section id="about"><h2>店舗紹介</h2><dl class="grid">' +
        '<div class="sm:col-span-1"><dt>会社名</dt><dd>（有）大内畳店</dd></div>' +
        '<div class="sm:col-span-2"><dt>所在地</dt><dd>〒963-8822 郡山市昭和一丁目6-20<br><span class="text-xs">（イオンタウン郡山から徒歩５分）</span></dd></div>' +
        '<div class="sm:col-span-1"><dt>電話番号</dt><dd>024-944-5286</dd></div>' +
        '<div class="sm:col-span-1"><dt>営業時間</dt><dd>8:00〜18:00（日曜定休）</dd></div></dl></section></body></html>',
    );
    expect(readHours(doc, 'ja')).toEqual({
      Monday: '8:00 - 18:00',
      Tuesday: '8:00 - 18:00',
      Wednesday: '8:00 - 18:00',
      Thursday: '8:00 - 18:00',
      Friday: '8:00 - 18:00',
      Saturday: '8:00 - 18:00',
      Sunday: 'Closed',
    });
  });

  it.each([
    ['en', 'Opening hours', '9am - 6pm, closed Sundays', '9am - 6pm'],
    ['de', 'Öffnungszeiten', '9:00 - 18:00 Uhr (sonntags geschlossen)', '9:00 - 18:00'],
    ['fr', 'Horaires', '9h - 19h (fermé le dimanche)', '9:00 - 19:00'],
    ['es', 'Horario', '9:00 - 20:00 (domingos cerrado)', '9:00 - 20:00'],
    ['it', 'Orari', '9:00 - 19:00 (domenica chiuso)', '9:00 - 19:00'],
    ['nl', 'Openingstijden', '9:00 - 18:00 (zondag gesloten)', '9:00 - 18:00'],
    ['pt', 'Horário', '9h - 18h (fechado aos domingos)', '9:00 - 18:00'],
  ])('reads %s "%s / %s" as every day but Sunday', (lang, label, line, span) => {
    const hours = readHours(
      parseHtml(`<html lang="${lang}"><body><h3>${label}</h3><p>${line}</p></body></html>`),
      lang,
    );
    expect(hours).toMatchObject({ Monday: span, Saturday: span, Sunday: 'Closed' });
  });
});

describe('facts written the way the page means them', () => {
  it("reads a clinic's opening year as its founding year", () => {
    expect(extractFoundingYear('2005年の開院以来、佐世保の地域に根ざして診療を続けています。')).toBe('2005');
    // (a date in the year of a later event is no founding: "2025年8月の開院記念日")
    expect(extractFoundingYear('2025年8月の開院記念日のお知らせ')).toBeUndefined();
  });

  it('reads the year "since its founding" names, in each language, and no other event\'s year', () => {
    for (const [line, year] of [
      ['Seit der Gründung im Jahr 2003 sind wir für Sie da.', '2003'],
      ['Depuis sa création en 1973, la maison fabrique ses pains.', '1973'],
      ['Desde su fundación en 1990 ofrecemos cocina casera.', '1990'],
      ['Dalla sua fondazione nel 1960 la trattoria è della famiglia.', '1960'],
      ['Sinds de oprichting in 1985 werken wij voor u.', '1985'],
      ['Desde a sua fundação em 1990, a padaria serve o bairro.', '1990'],
      ['Since our founding in 1987 we have served the valley.', '1987'],
    ] as const)
      expect(extractFoundingYear(line)).toBe(year);
    expect(extractFoundingYear('Seit der Renovierung 2015 strahlt der Salon.')).toBeUndefined();
  });

  it("reads a founding's other ordinary forms in each language: an abbreviation, a date, a creating verb", () => {
    // real pages from public repositories: a club's header (public code index id 52493369703), an Argentine
    // metalworks' company page (jimbv/bellnet, resources/views/tienda/empresa.blade.php), a Mexican supplier's
    // commented-out Spanish about text (index id 7154032672), a Dutch garage's about card (index id 37202619706), a
    // Belgian garage's history (Wojenkowski/Grimbergen-motors, resources/views/verleden/verleden.blade.php), a
    // Brazilian company's page (index id 33954738105), a Japanese company's description (index id 60999516542)
    for (const [line, year] of [
      ['Sportfreunde Urlau e.V. · Gegr. 1971', '1971'],
      ['INDUSTRIA METALÚRGICA SAN MARCOS, fue fundada el 2 de abril de 1971, por RAMON ALDO GASTALDI', '1971'],
      ['Malsa Equipos Industriales es una organización creada en el año 2010, somos una organización vigorosa', '2010'],
      ['Wij van All Mobiel Cars zijn een familiebedrijf dat is opgericht in het jaar 1990.', '1990'],
      ['Voor Grimbergen Motors, aanvankelijk opgericht eind 1979 als familiebedrijf', '1979'],
      ['A Shield Newletter e uma grande empresa do ramo da segurança de informação, criada em 1999', '1999'],
      ['2026年4月創業、茨城県拠点、全国対応。', '2026'],
      // the probe's forms
      ['Est. in 1999', '1999'],
      ['Gegründet wurde die Firma 1985 von Hans Müller.', '1985'],
      ['1985 gründete Hans Müller die Bäckerei.', '1985'],
      ['Die Firma wurde gegründet am 2. April 1971 von Hans.', '1971'],
      ['La boulangerie a ouvert en 1990.', '1990'],
      ['Fondée le 1er avril 1971 par Jean.', '1971'],
      ['Nacimos en 1990 como un pequeño taller.', '1990'],
      ['Abrimos en 1990', '1990'],
      ['Creata nel 1990', '1990'],
      ["Fondata nell'anno 1990", '1990'],
      ["Attivi dall'anno 1990", '1990'],
      ['nel lontano 1950 nasce la trattoria', '1950'],
      ['Fondata il 2 aprile 1971', '1971'],
      ['Opgericht 1990', '1990'],
      ['Opgericht op 2 april 1971', '1971'],
      ['In 1990 begonnen als eenmanszaak', '1990'],
      ['A empresa foi fundada no ano de 1990.', '1990'],
      ['The company was founded on April 2, 1971 by John.', '1971'],
      ['1961年(昭和36年)創業', '1961'],
      ['平成15年4月開院', '2003'],
      ['1961年4月に開業', '1961'],
      ['Fondazione: 1960', '1960'],
      ['Fundación: 1960', '1960'],
    ] as const)
      expect([line, extractFoundingYear(line)]).toEqual([line, year]);
    for (const line of [
      'Opgericht door Jan de Vries',
      'Gegründet von Hans Müller, heute in dritter Generation',
      '創業60年',
    ])
      expect([line, extractFoundingYear(line)]).toEqual([line, undefined]);
  });

  it('reads the year a business was formed over the year its owner began the craft', () => {
    // a photographer's about page (research corpus, jellybean-photography-cheltenham): his hobby's "since" comes
    // first, the business's forming after
    const about =
      'I have been photographing as a hobby since 2011 and professionally since mid 2014. ' +
      'JellyBean Photography was formed in 2015 by Scott Taylor to offer tailored wedding and photography packages to ' +
      'brides, grooms and clients for all areas of photography.';
    expect(extractFoundingYear(about)).toBe('2015');
  });

  it('reads a founding year written in a Japanese era or in full-width digits, in the Western count', () => {
    expect(extractFoundingYear('当店は昭和48年創業の老舗です。')).toBe('1973');
    expect(extractFoundingYear('創業は昭和４８年、三代にわたり営業しております')).toBe('1973');
    expect(extractFoundingYear('平成元年に開業いたしました。')).toBe('1989');
    expect(extractFoundingYear('令和3年開院')).toBe('2021');
    expect(extractFoundingYear('創業１９６１年')).toBe('1961');
    // an era date that founds nothing is no founding year
    expect(extractFoundingYear('令和6年4月1日より営業時間を変更します')).toBeUndefined();
    expect(eraYears('大正12年創業、昭和60年改装')).toEqual(['1923', '1985']);
  });

  it("reads a history timeline's founding line, and no label of one line as the next line's year", () => {
    // a renovation company's 沿革 (history) as a definition list: each date, a <br>, what happened
    const history = parseHtml(
      '<dl><dt>沿革</dt><dd>平成8年5月<br>建築業・水道施設工事業で岡商店を設立<br>平成14年2月　有限会社岡建設となる<br>' +
        '平成18年3月　新社屋完成</dd></dl>',
    );
    expect(extractFoundingYear(textLines(history).join('\n'))).toBe('1996');
    expect(extractFoundingYear('岡商店を設立\n平成14年2月　有限会社岡建設となる')).toBeUndefined();
  });

  it("reads a company profile's founding label alone in its cell and the date in the next cell", () => {
    const read = (html: string) => extractFoundingYear(textLines(parseHtml(html)).join('\n'));
    // a laboratory supplier's 会社概要 (masato-okada/maruko-site@38a169363ca380e94e1e09fdf835bd61ccb68c70,
    // chemical-company.php): founded in Meiji 35, incorporated in Showa 23
    expect(
      read(`<div class="chemical-company-table">
      <div class="chemical-table-row">
        <div class="chemical-table-col chemical-table-col-label">業務内容</div>
        <div class="chemical-table-col chemical-table-col-value">理化学機器販売及び卸業</div>
      </div>
      <div class="chemical-table-row">
        <div class="chemical-table-col chemical-table-col-label">創業</div>
        <div class="chemical-table-col chemical-table-col-value">明治35年3月 初代 小林吉次郎</div>
      </div>
      <div class="chemical-table-row">
        <div class="chemical-table-col chemical-table-col-label">設立</div>
        <div class="chemical-table-col chemical-table-col-value">昭和23年3月</div>
      </div></div>`),
    ).toBe('1902');
    // a sushi restaurant's profile table (yuka-lamp/musashi@7b95d428f962f24e9624c3cf2b85b8d2310697d5, page-company.php)
    expect(
      read(`<table class="w-100 mt-3">
      <tr class="athome__support-lines d-flex w-100">
        <td class="athome__support-item main bg-light col-5">創業</td>
        <td class="athome__support-item sub col-7">昭和20年12月5日</td>
      </tr></table>`),
    ).toBe('1945');
    // a label set with its characters spread over the cell (hdaichi/owner-maker@27224491e8f966ddd0a67498f0cc509dfceedaa0,
    // company.php), and the date a label names (CYDASCOM/makuai-corp-site@b8336ab8945d4507fe7393fd095999883d19cd50,
    // makuai-corp-site/content/company.md)
    expect(
      read(
        `<table class="tg contents"><tr><td class="tg-left">設 立 日</td><td class="tg-right">平成21年 9月 11日</td></tr></table>`,
      ),
    ).toBe('2009');
    expect(read('<table><tr><th>会社設立の年月日</th><td>令和3年1月27日</td></tr></table>')).toBe('2021');
    // (a founding told in a sentence still founds nothing on the next line: "…を設立" is no cell of its own)
    expect(read('<p>岡商店を設立</p><p>平成14年2月　有限会社岡建設となる</p>')).toBeUndefined();
  });

  it.each([
    ['創業\n昭和5年', '1930'],
    ['設立\n1974年4月', '1974'],
    ['創　業\n1950年', '1950'],
    ['開業日\n平成元年4月1日', '1989'],
    ['設立年月\n2001年10月', '2001'],
    ['従業員数\n56名（平成26年6月現在）\n設立\n昭和39年', '1964'],
    ['創業者\n山田太郎\n2005年', undefined],
  ])('reads the profile cells %j as founded in %s', (text, year) => {
    expect(extractFoundingYear(text)).toBe(year);
  });

  it("reads a Japanese reviewer's bracketed byline after the words as the author", () => {
    // an enzyme-bath salon's お客様の声 (ayacai115/slowtime@ba36711f090db2c5d5eeb858a5c0621b9a580f9d,
    // 固定ページコード確認/お客様の声.php); the second byline's closing bracket left out as its authors wrote it,
    // its full-width spaces written \u3000 here
    const doc = parseHtml(`<div class="customer-wrapper row">
    <div class="customer-wrapper-left col-xs-12 col-sm-6">
      <div class="review">
        <p class="review-title">回復が早い気がします</p>
        <p class="review-body">交通事故にあい、むち打ちで首が重く、頭が痛く、頭痛薬を飲んでも効きませんでした。酵素に入るようになって、痛みも和らいできました。汗もたくさん出るようになって、血行が良くなりました。仕事ですごく疲れた時も、回復が早い気がします。これからもずっと通いたいです。<br>（高山市\u300040代\u3000女性\u3000M.K様）</p>
      </div>
    </div>
    <div class="customer-wrapper-right col-xs-12 col-sm-6">
      <div class="review">
        <p class="review-title">リラックスできるのがいちばん！</p>
        <p class="review-body">入浴してもなかなか汗が出てこないけど、酵素風呂にてゆったりと寝ているだけで気持ちよく汗の流れるのがわかります。身体中がぽかぽかと温まります。腰の痛みも和らぐのでうれしく思います。リラックス出来るのが一番です。<br>（国府町\u300020代\u3000女性\u3000T.H様</p>
      </div>
    </div></div>`);
    expect(extractTestimonials(doc).map((t) => [t.quote.slice(-15), t.author])).toEqual([
      ['これからもずっと通いたいです。', '高山市 40代 女性 M.K様'],
      ['リラックス出来るのが一番です。', '国府町 20代 女性 T.H様'],
    ]);
  });

  it.each([
    ['とても丁寧に説明していただき、安心して施術を受けられました。（30代 女性）', undefined],
    ['とても丁寧に説明していただき、安心して施術を受けられました。（山田さん）', '山田さん'],
    ['とても丁寧に説明していただき、安心して施術を受けられました。(東京都 S.K様)', '東京都 S.K様'],
    ['とても丁寧に説明していただき、安心して施術を受けられました。（A様 50代）', undefined],
  ])('reads the byline of the review %j as %s', (quote, author) => {
    const [read] = extractTestimonials(parseHtml(`<div class="review"><p>${quote}</p></div>`));
    expect(read?.author).toBe(author);
  });

  it("reads reviews in a section its language's word names, and no counter among them as a review", () => {
    // an Italian letting platform's testimonials section (public code index id 56934661580, a React component, its
    // markup rendered as written; the quotes ours): the section is named only by its id, "testimonianze", and a row
    // of figures with their labels stands above the review cards
    const stat = (figure: string, label: string) =>
      `<div class="bg-white border border-gray-200 rounded-xl p-3 md:p-5 flex flex-col items-center text-center"><p class="text-xl md:text-4xl font-bold text-brand-green leading-none">${figure}</p><p class="mt-1.5 text-[10px] md:text-sm text-medium-gray leading-snug">${label}</p></div>`;
    const card = (quote: string, name: string, town: string) =>
      `<div class="snap-start bg-gray-50 rounded-xl p-4 border border-gray-100 flex flex-col hover:border-gray-200 transition-colors"><div class="flex gap-0.5 mb-3"><svg></svg></div><p class="text-brand-green text-sm leading-[1.6] flex-1 mb-3">"${quote}"</p><div class="flex items-center gap-2.5 pt-3 border-t border-gray-200"><img src="a.jpg" alt="${name}" class="w-8 h-8 rounded-full"><div><p class="text-xs font-bold text-brand-green">${name}</p><p class="text-[11px] text-medium-gray">${town}</p></div></div></div>`;
    const doc = parseHtml(
      `<section id="testimonianze" class="py-16 bg-white px-4 border-b border-gray-100"><div class="max-w-full lg:px-20 mx-auto"><div class="mb-10"><h2 class="text-[24px] md:text-3xl font-bold">Migliaia di persone hanno trovato casa con Affittochiaro</h2></div>` +
        `<div class="grid grid-cols-3 gap-3 pb-10 mb-10 border-b border-gray-100">${stat('30.000+', 'profili inquilini attivi')}${stat('4.9/5', 'valutazione media su Trustpilot')}${stat('2 sett.', 'tempo medio per trovare casa')}</div>` +
        `<div class="grid grid-flow-col auto-cols-[100%]">${card('Ho trovato casa in due settimane, il profilo verificato ha fatto la differenza.', 'Giulia R.', 'Milano')}${card('Un servizio serio: proprietari gentili e nessuna sorpresa.', 'Marco T.', 'Torino')}</div></div></section>`,
    );
    expect(extractTestimonials(doc).map((t) => [t.quote.slice(0, 20), t.author])).toEqual([
      ['Ho trovato casa in d', 'Giulia R.'],
      ['Un servizio serio: p', 'Marco T.'],
    ]);
  });

  it.each([
    ['<section id="kundenstimmen">', '</section>'],
    ['<section id="testimonios">', '</section>'],
    ['<div class="recensies">', '</div>'],
    ['<div class="avis-clients">', '</div>'],
    ['<div class="opiniones">', '</div>'],
    ['<div class="reseñas">', '</div>'],
    ['<div class="avaliacoes">', '</div>'],
  ])('reads the review cards in %s, a section its language names', (open, close) => {
    const quote = 'Wir sind seit Jahren Kunden und immer begeistert von der Beratung.';
    const doc = parseHtml(
      `${open}<div class="item"><p>${quote}</p><span>Anna M.</span></div><div class="item"><p>Super Team, pünktlich und sauber gearbeitet, gerne wieder.</p><span>Peter K.</span></div>${close}`,
    );
    expect(extractTestimonials(doc)[0]).toEqual({ quote, author: 'Anna M.' });
  });

  it("reads the byline written after a quote's closing mark in its language's marks", () => {
    const doc = parseHtml(
      '<body><h3>Was unsere Kunden sagen</h3><p>„Wir sind seit Jahren Kunden und immer begeistert.“ – Anna M.</p>' +
        '<p>„Super Team, pünktlich und sauber gearbeitet.“ – Peter K.</p></body>',
    );
    expect(extractTestimonials(doc).map((t) => [t.quote, t.author])).toEqual([
      ['Wir sind seit Jahren Kunden und immer begeistert.', 'Anna M.'],
      ['Super Team, pünktlich und sauber gearbeitet.', 'Peter K.'],
    ]);
  });

  it('reads the address a link shows when the link mails a template stand-in', () => {
    const doc = parseHtml(
      '<footer><a class="btn" href="mailto:adressemail@gmail.com" aria-label="Email"><p>montlherynarbonne@hotmail.fr</p></a>' +
        '<p>contact: <a href="mailto:info@other-agency.fr">bonjour@ecole.fr</a></p></footer>',
    );
    expect(extractEmails(doc, 'http://x/').map((e) => e.address)).toEqual(['montlherynarbonne@hotmail.fr']);
  });
});
