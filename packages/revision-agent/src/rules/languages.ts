// Requests in the site languages (de, fr, es, it, nl, pt, ja) for the common abilities: phone, email, address,
// opening hours with local day names, services with a price, headline and tagline, social links, removing a
// section. The request is read into the English words the rules know (the owner's quoted words and values stay
// as written), planned, and the summary or question is given back in the request's language.
import { escapeRegExp } from '@sgs/contracts';
import { findPhoneNumbersInText, isSupportedCountry, type CountryCode } from 'libphonenumber-js';
import type { RulePlan } from './shared';
import type { ToolCall } from '../tools';

export type Lang = 'de' | 'fr' | 'es' | 'it' | 'nl' | 'pt' | 'ja';

/** Words only (never inside another word), accents included. */
const words = (list: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${list})(?![\\p{L}\\p{N}])`, 'giu');

/** Words that mark each language (its request words), for telling them apart. */
const MARKERS: Record<Exclude<Lang, 'ja'>, RegExp> = {
  de: words(
    'bitte|ändere|ändern|ändert|unsere?n?|neue[rns]?|telefonnummer|nummer|öffnungszeiten|hinzu|entferne|entfernen|lösche|überschrift|geschlossen|leistung|kostet|ist jetzt|auf|startseite|und|wir|sind|haben|jetzt|ab sofort|nicht|mehr|danke|umgezogen|bieten|machen|sie|um|benennen|kundenstimmen|von|bis|streich|streiche|streichen|lösch|nimm|raus|rausnehmen|änder|mach|setz',
  ),
  fr: words(
    "veuillez|changez|changer|modifiez|modifier|notre|nos|nouveau|nouvelle|numéro|numero|téléphone|horaires|ajoutez|ajouter|supprimez|supprimer|retirez|titre|fermé|fermés|coûte|est maintenant|par|accueil|le|la|les|et|d'accueil|on|est|nous|avons|déménagé|au|merci|plus|de|des|du|prix|passe|lien|renommez|en|désormais|ne|proposons|tarif|maintenant|svp|ouvert|titre|change|mets|ajoute|supprime|enlève|retire|modifie|remplace|renomme|passe",
  ),
  es: words(
    'por favor|cambia|cambiar|cambien|nuestro|nuestra|nuevo|nueva|número|teléfono|telefono|horario|añade|añadir|agrega|agregar|quita|quitar|elimina|eliminar|titular|cerrado|cuesta|ahora es|el|los|las|y|inicio|nos|hemos|mudado|a|al|de|del|ahora|cerramos|abrimos|sábados?|sabados?|ya|no|ofrecemos|precio|enlace|nombre|opiniones|por|gracias|hola|borra|saca|pasa',
  ),
  it: words(
    'per favore|cambia|cambiare|modifica|nostro|nostra|nuovo|nuova|numero|telefono|orari|aggiungi|aggiungere|rimuovi|rimuovere|elimina|titolo|chiuso|chiusi|costa|ora è|il|gli|della|del|e|ci|siamo|trasferiti|in|sabato|aperti|dalle|alle|non|facciamo|più|prezzo|rinomina|rinominate|togli|recensioni|la|le|di|grazie|buongiorno|potete|adesso|ora|passa',
  ),
  nl: words(
    'alstublieft|graag|verander|wijzig|onze?|nieuwe?|telefoonnummer|nummer|openingstijden|voeg|toe|verwijder|kop|gesloten|kost|is nu|het|de|en|van|startpagina|we|zijn|verhuisd|naar|zaterdag|nu|tot|uur|voortaan|doen|geen|meer|hernoem|prijs|haal|die|wilt|u|veranderd|bedankt|schrap|weg',
  ),
  pt: words(
    'por favor|mude|mudar|altere|alterar|nosso|nossa|novo|nova|telefone|horário|horários|adicione|adicionar|remova|remover|título|fechado|fechados|custa|agora é|o|os|as|e|página inicial|numero|mudámos|mudamos|para|a|aos|ao|sábados?|sabados?|estamos|partir|agora|das|às|já|não|fazemos|retirem|retire|preço|nome|opiniões|da|do|obrigado|obrigada|podem|tira|apaga|passa',
  ),
};
/** Words as distinctive as a language's own spelling (one is enough). */
const STRONG: Record<Exclude<Lang, 'ja'>, RegExp> = {
  de: /[äöüß„]|(?<![\p{L}\p{N}])(?:bitte|unsere?|entferne|entfernen|füge|fügen|lösche|geschlossen|sonntags|montags|samstags|leistung|telefonnummer|neue[rns]?|nummer|danke|wir|umgezogen|jetzt|kostet|kundenstimmen|startseite|nicht mehr|ab sofort|bieten|benennen|streiche?n?|lösch|nimm|rausnehmen|änder)(?![\p{L}\p{N}])/iu,
  fr: /[èêàùç«»]|(?<![\p{L}\p{N}])(?:veuillez|notre|changez|ajoutez|supprimez|retirez|nous sommes|prestation|nouveau|nouvelle|numero|déménagé|désormais|on ne|nous ne|ne fait plus|proposons|faisons|tarif|merci|renommez|avis|lien|maintenant|prix|bonjour|pouvez-vous|titre|mets|ajoute|supprime|enlève|modifie|remplace|renomme|passe à)(?![\p{L}\p{N}])/iu,
  es: /[ñ¿¡]|(?<![\p{L}\p{N}])(?:por favor|nuestro|nuestra|añade|cambia el|cambia la|elimina|quita|eslogan|servicio|cerrado|nuevo|nueva|telefono|mudado|ahora|cerramos|cierra|cierran|abrimos|ya no|ofrecemos|precio|enlace|sabados|sábados|domingos|hola|gracias|quiten|añadan|borra|borren|saca|pasa a)(?![\p{L}\p{N}])/iu,
  it: /(?<![\p{L}\p{N}])(?:per favore|nostro|nostra|aggiungi|rimuovi|orari|chiuso|chiusi|cambia il|cambia lo|il numero|servizio|nuovo|nuova|numero|trasferiti|siamo|sabato|non facciamo|più|prezzo|rinomina|rinominate|rinominare|togli|togliete|aggiungete|rimuovete|cambiate|apriamo|chiudiamo|recensioni|dalle|alle|buongiorno|grazie|adesso|costa|passa a)(?![\p{L}\p{N}])/iu,
  nl: /(?<![\p{L}\p{N}])(?:alstublieft|graag|onze|ons|verwijder|openingstijden|telefoonnummer|voeg|wijzig|gesloten|nieuw|nummer|verhuisd|zaterdag|zijn|voortaan|geen|meer|hernoem|prijs|haal|verander|veranderd|uur|wilt|nu|schrap|schrappen)(?![\p{L}\p{N}])/iu,
  pt: /[ãõ]|(?<![\p{L}\p{N}])(?:por favor|nosso|nossa|adicione|remova|altere|telefone|fechado|fechados|serviço|novo|nova|mudámos|já|fazemos|preço|mude|retire|retirem|opiniões|obrigad[oa]|aos?|às|podem|remover|adicionar|adicionem|fechamos|agora|tira|tirar|apaga|passam? a|muda)(?![\p{L}\p{N}])/iu,
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

/**
 * A request made only of the site's own names and numbers ("Desatascos 20€") is in no language: it is answered in
 * the site's, when that is one of these.
 */
export function namesOnlyLanguage(text: string, names: string[], siteLang: string): Lang | null {
  let rest = text.toLowerCase();
  for (const n of [...names].sort((x, y) => y.length - x.length)) rest = rest.split(n.toLowerCase()).join(' ');
  const lang = siteLang.split('-')[0] as Lang;
  return !/\p{L}{2,}/u.test(rest.replace(/€|円|euros?|eur/g, ' ')) && lang in PHONE_COUNTRY && lang !== ('en' as Lang)
    ? lang
    : null;
}

interface Table {
  re: RegExp;
  to: string[];
}
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
/** A word as owners type it without accents ("sabados", "lunedi"). */
const bare = (w: string) => w.normalize('NFD').replace(/\p{M}/gu, '');
const ENGLISH_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Phrases in the order they are read (longest first where they overlap). */
const PHRASES: Record<Exclude<Lang, 'ja'>, [string, string][]> = {
  de: [
    ['vielen dank|danke schön|danke', 'thanks'],
    ['hallo|guten tag|guten morgen', 'hello'],
    ['können sie|könnten sie|kannst du|könnt ihr|können|könnten', 'can you'],
    ['in(?= ")', 'to'],
    ['ab sofort|ab jetzt|seit heute|künftig', 'from now on'],
    ['jetzt|nun', 'now'],
    ['hat sich geändert|haben sich geändert|geändert', 'has changed'],
    ['benenne|benennen|umbenennen', 'rename'],
    ['preis', 'price'],
    ['link', 'link'],
    ['von der startseite|von der homepage', 'from the home page'],
    ['wir sind umgezogen|umgezogen', 'we moved'],
    ['wir sind|sind wir', 'we are'],
    ['telefonnummer|rufnummer|telefon|nummer', 'phone number'],
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
    ['ändere|ändern|ändert|änder|aktualisiere|aktualisieren|setze|setz|mach', 'change'],
    ['füge|fügen|fügt|ergänze|ergänzen|hinzufügen', 'add'],
    ['entferne|entfernen|lösche|löschen|lösch|nimm|streiche|streichen|streich|rausnehmen|herausnehmen', 'remove'],
    ['hinzu|raus|heraus', ''],
    ['ist jetzt|lautet jetzt|lautet|ist nun', 'is now'],
    ['kostet', 'it costs'],
    ['nicht mehr geöffnet|nicht mehr offen|nicht geöffnet|geschlossen|zu', 'closed'],
    ['geöffnet|offen', 'open'],
    ['täglich|jeden tag', 'every day'],
    ['alles', 'everything'],
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
    ["merci de|merci d'", 'please'],
    ['merci beaucoup|merci', 'thanks'],
    ['bonjour|bonsoir|salut', 'hello'],
    ['pouvez-vous|pourriez-vous|peux-tu|pouvez vous', 'can you'],
    ['on est|on sera', 'we are'],
    ['désormais|dorénavant|à partir de maintenant|maintenant', 'now'],
    ['a changé|ont changé|change', 'has changed'],
    ['renommez|renommer|renomme', 'rename'],
    ['le prix|prix|tarif', 'price'],
    ['est de', 'is now'],
    ['lien', 'link'],
    ['au', 'to'],
    ["de la page d'accueil|de l'accueil", 'from the home page'],
    ['nous avons déménagé|nous déménageons|déménagé', 'we moved'],
    ['nous sommes', 'we are'],
    ['numéro de téléphone|numero de telephone|téléphone|telephone|numéro|numero', 'phone number'],
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
    ['changez|changer|modifiez|modifier|modifie|remplacez|remplacer|remplace|mettez à jour|mettez|mets', 'change'],
    ['ajoutez|ajouter|ajoute|rajoutez|rajoute', 'add'],
    ['supprimez|supprimer|supprime|retirez|retirer|retire|enlevez|enlever|enlève', 'remove'],
    ['est maintenant|est désormais', 'is now'],
    ['coûte', 'it costs'],
    [
      "ne sommes plus ouverts|ne sommes pas ouverts|n'ouvrons plus|n'ouvrons pas|fermé|fermés|fermée|fermées|ferme|fermons",
      'closed',
    ],
    ['ouvert|ouverts|ouvrons', 'open'],
    ['tous les jours', 'every day'],
    ['tout', 'everything'],
    ['notre|nos', 'our'],
    ['nouveau|nouvel|nouvelle', 'new'],
    ["le|la|les|l'", 'the'],
    ['de la|du|des|de', 'of'],
    ['en|à|par', 'to'],
    ['pour', 'for'],
    ['et', 'and'],
    ['avec', 'with'],
    ["veuillez|svp|stp|s'il vous plaît|s'il te plaît|merci de", 'please'],
    ['dire', 'say'],
    ['est', 'is'],
  ],
  es: [
    ['por favor', 'please'],
    ['muchas gracias|gracias', 'thanks'],
    ['hola|buenos días|buenas tardes', 'hello'],
    ['pueden|puede|podrían|podéis|puedes', 'can you'],
    ['a partir de ahora|desde ahora|ahora', 'now'],
    ['ha cambiado|han cambiado', 'has changed'],
    ['quítalo|quítala|quítenlo|quitadlo|elimínalo|elimínenlo|bórralo', 'remove it'],
    ['precio', 'price'],
    ['enlace|link', 'link'],
    ['de la página de inicio|de la página principal|del inicio', 'from the home page'],
    ['nos mudamos|nos hemos mudado', 'we moved'],
    ['estamos', 'we are'],
    ['número de teléfono|numero de telefono|teléfono|telefono|número|numero', 'phone number'],
    ['correo electrónico|correo|e-mail|email', 'email'],
    ['nueva dirección|dirección', 'address'],
    ['horario de apertura|horarios|horario', 'opening hours'],
    ['titular principal|titular|título', 'headline'],
    ['eslogan|lema', 'tagline'],
    ['servicios', 'services'],
    ['servicio', 'service'],
    ['testimonios|reseñas|opiniones|comentarios', 'testimonials'],
    ['página de inicio|página principal|inicio', 'home page'],
    ['sección', 'section'],
    ['cambia|cambiar|cambien|modifica|modificar|actualiza|actualizar', 'change'],
    ['añade|añadir|añadan|agrega|agregar|agreguen|pon|pongan', 'add'],
    ['quita|quitar|quiten|elimina|eliminar|eliminen|borra|borrar|borren|saca|sacar|saquen', 'remove'],
    ['ahora es', 'is now'],
    ['cuesta', 'it costs'],
    ['ya no abrimos|no abrimos|cerrado|cerrados|cerramos|cierra|cierran|cerrada', 'closed'],
    ['abierto|abrimos', 'open'],
    ['todos los días', 'every day'],
    ['todo', 'everything'],
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
    ['per favore|per piacere', 'please'],
    ['grazie mille|grazie', 'thanks'],
    ['buongiorno|buonasera|ciao|salve', 'hello'],
    ['potete|puoi|può|potreste', 'can you'],
    ["da ora in poi|d'ora in poi|da adesso|ora|adesso", 'now'],
    ['è cambiata|è cambiato|sono cambiati', 'has changed'],
    ['toglietelo|toglietela|toglilo|toglila|rimuovetelo|rimuovilo|eliminatelo|eliminalo', 'remove it'],
    ['rinomina|rinominare|rinominate', 'rename'],
    ['il prezzo|prezzo', 'price'],
    ['link|collegamento', 'link'],
    ['il nostro|la nostra|i nostri|le nostre', 'our'],
    ['dalla pagina iniziale|dalla home page|dalla homepage', 'from the home page'],
    ['ci siamo trasferiti|trasferiti', 'we moved'],
    ['siamo', 'we are'],
    ['numero di telefono|telefono|numero', 'phone number'],
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
    ['cambia|cambiare|cambiate|modifica|modificare|modificate|aggiorna|aggiornare|aggiornate', 'change'],
    ['aggiungi|aggiungere|aggiungete|inserite|inserisci', 'add'],
    ['rimuovi|rimuovere|rimuovete|elimina|eliminare|eliminate|togli|togliere|togliete', 'remove'],
    ['ora è|adesso è', 'is now'],
    ['costa', 'it costs'],
    ['non apriamo più|non apriamo|chiuso|chiusi|chiudiamo', 'closed'],
    ['aperto|aperti|apriamo', 'open'],
    ['tutti i giorni', 'every day'],
    ['tutto', 'everything'],
    ['nostro|nostra|nostri|nostre', 'our'],
    ['nuovo|nuova', 'new'],
    ["il|lo|la|i|gli|le|l'", 'the'],
    ['della|dello|del|di', 'of'],
    ['dalla|dal|da', 'from the'],
    ['in|a|al|alla', 'to'],
    ['per', 'for'],
    ['e', 'and'],
    ['con', 'with'],
    ['dire', 'say'],
    ['è', 'is'],
  ],
  nl: [
    ['hartelijk dank|dank u wel|dank je|bedankt', 'thanks'],
    ['goedemorgen|goedemiddag|goedenavond|hallo', 'hello'],
    ['kunt u|kun je|kunnen jullie|wilt u|wil je|willen jullie', 'please'],
    ['voortaan|vanaf nu|per direct|nu', 'now'],
    ['zijn we|zijn wij', 'we are'],
    ['is veranderd|is gewijzigd', 'has changed'],
    ['hernoem|hernoemen', 'rename'],
    ['prijs', 'price'],
    ['weghalen|weg', ''],
    ['link', 'link'],
    ['van de startpagina|van de homepage|van de homepagina', 'from the home page'],
    ['we zijn verhuisd|verhuisd', 'we moved'],
    ['we zijn|wij zijn', 'we are'],
    ['telefoonnummer|telefoon|nummer', 'phone number'],
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
    ['verwijder|verwijderen|haal|haalt|schrap|schrappen', 'remove'],
    ['is nu', 'is now'],
    ['kost', 'it costs'],
    ['niet meer open|niet open|gesloten|dicht', 'closed'],
    ['geopend|open', 'open'],
    ['elke dag|dagelijks', 'every day'],
    ['alles', 'everything'],
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
    ['por favor', 'please'],
    ['muito obrigad[oa]|obrigad[oa]', 'thanks'],
    ['bom dia|boa tarde|olá', 'hello'],
    ['podem|pode|podes|poderiam', 'can you'],
    ['a partir de agora|de agora em diante|agora', 'now'],
    ['mudou|foi alterado', 'has changed'],
    ['mudámos|mudamo-nos|mudámo-nos', 'we moved'],
    ['retirem|removam|tirem|apaguem', 'remove'],
    ['renomeie|renomear', 'rename'],
    ['o preço|preço', 'price'],
    ['link|ligação', 'link'],
    ['o nosso|a nossa|os nossos|as nossas', 'our'],
    ['aos|ao', 'on'],
    ['da página inicial', 'from the home page'],
    ['nos mudamos|mudamos', 'we moved'],
    ['estamos', 'we are'],
    ['número de telefone|numero de telefone|telefone|número|numero', 'phone number'],
    ['endereço de e-mail|endereço de email|e-mail|email', 'email'],
    ['novo endereço|endereço', 'address'],
    ['horário de funcionamento|horários|horário', 'opening hours'],
    ['título principal|título|manchete', 'headline'],
    ['slogan', 'tagline'],
    ['serviços', 'services'],
    ['serviço', 'service'],
    ['depoimentos|avaliações|opiniões|comentários', 'testimonials'],
    ['página inicial', 'home page'],
    ['seção|secção', 'section'],
    ['mude|mudar|mudem|muda|altere|alterar|alterem|altera|atualize|atualizar|atualizem|atualiza', 'change'],
    ['adicione|adicionar|adicionem|acrescente|acrescentar|acrescentem|coloquem', 'add'],
    ['remova|remover|retire|retirar|apague|apagar|apaga|tira|tire|tirem|tirar', 'remove'],
    ['agora é', 'is now'],
    ['custa', 'it costs'],
    ['já não abrimos|não abrimos|fechado|fechados|fechamos|fecha', 'closed'],
    ['aberto|abertos|abrimos', 'open'],
    ['todos os dias', 'every day'],
    ['tudo', 'everything'],
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

/**
 * Each language's words in one pass (the first entry that fits at each place wins, so longer phrases are listed
 * first): an English word one entry wrote is never read again as the language's word ("no" is Portuguese "in").
 */
const TABLES = Object.fromEntries(
  (Object.keys(PHRASES) as Exclude<Lang, 'ja'>[]).map((lang) => {
    const entries: [string, string][] = [
      ...DAYS[lang].map((d, i): [string, string] => [`(?:${d}|${bare(d)})s?`, ENGLISH_DAYS[i]!]),
      ...PHRASES[lang],
    ];
    return [lang, { re: words(entries.map(([from]) => `(${from})`).join('|')), to: entries.map(([, to]) => to) }];
  }),
) as Record<Exclude<Lang, 'ja'>, Table>;
const translate = (text: string, table: Table) =>
  text.replace(table.re, (...m: unknown[]) => table.to[m.slice(1, table.to.length + 1).findIndex((g) => g != null)]!);

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
/** The social networks as Japanese owners write them (katakana), in the names the rules know. */
const JA_SOCIAL: [RegExp, string][] = [
  [/インスタグラム|インスタ/g, 'Instagram'],
  [/フェイスブック/g, 'Facebook'],
  [/ユーチューブ/g, 'YouTube'],
  [/ティックトック/g, 'TikTok'],
  [/リンクトイン/g, 'LinkedIn'],
];
const jaDays = (s: string) => JA_DAYS.map((d, i) => (new RegExp(d).test(s) ? ENGLISH_DAYS[i] : null)).filter(Boolean);
function japanese(text: string): string {
  let t = text.replace(/「([^」]*)」|『([^』]*)』/g, (_, a, b) => `"${a ?? b}"`).replace(/[。！]$/, '');
  for (const [re, to] of JA_SOCIAL) t = t.replace(re, to);
  // "9時〜13時", "9時半から17時まで" -> "9:00-13:00"
  t = t.replace(
    /(\d{1,2})時(半|(\d{1,2})分)?\s*(?:[〜~～\-–ー]|から)\s*(\d{1,2})時(半|(\d{1,2})分)?(?:まで)?/g,
    (_, h1, half1, m1, h2, half2, m2) =>
      `${h1}:${half1 === '半' ? '30' : (m1 ?? '00').padStart(2, '0')}-${h2}:${half2 === '半' ? '30' : (m2 ?? '00').padStart(2, '0')}`,
  );
  const part = (s: string) => JA_PART.find(([re]) => re.test(s))?.[1];
  // 「X」を「Y」に(名前を)変更 / 「X」の名前を「Y」に変えて: a rename
  let m =
    /^"([^"]+)"(?:の名前)?を"([^"]+)"に(?:名前を)?(?:変更|変え|改名)/.exec(t) ??
    /^"([^"]+)"の名前を"([^"]+)"に/.exec(t);
  if (m) return `rename "${m[1]}" to "${m[2]}"`;
  // 「X」の料金を12,000円に変更: a price
  m = /^"([^"]+)"の(?:料金|価格|値段)を(.+?)に(?:変更|変え|値上げ|値下げ)/.exec(t);
  if (m) return `change the price of "${m[1]}" to ${m[2]!.trim()}`;
  // 「X」を9,000円に / 「X」は9,000円になりました: a named offering and a price
  m = /^"([^"]+)"(?:を|は)\s*([\d,]+\s*円|[¥￥]\s?[\d,]+)(?:に|へ|です|になります|$)/.exec(t);
  if (m) return `change the price of "${m[1]}" to ${m[2]!.replace(/\s+/g, '')}`;
  // 「X」をやめました / 廃止しました: no longer offered
  m = /^"([^"]+)"(?:を|は)(?:やめ|止め|廃止し|終了し)(?:ました|た)/.exec(t);
  if (m) return `we no longer offer "${m[1]}"`;
  // 〇〇を△△に変更(して下さい) / 変えて; 土曜日の営業時間を9:00-13:00に変更
  m = /^(.+?)を(.+?)に(?:変更|変え|更新|して|する)/.exec(t);
  if (m && part(m[1]!)) {
    const days = part(m[1]!) === 'opening hours' ? jaDays(m[1]!) : [];
    if (days.length) return `${days.join(' and ')} ${m[2]!.trim()}`;
    return `change the ${part(m[1]!)} to ${m[2]!.trim()}`;
  }
  // 電話番号(が)変わりました 03-1234-5678 です
  m =
    /^(?:新しい)?(.+?)(?:が|は)?(?:変わりました|変更になりました|変更しました)[、,]?\s*(.+?)(?:です|になります)?$/.exec(
      t,
    );
  if (m && part(m[1]!) && /\S/.test(m[2]!)) return `our new ${part(m[1]!)} is ${m[2]!.trim()}`;
  // 「X」はもうやっていない / 提供していません: a service no longer offered
  m = /^"([^"]+)"は(?:もう|もはや)?(?:やって|提供して|扱って|行って)(?:い)?(?:ない|ません)/.exec(t);
  if (m) return `we no longer offer "${m[1]}"`;
  // Instagram @name を追加: a social profile
  m =
    /^(Instagram|Facebook|YouTube|TikTok|LinkedIn|X|Yelp)(?:の(?:アカウント|リンク))?[:：]?\s*(\S+)\s*を(?:追加|載せて|リンク)/i.exec(
      t,
    );
  if (m) return `add our ${m[1]}: ${m[2]}`;
  // 〇〇は△△になりました / 新しい〇〇は△△です
  m = /^(?:新しい)?(.+?)は(.+?)(?:になりました|に変わりました|です)$/.exec(t);
  if (m && part(m[1]!)) return `our new ${part(m[1]!)} is ${m[2]!.trim()}`;
  // 〇〇を削除 / 消して / 外して (トップページから)
  m = /^(?:(トップページ|ホームページ)から)?(.+?)を(?:削除|消して|外して|取って)/.exec(t);
  if (m) {
    const social = /(facebook|instagram|x|tiktok|youtube|linkedin|yelp)/i.exec(m[2]!)?.[1];
    if (social) return `remove the ${social} link`;
    if (part(m[2]!)) return `remove the ${part(m[2]!)}${m[1] ? ' from the home page' : ''}`;
    // a quoted name: the owner's words, or one of the site's own (quoteNames)
    if (/^"[^"]+"$/.test(m[2]!)) return `remove ${m[2]}`;
  }
  // 「名前」を料金でサービスに追加 / サービスに「名前」(料金)を追加
  m =
    /^(?:サービスに)?"([^"]+)"(?:という|の)?(?:サービス|メニュー)?を?(?:[（(]?([\d,]+円|[¥￥][\d,]+)[)）]?で?)?(?:サービスに)?追加/.exec(
      t,
    );
  if (m) return `add a service called "${m[1]}"${m[2] ? ` for ${m[2]}` : ''}`;
  // 〇曜日は定休日 / 〇曜日は休み
  m = /^(.+?)は(?:定休日|休み|休業)/.exec(t);
  if (m) {
    const days = JA_DAYS.map((d, i) => (new RegExp(d).test(m![1]!) ? ENGLISH_DAYS[i] : null)).filter(Boolean);
    if (days.length) return `we are closed on ${days.join(' and ')}`;
  }
  return t;
}

/** The country whose numbering a phone number written in each language most likely follows (when not written +..). */
const PHONE_COUNTRY: Record<Lang, CountryCode> = {
  de: 'DE',
  fr: 'FR',
  es: 'ES',
  it: 'IT',
  nl: 'NL',
  pt: 'PT',
  ja: 'JP',
};

/**
 * Phone numbers written the national way ("030 1234567") in international form, which the rules read anywhere.
 * Only numbers valid in the country, and never inside quoted text (the owner's words: "seit 1998" stays a year).
 */
function internationalPhones(text: string, lang: Lang, country?: string): string {
  const quoted = [...text.matchAll(/"[^"]*"/g)].map((m) => [m.index, m.index + m[0].length] as const);
  const inQuote = (at: number) => quoted.some(([from, to]) => at >= from && at < to);
  for (const c of [country, PHONE_COUNTRY[lang]]) {
    if (!c || !isSupportedCountry(c)) continue;
    const hits = findPhoneNumbersInText(text, c as CountryCode).filter(
      (h) => !text.slice(h.startsAt).startsWith('+') && h.number.isValid() && !inQuote(h.startsAt),
    );
    if (!hits.length) continue;
    let out = text;
    for (const h of [...hits].reverse())
      out = `${out.slice(0, h.startsAt)}${h.number.formatInternational()}${out.slice(h.endsAt)}`;
    return out;
  }
  return text;
}

/**
 * Each unquoted mention of one of the site's own names (its services) quoted: the owner's words, never translated.
 * Accents may be left out ("debouchage" names "Débouchage").
 */
function quoteNames(text: string, names: string[]): string {
  let out = text.normalize('NFC');
  for (const name of [...names].sort((x, y) => y.length - x.length)) {
    const escaped = escapeRegExp(bare(name.normalize('NFC')));
    const re = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'giu');
    out = out
      .split(/("[^"]*")/)
      .map((part, i) => {
        const plain = bare(part);
        // Without accents the text keeps its length (one letter each), so a match there is a match in the text.
        if (i % 2 || plain.length !== part.length) return part;
        let quoted = '';
        let from = 0;
        for (const m of plain.matchAll(re)) {
          quoted += `${part.slice(from, m.index)}"${part.slice(m.index, m.index + m[0].length)}"`;
          from = m.index + m[0].length;
        }
        return quoted + part.slice(from);
      })
      .join('');
  }
  return out;
}

/** Japanese has no spaces around words: each unquoted mention of a site's name is quoted as it stands. */
function quoteNamesJa(text: string, names: string[]): string {
  let out = text;
  for (const name of [...names].sort((x, y) => y.length - x.length))
    out = out
      .split(/(「[^」]*」|『[^』]*』|"[^"]*")/)
      .map((part, i) => (i % 2 ? part : part.split(name).join(`「${name}」`)))
      .join('');
  return out;
}

/** Constructions whose word order differs from English ("den X bieten wir nicht mehr an"), read before the words. */
const L = '(?<![\\p{L}])';
const R = '(?![\\p{L}])';
const GRAMMAR: Record<Exclude<Lang, 'ja'>, [RegExp, string][]> = {
  de: [
    [
      new RegExp(
        `${L}(?:(?:den|die|das)\\s+)?([^,.!?]+?)\\s+(?:bieten|machen|führen)\\s+wir\\s+(?:ab sofort\\s+|jetzt\\s+)?(?:nicht mehr|keine?n?\\s+mehr)(?:\\s+an)?${R}`,
        'iu',
      ),
      'we no longer offer $1',
    ],
    [
      new RegExp(
        `${L}wir\\s+(?:bieten|machen|führen)\\s+(?:ab sofort\\s+|jetzt\\s+)?(?:(?:den|die|das|keine?n?)\\s+)?([^,.!?]+?)\\s+(?:nicht\\s+)?mehr(?:\\s+an)?${R}`,
        'iu',
      ),
      'we no longer offer $1',
    ],
    [
      new RegExp(`${L}benennen?\\s+(?:sie\\s+)?(?:bitte\\s+)?(.+?)\\s+(?:bitte\\s+)?in\\s+(.+?)\\s+um${R}`, 'iu'),
      'rename $1 to $2',
    ],
    // the formal imperative ("fügen Sie", "ändern Sie"): the verb alone
    [new RegExp(`(?<=\\p{L}en)\\s+sie${R}`, 'giu'), ''],
    // "sind wir ... da": we are open
    [new RegExp(`${L}da\\s*[.!]?$`, 'iu'), 'open'],
  ],
  fr: [
    [
      new RegExp(
        `${L}(?:on ne (?:fait|propose|offre|assure) plus|nous ne (?:faisons|proposons|offrons|assurons) plus|on n'(?:offre|assure) plus|nous n'(?:offrons|assurons) plus)\\s+(?:(?:de |du |des |d'|le |la |les |l'))?`,
        'iu',
      ),
      'we no longer offer ',
    ],
    [new RegExp(`${L}(?:le|la|les|l')\\s*(retirer|supprimer|enlever|ajouter)${R}`, 'giu'), '$1'],
    [new RegExp(`${L}pass(?:e|ent|era)\\s+à${R}`, 'giu'), 'is now'],
    // the informal imperative "change le titre" (elsewhere "change" is "has changed": "le numéro change")
    [new RegExp(`(?<=^|[,.!?;:]\\s*)change(?=\\s+(?:le|la|les|l'|notre|nos|mon|ma|mes)${R})`, 'giu'), 'change'],
  ],
  es: [
    [
      new RegExp(
        `${L}(?:ya no (?:ofrecemos|hacemos|damos|prestamos)|no (?:ofrecemos|hacemos|damos) más)\\s+(?:(?:el|la|los|las)\\s+)?`,
        'iu',
      ),
      'we no longer offer ',
    ],
    [new RegExp(`${L}cambi(?:a|ar|en|e|ad) el nombre (?:de|del)\\s+(?:servicio\\s+)?`, 'iu'), 'rename '],
    [new RegExp(`${L}pasa(?:n|rá)?\\s+a${R}`, 'giu'), 'is now'],
  ],
  it: [
    [
      new RegExp(
        `${L}non (?:facciamo|offriamo|eseguiamo|proponiamo) più\\s+(?:(?:il|lo|la|i|gli|le|l')(?:\\s+|(?<=l')))?`,
        'iu',
      ),
      'we no longer offer ',
    ],
    [new RegExp(`${L}cambia(?:re|te)? (?:il )?nome (?:di|del|della|dello)\\s+`, 'iu'), 'rename '],
    [new RegExp(`${L}passa(?:no)?\\s+a${R}`, 'giu'), 'is now'],
  ],
  nl: [
    [
      new RegExp(
        `${L}(?:we|wij) (?:doen|bieden|leveren) (?:geen|niet langer|niet meer)\\s+(.+?)(?:\\s+meer)?(?:\\s+aan)?(?=[,.!?]|$)`,
        'iu',
      ),
      'we no longer offer $1',
    ],
    [new RegExp(`${L}(?:die|dat|deze|het)\\s+(?:weghalen|verwijderen|weg halen)${R}`, 'giu'), 'remove it'],
  ],
  pt: [
    [
      new RegExp(
        `${L}(?:já não (?:fazemos|oferecemos|prestamos)|não (?:fazemos|oferecemos|prestamos) mais)\\s+(?:(?:o|a|os|as)\\s+)?`,
        'iu',
      ),
      'we no longer offer ',
    ],
    [new RegExp(`${L}(?:mude|mudar|mudem|altere|alterar|alterem) o nome (?:de|do|da)\\s+`, 'iu'), 'rename '],
    [new RegExp(`${L}passa(?:m)?\\s+a${R}`, 'giu'), 'is now'],
    // "..., retirem por favor": the object left out
    [
      new RegExp(
        `,\\s*(?:retirem|removam|tirem|apaguem|retire|remova|tire|apague)(?=\\s*(?:por favor)?\\s*[.!]?$)`,
        'iu',
      ),
      ', remove it',
    ],
  ],
};

