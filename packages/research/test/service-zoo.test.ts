// The services zoo: excerpts of real service businesses' websites (salons, clinics, physios, dentists, trades people,
// lawyers, accountants, groomers…) from public repositories, in the markup their writers chose
// (test/fixtures/service-zoo, each file naming its source), in English, German, French, Spanish, Italian, Dutch,
// Portuguese and Japanese. Research reads each one's offerings, and never a heading, a call to action, a step of a
// treatment, a team role or a note as one. The zoo is split once by a hash of each file's name (`halfOf`, the research
// corpus's rule): readers are improved looking at the tuning half only; the held-out half measures whether they
// generalise. Round 1's held-out half was spent once read (tuning 12/17, held-out 6/13 then), so all of round 1 tunes
// now; round 2 (ten more excerpts) was split the same way before any reader changed, and its held-out half measures;
// round 3 (fourteen more) was split after round 2's first technique and before any other (first pass: tuning 2/11,
// held-out 0/3). Round 4 is sixteen whole pages (navigation, header, footer and sidebars kept, scripts and styles cut),
// split before any reader changed: first pass tuning 3/8 cases and 27/43 offerings, held-out 3/8 and 33/46. (Three
// pages first taken were found to come from research corpus repositories and were replaced by three others, split the
// same way; the figures above are all sixteen's, read by the readers before round 4's first change.) After round 4's
// techniques (a service select's options, the "o" bullet, a record's h1, headings that say whose the services are,
// contact lines never offerings): tuning 5/8 cases and 34/43 offerings, held-out 3/8 and 33/46.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { halfOf } from '../../../test/research-corpus/measures';
import { extractServices, type PageService } from '../src/content';
import { parseHtml } from '../src/html';

interface Case {
  /** the round that added the case (round 1's held-out half is spent: all of round 1 now tunes) */
  round?: 2 | 3 | 4;
  /** the fixture's file name in test/fixtures/service-zoo */
  file: string;
  /** the page's path on its site */
  path: string;
  /** offerings that must be read (names compared without regard to case); `price` and `category` as given */
  items: (Pick<PageService, 'name'> & { price?: string; category?: string })[];
  /** texts that must never be an offering's name */
  never: string[];
}

