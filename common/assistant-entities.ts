// Names in a question matched against the provider's own products, clients, locations and
// custom field options, with trigram similarity computed here (pg_trgm is not available on every
// database we run on), so typos and case do not matter.
import type { EntityDimension } from './assistant'
import { KEYWORDS, normalize, STOPWORDS, type Sentence } from './assistant-tokens'

export interface Named {
  id: string
  name: string
}

export interface SelectField {
  id: string
  label: string
  entity_type: 'PRODUCTS' | 'CLIENTS'
  options: string[]
}

/** The provider's names the assistant may match: nothing else is ever compared. */
export interface Catalog {
  products: Named[]
  clients: Named[]
  locations: Named[]
  fields: SelectField[]
}

export type MentionDimension = EntityDimension | 'field'

const words = (text: string) =>
  normalize(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

/** pg_trgm's trigrams: each word padded with two spaces in front and one behind. */
export function trigrams(text: string): Set<string> {
  const grams = new Set<string>()
  for (const word of words(text)) {
    const padded = `  ${word} `
    for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3))
  }
  return grams
}

const shared = (a: Set<string>, b: Set<string>) => {
  let n = 0
  for (const g of a) if (b.has(g)) n++
  return n
}

const jaccard = (a: Set<string>, b: Set<string>) => {
  const both = shared(a, b)
  return both === 0 ? 0 : both / (a.size + b.size - both)
}

/** pg_trgm's similarity(): shared trigrams over all trigrams of both. */
export const similarity = (a: string, b: string) => jaccard(trigrams(a), trigrams(b))

/** How much of the query is found in the target: "coffee" is all found in "Coffee Beans 3". */
export function wordSimilarity(query: Set<string>, target: Set<string>) {
  return query.size === 0 ? 0 : shared(query, target) / query.size
}

interface Entry {
  dimension: MentionDimension
  id: string
  name: string
  key: string
  grams: Set<string>
  field?: SelectField
}

export interface Resolved {
  /** Best first. */
  matches: { id: string; name: string; field?: SelectField }[]
  score: number
}

const MATCH_FLOOR = 0.5
const STRONG = 0.75
const MAX_SPAN = 6

const NOUNS: Record<EntityDimension, RegExp> = {
  product: /^(products?|items?|articulos?|productos?|skus?)$/,
  client: /^(clients?|customers?|buyers?|clientes?|compradore?s?)$/,
  location:
    /^(locations?|warehouses?|stores?|shops?|sites?|branch(es)?|ubicacion(es)?|almacen(es)?|bodegas?|tiendas?|sucursal(es)?|locales?|local)$/,
}
export const isNounOf = (dimension: EntityDimension, word: string) => NOUNS[dimension].test(word)

// A weak hint for a name that several kinds share: "at X" is a place, "to X" a client.
const HINTS: Record<string, MentionDimension> = {
  at: 'location',
  en: 'location',
  to: 'client',
  for: 'client',
  of: 'product',
}

export class EntityIndex {
  private readonly entries: Entry[]
  /** Every word of every name, so a typo-corrector leaves them alone. */
  readonly nameWords = new Set<string>()
  private readonly keys = new Set<string>()

  constructor(catalog: Catalog) {
    const entry = (dimension: MentionDimension, id: string, name: string, field?: SelectField) => {
      for (const w of words(name)) this.nameWords.add(w)
      const key = words(name).join(' ')
      this.keys.add(key)
      return { dimension, id, name, key, grams: trigrams(name), field }
    }
    this.entries = [
      ...catalog.products.map((p) => entry('product', p.id, p.name)),
      ...catalog.clients.map((c) => entry('client', c.id, c.name)),
      ...catalog.locations.map((l) => entry('location', l.id, l.name)),
      ...catalog.fields.flatMap((f) => f.options.map((o) => entry('field', f.id, o, f))),
    ]
  }

  /** True when the text is exactly one of the names, whatever the words in it. */
  isName(text: string) {
    return this.keys.has(words(text).join(' '))
  }

  /**
   * The names of one kind matching a text: the exact ones when there are any, otherwise every
   * name close to the best one.
   */
  resolve(dimension: MentionDimension, text: string): Resolved {
    const key = words(text).join(' ')
    const pool = this.entries.filter((e) => e.dimension === dimension)
    const exact = pool.filter((e) => e.key === key)
    if (exact.length) return { matches: exact.map(present), score: 1 }
    const grams = trigrams(text)
    const scored = pool
      .map((e) => ({ e, score: wordSimilarity(grams, e.grams) }))
      .filter((s) => s.score >= MATCH_FLOOR)
      .map((s) => ({ ...s, whole: jaccard(grams, s.e.grams) }))
    const best = Math.max(0, ...scored.map((s) => s.score))
    const kept = scored
      // Near ties only: "Organc Coffee Beans 2" is Organic Coffee Beans 2, not also 9.
      .filter((s) => s.score >= best - 0.05)
      .sort(
        (a, b) => b.score - a.score || b.whole - a.whole || a.e.name.localeCompare(b.e.name, 'en'),
      )
    return { matches: kept.map((s) => present(s.e)), score: best }
  }

