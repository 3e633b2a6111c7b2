// Redaction on the way to the agent (src/sinks/for-agent.ts redactForAgent), from the attack of
// issue #27 §4: a secret cut into string literals (continued, concatenated, items of an array)
// is redacted in each literal, and what joins the literals stays.
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { redactForAgent, registerSecret } from '../../src/sinks/index.js'
import { FC_OPTIONS } from '../support/hostile-text.js'

const KEY = 'mint_Ab3dEf9hIjK1mNoPqR5tUvWxYz0123'
const GHP = 'ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8'
registerSecret(KEY)

/** Whether `text` holds 8 characters of `secret` in a row (the promise's "any 8 of its characters"). */
const carriesPiece = (text: string, secret: string): boolean => {
  for (let i = 0; i + 8 <= secret.length; i++)
    if (text.includes(secret.slice(i, i + 8))) return true
  return false
}

describe('a secret cut into string literals', () => {
  it('a GitHub token in two Python literals continued with a backslash is redacted on each line', () => {
    // Python (and shell): a trailing \ continues the line; adjacent literals concatenate.
    const text = `TOKEN = "${GHP.slice(0, 16)}" \\\n    "${GHP.slice(16)}"`
    expect(redactForAgent(text)).toBe('TOKEN = "***" \\\n    "***"')
  })

  it('the rest of a GitHub token continued with a backslash is redacted, not only its first line', () => {
    const text = `TOKEN = "${GHP.slice(0, 26)}" \\\n    "${GHP.slice(26)}"`
    expect(redactForAgent(text)).toBe('TOKEN = "***" \\\n    "***"')
  })

  it('a GitHub token in a shell double-quoted string continued with "\\<newline>" is redacted', () => {
    const text = `export T="${GHP.slice(0, 16)}"\\\n"${GHP.slice(16)}"`
    expect(redactForAgent(text)).toBe('export T="***"\\\n"***"')
  })

  it('a GitHub token in two literals concatenated on one line is redacted', () => {
    const text = `const t = "${GHP.slice(0, 16)}" + "${GHP.slice(16)}"`
    expect(redactForAgent(text)).toBe('const t = "***" + "***"')
  })

  it('the API key in literals of 7 characters on one line leaves none of its characters', () => {
    const pieces = KEY.match(/.{1,7}/g)!.map((piece) => `"${piece}"`)
    const shown = redactForAgent(`const k = [${pieces.join(', ')}].join('')`)
    expect(shown).toBe(`const k = [${pieces.map(() => '"***"').join(', ')}].join('')`)
  })

  it('the API key cut 8 + 7 + 7 + … on one line: the pieces after the redacted first one go too', () => {
    const cut = [KEY.slice(0, 8), KEY.slice(8, 15), KEY.slice(15, 22), KEY.slice(22, 29), KEY.slice(29)] // prettier-ignore
    const shown = redactForAgent(cut.map((piece) => `"${piece}"`).join(' + '))
    expect(shown).toBe('"***" + "***" + "***" + "***" + "***"')
  })

  it('the API key in an array of 7-character literals, one per line, is redacted on each line', () => {
    const lines = KEY.match(/.{1,7}/g)!.map((piece) => `  "${piece}",`)
    const shown = redactForAgent(`const k = [\n${lines.join('\n')}\n].join('')`)
    expect(shown).toBe(`const k = [\n${lines.map(() => '  "***",').join('\n')}\n].join('')`)
  })

  it('a GitHub token in an array of literals, one per line, is redacted on each line', () => {
    const lines = GHP.match(/.{1,10}/g)!.map((piece) => `  "${piece}",`)
    const shown = redactForAgent(`const t = [\n${lines.join('\n')}\n].join('')`)
    expect(shown).toBe(`const t = [\n${lines.map(() => '  "***",').join('\n')}\n].join('')`)
  })

  it('a GitHub token as a Java char array is redacted', () => {
    const text = `new String(new char[] {${[...GHP].map((ch) => `'${ch}'`).join(', ')}})`
    expect(carriesPiece(redactForAgent(text).replace(/', '/g, ''), GHP)).toBe(false)
  })
})

describe('a secret cut by quoted-printable`s soft line break (a mail in an issue)', () => {
  it('a GitHub token cut by a soft line break (=) is redacted on each line', () => {
    const text = `token: ${GHP.slice(0, 16)}=\n${GHP.slice(16)}`
    expect(redactForAgent(text)).toBe('token: ***=\n***')
  })

  it('the rest of a GitHub token after a soft line break is redacted, not only its first line', () => {
    const text = `token: ${GHP.slice(0, 28)}=\n${GHP.slice(28)}`
    expect(redactForAgent(text)).toBe('token: ***=\n***')
  })
})

