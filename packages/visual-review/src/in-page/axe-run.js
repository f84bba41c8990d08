/* global axe, document */
// Runs axe-core (already evaluated into the page) and returns only what the review reports. Plain JavaScript
// for the same reason as probe.js. Result type: AxeViolation[] in ../probe.ts.
// eslint-disable-next-line @typescript-eslint/no-unused-expressions -- the page evaluates this expression
async (opts) => {
  const result = await axe.run(document, {
    runOnly: { type: 'rule', values: opts.rules },
    resultTypes: ['violations'],
    elementRef: false,
    iframes: false,
  });
  return result.violations.map((v) => ({
    id: v.id,
    help: v.help,
    nodes: v.nodes.slice(0, opts.maxNodes).map((n) => ({
      target: n.target.flat(Infinity).join(' '),
      html: String(n.html).slice(0, 200),
      data: (n.any[0] && n.any[0].data) || null,
    })),
    more: Math.max(0, v.nodes.length - opts.maxNodes),
  }));
}
