// The analytics answers' schemas (src/api/schemas.ts) against the service's own document
// (openapi/analytics.openapi.json): every count field of a visitors or views page takes what the
// document's type allows, a fraction where it says `number`, and nothing negative or infinite.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { ViewsPageSchema, VisitorsPageSchema, check } from '../../src/api/schemas.js'

interface JsonSchema {
  $ref?: string
  type?: string
  properties?: Record<string, JsonSchema>
  items?: JsonSchema
}

const document = JSON.parse(
  readFileSync(join(process.cwd(), 'openapi', 'analytics.openapi.json'), 'utf8')
) as { components: { schemas: Record<string, JsonSchema> } }

const resolve = (schema: JsonSchema): JsonSchema =>
  schema.$ref ? resolve(document.components.schemas[schema.$ref.split('/').pop()!]!) : schema

const ENDPOINTS = [
  { name: 'visitors', rows: 'visitors', response: 'VisitorsByPageResponse', schema: VisitorsPageSchema },
  { name: 'views', rows: 'views', response: 'ViewsByPageResponse', schema: ViewsPageSchema }
] as const // prettier-ignore

/** Every numeric field of a page as the document has it: where it is, and its type. */
function numericFields(response: string, rows: string): { at: string[]; type: string }[] {
  const page = resolve(document.components.schemas[response]!)
  const totals = resolve(page.properties!.totals!)
  const row = resolve(resolve(page.properties![rows]!).items!)
  const numeric = (schema: JsonSchema, at: string[]) =>
    Object.entries(schema.properties ?? {})
      .map(([name, field]) => ({ at: [...at, name], type: resolve(field).type ?? '' }))
      .filter(({ type }) => type === 'number' || type === 'integer')
  return [...numeric(totals, ['totals']), ...numeric(row, [rows, '0'])]
}

function page(rows: string): Record<string, unknown> {
  return {
    totals: { human: 6, ai: 3, total: 9 },
    [rows]: [{ path: '/a', human: 2, ai: 1, total: 3 }],
    hasMore: false
  }
}

/** The page with one field set to `value`. */
function withField(rows: string, at: string[], value: unknown): Record<string, unknown> {
  const body = page(rows)
  let target: Record<string, unknown> = body
  for (const key of at.slice(0, -1)) target = target[key] as Record<string, unknown>
  target[at.at(-1)!] = value
  return body
}

describe.each(ENDPOINTS)('a $name page', ({ rows, response, schema }) => {
  const fields = numericFields(response, rows)

  it('has the six counts of the document, totals and rows', () => {
    expect(fields.map((f) => f.at.join('.')).sort()).toEqual(
      ['totals.human', 'totals.ai', 'totals.total', `${rows}.0.human`, `${rows}.0.ai`, `${rows}.0.total`].sort()
    ) // prettier-ignore
  })

  it('takes a fraction in each count the document types number, and only there', () => {
    for (const { at, type } of fields) {
      const result = check(schema, withField(rows, at, 10.5))
      expect({ at, type, ok: result.ok }).toEqual({ at, type, ok: type === 'number' })
      if (result.ok) expect(at.reduce<unknown>((o, k) => (o as never)[k], result.value)).toBe(10.5)
    }
  })

  it.each([
    [-1, 'must not be negative'],
    [-0.5, 'must not be negative'],
    [Infinity, 'must be a finite number'],
    ['1', 'Invalid type']
  ])('refuses %p in any count, naming the field', (value, reason) => {
    for (const { at } of fields) {
      const result = check(schema, withField(rows, at, value))
      expect(result).toEqual({ ok: false, reason: expect.stringContaining(reason) })
      if (!result.ok) expect(result.reason.startsWith(`${at.join('.')}: `)).toBe(true)
    }
  })

  it('takes zero and the largest finite number', () => {
    for (const { at } of fields) {
      expect(check(schema, withField(rows, at, 0)).ok).toBe(true)
      expect(check(schema, withField(rows, at, Number.MAX_VALUE)).ok).toBe(true)
    }
  })
})
