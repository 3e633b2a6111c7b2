/**
 * The service client with the reports of reader struggle (feedback, feedback by page, searches,
 * assistant conversations, threads and callers): the analytics action's, in a module of its own
 * so that the agent action's bundle, which never reads them, does not carry them at start-up.
 */
import type { GenericSchema, InferOutput } from 'valibot'
import { parseApiUrl, segment } from './base-url.js'
import {
  DocsApiClient,
  MAX_JOB_BYTES,
  MAX_PAGE_BYTES,
  type CallOptions,
  type ClientOptions
} from './client.js'
import type { Operation } from './errors.js'
import { nodeTransport } from './node-transport.js'
import { PROXY_VARIABLES, fetchFor, type Transport, type TransportLog } from './transport.js'
import type * as Schemas from './schemas.js'
import type {
  AssistantCallers,
  AssistantPage,
  AssistantThread,
  FeedbackByPage,
  FeedbackPage,
  SearchesPage
} from './schemas.js'

/** A page of 1000 assistant conversations, each a question and an answer of a few KiB. */
export const MAX_CONVERSATIONS_BYTES = 32 * 1024 * 1024

/**
 * The analytics export's transport: node:http and node:https (node-transport.ts, for the memory
 * of a long export), or with a proxy variable set, `fetch` through the proxy support, as the
 * service client's default (transport.ts).
 */
export function exportTransportFor(target: URL, log: TransportLog, env = process.env): Transport {
  return PROXY_VARIABLES.some((name) => env[name]) ? fetchFor(target, log, env) : nodeTransport
}

/** The query of the cursor-paged reports (feedback, searches, assistant conversations). */
export type CursorQuery = {
  dateFrom?: string
  dateTo?: string
  limit?: number
  cursor?: string
}

/** Feedback's filters (`source` one of the document's, `status` comma-separated). */
export type FeedbackFilter = {
  source?: string
  status?: string
}

export class ReportsClient extends DocsApiClient {
  /**
   * By default over node:http and node:https, or `fetch` through a proxy when one is set
   * (transport.ts): an export reads up to a hundred large pages in one step, and `fetch` would
   * cost it 20 MiB more (node-transport.ts).
   */
  constructor(options: ClientOptions) {
    const parsed = parseApiUrl(options.baseUrl)
    const log = options.logger ?? { debug: () => {} }
    super(
      options.fetch || !parsed.ok
        ? options
        : { ...options, fetch: exportTransportFor(parsed.url, log) }
    )
  }

  /** `GET /v1/analytics/{projectId}/feedback`: one page of feedback entries (cursor paging). */
  getFeedback(query: CursorQuery & FeedbackFilter = {}, call?: CallOptions): Promise<FeedbackPage> {
    return this.analytics('get-feedback', 'feedback', query, (s) => s.FeedbackPageSchema, call)
  }

  /** `GET /v1/analytics/{projectId}/feedback/by-page`: thumbs and counts per page, one page. */
  getFeedbackByPage(
    query: Omit<CursorQuery, 'cursor'> & FeedbackFilter = {},
    call?: CallOptions
  ): Promise<FeedbackByPage> {
    return this.analytics(
      'get-feedback-by-page',
      'feedback/by-page',
      query,
      (s) => s.FeedbackByPageSchema,
      call
    )
  }

  /** `GET /v1/analytics/{projectId}/searches`: one page of search terms by hits (cursor paging). */
  getSearches(query: CursorQuery = {}, call?: CallOptions): Promise<SearchesPage> {
    return this.analytics('get-searches', 'searches', query, (s) => s.SearchesPageSchema, call)
  }

  /** `GET /v1/analytics/{projectId}/assistant`: one page of assistant conversations (ULID cursor). */
  getAssistant(query: CursorQuery = {}, call?: CallOptions): Promise<AssistantPage> {
    return this.analytics(
      'get-assistant',
      'assistant',
      query,
      (s) => s.AssistantPageSchema,
      call,
      MAX_CONVERSATIONS_BYTES
    )
  }

  /** `GET /v1/analytics/{projectId}/assistant/threads/{threadId}`: one conversation's messages. */
  getAssistantThread(threadId: string, call?: CallOptions): Promise<AssistantThread> {
    return this.analytics(
      'get-assistant-thread',
      `assistant/threads/${segment('The thread id', threadId)}`,
      {},
      (s) => s.AssistantThreadSchema,
      call
    )
  }

  /** `GET /v1/analytics/{projectId}/assistant/caller-stats`: where assistant queries came from. */
  getAssistantCallers(
    query: Pick<CursorQuery, 'dateFrom' | 'dateTo'> = {},
    call?: CallOptions
  ): Promise<AssistantCallers> {
    return this.analytics(
      'get-assistant-callers',
      'assistant/caller-stats',
      query,
      (s) => s.AssistantCallersSchema,
      call,
      MAX_JOB_BYTES
    )
  }

  /** A GET of the analytics API under the project: every report's request has this shape. */
  private analytics<S extends GenericSchema>(
    operation: Operation,
    path: string,
    query: Record<string, string | number | undefined>,
    schema: (schemas: typeof Schemas) => S,
    call?: CallOptions,
    maxBytes = MAX_PAGE_BYTES
  ): Promise<InferOutput<S>> {
    return this.request(
      {
        operation,
        method: 'GET',
        path: `/v1/analytics/${this.project()}/${path}`,
        query: { ...query },
        schema,
        maxBytes
      },
      call
    )
  }
}
