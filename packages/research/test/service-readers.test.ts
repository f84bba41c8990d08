// The general techniques that read a service business's offerings, each on markup of the services zoo's tuning half
// (test/fixtures/service-zoo names each excerpt's source), with what each must leave out.
import { extractServices, homeOfferings } from '../src/content';
import { parseHtml } from '../src/html';

const read = (html: string, path = '/') =>
  extractServices(parseHtml(`<!doctype html><html><body>${html}</body></html>`), `http://shop.test${path}`).map(
    (s) => s.name,
  );

describe('offerings of service businesses', () => {
  it('reads the pages a menu entry named for the services opens, nested ones too, and no other menu', () => {
    // es-physio-nav-nested-dropdown.html (a physiotherapy clinic's navigation), de-accounting-linked-h5-boxes.html's forms
    // dropdown, and a dropdown whose first link is the overview the label opens
    const names = read(`<nav><ul class="nav navbar-nav">
      <li class="dropdown active"><a href="/">Inicio</a></li>
      <li class="dropdown"><a href="/#servicios" class="dropdown-toggle" data-toggle="dropdown">Servicios</a>
        <ul class="dropdown-menu">
          <li class="dropdown"><a href="/fisioterapia" class="dropdown-toggle" data-toggle="dropdown">FisioTerapia</a>
            <ul class="dropdown-menu"><li><a href="/epi">EPI</a></li><li><a href="/terapiaManual">TERAPIA MANUAL</a></li></ul></li>
          <li><a href="/osteopatia">Osteopatia</a></li>
          <li><a href="/pilatesTerapeutico">Pilates Terapéutico</a></li>
        </ul></li>
      <li class="has-sub"><a href="#">Online Anträge</a>
        <ul><li><a href="signature-form.php">Personalfragebogen</a></li><li><a href="vollmacht.php">Vollmacht</a></li></ul></li>
      <li><a href="/contacto">Contacto</a></li>
    </ul></nav>
    <ul class="menu"><li class="has-sub"><a href="/leistungen">Leistungen</a>
      <ul><li><a href="/leistungen">Übersicht</a></li><li><a href="/lohnsaegen">Lohnsägen</a></li></ul></li></ul>`);
    expect(names).toEqual(
      expect.arrayContaining(['TERAPIA MANUAL', 'Osteopatia', 'Pilates Terapéutico', 'FisioTerapia', 'Lohnsägen']),
    );
    for (const never of ['Servicios', 'Inicio', 'Contacto', 'Personalfragebogen', 'Vollmacht', 'Übersicht'])
      expect(names).not.toContain(never);
  });

  it('reads the links a side menu lists under a title that names the services, not those under another title', () => {
    // pt-therapies-side-menu-divs.html (a natural-therapy space's side menu)
    const names = read(`<div id="menulateral">
      <div class="titulomenulateral">Terapias</div>
      <div class="caixamenulateral"><a class="itensmenulateral" href="acupuntura.php">Acupuntura</a></div>
      <div class="caixamenulateral"><a class="itensmenulateral" href="grupo.php">Terapias em Grupo</a></div>
      <div class="titulomenulateral">Extras</div>
      <div class="caixamenulateral"><a class="itensmenulateral" href="depoimentos.php">Depoimentos</a></div>
    </div>`);
    expect(names).toEqual(expect.arrayContaining(['Acupuntura', 'Terapias em Grupo']));
    expect(names).not.toContain('Depoimentos');
    expect(names).not.toContain('Terapias');
  });

  it('reads paragraphs and list items that open with their name in bold, never a bold word in a sentence or a label', () => {
    // es-clinic-bold-lead-paragraphs.html and it-accounting-strong-list-items.html
    const names = read(`<div class="col-md-12"><h4>Fisioterapia</h4>
      <p>Como principal técnica de tratamiento está la <b>masoterapia</b>; técnica que consiste en la aplicación de masajes.</p>
      <p><b>Electroterapia</b>: aplicación de corrientes de uso terapéutico en determinadas patologías.</p>
      <p><b>Termoterapia</b> (infrarrojos): aplicación de luz infrarroja que produce calor en los tejidos.</p>
      <p><b>Crioterapia</b>: aplicación de frio a través de coldpacks, hielo, etc. para alivio del dolor agudo.</p>
      <p><b>Estiramientos</b> de tejidos blandos, como técnica de liberación de la tensión de éstos y relajación.</p>
    </div>
    <ul class="list-group"><li><strong>Tenuta contabilità ordinaria e semplificata;</strong> Con il solo invio della documentazione, si avrà la compilazione del bilancio.</li>
      <li><strong>Stampa F24;</strong></li></ul>
    <div class="contatti"><p><b>Telefono:</b> 0773 661462</p><p><b>Orario:</b> LUN-VEN 9.30-12.00</p></div>`);
    expect(names).toEqual(
      expect.arrayContaining([
        'Electroterapia',
        'Termoterapia',
        'Tenuta contabilità ordinaria e semplificata',
        'Stampa F24',
      ]),
    );
    for (const never of ['masoterapia', 'Estiramientos', 'Telefono', 'Orario']) expect(names).not.toContain(never);
  });

  it('names a card by its heading’s first line when a line break sets a subtitle under it', () => {
    // ja-seikotsu-course-boxes.html (a bone-setting clinic's menu page)
    const names = read(
      `<h1>メニュー<br><span>MENU</span></h1><div class="page-menu-fristbox"><h3>DONGURI整体コース<br><span>オーダーメイド式マッサージ</span></h3>
      <p>身体の痛み歪みそのままにしていませんか？</p></div>
      <div class="page-menu-fristbox"><h3>保険診療</h3><p>健康保険で一部負担可能です！</p></div>`,
      '/menu/',
    );
    expect(names).toEqual(expect.arrayContaining(['DONGURI整体コース', '保険診療']));
  });

  it('finds the offerings under headings in each language, words with accents included, and prices in yen words', () => {
    // ja-business-items-and-flow.html, pt-law-accordion-areas.html (h1) and ja-salon-yen-price-rows.html
    const business = read(`<section class="business"><h2><span>business</span>事業内容</h2><ul>
      <li><h3>住宅の建築・リフォーム</h3><p>新築住宅の設計・施工とリフォームを手がけております。</p></li>
      <li><h3>店舗の建築・リフォーム</h3><p>デザイン性と機能性を兼ね備えた空間づくりを行います。</p></li></ul></section>
      <section class="flow"><h2><span>flow</span>家づくりの流れ</h2><ul><li><span>01</span><p>ご相談・ヒアリング</p></li>
      <li><span>02</span><p>敷地・建物等の調査</p></li></ul></section>`);
    expect(business).toEqual(expect.arrayContaining(['住宅の建築・リフォーム', '店舗の建築・リフォーム']));
    expect(business).not.toContain('ご相談・ヒアリング');
    const prices = extractServices(
      parseHtml(`<div class="salonmenu__inner"><h3>perm</h3>
        <div class="salonmenu__inner__price"><div class="salonmenu__inner__price-ttl"><p>メンズパーマ</p><span>12,000yen</span></div>
        <p class="salonmenu__inner__price-genre">メンズでパーマをご希望の方はこちらをお選びください。</p></div>
        <div class="salonmenu__inner__price"><div class="salonmenu__inner__price-ttl"><p>前髪パーマ</p><span>3,500yen</span></div>
        <p class="salonmenu__inner__price-genre">前髪のみにかけるパーマです。</p></div>
        <div class="salonmenu__inner__price"><div class="salonmenu__inner__price-ttl"><p>デジタルパーマ</p><span>14,500yen</span></div>
        <p class="salonmenu__inner__price-genre">ダメージレスで質感の良いカールを実現します。</p></div></div>`),
      'http://shop.test/menu/',
    );
    expect(prices.find((p) => p.name === 'デジタルパーマ')?.price).toBe('14,500yen');
  });

  it('reads the offerings under a German or Dutch compound that heads them, never a compound of job offers', () => {
    // a painter's services page as its authors wrote it (komcunbinquesgysbuf/maw-43003 @ b486f767,
    // malermeister-wild.de/leistungsangebot/index.html): "Leistungsangebot" is no word of its own, and the products
    // list after it was all research read
    const painter = read(
      `<div class="mod_article block" id="leistungsangebot">
      <h2 class="ce_headline">Leistungsangebot</h2>
      <div class="ce_text block">
      <p>Nach dem Motto „Service aus einer Hand“ möchte ich Ihr kompetenter Partner in nachfolgenden Bereichen sein:</p>
      <ul>
      <li>Ausführung sämtlicher Maler-, Tapezier- und Lackierarbeiten</li>
      <li>Beseitigung von Wasserschäden</li>
      <li>Fassadengestaltung</li>
      <li>dekorative Wandgestaltung:
      <ul>
      <li>Schablonentechnik</li>
      <li>Lasur-/Spachteltechniken</li>
      </ul>
      </li>
      <li>Vergoldung</li>
      </ul>
      </div>
      <h2 class="ce_headline">Produkte/Hersteller</h2>
      <div class="ce_text block"><ul><li>Caparol</li><li>Alligator</li></ul></div></div>`,
      '/leistungsangebot/index.html',
    );
    expect(painter).toEqual(
      expect.arrayContaining([
        'Beseitigung von Wasserschäden',
        'Fassadengestaltung',
        'Schablonentechnik',
        'Vergoldung',
      ]),
    );
    expect(painter).not.toContain('Leistungsangebot');
    const list = '<ul><li>Fensterreinigung</li><li>Teppichreinigung</li><li>Grundreinigung</li></ul>';
    for (const heading of ['Unsere Dienstleistungen', 'Reinigungsleistungen', 'Leistungsspektrum', 'Zorgaanbod'])
      expect(read(`<section><h2>${heading}</h2>${list}</section>`)).toContain('Teppichreinigung');
    expect(read(`<section><h2>Stellenangebote</h2>${list}</section>`)).toEqual([]);
    // (a compound may also name one offering, as "Cleaning services" may: de-accounting-linked-h5-boxes.html's)
    expect(
      read(`<section><h2>Leistungen</h2><ul><li>Bürodienstleistungen</li><li>Lohnbuchhaltung</li></ul></section>`),
    ).toContain('Bürodienstleistungen');
  });

  it('reads the offerings under each language’s word for specialties and Japanese product and department titles', () => {
    const list = '<ul><li>Tarte Tatin</li><li>Pain de campagne</li><li>Fougasse</li></ul>';
    for (const heading of [
      'Nos spécialités',
      'Unsere Spezialitäten',
      'Nuestras especialidades',
      'Le nostre specialità',
      'Onze specialiteiten',
      'Nossas especialidades',
      'Our specialities',
      '取扱商品',
      '商品一覧',
      '診療科目',
    ])
      expect(read(`<section><h2>${heading}</h2>${list}</section>`)).toContain('Fougasse');
    // the optician's footer column of its offerings' pages (a corpus dev entry, brillenstudio-birrwyler-frauenfeld)
    const footer = read(`<footer><div><h4>Dienstleistungen</h4><ul>
      <li><a href="sehtest.html">Sehtest</a></li><li><a href="brillen.html">Brillen &amp; Gl&auml;ser</a></li>
      <li><a href="kontaktlinsen.html">Kontaktlinsen</a></li><li><a href="schiessbrillen.html">Schiessbrillen</a></li>
      </ul></div><div><h4>Kontakt</h4><ul><li><a href="termin.html">Termin buchen</a></li></ul></div></footer>`);
    expect(footer).toEqual(expect.arrayContaining(['Sehtest', 'Brillen & Gläser', 'Kontaktlinsen', 'Schiessbrillen']));
    expect(footer).not.toContain('Termin buchen');
  });

  it('reads the offerings under each language’s words for what a business offers, its expertise and packages', () => {
    const list = '<ul><li>Badsanierung</li><li>Fliesenarbeiten</li><li>Trockenbau</li></ul>';
    for (const heading of [
      'How can we help?',
      'Our expertise',
      'Packages',
      'Unsere Schwerpunkte',
      'Tätigkeitsbereiche',
      'Nos compétences',
      'Nos offres',
      'Nuestra oferta',
      'Paquetes',
      'Le nostre competenze',
      'Di cosa ci occupiamo',
      'Onze werkzaamheden',
      'Hoe kunnen wij u helpen?',
      'Nossas soluções',
      '業務案内',
      '施工内容',
    ])
      expect(read(`<section><h2>${heading}</h2>${list}</section>`)).toContain('Trockenbau');
    // job offers are no offerings
    for (const heading of ["Nos offres d'emploi", 'Nuestra oferta de empleo'])
      expect(read(`<section><h2>${heading}</h2>${list}</section>`)).toEqual([]);
    // a heading over a photographer's offerings, read as one before (a corpus dev entry's "Notre savoir-faire")
    expect(read(`<section class="services"><h2>Notre savoir-faire</h2>${list}</section>`)).not.toContain(
      'Notre savoir-faire',
    );
  });

  it('takes no table’s column headers for a home page’s offerings, a table written in ARIA roles too', () => {
    // a Milan trattoria's events board (research corpus, dev half: trattoria-popolare-milano), its rows filled by script
    const board = `<!doctype html><html><body><section class="events" aria-labelledby="events-title">
      <h1 id="events-title">Prossimi eventi</h1>
      <div class="board" role="table" aria-label="Tabellone prossimi eventi">
        <div class="board-row board-head" role="row">
          <div role="columnheader">Data</div>
          <div role="columnheader">Ora</div>
          <div role="columnheader">Evento</div>
        </div>
        <div id="upcoming-events-list" class="events-list" aria-live="polite"></div>
      </div></section>`;
    expect(homeOfferings(parseHtml(`${board}</body></html>`))).toEqual([]);
    // the same run of names outside a table is what the home page offers
    expect(
      homeOfferings(
        parseHtml(
          `${board}<div class="chips"><span>Pizza al taglio</span><span>Pasta fresca</span><span>Tiramisù</span></div></body></html>`,
        ),
      ),
    ).toEqual(['Pizza al taglio', 'Pasta fresca', 'Tiramisù']);
  });

  it('names an offering without the pictograph that decorates it, whichever reader found it', () => {
    // an Alpine inn's rooms page (research corpus, dev half: spada-reale-roaschia), its paragraphs shortened
    const names = extractServices(
      parseHtml(`<!doctype html><html><body><main>
      <section class="section section--titolo-esterno"><h2 class="section-title">🛏️ Camere e Appartamento</h2></section>
      <section class="section section--camere"><div class="camere-wrapper">
        <div class="blocco blocco-normale"><div class="blocco-img"><img src="/img/camere/camera1.webp" alt="Camere matrimoniali Spada Reale"></div>
          <div class="blocco-testo"><h3>🛏️ Camere matrimoniali</h3><p>Le camere matrimoniali dello <strong>Spada Reale</strong> offrono un ambiente caldo e accogliente.</p></div></div>
        <div class="blocco blocco-invertito"><div class="blocco-img"><img src="/img/camere/camera2.webp" alt="Appartamento familiare Spada Reale"></div>
          <div class="blocco-testo"><h3>🏡 Appartamento familiare</h3><p>L’appartamento dello <strong>Spada Reale</strong> è la scelta ideale per <strong>famiglie</strong>.</p></div></div>
        <div class="cta-prenota"><a href="/it/contatti/" class="btn-prenota">📅 Prenota il tuo soggiorno</a></div>
      </div></section></main></body></html>`),
      'http://inn.test/it/camere/',
    ).map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['Camere matrimoniali', 'Appartamento familiare']));
    expect(names.some((n) => /\p{Extended_Pictographic}/u.test(n))).toBe(false);
  });

  it('keeps an offering whose name holds a services word, and drops a heading made of one', () => {
    // nl-cards-strong-titles.html's heading beside pt-therapies-side-menu-divs.html's "Terapias em Grupo"
    const names = read(`<section class="services"><h1>Onze dagelijkse diensten</h1><ul>
      <li>Terapias em Grupo</li><li>Stopcontacten</li><li>Aardlekschakelaars</li></ul></section>`);
    expect(names).toEqual(expect.arrayContaining(['Terapias em Grupo', 'Stopcontacten']));
    expect(names).not.toContain('Onze dagelijkse diensten');
  });

  it('never takes a card headed at its neighbours’ rank or below for their category', () => {
    // es-dental-treatment-grid.html (a dental practice's treatments: an overlay card, then one card per treatment)
    const items = extractServices(
      parseHtml(`<h2>Nuestros Tratamientos Dentales</h2><div class="tratamientos-grid">
        <div class="card text-bg-dark"><img src="img8.jpg" alt="Diseño de Sonrisa"><div class="card-img-overlay">
          <h5 class="card-title">Diseño de Sonrisa</h5><p class="card-text">Transforma tu apariencia dental con nuestro servicio.</p></div></div>
        <div class="tratamiento-item"><h3>Diseño de Sonrisa</h3><img src="img8.jpg" alt="Diseño de Sonrisa"><p>Transforma tu apariencia dental.</p></div>
        <div class="tratamiento-item"><h3>Implantes Dentales</h3><img src="a.jpg" alt="Diseño de Sonrisa"><p>Recupera la funcionalidad de tus dientes.</p></div>
        <div class="tratamiento-item"><h3>Ortodoncia</h3><img src="a.jpg" alt="Diseño de Sonrisa"><p>Corrige problemas de alineación dental.</p></div>
        <div class="tratamiento-item"><h3>Blanqueamiento Dental</h3><img src="a.jpg" alt="Diseño de Sonrisa"><p>Obtén una sonrisa más blanca.</p></div>
      </div>`),
      'http://shop.test/servicios.php',
    );
    expect(items.map((i) => i.name)).toEqual(
      expect.arrayContaining(['Diseño de Sonrisa', 'Implantes Dentales', 'Ortodoncia']),
    );
    expect(items.find((i) => i.name === 'Ortodoncia')?.category).not.toBe('Diseño de Sonrisa');
  });

  it('reads a line that is only a name and its price over its description, and not the steps the description lists', () => {
    // nl-beauty-toggle-headings.html (a beauty salon's treatments as toggles)
    const items = extractServices(
      parseHtml(`<body><div class="text" id="toggle"><div class="layer1">
        <p class="heading">Mini Facial<span></span></p>
        <div class="content">
          <p class="heading">Mini-Behandeling  &#8364; 25.00<span></span></p>
          <div class="content"><i>Speciaal voor tieners en studenten tot 21 jaar.</i><br />
            De volgende stappen komen aan bod bij deze behandeling.<ul><li>Reinigen</li><li>Peeling / scrub</li><li>Masker</li></ul>
            Duur  van de behandeling +/- 45 minuten.</div>
        </div></div></div></body>`),
      'http://shop.test/behandelingen.php',
    );
    expect(items.find((i) => i.name === 'Mini-Behandeling')?.price).toBe('€ 25.00');
    for (const step of ['Reinigen', 'Peeling / scrub', 'Masker']) expect(items.map((i) => i.name)).not.toContain(step);
  });

  it('reads a list its line introduces, by its words or under a heading that names the offerings', () => {
    // de-physio-nested-anwendungen-list.html (a list item over a sub-list), fr-heating-h5-services-intro-list.html
    const nested = read(`<h1>Physiotherapeutische Leistungen</h1>
      <ul><li>Hausbesuche</li><li>Krankengymnastik<ul><li>chirurgisch</li><li>orthopädisch</li></ul></li></ul>`);
    expect(nested).toEqual(expect.arrayContaining(['Hausbesuche', 'Krankengymnastik']));
    const introduced = read(`<section><h5 class="title-ser">NOS SERVICES</h5>
      <p class="text-muted">En tant que <strong>chauffagiste professionnel</strong>, nous assurons tous les travaux suivants :</p>
      <ul>
        <li><i class="fas fa-tools"></i> ramonage de chaudière et de cheminée ;</li>
        <li><i class="fas fa-tools"></i> détection de fuite ;</li>
        <li><i class="fas fa-tools"></i> débouchage et détartrage.</li>
      </ul>
      <p><b>Une urgence ?</b></p></section>`);
    expect(introduced).toEqual(
      expect.arrayContaining([
        'ramonage de chaudière et de cheminée',
        'détection de fuite',
        'débouchage et détartrage',
      ]),
    );
    // a list under a line that names no offerings, its heading neither, is not read
    const other = read(`<h4>The Kavya Experience</h4><p>Why clients come back:</p>
      <ul><li>Talented Artists</li><li>Safety and Hygiene</li></ul>`);
    for (const never of ['Talented Artists', 'Safety and Hygiene']) expect(other).not.toContain(never);
  });

  it('reads runs of blocks of one shape that open with a name under a heading that names them, never numbered steps', () => {
    // ja-tax-office-service-list-heads-and-flow.html, pt-law-h2-areas-h3-calls.html
    const names = read(`<section><div class="section__title"><h2>Our Services</h2><p>業務内容</p></div>
      <div class="service-list inner">
        <div class="service-list-item service-list-item01"><p class="service-list-item-head">会計・税務顧問</p>
          <p class="service-list-item-text">経営には、会計・税務は必要不可欠です。<br>
          会計・税務上の問題や疑問について、お気軽に当事務所にご相談ください。</p></div>
        <div class="service-list-item service-list-item02"><p class="service-list-item-head">個人確定申告</p>
          <p class="service-list-item-text">確定申告が必要になる場合があります。</p></div></div>
      <div class="service-flow"><p>サービスフロー</p>
        <div class="service-flow-item"><p class="service-flow-item-title">01.初回相談（無料）</p><p>ヒアリングします。</p></div>
        <div class="service-flow-item"><p class="service-flow-item-title">02.見積書提示</p><p>ご確認いただきます。</p></div></div></section>
      <h1 class="tit_page">Áreas de Atuação</h1>
      <div class="home_advocacia"><h2 class="mb-2">Criminal</h2><p>Agilidade, estratégia e combatividade em prol da
        garantia dos direitos da pessoa acusada ou da vítima.</p>
        <a href=""><h3 class="mb-4">Clique aqui para saber mais sobre os nossos serviços na seara criminal.</h3></a></div>
      <div class="home_advocacia"><h2 class="mb-2">Consumidor</h2><p>Eficiência e compromisso na resolução dos mais
        variados conflitos consumeristas.</p></div>
      <h2>Unser Team</h2><div class="member"><h3>Anna Berger</h3><p>Empfang und Terminvergabe seit vielen Jahren</p></div>
      <div class="member"><h3>Tom Weiss</h3><p>Therapeut für Manuelle Therapie und Sport</p></div>`);
    expect(names).toEqual(expect.arrayContaining(['会計・税務顧問', '個人確定申告', 'Criminal', 'Consumidor']));
    for (const never of ['01.初回相談（無料）', '初回相談（無料）', 'Anna Berger', 'Tom Weiss'])
      expect(names).not.toContain(never);
  });

  it('reads the blocks of a tab panel under the tab that names them', () => {
    // en-plumber-tabs-h6-cards.html (a plumber's tabs of service groups)
    const names = read(`<h3>General Plumbing</h3>
      <ul class="nav nav-tabs"><li><a class="nav-link" href="#installationServices" data-bs-toggle="tab">Installation Services</a></li></ul>
      <div class="tab-content"><div class="container tab-pane active" id="installationServices">
        <div class="border rounded-4"><h6 class="pt-5">Water supply systems</h6><p>Installing and repairing the pipes that bring
          water into your home.</p></div>
        <div class="border rounded-4 mt-5"><h6 class="pt-5">Plumbing fixtures</h6><p>Sinks, taps, toilets and showers fitted and
          repaired.</p></div></div></div>`);
    expect(names).toEqual(expect.arrayContaining(['Water supply systems', 'Plumbing fixtures']));
  });

  it('reads no section of a page the menu lists as one of the offerings as an offering of its own', () => {
    // it-osteo-nav-servizi-principles-h3.html (an osteopath's page on osteopathy, its principles under h3s)
    const names = read(
      `<nav><ul><li><a href="#">Servizi</a><ul class="sub-menu">
        <li><a href="/servizi/fisioterapia">Fisioterapia</a></li><li><a href="/servizi/osteopatia">Osteopatia</a></li></ul></li>
        <li><a href="/contatti">Contatti</a></li></ul></nav>
      <h1>Osteopatia</h1><h2>COS'È L'OSTEOPATIA</h2><p>L'osteopatia è una medicina olistica.</p>
      <h3>AUTOREGOLAZIONE</h3><p>È il primo principio.</p><h3>LA VITA E' MOVIMENTO</h3><p>Questa metafora spiega.</p>`,
      '/servizi/osteopatia/',
    );
    expect(names).toEqual(expect.arrayContaining(['Fisioterapia', 'Osteopatia']));
    for (const never of ['AUTOREGOLAZIONE', "LA VITA E' MOVIMENTO", "COS'È L'OSTEOPATIA"])
      expect(names).not.toContain(never);
  });

  it('reads no figure beside a counter and no trail of pages as an offering', () => {
    // es-law-two-lists-and-practice-cards.html (a law firm's services page: its breadcrumb under the page title, and
    // its figures after the areas of practice)
    const names = read(
      `<section class="page-title"><div class="auto-container"><h1>Servicios</h1>
        <ul class="page-breadcrumb"><li><a href="index.html">Inicio</a></li><li>Servicios</li></ul></div></section>
      <div class="sec-title centered"><h2>Áreas de Prácticas</h2></div>
      <div class="practice-block"><div class="inner-box"><h5><a href="#">Derecho Civil</a></h5>
        <div class="text">Ofrecemos asesoría y patrocinio integral.</div></div></div>
      <div class="practice-block"><div class="inner-box"><h5><a href="#">Derecho Penal</a></h5>
        <div class="text">Consultoría, asesoría y patrocinio en delitos.</div></div></div>
      <div class="column counter-column"><div class="content"><div class="count-outer count-box">
        <span class="count-text" data-speed="3000" data-stop="245">0</span><sup>+</sup></div>
        <h4>Compañeros de negocio</h4><div class="text"></div></div></div>`,
      '/services.php',
    );
    expect(names).toEqual(expect.arrayContaining(['Derecho Civil', 'Derecho Penal']));
    for (const never of ['Inicio', 'Compañeros de negocio', 'Áreas de Prácticas']) expect(names).not.toContain(never);
  });
});
