/* global Vue, VueRouter */
// A Vue 3 app with history routes whose navigation has no links: list items with click handlers that push a route
// (as many page builders' menus are), so no address of its prices or contact page is ever written in its DOM.
const { createApp, ref } = Vue;
const { createRouter, createWebHistory } = VueRouter;
const Home = {
  props: ['d'],
  template: `<main><h1>{{ d.name }}</h1><p>{{ d.about }}</p></main>`,
};
const Prices = {
  props: ['d'],
  template: `<main><h1>Preise</h1><ul><li v-for="i in d.prices" :key="i[0]"><span class="name">{{ i[0] }}</span>
    <span class="price">{{ i[1] }}</span></li></ul></main>`,
};
const Contact = {
  props: ['d'],
  template: `<main><h1>Kontakt</h1><p>Telefon: <span class="phone">{{ d.phone }}</span></p>
    <p>E-Mail: <span class="email">{{ d.email }}</span></p><address>{{ d.address }}</address></main>`,
};
const router = createRouter({
  history: createWebHistory(),
  routes: [
    { path: '/', component: Home },
    { path: '/preise', component: Prices },
    { path: '/kontakt', component: Contact },
  ],
});
createApp({
  setup() {
    const d = ref(null);
    fetch('/data.json')
      .then((r) => r.json())
      .then((x) => (d.value = x));
    const go = (path) => router.push(path);
    return { d, go };
  },
  template: `<header><nav class="main-menu"><ul>
      <li class="menu-item" @click="go('/')">Start</li>
      <li class="menu-item" @click="go('/preise')">Preise</li>
      <li class="menu-item" @click="go('/kontakt')">Kontakt</li>
    </ul></nav></header>
    <router-view v-if="d" :d="d"></router-view><p v-else class="loading">Wird geladen…</p>`,
})
  .use(router)
  .mount('#app');
