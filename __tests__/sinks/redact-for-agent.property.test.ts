// Properties of the redaction on the way to the agent (src/sinks/for-agent.ts redactForAgent):
// ordinary text (prose, code, patches, commit ids, hashes, hex, base64 and base32 of other data,
// escapes of ordinary words) comes back exactly as it was; and a random secret of each kind, in
// each form the README's table lists for it (__tests__/support/secret-forms.ts, one generator a
// form), placed in such text, does not: no run of the written secret long enough to carry 6 of
// its characters is left. The README's table and the generators are one list: a test below fails
// when they differ. FC_RUNS sets the runs of each property, FC_SEED replays one.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { redactForAgent } from '../../src/sinks/index.js'
import { FC_OPTIONS } from '../support/hostile-text.js'
import {
  codeLine,
  data,
  identifier,
  mintIdentifier,
  ordinary,
  sentence
} from '../support/ordinary-text.js'
import { FORMS, KIND_HEADINGS, KINDS, SECRETS, type Kind } from '../support/secret-forms.js'

/** Windows of `written` long enough to carry 6 characters of the secret. */
function windows(written: string, secret: string): string[] {
  const width = Math.max(6, Math.ceil((written.length / secret.length) * 6))
  const out: string[] = []
  for (let i = 0; i + width <= written.length; i++) out.push(written.slice(i, i + width))
  return out
}

/** Whether `text` holds 8 characters of `secret` in a row. */
const carriesPiece = (text: string, secret: string): boolean =>
  Array.from({ length: secret.length - 7 }, (_, i) => secret.slice(i, i + 8)).some((piece) =>
    text.includes(piece)
  )

const MARKER = '<!-- forms: __tests__/support/secret-forms.ts -->'

/** The README's table of forms: its headings, and each row's form and the kinds it marks. */
function readmeTable(): { headings: string[]; rows: { form: string; kinds: Kind[] }[] } {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
  const start = readme.indexOf(MARKER)
  expect(start).toBeGreaterThan(-1)
  const section = readme.slice(start, readme.indexOf('<!-- end -->', start))
  const cells = section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|[\s|:-]+\|$/.test(line))
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim())
    )
  const [headings = [], ...rows] = cells
  return {
    headings,
    rows: rows.map(([form = '', _example, ...marks]) => ({
      form,
      kinds: KINDS.filter((_kind, i) => marks[i] !== undefined && marks[i] !== '–')
    }))
  }
}

describe('ordinary text on the way to the agent', () => {
  it('leaves ordinary text exactly as it was', () => {
    fc.assert(
      fc.property(ordinary, (text) => {
        expect(redactForAgent(text)).toBe(text)
      }),
      { ...FC_OPTIONS, numRuns: Math.max(FC_OPTIONS.numRuns, 400) }
    )
  })
})

describe('the README`s table of forms', () => {
  it('is the list of forms generated here, each marked for the kinds it is generated for', () => {
    const { headings, rows } = readmeTable()
    expect(headings.slice(2)).toEqual(KINDS.map((kind) => KIND_HEADINGS[kind]))
    const listed = Object.entries(FORMS).map(([form, { kinds }]) => ({ form, kinds: [...kinds] }))
    expect(rows).toEqual(listed)
  })
})

// The text around a secret, on both sides: ordinary text, an identifier, one after `mint_` and
// another token, apart from a secret or glued to a token (no separator): a token found from the
// one must not hide the other.
const surrounding = fc.oneof(
  sentence,
  codeLine,
  identifier,
  data,
  mintIdentifier,
  SECRETS.token.map(({ written }) => written)
)
const choices = fc.record({
  n: fc.nat(0xffff),
  cuts: fc.array(fc.nat(0xffff), { minLength: 1, maxLength: 12 })
})
const APART = [' ', '\n', '\n+', ' "']
/**
 * The separators before and after a secret: none (glued) where a shape is looked for, but not
 * after another project's key (a word glued after it may read as words with it: README). The API
 * key is found by its characters, any 8 of which may be written: glued to an `=`, its first two
 * could read as quoted-printable (`AA=` then `5F…`).
 */
const separators = (kind: Kind) =>
  fc.tuple(
    fc.constantFrom(...APART, ...(kind === 'key' ? [] : [''])),
    fc.constantFrom(...APART, ...(kind === 'token' ? [''] : []))
  )
const PAIRS = Object.entries(FORMS).flatMap(([name, form]) =>
  form.kinds.map((kind) => [`${name}, ${KIND_HEADINGS[kind]}`, name, kind] as const)
)

describe('a secret in a form the README lists does not reach the agent', () => {
  it.each(PAIRS)('%s', (_title, name, kind) => {
    const form = FORMS[name]!
    fc.assert(
      fc.property(
        SECRETS[kind],
        choices,
        surrounding,
        surrounding,
        separators(kind),
        ({ key, written }, c, before, after, [sep, sepAfter]) => {
          const made = form.make(written, c, kind)
          const [text, joints] = typeof made === 'string' ? [made, []] : [made.text, made.joints]
          const shown = redactForAgent(`${before}${sep}${text}${sepAfter}${after}`, key ? [key] : []) // prettier-ignore
          expect(shown).toContain('***')
          // The text before stays (a token in it redacted, and 8 characters of the API key that
          // it holds by chance: `mint_let` of `mint_lEt6…`); its last characters may go with the
          // key's written ones (the key's next characters, by chance: 8 of the key found across
          // the two). Glued to the secret, a `mint_` identifier and it are one word, which may be
          // shaped as another project's key.
          const kept = redactForAgent(before, key ? [key] : [])
          if (sep) expect(shown.startsWith(key ? kept.slice(0, -16) : kept)).toBe(true)
          if (form.readBack) {
            expect(form.readBack(shown).filter((part) => carriesPiece(part, written))).toEqual([])
            return
          }
          // The lines stay lines, the literals literals: what is left between them is the joints.
          const flat = (t: string) => joints.reduce((out, joint) => out.replaceAll(joint, ''), t)
          // What comes between the text before and after (which may hold a `mint_` of its own).
          const keptAfter = redactForAgent(after)
          const rest = shown.startsWith(kept) ? shown.slice(kept.length) : shown
          const left = flat(rest.endsWith(keptAfter) ? rest.slice(0, -keptAfter.length) : rest)
          expect(windows(flat(text), written).filter((run) => left.includes(run))).toEqual([])
        }
      ),
      FC_OPTIONS
    )
  })
})
