const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, body: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)}</title>
<style>body{font:17px/1.5 system-ui,sans-serif;max-width:34rem;margin:12vh auto;padding:0 1.25rem;color:#1f2328}
h1{font-size:1.6rem}a{color:#0b57d0}</style></head>
<body>${body}</body></html>`;
}

/** The hosted thank-you page, when the form gave no usable `_redirect`. */
export function thankYouPage(businessName: string | null, backUrl: string | null) {
  const who = businessName ? ` to ${escape(businessName)}` : '';
  const back = backUrl ? `<p><a href="${escape(backUrl)}">Back to the site</a></p>` : '';
  return page(
    'Thank you',
    `<h1>Thank you!</h1><p>Your message was sent${who}. They will get back to you soon.</p>${back}`,
  );
}

/** A browser's view of a refused submission (JSON callers get the JSON error). */
export function errorPage(message: string) {
  return page(
    'Message not sent',
    `<h1>Your message was not sent</h1><p>${escape(message)}</p><p>Please go back and try again.</p>`,
  );
}
