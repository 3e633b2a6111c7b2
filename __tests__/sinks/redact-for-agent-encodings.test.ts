// Redaction on the way to the agent (src/sinks/for-agent.ts redactForAgent), from the attack of
// issue #27 §4: the API key (registered) and tokens of known shapes, written in the encodings and
// forms that files, logs, dumps and mails hold them in, do not reach the agent.
import { describe, expect, it } from '@jest/globals'
import { redactForAgent, registerSecret } from '../../src/sinks/index.js'
import { base32 } from '../support/secret-encodings.js'

const KEY = 'mint_Ab3dEf9hIjK1mNoPqR5tUvWxYz0123'
const GHP = 'ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8'
registerSecret(KEY)

const b64 = (s: string | Buffer): string => Buffer.from(s).toString('base64')
const fromB64 = (s: string): string => Buffer.from(s, 'base64').toString('latin1')
/** Whether `text` holds 8 characters of `secret` in a row (the promise's "any 8 of its characters"). */
const carriesPiece = (text: string, secret: string): boolean => {
  for (let i = 0; i + 8 <= secret.length; i++)
    if (text.includes(secret.slice(i, i + 8))) return true
  return false
}
/** The first base64 run of at least 16 characters after `label` in `text` ('' when none). */
const runAfter = (text: string, label: string): string =>
  text.slice(text.indexOf(label) + label.length).match(/[A-Za-z0-9+/=]{16,}/)?.[0] ?? ''

describe('a secret in another encoding does not reach the agent', () => {
  describe('a secret in nested encodings (one decoding is not enough)', () => {
    // A Kubernetes Secret of type dockerconfigjson: base64 of JSON whose `auth` is base64 of
    // user:token. The form a registry credential has in every cluster manifest and `kubectl get -o yaml`.
    const dockerConfig = (secret: string): string =>
      b64(
        JSON.stringify({
          auths: { 'ghcr.io': { auth: b64(`bot:${secret}`) } }
        })
      )
    const fromDockerConfig = (shown: string): string => {
      const auth = fromB64(runAfter(shown, '.dockerconfigjson: ')).match(/"auth":"([^"]*)"/)?.[1]
      return auth ? fromB64(auth) : ''
    }

    it.each([
      ['a GitHub token', GHP],
      ['the API key', KEY]
    ])('%s in a Kubernetes .dockerconfigjson (base64 of base64) is redacted', (_what, secret) => {
      const text = `data:\n  .dockerconfigjson: ${dockerConfig(secret)}\n`
      const shown = redactForAgent(text)
      expect(fromDockerConfig(shown)).not.toContain(secret)
      expect(carriesPiece(fromDockerConfig(shown), secret)).toBe(false)
    })

    it.each([
      // What is left is the encoded padding (`==`), which carries none of the token.
      ['hex of base64', (s: string) => Buffer.from(b64(s)).toString('hex'), 'blob: ***3d3d'],
      ['base64 of hex', (s: string) => b64(Buffer.from(s).toString('hex')), 'blob: ***=']
    ])('a GitHub token in %s is redacted', (_what, encode, shown) => {
      expect(redactForAgent(`blob: ${encode(GHP)}`)).toBe(shown)
    })
  })

  describe('a secret in a form a Windows log or a debug dump holds', () => {
    // `powershell -EncodedCommand` takes base64 of UTF-16LE: every character followed by a 0 byte.
    it.each([
      ['a GitHub token', GHP],
      ['the API key', KEY]
    ])('%s in a PowerShell -EncodedCommand (base64 of UTF-16LE) is redacted', (_what, secret) => {
      const encoded = Buffer.from(`$env:TOKEN = "${secret}"; ./deploy.ps1`, 'utf16le').toString('base64') // prettier-ignore
      const shown = redactForAgent(`powershell.exe -NoProfile -EncodedCommand ${encoded}`)
      const decoded = Buffer.from(runAfter(shown, '-EncodedCommand '), 'base64').toString('utf16le')
      expect(carriesPiece(decoded, secret)).toBe(false)
    })

    // console.log(JSON.stringify(buffer)) and util.inspect of a Buffer's toJSON(); also a
    // String.fromCharCode(…) or a []byte{…} literal: the bytes in decimal.
    it.each([
      ['a GitHub token', GHP],
      ['the API key', KEY]
    ])('%s as a Node Buffer in JSON (its bytes in decimal) is redacted', (_what, secret) => {
      const shown = redactForAgent(`body: ${JSON.stringify(Buffer.from(secret))}`)
      const bytes = (shown.match(/\d+/g) ?? []).map(Number).filter((n) => n < 256)
      expect(carriesPiece(Buffer.from(bytes).toString('latin1'), secret)).toBe(false)
    })

    it('a GitHub token with an ANSI colour code inside (a coloured CI log) is redacted', () => {
      const text = `\x1b[32m${GHP.slice(0, 12)}\x1b[1m${GHP.slice(12)}\x1b[0m`
      expect(redactForAgent(text)).toBe('\x1b[32m***\x1b[1m***\x1b[0m')
    })
  })

  describe('a secret in quoted-printable (a mail in an issue, an .eml fixture, a mailing-list archive)', () => {
    it('a GitHub token in a Q-encoded header (its _ written =5F) is redacted', () => {
      const text = `Subject: =?utf-8?Q?new_token_${GHP.replace('_', '=5F')}?=`
      expect(redactForAgent(text)).toBe('Subject: =?utf-8?Q?new_token_***?=')
    })
  })

  describe('a secret with an invisible character written as a named HTML reference', () => {
    // The characters themselves, their numeric references and their names are dropped (views.ts).
    it.each([['&shy;'], ['&ZeroWidthSpace;'], ['&zwj;'], ['&zwnj;'], ['&NoBreak;']])(
      'a GitHub token with %s inside is redacted',
      (reference) => {
        expect(redactForAgent(`${GHP.slice(0, 12)}${reference}${GHP.slice(12)}`)).toBe('***')
      }
    )

    it('a GitHub token broken with <wbr> (HTML`s break opportunity for long words) is redacted', () => {
      const text = `<code>${GHP.slice(0, 12)}<wbr>${GHP.slice(12, 26)}<wbr>${GHP.slice(26)}</code>`
      expect(redactForAgent(text)).toBe('<code>***<wbr>***<wbr>***</code>')
    })
  })
})

