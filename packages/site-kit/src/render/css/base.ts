// The shared, mobile-first component stylesheet. Colours come only from palette tokens, and each text
// colour is set together with the background it was contrast-checked against (see palette CONTRAST_PAIRS).

export const BASE_CSS = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
@media (prefers-reduced-motion:no-preference){html{scroll-behavior:smooth}}
body{margin:0;background:var(--c-bg);color:var(--c-text);font-family:var(--font-body);font-size:var(--fs-base);line-height:var(--lh-body);overflow-wrap:break-word;-webkit-font-smoothing:antialiased}
img,svg{display:block;max-width:100%}
svg.icon{flex-shrink:0}
img{height:auto}
h1,h2,h3{overflow-wrap:anywhere;font-family:var(--font-heading);font-weight:var(--fw-heading);line-height:var(--lh-heading);letter-spacing:var(--tracking-heading);margin:0 0 .6em;text-wrap:balance}
h1{font-size:var(--fs-h1)}
h2{font-size:var(--fs-h2)}
h3{font-size:var(--fs-h3)}
@media (max-width:639px){h1,h2{-webkit-hyphens:auto;hyphens:auto;hyphenate-limit-chars:10 4 4}}
p{margin:0 0 1em}
p:last-child{margin-bottom:0}
a{color:var(--c-link);text-underline-offset:.18em;text-decoration-thickness:.08em}
a:hover{text-decoration-thickness:.14em}
:focus-visible{outline:3px solid var(--c-focus);outline-offset:3px}
.container{width:100%;max-width:var(--max-width);margin-inline:auto;padding-inline:clamp(1.125rem,4vw,2rem)}
.visually-hidden{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.skip-link{position:absolute;left:1rem;top:-200px;z-index:100;padding:.75rem 1.25rem;min-height:var(--tap);background:var(--c-brand);color:var(--c-on-brand);font-weight:700;border-radius:var(--r-btn)}
.skip-link:focus{top:1rem}
main:focus{outline:none}

/* Header and navigation */
.site-header{position:relative;z-index:10;background:var(--c-bg);color:var(--c-text);border-bottom:1px solid var(--c-border)}
.header__inner{display:flex;align-items:center;gap:1rem;min-height:4.5rem}
.brand{display:inline-flex;align-items:center;gap:.65rem;min-height:var(--tap);color:var(--c-text);text-decoration:none;font-family:var(--font-heading);font-weight:700;font-size:1.15rem;line-height:1.2;margin-right:auto;min-width:0}
.brand__logo{max-height:2.75rem;width:auto}
@media (max-width:639px){.brand--long{font-size:1rem}}
.brand__name{min-width:0;overflow-wrap:anywhere}
.nav ul{list-style:none;margin:0;padding:0}
.nav a{display:flex;align-items:center;min-height:var(--tap);padding:0 .8rem;color:var(--c-text);text-decoration:none;font-weight:500}
.nav a:hover{color:var(--c-link)}
.nav a[aria-current=page]{color:var(--c-link);text-decoration:underline;text-decoration-thickness:2px;text-underline-offset:.5em}
.site-header .nav--desktop,.site-header .header__cta{display:none}
.nav--mobile summary{display:flex;align-items:center;gap:.5rem;min-height:var(--tap);min-width:var(--tap);padding:0 .9rem;border:1px solid var(--c-input-border);border-radius:var(--r-btn);cursor:pointer;font-weight:600;list-style:none;color:var(--c-text)}
.nav--mobile summary::-webkit-details-marker{display:none}
.nav--mobile summary .icon{width:1.25rem;height:1.25rem}
.nav--mobile > nav{position:absolute;left:0;right:0;top:100%;background:var(--c-bg);border-bottom:1px solid var(--c-border);box-shadow:0 18px 30px -18px rgba(0,0,0,.35);padding:.5rem clamp(1.125rem,4vw,2rem) 1rem}
.nav--mobile a{padding:0 .25rem;border-bottom:1px solid var(--c-border)}
.nav--mobile li:last-child a{border-bottom:0}
.lang-switch ul{display:flex;list-style:none;margin:0;padding:0}
.lang-switch a{display:flex;align-items:center;min-height:var(--tap);padding:0 .6rem;color:var(--c-text);font-size:.9rem;font-weight:600;text-decoration:none}
.lang-switch a:hover{color:var(--c-link)}
.lang-switch a[aria-current=true]{color:var(--c-link);text-decoration:underline;text-underline-offset:.35em}
@media (min-width:960px){.site-header .nav--mobile{display:none}.site-header .nav--desktop{display:block}.nav--desktop ul{display:flex;gap:.15rem}.site-header .header__cta{display:inline-flex}}

/* Buttons */
.btn{display:inline-flex;align-items:center;justify-content:center;gap:.55rem;min-height:var(--tap);padding:.7rem 1.5rem;border:2px solid var(--c-brand);border-radius:var(--r-btn);background:var(--c-brand);color:var(--c-on-brand);font:inherit;font-weight:var(--fw-button);letter-spacing:var(--tracking-button);text-transform:var(--case-button);text-decoration:none;line-height:1.2;text-align:center;cursor:pointer;transition:background-color .15s,border-color .15s,transform .15s}
.btn:hover{background:var(--c-brand-strong);border-color:var(--c-brand-strong)}
.btn .icon{width:1.15em;height:1.15em;flex:none}
.btn--outline{background:transparent;color:var(--c-link);border-color:currentColor}
.btn--outline:hover{background:transparent;border-color:currentColor;text-decoration:underline}
.btn--small{padding:.5rem 1.1rem}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.75rem}
.link-arrow{display:inline-flex;align-items:center;gap:.4rem;min-height:var(--tap);font-weight:600}
.link-arrow .icon{width:1.1em;height:1.1em}

