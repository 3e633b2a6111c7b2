/**
 * The documented shapes of the service's answers (api-reference §2, contract §2). Validation is
 * lenient where the service may evolve (extra fields kept, unknown statuses kept, fields that may
 * be missing or null) and strict where the caller could not go on without a value (a job's `id`,
 * the numbers of the analytics). The client imports this module (and valibot) only when an answer
 * has arrived; what the rest of the code needs of a status is in statuses.ts.
 */
import * as v from 'valibot'

const optionalText = v.optional(v.nullable(v.string()))

export const AgentJobSchema = v.looseObject({
  // The id goes into request paths, outputs (which workflows may put in a shell script) and
  // comments: a plain identifier of letters, digits, '.', '_', ':' and '-', bounded.
  id: v.pipe(
    v.string(),
    v.nonEmpty('must not be empty'),
    v.regex(
      /^[A-Za-z0-9][A-Za-z0-9._:-]{0,199}$/,
      "must be an identifier of at most 200 letters, digits, '.', '_', ':' or '-'"
    )
  ),
  status: v.optional(v.string()),
  source: v.optional(
    v.nullable(
      v.looseObject({
        repository: optionalText,
        ref: optionalText
      })
    )
  ),
  model: optionalText,
  prLink: optionalText,
  createdAt: optionalText,
  archivedAt: optionalText
})

export type AgentJob = v.InferOutput<typeof AgentJobSchema>

/**
 * A count of the analytics. analytics.openapi.json types every one of them (totals and rows, of
 * visitors and of views) `number`, not `integer`, and calls the visitors "approximate": a count
 * may have a fraction, and is written to the file as it came. api-reference §2.2 says integer;
 * the OpenAPI document is the service's word (openapi/README.md). A count is never negative,
 * and never infinite (JSON's 1e400 parses to Infinity), which no file or summary could show.
 */
const count = v.pipe(
  v.number(),
  v.finite('must be a finite number'),
  v.minValue(0, 'must not be negative')
)

/** human, ai and total of a metric: unique visitors, or page views (analytics.openapi.json). */
export const CountsSchema = v.looseObject({
  human: count,
  ai: count,
  total: count
})

export const PageCountsSchema = v.looseObject({
  // Real paths are far shorter; the bound keeps a page, and the file, of sane size.
  path: v.pipe(v.string(), v.maxLength(4096, 'must be at most 4096 characters')),
  human: count,
  ai: count,
  total: count
})

/** `VisitorsByPageResponse`: the rows are under `visitors`. */
export const VisitorsPageSchema = v.looseObject({
  totals: CountsSchema,
  visitors: v.array(PageCountsSchema),
  hasMore: v.boolean()
})

/** `ViewsByPageResponse`: the same paging, the rows under `views`. */
export const ViewsPageSchema = v.looseObject({
  totals: CountsSchema,
  views: v.array(PageCountsSchema),
  hasMore: v.boolean()
})

export type Counts = v.InferOutput<typeof CountsSchema>
export type PageCounts = v.InferOutput<typeof PageCountsSchema>
export type VisitorsPage = v.InferOutput<typeof VisitorsPageSchema>
export type ViewsPage = v.InferOutput<typeof ViewsPageSchema>

/*
 * The reports of reader struggle (analytics.openapi.json): feedback, feedback by page, search
 * terms, assistant conversations and threads, assistant callers. Their texts (comments, search
 * terms, questions, answers) are readers' and the service's words: kept as they came, bounded only
 * by the page's size (client.ts), and shown only through the sinks. A field the document marks
 * required but whose value an export could do without (a timestamp, a source) is lenient: one
 * odd row must not lose the report. Enums are kept as strings: a new status is data, not an
 * error.
 */
const text = v.string()
const nullableText = v.nullable(v.string())
/** A cursor goes back to the service in a query string; a real one is short. */
const cursor = v.nullable(v.pipe(v.string(), v.maxLength(2048, 'must be at most 2048 characters')))

