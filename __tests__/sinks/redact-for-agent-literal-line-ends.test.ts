// Found by an attack, kept as a test
// Redaction on the way to the agent (src/sinks/for-agent.ts redactForAgent), attacked an eleventh
// time, after the change that makes an escaped line break right before a quote (`"…\n"`, `\r\n"`)
// stand for nothing.
import { describe, expect, it } from '@jest/globals'
import { redactForAgent } from '../../src/sinks/index.js'
import { notebook } from '../support/redaction-checks.js'

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const random = (n: number): string =>
  Array.from({ length: n }, () => ALNUM[Math.floor(Math.random() * ALNUM.length)]).join('')
const TOKENS: Record<string, () => string> = {
  ghp: () => `ghp_${random(36)}`,
  github_pat: () => `github_pat_${random(22)}_${random(59)}`,
  // Another project's key: 24 characters mixing digits, small and capital letters.
  mint: () => `mint_${random(10)}7Kq${random(11)}`
}

describe('the word that follows a token in the next literal, after an escaped line break, reaches the agent as it is', () => {
  // README: "Three kinds of secret in it go to the agent as `***` … They are found in these forms,
  // and only in these", and ordinary text comes back as it was. Rows "string literals on one
  // line | `"…" + "…"`, `"…" "…"`, `"…" . "…"`" and "string literals over lines | `"…" +` then
  // `"…"`, `"…"` then `+ "…"` …; each may end in \n".
  // Since `\n"` stands for nothing (views.ts atLiteralEnd), a literal that ends in `\n` joins the
  // next as if glued: the token reads on into the next literal's first word, though the value
  // has a line break between them, and that word goes to the agent as `***`
  // (`"token: ***\n" + "*** rotate it.\n"`). Every trial, every kind; before the change, none.
  const CODE: Record<string, (token: string) => string> = {
    'JavaScript, "…\\n" + then "…" on the next line': (t) =>
      `const msg = "token: ${t}\\n" +\n  "Please rotate it.\\n";`,
    'JavaScript, "…\\n" + "…" on one line': (t) =>
      `const msg = "token: ${t}\\n" + "Please rotate it.\\n";`,
    'C, "…\\n" then "…" on the next line (printf)': (t) =>
      `printf("token=${t}\\n"\n       "Status ok\\n");`,
    'JavaScript, "…\\n" then + "…" on the next line': (t) =>
      `msg = "token ${t}\\n"\n  + "Thanks\\n"`,
    'PHP, "…\\n" . "…"': (t) => `$m = "token ${t}\\n" . "Thanks\\n";`,
    'CRLF, "…\\r\\n" + "…"': (t) => `msg = "${t}\\r\\n" + "Bye\\r\\n"`
  }
  for (const [kind, token] of Object.entries(TOKENS)) {
    it.each(Object.keys(CODE))(`${kind}: %s`, (form) => {
      for (let trial = 0; trial < 20; trial++) {
        const t = token()
        const text = CODE[form]!(t)
        expect(redactForAgent(text)).toBe(text.replace(t, '***'))
      }
    })
  }
})

const linesOf = (text: string, width: number): string[] =>
  text.match(new RegExp(`[^]{1,${width}}`, 'g')) ?? []
const leaks = (shown: string, secret: string): string[] =>
  Array.from({ length: secret.length - 7 }, (_, i) => secret.slice(i, i + 8)).filter((run) =>
    shown.includes(run)
  )

describe('a GitHub token wrapped with blanks around the breaks in a Jupyter notebook`s output does not reach the agent', () => {
  // README row: "wrapped | lines of any width, CRLF, blanks around the breaks, `\n` in a JSON
  // string" (✓ for a GitHub token); a notebook's output (an array of its lines, each ending in
  // "\n") is read as that row since the tenth attack. Printed with an indent
  // (`textwrap.fill(token, 24, initial_indent='    ', subsequent_indent='    ')`), or with blanks
  // at the lines' ends, each line's item begins (or ends) with blanks inside its quotes, and the
  // token's second and later lines reach the agent: every trial, for widths 13 to 30 (a ghp_),
  // and 13 to 40 or more (a github_pat_, a ghr_). The same text outside the notebook, or in one
  // JSON string, is found (the controls).
  const KINDS: Record<string, () => string> = {
    ghp: () => `ghp_${random(36)}`,
    github_pat: () => `github_pat_${random(22)}_${random(59)}`
  }
  const PRINTED: Record<string, (token: string, width: number) => string> = {
    'indented 4': (t, w) =>
      linesOf(t, w)
        .map((line) => `    ${line}`)
        .join('\n'),
    'indented 1': (t, w) =>
      linesOf(t, w)
        .map((line) => ` ${line}`)
        .join('\n'),
    'blanks at the lines` ends': (t, w) =>
      linesOf(t, w)
        .map((line) => `${line}  `)
        .join('\n'),
    'under a label, indented 2': (t, w) =>
      `token:\n${linesOf(t, w)
        .map((line) => `  ${line}`)
        .join('\n')}\ndone`
  }
  for (const [kind, token] of Object.entries(KINDS)) {
    for (const [how, print] of Object.entries(PRINTED)) {
      it.each([13, 20, 30])(`${kind}, ${how}, %i a line`, (width) => {
        for (let trial = 0; trial < 10; trial++) {
          const t = token()
          expect(leaks(redactForAgent(notebook(print(t, width))), t)).toEqual([])
        }
      })
    }
  }
  it('ghp, indented 2, lines ending in CRLF (a notebook written on Windows: "\\r\\n")', () => {
    for (let trial = 0; trial < 10; trial++) {
      const t = KINDS.ghp!()
      const shown = redactForAgent(
        notebook(
          linesOf(t, 20)
            .map((line) => `  ${line}`)
            .join('\n')
        ).replaceAll('\\n"', '\\r\\n"')
      )
      expect(leaks(shown, t)).toEqual([])
    }
  })
  it('control: the same text outside the notebook, and in one JSON string, is found', () => {
    for (let trial = 0; trial < 10; trial++) {
      const t = KINDS.ghp!()
      const printed = PRINTED['indented 4']!(t, 20)
      expect(leaks(redactForAgent(printed), t)).toEqual([])
      expect(leaks(redactForAgent(JSON.stringify({ text: `${printed}\n` })), t)).toEqual([])
    }
  })
})
