// The command-line options of the local tools (the simulator, `npm start`, `npm run local-action`),
// read with Node's own util.parseArgs (strict) and answered as a tool answers: --help prints the
// options; a mistake is one line on stderr that names the option and what to do, exit code 2,
// never a stack trace. Plain JavaScript (typed for the simulator's TypeScript by cli-options.d.ts)
// so that the scripts run it on the machine's Node as they are, and the simulator's bundle holds it.
import { parseArgs } from 'node:util'

/**
 * @typedef {object} OptionSpec
 * @property {'string' | 'boolean'} type
 * @property {string} description
 * @property {string} [value] what the value looks like, in --help and messages: `<port>`
 * @property {string} [default] a string option's value when not given
 */

/**
 * @typedef {object} Command
 * @property {string} npmScript the package.json script that runs it (`start`, `simulator`)
 * @property {string} npmCommand how npm starts it: `npm start`, `npm run simulator`
 * @property {string} nodeCommand how node starts it: `node scripts/start.js`
 * @property {string} summary what it does, for --help
 * @property {Record<string, OptionSpec>} options
 * @property {string} [positional] the one argument it takes, like `[ENV_FILE]`; none when unset
 * @property {string} [notes] more lines for --help, after the options
 * @property {(values: Record<string, string | boolean>) => string | undefined} [check] what is
 *   wrong with the values given, in words (`--port must be a whole number; got "x"`)
 */

/**
 * @typedef {object} ReadOptions
 * @property {string[]} [argv] default process.argv.slice(2)
 * @property {Record<string, string | undefined>} [env] default process.env
 */

/**
 * The options given, or the end of the process: --help printed (exit 0) or one line about the
 * mistake (exit 2).
 * @param {Command} command
 * @param {ReadOptions} [read]
 * @returns {{ values: Record<string, string | boolean>, positionals: string[] }}
 */
export function readOptions(command, read = {}) {
  const argv = read.argv ?? process.argv.slice(2)
  const env = read.env ?? process.env
  const viaNpm = env.npm_lifecycle_event === command.npmScript
  const name = nameOf(command, env)
  const helpCommand = viaNpm ? `${command.npmCommand} -- --help` : `${command.nodeCommand} --help`
  /**
   * @param {string} message
   * @returns {never}
   */
  const fail = (message) => {
    process.stderr.write(`${name}: ${message} (${helpCommand} lists the options)\n`)
    process.exit(2)
  }
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(help(command, viaNpm))
    process.exit(0)
  }
  const problem = firstProblem(command, argv, env, viaNpm)
  if (problem) return fail(problem)
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: parseArgsOptions(command),
      allowPositionals: command.positional !== undefined,
      strict: true
    })
    /** @type {Record<string, string | boolean>} */
    const given = {}
    for (const [option, spec] of Object.entries(command.options)) {
      const value = values[option]
      given[option] = spec.type === 'boolean' ? value === true : String(value ?? '')
    }
    const wrong = command.check?.(given)
    if (wrong) return fail(wrong)
    return { values: given, positionals }
  } catch (error) {
    // firstProblem finds what parseArgs refuses; this is its message should they ever differ.
    return fail(String(/** @type {Error} */ (error).message).split('\n')[0] ?? 'bad arguments')
  }
}

/**
 * The command as the user started it, for the start of its messages: `npm start`, or
 * `node scripts/start.js` when node started it.
 * @param {Pick<Command, 'npmScript' | 'npmCommand' | 'nodeCommand'>} command
 * @param {Record<string, string | undefined>} [env]
 */
export function nameOf(command, env = process.env) {
  return env.npm_lifecycle_event === command.npmScript ? command.npmCommand : command.nodeCommand
}

/**
 * What is wrong with the arguments, in words, or undefined.
 * @param {Command} command
 * @param {string[]} argv
 * @param {Record<string, string | undefined>} env
 * @param {boolean} viaNpm
 * @returns {string | undefined}
 */