/** One feedback entry; `contextual` ones say `helpful`, `code_snippet` ones carry the code. */
export const FeedbackEntrySchema = v.looseObject({
  id: text,
  path: text,
  comment: v.optional(nullableText, null),
  createdAt: v.optional(nullableText, null),
  // Required by the document, but an export can do without them: one odd row keeps the report.
  source: v.optional(nullableText, null),
  status: v.optional(nullableText, null),
  helpful: v.optional(v.boolean()),
  contact: v.optional(nullableText),
  code: v.optional(text),
  filename: v.optional(nullableText),
  lang: v.optional(nullableText)
})

/** `FeedbackResponse`: cursor paging (`nextCursor`, `hasMore`). */
export const FeedbackPageSchema = v.looseObject({
  feedback: v.array(FeedbackEntrySchema),
  nextCursor: v.optional(cursor, null),
  hasMore: v.boolean()
})

/** `FeedbackGroupedByPageResponse`: one page only (`limit`), `hasMore` when there was more. */
export const FeedbackByPageSchema = v.looseObject({
  feedback: v.array(
    v.looseObject({ path: text, thumbsUp: count, thumbsDown: count, code: count, total: count })
  ),
  hasMore: v.boolean()
})

/** `SearchesResponse`: terms by hits, descending; `nextCursor` null on the last page. */
export const SearchesPageSchema = v.looseObject({
  searches: v.array(
    v.looseObject({
      searchQuery: text,
      hits: count,
      // A rate; the document says neither 0–1 nor percent: kept as it came.
      ctr: count,
      topClickedPage: v.optional(nullableText, null),
      lastSearchedAt: v.optional(nullableText, null)
    })
  ),
  totalSearches: count,
  nextCursor: cursor
})

/** `AssistantConversationsResponse`: a turn per row; ULID cursors. */
export const AssistantPageSchema = v.looseObject({
  conversations: v.array(
    v.looseObject({
      id: text,
      timestamp: v.optional(nullableText, null),
      query: text,
      response: v.optional(text, ''),
      // "Defaults to `answer` when not present."
      responseType: v.optional(text, 'answer'),
      sources: v.optional(
        v.array(v.looseObject({ title: v.optional(text, ''), url: v.optional(text, '') })),
        []
      ),
      resolutionStatus: text,
      queryCategory: v.optional(nullableText, null),
      pageUrl: v.optional(nullableText, null)
    })
  ),
  nextCursor: v.optional(cursor, null),
  hasMore: v.boolean()
})

/** `AssistantThreadResponse`: a conversation's messages in order. */
export const AssistantThreadSchema = v.looseObject({
  threadId: text,
  createdAt: v.optional(nullableText, null),
  messages: v.array(
    v.looseObject({
      id: v.optional(text, ''),
      role: text,
      content: text,
      createdAt: v.optional(nullableText, null)
    })
  )
})

/** `AssistantCallerStatsResponse`: no paging. */
export const AssistantCallersSchema = v.looseObject({
  web: count,
  api: count,
  other: count,
  total: count
})

export type FeedbackEntry = v.InferOutput<typeof FeedbackEntrySchema>
export type FeedbackPage = v.InferOutput<typeof FeedbackPageSchema>
export type FeedbackByPage = v.InferOutput<typeof FeedbackByPageSchema>
export type SearchesPage = v.InferOutput<typeof SearchesPageSchema>
export type AssistantPage = v.InferOutput<typeof AssistantPageSchema>
export type AssistantThread = v.InferOutput<typeof AssistantThreadSchema>
export type AssistantCallers = v.InferOutput<typeof AssistantCallersSchema>

/** The service's error body; anything else in an error answer is ignored. */
export const ErrorBodySchema = v.looseObject({
  error: v.optional(v.unknown()),
  details: v.optional(v.unknown())
})

/** Validates `value`; on failure returns a short reason naming the first bad field. */
export function check<S extends v.GenericSchema>(
  schema: S,
  value: unknown
): { ok: true; value: v.InferOutput<S> } | { ok: false; reason: string } {
  const result = v.safeParse(schema, value)
  if (result.success) return { ok: true, value: result.output }
  const issue = result.issues[0]
  const path = issue ? v.getDotPath(issue) : null
  return { ok: false, reason: `${path ?? 'body'}: ${issue?.message ?? 'invalid'}` }
}
