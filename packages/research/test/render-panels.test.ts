import { createBrowserPool, type BrowserPool } from '@sgs/visual-review';
import { createPageRenderer } from '../src/render';
import { scrapeWebsite } from '../src/scrape';
import { startFakeWebsite } from './fake-website';

// A client-rendered menu as React and Vue templates build it: category buttons over one panel, the app mounting only
// the chosen category's dishes; and an accordion whose answer is mounted when opened. Read as first shown, the page
// holds the first category alone.
const SHELL = `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Osteria Lia</title></head>
<body><div id="root"></div><script src="/app.js"></script></body></html>`;
const APP = `const menu = {
  Antipasti: [['Bruschetta al pomodoro', '€ 6,50'], ['Carpaccio di manzo', '€ 12,00']],
  Primi: [['Tagliatelle al ragù', '€ 11,00'], ['Risotto ai funghi porcini', '€ 13,50']],
  Dolci: [['Tiramisù della casa', '€ 5,50']],
};
let active = 'Antipasti';
let open = false;
const root = document.getElementById('root');
function draw() {
  root.innerHTML = '<header><nav><button>Home</button><button>Contatti</button></nav></header>' +
    '<main><h1>Osteria Lia</h1><h2>Il menù</h2><div class="tabs">' +
    Object.keys(menu).map((c) => '<button data-c="' + c + '">' + c + '</button>').join('') + '</div>' +
    '<ul class="dishes">' + menu[active].map(([n, p]) => '<li><span>' + n + '</span> <span>' + p + '</span></li>').join('') +
    '</ul><h2>Domande</h2><button class="faq" aria-expanded="' + open + '">Si può prenotare?</button>' +
    (open ? '<p>Sì, al telefono 06 1234 5678 dalle 10 alle 22.</p>' : '') + '</main>';
  for (const b of root.querySelectorAll('.tabs button')) b.onclick = () => { active = b.dataset.c; draw(); };
  root.querySelector('.faq').onclick = () => { open = !open; draw(); };
}
draw();`;

describe('panels an app mounts only when chosen', () => {
  let pool: BrowserPool;
  beforeAll(() => {
    pool = createBrowserPool({ concurrency: 1 });
  });
  afterAll(() => pool.close());

  it('reads every category of a tabbed menu and an opened answer, each once, not the navigation', async () => {
    const site = await startFakeWebsite({
      '/': ['text/html; charset=utf-8', SHELL],
      '/app.js': ['text/javascript', APP],
    });
    try {
      const render = createPageRenderer(pool, { allowLoopback: true });
      const scraped = await scrapeWebsite(`${site.base}/`, { allowLoopback: true, render });
      const page = scraped!.pages[0]!.text;
      for (const dish of ['Bruschetta al pomodoro € 6,50', 'Tagliatelle al ragù € 11,00', 'Tiramisù della casa € 5,50'])
        expect(page.split(dish).length - 1).toBe(1);
      // each category's dishes under its name
      expect(page.indexOf('Primi')).toBeLessThan(page.indexOf('Tagliatelle al ragù'));
      expect(page).toContain('Sì, al telefono 06 1234 5678 dalle 10 alle 22.');
      // the navigation's buttons are no panel: nothing of the header is copied into the page's content
      expect(page).not.toContain('Contatti');
    } finally {
      await site.close();
    }
  }, 60_000);
});
