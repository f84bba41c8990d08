// What makes each style recognisable beyond its tokens: card, eyebrow and header treatments, and a few
// signature rules per style. Only the chosen style's rules are emitted, so styles produce distinct CSS.
import type { DesignStyle } from '@sgs/contracts';
import type { CardTreatment, StyleDefinition } from '../../theme/styles';

const CARD: Record<CardTreatment, string> = {
  shadow: `.card{box-shadow:0 1px 2px rgba(16,24,40,.06),0 12px 28px -14px rgba(16,24,40,.22)}`,
  border: `.card{border:1px solid var(--c-border)}`,
  flat: `.card{background:transparent;padding-inline:0;border-top:2px solid var(--c-border);border-radius:0}.card__img{width:100%;margin:0 0 1rem;border-radius:var(--r-img)}`,
  tinted: `.card{box-shadow:0 1px 0 var(--c-border)}`,
  outline: `.card{border:2px solid var(--c-text);box-shadow:6px 6px 0 0 var(--c-brand)}`,
};

const EYEBROW: Record<StyleDefinition['eyebrow'], string> = {
  caps: '',
  rule: `.eyebrow{display:inline-flex;align-items:center;gap:.75rem}.eyebrow::before{content:"";width:2rem;height:3px;background:currentColor}`,
  pill: `.eyebrow{padding:.35rem .85rem;border:1px solid currentColor;border-radius:999px;letter-spacing:.08em}`,
  italic: `.eyebrow{font-family:var(--font-heading);font-style:italic;text-transform:none;letter-spacing:0;font-weight:400;font-size:1.1rem}`,
};

const HEADER: Record<StyleDefinition['header'], string> = {
  light: '',
  brand: `.topbar{display:block;background:var(--c-brand);color:var(--c-on-brand);font-size:.9rem}.topbar a{color:var(--c-on-brand)}.site-header{box-shadow:0 2px 12px -6px rgba(16,24,40,.18);border-bottom:0}`,
  dark: `.site-header{border-bottom-color:var(--c-border);background:color-mix(in srgb,var(--c-bg) 92%,#000)}`,
};