const CASES: Case[] = [
  {
    file: 'de-accounting-linked-h5-boxes.html',
    path: '/services.php',
    items: [
      { name: 'Unternehmensberatung' },
      { name: 'Finanzbuchhaltung' },
      { name: 'Lohnbuchhaltung' },
      { name: 'Sekretariatsdienste' },
      { name: 'Bürodienstleistungen' },
    ],
    never: [
      'Personalfragebogen',
      'Abmeldung',
      'Stundenzettel',
      'Vollmacht',
      'Online Anträge',
      'Über uns',
      '**Alle Leistungen gem. § 6 Nr. 3 und 4 StBerG, keine Rechts- und Steuerberatung',
    ],
  },
  {
    file: 'de-builder-leistungen-list.html',
    path: '/work.php',
    items: [
      { name: 'Fliesenarbeiten' },
      { name: 'Maurerarbeiten' },
      { name: 'Komplettbäder' },
      { name: 'Balkone' },
      { name: 'Trockenbau' },
      { name: 'Estricharbeiten' },
    ],
    never: [
      'Leistungen',
      'Wir betreuen sowohl Industrie- als auch Privatkunden',
      'Weitere umfassende Leistung auf Anfrage',
    ],
  },
  {
    file: 'de-dental-nav-category-dropdowns.html',
    path: '/',
    items: [
      { name: 'Professionelle Zahnreinigung' },
      { name: 'Fissurenversiegelung' },
      { name: 'Wurzelkanalbehandlung' },
      { name: 'Kronen und Brücken' },
      { name: 'Bleaching' },
      { name: 'Veneers' },
      { name: 'Schienentherapie' },
    ],
    never: ['Die Praxis', 'Kontakt', 'Jobs & Karriere', 'Die Prophylaxe', 'Karies rechtzeitig behandeln'],
  },
  {
    file: 'en-grooming-steps-and-extras.html',
    path: '/dog_grooming.php',
    items: [{ name: 'Flea and tick treatment' }, { name: 'Teeth brushing' }, { name: 'De-skunkin' }],
    never: ['Preparation', 'Bathing', 'Drying', 'Nails clipped and rough edges filed', 'Hair removed from paw pads'],
  },
  {
    file: 'en-petcare-list-articles.html',
    path: '/services.html',
    items: [
      { name: 'Dog Walking' },
      { name: 'Daily Pet Sitting Visit' },
      { name: 'Puppy Visiting' },
      { name: 'Small & Furry Critters' },
      { name: 'Feathered Friends' },
      { name: 'Errand Service' },
    ],
    never: [
      'Payment Information',
      'Reservations',
      'Book With Us Online Today!',
      'Fresh water and feeding',
      'Administering medications',
      'Back To Top',
    ],
  },
  {
    file: 'en-plumber-list-under-heading.html',
    path: '/plumbing',
    items: [
      { name: 'Blocked toilets' },
      { name: 'Burst pipes' },
      { name: 'Tap repairs & installations' },
      { name: 'Unvented water cylinders' },
      { name: 'Wet room refurbishment' },
    ],
    never: [
      'What we offer',
      'Heating services we provide',
      'Areas Covered',
      'About Us',
      'Contact Us',
      'Workmanship carries a full written 12 month guarantee',
    ],
  },
  {
    file: 'en-plumber-tabs-h6-cards.html',
    path: '/general_plumbing.php',
    items: [
      { name: 'Water supply systems' },
      { name: 'Plumbing fixtures' },
      { name: 'Appliance setup services' },
      { name: 'Leaks' },
      { name: 'Clogs' },
      { name: 'Pipe repair' },
    ],
    never: [],
  },
  {
    file: 'es-clinic-bold-lead-paragraphs.html',
    path: '/',
    items: [
      { name: 'Electroterapia' },
      { name: 'Termoterapia' },
      { name: 'Crioterapia' },
      { name: 'Técnicas manipulativas' },
      { name: 'Técnicas de relajación' },
      { name: 'Vendajes posturales y neuromusculares' },
    ],
    never: ['Leer más...'],
  },
  {
    file: 'es-dental-treatment-grid.html',
    path: '/secciones/servicios/servicios.php',
    items: [
      { name: 'Diseño de Sonrisa' },
      { name: 'Implantes Dentales' },
      { name: 'Ortodoncia' },
      { name: 'Blanqueamiento Dental' },
    ],
    never: ['Agenda una cita', 'Nuestros Tratamientos Dentales'],
  },
  {
    file: 'es-law-practice-areas.html',
    path: '/vistas/servicios.php',
    items: [
      { name: 'DERECHO FISCAL' },
      { name: 'DERECHO LABORAL' },
      { name: 'DERECHO PENAL' },
      { name: 'MIGRACIÓN' },
      { name: 'DERECHO CIVIL Y FAMILIAR' },
      { name: 'AUDITORIAS LEGALES' },
    ],
    never: ['CONTACTANOS', 'NOSOTROS', 'ÁREAS DE PRACTRICA', 'DESPACHO DE ABOGADOS A SU SERVICIO'],
  },
  {
    file: 'es-physio-nav-nested-dropdown.html',
    path: '/',
    items: [
      { name: 'Terapia Manual' },
      { name: 'Osteopatia' },
      { name: 'Podologia' },
      { name: 'Nutrición' },
      { name: 'Pilates Terapéutico' },
      { name: 'Gimnasia Abdominal Hipopresiva' },
      { name: 'Hatha Yoga' },
    ],
    never: ['Inicio', 'La clínica', 'Equipo', 'Blog', 'Contacto', 'Galeria', 'Servicios'],
  },
  {
    file: 'fr-kine-linked-card-titles.html',
    path: '/soinsettechniques.php',
    items: [
      { name: 'Thérapie Manuelle' },
      { name: 'RPG-Mézières' },
      { name: 'Ondes de choc' },
      { name: 'Cryothérapie' },
      { name: 'Ostéopathie' },
      { name: 'Taping' },
      { name: 'Crochetage' },
    ],
    never: ['En savoir plus', 'Soins et techniques', 'Le cabinet', "L'équipe", 'Contact'],
  },
  {
    file: 'fr-law-h1-fields-h2-lists.html',
    path: '/expertise.php',
    items: [
      { name: 'Droit de la famille' },
      { name: 'Droit du travail et droit social' },
      { name: 'Autorité parentale' },
      { name: 'Tutelle' },
      { name: 'Rupture conventionnelle' },
      { name: 'Licenciement économique' },
    ],
    never: [
      "Les domaines d'intervention du cabinet sont notamment les suivants:",
      'Litiges concernant les couples',
      'Honoraires',
      'Jeu',
      'Accueil',
      'Pour en savoir plus !',
    ],
  },
  {
    file: 'fr-law-nav-topic-dropdowns.html',
    path: '/',
    items: [
      { name: 'Expatriation' },
      { name: 'Licenciement' },
      { name: 'Harcèlement' },
      { name: 'Rupture conventionnelle' },
    ],
    never: ['Presse', 'Accès', 'Mentions légales', "L'equipe", 'Contact', 'Tarifs', 'Le cabinet', 'Prendre RDV'],
  },
  {
    file: 'it-accounting-strong-list-items.html',
    path: '/Contabilita',
    items: [
      { name: 'Tenuta contabilità ordinaria e semplificata' },
      { name: 'Gestione IVA e delle imposte sul reddito' },
      { name: "Preparazione del bilancio d'esercizio" },
      { name: 'Stampa F24' },
      { name: 'Consulenza' },
    ],
    never: ['Professionisti', 'Sportelli CAF'],
  },
  {
    file: 'it-dental-menu-panels-lists.html',
    path: '/',
    items: [
      { name: 'Conservativa' },
      { name: 'Endodonzia' },
      { name: 'Implantologia' },
      { name: 'Ortodonzia' },
      { name: 'Sbiancamento denti' },
      { name: 'Protesi estetiche rimovibili in nylon' },
    ],
    never: [
      'Nel nostro studio pratichiamo le seguenti terapie (clicca sulla voce per ulteriori dettagli):',
      'Via armellini, 22',
      'Telefono 0773/661462',
      'Finanziamenti COMPASS',
      'Seleziona una voce:',
      'Terapie praticate',
      'Andi',
    ],
  },
  {
    file: 'it-law-aside-area-pages.html',
    path: '/it/expertise/dirbanfin.php',
    items: [
      { name: 'Diritto bancario e finanziario' },
      { name: 'M&A - Private Equity' },
      { name: 'Diritto societario e commerciale' },
      { name: 'Risoluzione delle controversie' },
    ],
    never: ['Contattaci ora', 'Lavora con noi', 'Network', 'Banche e società finanziarie', 'Società fiduciare'],
  },
  {
    file: 'ja-business-items-and-flow.html',
    path: '/company/',
    items: [{ name: '住宅の建築・リフォーム' }, { name: '店舗の建築・リフォーム' }],
    never: ['ご相談・ヒアリング', '工事着工', '引き渡し・アフターフォロー', '家づくりの流れ', '会社案内', '事業内容'],
  },
  {
    file: 'ja-salon-yen-price-rows.html',
    path: '/menu/',
    items: [
      { name: '前髪カット', price: '1,000yen', category: 'cut' },
      { name: 'リタッチ', price: '6,500yen', category: 'color' },
      { name: 'デジタルパーマ', price: '14,500yen' },
      { name: 'ケラスターゼトリートメント', price: '4,500yen' },
    ],
    never: ['サロンメニュー', 'cut', 'color', 'カット'],
  },
  {
    file: 'ja-seikotsu-course-boxes.html',
    path: '/menu/',
    items: [{ name: 'DONGURI整体コース' }, { name: 'DONGURIマッサージ' }, { name: '保険診療' }],
    never: ['料金プラン', '3.マッサージ', 'メニュー'],
  },
  {
    file: 'nl-beauty-toggle-headings.html',
    path: '/behandelingen.php',
    items: [
      { name: 'Mini-Behandeling', price: '€ 25.00' },
      { name: 'Tyro Sensitive', price: '€ 41.50' },
      { name: 'Tyro Hydro active', price: '€ 41.50' },
      { name: 'Luxe Facial', price: '€ 55.00' },
      { name: 'Tyro men', price: '€ 41.50' },
    ],
    never: ['Reinigen', 'Peeling / scrub', 'Masker', 'Lotion', 'Basic Facial', 'Mannen'],
  },
  {
    file: 'nl-cards-strong-titles.html',
    path: '/',
    items: [
      { name: 'Groepenkast vervangen' },
      { name: 'Kookgroep Installatie' },
      { name: 'Elektra Renovatie' },
      { name: 'Laadpaal Installeren' },
      { name: 'Stopcontacten' },
      { name: 'Perilex aansluitingen' },
      { name: 'Kortsluiting opsporen' },
    ],
    never: ['→ Meer informatie', 'Onze dagelijkse diensten', 'Overige diensten'],
  },
  {
    file: 'nl-nails-all-h1.html',
    path: '/behandelingen',
    items: [
      { name: 'Cosmetische pedicure treatment' },
      { name: 'Medische pedicure treatment' },
      { name: 'Manicure treatment' },
      { name: 'Manicure + cosmetische pedicure combi deal' },
    ],
    never: ['Behandelingen:', 'PEDICURE:', 'DUUR VAN DE BEHANDELING: 20 MINUTEN', 'WILT U EEN KLEURTJE OP DE NAGELS?'],
  },
  {
    file: 'nl-nav-mega-dropdown.html',
    path: '/',
    items: [
      { name: 'Krachtstroom aanleggen' },
      { name: 'Aardlekschakelaar vervangen' },
      { name: 'Laadpaal installeren' },
      { name: 'Groepenkast vervangen' },
      { name: 'Meterkast vervangen' },
      { name: 'Kortsluiting' },
      { name: 'Storingsdienst' },
    ],
    never: ['Over ons', 'FAQ', 'Zakelijk', 'Reviews', 'Contact', 'Working at', 'Diensten', 'Home'],
  },
  {
    file: 'pt-law-accordion-areas.html',
    path: '/area-de-atuacao.php',
    items: [
      { name: 'Trabalhista e prevideciário' },
      { name: 'Família e sucessão' },
      { name: 'Civil' },
      { name: 'Empresarial' },
      { name: 'Conciliação e mediação' },
    ],
    never: ['CAPACIDADE PARA ATUAR NAS DIVERSAS ÁREAS DO DIREITO', 'Família:', 'Sucessões:', 'Área de Atuação'],
  },
  {
    file: 'pt-spa-h4-paragraphs.html',
    path: '/eyebrow.php',
    items: [
      { name: 'Designer sobrancelhas (pinça)' },
      { name: 'Henna' },
      { name: 'Tintura de sobrancelhas' },
      { name: 'Permanente de cílios' },
      { name: 'Tintura de cílios' },
    ],
    never: ['Institucional', 'Loja Virtual', 'Contato', 'Home'],
  },
  {
    file: 'de-massage-nav-link-dropdown.html',
    path: '/angebot/body-stempel-massage',
    items: [
      { name: 'Massage' },
      { name: 'Reflexzonen-Massage' },
      { name: 'Body-Stempel-Massage' },
      { name: 'Notfallbehandlung' },
      { name: 'Ohrenkerzen' },
      { name: 'Tiermassage' },
    ],
    never: ['Angebot', 'Über mich', 'Startseite', 'Konditionen', 'Tiefgehende, wohltuende Entspannung'],
  },
  {
    file: 'es-garage-h4-groups-bare-items.html',
    path: '/servicios.php',
    items: [
      { name: 'Reparación general de motor petrolero' },
      { name: 'Cambio de motor completo' },
      { name: 'Planchado y Pintura' },
      { name: 'Inspección de Seguridad del Vehículo' },
      { name: 'Diagnóstico de baterías' },
      { name: 'Recarga de Baterías' },
    ],
    never: ['MANTENIMIENTO', 'SERVICIOS GENERALES', 'Servicios Generales:'],
  },
  {
    file: 'pt-physio-specialities-list.html',
    path: '/servicos/massoterapia',
    items: [
      { name: 'Drenagem linfática manual' },
      { name: 'Massagem relaxante' },
      { name: 'Massagem terapêutica' },
      { name: 'Bambuterapia' },
    ],
    never: ['Especialidades:', 'As sessões têm duração de aproximadamente 50 minutos.'],
  },
  {
    file: 'pt-therapies-side-menu-divs.html',
    path: '/manual.php',
    items: [
      { name: 'Acupuntura' },
      { name: 'Ofurô' },
      { name: 'Pedras Quentes' },
      { name: 'Shantala' },
      { name: 'Auriculoterapia' },
      { name: 'Terapia Manual' },
    ],
    never: ['Depoimentos', 'Origem do nome Kahena', 'Jantar Cultural', 'Extras', 'Terapias'],
  },

  // Round 2: added once round 1's held-out half was spent, split by the same rule before any reader changed.
  {
    round: 2,
    file: 'de-garage-unser-service-list.html',
    path: '/werkstatt/',
    items: [
      { name: 'Reparatur und Wartung aller Marken' },
      { name: 'Unfallinstandsetzung' },
      { name: 'Reifenservice' },
      { name: 'Tuning' },
      { name: 'Fahrzeugaufbereitung' },
      { name: 'Hol und Bringservice' },
    ],
    never: ['Werkstatt', 'Galerie', 'Anfahrt', 'Partner', 'Impressum', 'Automobile', 'Unser Service:'],
  },
  {
    round: 2,
    file: 'de-physio-folgende-leistungen-list.html',
    path: '/',
    items: [
      { name: 'Klassische Massagen' },
      { name: 'Manuelle Therapie' },
      { name: 'Krankengymnastik' },
      { name: 'KG ZNS nach Bobath' },
      { name: 'Wärmeanwendungen' },
      { name: 'Schlingentischbehandlung' },
      { name: 'Kälteanwendungen' },
    ],
    never: [
      'Telefonisch: dienstags 15 - 17 Uhr',
      'In der Praxis: mittwochs 15 - 18 Uhr',
      'Unser Info-Brief',
      'Liebe Patientinnen und Patienten,',
    ],
  },
  {
    round: 2,
    file: 'de-physio-nested-anwendungen-list.html',
    path: '/anwendungen.html',
    items: [
      { name: 'Hausbesuche' },
      { name: 'Manuelle Lymphdrainage' },
      { name: 'Manuelle Therapie' },
      { name: 'Migränebehandlung' },
      { name: 'Krankengymnastik' },
      { name: 'Rückenschule' },
      { name: 'Klassische Massage' },
      { name: 'Fango' },
      { name: 'Elektrotherapie' },
      { name: 'Ultraschall' },
    ],
    never: [
      'Startseite',
      'Team',
      'Angebote',
      'Anwendungen',
      'Philosophie',
      'Praxis',
      'Kontakt',
      '[Impressum]',
      'Physiotherapeutische Leistungen',
      'Ihre Physiotherapie in Oranienburg',
      'Mo-Do: 8.00-20.00 Uhr, Fr: 8.00-13.00 Uhr',
    ],
  },
  {
    round: 2,
    file: 'en-cleaning-bulleted-services-include.html',
    path: '/landscape.php',
    items: [
      { name: 'Compound designing' },
      { name: 'Landscaping' },
      { name: 'Grass cutting and pruning' },
      { name: 'Potted plants' },
      { name: 'Weeding' },
      { name: 'Fertilizing' },
    ],
    never: ['Our services include', 'Service Detail', 'Home', 'About', 'Gallery', 'Contact'],
  },
  {
    round: 2,
    file: 'es-salon-h1-articles-h2.html',
    path: '/index.php',
    items: [
      { name: 'Recogidos / Trenzas' },
      { name: 'Tintes / Mechas' },
      { name: 'Cortes de pelo' },
      { name: 'Permanente / Moldeados' },
      { name: 'Keratina' },
      { name: 'Botox capilar' },
      { name: 'Secados' },
    ],
    never: ['Servicios que se realizan:', 'contacto', 'Di ADIÓS al pelo encrespado.'],
  },
  {
    round: 2,
    file: 'fr-beauty-home-nav-service-pages.html',
    path: '/soin_visage.php',
    items: [
      { name: 'Soin visage' },
      { name: 'Soin corps' },
      { name: 'Epilation' },
      { name: 'Beauté des mains et pieds' },
      { name: 'Maquillage' },
      { name: 'Nettoyage de peau' },
      { name: 'Permanente de cils' },
    ],
    never: ['Accueil', 'Offres', 'Prix', 'Soins visage', 'Voici les soins du visage et de cils que je vous propose :'],
  },
  {
    round: 2,
    file: 'fr-beauty-price-tables-under-h3.html',
    path: '/epilation',
    items: [
      { name: 'Sourcils' },
      { name: 'Visage' },
      { name: 'Jambes complètes' },
      { name: 'Maillot brésilien' },
      { name: 'Dos' },
    ],
    never: ['Tarifs Epilation', 'Visage Femmes', 'Corps Femmes', 'Forfaits Femmes', 'Epilations Homme'],
  },
  {
    round: 2,
    file: 'ja-dental-drawer-treatment-pages.html',
    path: '/esthe/',
    items: [
      { name: '虫歯治療' },
      { name: '歯周病' },
      { name: '矯正' },
      { name: '小児歯科' },
      { name: 'マタニティー外来' },
      { name: '定期検診' },
      { name: 'クリーニング・歯石除去' },
      { name: '親知らず' },
      { name: '審美歯科' },
      { name: '入れ歯' },
      { name: '訪問歯科' },
    ],
    never: [
      'トップ',
      '診療時間・アクセス',
      '医師・スタッフ紹介',
      '求人・採用',
      'ご予約',
      '料金について',
      '審美歯科のご案内',
    ],
  },
  {
    round: 2,
    file: 'ja-dental-h4-sections-and-lines.html',
    path: '/sinryo.php',
    items: [
      { name: '一般歯科' },
      { name: '小児歯科' },
      { name: '訪問診療' },
      { name: 'ホワイトニング' },
      { name: 'レーザー治療' },
      { name: '予防歯科' },
      { name: 'インプラント治療' },
    ],
    never: [
      '診療案内',
      '診療科目',
      '診療内容',
      '小児歯科とは',
      'フッ素塗布とは',
      '訪問診療とは',
      '交通案内',
      '医師のご紹介',
      'お知らせ',
      '入れ歯が合わなくなった。',
    ],
  },
  {
    round: 2,
    file: 'nl-physio-nav-nested-diensten.html',
    path: '/dryneedling.php',
    items: [
      { name: 'Fysiotherapie' },
      { name: 'Dry Needling' },
      { name: 'Echografie' },
      { name: 'PNE' },
      { name: 'Osteopathie' },
      { name: 'Oefentherapie' },
      { name: 'Kaaktherapie' },
    ],
    never: [
      'Davey van vliet',
      'Joally Jonker',
      'Over de praktijk',
      'Praktijk kat Floki',
      'Kosten',
      'Brochure',
      'Gallery',
      'Vacature',
      'Diensten',
      'Over Ons',
      'Meer Informatie',
      'Corona',
      'trauma’s;',
      'slaaptekort;',
      'Bijwerkingen',
      'Voor wie is het geschikt',
    ],
  }, // Round 3: fourteen more, added and split the same way once round 2's first technique was in, before any other.
  {
    round: 3,
    file: 'de-vet-fachgebiete-markdown-list.html',
    path: '/fachgebiete/',
    items: [
      { name: 'Vorsorgeuntersuchung' },
      { name: 'Innere Medizin' },
      { name: 'Ernährungsberatung' },
      { name: 'Ultraschall' },
      { name: 'Chirurgie' },
      { name: 'Kastration' },
      { name: 'Impfberatung und Impfungen' },
      { name: 'Zahnbehandlung und Zahnsanierung' },
      { name: 'Verhaltenstherapie' },
    ],
    never: ['Fachgebiete', 'Zurück zu den Leistungen'],
  },
  {
    round: 3,
    file: 'de-vet-h1-sections-column-lists.html',
    path: '/leistungen.php',
    items: [
      { name: 'Laboruntersuchungen' },
      { name: 'Digitales Röntgen' },
      { name: 'Ultraschall' },
      { name: 'Impfungen' },
      { name: 'Welpen Check-up' },
      { name: 'Futtermittelberatung' },
      { name: 'Kastrationen' },
      { name: 'Zahnextraktionen' },
      { name: 'Chiropraktik' },
    ],
    never: ['Praxis', 'Öffnungszeiten', 'Infos', 'Kontakt', 'Leistungen', 'Dr. med. vet. Matthias Gräber'],
  },
  {
    round: 3,
    file: 'en-beauty-tattoo-bold-leads-two-lists.html',
    path: '/tattoos',
    items: [
      { name: 'Custom Tattoos' },
      { name: 'Cover-Up Tattoos' },
      { name: 'Flash Tattoos' },
      { name: 'Skin & hair Service' },
      { name: 'Tailoring' },
      { name: 'Aariwork' },
      { name: 'Tattoo' },
    ],
    never: [
      'Talented Artists',
      'Safety and Hygiene',
      'Diverse Styles',
      'Respect for Your Story',
      'The Kavya Experience:',
      'Our Tattoo Services:',
      'BOOK YOUR SEAT',
      'Home',
      'About',
      'Contact',
    ],
  },
  {
    round: 3,
    file: 'en-electrician-lists-inside-paragraphs.html',
    path: '/services.php',
    items: [
      { name: 'Phone and data points' },
      { name: 'RCD safety switches and smoke detectors' },
      { name: 'Planned electrical maintenance' },
      { name: 'Security lighting' },
      { name: 'Repairs and maintenance' },
      { name: 'Renovations and refurbishments' },
    ],
    never: ['Services', 'Prices', 'Testimonials', 'Contact', 'Home'],
  },
  {
    round: 3,
    file: 'en-electrics-h2-groups-and-inspection-steps.html',
    path: '/electrics.php',
    items: [
      { name: 'Re-wiring' },
      { name: 'Indoor and outdoor lighting' },
      { name: 'Mains distribution boards' },
      { name: 'Electric showers' },
      { name: 'Smoke alarms' },
      { name: 'Emergency lighting' },
    ],
    never: [
      'Supply and Installation',
      'Servicing',
      'Maintenance',
      'Examination of appliances and electrics to ensure it’s safe functioning',
      'Testing the performance of appliances',
      'About Us',
      'Contact Us',
    ],
  },
  {
    round: 3,
    file: 'es-law-two-lists-and-practice-cards.html',
    path: '/services.php',
    items: [
      { name: 'Derecho Civil' },
      { name: 'Derecho Penal' },
      { name: 'Derecho Corporativo y Societario' },
      { name: 'Derecho Tributario' },
      { name: 'Derecho Laboral' },
      { name: 'Derecho Aduanero y Migratorio' },
      { name: 'Derecho Municipal' },
      { name: 'Solución de Controversias' },
      { name: 'Derecho Corporativo' },
    ],
    never: [
      'Te Ofrecemos...',
      'Áreas de Prácticas',
      'Consultanos Gratis',
      'Compañeros de negocio',
      'Casos Resueltos',
      'Premios Recibidos',
      'Inicio',
      'Nosotros',
      'Servicios',
    ],
  },
  {
    round: 3,
    file: 'fr-heating-h5-services-intro-list.html',
    path: '/',
    items: [
      { name: 'ramonage de chaudière et de cheminée' },
      { name: 'détection de fuite' },
      { name: 'débouchage et détartrage' },
    ],
    never: [
      'NOS SERVICES',
      'LA QUALITE, LE COEUR DU METIER',
      'CONTACTER-NOUS',
      'Une urgence ?',
      'Besoin d’un chauffagiste à Auderghem ?',
    ],
  },
  {
    round: 3,
    file: 'it-osteo-nav-servizi-principles-h3.html',
    path: '/servizi/osteopatia/',
    items: [{ name: 'Fisioterapia' }, { name: 'Osteopatia' }, { name: 'Disturbi Cranio-Cervico-Mandibolari' }],
    never: [
      'AUTOREGOLAZIONE',
      "L'UNITÀ DEL CORPO",
      "LA VITA E' MOVIMENTO",
      'CAMPI DI APPLICAZIONE',
      "COS'È L'OSTEOPATIA",
      'Chi Sono',
      'Blog',
      'Contatti',
      'Home',
    ],
  },
  {
    round: 3,
    file: 'it-physio-blade-bold-paragraph-titles.html',
    path: '/fisioterapia',
    items: [
      { name: 'Riabilitazione Posturale' },
      { name: 'Riabilitazione Ortopedica Post-Operatoria e Traumatica' },
      { name: 'Massaggio' },
      { name: 'Linfodrenaggio' },
      { name: 'Manipolazione fasciale' },
    ],
    never: [
      'Dott. Gianmarco Veller',
      'Indicazioni terapeutiche:',
      'Indicato per:',
      'Ematomi',
      'Cicatrici',
      'Patologie dello sport, agonistico e non',
      'Massaggi',
      'Riabilitazione',
    ],
  },
  {
    round: 3,
    file: 'ja-salon-menu-items-name-price-spans.html',
    path: '/spica/menu/',
    items: [
      { name: 'カット', price: '¥7,700' },
      { name: '前髪カット' },
      { name: 'カラー・トリートメント' },
      { name: 'パーマ・トリートメント' },
      { name: 'ストレート・トリートメント' },
      { name: 'スパ' },
      { name: 'カット+カラー+トリートメント' },
    ],
    never: ['Cut', 'Color', 'Perm', 'Straight', 'Treatment', 'Head Spa', 'MENU'],
  },
  {
    round: 3,
    file: 'ja-tax-office-service-list-heads-and-flow.html',
    path: '/services-price/',
    items: [
      { name: '会計・税務顧問' },
      { name: '個人確定申告' },
      { name: '開業支援' },
      { name: '組織再編・M&A' },
      { name: '相続・事業承継' },
      { name: 'セカンドオピニオン' },
    ],
    never: ['Our Services', '業務内容', 'サービス一覧', 'サービスフロー', '01.初回相談（無料）', '02.見積書提示'],
  },
  {
    round: 3,
    file: 'nl-gardener-linked-h3-cards-meer-weten.html',
    path: '/diensten',
    items: [{ name: 'ONTWERP' }, { name: 'AANLEG' }, { name: 'ONDERHOUD' }],
    never: ['Meer weten', 'Home', 'Diensten'],
  },
  {
    round: 3,
    file: 'pt-law-h2-areas-h3-calls.html',
    path: '/area_atuacao.php',
    items: [{ name: 'Criminal' }, { name: 'Consumidor' }, { name: 'Direito Digital' }, { name: 'Previdenciário' }],
    never: [
      'Precisa de ajuda? Entre em contato!',
      'Áreas de Atuação',
      'Equipe',
      'Blog',
      'Contato',
      'Home',
      'Clique aqui para saber mais sobre os nossos serviços na seara criminal e se informe sobre os seus direitos ou dos seus familiares.',
    ],
  },
  {
    round: 3,
    file: 'pt-law-nav-areas-h1-sections.html',
    path: '/atividades/areas-de-atuacao',
    items: [
      { name: 'Direito Previdenciário' },
      { name: 'Direito do Trabalho' },
      { name: 'Direito Ambiental' },
      { name: 'Direito Cível' },
      { name: 'Direito Criminal' },
      { name: 'Direito do Consumidor' },
    ],
    never: ['Nossa atuação está focada nas seguintes áreas:', 'Outros', 'Contato', 'Início', 'Áreas de Atuação'],
  },
  {
    round: 4,
    file: 'de-dogwalker-angebot-one-page.html',
    path: '/',
    items: [{ name: 'Spaziergang einzel' }, { name: 'Spaziergang Gruppe' }, { name: 'Spaziergang kurz' }],
    never: [
      'Angebot',
      'Spazierdienst',
      'Manuela Albrecht',
      'Hundeläuferin',
      'Links:',
      'AGB',
      'Haftung',
      'Annullationsbedingungen',
      'Okay',
    ],
  },
  {
    round: 4,
    file: 'es-stylist-sections-men-women.html',
    path: '/',
    items: [
      { name: 'Cortes clásicos' },
      { name: 'Cortes modernos' },
      { name: 'Mechas' },
      { name: 'Baños de color' },
      { name: 'Tintes' },
      { name: 'Tratamientos de hidratación' },
      { name: 'Alisados' },
      { name: 'Mechas y coloraciones' },
      { name: 'Técnicas de alisado' },
    ],
    never: [
      'Servicios Generales',
      'Servicios para Hombres',
      'Servicios para Mujeres',
      'Galería',
      'Reservas',
      'Contacto',
      'Formulario de Reserva',
      'Inicio',
    ],
  },
  {
    round: 4,
    file: 'fr-osteo-patient-cards.html',
    path: '/osteopathie.php',
    items: [
      { name: 'Nourrissons / Bébés' },
      { name: 'Enfants' },
      { name: 'Adultes' },
      { name: 'Grossesse' },
      { name: 'Sportifs' },
      { name: 'Séniors' },
    ],
    never: [
      'OSTÉOPATHIE : Une Approche Complète pour la Santé',
      'Prendre rendez-vous en ligne',
      'Plan du Site',
      'Liens Utiles',
      'Mentions Légales',
      'Honoraires',
      'Qui suis-je ?',
    ],
  },
  {
    round: 4,
    file: 'en-agency-home-numbered-h2-cards.html',
    path: '/',
    items: [
      { name: 'Social Media Management' },
      { name: 'Web Design & Development' },
      { name: 'AI Automation and Marketing' },
      { name: 'Video Production and Marketing' },
      { name: '360° Marketing' },
      { name: 'Bulk SMS and Bulk WhatsApp' },
      { name: 'Business/Event Branding and LOGO Design' },
      { name: 'Search Engine Optimization' },
    ],
    never: [
      'Our top value categories for you.',
      'Our services',
      '30+',
      'Proven results',
      'Happy Clients',
      'Priya Shrestha',
      'Aarav Joshi',
      'Let’s Talk!',
      'Contact Now',
      'Courses',
      'Career',
    ],
  },
  {
    round: 4,
    file: 'en-lawn-h2-per-service.html',
    path: '/services.php',
    items: [
      { name: 'Full Lawn Care' },
      { name: 'Sidewalk Edging' },
      { name: 'Weed Control' },
      { name: 'Fall Cleanup' },
    ],
    never: [
      'Pricing Chart',
      'Other Services',
      'About Us',
      'Contact Us',
      '*Please use the contact form for pricing of our additional services.',
    ],
  },
  {
    round: 4,
    file: 'en-roofing-question-h3-sections.html',
    path: '/services.php',
    items: [{ name: 'Roof repair' }, { name: 'Re-Roofing' }, { name: 'Gutter cleaning' }],
    never: ['Why repairing?', "Quick link's", 'Hard Hammer Roofing', 'About us', 'Contact', 'Services'],
  },
  {
    round: 4,
    file: 'es-cleaning-servicios-page.html',
    path: '/servicios.php',
    items: [{ name: 'Limpieza de hogares' }, { name: 'Limpieza de oficinas' }],
    never: [
      'Leer más',
      'Servicios',
      'Nuestras asistentes',
      'Cómo funciona',
      'Sobre nosotros',
      'Trabaje con nosotros',
      'Servicio doméstico de confianza',
    ],
  },
  {
    round: 4,
    file: 'es-salon-h3-groups-item-lists.html',
    path: '/pages/servicios.php',
    items: [
      { name: 'Corte de Cabello' },
      { name: 'Coloración' },
      { name: 'Manicure' },
      { name: 'Pedicure' },
      { name: 'Tratamiento de cejas' },
      { name: 'Maquillaje' },
    ],
    never: ['Nuestros servicios', 'Estilistas', 'Iniciar sesión', 'Contacto', 'Estetica Nueva Imagen'],
  },
  {
    round: 4,
    file: 'fr-garage-h3-centred-sections.html',
    path: '/services.php',
    items: [
      { name: 'Échappement' },
      { name: 'Pneumatiques' },
      { name: 'Freinage' },
      { name: 'Amortisseurs' },
      { name: 'Distribution' },
      { name: 'Vidange' },
      { name: 'Embrayage' },
      { name: 'Batterie' },
      { name: 'Diagnostic' },
      { name: 'réparation carroserier' },
      { name: 'nétoyage voiture' },
    ],
    never: [
      'nos service',
      'pour toute question contacter nous ici.',
      'contacter nous',
      'horaire douverture',
      "passage d'aspirateur",
      "lavage de l'extérieur",
      'voitures',
      'connection',
    ],
  },
  {
    round: 4,
    file: 'it-barber-h2-service-blocks.html',
    path: '/servizi',
    items: [{ name: 'Capelli' }, { name: 'Barba' }, { name: 'Percorsi Relax' }, { name: 'Theos' }],
    never: [
      'I Nostri Servizi',
      'Prenota Ora',
      'Listino Prezzi',
      'Prodotti Theos',
      'Chi siamo',
      'Contatti',
      'Accendiamo il tuo stile.',
    ],
  },
  {
    round: 4,
    file: 'it-salon-caption-h3-cards.html',
    path: '/servizi/',
    items: [
      { name: 'TAGLIO DONNA' },
      { name: 'TAGLIO UOMO' },
      { name: 'PIEGA' },
      { name: 'COLORE' },
      { name: 'NAIL ART' },
      { name: 'TRATTAMENTI' },
    ],
    never: ['I NOSTRI SERVIZI', 'HAIR & BEAUTY', 'Dacci un taglio', 'Seguici', 'PRENOTA IL TUO APPUNTAMENTO'],
  },
  {
    round: 4,
    file: 'ja-junk-removal-service-index.html',
    path: '/service/',
    items: [
      { name: 'ゴミ屋敷清掃' },
      { name: '遺品整理' },
      { name: 'ハウスクリーニング' },
      { name: '不用品買取' },
      { name: '解体' },
      { name: '生前整理' },
      { name: '特殊清掃' },
      { name: '仏壇処分' },
      { name: '家具の回収・処分' },
    ],
    never: [
      '料金表',
      '店舗一覧',
      'よくある質問',
      '作業実績',
      '選ばれる理由',
      '初めての方へ',
      'お客様の声',
      'サービスメニュー',
      '店舗一覧を見る',
      '北海道地方',
      '関東地方',
    ],
  },
  {
    round: 4,
    file: 'ja-nail-home-menu-sections.html',
    path: '/',
    items: [
      { name: 'アートコース A' },
      { name: 'アートコース B' },
      { name: 'アートコース C' },
      { name: 'フリーコース' },
      { name: '長さ出し10本＋お任せアートコース' },
      { name: 'フットネイル A' },
      { name: 'フットネイル B' },
      { name: 'フットネイル C' },
    ],
    never: [
      'Concept',
      'Design',
      'Menu',
      'SalonInfo',
      'Salon Info',
      'Access',
      'Reserve',
      '住所',
      '最寄り駅',
      '営業時間',
      'Miii',
      '表示価格は税込です。',
    ],
  },
  {
    round: 4,
    file: 'nl-electrician-article-h2-h3.html',
    path: '/',
    items: [{ name: 'Algemene elektriciteitswerken' }, { name: 'Herstellingen' }, { name: 'Gyproc afwerkingen' }],
    never: ['Privacy Policy', 'Valse wanden en plafonds.'],
  },
  {
    round: 4,
    file: 'nl-painter-home-div-list.html',
    path: '/',
    items: [{ name: 'Schilderen' }, { name: 'Behangen' }, { name: 'Sauzen' }],
    never: [
      'Wat voor werk verrichten wij?',
      'Schildersbedrijf nodig?',
      'Diensten van uw schilder',
      'Contact gegevens',
      'Recensies',
      'Afspraak',
      'Login',
    ],
  },
  {
    round: 4,
    file: 'pt-dental-h3-bulleted-specialities.html',
    path: '/tratamentos.php',
    items: [
      { name: 'Prótese dentária' },
      { name: 'Estética dentária' },
      { name: 'Implantodontia' },
      { name: 'Endodontia' },
    ],
    never: ['TRATAMENTOS', 'CLÍNICA', 'CURSOS', 'CONTATO', 'Conheça as especialidades oferecidas:'],
  },
];

