// Styles for the team, timetable and before/after sections (render/sections/showcase.ts). Text colours are
// set with the background they were contrast-checked against (palette CONTRAST_PAIRS).

export const SHOWCASE_CSS = `
/* Team */
.person{align-items:flex-start}
.person__img{aspect-ratio:1;object-position:50% 25%}
.person__mark{display:grid;place-items:center;width:4.5rem;height:4.5rem;margin-bottom:.75rem;border-radius:50%;background:var(--c-brand);color:var(--c-on-brand);font-family:var(--font-heading);font-weight:700;font-size:1.35rem;letter-spacing:.04em}
.person__role{font-weight:600;color:var(--c-accent-text)!important}

/* Timetable */
.timetable{display:grid;gap:var(--gap);grid-template-columns:minmax(0,1fr)}
@media (min-width:640px){.timetable{grid-template-columns:repeat(var(--cols-sm,2),minmax(0,1fr))}}
@media (min-width:1000px){.timetable{grid-template-columns:repeat(var(--cols,3),minmax(0,1fr))}}
.timetable__day{padding:clamp(1.1rem,3vw,1.5rem);background:var(--c-card);color:var(--c-text);border:1px solid var(--c-border);border-radius:var(--r-card)}
.timetable__day h3{padding-bottom:.5rem;border-bottom:2px solid var(--c-border)}
.timetable ul{list-style:none;margin:0;padding:0;display:grid;gap:.85rem}
.timetable li{display:grid;grid-template-columns:minmax(5.5rem,auto) minmax(0,1fr);gap:0 .9rem}
.timetable__time{font-weight:700;white-space:nowrap}
.timetable__class{font-weight:600}
.timetable__who{grid-column:2;color:var(--c-muted);font-size:.95rem}

/* Before and after */
.ba__pair{margin:0;display:flex;flex-direction:column;gap:.75rem}
.ba__images{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:.5rem}
.ba__side{position:relative}
.ba__side img{width:100%;aspect-ratio:4/5;object-fit:cover;border-radius:var(--r-img)}
.ba__label{position:absolute;left:.5rem;top:.5rem;margin:0;padding:.2rem .6rem;border-radius:var(--r-btn);background:var(--c-brand);color:var(--c-on-brand);font-size:.8125rem;font-weight:700;letter-spacing:.06em;text-transform:uppercase}
.ba__pair figcaption{color:var(--c-text)}
`;
