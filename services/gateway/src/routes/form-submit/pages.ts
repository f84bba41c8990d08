// The pages a visitor's browser sees after posting a site's form, in the site's language (its visitors read them).
import { LANGUAGE_TAG, primaryLanguage, type SiteLanguage } from '@sgs/contracts';

/** Why a submission was refused, as a visitor can act on it (the API's own error string is for JSON callers). */
export type RefusalReason = 'invalid' | 'not_found' | 'too_large' | 'too_many';

interface FormPageWords {
  thanksTitle: string;
  thanksHeading: string;
  /** "Your message was sent to {name}." with the name, or without it. */
  sent: (name: string | null) => string;
  back: string;
  errorTitle: string;
  errorHeading: string;
  reasons: Record<RefusalReason, string>;
  tryAgain: string;
}

const WORDS: Record<SiteLanguage, FormPageWords> = {
  en: {
    thanksTitle: 'Thank you',
    thanksHeading: 'Thank you!',
    sent: (name) => `Your message was sent${name ? ` to ${name}` : ''}. They will get back to you soon.`,
    back: 'Back to the site',
    errorTitle: 'Message not sent',
    errorHeading: 'Your message was not sent',
    reasons: {
      invalid: 'The form was not filled in as expected.',
      not_found: 'This website no longer takes messages.',
      too_large: 'The message is too large.',
      too_many: 'Too many messages were sent from here just now.',
    },
    tryAgain: 'Please go back and try again in a moment.',
  },
  de: {
    thanksTitle: 'Vielen Dank',
    thanksHeading: 'Vielen Dank!',
    sent: (name) =>
      `Ihre Nachricht wurde${name ? ` an ${name}` : ''} gesendet. Sie erhalten so bald wie möglich eine Antwort.`,
    back: 'Zurück zur Website',
    errorTitle: 'Nachricht nicht gesendet',
    errorHeading: 'Ihre Nachricht wurde nicht gesendet',
    reasons: {
      invalid: 'Das Formular wurde nicht wie erwartet ausgefüllt.',
      not_found: 'Diese Website nimmt keine Nachrichten mehr an.',
      too_large: 'Die Nachricht ist zu lang.',
      too_many: 'Von hier wurden gerade zu viele Nachrichten gesendet.',
    },
    tryAgain: 'Bitte gehen Sie zurück und versuchen Sie es gleich noch einmal.',
  },
  fr: {
    thanksTitle: 'Merci',
    thanksHeading: 'Merci !',
    sent: (name) => `Votre message a bien été envoyé${name ? ` à ${name}` : ''}. Nous vous répondrons très vite.`,
    back: 'Retour au site',
    errorTitle: 'Message non envoyé',
    errorHeading: 'Votre message n’a pas été envoyé',
    reasons: {
      invalid: 'Le formulaire n’a pas été rempli comme prévu.',
      not_found: 'Ce site n’accepte plus de messages.',
      too_large: 'Le message est trop long.',
      too_many: 'Trop de messages ont été envoyés d’ici à l’instant.',
    },
    tryAgain: 'Veuillez revenir en arrière et réessayer dans un instant.',
  },
  es: {
    thanksTitle: 'Gracias',
    thanksHeading: '¡Gracias!',
    sent: (name) => `Su mensaje se ha enviado${name ? ` a ${name}` : ''}. Le responderemos lo antes posible.`,
    back: 'Volver al sitio',
    errorTitle: 'Mensaje no enviado',
    errorHeading: 'Su mensaje no se ha enviado',
    reasons: {
      invalid: 'El formulario no se ha rellenado como se esperaba.',
      not_found: 'Este sitio web ya no acepta mensajes.',
      too_large: 'El mensaje es demasiado largo.',
      too_many: 'Se han enviado demasiados mensajes desde aquí hace un momento.',
    },
    tryAgain: 'Vuelva atrás e inténtelo de nuevo en un momento.',
  },
  it: {
    thanksTitle: 'Grazie',
    thanksHeading: 'Grazie!',
    sent: (name) => `Il Suo messaggio è stato inviato${name ? ` a ${name}` : ''}. Le risponderemo al più presto.`,
    back: 'Torna al sito',
    errorTitle: 'Messaggio non inviato',
    errorHeading: 'Il Suo messaggio non è stato inviato',
    reasons: {
      invalid: 'Il modulo non è stato compilato come previsto.',
      not_found: 'Questo sito non accetta più messaggi.',
      too_large: 'Il messaggio è troppo lungo.',
      too_many: 'Da qui sono stati inviati troppi messaggi in poco tempo.',
    },
    tryAgain: 'Torni indietro e riprovi tra un momento.',
  },
  nl: {
    thanksTitle: 'Bedankt',
    thanksHeading: 'Bedankt!',
    sent: (name) => `Uw bericht is verstuurd${name ? ` naar ${name}` : ''}. U krijgt zo snel mogelijk antwoord.`,
    back: 'Terug naar de website',
    errorTitle: 'Bericht niet verstuurd',
    errorHeading: 'Uw bericht is niet verstuurd',
    reasons: {
      invalid: 'Het formulier is niet ingevuld zoals verwacht.',
      not_found: 'Deze website neemt geen berichten meer aan.',
      too_large: 'Het bericht is te lang.',
      too_many: 'Er zijn zojuist te veel berichten vanaf hier verstuurd.',
    },
    tryAgain: 'Ga terug en probeer het zo opnieuw.',
  },
  pt: {
    thanksTitle: 'Obrigado',
    thanksHeading: 'Obrigado!',
    sent: (name) => `A sua mensagem foi enviada${name ? ` para ${name}` : ''}. Responderemos o mais breve possível.`,
    back: 'Voltar ao site',
    errorTitle: 'Mensagem não enviada',
    errorHeading: 'A sua mensagem não foi enviada',
    reasons: {
      invalid: 'O formulário não foi preenchido como esperado.',
      not_found: 'Este site já não aceita mensagens.',
      too_large: 'A mensagem é demasiado longa.',
      too_many: 'Foram enviadas demasiadas mensagens daqui há pouco.',
    },
    tryAgain: 'Volte atrás e tente novamente daqui a pouco.',
  },
  ja: {
    thanksTitle: '送信完了',
    thanksHeading: 'ありがとうございました',
    sent: (name) => `${name ? `${name}へ` : ''}メッセージを送信しました。折り返しご連絡いたします。`,
    back: 'サイトに戻る',
    errorTitle: '送信できませんでした',
    errorHeading: 'メッセージは送信されませんでした',
    reasons: {
      invalid: 'フォームの入力内容に不備があります。',
      not_found: 'このウェブサイトは現在メッセージを受け付けておりません。',
      too_large: 'メッセージが長すぎます。',
      too_many: 'このネットワークからの送信が集中しています。',
    },
    tryAgain: '前のページに戻り、しばらくしてからもう一度お試しください。',
  },
};

