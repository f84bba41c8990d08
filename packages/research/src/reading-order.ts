// The order research reads a site's pages in: contact, fee, about, offering, branch pages first (by what their links
// say in any language), the legal notice after them, questions and answers, jobs and news last; pages further from
// the home page's navigation in later tiers, and never an archive or a tracking variant of a page already read.
import { OFFERING_PATH } from './content';
import { CONTACT_PAGE, isArchive, isListing, type PageLink } from './links';

/** A page of the business's story, its team or its history, by its address, title or link text ("Over MC2"). */
export const ABOUT_PAGE =
  /about|[uü]e?ber[-_ ]uns|nosotros|quienes[-_ ]somos|(la|a|die|de)[-_ ](cl[ií]nica|clinique|praxis|praktijk)(?![a-z])|chi[-_ ]siamo|chi[-_ ]sono|over[-_ ]ons|over[-_ ]mij|over[-_ ]mezelf|(?:^|\s)over\s|[uü]e?ber[-_ ]mich|sobre|a[-_ ]propos|à propos|qui[-_ ]sommes|qui[-_ ]suis|azienda|empresa|entreprise|bedrijf|équipe|equipe|equipo|squadra|staff|スタッフ|flotte|fuhrpark|fleet|flota|flotta|vloot|frota|unternehmen|geschichte|storia|historia|histoire|geschiedenis|hist[oó]ria|team|店舗案内|当店について|私たちについて|紹介|挨拶|沿革|歴史/i;

/** A page of the business's branches, by its address, title or link text. */
export const BRANCH_PAGE =
  /locations?|locaties|branches|(?<![a-z])(?:stores|shops)(?![a-z])|filialen|filiali|filiais|niederlassungen|standorte|gesch(?:ä|ae)fte|sucursales|sedes|tiendas|sedi|negozi|punti[-_ ]vendita|vestigingen|winkels|lojas|unidades|magasins|boutiques|agences|店舗一覧|店舗情報/i;

/**
 * Pages of the offerings that their page's own reading does not treat as a services page (it reads every section of
 * one), by each language's words for treatments, courses, specialties, offers and packages: read early all the same.
 */
const OFFERINGS_ALSO = String.raw`behandlungen|therapien|(?<![a-z])(angebote?|kurse|soins|formules|cours|cursos|corsi|cursussen|classes|packages|werkzaamheden)(?![a-z])|tratamientos|tratamentos|especialidades|specialit|診療|施術|コース|事業|業務`;
/** Pages worth reading first, in this order: contact, fees (a price list, a menu), about, offerings, branches (by
 * path, query or text). */
const PAGE_HINTS = [
  CONTACT_PAGE,
  /(?<![a-z])(prices?|pricing|fees?|costs?|rates|prix|costi|custos|menus?|men[uúù]|carte|carta|card[aá]pio)(?![a-z])|preise|preisliste|kosten|geb[uü]hren|tarif|precios|prezzi|listino|prijzen|prijslijst|tarieven|pre[cç]os|speisekarte|getr[äa]nkekarte|menukaart|料金|費用|価格|メニュー|お品書き/i,
  ABOUT_PAGE,
  new RegExp(
    `${OFFERING_PATH.source}|${OFFERINGS_ALSO}|areas?|[öo]ffnungszeiten|horaires|horario|orari|openingstijden|メニュー|料金|サービス|商品`,
    'i',
  ),
  BRANCH_PAGE,
];
/** A legal notice (Impressum, mentions légales): the business's address and register, read after the other pages. */
const LEGAL =
  /impressum|imprint|mentions[-_ ]?l[eé]gales|aviso[-_ ]?legal|note[-_ ]?legali|colofon|informa[cç][aã]o[-_ ]legal|会社概要|特定商取引/i;
/**
 * Pages that seldom say more of the business than its other pages, read after the legal notice: questions and
 * answers, jobs, news and blog, a sitemap page, privacy, cookie and terms pages.
 */
const LESS =
  /(?<![a-z])(faq|qa|q-and-a|blogs?|news|aktuelles|actualites|noticias|notizie|nieuws|articles?|artikel|artikelen|art[ií]culos|articoli|artigos|tips|tipps|ratgeber|consejos|consigli|conseils|dicas|curiosidades|curiosit[àa]|curiosit[ée]s|wissenswertes|weetjes|cookies?)(?![a-z])|よくある質問|ブログ|お知らせ|新着情報/i;
/**
 * Pages that are not about what the business offers: privacy, cookie-policy and terms pages, job offers, a sitemap
 * page (a page named only "cookies" may be a bakery's).
 * They are read last (for an address or a register number), and never for offerings: a privacy notice's list of
 * rights or a job offer's pay is no price list.
 */
const NOT_OFFERINGS =
  /(?<![a-z])(jobs?|careers?|karriere|stellen(angebote)?|vacatures|werken[-_ ]bij|empleo|trabaja[-_ ]con[-_ ]nosotros|lavora[-_ ]con[-_ ]noi|recrutement|emplois?|vagas|trabalhe[-_ ]conosco|sitemap|privacy\w*|datenschutz\w*|cookie[-_ ]?(policy|richtlinie|hinweise?|beleid)|(politique|pol[ií]tica|informativa)[-_ ](de[-_ ]|sui[-_ ])?cookies?|terms|agb|cgv|cgu|t[eé]rminos|termini|termos|condiciones|condizioni|voorwaarden|privacidad|privacidade|confidentialit[eé]|rgpd|dsgvo)(?![a-z])|採用|求人|サイトマップ|プライバシー|個人情報|利用規約/i;