/* Sections */
.section{padding-block:var(--space-section);background:var(--c-bg);color:var(--c-text)}
.section--alt{background:var(--c-surface)}
.section-head{max-width:44rem;margin-bottom:clamp(1.75rem,4vw,3rem)}
.section-head--center{margin-inline:auto;text-align:center}
.section-head h2{margin-bottom:.4em}
.section-intro{color:var(--c-muted);font-size:var(--fs-lead)}
.eyebrow{display:inline-block;margin:0 0 .85rem;color:var(--c-accent-text);font-size:.8125rem;font-weight:700;letter-spacing:.14em;text-transform:uppercase;line-height:1.4}
.section-more{margin-top:2rem}
.prose{max-width:42rem}
.prose p:not(.eyebrow){color:var(--c-text)}

/* Hero */
.hero{position:relative;overflow:hidden;background:var(--c-hero-bg);color:var(--c-hero-text);padding-block:clamp(3.5rem,10vw,7.5rem)}
.hero--gradient{background:linear-gradient(125deg,var(--c-hero-bg) 0%,var(--c-hero-bg-2) 100%)}
.hero h1{color:var(--c-hero-text);max-width:20ch}
.hero .eyebrow{color:var(--c-hero-text)}
.hero__lead{color:var(--c-hero-muted);font-size:var(--fs-lead);max-width:38rem}
.hero__inner{position:relative;z-index:1;display:grid;grid-template-columns:minmax(0,1fr);gap:clamp(2rem,5vw,4rem);align-items:center}
.hero .btn{background:var(--c-hero-btn);border-color:var(--c-hero-btn);color:var(--c-on-hero-btn)}
.hero .btn:hover{filter:brightness(.94)}
.hero .btn--outline{background:transparent;color:var(--c-hero-text);border-color:currentColor}
.hero .btn--outline:hover{filter:none}
.hero--centered .hero__content{text-align:center;margin-inline:auto;max-width:50rem}
.hero--centered h1,.hero--centered .hero__lead{margin-inline:auto}
.hero--centered .actions{justify-content:center}
.hero--centered .hero__visual{max-width:64rem;margin-inline:auto;width:100%}
.hero--centered .hero__img{aspect-ratio:16/9}
@media (min-width:700px){.hero--centered .hero__img{aspect-ratio:21/9}}
.hero--page{padding-block:clamp(2.75rem,7vw,5rem)}
.hero--page h1{font-size:var(--fs-page-title);max-width:26ch}
.hero--page-centered .hero__content{text-align:center;margin-inline:auto;max-width:46rem}
.hero--page-centered h1,.hero--page-centered .hero__lead{margin-inline:auto}
.hero__img{width:100%;border-radius:var(--r-img);object-fit:cover}
.hero--cover{min-height:min(80vh,44rem);display:flex;align-items:center}
.hero--cover .hero__media{position:absolute;inset:0;z-index:0}
.hero--cover .hero__media img{width:100%;height:100%;object-fit:cover}
.hero--cover .hero__media::after{content:"";position:absolute;inset:0;background:linear-gradient(100deg,color-mix(in srgb,var(--c-hero-bg) 90%,transparent) 0%,color-mix(in srgb,var(--c-hero-bg) 72%,transparent) 100%)}
.hero--cover .hero__content{max-width:42rem}
@media (min-width:900px){.hero--split .hero__inner{grid-template-columns:minmax(0,1.1fr) minmax(0,.9fr)}}

