const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small self-contained page (no external requests) in the business's colour, never indexed. */
export function notice(opts: { title: string; heading: string; body: string; color?: string }): string {
  const color = /^#[0-9a-f]{6}$/i.test(opts.color ?? '') ? opts.color : '#2b6777';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>${escapeHtml(opts.title)}</title>
<style>body{margin:0;font:17px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2327;background:#f6f7f7}
.band{height:8px;background:${color}}main{max-width:36rem;margin:12vh auto;padding:0 1.25rem}
h1{font-size:1.9rem;line-height:1.2;margin:0 0 .75rem;color:#111}p{margin:0 0 1rem}</style></head>
<body><div class="band"></div><main><h1>${escapeHtml(opts.heading)}</h1><p>${escapeHtml(opts.body)}</p></main></body></html>`;
}

export const pages = {
  noSite: () =>
    notice({ title: 'No site here', heading: 'No site here', body: 'There is no website at this address.' }),
  building: (name: string, color?: string) =>
    notice({
      title: name,
      heading: name,
      body: 'This website is being built. Please check back in a few minutes.',
      color,
    }),
  paused: (name: string, color?: string) =>
    notice({
      title: `${name} (paused)`,
      heading: name,
      color,
      body: 'This website is paused. If you run this business, refresh it from your dashboard or API to bring it back within seconds.',
    }),
  unavailable: () =>
    notice({
      title: 'Temporarily unavailable',
      heading: 'Temporarily unavailable',
      body: 'This website cannot be shown right now. Please try again in a minute.',
    }),
  notFound: (name: string, color?: string) =>
    notice({
      title: `Page not found | ${name}`,
      heading: 'Page not found',
      body: 'This page does not exist. Try the home page.',
      color,
    }),
};
