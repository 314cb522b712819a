// POST /api/provider/{provider_id}/llm-query-2 (spec §7): one question about the provider's own
// data, one answer. The reply is read leniently: a part that does not match the contract is
// left out rather than breaking the whole answer.
import { QueryDetails, TableData } from '../../../../common/assistant'
import { api } from '../../../api/client'

export interface AssistantReply {
  /** The answer sentence, or null when the server sent no text. */
  answer: string | null
  insight: string | null
  table: TableData | null
  details: QueryDetails | null
  /** Questions it can answer, offered when it could not answer this one. */
  suggestions: string[]
}

export async function askAssistant(providerId: string, query: string): Promise<AssistantReply> {
  const body = await api<unknown>(`/provider/${encodeURIComponent(providerId)}/llm-query-2`, {
    method: 'POST',
    body: { query },
  })
  return readReply(body)
}

export function readReply(body: unknown): AssistantReply {
  const raw = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
  const table = TableData.safeParse(raw.table_data)
  const details = QueryDetails.safeParse(raw.query_details)
  return {
    answer: textOf(raw.answer),
    insight: textOf(raw.insight),
    table: table.success ? table.data : null,
    details: details.success ? details.data : null,
    suggestions: Array.isArray(raw.suggestions)
      ? raw.suggestions.flatMap((s) => (textOf(s) === null ? [] : [textOf(s)!]))
      : [],
  }
}

function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}