/* Art: a palette composition wherever a picture is missing (render/art.ts) */
picture{display:contents}
.art{position:relative;display:grid;place-items:center;overflow:hidden;aspect-ratio:4/3;width:100%;border-radius:var(--r-img);color:var(--c-on-brand);background:linear-gradient(135deg,var(--c-brand) 0%,var(--c-brand-strong) 100%)}
.art .icon{width:34%;height:auto;stroke-width:1.25}
.art--small{aspect-ratio:16/10}
.motif{position:absolute;inset:0;width:100%;height:100%}
.motif .m-a{fill:var(--c-accent);opacity:.85}
.motif .m-b{fill:var(--c-brand-strong);opacity:.9}
.motif .m-c{fill:var(--c-on-brand);opacity:.16}
.motif--arcs .m-a{opacity:.55}
.motif__mark{position:absolute;right:6%;bottom:8%;display:grid;place-items:center;width:clamp(3rem,18%,5rem);aspect-ratio:1;border-radius:50%;background:var(--c-brand-strong);color:var(--c-on-brand)}
.art .motif__mark .icon{width:55%;stroke-width:1.5}
.eyebrow__mark .icon{display:inline-block;width:1.25em;height:1.25em;margin-right:.5em;vertical-align:-.3em}

/* Grids and cards */
.grid{display:grid;gap:var(--gap);grid-template-columns:minmax(0,1fr);list-style:none;margin:0;padding:0}
@media (min-width:640px){.grid{grid-template-columns:repeat(var(--cols-sm,2),minmax(0,1fr))}}
@media (min-width:1000px){.grid{grid-template-columns:repeat(var(--cols,3),minmax(0,1fr))}}
.grid--single{max-width:46rem}
.section-head--center + .grid--single{margin-inline:auto}
.card{position:relative;display:flex;flex-direction:column;gap:.35rem;padding:clamp(1.35rem,3vw,1.85rem);background:var(--c-card);color:var(--c-text);border-radius:var(--r-card)}
.card h3{margin-bottom:.25rem}
.card p{color:var(--c-muted)}
.card__img{width:calc(100% + 2 * clamp(1.35rem,3vw,1.85rem));max-width:none;margin:calc(-1 * clamp(1.35rem,3vw,1.85rem)) calc(-1 * clamp(1.35rem,3vw,1.85rem)) 1rem;aspect-ratio:16/10;object-fit:cover;border-radius:var(--r-card) var(--r-card) 0 0}
.icon-badge{display:inline-grid;place-items:center;width:3.25rem;height:3.25rem;margin-bottom:.85rem;border-radius:calc(var(--r-card) * .75 + 6px);background:var(--c-icon-bg);color:var(--c-icon-fg)}
.icon-badge .icon{width:1.6rem;height:1.6rem}
.price{margin-top:.25rem;font-weight:700;color:var(--c-text)!important}
.feature{display:flex;flex-direction:column;gap:.25rem}
.feature p{color:var(--c-muted)}