describe('a secret in the forms of real files, patches, logs and dumps does not reach the agent', () => {
  describe('a GitHub token in the forms of real files, patches, logs and dumps', () => {
    it.each([
      ['Windows line endings between two continued literals', `+const t = "${GHP.slice(0, 16)}" +\r\n+  "${GHP.slice(16)}"\r\n`, '+const t = "***" +\r\n+  "***"\r\n'], // prettier-ignore
      ['three continued literals', `x = "${GHP.slice(0, 14)}" +\n  "${GHP.slice(14, 28)}" +\n  "${GHP.slice(28)}"`, 'x = "***" +\n  "***" +\n  "***"'], // prettier-ignore
      ['a diff`s context and removed lines', ` const t = "${GHP.slice(0, 18)}" +\n-  "${GHP.slice(18)}"`, ' const t = "***" +\n-  "***"'], // prettier-ignore
      ['wrapped over three lines', GHP.match(/.{1,14}/g)!.join('\n'), '***\n***\n***'],
      ['a YAML folded scalar', `token: >-\n  ${GHP.slice(0, 16)}\n  ${GHP.slice(16)}\n`, 'token: >-\n  ***\n  ***\n'], // prettier-ignore
      ['a JSON string with \\n inside', JSON.stringify(`${GHP.slice(0, 16)}\n${GHP.slice(16)}`), '"***\\n***"'], // prettier-ignore
      ['tabs around it', `\tT=\t${GHP}\t`, '\tT=\t***\t'],
      ['a markdown table cell', `| ci | ${GHP} |`, '| ci | *** |'],
      ['a CSV row', `name,token\nci,${GHP}\n`, 'name,token\nci,***\n'],
      [
        'a URL query string',
        `https://x.io/?a=1&token=${GHP}&b=2`,
        'https://x.io/?a=1&token=***&b=2'
      ],
      [
        'an Authorization: Bearer header',
        `Authorization: Bearer ${GHP}`,
        'Authorization: Bearer ***'
      ],
      ['an Authorization: Basic header', `Authorization: Basic ${b64(`x-access-token:${GHP}`)}`, 'Authorization: Basic eC1hY2Nlc3MtdG9rZW46***=='], // prettier-ignore
      ['base64url without padding of user:token', Buffer.from(`x:${GHP}`).toString('base64url'), 'eD***'], // prettier-ignore
      ['base64 URL-encoded (%3D padding)', encodeURIComponent(b64(`xx:${GHP}`)), 'eHg6***%3D%3D'],
      ['base64 wrapped with CRLF', b64(`u:${GHP}`).match(/.{1,8}/g)!.join('\r\n'), 'dT***\r\n***\r\n***\r\n***\r\n***\r\n***\r\n***'], // prettier-ignore
      ['upper-case hex', Buffer.from(GHP).toString('hex').toUpperCase(), '***'],
      ['hex, one byte a line', Buffer.from(GHP).toString('hex').match(/../g)!.join('\n'), Array(40).fill('***').join('\n')], // prettier-ignore
      ['followed at once by word characters (they go too)', `${GHP}abc`, '***']
    ])('%s', (_what, text, shown) => {
      expect(redactForAgent(text)).toBe(shown)
    })

    it('in the payload of a JWT-like dot-separated string', () => {
      const payload = Buffer.from(JSON.stringify({ t: GHP })).toString('base64url')
      const shown = redactForAgent(`eyJhbGciOiJIUzI1NiJ9.${payload}.c2ln`)
      expect(carriesPiece(fromB64(shown.split('.')[1]!), GHP)).toBe(false)
      expect(shown.split('.')).toHaveLength(3)
    })
  })

  describe('pieces of the API key', () => {
    const piece = KEY.slice(10, 18)
    it.each([
      ['as it is', piece],
      ['in lower case', piece.toLowerCase()],
      ['in hex bytes apart', [...Buffer.from(piece)].map((b) => b.toString(16)).join(' ')],
      ['in 0x bytes of a C array', [...Buffer.from(piece)].map((b) => `0x${b.toString(16)}`).join(', ')], // prettier-ignore
      ['in \\u escapes', [...piece].map((c) => `\\u00${c.charCodeAt(0).toString(16)}`).join('')],
      ['in %XX every character', [...piece].map((c) => `%${c.charCodeAt(0).toString(16)}`).join('')], // prettier-ignore
      ['in HTML decimal references', [...piece].map((c) => `&#${c.charCodeAt(0)};`).join('')],
      ['with zero-width spaces between', [...piece].join('\u200b')],
      ['in full-width letters', [...piece].map((c) => String.fromCodePoint(c.charCodeAt(0) + 0xfee0)).join('')], // prettier-ignore
      ['wrapped 4 + 4', `${piece.slice(0, 4)}\n${piece.slice(4)}`],
      ['in two continued literals of 4', `"${piece.slice(0, 4)}" +\n  "${piece.slice(4)}"`]
    ])('a run of 8 characters %s is redacted', (_what, written) => {
      expect(carriesPiece(redactForAgent(`x ${written} y`), piece)).toBe(false)
      expect(redactForAgent(`x ${written} y`)).not.toBe(`x ${written} y`)
    })

    it('the whole key in lines of 3 characters is redacted on every line, the lines kept', () => {
      const lines = KEY.match(/.{1,3}/g)!
      expect(redactForAgent(lines.join('\n'))).toBe(lines.map(() => '***').join('\n'))
    })
  })
})

