// POST /api/provider/{provider_id}/llm-query-2 (spec §7, API.md "Assistant"): a question about
// the provider's own data becomes a validated plan, one query and an answer.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AssistantQuery, AssistantResponse } from '../../../common/assistant'
import { ProviderParams } from '../../../common/schemas'
import { askAssistant } from './service'

export const assistantRoutes: FastifyPluginAsyncZod = async (app) => {
  const { LLM_BASE_URL, LLM_API_KEY, LLM_MODEL } = app.config
  const llm = LLM_BASE_URL
    ? { baseUrl: LLM_BASE_URL, apiKey: LLM_API_KEY, model: LLM_MODEL ?? 'gpt-4o-mini' }
    : undefined

  app.post(
    '/llm-query-2',
    {
      schema: {
        tags: ['assistant'],
        params: ProviderParams,
        body: AssistantQuery,
        response: { 200: AssistantResponse },
      },
      // A question may cost a model call; a person asks far fewer than this.
      config: { permission: 'read', rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async ({ params, body, log }) => {
      const { source, ...response } = await askAssistant(app.db, params.providerId, body.query, {
        llm,
        log,
      })
      log.info({ source }, 'assistant answered')
      return response
    },
  )
}
