// The assistant's conversations, kept in memory for the browser session, one per provider: closing
// the panel or moving between pages keeps the history, and an answer that arrives after the
// panel was closed still lands in it (spec §4 "AI chat": idle, loading and a message list).
import { useSyncExternalStore } from 'react'
import { askAssistant, type AssistantReply } from './api/ask-assistant'

export type ChatMessage =
  | { id: number; role: 'user'; text: string }
  | { id: number; role: 'assistant'; reply: AssistantReply }
  /**
   * A sentence of the app's own (spec messages.assistant), by its key: shown in the screen's
   * language, whichever it was in when asked.
   */
  | { id: number; role: 'assistant'; notice: Notice }

export type Notice = 'failed' | 'providerOnly'

export interface Chat {
  messages: readonly ChatMessage[]
  loading: boolean
}

const EMPTY: Chat = { messages: [], loading: false }
// Questions asked without a provider id are kept under this key, apart from every provider's.
const NO_PROVIDER = ''
const chats = new Map<string, Chat>()
const listeners = new Set<() => void>()
let nextId = 1

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

function getChat(key: string): Chat {
  return chats.get(key) ?? EMPTY
}

function update(key: string, change: (chat: Chat) => Partial<Chat>) {
  const chat = getChat(key)
  chats.set(key, { ...chat, ...change(chat) })
  for (const listener of listeners) listener()
}

type NewMessage =
  | { role: 'user'; text: string }
  | { role: 'assistant'; reply: AssistantReply }
  | { role: 'assistant'; notice: Notice }

function append(key: string, message: NewMessage, loading: boolean) {
  update(key, (chat) => ({
    messages: [...chat.messages, { ...message, id: nextId++ } as ChatMessage],
    loading,
  }))
}

/**
 * Sends a question. Blank questions, and questions asked while an answer is on its way, are
 * ignored (spec §5 "Chat").
 */
export async function ask(providerId: string | undefined, question: string): Promise<void> {
  const query = question.trim()
  const key = providerId || NO_PROVIDER
  if (!query || getChat(key).loading) return
  if (!providerId) {
    append(key, { role: 'user', text: query }, false)
    append(key, { role: 'assistant', notice: 'providerOnly' }, false)
    return
  }
  append(key, { role: 'user', text: query }, true)
  try {
    append(key, { role: 'assistant', reply: await askAssistant(providerId, query) }, false)
  } catch (error) {
    console.error('The assistant could not answer.', error)
    append(key, { role: 'assistant', notice: 'failed' }, false)
  }
}

export function useChat(providerId: string | undefined): Chat {
  const key = providerId || NO_PROVIDER
  return useSyncExternalStore(subscribe, () => getChat(key))
}
