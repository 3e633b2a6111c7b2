// Entry of the agent action (dist/index.js). Exit only here, after outputs and summary are
// written: open keep-alive sockets could otherwise hold the process after the work is done.
import { run } from './agent/run.js'

await run()
process.exit()
