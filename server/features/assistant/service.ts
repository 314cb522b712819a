// Answers one question for one provider: what to reorder from the reorder rules when it asks that
// and the provider has rules; otherwise the model's plan when a model is configured and its plan
// is valid, else the built-in parser's; then one query, then the sentence and table.
import type { FastifyBaseLogger } from 'fastify'
import { LRUCache } from 'lru-cache'
import type { AssistantResponse, PlanRequest } from '../../../common/assistant'
import type { Db } from '../../db/client'
import { catalogVersion, loadCatalog } from './catalog'
import { EntityIndex, type Catalog } from './entities'
import { requestPlan, type LlmConfig } from './llm'
import { detectLanguage, parseQuestion, type Refusal } from './parser'
import { runPlan } from './planner'
import { present } from './present'
import { answerReorder } from './reorder-answer'
import { resolveRequest } from './resolve'
import { suggest } from './suggestions'
import { ASIDE, COMMAND, HELP, NO_MATCH, UNDATED, UNSUPPORTED, UNUSED, type Language } from './text'
import { tokenize } from './tokens'

export interface AskOptions {
  /** "Today" for relative dates; the evaluation fixes it, the route uses the clock. */
  now?: Date
  llm?: LlmConfig | undefined
  log?: Pick<FastifyBaseLogger, 'warn'>
}

export type Source = 'model' | 'parser'

// Reading a large catalog and building its name index cost far more than answering a question
// with it (6,000 products: ~100 ms of this process's time against ~1 ms), so each provider's is
// kept while the database's digest of its names stays the same; any added, renamed or removed
// name changes the digest and brings a new catalog and index.
type Names = { catalog: Catalog; index: EntityIndex }
// The entry is the promise, so questions that arrive while an index is built wait for that one.
const catalogs = new LRUCache<string, { version: string; names: Promise<Names> }>({ max: 200 })

async function catalogOf(db: Db, providerId: string): Promise<Names> {
  const version = await catalogVersion(db, providerId)
  const known = catalogs.get(providerId)
  if (known?.version === version) return known.names
  const names = (async () => {
    const catalog = await loadCatalog(db, providerId)
    return { catalog, index: await EntityIndex.build(catalog) }
  })()
  catalogs.set(providerId, { version, names })
  // A failed read is not kept: the next question tries again.
  names.catch(() => catalogs.delete(providerId))
  return names
}

export async function askAssistant(
  db: Db,
  providerId: string,
  question: string,
  options: AskOptions = {},
): Promise<AssistantResponse & { source: Source }> {
  const now = options.now ?? new Date()
  const { catalog, index } = await catalogOf(db, providerId)
  const language = detectLanguage(question, tokenize(question))

  const answer = async (request: PlanRequest, source: Source) => {
    const resolution = resolveRequest(request, index, catalog)
    if (!resolution.ok) return { resolution }
    const rows = await runPlan(db, providerId, resolution.plan)
    const response = present({
      plan: resolution.plan,
      rows,
      matching: resolution.matching,
      language,
    })
    return { response: { ...response, source } }
  }

  // Read first, even with a model: a question of what to reorder is the reorder rules' to answer.
  const parsed = parseQuestion(question, { now, catalog, index })
  if (parsed.kind === 'plan' && parsed.reorder) {
    const resolution = resolveRequest(parsed.request, index, catalog)
    const fromRules =
      resolution.ok &&
      (await answerReorder(
        db,
        providerId,
        {
          plan: resolution.plan,
          matching: resolution.matching,
          locations: resolution.names.location ?? [],
        },
        language,
      ))
    if (fromRules) return { ...fromRules, source: 'parser' }
  }

  if (options.llm) {
    const fromModel = await requestPlan(options.llm, question, { now, fields: catalog.fields })
    if (fromModel.ok) {
      const result = await answer(fromModel.request, 'model')
      if (result.response) return result.response
      options.log?.warn({ problem: result.resolution }, 'assistant: model plan not usable')
    } else {
      options.log?.warn({ reason: fromModel.reason }, 'assistant: model failed, using the parser')
    }
  }

  if (parsed.kind === 'not_understood') {
    const suggestions = suggest(
      parsed.understood,
      language,
      (q) => parseQuestion(q, { now, catalog, index }).kind === 'plan',
    )
    return {
      answer: notUnderstood(parsed.reason, language, parsed.words),
      ...(suggestions.length && { suggestions }),
      source: 'parser',
    }
  }
  const result = await answer(parsed.request, 'parser')
  if (result.response) {
    const { response } = result
    return parsed.aside
      ? { ...response, answer: `${response.answer} ${ASIDE[language](parsed.aside)}` }
      : response
  }
  const { resolution } = result
  return {
    answer:
      resolution.reason === 'no_match'
        ? NO_MATCH[language](resolution.text)
        : UNSUPPORTED[language](),
    source: 'parser',
  }
}

function notUnderstood(reason: Refusal, lang: Language, words?: string) {
  if (reason === 'command') return COMMAND[lang](words ?? '')
  if (reason === 'unused') return UNUSED[lang](words)
  if (reason === 'no_match' && words) return NO_MATCH[lang](words)
  if (reason === 'unsupported') return UNSUPPORTED[lang](words)
  if (reason === 'undated') return UNDATED[lang](words ?? '')
  return HELP[lang]
}