/* Story / split */
.split{display:grid;grid-template-columns:minmax(0,1fr);gap:clamp(2rem,5vw,4.5rem);align-items:center}
@media (min-width:900px){.split{grid-template-columns:minmax(0,1fr) minmax(0,1fr)}.split--reverse .split__media{order:-1}}
.split__media img{width:100%;border-radius:var(--r-img);aspect-ratio:4/3;object-fit:cover}
.split__text p:not(.eyebrow){color:var(--c-text)}
.stack__media{margin-top:2rem}

/* Testimonials */
.quote{margin:0}
.quote figure{margin:0;height:100%;display:flex;flex-direction:column;gap:1rem}
.quote blockquote{margin:0;font-size:1.05rem}
.quote blockquote p{color:var(--c-text)}
.quote .icon{width:1.75rem;height:1.75rem;color:var(--c-icon-fg)}
.quote figcaption{margin-top:auto;display:flex;flex-direction:column;font-weight:700;color:var(--c-text)}
.quote__source{font-weight:400;font-size:.9rem;color:var(--c-muted)}
.stars{display:flex;gap:.15rem;color:var(--c-accent-text)}
.stars .icon{width:1.1rem;height:1.1rem;fill:currentColor}

/* FAQ */
.faq{max-width:50rem;display:grid;gap:.75rem}
.faq details{background:var(--c-card);color:var(--c-text);border:1px solid var(--c-border);border-radius:var(--r-card)}
.faq summary{display:flex;align-items:center;justify-content:space-between;gap:1rem;min-height:var(--tap);padding:1rem 1.25rem;cursor:pointer;font-weight:600;list-style:none}
.faq summary::-webkit-details-marker{display:none}
.faq summary::after{content:"+";flex:none;font-size:1.5rem;line-height:1;color:var(--c-link)}
.faq details[open] summary::after{content:"\\2212"}
.faq__answer{padding:0 1.25rem 1.25rem;color:var(--c-muted)}
.faq__answer p{color:var(--c-muted)}

/* Hours */
.hours{width:100%;border-collapse:collapse;background:var(--c-card);color:var(--c-text);border-radius:var(--r-card);overflow:hidden}
.hours th,.hours td{padding:.8rem 1.1rem;text-align:left;border-bottom:1px solid var(--c-border)}
.hours tr:last-child th,.hours tr:last-child td{border-bottom:0}
.hours th{font-weight:600}
.hours td{text-align:right;color:var(--c-muted)}
.hours-note{margin-top:1rem;color:var(--c-muted)}
.hours-block{display:grid;gap:2rem}
@media (min-width:760px){.hours-block--details{grid-template-columns:minmax(0,3fr) minmax(0,2fr);align-items:start}}

/* Gallery */
.gallery{display:grid;gap:.75rem;grid-template-columns:repeat(2,minmax(0,1fr));list-style:none;margin:0;padding:0}
@media (min-width:900px){.gallery{grid-template-columns:repeat(min(var(--cols,3),3),minmax(0,1fr))}}
.gallery img{width:100%;aspect-ratio:1;object-fit:cover;border-radius:var(--r-img)}
.gallery li:last-child:nth-child(odd){grid-column:span 2}
.gallery li:last-child:nth-child(odd) img{aspect-ratio:2}
@media (min-width:900px){.gallery li:last-child:nth-child(odd){grid-column:auto}.gallery li:last-child:nth-child(odd) img{aspect-ratio:1}.gallery--3 li:last-child:nth-child(3n+4){grid-column:span 3}.gallery--3 li:last-child:nth-child(3n+4) img{aspect-ratio:3}.gallery--3 li:nth-child(3n+4):nth-last-child(2){grid-column:span 2}.gallery--3 li:nth-child(3n+4):nth-last-child(2) img{aspect-ratio:2}}

