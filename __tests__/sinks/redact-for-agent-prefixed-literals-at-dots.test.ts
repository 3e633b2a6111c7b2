// Found by an attack, kept as a test
// Redaction on the way to the agent (src/sinks/for-agent.ts redactForAgent), the nineteenth
// attack: an installation token of 2026 cut into string literals on one line at one of its JWT's
// dots, the second literal with a string prefix (`$"`, `b"`, `u8"`, `N'`, `f"`, `@"`). The
// second literal begins with '.', which GLUE (src/sinks/joins.ts, 37faac7) no longer takes for
// the content of a literal opened by a prefix: the literals are not joined, and the JWT's
// payload and signature reached the agent. (At 1695575 each of these was "***" in both literals.)
// A dot may now begin the content of a literal opened by a prefix.
import { describe, expect, it } from '@jest/globals'
import { redactForAgent } from '../../src/sinks/index.js'
import { installationToken } from '../support/redaction-checks.js'

const TRIALS = 100

/** A random installation token cut at its JWT's first (1) or second (2) dot. */
const cutAtDot = (which: 1 | 2): [string, string] => {
  const token = installationToken()
  const first = token.indexOf('.')
  const at = which === 1 ? first : token.indexOf('.', first + 1)
  return [token.slice(0, at), token.slice(at)]
}

const FORMS: ReadonlyArray<[string, (a: string, b: string) => string, string]> = [
  ['C# "…" + $"…"', (a, b) => `x = "${a}" + $"${b}"`, 'x = "***" + $"***"'],
  ['Python "…" b"…" (side by side)', (a, b) => `x = "${a}" b"${b}"`, 'x = "***" b"***"'],
  ['C++ "…", u8"…" (items)', (a, b) => `x = ["${a}", u8"${b}"]`, 'x = ["***", u8"***"]'],
  ["SQL/PHP '…' . N'…'", (a, b) => `$x = '${a}' . N'${b}';`, "$x = '***' . N'***';"],
  ['Python "…"<tab>f"…"', (a, b) => `x = ("${a}"\tf"${b}")`, 'x = ("***"\tf"***")'],
  ['C# "…" + @"…" + "!"', (a, b) => `s = "${a}" + @"${b}" + "!"`, 's = "***" + @"***" + "!"']
]

describe('an installation token cut at a dot into literals, the second with a string prefix', () => {
  for (const which of [1, 2] as const) {
    for (const [name, form, expected] of FORMS) {
      it(`${name}, cut at the JWT's dot ${which}: both literals are redacted (random tokens)`, () => {
        for (let i = 0; i < TRIALS; i++) {
          const [a, b] = cutAtDot(which)
          expect(redactForAgent(form(a, b))).toBe(expected)
        }
      })
    }
  }

  it('minimal: "ghs_<app>_<header>" + $".<payload>.<signature>" keeps no piece of the JWT', () => {
    const token = installationToken()
    const dot = token.indexOf('.')
    const shown = redactForAgent(`const t = "${token.slice(0, dot)}" + $"${token.slice(dot)}";`)
    expect(shown).not.toContain(token.slice(dot + 1, dot + 21))
    expect(shown).not.toContain(token.slice(-20))
  })
})
