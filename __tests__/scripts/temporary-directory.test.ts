// `npm start` leaves nothing in the temporary directory it is given (TMPDIR) however it ends,
// stopped with Ctrl-C half-way included (the terminal sends SIGINT to the whole process group:
// start.js, the simulator and the action).
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'

/** Every path under `folder`, relative to it. */
function left(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()
}

/** True while some process of group `pgid` is alive. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0)
    return true
  } catch {
    return false
  }
}

describe('npm start stopped with Ctrl-C', () => {
  it('leaves no folder behind in the temporary directory', async () => {
    const temp = mkdtempSync(join(tmpdir(), 'start-sigint-'))
    // Its own process group, as a terminal's foreground job: Ctrl-C reaches every process in it.
    const child = spawn(process.execPath, ['scripts/start.js', '--duration', '30s'], {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? temp, TMPDIR: temp }
    })
    const pgid = child.pid as number
    try {
      let seen = ''
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => (seen += chunk))
      child.stderr.resume()
      const closed = new Promise((done) => child.on('close', done))
      // Wait until the action runs (its runner folder exists), then press Ctrl-C.
      for (let waited = 0; !seen.includes('Create a job') && waited < 20_000; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      expect(seen).toContain('Create a job')
      await new Promise((resolve) => setTimeout(resolve, 1500))
      process.kill(-pgid, 'SIGINT')
      await closed
      // The action's own cancel takes up to 5 s (contract §4.4): wait for the whole group.
      for (let waited = 0; groupAlive(pgid) && waited < 15_000; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      expect(left(temp)).toEqual([])
    } finally {
      if (groupAlive(pgid)) process.kill(-pgid, 'SIGKILL')
      rmSync(temp, { recursive: true, force: true })
    }
  }, 60_000)
})
