/* global React, ReactDOM, ReactRouterDOM, document */
// A React app routed by react-router-dom: BrowserRouter (history routes, /menu) or, on hash.html, HashRouter
// (#/menu). Each route fetches its own data after it mounts; the menu route's chunk of data comes a moment later.
// It also sends a beacon to another host and posts to its own API: both must be refused.
const h = React.createElement;
const { BrowserRouter, HashRouter, Routes, Route, Link } = ReactRouterDOM;
fetch('OTHER/collect', { mode: 'no-cors' }).catch(() => {});
fetch('/api/visit', { method: 'POST', body: '{}' }).catch(() => {});

function useData(file) {
  const [data, setData] = React.useState(null);
  React.useEffect(() => {
    fetch(file)
      .then((r) => r.json())
      .then(setData);
  }, [file]);
  return data;
}

function Home() {
  const d = useData('/api/site.json');
  if (!d) return h('p', { className: 'spinner' }, 'Loading…');
  return h('main', null, h('h1', null, d.name), h('p', null, d.about));
}

function Menu() {
  const d = useData('/api/menu.json');
  if (!d) return h('p', { className: 'spinner' }, 'Loading…');
  return h(
    'main',
    null,
    h('h1', null, 'Menu'),
    d.map((c) =>
      h(
        'section',
        { key: c.category },
        h('h2', null, c.category),
        c.items.map((i) =>
          h(
            'div',
            { className: 'menu-item', key: i[0] },
            h('span', { className: 'name' }, i[0]),
            ' ',
            h('span', { className: 'price' }, i[1]),
          ),
        ),
      ),
    ),
  );
}

function Contact() {
  const d = useData('/api/site.json');
  if (!d) return h('p', { className: 'spinner' }, 'Loading…');
  return h(
    'main',
    null,
    h('h1', null, 'Contact'),
    h('p', null, 'Call us: ', h('a', { href: 'tel:' + d.tel }, d.phone)),
    h('p', null, h('a', { href: 'mailto:' + d.email }, d.email)),
    h('p', null, d.address),
  );
}

function App() {
  return h(
    React.Fragment,
    null,
    h(
      'header',
      null,
      h(
        'nav',
        null,
        h(Link, { to: '/' }, 'Home'),
        ' ',
        h(Link, { to: '/menu' }, 'Menu'),
        ' ',
        h(Link, { to: '/contact' }, 'Contact'),
      ),
    ),
    h(
      Routes,
      null,
      h(Route, { path: '/', element: h(Home) }),
      h(Route, { path: '/menu', element: h(Menu) }),
      h(Route, { path: '/contact', element: h(Contact) }),
    ),
  );
}

const Router = document.documentElement.dataset.router === 'hash' ? HashRouter : BrowserRouter;
ReactDOM.createRoot(document.getElementById('root')).render(h(Router, null, h(App)));
