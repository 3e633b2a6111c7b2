// Found by an attack, kept as a test
// Redaction on the way to the agent (src/sinks/for-agent.ts redactForAgent), attacked an
// eighteenth time, on the per-shape skip of findTokens (a candidate within a found token of its
// shape is skipped) and the end of an installation token of 2026 (tokens.ts installationEnd).
import { describe, expect, it } from '@jest/globals'
import { redactForAgent } from '../../src/sinks/index.js'
import { installationToken, leftOf, random } from '../support/redaction-checks.js'

const CLASSIC = ['ghp_', 'gho_', 'ghu_', 'ghs_']
const pick = <T>(options: readonly T[]): T => options[Math.floor(Math.random() * options.length)]!

// README: "Each token is read from its own prefix, so one glued to another or to an identifier of
// any length is found, and one whose random body holds a prefix (`github_pat_…ghp_…`) is found
// whole, in every form of the table." (row "as it is", a GitHub token ✓)
// A read of a classic token stops at THROUGH (1,024) and goes on to its line's end (lineEnd),
// which stops at the `_` of the next prefix; the candidate at that prefix lies within the found
// token of its shape (CLASSIC) and is skipped, so its body reaches the agent.
describe('a GitHub token glued after an identifier of 1,024 or more letters and digits that begins with a prefix does not reach the agent', () => {
  it('an identifier of 1,024 (ghp_ and 1,020 letters) glued before a gho_ token', () => {
    const token = `gho_${random(36)}`
    const shown = redactForAgent(`ghp_${'a'.repeat(1020)}${token} end`)
    // Shown: "***_<the 36 characters of the token> end"
    expect(leftOf(shown, token)).toEqual([])
  })

  it('random: a token glued to a run of 1,000 to 1,500 letters and digits, then a second token glued on', () => {
    const leaked: string[] = []
    for (let i = 0; i < 200; i++) {
      const first = `${pick(CLASSIC)}${random(36)}`
      const second = `${pick(CLASSIC)}${random(36)}`
      const text = `token: ${first}${random(1000 + Math.floor(Math.random() * 500))}${second} end`
      const shown = redactForAgent(text)
      if (leftOf(shown, first).length > 0 || leftOf(shown, second).length > 0) leaked.push(shown)
    }
    expect(leaked).toEqual([])
  })
})

// README: "an installation token of GitHub's format of 2026 (...) is found too, on one line or cut
// into a list's items on it (or into string literals: it ends with the one in which its signature
// is whole ...)"; ordinary text reaches the agent as it was. A classic placeholder in a list
// (`["ghp_abcdefghijklmnopqrstuvwx", "hello"]`) ends with its item; one of 2026 whose JWT is cut
// short (a header alone, no signature) is read to its characters' end over every item after it.
describe('the items after an installation token of 2026 whose JWT is cut short reach the agent as they are', () => {
  it('a header alone, then two words', () => {
    const shown = redactForAgent(
      'x = ["ghs_12345_eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9", "contents", "metadata"]'
    )
    // Shown: x = ["***", "***", "***"]
    expect(shown).toBe('x = ["***", "contents", "metadata"]')
  })

  it('string literals: a header alone, then two words', () => {
    const shown = redactForAgent(
      'x = "ghs_12345_eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9" + "contents" + "metadata"'
    )
    expect(shown).toBe('x = "***" + "contents" + "metadata"')
  })
})

// README, row "string literals on one line" (`"…" + "…"`, `"…" "…"`, `"…" . "…"`, `"…", "…"`), a
// GitHub token ✓; and an installation token of 2026 "is found too, on one line or cut into a
// list's items on it (or into string literals ...)". A literal that begins with a blank, `.` or
// `,` and then the start of the prefix (`" gh" + "p_…"`) is read as a glue (joins.ts GLUE): its
// opening quote, the blank or operator and 1 to 3 letters as a string prefix (`f"`, `$@"`), so the
// joined view loses the prefix's first letters and no token is found: all of it reaches the agent.
describe('a GitHub token cut inside its prefix into string literals on one line, the first literal beginning with a blank, `.` or `,`, does not reach the agent', () => {
  const GHP = `ghp_${random(36)}`
  it.each([
    [`x = " gh" + "${GHP.slice(2)}" + "end"`],
    [`x = ".gh" + "${GHP.slice(2)}" + "end"`],
    [`x = ",gh" + "${GHP.slice(2)}" + "end"`],
    [`x = [" gh", "${GHP.slice(2)}", "end"]`],
    [`x = " g" + "${GHP.slice(1)}" + "end"`]
  ])('%s', (text) => {
    // Shown as it is.
    expect(leftOf(redactForAgent(text), GHP)).toEqual([])
  })

  it('random: an installation token of 2026 cut inside its prefix, after a blank or `.` (literals and items)', () => {
    let leaked = 0
    for (let i = 0; i < 200; i++) {
      const token = installationToken()
      const cut = 1 + Math.floor(Math.random() * 3)
      const before = Math.random() < 0.5 ? ' ' : '.'
      const [a, b] = [`${before}${token.slice(0, cut)}`, token.slice(cut)]
      const text =
        Math.random() < 0.5 ? `x = "${a}" + "${b}" + "end"` : `x = ["${a}", "${b}", "end"]`
      const signature = token.slice(token.lastIndexOf('.') + 1)
      if (leftOf(redactForAgent(text), signature).length > 0) leaked++
    }
    expect(leaked).toBe(0)
  })
})