function firstProblem(command, argv, env, viaNpm) {
  const { tokens } = parseArgs({
    args: argv,
    options: parseArgsOptions(command),
    strict: false,
    allowPositionals: true,
    tokens: true
  })
  const positionals = tokens.flatMap((token) => (token.kind === 'positional' ? [token.value] : []))
  // npm keeps the options before `--` for itself and hands the script their values as arguments:
  // `npm start --outcome failed` runs `start.js failed`, and `--outcome=failed` runs it with none.
  const taken = viaNpm ? takenByNpm(command, env, positionals) : []
  if (taken.length > 0) {
    const names = taken.map((words) => words.split(' ')[0]).join(', ')
    return `npm took ${names} for itself, as options before "--" are npm's; write ${command.npmCommand} -- ${taken.join(' ')}`
  }
  for (const token of tokens) {
    if (token.kind === 'option-terminator') break
    if (token.kind === 'positional') {
      if (command.positional !== undefined && positionals.length === 1) continue
      return command.positional === undefined
        ? `unexpected argument "${token.value}": only options are taken`
        : `unexpected arguments ${positionals.map((value) => `"${value}"`).join(', ')}: one is taken, ${command.positional}`
    }
    const spec = command.options[token.name]
    if (!spec) {
      const near = nearest(token.name, Object.keys(command.options))
      return `unknown option ${token.rawName}${near ? `; did you mean --${near}?` : ''}`
    }
    if (spec.type === 'boolean' && token.value !== undefined) {
      return `${token.rawName} takes no value; got "${token.value}" (write ${token.rawName} alone)`
    }
    if (spec.type === 'string' && !token.inlineValue) {
      const next = token.value
      const needs = `${token.rawName} needs a value: ${token.rawName} ${spec.value ?? '<value>'}`
      // parseArgs takes the next word for the value even when it looks like an option.
      if (next === undefined || /^--?[a-z]/i.test(next)) return needs
      if (next.startsWith('-')) {
        return `${needs}; "${next}" is taken for an option (${token.rawName}=${next} if it is the value)`
      }
    }
  }
  return undefined
}

/**
 * The command's options npm took for itself (npm_config_<name> in the environment it gives the
 * script), each as it should have been written after `--`.
 * @param {Command} command
 * @param {Record<string, string | undefined>} env
 * @param {string[]} positionals
 */
function takenByNpm(command, env, positionals) {
  /** @type {string[]} */
  const taken = []
  const bare = Object.entries(command.options).filter(
    ([option, spec]) => spec.type === 'string' && env[npmConfig(option)] === 'true'
  )
  for (const [option, spec] of Object.entries(command.options)) {
    if (spec.type === 'boolean') {
      // npm reads --no-wait as its config "wait" set to false (an empty string here).
      const negated = option.startsWith('no-')
      const value = env[npmConfig(negated ? option.slice(3) : option)]
      if (negated ? value === '' : value === 'true') taken.push(`--${option}`)
      continue
    }
    const value = env[npmConfig(option)]
    if (value === undefined) continue
    // `--outcome failed`: npm sets outcome to true and passes "failed" on as an argument.
    const given =
      value !== 'true'
        ? value
        : bare.length === 1 && positionals.length === 1
          ? positionals[0]
          : undefined
    taken.push(`--${option} ${given ?? spec.value ?? '<value>'}`)
  }
  return taken
}

/**
 * The options in parseArgs' form.
 * @param {Command} command
 * @returns {Record<string, { type: 'string' | 'boolean', default?: string }>}
 */
function parseArgsOptions(command) {
  return Object.fromEntries(
    Object.entries(command.options).map(([option, { type, default: value }]) => [
      option,
      value === undefined ? { type } : { type, default: value }
    ])
  )
}

/** @param {string} option */
function npmConfig(option) {
  return `npm_config_${option.replace(/-/g, '_')}`
}

/**
 * The known option closest to a mistyped one, when it is near enough to be what was meant.
 * @param {string} typed
 * @param {string[]} known
 */
function nearest(typed, known) {
  let best
  let bestDistance = Infinity
  for (const option of known) {
    const distance = editDistance(typed, option)
    if (distance < bestDistance) [best, bestDistance] = [option, distance]
  }
  return bestDistance <= Math.max(1, Math.floor(typed.length / 3)) ? best : undefined
}

/**
 * The fewest insertions, deletions, substitutions and swaps of two neighbours from a to b (the
 * optimal string alignment distance): a swap (`--prot`) is one typing slip, as a missing letter is.
 * @param {string} a
 * @param {string} b
 */
function editDistance(a, b) {
  /** @type {number[][]} */
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0))
  )
  const at = (/** @type {number} */ i, /** @type {number} */ j) => d[i]?.[j] ?? Infinity
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1)
      }
      const row = d[i]
      if (row) row[j] = best
    }
  }
  return at(a.length, b.length)
}

/**
 * The --help text: usage, what the command does, one line per option with its default.
 * @param {Command} command
 * @param {boolean} viaNpm
 */
export function help(command, viaNpm) {
  const usage = viaNpm ? `${command.npmCommand} --` : command.nodeCommand
  const rows = Object.entries(command.options).map(([option, spec]) => {
    const left = `--${option}${spec.type === 'string' ? ` ${spec.value ?? '<value>'}` : ''}`
    const right = `${spec.description}${spec.default !== undefined ? ` [default: ${spec.default}]` : ''}`
    return [left, right]
  })
  rows.push(['-h, --help', 'print these options'])
  const width = Math.max(...rows.map(([left]) => left?.length ?? 0))
  return [
    `Usage: ${usage} [options]${command.positional ? ` ${command.positional}` : ''}`,
    '',
    command.summary,
    '',
    'Options:',
    ...rows.map(([left = '', right]) => `  ${left.padEnd(width)}  ${right}`),
    ...(command.notes ? ['', command.notes] : []),
    ''
  ].join('\n')
}
