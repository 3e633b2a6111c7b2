// Found by an attack, kept as a test
// Redaction on the way to the agent (src/sinks/for-agent.ts redactForAgent), attacked an eleventh
// and a twelfth time, on string literals whose lines end in an escaped line break (`"…\n"`, as a
// notebook's output and `"…\n" +` write them) or hold blanks inside their quotes at a line's
// break, and (the thirteenth and fourteenth) with a list's items written comma first: a token or
// key cut into them is found whole, and the word or item after it stays (a GitHub token ends where
// it is as long as GitHub issues one, tokens.ts lineEnds; an installation token where its
// signature is whole, installationEnd; a comma first makes items, joins.ts dataEnd). The
// fourteenth's signatures longer than 342 are no longer promised (README), and not tested.
import { describe, expect, it } from '@jest/globals'
import { redactForAgent } from '../../src/sinks/index.js'
import { RANDOM, installationToken, leftOf, notebook } from '../support/redaction-checks.js'

// GitHub tokens, of the length GitHub issues: one ends at a literal's end where it is as long. A
// key has no length: the README says one glued to a word after it, here in the next literal,
// may read as one with it.
const TOKENS = { ghp: RANDOM.ghp, github_pat: RANDOM.github_pat }

/** For each kind and form, 20 random secrets: the text comes back with the secret as `***`. */
function onlyTheSecretGoes(
  kinds: Readonly<Record<string, () => string>>,
  forms: Readonly<Record<string, (secret: string) => string>>
): void {
  for (const [kind, secret] of Object.entries(kinds)) {
    it.each(Object.keys(forms))(`${kind}: %s`, (form) => {
      for (let trial = 0; trial < 20; trial++) {
        const t = secret()
        const text = forms[form]!(t)
        expect(redactForAgent(text)).toBe(text.replace(t, '***'))
      }
    })
  }
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
  onlyTheSecretGoes(TOKENS, CODE)
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
  const KINDS = TOKENS
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
        const key = RANDOM.mint()
        const text = FORMS[form]!(piecesOf(key, width))
        expect(leftOf(redactForAgent(text), key)).toEqual([])
      }
    }
  })
  it('control: the same literals without \\n are found', () => {
    for (let trial = 0; trial < 20; trial++) {
      const key = RANDOM.mint()
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
  // inside the quotes around every line's break were dropped in the code join, the token read on
  // into the next literal's first word, which reached the agent as `***`: `"Set GITHUB_TOKEN=*** "
  // +` then `"*** run the script."` (every trial, every kind). Only an item's blanks go now.
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
  onlyTheSecretGoes(RANDOM, CODE)
})

describe('the first field of the CSV row after a token that ends a quoted field reaches the agent as it is', () => {
  // README: the token "as it is" goes to the agent as `***`, and ordinary text comes back as it
  // was. A CSV row that ends in a quoted field holding a token, followed by a row whose first
  // field is quoted, joins in the code join as literals side by side that go on (joins.ts dataEnd:
  // a closing quote, then an opening quote), and the token reads on into the next row's first
  // field: `"1","***"` then `"***","Please"` (the row's id `2` is gone). Every trial, every kind;
  // the same before the last two changes (9d08d05, 98df874): older, not a regression. A GitHub
  // token ends at the field's end, where it is as long as GitHub issues one; a key, of no length,
  // may read on (README).
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

describe('the word after an installation token of 2026 in the next literal, after an escaped line break, reaches the agent as it is', () => {
  // README: "Three kinds of secret in it go to the agent as `***` … They are found in these forms,
  // and only in these", ordinary text coming back as it was; rows "string literals on one line |
  // `"…" + "…"`, `"…" "…"`" and "string literals over lines | `"…" +` then `"…"`, `"…"` then
  // `+ "…"` …; each may end in `\n` (a notebook's output)", marked for a GitHub token; "an
  // installation token of GitHub's format of 2026 (`ghs_`, an app id and a JWT …) is found too".
  // The limit that a secret "at the start of the next string literal that it is cut into" may read
  // as one with it is said of another project's key, not of a GitHub token; here the token is not
  // cut at all, and its JWT is whole (its signature of 342 is complete).
  // The value holds a line break between the token and the word (`\n`), yet the word goes to the
  // agent as `***`: `"Authorization: token ***\n" + "***: application/json\n"`. Every trial. At
  // 7397307 (the eleventh attack's fix) the word stayed: a regression of 1172a39, which gave the
  // installation token no issued length, so that over a literal that goes on it reads on.
  onlyTheSecretGoes(
    { 'an installation token': installationToken },
    {
      'JavaScript, "…\\n" + "…" on one line': (t) =>
        `const headers = "Authorization: token ${t}\\n" + "Accept: application/json\\n";`,
      'JavaScript, "…\\n" + then "…"': (t) =>
        `const msg = "token ${t}\\n" +\n  "Please rotate it.\\n";`,
      'JavaScript, "…\\n" then + "…"': (t) => `msg = "token ${t}\\n"\n  + "Please rotate it.\\n"`,
      'Python, "…\\n" "…" side by side': (t) => `print("token: ${t}\\n" "Please rotate it")`
    }
  )
})

describe('the word after an installation token of 2026, whole in its literal, in the next literal reaches the agent as it is', () => {
  // README, as above: ordinary text comes back as it was; a GitHub token "cut into string
  // literals" ends "with the literal in which it is as long"; the limit of a word read as one
  // with a secret "at the start of the next string literal that it is cut into" is said of
  // another project's key. Here the token is whole in one literal, its signature complete, and
  // the next literal's first word goes to the agent as `***` (`"***" + "***"`). Every trial. The
  // same at 7397307 and 98df874: older, not a regression (a list's items on one line keep the
  // word: tokens.ts lineEnds ends the token at an item once its JWT is signed, not at a literal
  // that goes on).
  onlyTheSecretGoes(
    { 'an installation token': installationToken },
    {
      'JavaScript, "…" + "…" on one line': (t) => `const auth = "${t}" + "expired";`,
      'JavaScript, "…" + then "…"': (t) => `const auth = "token ${t}" +\n  "Expired: rotate it";`,
      'shell, "…" \\ then "…"': (t) => `echo "token ${t}" \\\n  "Expired"`,
      // Not forms of the row, but ordinary files that the twelfth attack's fix keeps for the other
      // GitHub tokens: a CSV row's first field after a row that ends in a token, a po file's lines.
      'CSV, the next row`s first field': (t) => `"id","token"\n"1","${t}"\n"2","expired"`,
      'a po file`s msgstr, "…" then "…"': (t) => `msgid "x"\nmsgstr ""\n"${t}"\n"Please rotate"`,
      'control: a list`s items on one line keep it': (t) => `const parts = ["${t}", "expired"];`
    }
  )
})

describe('a GitHub token cut into an array`s items one a line, written comma first, does not reach the agent', () => {
  // README, row "string literals over lines | … an array's items one a line" (a GitHub token ✓),
  // as row "… `"…"` then `+ "…"`" allows the operator at the next line's start. Haskell, Elm,
  // PureScript and SQL write a list's items one a line with the comma first (`[ "…"` then
  // `, "…"`): the code join does not read a comma at a line's start (joins.ts CONTINUATION), the
  // pieces are not joined, and a token cut into items shorter than 24 reaches the agent whole.
  // Every trial (300 of 300), ghp_ and github_pat_; the same at 98df874: older, not a regression.
  it.each([
    ['ghp', RANDOM.ghp],
    ['github_pat', RANDOM.github_pat]
  ])('%s, Elm`s list', (_, token) => {
    for (let trial = 0; trial < 20; trial++) {
      const t = token()
      const items = t.match(/.{1,20}/g) ?? []
      const text = `tokens =\n    [ "${items.join('"\n    , "')}"\n    ]\n`
      expect(leftOf(redactForAgent(text), t)).toEqual([])
    }
  })
})

describe('the item after another project`s key, whole in its item of a list written comma first, reaches the agent as it is', () => {
  // README: "Such a key, of no fixed length, ends with a line or an array item that holds a whole
  // one (13 characters or more)"; ordinary text comes back as it was. The limits named there: a
  // key "glued to a word after it (no blank between, or at the start of the next string literal
  // that it is cut into)", and "an identifier that ends a literal" read with the next one. Here
  // the key is whole in its own item and not cut; the next item is another value. Since bf5c9be a
  // comma may begin a continued line (joins.ts CONTINUATION), and a line that ends in a closing
  // quote before one that begins `, "` is joined as a literal that goes on, not as a list's items:
  // the key reads on into the next item, which goes to the agent as `***`
  // (`( "***"` then `, "***"` for `( "mint_…"` then `, "Production"`). Every trial (50 of 50
  // each). At 1172a39 each came back as it was: a regression of bf5c9be.
  const forms: Readonly<Record<string, (t: string) => string>> = {
    'Haskell, a list': (t) => `keys =\n    [ "${t}"\n    , "config"\n    ]\n`,
    'Haskell, a tuple': (t) => `pair =\n  ( "${t}"\n  , "Production"\n  )\n`,
    'SQL, columns comma first': (t) => `SELECT 'id'\n     , '${t}'\n     , 'expired'\nFROM keys;`,
    'SQL, VALUES comma first': (t) =>
      `INSERT INTO keys (k, env)\nVALUES ( '${t}'\n       , 'staging' );`,
    'CSV, a row with an empty first field': (t) => `"id","key","note"\n"1","${t}"\n,"expired",""\n`,
    'prose, a line that begins with a comma': (t) => `He pasted "${t}"\n, "rotate it" she said.\n`
  }
  it.each(Object.keys(forms))('%s', (form) => {
    for (let trial = 0; trial < 20; trial++) {
      const t = RANDOM.mint()
      const text = forms[form]!(t)
      expect(redactForAgent(text)).toBe(text.replace(t, '***'))
    }
  })
})
