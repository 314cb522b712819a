// Names in a question matched against the provider's own products, clients, locations and
// custom field options, with trigram similarity computed here (pg_trgm is not available on every
// database we run on), so typos and case do not matter.
import type { EntityDimension } from '../../../common/assistant'
import { isCommonWord } from './common-words'
import { editDistance, KEYWORDS, normalize, STOPWORDS, type Sentence } from './tokens'

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
  /** The default one is "the main warehouse", "el almacén principal", whatever its name. */
  locations: (Named & { default?: boolean })[]
  fields: SelectField[]
}

export type MentionDimension = EntityDimension | 'field'

/** A name's words, lower case without accents: how names are compared. */
export const words = (text: string) =>
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
  /** Its place in the catalog, which orders equally good matches. */
  order: number
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
const MEMO_LIMIT = 20_000

const NOUNS: Record<EntityDimension, RegExp> = {
  product: /^(products?|items?|articulos?|productos?|skus?)$/,
  client: /^(clients?|customers?|buyers?|clientes?|compradore?s?)$/,
  location:
    /^(locations?|warehouses?|stores?|shops?|sites?|branch(es)?|depots?|outlets?|ubicacion(es)?|almacen(es)?|bodegas?|tiendas?|sucursal(es)?|locales?|local|depositos?)$/,
}
export const isNounOf = (dimension: EntityDimension, word: string) => NOUNS[dimension].test(word)
const isNoun = (word: string) => Object.values(NOUNS).some((noun) => noun.test(word))

// A weak hint for a name that several kinds share: "at X" is a place, "to X" a client.
const HINTS: Record<string, MentionDimension> = {
  at: 'location',
  en: 'location',
  to: 'client',
  for: 'client',
  of: 'product',
}

interface CatalogName {
  dimension: MentionDimension
  id: string
  name: string
  field?: SelectField
}

/** Every name of the catalog, in the order that ranks equally good matches. */
function* namesOf(catalog: Catalog): Generator<CatalogName> {
  for (const p of catalog.products) yield { dimension: 'product', id: p.id, name: p.name }
  for (const c of catalog.clients) yield { dimension: 'client', id: c.id, name: c.name }
  for (const l of catalog.locations) yield { dimension: 'location', id: l.id, name: l.name }
  for (const f of catalog.fields) {
    for (const o of f.options) yield { dimension: 'field', id: f.id, name: o, field: f }
  }
}

export class EntityIndex {
  private readonly entries: Entry[] = []
  /**
   * Each kind's names by trigram, so a text is compared only with the names it shares a trigram
   * with: a question costs the same in a shop of 60 products or 60,000, instead of comparing
   * every span of every question with every name.
   */
  private readonly postings = new Map<MentionDimension, Map<string, Entry[]>>()
  private readonly resolved = new Map<string, Resolved>()
  /** Every word of every name, so a typo-corrector leaves them alone. */
  readonly nameWords = new Set<string>()
  /** A word of a name and the number after it ("mug 2"), so "mug two" can be read as the name. */
  readonly numbered = new Set<string>()
  /** The typo-corrector's answers for these names, word by word (correctTypos). */
  readonly corrections = new Map<string, string>()
  private readonly keys = new Set<string>()

  constructor(catalog?: Catalog) {
    if (catalog) for (const name of namesOf(catalog)) this.add(name)
  }

  /**
   * The same index, built a slice of names at a time with a pause between slices, so that a
   * server indexing a catalog of many thousand names keeps answering other requests meanwhile.
   */
  static async build(catalog: Catalog, slice = 100): Promise<EntityIndex> {
    const index = new EntityIndex()
    let count = 0
    for (const name of namesOf(catalog)) {
      index.add(name)
      if (++count % slice === 0) await new Promise((resolve) => setTimeout(resolve, 0))
    }
    return index
  }

  private add({ dimension, id, name, field }: CatalogName) {
    const nameWords = words(name)
    for (const w of nameWords) this.nameWords.add(w)
    nameWords.forEach((w, i) => {
      const next = nameWords[i + 1]
      if (next !== undefined && /^\d+$/.test(next) && !/^\d+$/.test(w)) {
        this.numbered.add(`${w} ${next}`)
      }
    })
    const key = nameWords.join(' ')
    this.keys.add(key)
    const e: Entry = { order: this.entries.length, dimension, id, name, key, grams: trigrams(name) }
    if (field) e.field = field
    this.entries.push(e)
    const byGram = this.postings.get(dimension) ?? new Map<string, Entry[]>()
    this.postings.set(dimension, byGram)
    for (const gram of e.grams) {
      const list = byGram.get(gram)
      if (list) list.push(e)
      else byGram.set(gram, [e])
    }
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
    const memo = `${dimension}|${key}`
    const known = this.resolved.get(memo)
    if (known) return known
    const found = this.match(dimension, key, trigrams(text))
    // An index serves many questions: its memory of texts seen is bounded.
    if (this.resolved.size > MEMO_LIMIT) this.resolved.clear()
    this.resolved.set(memo, found)
    return found
  }