  private readonly kinds = new Map<string, { dimension: MentionDimension; score: number }>()

  /** The kind a text most likely names, with its score. */
  bestKind(text: string, hint?: MentionDimension) {
    const memo = `${hint ?? ''}|${text}`
    if (!this.kinds.has(memo)) {
      const kind = this.rankKinds(text, hint)
      if (kind) this.kinds.set(memo, kind)
      else return undefined
    }
    return this.kinds.get(memo)
  }

  private rankKinds(text: string, hint?: MentionDimension) {
    const kinds: MentionDimension[] = ['product', 'client', 'location', 'field']
    const scored = kinds
      .map((dimension) => ({ dimension, score: this.resolve(dimension, text).score }))
      .filter((k) => k.score > 0)
      .sort(
        (a, b) =>
          b.score - a.score ||
          Number(b.dimension === hint) - Number(a.dimension === hint) ||
          kinds.indexOf(a.dimension) - kinds.indexOf(b.dimension),
      )
    const [first, second] = scored
    if (first && second && hint === second.dimension && first.score - second.score < 0.05) {
      return second
    }
    return first
  }
}

const present = (e: Entry) => ({ id: e.id, name: e.name, ...(e.field && { field: e.field }) })

export interface Mention {
  dimension: MentionDimension
  /** As the person typed it. */
  text: string
  start: number
  end: number
  /** A noun naming the kind ("client Ana Garcia") that belongs to the name, not to a grouping. */
  cue?: number
}

const KEYWORD_SET = new Set(KEYWORDS)
const content = (word: string) => /\p{L}{3,}/u.test(word) && !STOPWORDS.has(word)

/**
 * Finds and consumes names in the unused tokens, best match first. The strong pass runs before
 * the intent reader, so "Main Warehouse" stays a name; the loose pass reads what is left.
 */
export function findMentions(sentence: Sentence, index: EntityIndex, strong: boolean): Mention[] {
  const found: Mention[] = []
  const tokens = sentence.tokens
  const free = (i: number) => sentence.used[i] === null
  for (;;) {
    let best: (Mention & { score: number }) | undefined
    for (let start = 0; start < tokens.length; start++) {
      for (let end = start + 1; end <= Math.min(tokens.length, start + MAX_SPAN); end++) {
        if (!free(end - 1)) break
        const span = tokens.slice(start, end).map((t) => t.text)
        if (!free(start) || STOPWORDS.has(span[0]!) || STOPWORDS.has(span.at(-1)!)) continue
        const meaningful = span.filter((w) => content(w) && (!strong || !KEYWORD_SET.has(w)))
        const named = index.isName(span.join(' '))
        // A keyword at either end belongs to the question ("ordered", "products"), unless names
        // use that word ("Downtown Store").
        const foreign = (w: string) => KEYWORD_SET.has(w) && !index.nameWords.has(w)
        const badEdge = /^\d+$/.test(span[0]!) || foreign(span[0]!) || foreign(span.at(-1)!)
        if (!named && (meaningful.length === 0 || badEdge)) continue
        const previous = tokens[start - 1]?.text ?? ''
        const kind = index.bestKind(span.join(' '), HINTS[previous])
        if (!kind || kind.score < (strong || kind.dimension === 'field' ? STRONG : MATCH_FLOOR)) {
          continue
        }
        // The longest span that reads as a name wins, so "Grace Slva" is one client rather
        // than every Grace; among equals, the closest match.
        const better =
          !best ||
          end - start > best.end - best.start ||
          (end - start === best.end - best.start && kind.score > best.score + 1e-9)
        if (better) {
          best = {
            dimension: kind.dimension,
            text: sentence.raw(start, end),
            start,
            end,
            score: kind.score,
          }
        }
      }
    }
    if (!best) return found
    sentence.use(best.start, best.end, 'entity')
    const { score: _score, ...mention } = best
    const cue = cueOf(sentence, mention)
    if (cue !== undefined) sentence.use(cue, cue + 1, 'cue')
    found.push(cue === undefined ? mention : { ...mention, cue })
  }
}

/**
 * The singular noun right before a name, when it names the same kind ("the client X"); a plural
 * one ("clients") still asks for a grouping.
 */
function cueOf(sentence: Sentence, mention: Mention): number | undefined {
  if (mention.dimension === 'field') return undefined
  const dimension = mention.dimension
  let before = mention.start - 1
  while (before >= 0 && /^(the|el|la|los|las)$/.test(sentence.tokens[before]!.text)) before--
  const token = sentence.tokens[before]
  const singular = token !== undefined && !token.text.endsWith('s')
  return singular && sentence.used[before] !== 'entity' && isNounOf(dimension, token.text)
    ? before
    : undefined
}
