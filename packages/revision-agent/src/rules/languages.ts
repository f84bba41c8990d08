// Requests in the site languages (de, fr, es, it, nl, pt, ja) for the common abilities: phone, email, address,
// opening hours with local day names, services with a price, headline and tagline, social links, removing a
// section. The request is read into the English words the rules know (the owner's quoted words and values stay
// as written), planned, and the summary or question is given back in the request's language.
import type { RulePlan } from './shared';
import type { ToolCall } from '../tools';

export type Lang = 'de' | 'fr' | 'es' | 'it' | 'nl' | 'pt' | 'ja';

/** Words only (never inside another word), accents included. */
const words = (list: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${list})(?![\\p{L}\\p{N}])`, 'giu');

/** Words that mark each language (its request words), for telling them apart. */
const MARKERS: Record<Exclude<Lang, 'ja'>, RegExp> = {
  de: words(
    'bitte|ändere|ändern|ändert|unsere?n?|neue[rns]?|telefonnummer|öffnungszeiten|hinzu|entferne|entfernen|lösche|überschrift|geschlossen|leistung|kostet|ist jetzt|auf|startseite|und',
  ),
  fr: words(
    "veuillez|changez|changer|modifiez|modifier|notre|nos|nouveau|nouvelle|numéro|téléphone|horaires|ajoutez|ajouter|supprimez|supprimer|retirez|titre|fermé|coûte|est maintenant|par|accueil|le|la|les|et|d'accueil",
  ),
  es: words(
    'por favor|cambia|cambiar|cambien|nuestro|nuestra|nuevo|nueva|número|teléfono|horario|añade|añadir|agrega|agregar|quita|quitar|elimina|eliminar|titular|cerrado|cuesta|ahora es|el|los|las|y|inicio',
  ),
  it: words(
    'per favore|cambia|cambiare|modifica|nostro|nostra|nuovo|nuova|numero|telefono|orari|aggiungi|aggiungere|rimuovi|rimuovere|elimina|titolo|chiuso|costa|ora è|il|gli|della|del|e',
  ),
  nl: words(
    'alstublieft|graag|verander|wijzig|onze?|nieuwe?|telefoonnummer|openingstijden|voeg|toe|verwijder|kop|gesloten|kost|is nu|het|de|en|van|startpagina',
  ),
  pt: words(
    'por favor|mude|mudar|altere|alterar|nosso|nossa|novo|nova|telefone|horário|horários|adicione|adicionar|remova|remover|título|fechado|custa|agora é|o|os|as|e|página inicial',
  ),
};
/** Words as distinctive as a language's own spelling (one is enough). */
const STRONG: Record<Exclude<Lang, 'ja'>, RegExp> = {
  de: /[äöüß„]|\b(?:bitte|unsere?|entferne|füge|lösche|geschlossen|sonntags|montags|samstags|leistung|telefonnummer)\b/i,
  fr: /[èêàùç«»]|\b(?:veuillez|notre|changez|ajoutez|supprimez|retirez|nous sommes|prestation)\b/i,
  es: /[ñ¿¡]|\b(?:por favor|nuestro|nuestra|añade|cambia el|cambia la|elimina|quita|eslogan|servicio|cerrado)\b/i,
  it: /\b(?:per favore|nostro|nostra|aggiungi|rimuovi|orari|chiuso|cambia il|cambia lo|il numero|servizio)\b/i,
  nl: /\b(?:alstublieft|graag|onze|verwijder|openingstijden|telefoonnummer|voeg|wijzig|gesloten)\b/i,
  pt: /[ãõ]|\b(?:por favor|nosso|nossa|adicione|remova|altere|telefone|fechado|serviço)\b/i,
};

/** The language an owner wrote a request in, as the rule agent reads it: English unless it reads as another. */
export const requestLanguage = (text: string): string => languageOf(text) ?? 'en';

/** The request's language when it is one of the site languages (not English), else null. */
export function languageOf(text: string): Lang | null {
  const unquoted = text.replace(/"[^"]*"|„[^“”"]*[“”"]|«[^»]*»|「[^」]*」|『[^』]*』/g, ' ');
  if (/[\u3040-\u30ff]|[\u4e00-\u9faf]{2,}/.test(unquoted)) return 'ja';
  let best: { lang: Lang; score: number } | null = null;
  for (const lang of Object.keys(MARKERS) as Exclude<Lang, 'ja'>[]) {
    // A language's own spelling or words are required: English shares too many short words with the others.
    if (!STRONG[lang].test(unquoted)) continue;
    const score = (unquoted.match(MARKERS[lang]) ?? []).length + 2;
    if (score >= 3 && (!best || score > best.score)) best = { lang, score };
  }
  return best?.lang ?? null;
}

type Table = [RegExp, string][];
const DAYS: Record<Exclude<Lang, 'ja'>, string[]> = {
  de: ['montag', 'dienstag', 'mittwoch', 'donnerstag', 'freitag', 'samstag', 'sonntag'],
  fr: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
  es: ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
  it: ['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica'],
  nl: ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag'],
  pt: [
    'segunda(?:-feira)?',
    'terça(?:-feira)?',
    'quarta(?:-feira)?',
    'quinta(?:-feira)?',
    'sexta(?:-feira)?',
    'sábado',
    'domingo',
  ],
};
const ENGLISH_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Phrases in the order they are read (longest first where they overlap). */
const PHRASES: Record<Exclude<Lang, 'ja'>, [string, string][]> = {
  de: [
    ['von der startseite|von der homepage', 'from the home page'],
    ['wir sind umgezogen|umgezogen', 'we moved'],
    ['wir sind|sind wir', 'we are'],
    ['telefonnummer|rufnummer|telefon', 'phone number'],
    ['e-mail-adresse|e-mail|email|mailadresse', 'email'],
    ['neue adresse|adresse|anschrift', 'address'],
    ['öffnungszeiten', 'opening hours'],
    ['hauptüberschrift|überschrift|schlagzeile', 'headline'],
    ['slogan|werbespruch', 'tagline'],
    ['dienstleistungen|leistungen', 'services'],
    ['dienstleistung|leistung', 'service'],
    ['kundenstimmen|bewertungen|rezensionen|erfahrungsberichte', 'testimonials'],
    ['startseite|homepage', 'home page'],
    ['abschnitt|bereich', 'section'],
    ['ändere|ändern|ändert|aktualisiere|aktualisieren', 'change'],
    ['füge|ergänze|ergänzen|hinzufügen', 'add'],
    ['entferne|entfernen|lösche|löschen|nimm', 'remove'],
    ['hinzu', ''],
    ['ist jetzt|lautet jetzt|lautet|ist nun', 'is now'],
    ['kostet', 'it costs'],
    ['geschlossen|zu', 'closed'],
    ['geöffnet|offen', 'open'],
    ['täglich|jeden tag', 'every day'],
    ['unsere[nrms]?|unser', 'our'],
    ['neue[nrms]?', 'new'],
    ['von der|vom|von', 'from the'],
    ['auf der|auf|zur|zum', 'to'],
    ['der|die|das|den|dem', 'the'],
    ['für', 'for'],
    ['bis', 'to'],
    ['und', 'and'],
    ['mit', 'with'],
    ['bitte', 'please'],
    ['uhr', ''],
    ['soll|sollte', 'should'],
    ['sagen|lauten|heißen', 'say'],
    ['ist', 'is'],
  ],
  fr: [
    ["de la page d'accueil|de l'accueil", 'from the home page'],
    ['nous avons déménagé|nous déménageons|déménagé', 'we moved'],
    ['nous sommes', 'we are'],
    ['numéro de téléphone|téléphone|numéro', 'phone number'],
    ['adresse e-mail|adresse email|adresse mail|e-mail|email|courriel', 'email'],
    ['nouvelle adresse|adresse', 'address'],
    ["horaires d'ouverture|horaires", 'opening hours'],
    ['grand titre|titre principal|titre', 'headline'],
    ['slogan|accroche', 'tagline'],
    ['prestations|services', 'services'],
    ['prestation|service', 'service'],
    ['témoignages|avis', 'testimonials'],
    ["page d'accueil|accueil", 'home page'],
    ['section|rubrique', 'section'],
    ['changez|changer|modifiez|modifier|remplacez|remplacer|mettez à jour', 'change'],
    ['ajoutez|ajouter|ajoute', 'add'],
    ['supprimez|supprimer|retirez|retirer|enlevez|enlever', 'remove'],
    ['est maintenant|est désormais', 'is now'],
    ['coûte', 'it costs'],
    ['fermé|fermés|fermée', 'closed'],
    ['ouvert|ouverts', 'open'],
    ['tous les jours', 'every day'],
    ['notre|nos', 'our'],
    ['nouveau|nouvel|nouvelle', 'new'],
    ["le|la|les|l'", 'the'],
    ['de la|du|des|de', 'of'],
    ['en|à|par', 'to'],
    ['pour', 'for'],
    ['et', 'and'],
    ['avec', 'with'],
    ['veuillez|svp|merci de', 'please'],
    ['dire', 'say'],
    ['est', 'is'],
  ],
  es: [
    ['de la página de inicio|de la página principal|del inicio', 'from the home page'],
    ['nos mudamos|nos hemos mudado', 'we moved'],
    ['estamos', 'we are'],
    ['número de teléfono|teléfono|número', 'phone number'],
    ['correo electrónico|correo|e-mail|email', 'email'],
    ['nueva dirección|dirección', 'address'],
    ['horario de apertura|horarios|horario', 'opening hours'],
    ['titular principal|titular|título', 'headline'],
    ['eslogan|lema', 'tagline'],
    ['servicios', 'services'],
    ['servicio', 'service'],
    ['testimonios|reseñas|opiniones', 'testimonials'],
    ['página de inicio|página principal|inicio', 'home page'],
    ['sección', 'section'],
    ['cambia|cambiar|cambien|modifica|modificar|actualiza|actualizar', 'change'],
    ['añade|añadir|agrega|agregar|agreguen', 'add'],
    ['quita|quitar|elimina|eliminar|borra|borrar', 'remove'],
    ['ahora es', 'is now'],
    ['cuesta', 'it costs'],
    ['cerrado|cerrados|cerramos', 'closed'],
    ['abierto|abrimos', 'open'],
    ['todos los días', 'every day'],
    ['nuestro|nuestra|nuestros|nuestras', 'our'],
    ['nuevo|nueva', 'new'],
    ['el|la|los|las', 'the'],
    ['de la|del|de', 'of'],
    ['a la|al|a', 'to'],
    ['para|por', 'for'],
    ['y', 'and'],
    ['con', 'with'],
    ['por favor', 'please'],
    ['decir', 'say'],
    ['es', 'is'],
  ],
  it: [
    ['dalla pagina iniziale|dalla home page|dalla homepage', 'from the home page'],
    ['ci siamo trasferiti|trasferiti', 'we moved'],
    ['siamo', 'we are'],
    ['numero di telefono|telefono', 'phone number'],
    ['indirizzo e-mail|indirizzo email|e-mail|email', 'email'],
    ['nuovo indirizzo|indirizzo', 'address'],
    ['orari di apertura|orari|orario', 'opening hours'],
    ['titolo principale|titolo', 'headline'],
    ['slogan', 'tagline'],
    ['servizi', 'services'],
    ['servizio', 'service'],
    ['testimonianze|recensioni', 'testimonials'],
    ['pagina iniziale|home page|homepage', 'home page'],
    ['sezione', 'section'],
    ['cambia|cambiare|modifica|modificare|aggiorna|aggiornare', 'change'],
    ['aggiungi|aggiungere', 'add'],
    ['rimuovi|rimuovere|elimina|eliminare|togli|togliere', 'remove'],
    ['ora è|adesso è', 'is now'],
    ['costa', 'it costs'],
    ['chiuso|chiusi', 'closed'],
    ['aperto|aperti', 'open'],
    ['tutti i giorni', 'every day'],
    ['nostro|nostra|nostri|nostre', 'our'],
    ['nuovo|nuova', 'new'],
    ["il|lo|la|i|gli|le|l'", 'the'],
    ['della|dello|del|di', 'of'],
    ['dalla|dal|da', 'from the'],
    ['in|a|al|alla', 'to'],
    ['per', 'for'],
    ['e', 'and'],
    ['con', 'with'],
    ['per favore', 'please'],
    ['dire', 'say'],
    ['è', 'is'],
  ],
  nl: [
    ['van de startpagina|van de homepage|van de homepagina', 'from the home page'],
    ['we zijn verhuisd|verhuisd', 'we moved'],
    ['we zijn|wij zijn', 'we are'],
    ['telefoonnummer|telefoon', 'phone number'],
    ['e-mailadres|e-mail|email', 'email'],
    ['nieuw adres|adres', 'address'],
    ['openingstijden|openingsuren', 'opening hours'],
    ['hoofdkop|kop|titel', 'headline'],
    ['slogan', 'tagline'],
    ['diensten', 'services'],
    ['dienst', 'service'],
    ['beoordelingen|recensies|reviews|getuigenissen', 'testimonials'],
    ['startpagina|homepagina|homepage', 'home page'],
    ['sectie|onderdeel', 'section'],
    ['verander|veranderen|wijzig|wijzigen|pas aan', 'change'],
    ['voeg|toevoegen', 'add'],
    ['toe', ''],
    ['verwijder|verwijderen|haal', 'remove'],
    ['is nu', 'is now'],
    ['kost', 'it costs'],
    ['gesloten|dicht', 'closed'],
    ['geopend|open', 'open'],
    ['elke dag|dagelijks', 'every day'],
    ['onze|ons', 'our'],
    ['nieuwe|nieuw', 'new'],
    ['de|het', 'the'],
    ['van de|van het|van', 'of'],
    ['naar|in|op', 'to'],
    ['voor', 'for'],
    ['en', 'and'],
    ['met', 'with'],
    ['alstublieft|graag|aub', 'please'],
    ['zeggen', 'say'],
    ['is', 'is'],
  ],
  pt: [
    ['da página inicial', 'from the home page'],
    ['nos mudamos|mudamos', 'we moved'],
    ['estamos', 'we are'],
    ['número de telefone|telefone|número', 'phone number'],
    ['endereço de e-mail|endereço de email|e-mail|email', 'email'],
    ['novo endereço|endereço', 'address'],
    ['horário de funcionamento|horários|horário', 'opening hours'],
    ['título principal|título|manchete', 'headline'],
    ['slogan', 'tagline'],
    ['serviços', 'services'],
    ['serviço', 'service'],
    ['depoimentos|avaliações', 'testimonials'],
    ['página inicial', 'home page'],
    ['seção|secção', 'section'],
    ['mude|mudar|altere|alterar|atualize|atualizar', 'change'],
    ['adicione|adicionar|acrescente|acrescentar', 'add'],
    ['remova|remover|retire|retirar|apague|apagar', 'remove'],
    ['agora é', 'is now'],
    ['custa', 'it costs'],
    ['fechado|fechados|fechamos', 'closed'],
    ['aberto|abertos|abrimos', 'open'],
    ['todos os dias', 'every day'],
    ['nosso|nossa|nossos|nossas', 'our'],
    ['novo|nova', 'new'],
    ['o|a|os|as', 'the'],
    ['da|do|das|dos|de', 'of'],
    ['para o|para a|para|em|no|na', 'to'],
    ['por', 'for'],
    ['e', 'and'],
    ['com', 'with'],
    ['por favor', 'please'],
    ['dizer', 'say'],
    ['é', 'is'],
  ],
};

const TABLES = Object.fromEntries(
  (Object.keys(PHRASES) as Exclude<Lang, 'ja'>[]).map((lang) => [
    lang,
    [
      ...DAYS[lang].map((d, i): [RegExp, string] => [words(`${d}s?`), ENGLISH_DAYS[i]!]),
      ...PHRASES[lang].map(([from, to]): [RegExp, string] => [words(from), to]),
    ],
  ]),
) as Record<Exclude<Lang, 'ja'>, Table>;

/** Japanese: whole-request patterns (no spaces between words). */
const JA_PART: [RegExp, string][] = [
  [/電話番号|電話/, 'phone number'],
  [/メールアドレス|メール/, 'email'],
  [/住所/, 'address'],
  [/営業時間/, 'opening hours'],
  [/キャッチコピー|スローガン|タグライン/, 'tagline'],
  [/見出し|タイトル|ヘッドライン/, 'headline'],
  [/お客様の声|レビュー|口コミ/, 'testimonials section'],
];
const JA_DAYS = ['月曜日?', '火曜日?', '水曜日?', '木曜日?', '金曜日?', '土曜日?', '日曜日?'];
function japanese(text: string): string {
  const t = text.replace(/「([^」]*)」|『([^』]*)』/g, (_, a, b) => `"${a ?? b}"`).replace(/[。！]$/, '');
  const part = (s: string) => JA_PART.find(([re]) => re.test(s))?.[1];
  // 〇〇を△△に変更(して下さい) / 変えて
  let m = /^(.+?)を(.+?)に(?:変更|変え|更新)/.exec(t);
  if (m && part(m[1]!)) return `change the ${part(m[1]!)} to ${m[2]!.trim()}`;
  // 〇〇は△△になりました / 新しい〇〇は△△です
  m = /^(?:新しい)?(.+?)は(.+?)(?:になりました|に変わりました|です)$/.exec(t);
  if (m && part(m[1]!)) return `our new ${part(m[1]!)} is ${m[2]!.trim()}`;
  // 〇〇を削除 / 消して / 外して (トップページから)
  m = /^(?:(トップページ|ホームページ)から)?(.+?)を(?:削除|消して|外して|取って)/.exec(t);
  if (m) {
    const social = /(facebook|instagram|x|tiktok|youtube|linkedin|yelp)/i.exec(m[2]!)?.[1];
    if (social) return `remove the ${social} link`;
    if (part(m[2]!)) return `remove the ${part(m[2]!)}${m[1] ? ' from the home page' : ''}`;
  }
  // 「名前」を料金でサービスに追加 / サービスに「名前」(料金)を追加
  m = /^(?:サービスに)?"([^"]+)"を?(?:[（(]?([\d,]+円|[¥￥][\d,]+)[)）]?で?)?(?:サービスに)?追加/.exec(t);
  if (m) return `add a service called "${m[1]}"${m[2] ? ` for ${m[2]}` : ''}`;
  // 〇曜日は定休日 / 〇曜日は休み
  m = /^(.+?)は(?:定休日|休み|休業)/.exec(t);
  if (m) {
    const days = JA_DAYS.map((d, i) => (new RegExp(d).test(m![1]!) ? ENGLISH_DAYS[i] : null)).filter(Boolean);
    if (days.length) return `we are closed on ${days.join(' and ')}`;
  }
  return t;
}

/** The request in the rules' English words; quoted text, numbers, addresses and links stay as written. */
export function toEnglish(text: string, lang: Lang): string {
  const straight = text
    .replace(/[„“”«»]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
  if (lang === 'ja') return japanese(straight.replace(/(?<![\d+])0(\d{1,4})-(\d{1,4})-(\d{4})(?!\d)/g, '+81 $1-$2-$3'));
  return straight
    .split(/("[^"]*"|\S+@\S+|https?:\/\/\S+)/)
    .map((part, i) => {
      if (i % 2) return part;
      let out = part;
      for (const [re, to] of TABLES[lang]) out = out.replace(re, to);
      const day = ENGLISH_DAYS.join('|');
      return (
        out
          // "9-17" (hours as Europeans write them) -> "9:00-17:00"
          .replace(/(?<![\d:])(\d{1,2})\s*[-–]\s*(\d{1,2})(?![\d:])/g, '$1:00-$2:00')
          // "Sunday closed", "closed the Sunday" -> "closed on Sundays"
          .replace(new RegExp(`^(${day})s?\\s+closed\\b`, 'i'), 'closed on $1s')
          .replace(new RegExp(`\\bclosed\\s+(?:the|on the|on)\\s+(${day})s?\\b`, 'gi'), 'closed on $1s')
          .replace(/\bthe the\b/gi, 'the')
          .replace(/\s+/g, ' ')
      );
    })
    .join('')
    .trim();
}

/** How each change reads in each language; {v} is the new value. */
const SAID: Record<Lang, Record<string, string>> = {
  de: {
    set_phone: 'Telefonnummer geändert: {v}',
    set_contact_email: 'Kontakt-E-Mail geändert: {v}',
    set_address: 'Adresse geändert: {v}',
    set_hours: 'Öffnungszeiten geändert',
    add_service: 'Leistung hinzugefügt: {v}',
    remove_service: 'Leistung entfernt: {v}',
    update_service: 'Leistung geändert: {v}',
    headline: 'Überschrift geändert: „{v}“',
    tagline: 'Slogan geändert: „{v}“',
    set_social_link: 'Social-Media-Link geändert: {v}',
    remove_section: 'Abschnitt entfernt: {v}',
    other: 'Geändert: {v}',
    ask: 'Ich konnte nicht sicher erkennen, was geändert werden soll. Bitte sagen Sie genau, welcher Text, welche Seite oder welche Angabe sich ändern soll und wie sie lauten soll.',
  },
  fr: {
    set_phone: 'Numéro de téléphone modifié : {v}',
    set_contact_email: 'E-mail de contact modifié : {v}',
    set_address: 'Adresse modifiée : {v}',
    set_hours: "Horaires d'ouverture modifiés",
    add_service: 'Prestation ajoutée : {v}',
    remove_service: 'Prestation supprimée : {v}',
    update_service: 'Prestation modifiée : {v}',
    headline: 'Titre modifié : « {v} »',
    tagline: 'Slogan modifié : « {v} »',
    set_social_link: 'Lien vers les réseaux sociaux modifié : {v}',
    remove_section: 'Section supprimée : {v}',
    other: 'Modifié : {v}',
    ask: "Je n'ai pas pu déterminer avec certitude ce qu'il faut changer. Quel texte, quelle page ou quelle information doit changer, et que doit-il dire ?",
  },
  es: {
    set_phone: 'Número de teléfono cambiado: {v}',
    set_contact_email: 'Correo de contacto cambiado: {v}',
    set_address: 'Dirección cambiada: {v}',
    set_hours: 'Horario cambiado',
    add_service: 'Servicio añadido: {v}',
    remove_service: 'Servicio eliminado: {v}',
    update_service: 'Servicio cambiado: {v}',
    headline: 'Titular cambiado: «{v}»',
    tagline: 'Eslogan cambiado: «{v}»',
    set_social_link: 'Enlace de redes sociales cambiado: {v}',
    remove_section: 'Sección eliminada: {v}',
    other: 'Cambiado: {v}',
    ask: 'No pude saber con certeza qué hay que cambiar. ¿Qué texto, página o dato debe cambiar y qué debe decir?',
  },
  it: {
    set_phone: 'Numero di telefono cambiato: {v}',
    set_contact_email: 'E-mail di contatto cambiata: {v}',
    set_address: 'Indirizzo cambiato: {v}',
    set_hours: 'Orari di apertura cambiati',
    add_service: 'Servizio aggiunto: {v}',
    remove_service: 'Servizio rimosso: {v}',
    update_service: 'Servizio modificato: {v}',
    headline: 'Titolo cambiato: «{v}»',
    tagline: 'Slogan cambiato: «{v}»',
    set_social_link: 'Link social cambiato: {v}',
    remove_section: 'Sezione rimossa: {v}',
    other: 'Modificato: {v}',
    ask: 'Non ho capito con certezza cosa cambiare. Quale testo, pagina o dato deve cambiare e cosa deve dire?',
  },
  nl: {
    set_phone: 'Telefoonnummer gewijzigd: {v}',
    set_contact_email: 'Contact-e-mail gewijzigd: {v}',
    set_address: 'Adres gewijzigd: {v}',
    set_hours: 'Openingstijden gewijzigd',
    add_service: 'Dienst toegevoegd: {v}',
    remove_service: 'Dienst verwijderd: {v}',
    update_service: 'Dienst gewijzigd: {v}',
    headline: 'Kop gewijzigd: "{v}"',
    tagline: 'Slogan gewijzigd: "{v}"',
    set_social_link: 'Social-medialink gewijzigd: {v}',
    remove_section: 'Sectie verwijderd: {v}',
    other: 'Gewijzigd: {v}',
    ask: 'Ik kon niet zeker zien wat er moet veranderen. Welke tekst, pagina of gegeven moet veranderen, en wat moet er staan?',
  },
  pt: {
    set_phone: 'Número de telefone alterado: {v}',
    set_contact_email: 'E-mail de contato alterado: {v}',
    set_address: 'Endereço alterado: {v}',
    set_hours: 'Horário de funcionamento alterado',
    add_service: 'Serviço adicionado: {v}',
    remove_service: 'Serviço removido: {v}',
    update_service: 'Serviço alterado: {v}',
    headline: 'Título alterado: "{v}"',
    tagline: 'Slogan alterado: "{v}"',
    set_social_link: 'Link de rede social alterado: {v}',
    remove_section: 'Seção removida: {v}',
    other: 'Alterado: {v}',
    ask: 'Não consegui saber com certeza o que mudar. Qual texto, página ou informação deve mudar e o que deve dizer?',
  },
  ja: {
    set_phone: '電話番号を変更しました：{v}',
    set_contact_email: '連絡先メールを変更しました：{v}',
    set_address: '住所を変更しました：{v}',
    set_hours: '営業時間を変更しました',
    add_service: 'サービスを追加しました：{v}',
    remove_service: 'サービスを削除しました：{v}',
    update_service: 'サービスを変更しました：{v}',
    headline: '見出しを変更しました：「{v}」',
    tagline: 'キャッチコピーを変更しました：「{v}」',
    set_social_link: 'SNSリンクを変更しました：{v}',
    remove_section: 'セクションを削除しました：{v}',
    other: '変更しました：{v}',
    ask: '何を変更すればよいか確実に判断できませんでした。どのテキスト・ページ・情報を、どのように変更すればよいか教えてください。',
  },
};

function lineOf(call: ToolCall, said: Record<string, string>): string | null {
  const a = call.args;
  const fill = (key: string, v: unknown) => said[key]!.replace('{v}', String(v ?? ''));
  if (call.name === 'set_text') {
    const path = String(a.path);
    if (path === 'business.tagline') return fill('tagline', a.value);
    if (/\.heading$/.test(path)) return fill('headline', a.value);
    return null; // the old value of a changed fact, rewritten in another text: part of that change
  }
  if (call.name === 'set_phone') return fill('set_phone', a.phone);
  if (call.name === 'set_contact_email') return fill('set_contact_email', a.email);
  if (call.name === 'set_address') return fill('set_address', a.address);
  if (call.name === 'set_hours') return said.set_hours!;
  if (call.name === 'add_service') return fill('add_service', [a.name, a.price].filter(Boolean).join(' '));
  if (call.name === 'remove_service') return fill('remove_service', a.name);
  if (call.name === 'update_service')
    return fill('update_service', [a.name, a.new_name, a.price].filter(Boolean).join(' '));
  if (call.name === 'set_social_link') return fill('set_social_link', a.network);
  if (call.name === 'remove_section') return fill('remove_section', a.section_id);
  return fill('other', call.name.replace(/_/g, ' '));
}

/** The plan with its summary (one line per change) or its question in the request's language. */
export function inLanguage(plan: RulePlan, lang: Lang): RulePlan {
  const said = SAID[lang];
  if (plan.kind === 'calls') {
    const lines = [...new Set(plan.calls.map((c) => lineOf(c, said)).filter((l): l is string => !!l))];
    return { ...plan, summary: lines.join('\n') || plan.summary };
  }
  if (plan.kind === 'clarification')
    return { ...plan, question: said.ask!, context: `${plan.context} (${plan.question})` };
  return plan;
}