const SIGNATURE: Record<DesignStyle, string> = {
  'Bold & Modern': `
.section-head h2::after{content:"";display:block;width:3.5rem;height:.35rem;margin-top:.9rem;background:var(--c-accent)}
.section-head--center h2::after{margin-inline:auto}
.hero h1{max-width:16ch}
.hero .art{background:color-mix(in srgb,var(--c-hero-text) 10%,transparent);color:var(--c-hero-text);border:2px solid color-mix(in srgb,var(--c-hero-text) 35%,transparent)}
.hero__img{box-shadow:10px 10px 0 0 var(--c-accent)}
.btn:hover{transform:translate(-2px,-2px)}
.band{border-top:6px solid var(--c-accent)}`,
  'Clean Minimal': `
.section + .section:not(.section--alt){border-top:1px solid var(--c-border)}
.section-head{margin-inline:auto;text-align:center}
.faq,.grid--single,.section--hours .hours,.section--text .prose{margin-inline:auto}
.section-more{text-align:center}
.hero{border-bottom:1px solid var(--c-border)}

.card{transition:border-color .15s}
.card:hover{border-color:var(--c-input-border)}
.icon-badge{background:transparent;border:1px solid var(--c-border);width:2.75rem;height:2.75rem}`,
  'Warm & Friendly': `
.hero__img{border-radius:calc(var(--r-img) * 2);box-shadow:18px 18px 0 0 color-mix(in srgb,var(--c-accent) 45%,transparent)}
.hero .art{border-radius:calc(var(--r-img) * 2)}
.icon-badge{border-radius:50%}
.section--alt{background:var(--c-surface)}
.quote{border-top:4px solid color-mix(in srgb,var(--c-accent) 70%,transparent)}
.band{border-radius:0}`,
  'Corporate Professional': `
.topbar__inner{display:flex;flex-wrap:wrap;gap:.25rem 1.5rem;align-items:center;justify-content:flex-end;min-height:2.75rem}
.topbar a{display:inline-flex;align-items:center;gap:.4rem;min-height:var(--tap);text-decoration:none}
.topbar .icon{width:1rem;height:1rem}
@media (max-width:639px){.topbar a.topbar__email{display:none}}
.card{border-top:3px solid var(--c-brand)}
.hero__img{box-shadow:0 24px 48px -24px rgba(16,24,40,.45)}
.section-head h2{padding-left:0}`,
  'Dark & Sleek': `
.hero::before{content:"";position:absolute;inset:-30% -10% auto;height:90%;background:radial-gradient(50% 60% at 50% 40%,color-mix(in srgb,var(--c-brand) 30%,transparent),transparent 70%);pointer-events:none}
.hero h1{letter-spacing:-.025em}
.card{background:linear-gradient(180deg,color-mix(in srgb,var(--c-card) 100%,#fff 0%),var(--c-card));transition:border-color .2s}
.card:hover{border-color:var(--c-link)}
.hero__img{box-shadow:0 30px 80px -30px color-mix(in srgb,var(--c-brand) 60%,transparent)}
.site-footer{border-top:1px solid var(--c-border)}`,
  'Rustic & Natural': `
.section-head h2{font-style:normal}
.section-head::after{content:"";display:block;width:4.5rem;height:0;margin-top:1rem;border-top:3px double var(--c-accent-text)}
.section-head--center::after{margin-inline:auto}
.split__media img,.gallery img{filter:saturate(.92) contrast(1.02)}
.card{border-top-style:double;border-top-width:4px}
.band{background:var(--c-band-bg)}`,
  'Vibrant & Energetic': `
.hero::after{content:"";position:absolute;width:34rem;height:34rem;right:-12rem;top:-14rem;border-radius:50%;background:color-mix(in srgb,var(--c-hero-text) 9%,transparent);pointer-events:none}
.hero .art{background:color-mix(in srgb,var(--c-hero-text) 12%,transparent);color:var(--c-hero-text)}
.hero__img{transform:rotate(1.5deg);border-radius:var(--r-img);box-shadow:0 28px 60px -28px rgba(0,0,0,.5)}
.card::before{content:"";position:absolute;left:0;right:0;top:0;height:5px;border-radius:var(--r-card) var(--r-card) 0 0;background:linear-gradient(90deg,var(--c-brand),var(--c-accent))}
.btn{box-shadow:0 8px 18px -10px color-mix(in srgb,var(--c-brand) 80%,transparent)}
.btn:hover{transform:translateY(-2px)}
.icon-badge{border-radius:1rem;transform:rotate(-4deg)}`,
  'Elegant & Refined': `
.section-head{margin-inline:auto;text-align:center}
.faq,.grid--single,.section--hours .hours,.section--text .prose{margin-inline:auto}
.section-more{text-align:center}
.section-head h2::after{content:"";display:block;width:3.5rem;height:1px;margin:1.1rem auto 0;background:var(--c-accent-text)}
.hero h1{font-weight:400;letter-spacing:.01em}
@media (min-width:700px){.hero__img{outline:1px solid color-mix(in srgb,var(--c-hero-text) 25%,transparent);outline-offset:12px}}
.btn{padding-inline:2rem}
.card{border-top:1px solid var(--c-accent-text);text-align:center;align-items:center}
.icon-badge{background:transparent;color:var(--c-accent-text);border:1px solid currentColor;border-radius:50%}
.quote blockquote{font-family:var(--font-heading);font-style:italic;font-size:1.2rem}`,
};

export function treatmentCss(style: StyleDefinition): string {
  const heading = style.heading.uppercase ? `h1,h2{text-transform:uppercase}` : '';
  return [CARD[style.card], EYEBROW[style.eyebrow], HEADER[style.header], heading, SIGNATURE[style.name]].join('\n');
}
