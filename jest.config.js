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
  // The suite waits on sockets and child processes far more than it computes: more workers than
  // the 2 cores of CI's machine finish sooner. Measured on it (npm test -- --maxWorkers=N, whole
  // suite, 903 tests): 2 workers 217 s, 4 122 s, 6 99 to 104 s (three runs), 8 90 s with every
  // file slower. 6 keeps the timing bounds of the spawned tests far from their limits. Every file
  // starts its own servers on port 0 and writes only in its own temporary folders, so files may
  // run in any order side by side.
  maxWorkers: 6,
  // End-to-end tests spawn processes and wait on real HTTP.
  testTimeout: 30000,
  reporters: ['default', '<rootDir>/__tests__/support/slowest-files-reporter.js'],
  // One temporary folder per run, removed at its end (support/temporary-folder.js).
  globalSetup: '<rootDir>/__tests__/support/global-setup.js',
  globalTeardown: '<rootDir>/__tests__/support/global-teardown.js'
}