describe('string literals, generated', () => {
  const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
  const alnum = (n: number) =>
    fc.array(fc.constantFrom(...ALNUM), { minLength: n, maxLength: n }).map((c) => c.join(''))
  /** What joins two literals and says the value goes on, and what only lists them. */
  const GOES_ON = ['" + "', "' . '", '""', '" "', '" \\\n    "', '"\\\n"', '" +\n+  "', "' &&\n  '"]
  const LISTS = ['", "', "','", '",\n  "', '",\n+  "']
  /** `secret` cut at `cuts` into literals, each cut joined by one of `glues`. */
  const cutInto = (secret: string, cuts: number[], glues: string[]): string => {
    const at = [...new Set(cuts.map((c) => 1 + (c % (secret.length - 1))))].sort((a, b) => a - b)
    const pieces = at.map((end, i) => secret.slice(at[i - 1] ?? 0, end))
    pieces.push(secret.slice(at.at(-1) ?? 0))
    return `"${pieces.map((p, i) => `${p}${i < pieces.length - 1 ? glues[i % glues.length] : ''}`).join('')}"`
  }
  const flat = (text: string): string =>
    [...GOES_ON, ...LISTS].reduce((out, glue) => out.replaceAll(glue, ''), text)
  const windows = (secret: string): string[] =>
    Array.from({ length: secret.length - 7 }, (_, i) => secret.slice(i, i + 8))

  it('leaves no 8 characters of the key or a token, however it is cut into literals', () => {
    const secret = fc.oneof(
      fc.constant({ value: KEY, glues: [...GOES_ON, ...LISTS] }),
      alnum(36).map((r) => ({ value: `ghp_${r}`, glues: [...GOES_ON, ...LISTS] })),
      // Another project's key goes on over literals an operator joins; an array's items may end
      // it (joins.ts), as a line that just ends does.
      // (src/sinks/tokens.ts: digits, small letters, two capitals side by side).
      alnum(24)
        .filter((r) => /[0-9]/.test(r) && /[a-z]/.test(r) && /[A-Z]{2}/.test(r))
        .map((r) => ({ value: `mint_${r}`, glues: GOES_ON }))
    )
    fc.assert(
      fc.property(
        secret,
        fc.array(fc.nat(), { minLength: 1, maxLength: 12 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
        ({ value, glues }, cuts, picks) => {
          const chosen = picks.map((p) => glues[p % glues.length]!)
          const text = `const t = [${cutInto(value, cuts, chosen)}].join('')`
          const shown = redactForAgent(text)
          expect(shown.startsWith('const t = [')).toBe(true)
          for (const piece of windows(value)) expect(flat(shown)).not.toContain(piece)
        }
      ),
      FC_OPTIONS
    )
  })

  it('leaves literals of ordinary words as they were, however they are joined', () => {
    // Words of a token's prefix, but none that makes one of GitHub's (ghp_, github_pat_ then 20
    // word characters is one, by its shape).
    const words = ['mint', 'config', 'value', 'token', 'gh', 'github', 'key', 'v2', '_']
    const literal = fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 5 })
    fc.assert(
      fc.property(
        fc.array(literal, { minLength: 2, maxLength: 8 }),
        fc.constantFrom(...GOES_ON, ...LISTS),
        (parts, glue) => {
          const text = `x = ["${parts.map((p) => p.join('_')).join(glue)}"]`
          expect(redactForAgent(text)).toBe(text)
        }
      ),
      FC_OPTIONS
    )
  })
})

describe('an installation token of 2026 cut into the items of an array on one line is redacted whole', () => {
  // Found by the fifth attack. README, "string literals on one line": `"…", "…"` is marked for a
  // GitHub token, and a `ghs_` of 2026 (an app id and a JWT of about 520) "is found too, but not
  // wrapped over lines". An item's end is read as a line's end (tokens.ts lineEnds): a first item
  // of 40 or more "holds a whole token" and ends it, and the rest of the JWT (480 characters)
  // reaches the agent.
  const part = (seed: string, length: number): string =>
    Buffer.from(seed.repeat(length)).toString('base64url').slice(0, length)
  const GHS = `ghs_1234567_${part('{"alg":"RS256"}', 36)}.${part('{"iss":"x","exp":1}', 420)}.${part('sig', 342)}` // prettier-ignore
  it.each([40, 100, 300])('cut after %i characters, items apart by ", "', (at) => {
    const shown = redactForAgent(`const t = ["${GHS.slice(0, at)}", "${GHS.slice(at)}"]`)
    expect(carriesPiece(shown, GHS)).toBe(false)
  })
})

describe('an installation token of 2026 cut into array items inside its signature is redacted whole', () => {
  // Found by the seventh attack. README, "string literals on one line": `"…", "…"` is marked for a
  // GitHub token, and a `ghs_` of 2026 "is found too, on one line or cut into a list's items on
  // it". tokens.ts lineEnds then stopped going over items once the text read held a signed JWT
  // (a third part of 43 or more); an RS256 signature is 342 characters, so a cut after its 43rd
  // ended the token there and the rest of the signature (up to 299 characters) reached the agent.
  const part = (seed: string, length: number): string =>
    Buffer.from(seed.repeat(length)).toString('base64url').slice(0, length)
  const SIG = part('rs256-signature', 342)
  const GHS = `ghs_1234567_${part('{"alg":"RS256"}', 36)}.${part('{"iss":"x","exp":1}', 420)}.${SIG}`
  it.each([50, 100, 300])(
    'cut %i characters into an RS256 signature, items apart by ", "',
    (into) => {
      const at = GHS.length - SIG.length + into
      const shown = redactForAgent(`const t = ["${GHS.slice(0, at)}", "${GHS.slice(at)}"]`)
      expect(carriesPiece(shown, GHS)).toBe(false)
    }
  )
})

