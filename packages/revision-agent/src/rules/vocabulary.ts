// Owners' words for the parts of a page, read as the words the rules know: "the hero", "the banner", "the top of
// the page" and "the big headline" are the page header's headline; "the main picture" its photo; "the footer"
// line is the tagline the footer shows; "the price list" is the services. Only the owner's request is rewritten,
// never the quoted words it carries.

const PHOTO = /\b(?:photos?|pictures?|images?|pics?|shots?)\b/i;
/** [owners' words, the words the rules read]; applied in order, outside quotes. */
const HEADER_TEXT: [RegExp, string][] = [
  [
    /\b(?:the\s+)?(?:text|words|wording|title|heading)\s+(?:at|on|in)\s+the\s+top\s+of\s+(?:the\s+)?(?:(home ?page|front page|main page)|(?:([\w&' -]{1,30}?)\s+)?page)\b/gi,
    'the headline on the $1$2 page',
  ],
  [
    /\b(?:the\s+)?(?:hero(?:\s+(?:section|banner|text|title|heading|line))?|top banner|big banner|main banner|banner(?!\s+at the bottom)|big headline|main headline|big heading|main heading|big title|main title|big text at the top|top of the (?:home ?page|front page|page|site|website))\b/gi,
    'the headline',
  ],
  [
    /\b(?:the\s+)?(?:line|text|words|blurb|tagline|slogan)\s+in\s+the\s+footer\b|\b(?:the\s+)?footer(?:\s+(?:text|line|blurb))?\b/gi,
    'the tagline',
  ],
];
const PARTS: [RegExp, string][] = [
  [
    /\b(?:take|get)\s+(.+?)\s+(?:off|out of)\s+(?:the\s+|our\s+|my\s+)?(?:price ?list|prices list|list of prices|pricing list|pricing table)\b/gi,
    'remove $1 from our services',
  ],
  [
    /\b(?:the\s+|our\s+|my\s+)?(?:price ?list|prices list|list of prices|pricing list|pricing table)\b/gi,
    'our services',
  ],
];

/** Replaces outside "..." and '...' only. */
function outsideQuotes(text: string, re: RegExp, to: string): string {
  return text
    .split(/("[^"]*"|(?<!\w)'[^']*'(?!\w))/)
    .map((part, i) => (i % 2 ? part : part.replace(re, to)))
    .join('');
}

export function ownersWords(text: string): string {
  let t = text;
  for (const [re, to] of PARTS) t = outsideQuotes(t, re, to);
  // "the main picture", "the hero image": the photo rules already read hero/main/top/banner with a photo word.
  if (PHOTO.test(t.replace(/"[^"]*"/g, ''))) return t;
  for (const [re, to] of HEADER_TEXT) t = outsideQuotes(t, re, to);
  return t.replace(/\bthe headline on the\s+page\b/gi, 'the headline').replace(/\bthe the\b/gi, 'the');
}