  private match(dimension: MentionDimension, key: string, grams: Set<string>): Resolved {
    const byGram = this.postings.get(dimension)
    // A name that shares at least `needed` of the text's trigrams shares one of its
    // `size - needed + 1` rarest: only those names are candidates (prefix filtering), so common
    // trigrams ("  c", a word starting with c) never make a text compare with half the catalog.
    const needed = Math.max(1, Math.ceil(MATCH_FLOOR * grams.size))
    const rarest = [...grams]
      .map((gram) => byGram?.get(gram) ?? [])
      .sort((a, b) => a.length - b.length)
      .slice(0, grams.size - needed + 1)
    const shares = new Map<Entry, number>()
    for (const list of rarest) {
      for (const e of list) {
        if (shares.has(e)) continue
        let both = 0
        for (const gram of grams) if (e.grams.has(gram)) both++
        shares.set(e, both)
      }
    }
    const exact = [...shares.keys()].filter((e) => e.key === key).sort((a, b) => a.order - b.order)
    if (exact.length) return { matches: exact.map(present), score: 1 }
    // wordSimilarity and jaccard, from the shared trigrams counted above.
    const scored = [...shares]
      .map(([e, both]) => ({ e, score: both / grams.size, both }))
      .filter((s) => s.score >= MATCH_FLOOR)
      .map(({ e, score, both }) => ({ e, score, whole: both / (grams.size + e.grams.size - both) }))
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
      if (this.kinds.size > MEMO_LIMIT) this.kinds.clear()
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
/** Words that join two sides: a span across one is two names, not one name read loosely. */
const CONJUNCTION = /^(and|or|vs|versus|with|against|than|to|y|e|o|u|con|contra|frente|que|a|al)$/
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
        const meaningful = span.filter(
          (w) => content(w) && !isCommonWord(w) && (!strong || !KEYWORD_SET.has(w)),
        )
        const named = index.isName(span.join(' '))
        // A keyword at either end belongs to the question ("ordered", "products"), unless names
        // use that word ("Downtown Store").
        const foreign = (w: string) => KEYWORD_SET.has(w) && !index.nameWords.has(w)
        const badEdge = /^\d+$/.test(span[0]!) || foreign(span[0]!) || foreign(span.at(-1)!)
        if (!named && (meaningful.length === 0 || badEdge)) continue
        // "Widget Pro and Widget", "Tara Kim con Olga Rossi" are two names unless one name is
        // exactly that.
        if (!named && span.some((w) => CONJUNCTION.test(w))) continue
        const previous = tokens[start - 1]?.text ?? ''
        const kind = index.bestKind(span.join(' '), HINTS[previous])
        if (!kind || kind.score < MATCH_FLOOR) continue
        // A noun of places, products or clients alone ("by shop", "per store") is that noun,
        // though names use it ("Kim's Shop", "Downtown Store").
        if (!named && end - start === 1 && isNoun(span[0]!)) continue
        if (
          !named &&
          end - start === 1 &&
          !standsForName(sentence, start, kind.dimension, index) &&
          !isPlaceWord(sentence, start, kind.dimension, index) &&
          !isPluralOfName(span[0]!, index)
        ) {
          continue
        }
        const closest = named ? undefined : index.resolve(kind.dimension, span.join(' ')).matches[0]
        const fits = closest !== undefined && aligned(span, words(closest.name))
        if (!named && !fits) continue
        // Several words that each stand for a word of one name are as good as a strong match:
        // "Ben Smyth" is Ben Smith, rather than "Ben" alone.
        const threshold = strong || kind.dimension === 'field' ? STRONG : MATCH_FLOOR
        if (kind.score < threshold && !(fits && meaningful.length > 1)) continue
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

/** Words that introduce a name ("sales of jam", "ventas para tara"); "in" and "at" a place. */
const NAME_BEFORE = /^(of|for|from|to|by|about|with|de|del|para|a|al|con|sobre|desde|x)$/
const PLACE_BEFORE = /^(in|at|en)$/
/**
 * "cuánto chocolate", "how many candles", "who buys the most coffee": what is counted is a thing,
 * a product's name.
 */
const COUNTED_BEFORE = /^(cuant[oa]s?|many|much|most|more)$/
const IS_BEFORE = /^(es|son|fue|fueron|is|are|was|were)$/
const ARTICLE = /^(the|el|la|los|las|my|mi|mis|our|nuestr[oa]s?)$/
/** A measure right after a name: "jam sales", "tara orders". */
const MEASURE_AFTER =
  /^(sales|revenue|units|stock|inventory|orders|ventas|unidades|pedidos|inventario|existencias|facturacion)$/

/**
 * Whether one word typed in lower case that is only part of names stands where a name can: after
 * "of", "for", "de", "para" (or "in", "at", "en" for a place), beside a noun of its own kind, or
 * before a measure. Elsewhere it is the question's own word: "classic question", "in the green",
 * "premium clients" (a product's word before a client noun). "The bakery", "our cafe", "la
 * panaderia" said of a word that several clients' names share picks none of them: it is the shop
 * asking ("quick one from the bakery"), not every bakery among the clients.
 */
function standsForName(
  sentence: Sentence,
  at: number,
  dimension: MentionDimension,
  index: EntityIndex,
) {
  const token = sentence.tokens[at]!
  if (token.raw !== token.raw.toLowerCase() || dimension === 'field') return true
  const one = /^(the|el|la|my|mi|our|nuestr[oa])$/.test(sentence.tokens[at - 1]?.text ?? '')
  if (one && dimension === 'client' && index.resolve('client', token.text).matches.length > 1) {
    return false
  }
  let before = at - 1
  while (before >= 0 && ARTICLE.test(sentence.tokens[before]!.text)) before--
  const previous = sentence.tokens[before]?.text ?? ''
  const next = sentence.tokens[at + 1]?.text ?? ''
  return (
    NAME_BEFORE.test(previous) ||
    (dimension === 'location' && PLACE_BEFORE.test(previous)) ||
    (dimension === 'product' && COUNTED_BEFORE.test(previous)) ||
    // "¿qué porcentaje de la facturación es chocolate?": the thing named last, after "is".
    (dimension === 'product' && IS_BEFORE.test(previous) && at === sentence.tokens.length - 1) ||
    isNounOf(dimension, previous) ||
    isNounOf(dimension, next) ||
    MEASURE_AFTER.test(next)
  )
}

/**
 * A word of names in the plural ("stock mugs", "cuántos candles"): the things of that name,
 * wherever it stands, unlike the word itself ("classic", "fresh"), which may be the question's.
 */
function isPluralOfName(word: string, index: EntityIndex) {
  if (index.nameWords.has(word) || isCommonWord(word)) return false
  if (isNoun(word)) return false
  return [/s$/, /es$/].some((ending) => {
    const singular = word.replace(ending, '')
    return singular !== word && singular.length >= 3 && index.nameWords.has(singular)
  })
}

/**
 * A word of one location's name that is no noun of places ("downtown" for Downtown Store, not
 * "store"), where no noun of another kind follows it: "stock downtown", "sales at the airport".
 * Places are few and their words seldom ordinary, unlike products' adjectives.
 */
function isPlaceWord(
  sentence: Sentence,
  at: number,
  dimension: MentionDimension,
  index: EntityIndex,
) {
  const word = sentence.tokens[at]!.text
  if (dimension !== 'location' || isNounOf('location', word)) return false
  const next = sentence.tokens[at + 1]?.text ?? ''
  if (isNounOf('product', next) || isNounOf('client', next)) return false
  const { matches } = index.resolve('location', word)
  return matches.length === 1 && words(matches[0]!.name).includes(word)
}

/**
 * Whether every word of a span stands for a word of the name: the same word, its beginning
 * ("choc" for Chocolate), or a slip of one letter (two in a long word). Trigrams alone let "caro"
 * match Carolina and "grew" match Green Leaf; a number must be the name's own.
 */
function aligned(span: string[], name: string[]) {
  const own = span.filter((w) => !STOPWORDS.has(w))
  // A short word may slip by one letter when another word of the span is the name's own:
  // "Tara Kin" is Tara Kim, "kin" alone is nobody.
  const anchored = own.length > 1 && own.some((w) => name.includes(w))
  return own.every((w) =>
    name.some((n) => {
      if (n === w) return true
      if (/\d/.test(w) || /\d/.test(n)) return false
      if (w.length >= 4 && n.startsWith(w)) return true
      // Beside the name's own words and number, a longer word may slip by two ("Classic Flower
      // 10" is Classic Flour 10), a long one by three, as a name's noun said in Spanish does
      // ("Deluxe Vinagre 8" is Deluxe Vinegar 8).
      const numbered = anchored && own.some((o) => /\d/.test(o) && name.includes(o))
      const slips =
        numbered && w.length >= 7
          ? 3
          : w.length >= 8 || (numbered && w.length >= 5)
            ? 2
            : w.length >= 4 || (anchored && w.length === 3)
              ? 1
              : 0
      return slips > 0 && editDistance(w, n, slips) <= slips
    }),
  )
}

/**
 * The singular noun right before a name, or right after it, when it names the same kind ("the
 * client X", "the X location"); a plural one ("clients") still asks for a grouping.
 */
function cueOf(sentence: Sentence, mention: Mention): number | undefined {
  if (mention.dimension === 'field') return undefined
  const dimension = mention.dimension
  const isCue = (i: number) => {
    const token = sentence.tokens[i]
    return (
      token !== undefined &&
      !token.text.endsWith('s') &&
      sentence.used[i] === null &&
      isNounOf(dimension, token.text)
    )
  }
  let before = mention.start - 1
  while (before >= 0 && /^(the|el|la|los|las)$/.test(sentence.tokens[before]!.text)) before--
  // "each Green Tea product", "cada producto Green Tea": one row per product of that name, the
  // noun a grouping rather than the name's.
  const each = (i: number) => EACH.test(sentence.tokens[i]?.text ?? '')
  if (isCue(before)) return each(before - 1) ? undefined : before
  return isCue(mention.end) && !each(before) ? mention.end : undefined
}
/** "each", "every", "cada" before a name: one row per thing of that name. */
export const EACH = /^(each|every|cada)$/
