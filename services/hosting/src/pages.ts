import { LANGUAGE_TAG, primaryLanguage, type SiteLanguage } from '@sgs/contracts';

/** A site's own notices in its language (the site's visitors read them, not its owner's dashboard). */
interface NoticeWords {
  building: string;
  pausedTitle: (name: string) => string;
  paused: string;
  notFound: string;
  notFoundBody: string;
}
const WORDS: Record<SiteLanguage, NoticeWords> = {
  en: {
    building: 'This website is being built. Please check back in a few minutes.',
    pausedTitle: (name) => `${name} (paused)`,
    paused:
      'This website is paused. If you run this business, refresh it from your dashboard or API to bring it back within seconds.',
    notFound: 'Page not found',
    notFoundBody: 'This page does not exist. Try the home page.',
  },
  de: {
    building: 'Diese Website wird gerade erstellt. Bitte schauen Sie in ein paar Minuten wieder vorbei.',
    pausedTitle: (name) => `${name} (pausiert)`,
    paused:
      'Diese Website ist pausiert. Wenn Ihnen dieser Betrieb gehört, aktivieren Sie sie im Dashboard oder über die API – in wenigen Sekunden ist sie wieder online.',
    notFound: 'Seite nicht gefunden',
    notFoundBody: 'Diese Seite gibt es nicht. Versuchen Sie es mit der Startseite.',
  },
  fr: {
    building: 'Ce site est en cours de création. Revenez dans quelques minutes.',
    pausedTitle: (name) => `${name} (en pause)`,
    paused:
      'Ce site est en pause. Si vous êtes le responsable de cette entreprise, réactivez-le depuis votre tableau de bord ou l’API : il sera de retour en quelques secondes.',
    notFound: 'Page introuvable',
    notFoundBody: 'Cette page n’existe pas. Essayez la page d’accueil.',
  },
  es: {
    building: 'Estamos creando este sitio web. Vuelva a visitarlo en unos minutos.',
    pausedTitle: (name) => `${name} (en pausa)`,
    paused:
      'Este sitio web está en pausa. Si usted gestiona este negocio, reactívelo desde su panel o la API y volverá a estar disponible en segundos.',
    notFound: 'Página no encontrada',
    notFoundBody: 'Esta página no existe. Pruebe con la página de inicio.',
  },
  it: {
    building: 'Stiamo creando questo sito. Torni a trovarci tra qualche minuto.',
    pausedTitle: (name) => `${name} (in pausa)`,
    paused:
      'Questo sito è in pausa. Se gestisce questa attività, lo riattivi dalla dashboard o tramite API: tornerà online in pochi secondi.',
    notFound: 'Pagina non trovata',
    notFoundBody: 'Questa pagina non esiste. Provi dalla home page.',
  },
  nl: {
    building: 'Deze website wordt gebouwd. Kom over een paar minuten terug.',
    pausedTitle: (name) => `${name} (gepauzeerd)`,
    paused:
      'Deze website is gepauzeerd. Is dit uw bedrijf? Activeer de site via uw dashboard of de API en hij is binnen enkele seconden terug.',
    notFound: 'Pagina niet gevonden',
    notFoundBody: 'Deze pagina bestaat niet. Probeer de startpagina.',
  },
  pt: {
    building: 'Este site está a ser criado. Volte daqui a alguns minutos.',
    pausedTitle: (name) => `${name} (em pausa)`,
    paused:
      'Este site está em pausa. Se gere este negócio, reative-o no seu painel ou pela API e ele volta em poucos segundos.',
    notFound: 'Página não encontrada',
    notFoundBody: 'Esta página não existe. Experimente a página inicial.',
  },
  ja: {
    building: 'このウェブサイトは現在作成中です。数分後にもう一度お越しください。',
    pausedTitle: (name) => `${name}（一時停止中）`,
    paused: 'このウェブサイトは一時停止中です。事業者の方は、ダッシュボードまたはAPIから再開すると数秒で表示されます。',
    notFound: 'ページが見つかりません',
    notFoundBody: 'このページは存在しません。トップページをご覧ください。',
  },
};
const wordsOf = (lang: string | undefined): NoticeWords =>
  WORDS[(lang ? primaryLanguage(lang) : 'en') as SiteLanguage] ?? WORDS.en;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small self-contained page (no external requests) in the business's colour, never indexed. */
export function notice(opts: { title: string; heading: string; body: string; color?: string; lang?: string }): string {
  const color = /^#[0-9a-f]{6}$/i.test(opts.color ?? '') ? opts.color : '#2b6777';
  const lang = opts.lang && LANGUAGE_TAG.test(opts.lang) ? opts.lang : 'en';
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>${escapeHtml(opts.title)}</title>
<style>body{margin:0;font:17px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2327;background:#f6f7f7}
.band{height:8px;background:${color}}main{max-width:36rem;margin:12vh auto;padding:0 1.25rem}
h1{font-size:1.9rem;line-height:1.2;margin:0 0 .75rem;color:#111}p{margin:0 0 1rem}</style></head>
<body><div class="band"></div><main><h1>${escapeHtml(opts.heading)}</h1><p>${escapeHtml(opts.body)}</p></main></body></html>`;
}

export const pages = {
  noSite: () =>
    notice({ title: 'No site here', heading: 'No site here', body: 'There is no website at this address.' }),
  building: (name: string, color?: string, lang?: string) =>
    notice({ title: name, heading: name, body: wordsOf(lang).building, color, lang }),
  paused: (name: string, color?: string, lang?: string) =>
    notice({ title: wordsOf(lang).pausedTitle(name), heading: name, color, body: wordsOf(lang).paused, lang }),
  unavailable: () =>
    notice({
      title: 'Temporarily unavailable',
      heading: 'Temporarily unavailable',
      body: 'This website cannot be shown right now. Please try again in a minute.',
    }),
  notFound: (name: string, color?: string, lang?: string) =>
    notice({
      title: `${wordsOf(lang).notFound} | ${name}`,
      heading: wordsOf(lang).notFound,
      body: wordsOf(lang).notFoundBody,
      color,
      lang,
    }),
};