describe('a GitHub token cut into the items of an indented YAML sequence, one a line, is redacted on each line', () => {
  // Found by the eighth attack. README, "string literals over lines": "an array's items one a
  // line". A YAML sequence under a key is indented (`key:` then `  - "…"`), in a patch too
  // (`+  - "…"`); the code join (joins.ts CONTINUATION) takes a `-` only as a line's first
  // character, so an indented item's `- "` stays between the pieces and the token reached the
  // agent (a sequence at column 0, `- "…"`, is redacted).
  it.each([
    ['double-quoted', (a: string, b: string) => `parts:\n  - "${a}"\n  - "${b}"\nnext: 1\n`],
    ['single-quoted', (a: string, b: string) => `parts:\n  - '${a}'\n  - '${b}'\nnext: 1\n`],
    ['in a patch', (a: string, b: string) => `+parts:\n+  - "${a}"\n+  - "${b}"\n+next: 1\n`]
  ])('%s', (_how, make) => {
    const shown = redactForAgent(make(GHP.slice(0, 14), GHP.slice(14)))
    expect(shown).not.toContain(GHP.slice(0, 14))
    expect(shown).not.toContain(GHP.slice(14))
  })
})

describe('a GitHub token cut into prefixed string literals over lines is redacted on each line', () => {
  // Found by the eighth attack. README, "string literals over lines": `"…" +` then `"…"`,
  // `"…" \` then `"…"`. joins.ts takes Python's prefix of the next literal on one line (`" b"`),
  // but not at the start of the next line (`b"…"`, `r"…"`), nor C#'s verbatim `@"…"`: the token
  // reached the agent.
  it.each([
    ['Python bytes continued with a backslash', (a: string, b: string) => `tok = b"${a}" \\\n    b"${b}"\n`], // prettier-ignore
    ['Python raw strings joined with +', (a: string, b: string) => `tok = "${a}" +\n    r"${b}"\n`],
    ['Python raw strings side by side in parentheses', (a: string, b: string) => `tok = (\n    r"${a}"\n    r"${b}"\n)\n`], // prettier-ignore
    ['C# verbatim strings joined with +', (a: string, b: string) => `var t = @"${a}" +\n  @"${b}";\n`] // prettier-ignore
  ])('%s', (_how, make) => {
    const shown = redactForAgent(make(GHP.slice(0, 14), GHP.slice(14)))
    expect(shown).not.toContain(GHP.slice(0, 14))
    expect(shown).not.toContain(GHP.slice(14))
  })
})

describe('a secret cut into string literals with a prefix of C#, C++ or SQL does not reach the agent', () => {
  // Found by the ninth attack. README, rows "string literals on one line" and "over lines": a
  // literal with a prefix is a string literal (joins.ts PREFIX), not only Python's `b"` and `@"`.
  const OTHER = 'mint_q7Rt2xLm9KpZ4wVb8NcJ3hYs'
  const [head, tail] = [GHP.slice(0, 20), GHP.slice(20)]
  const [first, rest] = [OTHER.slice(0, 9), OTHER.slice(9)]
  it.each([
    ["C#'s $, on one line", `var token = $"${head}" + $"${tail}";`, GHP],
    ["C#'s $@, on one line", `var token = $@"${head}" + $@"${tail}";`, GHP],
    ["C++'s L, on one line", `const wchar_t* token = L"${head}" L"${tail}";`, GHP],
    ["C++'s u8, on one line", `const char* token = u8"${head}" u8"${tail}";`, GHP],
    ["T-SQL's N', on one line", `SELECT N'${head}' + N'${tail}' AS token;`, GHP],
    ["C#'s $, one a line", `var token = $"${head}" +\n    $"${tail}";`, GHP],
    ["C#'s $, one a line, the operator first", `var token = $"${head}"\n    + $"${tail}";`, GHP],
    ["C++'s L, one a line", `auto token = L"${head}" +\n    L"${tail}";`, GHP],
    ["C++'s u8, continued by a backslash", `#define TOKEN u8"${head}" \\\n    u8"${tail}"`, GHP],
    ["T-SQL's N', one a line", `SET @token = N'${head}' +\n    N'${tail}';`, GHP],
    ["C#'s $, another project's key", `var key = $"${first}" + $"${rest}";`, OTHER],
    [
      "C++'s L, another project's key over lines",
      `auto key = L"${first}" +\n    L"${rest}";`,
      OTHER
    ]
  ])('%s', (_what, text, secret) => {
    expect(carriesPiece(redactForAgent(text), secret)).toBe(false)
  })
})
