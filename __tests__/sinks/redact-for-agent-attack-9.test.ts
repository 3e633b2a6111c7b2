// Found by an attack, kept as a test
// Redaction on the way to the agent (src/sinks/for-agent.ts redactForAgent), attacked a ninth time
// from a fresh context, in the forms of the README's table ("Docs that follow the code"): decimal
// bytes as `od` prints them (its offsets at each line's start), string literals with a prefix other
// than `b`, `r`, `f`, `u` or `@` (C#'s `$"…"`, C++'s `L"…"` and `u8"…"`, T-SQL's `N'…'`), and
// identifiers of words in camel case that read as another project's key.
import { describe, expect, it } from '@jest/globals'
import { redactForAgent, registerSecret } from '../../src/sinks/index.js'

const KEY = 'mint_Ab3dEf9hIjK1mNoPqR5tUvWxYz0123'
const GHP = 'ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8'
// Another project's key: a part that mixes digits, small and capital letters, not camel case.
const OTHER = 'mint_q7Rt2xLm9KpZ4wVb8NcJ3hYs'
registerSecret(KEY)

/** Whether `text` holds 8 characters of `secret` in a row (the promise's "any 8 of its characters"). */
const carriesPiece = (text: string, secret: string): boolean => {
  for (let i = 0; i + 8 <= secret.length; i++)
    if (text.includes(secret.slice(i, i + 8))) return true
  return false
}

/** What `od -tu1` prints: each line its offset (octal, 7 digits) and 16 bytes in decimal. */
const odTu1 = (s: string): string => {
  const bytes = Buffer.from(s)
  const lines: string[] = []
  for (let at = 0; at < bytes.length; at += 16) {
    const cells = [...bytes.subarray(at, at + 16)].map((b) => String(b).padStart(4)).join('')
    lines.push(`${at.toString(8).padStart(7, '0')}${cells}`)
  }
  lines.push(bytes.length.toString(8).padStart(7, '0'))
  return lines.join('\n')
}
/** The bytes `od -tu1`'s lines (as shown) still hold, offsets left out, read back as text. */
const odRead = (shown: string): string =>
  Buffer.from(
    shown
      .split('\n')
      .flatMap((line) => line.trim().split(/\s+/).slice(1))
      .filter((cell) => /^[0-9]+$/.test(cell))
      .map(Number)
  ).toString('latin1')

describe('a secret in decimal bytes as `od -tu1` prints them, each line after its offset, does not reach the agent', () => {
  // README, row "decimal": "bytes or character codes in a list, 8 or more: … over lines as NumPy,
  // `od` or a YAML sequence print them" (✓ for a GitHub token and another project's key). `od`
  // prints each line's offset first (`0000000`, `0000020`, … in octal) unless told `-An`.
  it.each([
    ['a GitHub token', GHP],
    ["another project's key", OTHER]
  ])('%s in `od -tu1` output (offsets at each line) is redacted', (_what, secret) => {
    const text = `$ printf '%s' "$TOKEN" | od -tu1\n${odTu1(secret)}\n`
    const shown = redactForAgent(text)
    expect(carriesPiece(odRead(shown), secret)).toBe(false)
  })

  it('a GitHub token in `od -tu1` output of a .env file (decimal offsets, `-Ad`) is redacted', () => {
    const file = `# deploy\nGITHUB_TOKEN=${GHP}\n`
    const decimalOffsets = odTu1(file).replace(/^[0-7]{7}/gm, (o) =>
      String(parseInt(o, 8)).padStart(7, '0')
    )
    const shown = redactForAgent(`$ od -Ad -tu1 .env\n${decimalOffsets}\n`)
    expect(carriesPiece(odRead(shown), GHP)).toBe(false)
  })
})