describe('a token whose body holds another prefix, encoded at any alignment, is redacted whole', () => {
  // Found by the sixth attack. README, "base64" and "base32" rows: "at any alignment"; "UTF-16 in
  // base64, hex or base32". A token whose random body holds another prefix (a fine-grained token
  // with ghp_ before its `_`, a JWT holding ghp_ before a -) is read again through the prefix
  // glued to it (tokens.ts findTokens) only when the two bytes are "side by side in the text"
  // (view.from[stop] === view.to[stop - 1]): in a decoded view two bytes share a base64 or base32
  // character unless the prefix falls on a group's edge, and without NUL bytes (UTF-16) they are
  // never side by side. So at most alignments the read-through is skipped: the fine-grained
  // token's first 19 characters, or the JWT's 260 after its inner ghp_, reach the agent.
  const part = (seed: string, length: number): string =>
    Buffer.from(seed.repeat(length)).toString('base64url').slice(0, length)
  const PAT_INNER = `github_pat_11ABCDEFG0123456789ghp_${'Zq8RwX3vLp2TnY6kHs4JdF'.repeat(3).slice(0, 59)}`
  const GHS_INNER = `ghs_1234567_${part('{"alg":"RS256"}', 36)}.${part('{"iss":"x","exp":1}', 200)}ghp_-${part('{"iss":"y","exp":2}', 200)}.${part('sig', 60)}` // prettier-ignore
  const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  const fromB32 = (s: string): string => {
    let bits = 0
    let value = 0
    const out: number[] = []
    for (const c of s) {
      const i = ALPHABET.indexOf(c)
      if (i < 0) continue
      value = ((value << 5) | i) & 0xffff
      bits += 5
      if (bits >= 8) {
        out.push((value >>> (bits - 8)) & 255)
        bits -= 8
      }
    }
    return Buffer.from(out).toString('latin1')
  }
  /** Whether a piece left between the `***` decodes (at any of `align` offsets) to 8 of `token`. */
  const leaks = (shown: string, token: string, decode: (s: string) => string, align: number) =>
    shown
      .split('***')
      .map((piece) => piece.replace(/^data: /, '').replace(/ end$/, ''))
      .some((piece) =>
        Array.from({ length: align }, (_, a) => decode(piece.slice(a))).some((d) =>
          carriesPiece(d, token)
        )
      )
  const TOKENS: [string, string][] = [
    ['a fine-grained token with ghp_ before its _', PAT_INNER],
    ['an installation token of 2026 whose JWT holds ghp_ before a -', GHS_INNER]
  ]
  it.each(
    TOKENS.flatMap(([name, token]) =>
      [1, 2].map((lead) => [name, lead, token] as [string, number, string])
    )
  )('base64: %s, after %i bytes', (_name, lead, token) => {
    const shown = redactForAgent(`data: ${b64('x'.repeat(lead) + token)} end`)
    expect(leaks(shown, token, fromB64, 4)).toBe(false)
  })
  it.each(
    TOKENS.flatMap(([name, token]) =>
      [2, 3, 4].map((lead) => [name, lead, token] as [string, number, string])
    )
  )('base32: %s, after %i bytes', (_name, lead, token) => {
    const encoded = base32(Buffer.from('x'.repeat(lead) + token))
    expect(leaks(redactForAgent(`data: ${encoded} end`), token, fromB32, 8)).toBe(false)
  })
  // README, "hex" (bytes apart: `67 68`, `0x67, 0x68`) and "decimal" rows: each byte's characters
  // are apart from the next's in the text, so no prefix is ever glued and none is read through.
  const bytesOf = (token: string) => [...Buffer.from(token)]
  const fromNumbers = (shown: string, radix: number) =>
    shown
      .split('***')
      .map(
        (piece) =>
        String.fromCharCode(...(piece.match(radix === 16 ? /\b(?:0x)?[0-9a-f]{2}\b/g : /\b[0-9]{2,3}\b/g) ?? []).map((n) => parseInt(n.replace('0x', ''), radix))) // prettier-ignore
      )
      .join('|')
  it.each(
    TOKENS.flatMap(([name, token]) => [
      [`hex bytes apart by a blank: ${name}`, bytesOf(token).map((b) => b.toString(16).padStart(2, '0')).join(' '), 16, token] as [string, string, number, string], // prettier-ignore
      [`hex 0x67, 0x68: ${name}`, bytesOf(token).map((b) => `0x${b.toString(16)}`).join(', '), 16, token] as [string, string, number, string], // prettier-ignore
      [`decimal bytes in a list: ${name}`, `[${bytesOf(token).join(', ')}]`, 10, token] as [
        string,
        string,
        number,
        string
      ],
      [`String.fromCharCode: ${name}`, `String.fromCharCode(${bytesOf(token).join(', ')})`, 10, token] as [string, string, number, string] // prettier-ignore
    ])
  )('%s', (_name, written, radix, token) => {
    expect(carriesPiece(fromNumbers(redactForAgent(`v = ${written};`), radix), token)).toBe(false)
  })
  it.each(TOKENS)('UTF-16 in base64: %s', (_name, token) => {
    const shown = redactForAgent(`data: ${b64(Buffer.from(token, 'utf16le'))} end`)
    const decode = (s: string) => fromB64(s).replace(/\0/g, '')
    expect(leaks(shown, token, decode, 4)).toBe(false)
  })
})