/* Contact */
.contact{display:grid;grid-template-columns:minmax(0,1fr);gap:clamp(1.5rem,4vw,3rem);align-items:start}
@media (min-width:900px){.contact--details{grid-template-columns:minmax(0,1.35fr) minmax(0,1fr)}}
.form-card{padding:clamp(1.35rem,4vw,2.25rem);background:var(--c-card);color:var(--c-text);border:1px solid var(--c-border);border-radius:var(--r-card)}
.field{display:grid;gap:.4rem;margin-bottom:1.1rem}
.field label{font-weight:600}
.field .optional{font-weight:400;color:var(--c-muted)}
.field input,.field textarea{width:100%;min-height:var(--tap);padding:.7rem .9rem;font:inherit;color:var(--c-text);background:var(--c-card);border:1px solid var(--c-input-border);border-radius:min(var(--r-btn),10px)}
.field textarea{min-height:9rem;resize:vertical}
.field input:focus-visible,.field textarea:focus-visible{outline:3px solid var(--c-focus);outline-offset:1px}
.hp{position:absolute!important;left:-10000px;top:auto;width:1px;height:1px;overflow:hidden}
.form-note{margin-top:1rem;font-size:.9rem;color:var(--c-muted)}
.notice{display:none;margin-bottom:1.25rem;padding:1rem 1.25rem;border-left:4px solid var(--c-brand);background:var(--c-surface);color:var(--c-text);border-radius:min(var(--r-card),10px);font-weight:600}
.notice:target,.notice.is-visible{display:block}
.details{display:grid;gap:1.25rem;list-style:none;margin:0;padding:0}
.details li{display:flex;gap:.9rem;align-items:flex-start}
.details .icon-badge{margin:0;flex:none;width:2.75rem;height:2.75rem}
.details .icon-badge .icon{width:1.3rem;height:1.3rem}
.details strong{display:block}
.details a{display:inline-flex;align-items:center;min-height:var(--tap)}
.details .hours{margin-top:.5rem;font-size:.95rem}
.branch address{font-style:normal}.branch a{display:inline-flex;align-items:center;min-height:var(--tap);overflow-wrap:anywhere}.branch .hours{margin-top:.5rem;font-size:.95rem}

/* Location */
.location{display:grid;grid-template-columns:minmax(0,1fr);gap:clamp(1.5rem,4vw,3rem);align-items:center}
@media (min-width:900px){.location{grid-template-columns:minmax(0,1fr) minmax(0,1fr)}}
.location address{font-style:normal;font-size:1.15rem;margin-bottom:1rem}

/* CTA band */
.band{padding-block:clamp(3rem,8vw,5rem);background:linear-gradient(120deg,var(--c-band-bg),var(--c-band-bg-2));color:var(--c-on-band)}
.band h2{color:var(--c-on-band);margin-bottom:.35em}
.band p:not(.eyebrow){color:var(--c-on-band);font-size:var(--fs-lead);max-width:40rem}
.band__inner{display:grid;grid-template-columns:minmax(0,1fr);gap:1.5rem;align-items:center}
@media (min-width:900px){.band__inner{grid-template-columns:minmax(0,1fr) auto}.band .actions{margin-top:0}}
.band .btn{background:var(--c-band-btn);border-color:var(--c-band-btn);color:var(--c-on-band-btn)}
.band .btn:hover{filter:brightness(.94)}
.band .btn--outline{background:transparent;border-color:currentColor;color:var(--c-on-band)}
.band .eyebrow{color:var(--c-on-band)}
.band :focus-visible,.hero :focus-visible,.site-footer :focus-visible{outline-color:currentColor}

/* Trust */
.trust{display:grid;gap:.85rem;grid-template-columns:minmax(0,1fr);list-style:none;margin:0;padding:0}
@media (min-width:700px){.trust{grid-template-columns:repeat(2,minmax(0,1fr))}}
.trust li{display:flex;gap:.75rem;align-items:center;padding:1rem 1.15rem;background:var(--c-card);color:var(--c-text);border:1px solid var(--c-border);border-radius:var(--r-card);font-weight:600}
.trust .icon{flex:none;width:1.5rem;height:1.5rem;color:var(--c-icon-fg)}

