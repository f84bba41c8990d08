// Art for pages without photos: an abstract composition drawn in the site's own palette (classes styled in
// the inline stylesheet), chosen from the business name so sites differ, with the trade's signature icon as a small
// mark. Decorative only: hidden from assistive technology and free of text.
import { createHash } from 'node:crypto';
import { iconSvg, type IconName } from '../icons';

const MOTIFS = ['arcs', 'dots', 'bands', 'blocks'] as const;
export type Motif = (typeof MOTIFS)[number];

export function motifFor(seed: string): Motif {
  const n = createHash('sha1').update(seed.toLowerCase()).digest()[0]!;
  return MOTIFS[n % MOTIFS.length]!;
}

function shapes(motif: Motif): string {
  switch (motif) {
    case 'arcs':
      return [0, 1, 2, 3, 4]
        .map((i) => `<circle class="${i % 2 ? 'm-b' : 'm-a'}" cx="400" cy="300" r="${300 - i * 56}"/>`)
        .join('');
    case 'dots': {
      const dots: string[] = [];
      for (let y = 0; y < 6; y++)
        for (let x = 0; x < 8; x++) {
          const r = 4 + ((x + y) % 4) * 4;
          dots.push(
            `<circle class="${(x * 3 + y) % 5 === 0 ? 'm-a' : 'm-c'}" cx="${25 + x * 50}" cy="${25 + y * 50}" r="${r}"/>`,
          );
        }
      return dots.join('');
    }
    case 'bands':
      return [0, 1, 2, 3, 4, 5]
        .map(
          (i) =>
            `<path class="${i % 3 === 0 ? 'm-a' : i % 3 === 1 ? 'm-c' : 'm-b'}" d="M${-200 + i * 110} 300 L${-40 + i * 110} 0 L${20 + i * 110} 0 L${-140 + i * 110} 300Z"/>`,
        )
        .join('');
    case 'blocks':
      return '<rect class="m-b" x="0" y="0" width="200" height="150"/><circle class="m-a" cx="300" cy="75" r="75"/><path class="m-c" d="M0 300 A150 150 0 0 1 300 300Z"/><rect class="m-a" x="300" y="150" width="100" height="150"/>';
  }
}

/** The hero's art: a palette composition with the trade's mark in a corner. */
export function heroArt(seed: string, icon: IconName): string {
  const motif = motifFor(seed);
  return `<svg class="motif motif--${motif}" viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">${shapes(motif)}</svg><span class="motif__mark">${iconSvg(icon)}</span>`;
}
