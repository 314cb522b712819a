// "Total takings for March please, my accountant is asking", "I'm doing the books, what was our
// revenue last year", "bookshop owner here - average spend per client": a clause said beside the
// question, about the one asking, that no reader takes. It is told apart by where it stands (first
// or last, set off by a stop, a comma, a colon or a dash), by speaking of someone ("I", "we", "my",
// "tengo", "llevo") and by holding no word that could change the answer: none a reader took, no
// name or a slip of one, no number, and none of the words that restrict, compare, ask, command or
// name a measure the data does not hold ("only", "except", "more", "why", "delete", "profit").
// Such a clause is set aside and the question answered without it, saying so; anything else
// leaves the question declined. A clause that names the kind of shop asking ("bakery:", "bike shop
// owner here", "tienda de música:", "ferretería.") speaks of the one asking as "I" does.
import { COMMAND_VERB } from './conditions'
import type { EntityIndex } from './entities'
import { ASC, DESC } from './intents'
import { countOf, nearNameWord, normalize, STOPWORDS, tokenize, type Token } from './tokens'

const SPEAKER =
  /^(i|im|i'm|i've|i'd|me|my|mine|we|we're|we've|we'd|us|our|ours|he|she|him|her|his|they|them|their|here|yo|mi|mis|nos|nosotros|nuestr[oa]s?|tengo|tenemos|llevo|llevamos|estoy|estamos|soy|somos|vamos|aqui)$/

/** A shop named by its kind: "bakery", "florist", "bookshop", "ferreteria", "papeleria". */
const SHOP_KIND = /^(?:bakery|florist|pharmacy|deli|boutique|\p{L}+shop|\p{L}{3,}eria)$/u
/** A shop's noun, which says its kind beside it: "bike shop", "tienda de bicis". */
const SHOP = /^(?:shop|store|tienda|negocio|business)$/

const BARRED = new RegExp(
  '^(?:' +
    // what restricts or denies
    "not|no|never|nor|without|except|excluding|exclude|only|just|but|don't|dont|didn't|didnt|doesn't|doesnt|" +
    "isn't|isnt|aren't|arent|wasn't|wasnt|won't|wont|sin|nunca|excepto|salvo|solo|solamente|pero|ni|tampoco|" +
    // what compares or ranks
    `more|less|fewer|than|vs|versus|${DESC}|${ASC}|` +
    // what asks
    'how|what|which|when|where|who|whom|whose|why|if|unless|whether|cuanto|cuanta|cuantos|cuantas|' +
    'cual|cuales|cuando|donde|quien|quienes|porque|si|' +
    // what a period or a share is said with
    'per|each|every|all|total|average|before|after|since|until|ago|tomorrow|next|cada|todos|todas|' +
    'promedio|media|antes|despues|desde|hasta|manana|proximo|siguiente|' +
    // measures the data does not hold
    'net|gross|neto|bruto|tax|taxes|vat|iva|impuestos?|returns?|refunds?|devoluciones|profits?|margins?|' +
    'beneficios?|ganancias?|margen|costs?|coste|costo|' +
    COMMAND_VERB +
    ')$',
)

export interface Aside {
  aside: string
  rest: string
}

/** The question's first clause and its last, each with the question said without it. */
export function asidesOf(question: string): Aside[] {
  const text = question.trim()
  const stops = [...text.matchAll(/[,;:.!?]+\s+|\s+[-–—]+\s+/g)]
  // A greeting or a thanks set off by its own stop ("hi, …", "…, thanks") belongs to the clause
  // beside it.
  const says = (part: string) => tokenize(part).some((t) => !STOPWORDS.has(t.text))
  const first = stops.find((stop) => says(text.slice(0, stop.index)))
  const last = stops.findLast((stop) => says(text.slice(stop.index + stop[0].length)))
  return [
    ...(first
      ? [{ aside: text.slice(0, first.index), rest: text.slice(first.index + first[0].length) }]
      : []),
    ...(last
      ? [{ aside: text.slice(last.index + last[0].length), rest: text.slice(0, last.index) }]
      : []),
  ]
}

/**
 * Whether `aside` can be set aside: a reader took none of its words (each is among `unread`, the
 * words the whole question left over, or `idle`, those it read as carrying nothing) and none could
 * change the answer.
 */
export function isAside(
  aside: string,
  words: { unread: ReadonlySet<string>; idle: ReadonlySet<string> },
  index: EntityIndex,
) {
  const all = tokenize(aside)
  const tokens = all.filter((t) => !words.idle.has(normalize(t.raw)))
  const said = tokens.filter((t) => !STOPWORDS.has(t.text))
  // Read as nothing asked already ("bakery here", "buenas"): set aside with the rest.
  if (!said.length && tokens.length < all.length) return true
  // The shop's own noun may read as a place's ("tienda") or be a word of names ("Kim's Shop"),
  // but no other word of the clause may.
  const shop = said.find((t) => SHOP_KIND.test(t.text) || (SHOP.test(t.text) && said.length > 1))
  const speaks = tokens.some((t) => SPEAKER.test(t.text))
  if (!said.length || !(shop || speaks)) return false
  // Said by the one asking ("I have a small stationery shop"); "coffee shop, …" alone is a topic.
  const describing =
    shop && speaks ? describingShop(tokens, tokens.indexOf(shop)) : new Set<Token>()
  // "una papelería", "a small shop": the article of the shop's noun, no count.
  const article = (i: number) => {
    const next = tokens[i + 1]
    return next !== undefined && (next === shop || describing.has(next))
  }
  const counted = (t: Token, i: number) => countOf(t.text) !== undefined && !article(i)
  if (tokens.some((t, i) => BARRED.test(t.text) || /\d/.test(t.text) || counted(t, i))) return false
  return said.every(
    (t) =>
      t === shop ||
      // "también vendemos velas", "we sell candles too": what the shop sells, said of it.
      (speaks && SELLS.test(t.text)) ||
      (words.unread.has(normalize(t.raw)) &&
        // "a small stationery shop": a word of a product's name may describe the shop.
        (describing.has(t) ||
          (!index.nameWords.has(t.text) &&
            !(t.text.length >= 5 && nearNameWord(t.text, index.nameWords, 1))))),
  )
}

/** "I sell", "we sell", "vendo", "vendemos": what the shop sells, no question about sales. */
const SELLS = /^(sell|vendo|vendemos)$/
const ARTICLE = /^(a|an|the|my|our|un|una|mi|nuestr[oa])$/

/**
 * The words that describe the shop's noun: those between an article and it ("a small stationery
 * shop"), or the one after it ("una tienda pequeña").
 */
function describingShop(tokens: Token[], at: number) {
  const article = tokens.slice(0, at).findLastIndex((t) => ARTICLE.test(t.text))
  const words = new Set(article < 0 ? [] : tokens.slice(article + 1, at))
  const after = tokens[at + 1]
  if (after && /^(?:tienda|negocio)$/.test(tokens[at]!.text)) words.add(after)
  return words
}