/** A page that offers nothing (privacy, terms, jobs, a legal notice), by its address or its title. */
export const offersNothing = (pathOrTitle: string) =>
  NOT_OFFERINGS.test(pathOrTitle) || (LEGAL.test(pathOrTitle) && !COMPANY_PROFILE.test(pathOrTitle));
/** A Japanese company profile: a legal notice that also says what the business does (事業内容). */
const COMPANY_PROFILE = /会社概要/;
/** Query parameters that track or act, never name a page. */
const NOT_PAGE_PARAM = /^(utm_\w+|fbclid|gclid|mc_\w+|replytocom|add-to-cart|share|s|print|ver)$/i;
/** A client-side route (`#/menu`, `#!/menu`): another page of a rendered app, the same shell to a plain fetch. */
export const hashRoute = (u: URL) => /^#!?\/./.test(u.hash);

/** A page's address as the crawl keys it: no fragment (except an app's route), no tracking parameters. */
export function pageKey(u: URL): string {
  const params = [...u.searchParams].filter(([k]) => !NOT_PAGE_PARAM.test(k));
  const query = params.length ? `?${new URLSearchParams(params).toString()}` : '';
  return `${u.origin}${u.pathname}${query}${hashRoute(u) ? u.hash : ''}`;
}

export const UNHINTED = PAGE_HINTS.length;
export const FEES = 1;
export const OFFERINGS = 3;
export const BRANCHES = 4;
export const LESS_USEFUL = UNHINTED + 2;
/** A link's rank: the first hint it matches, then pages no hint names, then the legal notice, then the less useful. */
export const hinted = (l: PageLink) => {
  const said = `${safeDecode(l.url.pathname)}${l.url.search} ${l.text}`;
  const i = PAGE_HINTS.findIndex((re) => re.test(said));
  return i >= 0
    ? i
    : LEGAL.test(said)
      ? UNHINTED + 1
      : LESS.test(said) || NOT_OFFERINGS.test(said)
        ? LESS_USEFUL
        : UNHINTED;
};
const safeDecode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** Page links ranked: contact, legal, about, offerings, branches, then the rest in the reader's order. */
export function rankedLinks(links: PageLink[]): string[] {
  const ranked = links.map((l, order) => ({ key: pageKey(l.url), rank: hinted(l), order }));
  ranked.sort((a, b) => a.rank - b.rank || a.order - b.order);
  return [...new Set(ranked.map((r) => r.key))];
}

/** A path without its file extension: the prefix the paths of its own pages share (`/services` for `/services/cut`). */
export const stemOf = (pathname: string) => pathname.replace(/\.\w+$/, '').replace(/\/$/, '');

/** How far from the home page's navigation a page is; a tier is read after the one before. */
export const TIER = {
  /** the home page's links (the sitemap's and the usual contact paths too), and a fee page wherever it is linked */
  home: 0,
  /** the links a rendered route shows (an app's sub-routes) */
  routes: 1,
  /** the contact, about, offering, branch and legal pages the home page's pages link to */
  hinted: 2,
  /** the pages of one offering or one branch each an offerings, fee or branches page links to */
  details: 3,
  /** the home page's less useful links (questions and answers, jobs, news…) */
  less: 4,
};

interface Candidate {
  key: string;
  tier: number;
  /** the order within its tier: the hint its link matches, or what the tier says */
  rank: number;
  /** the hint its link matches (PAGE_HINTS' index, UNHINTED…) */
  hint: number;
  /** links followed from the home page to reach it */
  depth: number;
  order: number;
}

/** The pages still to read, best first: by tier, then rank, then in the order the crawl met them. */
export class Frontier {
  private readonly waiting = new Map<string, Candidate>();
  private met = 0;
  /**
   * `postsArePages`: a site whose home page links to almost nothing is made of posts, and the home tier's posts are its
   * pages (crawlSite)
   */
  constructor(
    private readonly tried: Set<string>,
    private readonly postsArePages = false,
  ) {}

  offer(links: PageLink[], tier: number, depth: number, rankOf: number | ((l: PageLink) => number) = hinted): void {
    for (const l of links) {
      const key = pageKey(l.url);
      const skipped = this.postsArePages && tier === TIER.home ? isListing : isArchive;
      if (this.tried.has(key) || skipped(`${l.url.pathname}${l.url.search}`)) continue;
      const hint = hinted(l);
      // a fee page is read with the home page's best pages, wherever it is linked; a less useful one after the rest
      const t = hint === FEES ? TIER.home : hint === LESS_USEFUL && tier === TIER.home ? TIER.less : tier;
      const rank = t !== tier ? hint : typeof rankOf === 'number' ? rankOf : rankOf(l);
      const old = this.waiting.get(key);
      if (old && (old.tier < t || (old.tier === t && old.rank <= rank))) continue;
      this.waiting.set(key, { key, tier: t, rank, hint, depth, order: old?.order ?? this.met++ });
    }
  }

  next(): Candidate | undefined {
    let best: Candidate | undefined;
    const before = (a: Candidate, b: Candidate) => a.tier - b.tier || a.rank - b.rank || a.order - b.order;
    for (const c of this.waiting.values()) if (!best || before(c, best) < 0) best = c;
    if (best) this.waiting.delete(best.key);
    return best;
  }
}
