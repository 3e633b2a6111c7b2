// Found by an attack, kept as a test
// Redaction on the way to the agent (src/sinks/for-agent.ts redactForAgent), attacked an eleventh
// time, after the change that makes an escaped line break right before a quote (`"…\n"`, `\r\n"`)
// stand for nothing.
import { describe, expect, it } from '@jest/globals'
import { redactForAgent } from '../../src/sinks/index.js'

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
    'JavaScript, "…\\n" then + "…" on the next line': (t) => `msg = "token ${t}\\n"\n  + "Thanks\\n"`,
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
