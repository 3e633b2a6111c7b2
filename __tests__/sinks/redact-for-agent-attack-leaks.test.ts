// Found by an attack, kept as a test
// Redaction on the way to the agent (src/sinks/for-agent.ts redactForAgent), attacked from a fresh
// context: tokens and the API key in forms the README's "Docs that follow the code" says reach the
// agent as `***` ("in the forms a file, a dump or a patch writes them in"), which reached it as
// they were.
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { redactForAgent, registerSecret } from '../../src/sinks/index.js'

const KEY = 'mint_Ab3dEf9hIjK1mNoPqR5tUvWxYz0123'
const GHP = 'ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8'
registerSecret(KEY)

const hex2 = (byte: number): string => byte.toString(16).padStart(2, '0')
const printable = (byte: number): string =>
  byte >= 0x20 && byte < 0x7f ? String.fromCharCode(byte) : '.'

/** `xxd`'s dump (16 bytes a line, in groups of two, then the bytes as text), as xxd writes it. */
function xxd(text: string): string {
  const bytes = [...Buffer.from(text)]
  const lines: string[] = []
  for (let at = 0; at < bytes.length; at += 16) {
    const row = bytes.slice(at, at + 16)
    const groups: string[] = []
    for (let i = 0; i < row.length; i += 2)
      groups.push(
        row
          .slice(i, i + 2)
          .map(hex2)
          .join('')
      )
    lines.push(`${hex2(at).padStart(8, '0')}: ${groups.join(' ').padEnd(39)}  ${row.map(printable).join('')}`) // prettier-ignore
  }
  return `${lines.join('\n')}\n`
}

/** `hexdump -C`'s dump (16 bytes a line apart, then the bytes as text between bars). */
function hexdumpC(text: string): string {
  const bytes = [...Buffer.from(text)]
  const lines: string[] = []
  for (let at = 0; at < bytes.length; at += 16) {
    const row = bytes.slice(at, at + 16)
    const hex = `${row.slice(0, 8).map(hex2).join(' ')}  ${row.slice(8).map(hex2).join(' ')}`
    lines.push(`${hex2(at).padStart(8, '0')}  ${hex.padEnd(48)}  |${row.map(printable).join('')}|`) // prettier-ignore
  }
  lines.push(hex2(bytes.length).padStart(8, '0'))
  return `${lines.join('\n')}\n`
}

/** The bytes a dump's hex columns hold (what is left of them), and its text column, each whole. */
function readDump(dump: string, textColumn: RegExp): { bytes: string; text: string } {
  let hex = ''
  let text = ''
  for (const line of dump.split('\n')) {
    const column = textColumn.exec(line)
    text += column?.[2] ?? ''
    hex += (column?.[1] ?? '').replace(/[^0-9a-f]/g, '')
  }
  return { bytes: Buffer.from(hex, 'hex').toString('latin1'), text }
}
const XXD_LINE = /^[0-9a-f*]+: ((?:[0-9a-f*]+ ?)*) {2}(.*)$/
const HEXDUMP_LINE = /^[0-9a-f*]+ {2}(.*) {2}\|(.*)\|$/

describe('the API key in a hex dump does not reach the agent', () => {
  // A dump with line offsets and a text column (xxd, hexdump -C) holds 16 bytes a line: our key,
  // registered, is found by any 8 of its characters, in the hex and in the text; a token found
  // only by its shape (20 characters and more after its prefix) is not, as the README says.
  it('in an xxd dump, in the hex and in the text column', () => {
    const shown = readDump(redactForAgent(xxd(`key: ${KEY}\n`)), XXD_LINE)
    for (const text of [shown.bytes, shown.text]) expect(text).not.toContain(KEY.slice(10, 18))
  })

  it('in a hexdump -C dump, in the hex and in the text column', () => {
    const shown = readDump(redactForAgent(hexdumpC(`export KEY=${KEY}\n`)), HEXDUMP_LINE)
    for (const text of [shown.bytes, shown.text]) expect(text).not.toContain(KEY.slice(10, 18))
  })
})

describe('a token wrapped in a comment does not reach the agent', () => {
  // "wrapped over lines (a patch's, a quote's or a comment's included …)": joins.ts names `-- `
  // (SQL, Lua, Haskell) among the comment markers, and `; ` begins a comment of an INI file
  // (.npmrc, .gitconfig, php.ini), where tokens are kept.
  it.each([
    ['SQL', '-- '],
    ['an INI file', '; ']
  ])('a GitHub token wrapped over the lines of a comment of %s is redacted', (_what, marker) => {
    const text = `${marker}ghp_A1b2C3d4\n${marker}E5f6G7h8I9j0K1l2M3n4O5p6Q7r8\n`
    const shown = redactForAgent(text)
    expect(shown.split('\n').map((line) => line.slice(marker.length)).join('')).not.toContain(GHP.slice(4)) // prettier-ignore
  })

  it('the API key and any 8 of its characters wrapped in a SQL comment are redacted, at any width', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 20 }), (width) => {
        const lines = `${KEY} end`.match(new RegExp(`.{1,${width}}`, 'g')) ?? []
        const shown = redactForAgent(lines.map((line) => `-- ${line}`).join('\n'))
        const joined = shown
          .split('\n')
          .map((line) => line.slice(3))
          .join('')
        for (let i = 0; i + 8 <= KEY.length; i++) expect(joined).not.toContain(KEY.slice(i, i + 8))
      }),
      { numRuns: 19 }
    )
  })
})

describe('a token in UTF-16 does not reach the agent', () => {
  // "with zero-width, bidi or other invisible characters inside", "hex … of UTF-16": a UTF-16 file
  // (Windows PowerShell's `>` writes one) read as text has a NUL after each character, which
  // shows as nothing; Python shows the same bytes as `b'g\x00h\x00…'`.
  it('a GitHub token in UTF-16 read as text (a NUL after each character) is redacted', () => {
    const text = Buffer.from(`$env:TOKEN = "${GHP}"\r\n`, 'utf16le').toString('latin1')
    expect(redactForAgent(text).replaceAll('\0', '')).not.toContain(GHP)
  })

  it('the API key in UTF-16 read as text (a NUL after each character) is redacted', () => {
    const text = Buffer.from(`$env:KEY = "${KEY}"`, 'utf16le').toString('latin1')
    expect(redactForAgent(text).replaceAll('\0', '')).not.toContain(KEY.slice(10, 18))
  })

  it('a GitHub token in hex of UTF-16 written \\x by \\x (a C or Python string) is redacted', () => {
    const escaped = [...Buffer.from(GHP, 'utf16le')].map((byte) => `\\x${hex2(byte)}`).join('')
    const shown = redactForAgent(`payload = b"${escaped}"`)
    const decoded = shown.replace(/\\x([0-9a-f]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))) // prettier-ignore
    expect(decoded.replaceAll('\0', '')).not.toContain(GHP)
  })
})
