// Found by an attack, kept as a test
// Redaction on the way to the agent (src/sinks/for-agent.ts redactForAgent), attacked a twelfth
// time, after the change that makes a literal ending in an escaped line break (`"…\n"`) end a line
// of the value (views.ts `breaks`, joins.ts dataEnd) and drops blanks inside the quotes around a
// line's break in the `code` join (joins.ts dataEnd, CONTINUATION).
import { describe, expect, it } from '@jest/globals'
import { redactForAgent } from '../../src/sinks/index.js'
import { leftOf } from '../support/redaction-checks.js'

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const random = (n: number): string =>
  Array.from({ length: n }, () => ALNUM[Math.floor(Math.random() * ALNUM.length)]).join('')
/** Another project's key: 24 characters mixing digits, small and capital letters. */
const otherKey = (): string => `mint_${random(10)}7Kq${random(11)}`
const TOKENS: Record<string, () => string> = {
  ghp: () => `ghp_${random(36)}`,
  github_pat: () => `github_pat_${random(22)}_${random(59)}`,
  mint: otherKey
}
const piecesOf = (text: string, width: number): string[] =>
  text.match(new RegExp(`[^]{1,${width}}`, 'g')) ?? []

describe("another project's key cut into string literals over lines that each end in \\n is redacted whole", () => {
  // README row: "string literals over lines | `"…" +` then `"…"`, `"…"` then `+ "…"`, `"…" \` then
  // `"…"`, an array's items one a line; each may end in `\n` (a notebook's output) | ✓ | ✓ | not an
  // array's items". Since a literal that ends in `\n` ends a line of the value (views.ts `breaks`:
  // dataEnd returns `continued: false`), a key whose first literal holds 13 characters or more
  // ends there, as a wrapped one does, and the rest (8 or more characters) reaches the agent:
  // `s = "***\n" +` then `"Fw1NzhwYA\n"`. Every trial, for first literals of 13 to 20
  // characters; none before the change (9d08d05).
  const FORMS: Record<string, (pieces: string[]) => string> = {
    '"…\\n" + then "…\\n"': (p) => `s = "${p.join('\\n" +\n    "')}\\n"`,
    '"…\\r\\n" + then "…\\r\\n"': (p) => `s = "${p.join('\\r\\n" +\n    "')}\\r\\n"`,
    '"…\\n" then + "…\\n"': (p) => `s = "${p.join('\\n"\n    + "')}\\n"`,
    '"…\\n" \\ then "…\\n"': (p) => `s = "${p.join('\\n" \\\n    "')}\\n"`,
    'PHP, "…\\n" . then "…\\n"': (p) => `$s = "${p.join('\\n" .\n    "')}\\n";`,
    'a patch`s added lines, "…\\n" + then "…\\n"': (p) => `+s = "${p.join('\\n" +\n+    "')}\\n"`
  }
  it.each(Object.keys(FORMS))('%s', (form) => {
    for (const width of [13, 16, 20]) {
      for (let trial = 0; trial < 20; trial++) {
        const key = otherKey()
        const text = FORMS[form]!(piecesOf(key, width))
        expect(leftOf(redactForAgent(text), key)).toEqual([])
      }
    }
  })
  it('control: the same literals without \\n are found', () => {
    for (let trial = 0; trial < 20; trial++) {
      const key = otherKey()
      const text = `s = "${piecesOf(key, 16).join('" +\n    "')}"`
      expect(leftOf(redactForAgent(text), key)).toEqual([])
    }
  })
})

describe('the word after a token in the next literal over lines, past a blank inside the quotes, reaches the agent as it is', () => {
  // README: "Three kinds of secret in it go to the agent as `***` … They are found in these forms,
  // and only in these", ordinary text coming back as it was; row "string literals over lines |
  // `"…" +` then `"…"`, `"…"` then `+ "…"`, `"…" \` then `"…"`". A message cut into literals puts
  // its blank at a literal's end or start (`"token ghp_… " +` then `"and run…"`). Since blanks
  // inside the quotes around a line's break are dropped in the code join (joins.ts dataEnd and
  // CONTINUATION), the token reads on into the next literal's first word, which reaches the agent
  // as `***`: `"Set GITHUB_TOKEN=*** " +` then `"*** run the script."`. Every trial, every kind;
  // none before the change (9d08d05).
  const CODE: Record<string, (token: string) => string> = {
    'JavaScript, "… " + then "…"': (t) =>
      `const msg = "Set GITHUB_TOKEN=${t} " +\n  "and run the script.";`,
    'JavaScript, "…" + then " …"': (t) =>
      `const msg = "Set GITHUB_TOKEN=${t}" +\n  " and run the script.";`,
    'JavaScript, "… " then + "…"': (t) => `msg = "token ${t} "\n  + "then rotate it"`,
    'shell, "… " \\ then "…"': (t) => `echo "token ${t} " \\\n  "done"`,
    'a tab, "…<tab>" + then "…"': (t) => `msg = "token ${t}\t" +\n\t"and more"`,
    'an escaped tab, "…" + then "\\t…"': (t) => `msg = "token ${t}" +\n  "\\tPlease rotate"`,
    "Markdown, a fenced JavaScript '… ' + then '…'": (t) =>
      `\`\`\`js\nconst m = '${t} ' +\n  'expired';\n\`\`\``,
    // Not a form of the row (literals side by side over lines), but ordinary files: a po file's
    // message and a CSV row whose field ends in a blank.
    'a po file`s msgstr, "… " then "…"': (t) => `msgstr ""\n"Your token ${t} "\n"is invalid.\\n"`,
    'CSV, a field "… " ending a row, the next row beginning " …"': (t) =>
      `"id","token"\n"1","${t} "\n" Please","x"`
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

describe('the first field of the CSV row after a token that ends a quoted field reaches the agent as it is', () => {
  // README: the token "as it is" goes to the agent as `***`, and ordinary text comes back as it
  // was. A CSV row that ends in a quoted field holding a token, followed by a row whose first
  // field is quoted, joins in the code join as literals side by side that go on (joins.ts dataEnd:
  // a closing quote, then an opening quote), and the token reads on into the next row's first
  // field: `"1","***"` then `"***","Please"` (the row's id `2` is gone). Every trial, every kind;
  // the same before the last two changes (9d08d05, 98df874): older, not a regression.
  for (const [kind, token] of Object.entries(TOKENS)) {
    it(kind, () => {
      for (let trial = 0; trial < 20; trial++) {
        const t = token()
        const text = `"id","token","note"\n"1","${t}"\n"2","","Please rotate"\n`
        expect(redactForAgent(text)).toBe(text.replace(t, '***'))
      }
    })
  }
})
