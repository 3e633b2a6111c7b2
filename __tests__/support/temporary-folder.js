// jest's globalSetup and globalTeardown (jest.config.js): every test run gets a temporary folder
// of its own, given to the workers and every process they start as TMPDIR, and removes it at the
// end. Tests and the runs of the local runner then leave nothing behind in the machine's
// temporary directory, even when a test fails half-way or a worker is stopped.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const KEY = 'DOCS_AGENT_TEST_TMPDIR'

export function setup() {
  const folder = mkdtempSync(join(tmpdir(), 'docs-agent-tests-'))
  process.env[KEY] = folder
  process.env.TMPDIR = folder
}

export function teardown() {
  const folder = process.env[KEY]
  if (folder) rmSync(folder, { recursive: true, force: true })
}