/** What introduces a new street address in each language (the address after it stays as written). */
const ADDRESS_INTRO: Record<Exclude<Lang, 'ja'>, [string, string]> = {
  de: ['umgezogen|neue adresse|adresse|anschrift', 'nach|in die|in|zu|ist|lautet'],
  fr: ['déménagé|demenage|nouvelle adresse|adresse', "au|à la|à l'|à|est"],
  es: ['mudado|mudamos|nueva dirección|dirección|direccion', 'a la|al|a|es'],
  it: ['trasferiti|nuovo indirizzo|indirizzo', 'in|a|al|è'],
  nl: ['verhuisd|nieuw adres|adres', 'naar|is'],
  pt: ['mudámos|mudamos|novo endereço|endereço|endereco', 'para a|para o|para|é'],
};
function quoteAddress(text: string, lang: Exclude<Lang, 'ja'>): string {
  const [intro, preps] = ADDRESS_INTRO[lang];
  const re = new RegExp(
    `(${L}(?:${intro})${R}(?!\\s*(?:e-?mail|mail|électronique|de correo|di posta))(?:\\s*(?:${preps})${R})?\\s*:?\\s*)([^"@]*\\d[^"@]*)$`,
    'iu',
  );
  return text.replace(re, (_, lead: string, tail: string) => `${lead}"${tail.trim().replace(/[.!]+$/, '')}"`);
}