/* Menu */
.menu{display:grid;grid-template-columns:minmax(0,1fr);gap:clamp(2rem,5vw,3.5rem)}
@media (min-width:900px){.menu{grid-template-columns:repeat(min(var(--cols,2),2),minmax(0,1fr))}}
.menu h3{padding-bottom:.5rem;border-bottom:2px solid var(--c-border)}
.menu ul{list-style:none;margin:0;padding:0;display:grid;gap:.75rem}
.menu__group{scroll-margin-top:5rem}
.menu__row{display:flex;align-items:baseline;gap:.5rem;font-weight:600}
.menu__name{min-width:0;overflow-wrap:break-word}
.menu__index ul{list-style:none;margin:0 0 2rem;padding:0;display:flex;flex-wrap:wrap;gap:.5rem}
.menu__index a{display:inline-block;padding:.45rem .9rem;border:1px solid var(--c-border);border-radius:999px;color:var(--c-text);text-decoration:none;font-size:.95rem}
.menu__index a:hover,.menu__index a:focus-visible{border-color:var(--c-brand)}
.menu__dots{flex:1;min-width:1rem;border-bottom:2px dotted var(--c-border);transform:translateY(-.3em)}
.menu__price{white-space:nowrap}
.menu__desc{margin:.2rem 0 0;color:var(--c-muted);font-size:.95rem}

/* Footer */
.site-footer{background:var(--c-footer-bg);color:var(--c-footer-text);padding-block:clamp(3rem,7vw,4.5rem) 1.5rem;font-size:.975rem}
.footer__grid{display:grid;gap:2rem;grid-template-columns:minmax(0,1fr)}
.footer__name{overflow-wrap:anywhere}
@media (min-width:700px){.footer__grid{grid-template-columns:repeat(2,minmax(0,1fr))}}
@media (min-width:1000px){.footer__grid{grid-template-columns:minmax(0,1.4fr) repeat(var(--footer-cols,3),minmax(0,1fr))}}
.footer__name{font-family:var(--font-heading);font-weight:700;font-size:1.3rem;margin-bottom:.5rem}
.footer__blurb,.footer__muted{color:var(--c-footer-muted)}
.footer__title{font-family:var(--font-body);font-size:.8125rem;font-weight:700;letter-spacing:.14em;text-transform:uppercase;color:var(--c-footer-muted);margin-bottom:.75rem}
.site-footer ul{list-style:none;margin:0;padding:0}
.site-footer a{display:inline-flex;align-items:center;gap:.5rem;min-height:var(--tap);min-width:var(--tap);color:var(--c-footer-text);text-decoration:none}
.site-footer a:hover{text-decoration:underline}
.site-footer .icon{width:1.05rem;height:1.05rem;flex:none}
.site-footer a span,.details a,.topbar a span{min-width:0;overflow-wrap:anywhere}
.footer__address{display:flex;gap:.5rem;align-items:flex-start;padding-block:.6rem;font-style:normal}
.footer__address .icon{margin-top:.2rem}
.footer__hours{display:grid;grid-template-columns:auto 1fr;gap:.2rem 1rem;margin:0}
.footer__hours dt{font-weight:600}
.footer__hours dd{margin:0;color:var(--c-footer-muted)}
.site-footer .footer__social{display:flex;flex-wrap:wrap;gap:0 1.25rem;margin-top:.75rem}
.footer__bottom{margin-top:2.5rem;padding-top:1.25rem;border-top:1px solid color-mix(in srgb,var(--c-footer-text) 20%,transparent);color:var(--c-footer-muted);font-size:.9rem}
.footer__bottom p{color:var(--c-footer-muted)}

@media (prefers-reduced-motion:reduce){*,*::before,*::after{transition:none!important;animation:none!important}}
@media print{.site-header nav,.nav--mobile,.band,.skip-link{display:none}.section,.hero,.site-footer{background:none;color:#000}}
`;
