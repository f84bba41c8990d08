// System font stacks only: generated sites make no font requests (fast, private, no third party).
// Stacks follow modernfontstacks.com: each names fonts that ship with common operating systems.

export const FONT_STACKS = {
  'system-ui':
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif',
  'neo-grotesque': 'Inter, Roboto, "Helvetica Neue", "Arial Nova", "Nimbus Sans", "Liberation Sans", Arial, sans-serif',
  geometric: 'Avenir, Montserrat, Corbel, "URW Gothic", "Century Gothic", source-sans-pro, "DejaVu Sans", sans-serif',
  humanist: 'Seravek, "Gill Sans Nova", Ubuntu, Calibri, "DejaVu Sans", source-sans-pro, sans-serif',
  industrial:
    'Bahnschrift, "DIN Alternate", "Franklin Gothic Medium", "Nimbus Sans Narrow", "Liberation Sans Narrow", sans-serif-condensed, sans-serif',
  rounded:
    'ui-rounded, "Hiragino Maru Gothic ProN", Quicksand, Comfortaa, Manjari, "Arial Rounded MT", "Arial Rounded MT Bold", Calibri, source-sans-pro, sans-serif',
  transitional: 'Charter, "Bitstream Charter", "Sitka Text", Cambria, "Liberation Serif", serif',
  'old-style': '"Iowan Old Style", "Palatino Linotype", "URW Palladio L", P052, "DejaVu Serif", serif',
  didone: 'Didot, "Bodoni MT", "Noto Serif Display", "URW Palladio L", P052, Sylfaen, "Liberation Serif", serif',
  'slab-serif': 'Rockwell, "Rockwell Nova", "Roboto Slab", "DejaVu Serif", "Sitka Small", serif',
} as const;

export type FontStackId = keyof typeof FONT_STACKS;
export const FONT_STACK_IDS = Object.keys(FONT_STACKS) as [FontStackId, ...FontStackId[]];
