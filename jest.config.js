// ts-jest in ESM mode: the toolkit (@actions/*, @octokit/*) ships ESM only.
/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    // Sources import './x.js' (NodeNext); point jest back at './x.ts'.
    '^(\\.{1,2}/.*)\\.js$': '$1'
  },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json' }]
  },
  transformIgnorePatterns: ['node_modules/(?!(@actions|@octokit)/)'],
  testMatch: ['**/__tests__/**/*.test.ts'],
  // End-to-end tests spawn processes and wait on real HTTP.
  testTimeout: 30000
}
