// `npm run bench`: the actions' performance, each figure against a baseline measured in the same
// run, written to BENCHMARKS.md. Compiled by tsc into .bench-build/ first.
//  - start-up: process start to the first request reaching a server, the bundled action against a
//    bare `node` script that sends one fetch;
//  - polling (bench/polling.ts): on a virtual clock, with the default inputs, requests, the busiest
//    hour and the delay in noticing the end of jobs from 30 s to 5 h, against the naive loop every
//    5 s of the service's documentation, and what other max-poll-interval values cost;
//  - visitors (bench/visitors.ts): requests, wall time and memory of an export of a large site;
//  - analytics (bench/analytics.ts): the analytics action's requests per report against the
//    issue's formula, and its memory from 1,000 rows to the largest export one step allows;
//  - include-changes (bench/changes.ts): the GitHub requests that read a code change, against the
//    issue's formula and Octokit's paginate at GitHub's default page size;
//  - conversation (bench/conversation.ts): the GitHub requests of a follow-up, by kind, against
//    what any run that records its turn sends;
//  - docs check (bench/docs-check.ts): the GitHub requests a code pull request's run sends with
//    docs-check and skip-label, against the same run without them;
//  - redaction (bench/redaction.ts): the time the redaction of the text that goes to the agent
//    takes over a patch of 100,000 characters and over inputs made to be costly, against a
//    `replaceAll` of the key and one regular expression pass over the same text;
//  - the size of dist/index.js.
import { statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pollingBench, pollingSection } from './polling.js'
import { visitorsBench, visitorsSection } from './visitors.js'
import { analyticsBench, analyticsSection } from './analytics.js'
import { changesBench, changesSection } from './changes.js'
import { conversationBench, conversationSection } from './conversation.js'
import { docsCheckBench, docsCheckSection } from './docs-check.js'
import { redactionBench, redactionSection } from './redaction.js'
import { startupBench, startupSection } from './startup.js'

const ROOT = process.cwd()

const s = await startupBench()
const p = await pollingBench()
const v = await visitorsBench()
const a = await analyticsBench()
const c = await changesBench()
const t = await conversationBench()
const d = await docsCheckBench()
const r = redactionBench()
const size = statSync(join(ROOT, 'dist', 'index.js')).size
const lines = [
  '# Benchmarks',
  '',
  `Produced by \`npm run bench\` (bench/run.ts) on ${new Date().toISOString().slice(0, 10)}, Node ${process.version} driving the Node 24 binary of the \`node\` package. Every figure is measured in the same run as its baseline.`,
  '',
  ...startupSection(s),
  ...pollingSection(p),
  ...visitorsSection(v),
  ...analyticsSection(a),
  ...changesSection(c),
  ...conversationSection(t),
  ...docsCheckSection(d),
  ...redactionSection(r),
  '## Size',
  '',
  `\`dist/index.js\`: ${(size / 1024).toFixed(0)} KiB (unminified; the Octokit chunk, loaded only on GitHub events, is separate).`,
  ''
]
writeFileSync(join(ROOT, 'BENCHMARKS.md'), lines.join('\n'))
console.log(lines.join('\n'))
