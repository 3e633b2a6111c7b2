// A jest reporter that ends every run with the ten slowest test files and their wall times, so
// the next slow test is seen the day it lands (the whole suite must stay fast enough to run
// before every commit). Loaded by jest.config.js beside the default reporter; plain JS because
// jest loads reporters without its transform.
import { relative } from 'node:path'

const SHOWN = 10

export default class SlowestFilesReporter {
  /**
   * @param {unknown} _contexts
   * @param {import('@jest/test-result').AggregatedResult} results
   */
  onRunComplete(_contexts, results) {
    const files = results.testResults
      .map((file) => ({
        path: relative(process.cwd(), file.testFilePath),
        seconds: (file.perfStats.end - file.perfStats.start) / 1000,
        tests: file.numPassingTests + file.numFailingTests + file.numPendingTests
      }))
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, SHOWN)
    if (files.length === 0) return
    const width = Math.max(...files.map((file) => file.path.length))
    const wall = (Date.now() - results.startTime) / 1000
    const lines = [
      '',
      `Slowest test files (of ${results.numTotalTestSuites}; the run took ${wall.toFixed(1)} s):`,
      ...files.map(
        (file) =>
          `  ${file.seconds.toFixed(1).padStart(6)} s  ${file.path.padEnd(width)}  ${file.tests} tests`
      ),
      ''
    ]
    process.stderr.write(`${lines.join('\n')}\n`)
  }
}