describe('a secret cut into string literals with a prefix of C#, C++ or SQL does not reach the agent', () => {
  // README, rows "string literals on one line" (`"…" + "…"`) and "string literals over lines"
  // (`"…" +` then `"…"`, `"…"` then `+ "…"`), ✓ for a GitHub token. A literal with a prefix is a
  // string literal: Python's `b"`, `r"`, `f"` and C#'s `@"` are read, these are not.
  const [head, tail] = [GHP.slice(0, 20), GHP.slice(20)]

  it.each([
    ["C#'s interpolated string ($)", `var token = $"${head}" + $"${tail}";`],
    ["C#'s interpolated verbatim string ($@)", `var token = $@"${head}" + $@"${tail}";`],
    ["C++'s wide string (L)", `const wchar_t* token = L"${head}" L"${tail}";`],
    ["C++'s UTF-8 string (u8)", `const char* token = u8"${head}" u8"${tail}";`],
    ["T-SQL's national string (N')", `SELECT N'${head}' + N'${tail}' AS token;`]
  ])('%s, two literals on one line, is redacted', (_what, line) => {
    const shown = redactForAgent(line)
    expect(carriesPiece(shown, GHP)).toBe(false)
  })

  it.each([
    ["C#'s interpolated string ($)", `var token = $"${head}" +\n    $"${tail}";`],
    ["C#'s interpolated string ($), the operator first", `var token = $"${head}"\n    + $"${tail}";`], // prettier-ignore
    ["C++'s wide string (L)", `auto token = L"${head}" +\n    L"${tail}";`],
    ["C++'s UTF-8 string (u8), continued by a backslash", `#define TOKEN u8"${head}" \\\n    u8"${tail}"`], // prettier-ignore
    ["T-SQL's national string (N')", `SET @token = N'${head}' +\n    N'${tail}';`]
  ])('%s, one literal a line, is redacted', (_what, text) => {
    const shown = redactForAgent(text)
    expect(carriesPiece(shown, GHP)).toBe(false)
  })

  // The same rows, ✓ for another project's key (two literals joined by an operator, not items).
  it.each([
    ["C#'s interpolated string ($), on one line", `var key = $"${OTHER.slice(0, 9)}" + $"${OTHER.slice(9)}";`], // prettier-ignore
    ["C++'s wide string (L), over lines", `auto key = L"${OTHER.slice(0, 9)}" +\n    L"${OTHER.slice(9)}";`] // prettier-ignore
  ])("another project's key in %s is redacted", (_what, text) => {
    const shown = redactForAgent(text)
    expect(carriesPiece(shown, OTHER)).toBe(false)
  })
})

describe('identifiers of words in camel case with a common word of two letters reach the agent as they are', () => {
  // README: "a part that is not words in camel case … so `mint_uploadToS3`, `mint_getUserIdV2`,
  // `mint_isAValidValue` … in code reaches the agent as it is (an acronym outside a closed list of
  // common ones …, or a capital letter alone other than `A` … may make an identifier read as a
  // key)". My, If, No, An, Ok, It, Me, Us are words, not acronyms nor a capital alone.
  it.each([
    'const profile = await mint_getMyProfileV2(user)',
    'mint_runIfEnabledV2(flags, () => start())',
    'if (mint_hasNoAccessV2(member)) return deny()',
    'export const mint_isAnAdminV2 = (u: User) => u.role === "admin"',
    'expect(mint_isOkResponseV2(res)).toBe(true)',
    'while (!mint_isItReadyV2(job)) await sleep(100)',
    'return mint_tellMeMoreV2(topic)',
    'mint_letUsGoV2()'
  ])('%s stays as it was', (line) => {
    expect(redactForAgent(line)).toBe(line)
  })

  // `Of` is on the list, but only before a capital: before a number it makes a key.
  it.each(['const label = mint_showPage1Of10(page)', 'return mint_getPageOf2(items)'])(
    '%s stays as it was',
    (line) => {
      expect(redactForAgent(line)).toBe(line)
    }
  )
})

describe('identifiers of words in camel case with a plural of a listed acronym reach the agent as they are', () => {
  // README: "`mint_getUserIDFromSession` or `mint_isValidURLForCurrentUser` in code reaches the
  // agent as it is": ID, URL, API, JWT are on the closed list of acronyms; their plurals (IDs,
  // URLs, APIs, JWTs) are the same words.
  it.each([
    'const ids = mint_getUserIDsFromSession(req)',
    'const tokens = mint_parseJWTsFromHeaders(req.headers)',
    'const urls = await mint_fetchURLsV2(page)',
    'for (const api of mint_listAPIsV2(owner)) {',
    'const all = mint_getAllIDs2(batch)'
  ])('%s stays as it was', (line) => {
    expect(redactForAgent(line)).toBe(line)
  })
})
