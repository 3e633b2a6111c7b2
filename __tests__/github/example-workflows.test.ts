// The examples' concurrency, as users copy it. GitHub claims a workflow-level concurrency group
// before it evaluates any job's `if:`, and keeps one pending run per group: an event the job's
// `if:` would skip (a comment without the phrase, another label) replaced a pending follow-up,
// which was lost without a trace. A job-level group is joined only by a job its `if:` let through.
import { readFileSync, readdirSync } from 'node:fs'
import { describe, expect, it } from '@jest/globals'
import { parse } from 'yaml'

interface Job {
  if?: string
  concurrency?: { group?: string; 'cancel-in-progress'?: boolean }
}
interface Workflow {
  concurrency?: unknown
  jobs: Record<string, Job>
}

const examples = readdirSync('examples').filter((file) => file.endsWith('.yml'))
const read = (file: string): Workflow => parse(readFileSync(`examples/${file}`, 'utf8')) as Workflow

describe('concurrency in the examples', () => {
  it.each(examples)('%s: no group at workflow level', (file) => {
    expect(read(file).concurrency).toBeUndefined()
  })

  it.each(['issue-label-to-docs-pr.yml', 'review-loop.yml'])(
    '%s: the job with the `if:` carries the group, and never cancels the run in progress',
    (file) => {
      const jobs = Object.values(read(file).jobs).filter((job) => job.if !== undefined)
      expect(jobs).not.toHaveLength(0)
      for (const job of jobs) {
        expect(job.concurrency?.group).toMatch(/^docs-agent-\$\{\{ github\.event\./)
        expect(job.concurrency?.['cancel-in-progress']).toBe(false)
      }
    }
  )
})
