/* global Vue, VueRouter */
// A Vue 3 app with hash routes (createWebHashHistory): its facts come from /data.json, its menu and contact page
// are routes (#/menu, #/contatti, #/menu/dolci linked from the menu) the static HTML never shows. It also calls another host and a same-origin path
// that redirects to a private address: both must be refused.
const { createApp, ref } = Vue;
const { createRouter, createWebHashHistory } = VueRouter;
fetch('OTHER/pixel.gif').catch(() => {});
fetch('/go').catch(() => {});
const Home = {
  props: ['d'],
  template: `<main><h1>{{ d.name }}</h1><p>{{ d.about }}</p></main>`,
};
const Menu = {
  props: ['d'],
  template: `<main><h1>Il menù</h1><section v-for="c in d.menu" :key="c.category"><h2>{{ c.category }}</h2>
    <ul><li v-for="i in c.items" :key="i[0]"><span class="name">{{ i[0] }}</span> <span class="price">{{ i[1] }}</span></li></ul>
    </section><p><router-link to="/menu/dolci">I dolci della casa</router-link></p></main>`,
};
// linked only from the menu route: a route's own links are routes too
const Desserts = {
  props: ['d'],
  template: `<main><h1>I dolci</h1><ul><li v-for="i in d.desserts" :key="i[0]"><span class="name">{{ i[0] }}</span>
    <span class="price">{{ i[1] }}</span></li></ul></main>`,
};
const Contact = {
  props: ['d'],
  template: `<main><h1>Contatti</h1><p>Telefono: <a :href="'tel:' + d.tel">{{ d.phone }}</a></p>
    <p>Email: <a :href="'mailto:' + d.email">{{ d.email }}</a></p><address>{{ d.address }}</address>
    <h2>Orari</h2><ul><li v-for="h in d.hours" :key="h">{{ h }}</li></ul></main>`,
};
const router = createRouter({
  history: createWebHashHistory(),
  routes: [
    { path: '/', component: Home },
    { path: '/menu', component: Menu },
    { path: '/menu/dolci', component: Desserts },
    { path: '/contatti', component: Contact },
  ],
});
createApp({
  setup() {
    const d = ref(null);
    fetch('/data.json')
      .then((r) => r.json())
      .then((x) => (d.value = x));
    return { d };
  },
  template: `<header><nav><router-link to="/">Home</router-link> <router-link to="/menu">Menù</router-link>
    <router-link to="/contatti">Contatti</router-link></nav></header>
    <router-view v-if="d" :d="d"></router-view><p v-else class="loading">Caricamento…</p>`,
})
  .use(router)
  .mount('#app');
