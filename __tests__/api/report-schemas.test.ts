// The schemas of the reports of reader struggle (feedback, feedback by page, searches, assistant
// conversations, threads and callers) against the service's own document
// (openapi/analytics.openapi.json): every answer the document allows is taken, whichever variant
// of a row it is and whether its optional fields are there or not; what a report cannot go on
// without (a row list, a cursor that could not go back in a query) is refused, naming the field.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import type { GenericSchema } from 'valibot'
import {
  AssistantCallersSchema,
  AssistantPageSchema,
  AssistantThreadSchema,
  FeedbackByPageSchema,
  FeedbackPageSchema,
  SearchesPageSchema,
  check
} from '../../src/api/schemas.js'

interface JsonSchema {
  $ref?: string
  type?: string | string[]
  enum?: unknown[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
}

const document = JSON.parse(
  readFileSync(join(process.cwd(), 'openapi', 'analytics.openapi.json'), 'utf8')
) as { components: { schemas: Record<string, JsonSchema> } }

const resolve = (schema: JsonSchema): JsonSchema =>
  schema.$ref ? resolve(document.components.schemas[schema.$ref.split('/').pop()!]!) : schema

/**
 * Instances of `schema` the document allows: with every property or only the required ones, with
 * each nullable field null or not, and one per variant of an anyOf. `variant` picks the anyOf
 * branch everywhere (the documents have one anyOf per answer at most).
 */
function instance(
  schema: JsonSchema,
  options: { all: boolean; nulls: boolean; variant: number }
): unknown {
  const s = resolve(schema)
  if (s.anyOf) return instance(s.anyOf[options.variant % s.anyOf.length]!, options)
  const types = Array.isArray(s.type) ? s.type : [s.type ?? 'object']
  if (options.nulls && types.includes('null')) return null
  if (s.enum) return s.enum[options.variant % s.enum.length]
  switch (types.find((t) => t !== 'null')) {
    case 'string':
      return '01J0000000000000000000000A'
    case 'number':
      return 2.5
    case 'integer':
      return 3
    case 'boolean':
      return true
    case 'array':
      return [instance(s.items!, options)]
    default: {
      const out: Record<string, unknown> = {}
      for (const [name, field] of Object.entries(s.properties ?? {})) {
        if (options.all || s.required?.includes(name)) out[name] = instance(field, options)
      }
      return out
    }
  }
}

const REPORTS: [string, GenericSchema, number][] = [
  ['FeedbackResponse', FeedbackPageSchema, 3],
  ['FeedbackGroupedByPageResponse', FeedbackByPageSchema, 1],
  ['SearchesResponse', SearchesPageSchema, 1],
  ['AssistantConversationsResponse', AssistantPageSchema, 2],
  ['AssistantThreadResponse', AssistantThreadSchema, 2],
  ['AssistantCallerStatsResponse', AssistantCallersSchema, 1]
]

describe.each(REPORTS)('%s', (name, schema, variants) => {
  const documented = document.components.schemas[name]!

  it('takes every answer the document allows: each variant, all fields or only the required, nulls or values', () => {
    const refused: string[] = []
    for (let variant = 0; variant < variants; variant++) {
      for (const all of [true, false]) {
        for (const nulls of [true, false]) {
          const body = instance(documented, { all, nulls, variant })
          const result = check(schema, body)
          if (!result.ok)
            refused.push(`${JSON.stringify({ variant, all, nulls })}: ${result.reason}`)
        }
      }
    }
    expect(refused).toEqual([])
  })

  it("refuses an answer without the document's required list, naming it", () => {
    const body = instance(documented, { all: true, nulls: false, variant: 0 }) as Record<
      string,
      unknown
    >
    const list = Object.keys(body).find((key) => Array.isArray(body[key]))
    if (list === undefined) {
      // No list (caller stats): a count that is not a number is refused instead.
      const result = check(schema, { ...body, total: 'many' })
      expect(result).toMatchObject({ ok: false, reason: expect.stringMatching(/^total: /) })
      return
    }
    const result = check(schema, { ...body, [list]: 'nothing' })
    expect(result).toMatchObject({
      ok: false,
      reason: expect.stringMatching(new RegExp(`^${list}: `))
    })
  })
})

describe('the cursor paging fields', () => {
  it('refuses a cursor too long to send back in a query string', () => {
    const result = check(SearchesPageSchema, {
      searches: [],
      totalSearches: 0,
      nextCursor: 'c'.repeat(4096)
    })
    expect(result).toMatchObject({ ok: false, reason: expect.stringMatching(/^nextCursor: /) })
  })

  it('refuses a negative or infinite count in any report row', () => {
    const row = { path: '/a', thumbsUp: 1, thumbsDown: -1, code: 0, total: 0 }
    expect(check(FeedbackByPageSchema, { feedback: [row], hasMore: false })).toMatchObject({
      ok: false,
      reason: 'feedback.0.thumbsDown: must not be negative'
    })
    const search = {
      searchQuery: 'q',
      hits: Infinity,
      ctr: 0,
      topClickedPage: null,
      lastSearchedAt: 'x'
    }
    expect(
      check(SearchesPageSchema, { searches: [search], totalSearches: 1, nextCursor: null })
    ).toMatchObject({
      ok: false,
      reason: 'searches.0.hits: must be a finite number'
    })
  })

  it('takes an assistant row without responseType as an answer, as the document says', () => {
    const conversation = instance(document.components.schemas.AssistantConversationsResponse!, {
      all: false,
      nulls: false,
      variant: 0
    }) as { conversations: Record<string, unknown>[] }
    delete conversation.conversations[0]!.responseType
    const result = check(AssistantPageSchema, conversation)
    expect(result.ok && result.value.conversations[0]!.responseType).toBe('answer')
  })
})