describe('a secret in decimal bytes apart, wrapped over lines as NumPy and od print them, does not reach the agent', () => {
  // Found by the eighth attack. README, "decimal" row: "bytes or character codes in a list, 8 or
  // more: `[103, 104, …]`, `[103 104 …]`". NumPy prints a uint8 array as `[103 104 …]` wrapped at
  // 75 columns, the next line indented by a space; `od -An -tu1` writes 16 a line. Joining the
  // lines glues the last number of a line to the first of the next (`55` and `104` read `55104`),
  // so each line is decoded alone, and a GitHub token (a line holds 18 of its characters, fewer
  // than a token's 24) reached the agent whole.
  const bytesOf = (s: string): number[] => [...Buffer.from(s)]
  /** `print(np.frombuffer(s.encode(), dtype=np.uint8))`: width 3 each, lines of at most 75. */
  const numpy = (s: string): string => {
    const lines: string[] = []
    let line = '['
    for (const [i, b] of bytesOf(s).entries()) {
      const cell = `${i ? ' ' : ''}${String(b).padStart(3)}`
      if (line.length + cell.length > 75) {
        lines.push(line)
        line = ` ${String(b).padStart(3)}`
      } else line += cell
    }
    return `${[...lines, `${line}]`].join('\n')}`
  }
  /** `od -An -tu1`: 16 bytes a line, each in 4 columns. */
  const od = (s: string): string =>
    bytesOf(s)
      .map((b, i) => `${i && i % 16 === 0 ? '\n' : ''}${String(b).padStart(4)}`)
      .join('')
  const readBack = (shown: string): string =>
    Buffer.from((shown.match(/\d+/g) ?? []).map(Number).filter((n) => n < 256)).toString('latin1')

  it.each([
    ['NumPy', numpy],
    ['od -An -tu1', od],
    [
      'a YAML sequence',
      (s: string) =>
        `bytes:\n${bytesOf(s)
          .map((b) => `  - ${b}`)
          .join('\n')}`
    ]
  ])('a GitHub token printed by %s is redacted', (_what, print) => {
    const shown = redactForAgent(`>>> token bytes\n${print(GHP)}\n`)
    expect(carriesPiece(readBack(shown), GHP)).toBe(false)
  })
})

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
  // Found by the ninth attack. README, row "decimal": "bytes or character codes in a list, 8 or more: … over lines as NumPy,
  // `od` or a YAML sequence print them" (✓ for a GitHub token and another project's key). `od`
  // prints each line's offset first (`0000000`, `0000020`, … in octal) unless told `-An`.
  it.each([
    ['a GitHub token', GHP],
    ["another project's key", 'mint_q7Rt2xLm9KpZ4wVb8NcJ3hYs']
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

describe('text before bytes in decimal over lines stays as it was', () => {
  // Found by the property test (seed -935294263): a line ending in `0=` (base64's padding, read as
  // quoted-printable's soft break) joined to a line of bytes read `0109` as one number, and the
  // `0` went with the key. No tool prints a byte with a leading zero: such a number begins no run.
  it('a line of base64 ending in 0= keeps its last characters', () => {
    const key = 'mint_5AAAAAAAAlAAAAAAAAAAA'
    const od = [...Buffer.from(key)]
      .map((b, i) => `${i && i % 16 === 0 ? '\n' : ''}${String(b).padStart(4)}`)
      .join('')
    expect(redactForAgent(`QUFBQUFBPT0=\n${od} const the = 1`)).toBe(
      'QUFBQUFBPT0=\n *** const the = 1'
    )
  })
})

describe('a GitHub token in hex after PostgreSQL`s \\x (bytea) does not reach the agent', () => {
  // Found by the eighth attack. README, "hex" row: "either case, … after a word". PostgreSQL
  // writes a bytea as `\x` and its bytes in hex (psql's output, pg_dump's COPY, a log): the
  // normalised view reads `\x67` as a hex escape (`g`), and the hex left after it decodes to the
  // token without its first character, a prefix no shape begins with, so the whole token's hex
  // reached the agent. (The API key, found by any 8 of its characters, is redacted.)
  const PAT = `github_pat_11ABCDEFG0123456789abc_${'Zq8RwX3vLp2TnY6kHs4JdF'.repeat(3).slice(0, 59)}`
  const hex = (s: string): string => Buffer.from(s).toString('hex')
  const bytesBack = (shown: string): string =>
    Buffer.from(shown.match(/[0-9a-f]{16,}/g)?.join('') ?? '', 'hex').toString('latin1')
  it.each([
    ['a classic token in psql`s output', (t: string) => ` token\n-------\n \\x${hex(t)}\n(1 row)\n`], // prettier-ignore
    ['a classic token in an INSERT', (t: string) => `INSERT INTO creds VALUES ('\\x${hex(t)}');`],
    ['a fine-grained token in psql`s output', (t: string) => ` token\n-------\n \\x${hex(t)}\n(1 row)\n`] // prettier-ignore
  ])('%s', (what, make) => {
    const token = what.includes('fine-grained') ? PAT : GHP
    expect(carriesPiece(bytesBack(redactForAgent(make(token))), token)).toBe(false)
  })
})

describe('a secret with an invisible character written as another of HTML`s named references does not reach the agent', () => {
  // Found by the eighth attack. README, "invisible characters inside": "zero-width, … `&shy;`,
  // `&zwj;` and the like". HTML names U+200B (zero-width space) four more ways (the
  // `Negative…Space` references) and the invisible operators U+2061 to U+2063 (`&af;`, `&it;`,
  // `&ic;` and their long names); views.ts knows only `&ZeroWidthSpace;` among them, so the
  // reference stays and splits the secret.
  it.each([
    ['&NegativeMediumSpace;'],
    ['&NegativeThinSpace;'],
    ['&NegativeVeryThinSpace;'],
    ['&NegativeThickSpace;'],
    ['&InvisibleTimes;'],
    ['&it;'],
    ['&InvisibleComma;'],
    ['&ic;'],
    ['&ApplyFunction;'],
    ['&af;']
  ])('a GitHub token with %s inside is redacted', (reference) => {
    expect(redactForAgent(`${GHP.slice(0, 12)}${reference}${GHP.slice(12)}`)).toBe('***')
  })

  it('the API key with &it; after every 6 of its characters is redacted', () => {
    const text = `<code>${KEY.match(/.{1,6}/g)!.join('&it;')}</code>`
    const shown = redactForAgent(text)
    expect(shown.replaceAll('&it;', '')).not.toContain(KEY.slice(6, 12))
  })
})
