// The visitor analytics action's stop grace, with its real value, in-process on a virtual clock:
// run() with a stand-in export that only ends when it is told to stop.
import { describe, expect, it } from '@jest/globals'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { BOUNDS } from '../../src/bounds.js'
import { NOTHING_YET, type ExportOutcome } from '../../src/visitors/export.js'
import { run } from '../../src/visitors/run.js'
import { asStep, inputsEnv } from '../support/in-process.js'
import { VirtualClock } from '../support/virtual-clock.js'

describe('the export’s bounds', () => {
  it('an export that outlives the timeout input is stopped 10 s after it, not before', async () => {
    expect(BOUNDS.stopGraceMs).toBe(10_000)
    const clock = new VirtualClock()
    const workspace = mkdtempSync(join(tmpdir(), 'visitors-bounds-'))
    const env = {
      ...inputsEnv(
        {
          'api-key': 'mint_visitors_bounds_key_0123456789',
          'project-id': 'proj',
          'date-from': '2026-11-01',
          'date-to': '2026-11-08',
          timeout: '60s'
        },
        'visitors'
      ),
      GITHUB_WORKSPACE: workspace
    }
    const t0 = clock.now()
    let stoppedAt: number | undefined
    // An export that never finishes by itself (a service that pages forever, slowly).
    const exportIn = (_entry: string, _settings: unknown, _log: unknown, signal: AbortSignal) =>
      new Promise<ExportOutcome>((resolve) =>
        signal.addEventListener('abort', () => {
          stoppedAt = clock.now() - t0
          resolve({ ...NOTHING_YET, failure: 'stopped', cancelled: true })
        })
      )
    const step = await asStep(() =>
      clock.run(run('unused', { clock, env, cancel: new AbortController().signal, exportIn }))
    )
    rmSync(workspace, { recursive: true, force: true })
    expect(stoppedAt).toBe(60_000 + 10_000)
    expect(step.failed).toBe(true)
    expect(step.lines.join('\n')).toContain('The export did not finish within the timeout input')
  })
})