/**
 * Cases research does not read yet, each with what it misses (printed by the run). A case listed here that starts
 * passing fails the run, so the list only shrinks; the pass rate of each half is the honest measure.
 */
const KNOWN_MISSES = new Set<string>([
  'es-garage-h4-groups-bare-items.html',
  'de-builder-leistungen-list.html',
  'de-dental-nav-category-dropdowns.html',
  'en-plumber-tabs-h6-cards.html',
  'fr-kine-linked-card-titles.html',
  'fr-law-h1-fields-h2-lists.html',
  'fr-law-nav-topic-dropdowns.html',
  'it-law-aside-area-pages.html',
  'ja-salon-yen-price-rows.html',
  'nl-nails-all-h1.html',
  'pt-law-accordion-areas.html',
  'de-garage-unser-service-list.html',
  'de-physio-folgende-leistungen-list.html',
  'fr-beauty-home-nav-service-pages.html',
  'ja-dental-drawer-treatment-pages.html',
  'ja-dental-h4-sections-and-lines.html',
  'en-beauty-tattoo-bold-leads-two-lists.html',
  'en-electrics-h2-groups-and-inspection-steps.html',
  'it-physio-blade-bold-paragraph-titles.html',
  'ja-salon-menu-items-name-price-spans.html',
  'nl-gardener-linked-h3-cards-meer-weten.html',
  'fr-osteo-patient-cards.html',
  'en-agency-home-numbered-h2-cards.html',
  'en-roofing-question-h3-sections.html',
  'fr-garage-h3-centred-sections.html',
  'it-salon-caption-h3-cards.html',
  'ja-junk-removal-service-index.html',
  'nl-electrician-article-h2-h3.html',
  'nl-painter-home-div-list.html',
]);