/** "von 9 bis 13 Uhr", "de 9h à 13h", "dalle 9 alle 13", "van 9 tot 13 uur" -> "9:00-13:00". */
const TIME = '(?<![\\d:.,])(\\d{1,2})(?:[:.h](\\d{2})|\\s*(?:h|uhr|uur|heures?|ore)(?![\\p{L}]))?';
const TIME_RANGE = new RegExp(
  `(?:${L}(?:von|de|da|dalle|das|van|desde|dès)\\s+)?${TIME}\\s*(?:-|–|bis|à|a|alle|às|as|tot|au)\\s*${TIME}(?![\\d\\p{L}])(?:\\s*(?:uhr|uur|h|heures?)${R})?`,
  'giu',
);
/** "à 199 €", "für 199 €", "voor 199 euro": a price goes with its service. */
const PRICE_WORD = new RegExp(
  `${L}(?:à|a|für|voor|por|per|zu|op|para|al|au prix de)\\s+(?=\\d[\\d.,]*\\s?(?:€|euros?${R}|eur${R}))`,
  'giu',
);

const VERB = '(?:change|remove|add|rename)';
/** A request whose only verb comes last, as German and Dutch infinitives do. */
const VERB_LAST: Partial<Record<Lang, RegExp>> = Object.fromEntries(
  (['de', 'nl'] as const).map((lang) => [
    lang,
    new RegExp(`^((?:please |can you )*)((?:(?!\\b${VERB}\\b)[^"]|"[^"]*")+?)\\s+(${VERB})\\s*[?.!]?$`, 'i'),
  ]),
);

