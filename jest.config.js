/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { target: 'es2022', parser: { syntax: 'typescript' } }, module: { type: 'commonjs' } },
    ],
  },
  testMatch: ['<rootDir>/**/test/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/\\.data/', '/\\.tools/'],
  testTimeout: 30_000,
  maxWorkers: 2,
  reporters: ['default', '<rootDir>/scripts/lib/slowest-reporter.js'],
};
