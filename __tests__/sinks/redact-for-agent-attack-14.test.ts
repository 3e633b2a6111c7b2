// Found by an attack, kept as a test
// Redaction on the way to the agent (src/sinks/for-agent.ts redactForAgent), attacked a
// fourteenth time, after bf5c9be: an installation token of 2026 ends with the literal in which
// its JWT is signed (tokens.ts lineEnds: a third part of 342 or more), and a comma may begin a
// continued line (joins.ts CONTINUATION).
import { describe, expect, it } from '@jest/globals'
import { redactForAgent } from '../../src/sinks/index.js'
import { RANDOM, installationToken, leftOf } from '../support/redaction-checks.js'

const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
const b64url = (n: number): string =>
  Array.from({ length: n }, () => B64URL[Math.floor(Math.random() * 64)]).join('')

/**
 * An installation token of 2026 whose RS256 signature is of `size` characters: 342 for a key of
 * 2048 bits (as installationToken makes), 512 for 3072, 683 for 4096. tokens.ts SIGNED reads a
 * signature as "342 or more".
 */
const signedWith = (size: number) => (): string => {
  const t = installationToken()
  return t.slice(0, t.lastIndexOf('.') + 1) + b64url(size)
}

/** `text` in pieces of `width` characters. */
const pieces = (text: string, width: number): string[] =>
  text.match(new RegExp(`[^]{1,${width}}`, 'g')) ?? []

describe('an installation token of 2026 whose signature is longer than 342, cut into string literals, does not reach the agent', () => {
  // README, rows "string literals on one line | `"…" + "…"`, `"…" "…"` …" and "string literals
  // over lines | `"…" +` then `"…"` …" (a GitHub token ✓); "an installation token of GitHub's
  // format of 2026 (`ghs_`, an app id and a JWT of about 520 characters, with `_`, `-` and dots)
  // is found too". The fix of bf5c9be ends such a token at the first joint where its JWT reads as
  // signed (tokens.ts SIGNED: a third part of 342 characters or more), so a signature longer than
  // 342 (an RS256 signature of a 3072- or 4096-bit key: 512 or 683) is cut at the first literal
  // boundary past its 342nd character: the literals after it reach the agent as they are
  // (`"***" + "***" + … + "0BzaDZoxQQQYM-5VRz74M0DJ7BLbVZSdqfj7lOI0uRpBUi-YluPz2mhnAr-Ay"`).
  // The same over continued lines (`\`, quoted-printable's `=`), which end a token at a joint the
  // same way. Every trial (100 of 100 at each width 60, 100, 200, 300 and each cut 342 to 442
  // chars into the signature; 40 of 40 for `\` and `=`). At 1172a39 every one of these was found
  // whole: a regression of bf5c9be. (A signature of 342 holds in each form.)
  const forms: Readonly<Record<string, (t: string) => string>> = {
    'JavaScript, "…" + "…" on one line': (t) => `const t = "${pieces(t, 100).join('" + "')}";`,
    'JavaScript, "…" + then "…"': (t) => `const t = "${pieces(t, 100).join('" +\n  "')}";`,
    'Python, "…" then "…" in parentheses': (t) =>
      `T = (\n    "${pieces(t, 80).join('"\n    "')}"\n)`,
    // Row "continued lines | a line that ends with `\`, or with quoted-printable's soft break `=`".
    'a shell command continued with \\': (t) =>
      `${pieces(`curl -H "Authorization: token ${t}"`, 70).join('\\\n')}\n`,
    'quoted-printable, soft breaks': (t) =>
      `${pieces(`Authorization: token ${t}`, 75).join('=\n')}\n`,
    'a cut one character past the 342nd of the signature': (t) => {
      const cut = t.lastIndexOf('.') + 1 + 343
      return `const t = "${t.slice(0, cut)}" +\n  "${t.slice(cut)}";`
    }
  }
  for (const size of [512, 683]) {
    it.each(Object.keys(forms))(`a signature of ${size}: %s`, (form) => {
      for (let trial = 0; trial < 20; trial++) {
        const t = signedWith(size)()
        expect(leftOf(redactForAgent(forms[form]!(t)), t)).toEqual([])
      }
    })
  }
})

describe('an installation token of 2026 whose signature is longer than 342, cut into a list`s items on one line, does not reach the agent', () => {
  // README: an installation token of 2026 "is found too, on one line or cut into a list's items on
  // it"; row "string literals on one line | … `"…", "…"`" (a GitHub token ✓). The items after the
  // one in which the JWT's third part reaches 342 characters go to the agent as they are
  // (`["***", "***", "***", "jKOLrWmr…"]`). Every trial (100 of 100 at widths 60 to 300). The
  // same at 1172a39: older, not a regression (tokens.ts lineEnds ends it at an item once signed).
  it.each([512, 683])('a signature of %i, items of 100', (size) => {
    for (let trial = 0; trial < 20; trial++) {
      const t = signedWith(size)()
      const text = `const parts = ["${pieces(t, 100).join('", "')}"];`
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
