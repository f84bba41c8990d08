/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { target: 'es2022', parser: { syntax: 'typescript' } }, module: { type: 'commonjs' } },
    ],
    // ESM-only dependencies, compiled to CommonJS for jest (Node itself loads them with require(esm)).
    '/node_modules/.+\\.js$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/country-to-currency@|country-to-currency/)'],
  testMatch: ['<rootDir>/**/test/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/\\.data/', '/\\.tools/'],
  testTimeout: 30_000,
  maxWorkers: 2,
  reporters: ['default', '<rootDir>/scripts/lib/slowest-reporter.js'],
};