/**
 * The request in the rules' English words; quoted text, the site's own names, numbers, addresses and links stay
 * as written. `names` are the site's names (its services); `country` is the business's country, for phone numbers.
 */
export function toEnglish(text: string, lang: Lang, names: string[] = [], country?: string): string {
  const straight = internationalPhones(
    text
      .replace(/[„“”«»]/g, '"')
      .replace(/[’‘]/g, "'")
      .replace(/[¿¡]/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
    lang,
    country,
  );
  if (lang === 'ja') return japanese(quoteNamesJa(straight, names));
  let read = quoteNames(straight, names);
  // The English a construction is read into is kept from the word tables (between \uE000 and \uE001).
  for (const [re, to] of GRAMMAR[lang])
    read = read.replace(
      re,
      to
        .split(/(\$\d)/)
        .map((w, i) => (i % 2 || !w.trim() ? w : `\uE000${w}\uE001`))
        .join(''),
    );
  read = quoteAddress(read, lang);
  const day = ENGLISH_DAYS.join('|');
  const english = read
    .split(/("[^"]*"|\uE000[^\uE001]*\uE001|\S+@\S+|https?:\/\/\S+)/)
    .map((part, i) => {
      if (i % 2) return part;
      let out = part
        .replace(TIME_RANGE, (_, h1, m1, h2, m2) => `${h1}:${m1 ?? '00'}-${h2}:${m2 ?? '00'}`)
        .replace(PRICE_WORD, 'for ');
      out = translate(out, TABLES[lang]);
      return (
        out
          // "Sunday closed", "closed the Sunday" -> "closed on Sundays"
          .replace(new RegExp(`^(${day})s?\\s+closed\\b`, 'i'), 'closed on $1s')
          .replace(new RegExp(`\\bclosed\\s+(?:the|on the|on)\\s+(${day})s?\\b`, 'gi'), 'closed on $1s')
          .replace(/\bthe the\b/gi, 'the')
          .replace(/\s+/g, ' ')
      );
    })
    .join('')
    .replace(/[\uE000\uE001]/g, '')
    .trim();
  return (
    english
      // "new tagline: ..." (a heading for the owner's words) asks to change it
      .replace(/^(?:please )?(?:our )?new (tagline|headline)\s*:?\s*(?=")/i, 'change the $1 to ')
      // German and Dutch put the verb last ("bitte die X auf 99 € ändern"): English puts it first
      .replace(VERB_LAST[lang] ?? /^$/, '$1$3 $2')
  );
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
