import { parseApexDomain } from '../src/validate';
import { suggestionCandidates } from '../src/suggest';

it.each([
  ['example.com', 'example.com'],
  ['Joes-Pizza.CO.UK', 'joes-pizza.co.uk'],
  ['  bakery.io ', 'bakery.io'],
  ['example.com.', 'example.com'], // the fully qualified form names the same domain
  ['Café.com', 'xn--caf-dma.com'], // a Unicode name in the ASCII form DNS and the Host header carry
  ['пример.рф', 'xn--e1afmkfd.xn--p1ai'],
  ['xn--caf-dma.com', 'xn--caf-dma.com'],
])('accepts the apex %s', (input, domain) => {
  expect(parseApexDomain(input)).toEqual({ ok: true, domain });
});

it.each([
  ['https://example.com', 'scheme'],
  ['http://example.com', 'scheme'],
  ['www.example.com', 'www'],
  ['example.com/', 'trailing_slash'],
  ['example', 'malformed'],
  ['exa mple.com', 'malformed'],
  ['-bad.com', 'malformed'],
  ['a..com', 'malformed'],
  ['example.com..', 'malformed'],
  ['.', 'malformed'],
  ['caf\u00e9 bar.com', 'malformed'],
  ['caf\u00e9\u0000.com', 'malformed'],
  ['www.café.com', 'www'],
  ['127.0.0.1', 'malformed'],
  ['example.notatld', 'unknown_suffix'],
  ['shop.example.com', 'not_apex'],
  ['co.uk', 'unknown_suffix'],
])('refuses %s (%s)', (input, problem) => {
  const r = parseApexDomain(input);
  expect(r.ok).toBe(false);
  if (!r.ok) {
    expect(r.problem).toBe(problem);
    expect(r.hint.length).toBeGreaterThan(10);
  }
});

it('biases suggestions by city and industry', () => {
  const s = suggestionCandidates('joes.com', { city: 'Austin, TX', industry: 'Pizza' });
  expect(s[0]).toBe('joesaustin.com');
  expect(s).toContain('joespizza.com');
  expect(s).not.toContain('joes.com');
  expect(s.length).toBeLessThanOrEqual(5);
});
