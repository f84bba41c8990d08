// `npm run lint` (and so `npm test`) checks the layering of ARCHITECTURE.md and that no runtime import cycle exists.
// Type-only imports are left out: they vanish at run time and may point anywhere a type lives.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'A runtime import cycle: modules that load each other half-initialised.',
      from: {},
      to: { circular: true, dependencyTypesNot: ['type-only'], viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'contracts-config-at-the-bottom',
      severity: 'error',
      comment: 'packages/contracts and packages/config import no other package of this repository.',
      from: { path: '^packages/(contracts|config)/src' },
      to: {
        path: '^(packages/(?!contracts|config)|activities|workflows|services)/',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'packages-below-activities-and-services',
      severity: 'error',
      comment: 'A package under packages/ imports no activity, workflow or service code.',
      from: { path: '^packages/[^/]+/src' },
      to: { path: '^(activities|workflows|services)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'activities-below-services',
      severity: 'error',
      comment: 'Activities import no service code (services compose activities, not the other way round).',
      from: { path: '^activities/' },
      to: { path: '^services/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'gateway-and-dashboard-without-activities',
      severity: 'error',
      comment: 'The HTTP services start workflows; they run no activity code (the Temporal glue stays in the workers).',
      from: { path: '^services/(gateway|dashboard)/src' },
      to: { path: '^activities/' },
    },
    {
      name: 'workflows-deterministic',
      severity: 'error',
      comment:
        'Workflow code imports only @temporalio/workflow, contracts, the workflow-safe part of observability and other workflow code at run time.',
      from: { path: '^workflows/(?!test/)' },
      to: {
        dependencyTypesNot: ['type-only'],
        pathNot: [
          '^workflows/',
          '^packages/contracts/',
          '^packages/observability/src/workflow/',
          'node_modules/@temporalio/(workflow|common)/',
        ],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/generated/', '^packages/client/src/schema\\.ts$', '/test/', '\\.data/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
    combinedDependencies: false,
  },
};
