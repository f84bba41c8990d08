// Small text helpers every package reads the same way.

/** `s` with every character a regular expression gives a meaning to escaped: it then matches only itself. */
export const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