/** The site's language tag when it is one the pages speak, else the first of the browser's that is, else English. */
export function formPageLanguage(siteLanguage: string | null | undefined, acceptLanguage: string | undefined): string {
  const speaks = (tag: string) => LANGUAGE_TAG.test(tag.toLowerCase()) && primaryLanguage(tag) in WORDS;
  if (siteLanguage && speaks(siteLanguage)) return siteLanguage;
  const asked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim())
    .find((tag) => tag && speaks(tag));
  return asked ?? 'en';
}

const wordsOf = (lang: string) => WORDS[primaryLanguage(lang) as SiteLanguage] ?? WORDS.en;

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(lang: string, title: string, body: string) {
  return `<!doctype html>
<html lang="${escape(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)}</title>
<style>body{font:17px/1.5 system-ui,sans-serif;max-width:34rem;margin:12vh auto;padding:0 1.25rem;color:#1f2328}
h1{font-size:1.6rem}a{color:#0b57d0}</style></head>
<body>${body}</body></html>`;
}

/** The hosted thank-you page, when the form gave no usable `_redirect`. */
export function thankYouPage(businessName: string | null, backUrl: string | null, lang: string) {
  const w = wordsOf(lang);
  const back = backUrl ? `<p><a href="${escape(backUrl)}">${escape(w.back)}</a></p>` : '';
  return page(lang, w.thanksTitle, `<h1>${escape(w.thanksHeading)}</h1><p>${escape(w.sent(businessName))}</p>${back}`);
}

/** A browser's view of a refused submission (JSON callers get the JSON error). */
export function errorPage(reason: RefusalReason, lang: string) {
  const w = wordsOf(lang);
  return page(
    lang,
    w.errorTitle,
    `<h1>${escape(w.errorHeading)}</h1><p>${escape(w.reasons[reason])}</p><p>${escape(w.tryAgain)}</p>`,
  );
}

/** The visitor's reason for an API status: 404 gone, 413 too large, 429 too many, any other 4xx the form itself. */
export const refusalReason = (status: number): RefusalReason =>
  status === 404 ? 'not_found' : status === 413 ? 'too_large' : status === 429 ? 'too_many' : 'invalid';
