// Entry of the visitor analytics action (dist/visitors/index.js). Exit only here, after outputs
// and summary are written.
import { run } from './visitors/run.js'

await run()
process.exit()
