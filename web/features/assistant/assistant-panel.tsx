// The assistant's conversation and question box (spec §2 "AI assistant panel"). Loaded on the
// first opening, so the provider area's first load does not carry it.
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { LoaderCircle, SendHorizontal, Sparkles } from 'lucide-react'
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react'
import { QUERY_MAX_LENGTH } from '../../../common/assistant'
import { Button } from '../../components/ui/button'
import { Input } from '../../components/ui/input'
import { useMessages } from '../../lib/locale-provider'
import { ChatMessage } from './chat-message'
import { ask, useChat } from './chat-store'
import { QuestionChips } from './question-chips'

// Asked in the screen's language: the assistant answers in the language of the question.
const SUGGESTIONS = [
  msg`How many pending orders do I have?`,
  msg`Top 5 products by revenue`,
  msg`Sales per month this year`,
  msg`What is low on stock?`,
]

export function AssistantPanel({ providerId }: { providerId: string | undefined }) {
  const { t } = useLingui()
  const messages = useMessages()
  const { messages: conversation, loading } = useChat(providerId)
  const [draft, setDraft] = useState('')
  const inputRef = useRef<HTMLInputElement>(null)
  const scrollRef = useRef<HTMLDivElement>(null)
  const lastRef = useRef<HTMLLIElement>(null)

  // Focus moves into the question box when the panel opens (into the panel while an answer is
  // on its way), and back to the box once the answer is in, unless the person has gone
  // elsewhere on the page meanwhile.
  const loadingAtOpen = useRef(loading)
  useEffect(() => {
    const input = inputRef.current
    if (!loadingAtOpen.current) input?.focus()
    else input?.closest<HTMLElement>('[role="dialog"]')?.focus()
  }, [])
  useEffect(() => {
    const input = inputRef.current
    if (loading || !input) return
    const active = document.activeElement
    const panel = input.closest('[role="dialog"]')
    if (!active || active === document.body || panel?.contains(active)) input.focus()
  }, [loading])

  // Keep the newest exchange in view: the bottom for a question, the start of a long answer.
  const last = conversation.at(-1)
  useLayoutEffect(() => {
    const list = scrollRef.current
    const item = lastRef.current
    if (!list) return
    const bottom = list.scrollHeight - list.clientHeight
    list.scrollTop =
      item && last?.role === 'assistant' ? Math.min(bottom, item.offsetTop - 16) : bottom
  }, [last, loading])

  const send = (question: string) => {
    if (!question.trim() || loading) return
    setDraft('')
    void ask(providerId, question)
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    send(draft)
  }

  return (
    <>
      <div ref={scrollRef} className="relative flex-1 overflow-y-auto overscroll-contain px-4 py-4">
        {conversation.length === 0 ? <Welcome onPick={send} /> : null}
        <div role="log" aria-label={t`Conversation`}>
          <ol className="space-y-4">
            {conversation.map((message, index) => (
              <li key={message.id} ref={index === conversation.length - 1 ? lastRef : undefined}>
                <ChatMessage message={message} onPick={send} />
              </li>
            ))}
          </ol>
        </div>
        {loading ? (
          <p role="status" className="mt-4 flex items-center gap-2 pl-9 text-sm text-zinc-600">
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            {messages.assistant.analyzing}
          </p>
        ) : null}
      </div>
      <form onSubmit={onSubmit} className="flex items-center gap-2 border-t border-zinc-200 p-3">
        <label htmlFor="assistant-question" className="sr-only">
          <Trans>Ask a question about your business</Trans>
        </label>
        <Input
          ref={inputRef}
          id="assistant-question"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          disabled={loading}
          maxLength={QUERY_MAX_LENGTH}
          autoComplete="off"
          placeholder={t`Ask about orders, products, stock…`}
        />
        <Button type="submit" size="icon" aria-label={t`Send`} disabled={loading} className="size-10">
          <SendHorizontal aria-hidden="true" />
        </Button>
      </form>
    </>
  )
}

function Welcome({ onPick }: { onPick: (question: string) => void }) {
  const { t, i18n } = useLingui()
  return (
    <div className="mb-4 flex flex-col items-center gap-3 px-2 pt-6 text-center">
      <span className="flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-100">
        <Sparkles className="size-5" aria-hidden="true" />
      </span>
      <div className="space-y-1">
        <p className="font-medium text-zinc-900">
          <Trans>Ask about your business</Trans>
        </p>
        <p className="text-sm text-zinc-600">
          <Trans>I answer from your own orders, products, clients, locations and stock.</Trans>
        </p>
      </div>
      <QuestionChips
        label={t`Example questions`}
        questions={SUGGESTIONS.map((question) => i18n._(question))}
        onPick={onPick}
        className="justify-center pt-1"
      />
    </div>
  )
}
