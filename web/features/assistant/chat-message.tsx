// One bubble of the conversation: the person's question, or the assistant's answer with its
// insight, table, matched names and query details.
import { Trans, useLingui } from '@lingui/react/macro'
import { Lightbulb, Sparkles } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '../../components/cn'
import { useMessages } from '../../lib/locale-provider'
import { AnswerView } from './answer-view'
import type { ChatMessage as Message } from './chat-store'
import { EntityMatches, QueryDetails } from './query-details'
import { QuestionChips } from './question-chips'

interface ChatMessageProps {
  message: Message
  /** Asks one of the questions an answer offers. */
  onPick: (question: string) => void
}

export function ChatMessage({ message, onPick }: ChatMessageProps) {
  const { t } = useLingui()
  const messages = useMessages()
  if (message.role === 'user') {
    return (
      <div className="flex justify-end">
        <p className="max-w-[85%] rounded-2xl rounded-br-md bg-brand-600 px-3.5 py-2 text-sm break-words whitespace-pre-wrap text-white">
          <span className="sr-only">
            <Trans>You:</Trans>{' '}
          </span>
          {message.text}
        </p>
      </div>
    )
  }
  if ('notice' in message) {
    return (
      <AssistantBubble>
        <p className={cn(message.notice === 'failed' && 'text-red-800')}>
          {messages.assistant[message.notice]}
        </p>
      </AssistantBubble>
    )
  }
  const { answer, insight, table, details, suggestions } = message.reply
  const hasRows = (table?.rows.length ?? 0) > 0
  return (
    <AssistantBubble wide={hasRows}>
      {answer || insight ? (
        <>
          {answer ? <p>{answer}</p> : null}
          {insight ? (
            <p className="flex gap-1.5 text-zinc-700">
              <Lightbulb className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
              <span>{insight}</span>
            </p>
          ) : null}
        </>
      ) : (
        <p>{messages.assistant.unformatted}</p>
      )}
      {table && hasRows ? (
        <AnswerView table={table} details={details} label={answer ?? t`Answer`} />
      ) : null}
      {suggestions.length ? (
        <QuestionChips
          label={t`Questions I can answer`}
          questions={suggestions}
          onPick={onPick}
        />
      ) : null}
      {details ? (
        <>
          <EntityMatches filters={details.entity_matching.filters_applied} />
          <QueryDetails details={details} table={table} />
        </>
      ) : null}
    </AssistantBubble>
  )
}

function AssistantBubble({ wide = false, children }: { wide?: boolean; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-100">
        <Sparkles className="size-3.5" aria-hidden="true" />
      </span>
      <div
        className={cn(
          'min-w-0 space-y-3 rounded-2xl rounded-tl-md bg-zinc-100 px-3.5 py-2.5 text-sm text-zinc-900',
          wide ? 'flex-1' : 'max-w-[85%]',
        )}
      >
        <span className="sr-only">
          <Trans>Assistant:</Trans>{' '}
        </span>
        {children}
      </div>
    </div>
  )
}