/** The held-out halves of rounds 2 to 4 only measure; round 1's held-out half was spent and tunes now. */
const heldOut = (c: Case) => c.round !== undefined && halfOf(c.file) === 'test';

const fixture = (file: string) =>
  parseHtml(
    `<!doctype html><html><body>${readFileSync(join(__dirname, 'fixtures', 'service-zoo', file), 'utf8')}</body></html>`,
  );

const norm = (s: string) => s.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();

/** What a case misses: offerings not read (or read with another price or category) and texts read as offerings. */
function problems(c: Case): { problems: string[]; found: number } {
  const items = extractServices(fixture(c.file), `http://shop.test${c.path}`);
  const out: string[] = [];
  let found = 0;
  for (const want of c.items) {
    const got = items.find((i) => norm(i.name) === norm(want.name));
    if (got) found += 1;
    if (!got) out.push(`missing ${want.name}`);
    else {
      if (want.price !== undefined && got.price !== want.price) out.push(`${want.name}: price ${got.price}`);
      if (want.category !== undefined && got.category !== want.category)
        out.push(`${want.name}: category ${got.category}`);
    }
  }
  for (const name of c.never) if (items.some((i) => norm(i.name) === norm(name))) out.push(`read ${name}`);
  return { problems: out, found };
}

describe('the services zoo: service businesses’ offerings in any markup and language', () => {
  const results = new Map<string, { problems: string[]; found: number }>();
  afterAll(() => {
    const rate = (cases: Case[]) => {
      const whole = cases.filter((c) => results.get(c.file)?.problems.length === 0).length;
      const found = cases.reduce((n, c) => n + (results.get(c.file)?.found ?? 0), 0);
      const expected = cases.reduce((n, c) => n + c.items.length, 0);
      return `${whole}/${cases.length} cases read, ${found}/${expected} offerings found`;
    };
    const round1 = CASES.filter((c) => c.round === undefined);
    console.log(`service zoo round 1 (all tuning now): ${rate(round1)}`);
    for (const round of [2, 3, 4] as const) {
      const cases = CASES.filter((c) => c.round === round);
      console.log(`service zoo round ${round} tuning half: ${rate(cases.filter((c) => !heldOut(c)))}`);
      console.log(`service zoo round ${round} held-out half: ${rate(cases.filter(heldOut))}`);
    }
    // (what a held-out case misses is not printed, so nobody tunes to it)
    for (const c of CASES) {
      const p = results.get(c.file)?.problems ?? [];
      if (p.length && !heldOut(c)) console.log(`service zoo miss ${c.file}: ${p.join('; ')}`);
    }
  });

  it('holds cases in every language the readers speak, from sources named in each file', () => {
    expect(new Set(CASES.map((c) => c.file.slice(0, 2)))).toEqual(
      new Set(['de', 'en', 'es', 'fr', 'it', 'ja', 'nl', 'pt']),
    );
    for (const c of CASES)
      expect(readFileSync(join(__dirname, 'fixtures', 'service-zoo', c.file), 'utf8')).toMatch(
        /^<!-- source: github\.com\/\S+ \S+ @ [0-9a-f]{40} /,
      );
  });

  for (const c of CASES) {
    const run = () => {
      const p = problems(c);
      results.set(c.file, p);
      expect(p.problems).toEqual([]);
    };
    if (KNOWN_MISSES.has(c.file)) it.failing(`${c.file} (known miss)`, run);
    else it(c.file, run);
  }
});
