// Turns a plan request (names as text, from the parser or a model) into the plan that runs:
// each name becomes the provider's matching ids, reported as entity matching. A name that
// matches nothing stops the plan, so a filter is never silently dropped.
import {
  QueryPlan,
  type EntityDimension,
  type PlanRequest,
  type QueryDetails,
} from '../../../common/assistant'
import { similarity, type Catalog, type EntityIndex, type SelectField } from './entities'
import { normalize } from './tokens'

export type FilterApplied = QueryDetails['entity_matching']['filters_applied'][number]

export type Resolution =
  | {
      ok: true
      plan: QueryPlan
      matching: FilterApplied[]
      /** Names of the matched records by dimension, for the answer sentence. */
      names: Partial<Record<EntityDimension | 'field', string[]>>
    }
  | { ok: false; reason: 'no_match'; text: string }
  | { ok: false; reason: 'invalid'; problems: string[] }

const KEYS = { product: 'products', client: 'clients', location: 'locations' } as const

type Named = Partial<Record<(typeof KEYS)[EntityDimension], string[]>>
type Ids = Partial<Record<`${EntityDimension}_ids`, string[]>>

/** Each name of the filters as the provider's matching ids, or the first name that matches none. */
function resolveNames(
  named: Named,
  index: EntityIndex,
  matching: FilterApplied[],
  names: Partial<Record<EntityDimension | 'field', string[]>>,
): { ids: Ids } | { missing: string } {
  const ids: Ids = {}
  for (const dimension of ['product', 'client', 'location'] as const) {
    for (const text of named[KEYS[dimension]] ?? []) {
      const { matches } = index.resolve(dimension, text)
      if (matches.length === 0) return { missing: text }
      const list = (ids[`${dimension}_ids`] ??= [])
      for (const m of matches) if (!list.includes(m.id)) list.push(m.id)
      ;(names[dimension] ??= []).push(...matches.map((m) => m.name))
      matching.push({
        dimension,
        user_input: text,
        matches_found: matches.slice(0, 3).map((m) => ({ name: m.name })),
        records_matched: matches.length,
      })
    }
  }
  return { ids }
}

export function resolveRequest(
  request: PlanRequest,
  index: EntityIndex,
  catalog: Catalog,
): Resolution {
  const { products: _p, clients: _c, locations: _l, custom_field, ...filters } = request.filters
  const matching: FilterApplied[] = []
  const names: Partial<Record<EntityDimension | 'field', string[]>> = {}
  const own = resolveNames(request.filters, index, matching, names)
  if ('missing' in own) return { ok: false, reason: 'no_match', text: own.missing }
  const { ids } = own
  const compare = []
  for (const { label, date_range, ...side } of request.compare ?? []) {
    const sideNames: typeof names = {}
    const resolved = resolveNames(side, index, matching, sideNames)
    if ('missing' in resolved) return { ok: false, reason: 'no_match', text: resolved.missing }
    for (const [dimension, list] of Object.entries(sideNames)) {
      ;(names[dimension as keyof typeof names] ??= []).push(...list)
    }
    // A side named with a slip ("hugo smit") is shown as the record it found, when it is one name.
    const found = new Set(Object.values(sideNames).flat())
    const shown = found.size === 1 ? [...found][0]! : label
    compare.push({ label: shown, ...(date_range && { date_range }), ...resolved.ids })
  }
  let field:
    { field_id: string; entity_type: SelectField['entity_type']; value: string } | undefined
  if (custom_field) {
    const found = fieldOption(catalog.fields, index, custom_field.field, custom_field.value)
    if (!found) return { ok: false, reason: 'no_match', text: custom_field.value }
    field = { field_id: found.field.id, entity_type: found.field.entity_type, value: found.option }
    names.field = [`${found.field.label}: ${found.option}`]
    matching.push({
      dimension: found.field.label,
      user_input: custom_field.value,
      matches_found: [{ name: found.option }],
      records_matched: 1,
    })
  }
  const parsed = QueryPlan.safeParse({
    ...request,
    filters: { ...filters, ...ids, ...(field && { custom_field: field }) },
    ...(compare.length && { compare }),
  })
  if (!parsed.success) {
    return { ok: false, reason: 'invalid', problems: parsed.error.issues.map((i) => i.message) }
  }
  return { ok: true, plan: parsed.data, matching, names }
}

/** The field named by its label (typos allowed) and the option of it that the value names. */
function fieldOption(fields: SelectField[], index: EntityIndex, label: string, value: string) {
  const key = normalize(label).trim()
  const field =
    fields.find((f) => normalize(f.label).trim() === key) ??
    fields
      .map((f) => ({ f, score: similarity(label, f.label) }))
      .filter((s) => s.score >= 0.5)
      .sort((a, b) => b.score - a.score)[0]?.f
  const candidates = index
    .resolve('field', value)
    .matches.filter((m) => !field || m.field?.id === field.id)
  const best = candidates[0]
  return best?.field ? { field: best.field, option: best.name } : undefined
}
