// Words of a question for the built-in parser: normalised tokens that each reader (dates,
// intents, entities) consumes, so that no word is understood twice and every word left over
// is either filler or a name to match.

/** Lower case without accents: "Cuántos" and "cuantos" read the same. */
export function normalize(text: string) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
}

export interface Token {
  /** Normalised, possibly corrected for a typo. */
  text: string
  /** As typed, for quoting back to the person. */
  raw: string
}

const SEPARATORS = /[\s,;:!?¿¡()[\]{}"“”«»<>=*+|\\]+/u
const EDGE_PUNCTUATION = /^['.…-]+|['.…-]+$/gu

// Chat shorthand: "k producto se vende mas", "ventas x mes", "cuantos ay", "2day".
const SHORTHAND: Record<string, string> = {
  x: 'por',
  k: 'que',
  q: 'que',
  ke: 'que',
  ay: 'hay',
  ai: 'hay',
  ubo: 'hubo',
  d: 'de',
  dl: 'del',
  xa: 'para',
  pa: 'para',
  '2day': 'today',
  hw: 'how',
  wat: 'what',
  '2nite': 'tonight',
  u: 'you',
  r: 'are',
  ur: 'your',
  thx: 'thanks',
  rev: 'revenue',
  v: 'vs',
  rn: 'now',
  ahorita: 'ahora',
  ystday: 'yesterday',
  hows: 'how',
  // Nigerian Pidgin: "wetin be my revenue" is "what is my revenue".
  wetin: 'what',
}

/** "1-5 June", "del 1 – 5": a dash between two day numbers (not inside a date) stands alone. */
const DAY_DASH = /(?<![\d-])(\d{1,2})\s?[-–]\s?(\d{1,2})(?![\d-])/g

/** "enmayo", "inmarch": a preposition typed against a month's name, two words. */
const GLUED_MONTH = new RegExp(
  '^(en|de|del|desde|hasta|in|since|until)(' +
    'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|' +
    'january|february|march|april|may|june|july|august|september|october|november|december)$',
)
/** "elmes pasado", "estemes", "lastweek": an article or "this", "last" typed against a unit. */
const GLUED_UNIT = /^(el|la|este|esta|this|last)(mes|semana|ano|trimestre|month|week|year|quarter)$/

/**
 * "revenue 4 last month": the digit typed for "for", between a measure and a period. Elsewhere it
 * is a number: "top 4", "the last 4 weeks", a name's own ("Deluxe Candle 4 this year").
 */
const FOR_BEFORE =
  /^(revenue|rev|sales|sold|units|orders|income|earnings|turnover|stock|inventory|numbers|figures|total|totals)$/
const FOR_AFTER = /^(last|this|past|previous|the|today|yesterday|my|our|all)$/
/** "this years revenue", "last months sales": a possessive typed without its apostrophe. */
const PERIOD_POSSESSIVE: Record<string, string> = { years: 'year', months: 'month', weeks: 'week' }

const UNIT_WORD = /^(week|month|year|quarter|semana|mes|ano|trimestre)$/
const ELIDING_JOIN = /^(y|o|vs|versus|con|contra|frente|a|que|and|or|than|with|against)$/
const PREVIOUS_SPANISH = /^(pasad[oa]|anterior)$/
const PREVIOUS_ENGLISH = /^(last|previous|prior)$/

/** "lo que va de este", "el primero con el segundo": a period's word whose unit was said before. */
const CURRENT = /^(this|este|esta|current|actual)$/
const AFTER_ELIDED = /^(en|in|for|por|on|by|de|of)$/
const ORDINAL = /^(primer|primero|segundo|tercer|tercero|cuarto|first|second|third|fourth)$/
const BEFORE_ELIDED = /^(de|del|el|of|the|y|con|vs|and|with|to|a|al|que)$/

/**
 * "esta semana y la pasada", "this month vs last", "this week and the previous one": the unit
 * said once with "this" stands for the other period too, written out so the dates read both.
 * So does a unit said first: "el mes pasado comparado con lo que va de este", "el primer
 * trimestre con el segundo".
 */
function restoreElidedUnit(tokens: Token[]): Token[] {
  const out: Token[] = []
  let unit: string | undefined
  let said: string | undefined
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!
    const before = tokens[i - 1]?.text ?? ''
    const next = tokens[i + 1]?.text ?? ''
    if (UNIT_WORD.test(token.text)) said = token.text
    if (UNIT_WORD.test(token.text) && /^(this|este|esta|current)$/.test(before)) unit = token.text
    const quarter = said === 'trimestre' || said === 'quarter'
    if (
      said !== undefined &&
      BEFORE_ELIDED.test(before) &&
      // At the end, before the other side or a preposition: "de este cliente" names a client,
      // not a month; "con el actual en pedidos" is the current one.
      (next === '' || ELIDING_JOIN.test(next) || AFTER_ELIDED.test(next)) &&
      (CURRENT.test(token.text) || (quarter && ORDINAL.test(token.text)))
    ) {
      // "el actual" is "el trimestre actual": Spanish says it after the unit.
      out.push(
        ...(token.text === 'actual'
          ? [{ raw: said, text: said }, token]
          : [token, { raw: said, text: said }]),
      )
      continue
    }
    const joined =
      ELIDING_JOIN.test(before) ||
      (/^(la|el|the)$/.test(before) && ELIDING_JOIN.test(tokens[i - 2]?.text ?? ''))
    const elided = unit !== undefined && joined && !UNIT_WORD.test(next)
    if (elided && PREVIOUS_SPANISH.test(token.text)) {
      out.push({ raw: unit!, text: unit! }, token)
    } else if (elided && PREVIOUS_ENGLISH.test(token.text)) {
      out.push(token, { raw: unit!, text: unit! })
      if (next === 'one') i++
    } else {
      out.push(token)
    }
  }
  return out
}

/** "no. of orders", "nro. de pedidos": the abbreviated word for number, no "no". */
const NUMBER_ABBREVIATION = /(?<![\p{L}\p{N}])(?:no\.(?=\s*of\s)|(n(?:ro|ú|u)m?\.))/giu

const DAY_WORDS: Record<string, number> = Object.fromEntries([
  ...[
    'first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth',
    'thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth',
    'twenty-first twenty-second twenty-third twenty-fourth twenty-fifth twenty-sixth',
    'twenty-seventh twenty-eighth twenty-ninth thirtieth thirty-first',
  ]
    .join(' ')
    .split(' ')
    .map((w, i) => [w, i + 1] as const),
  ...[
    'uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince',
    'dieciseis diecisiete dieciocho diecinueve veinte veintiuno veintidos veintitres',
    'veinticuatro veinticinco veintiseis veintisiete veintiocho veintinueve treinta',
  ]
    .join(' ')
    .split(' ')
    .map((w, i) => [w, i + 1] as const),
  ['primero', 1],
])
const MONTH_WORD = new RegExp(`^(?:${GLUED_MONTH.source.split('(')[2]!.split(')')[0]!})$`)
const RANGE_WORD = /^(to|till|until|through|and|al|a|hasta|y|-)$/

/**
 * "the fifth of June", "June fifth", "del cinco de junio", "from the first to the tenth of June":
 * a day of a month said in words, as its digits. Elsewhere the word keeps its meaning ("the first
 * week", "los cinco mejores").
 */
function dayNumbers(tokens: Token[]): Token[] {
  const isDay = (t?: Token) =>
    t !== undefined && (Object.hasOwn(DAY_WORDS, t.text) || /^\d{1,2}$/.test(t.text))
  const ofMonth = (i: number) =>
    /^(of|de)$/.test(tokens[i]?.text ?? '') && MONTH_WORD.test(tokens[i + 1]?.text ?? '')
  const dayOfMonth = (i: number) =>
    isDay(tokens[i]) && (ofMonth(i + 1) || MONTH_WORD.test(tokens[i + 1]?.text ?? ''))
  return tokens.map((token, i) => {
    if (!Object.hasOwn(DAY_WORDS, token.text)) return token
    const next = /^(the|el)$/.test(tokens[i + 2]?.text ?? '') ? i + 3 : i + 2
    const said =
      ofMonth(i + 1) ||
      MONTH_WORD.test(tokens[i - 1]?.text ?? '') ||
      // "May the fifteenth"
      (tokens[i - 1]?.text === 'the' && MONTH_WORD.test(tokens[i - 2]?.text ?? '')) ||
      (RANGE_WORD.test(tokens[i + 1]?.text ?? '') && dayOfMonth(next))
    const day = String(DAY_WORDS[token.text])
    return said ? { raw: day, text: day } : token
  })
}

/**
 * "three hundred", "a hundred", "two hundred and fifty", "three hundred twenty-five": one number,
 * as its digits.
 */
function joinHundreds(tokens: Token[]): Token[] {
  const out: Token[] = []
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!
    const before = out.at(-1)
    const times = before && (before.text === 'a' ? 1 : NUMBER_WORDS[before.text])
    const english = token.text === 'hundred' && times !== undefined && times >= 1 && times <= 9
    // "ciento cincuenta", "doscientas treinta": Spanish says its hundreds in one word.
    const spanish =
      token.text === 'ciento'
        ? 100
        : /ient[oa]s$/.test(token.text)
          ? NUMBER_WORDS[token.text]
          : undefined
    if (!english && spanish === undefined) {
      out.push(token)
      continue
    }
    const joined = english && tokens[i + 1]?.text === 'and' ? 1 : 0
    const next = tokens[i + 1 + joined]
    // The rest said in words, or joined from words already ("fifty five" read as 55).
    const rest =
      next && /^\d+$/.test(next.text) && /^\p{L}/u.test(next.raw)
        ? Number(next.text)
        : cardinal(next?.text)
    const tail = rest !== undefined && rest < 100 ? tokens.slice(i + 1, i + 2 + joined) : []
    if (english) {
      out[out.length - 1] = {
        raw: [before!.raw, token.raw, ...tail.map((t) => t.raw)].join(' '),
        text: String(times * 100 + (tail.length ? rest! : 0)),
      }
    } else if (tail.length) {
      out.push({
        raw: [token.raw, ...tail.map((t) => t.raw)].join(' '),
        text: String(spanish! + rest!),
      })
    } else {
      out.push(token)
    }
    i += tail.length
  }
  return out
}

/** A number word under a hundred: "five", "twenty-five", "veintiséis" (no "dozen", no ordinal). */
function cardinal(word: string | undefined): number | undefined {
  if (word === undefined || word === 'dozen') return undefined
  const [tens, unit] = word.split('-')
  if (unit !== undefined) {
    const t = cardinal(tens)
    const u = cardinal(unit)
    return t !== undefined && u !== undefined && t % 10 === 0 && t >= 20 && u < 10
      ? t + u
      : undefined
  }
  const n = Object.hasOwn(NUMBER_WORDS, word)
    ? NUMBER_WORDS[word]
    : /^veinti[a-z]*$/.test(word)
      ? DAY_WORDS[word]
      : undefined
  return n !== undefined && n < 100 ? n : undefined
}

/** A number under a hundred said in words at `i`: "twenty five", "treinta y dos", "veinte". */
function belowHundred(tokens: Token[], i: number) {
  const n = cardinal(tokens[i]?.text)
  if (n === undefined) return undefined
  if (n >= 20 && n % 10 === 0) {
    const next = tokens[i + 1]?.text
    const unit = cardinal(next === 'y' ? tokens[i + 2]?.text : next)
    if (unit !== undefined && unit >= 1 && unit <= 9)
      return { n: n + unit, length: next === 'y' ? 3 : 2 }
  }
  return { n, length: 1 }
}

/** The `length` tokens from `i`, said as they were, read as the number `n`. */
const saidAsOne = (tokens: Token[], i: number, length: number, n: number): Token => ({
  raw: tokens
    .slice(i, i + length)
    .map((t) => t.raw)
    .join(' '),
  text: String(n),
})

/** A word after which the number goes on ("two thousand five hundred") or counts things. */
const NUMBER_GOES_ON =
  /^(hundred|\p{L}*ient[oa]s|units?|unidades|pieces|piezas|orders|pedidos|items|articulos|dollars|dolares|pesos|euros)$/u

/**
 * A year said in words, as dictated: "twenty twenty five", "nineteen ninety nine", "two thousand
 * and twenty", "dos mil veinticinco". "Twenty five" alone and "dos mil unidades" stay numbers.
 */
function joinYears(tokens: Token[]): Token[] {
  const out: Token[] = []
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i]!.text
    let year: { n: number; length: number } | undefined
    if (word === 'twenty' || word === 'nineteen') {
      const rest = belowHundred(tokens, i + 1)
      if (rest && rest.n >= 10)
        year = { n: (word === 'twenty' ? 2000 : 1900) + rest.n, length: 1 + rest.length }
    } else if (
      (word === 'two' && tokens[i + 1]?.text === 'thousand') ||
      (word === 'dos' && tokens[i + 1]?.text === 'mil')
    ) {
      const joined = /^(and|y)$/.test(tokens[i + 2]?.text ?? '') ? 1 : 0
      const rest = belowHundred(tokens, i + 2 + joined)
      if (rest) year = { n: 2000 + rest.n, length: 2 + joined + rest.length }
    }
    if (!year || NUMBER_GOES_ON.test(tokens[i + year.length]?.text ?? '')) {
      out.push(tokens[i]!)
      continue
    }
    out.push(saidAsOne(tokens, i, year.length, year.n))
    i += year.length - 1
  }
  return out
}

/** "twenty five", "twenty-one", "treinta y cinco": a number said in two parts, as its digits. */
function joinTens(tokens: Token[]): Token[] {
  const out: Token[] = []
  for (let i = 0; i < tokens.length; i++) {
    // "the twenty first of May": a day said as its ordinal, in two words.
    const ordinal = `${tokens[i]!.text}-${tokens[i + 1]?.text ?? ''}`
    if (/^(twenty|thirty)-/.test(ordinal) && Object.hasOwn(DAY_WORDS, ordinal)) {
      out.push({ raw: `${tokens[i]!.raw} ${tokens[i + 1]!.raw}`, text: ordinal })
      i++
      continue
    }
    const said = belowHundred(tokens, i)
    const compound = said !== undefined && (said.length > 1 || tokens[i]!.text.includes('-'))
    // "twenty five hundred" is a number of another size, left as said.
    if (!compound || LARGER.test(tokens[i + said.length]?.text ?? '')) {
      out.push(tokens[i]!)
      continue
    }
    out.push(saidAsOne(tokens, i, said.length, said.n))
    i += said.length - 1
  }
  return out
}
const LARGER = /^(hundred|thousand|mil|\p{L}*ient[oa]s)$/u

/**
 * "what'd we sell", "y'all", "we've sold": an English contraction reads as its words spelt out, so
 * every reader that knows "what did" or "you all" knows it too. The clitic is a closed set of
 * grammar, the same for every speaker ("'s" is read as a possessive elsewhere, "n't" whole).
 */
const CONTRACTED = /^(?:(y)'(all)|([a-z]+)'(d|ll|re|ve))$/
const CLITIC: Record<string, string> = { all: 'all', ll: 'will', re: 'are', ve: 'have' }
const WH = /^(what|where|who|how|when|why|which)$/
function fullForm(raw: string): Token[] | undefined {
  const m = CONTRACTED.exec(normalize(raw))
  if (!m) return undefined
  const [head, clitic] = m[1] ? ['you', m[2]!] : [m[3]!, m[4]!]
  // "'d" is "did" after a question word ("what'd", "how'd"), "would" after a pronoun ("we'd").
  const verb = clitic === 'd' ? (WH.test(head) ? 'did' : 'would') : CLITIC[clitic]!
  const cut = raw.search(/['’‘`´]/)
  return [
    { raw: raw.slice(0, cut), text: head },
    { raw: raw.slice(cut), text: verb },
  ]
}

/**
 * "sittin'", "runnin' low": a dropped g written with an apostrophe is the word in -ing. A quoted
 * word ("'Darwin'") or a name with a capital is left as typed.
 */
const DROPPED_G = /(?<![\p{L}'’])(\p{Ll}[\p{L}]*in)['’](?=[\s,.;:!?]|$)/gu

export function tokenize(question: string): Token[] {
  const tokens = question
    .replace(DROPPED_G, '$1g')
    // "customer-wise", "money-wise": the word and its "wise", read apart.
    .replace(/(\p{L})-wise(?![\p{L}\p{N}])/giu, '$1 wise')
    .replace(/%/g, ' percent ')
    .replace(NUMBER_ABBREVIATION, (_, es: string | undefined) => (es ? 'numero' : 'number'))
    .replace(DAY_DASH, '$1 – $2')
    .split(SEPARATORS)
    .map((piece) => (piece === '–' ? piece : piece.replace(EDGE_PUNCTUATION, '')))
    .filter((raw) => raw === '–' || (raw.length > 0 && /[\p{L}\p{N}]/u.test(raw)))
    .flatMap((raw): Token[] => {
      if (raw === '–') return [{ raw, text: '-' }]
      // "Tara Kim's orders": the possessive is not part of the name ("Kim's Store" still
      // matches: its words are kim, s, store).
      const spelt = fullForm(raw)
      if (spelt) return spelt
      const text = normalize(raw).replace(/'s$/, '')
      // "top5", "top10": the count typed against its word.
      const glued = GLUED_MONTH.exec(text) ?? /^(top)(\d{1,3})$/.exec(text) ?? GLUED_UNIT.exec(text)
      if (glued) return glued.slice(1).map((part) => ({ raw: part, text: part }))
      return [{ raw, text: Object.hasOwn(SHORTHAND, text) ? SHORTHAND[text]! : text }]
    })
  return restoreElidedUnit(dayNumbers(joinHundreds(joinTens(joinYears(tokens))))).map(
    (token, i, tokens) => {
      const singular = PERIOD_POSSESSIVE[token.text]
      const before = tokens[i - 1]?.text ?? ''
      const after = tokens[i + 1]?.text
      if (token.text === '4' && FOR_BEFORE.test(before) && FOR_AFTER.test(after ?? '')) {
        return { ...token, text: 'for' }
      }
      // "each months share": each month's; "compared to last months", at the end, last month's
      // ("the last months" are several).
      const ending = after === undefined && tokens[i - 2]?.text !== 'the'
      return singular &&
        /^(this|last|past|previous|each|every)$/.test(before) &&
        (ending ||
          (after !== undefined && /^\p{L}/u.test(after) && !/^(of|and|or|vs)$/.test(after)))
        ? { ...token, text: singular }
        : token
    },
  )
}

const patterns = new Map<string, RegExp>()
/** Readers use a few hundred fixed patterns; compile each once. */
function compiled(pattern: string) {
  let re = patterns.get(pattern)
  if (!re) {
    re = new RegExp(`(?<=^|\\s)(?:${pattern})(?=\\s|$)`, 'g')
    patterns.set(pattern, re)
  }
  return re
}

export interface Match {
  groups: (string | undefined)[]
  start: number
  end: number
}

/**
 * The tokens of a question and which of them are used. Patterns are regular expressions over
 * the unused tokens joined by spaces, anchored on whole tokens; a used token is masked so no
 * later pattern can read it again.
 */
export class Sentence {
  readonly used: (string | null)[]

  constructor(readonly tokens: Token[]) {
    this.used = tokens.map(() => null)
  }

  private text() {
    const starts: number[] = []
    let text = ''
    this.tokens.forEach((token, i) => {
      if (i > 0) text += ' '
      starts.push(text.length)
      text += this.used[i] ? '#'.repeat(token.text.length) : token.text
    })
    return { text, starts }
  }

  /** Every match of the pattern on whole unused tokens, first to last, without consuming. */
  find(pattern: string): Match[] {
    const { text, starts } = this.text()
    const re = compiled(pattern)
    re.lastIndex = 0
    const found: Match[] = []
    for (const m of text.matchAll(re)) {
      const startChar = m.index
      const endChar = startChar + m[0].length
      const start = starts.indexOf(startChar)
      let end = start
      while (end < starts.length && starts[end]! < endChar) end++
      if (start < 0 || m[0].includes('#')) continue
      found.push({ groups: m.slice(1), start, end })
    }
    return found
  }

  /** The first match, consumed under the tag; undefined when there is none. */
  take(pattern: string, tag: string): Match | undefined {
    const [first] = this.find(pattern)
    if (first) this.use(first.start, first.end, tag)
    return first
  }

  has(pattern: string) {
    return this.find(pattern).length > 0
  }

  use(start: number, end: number, tag: string) {
    for (let i = start; i < end; i++) this.used[i] = tag
  }

  raw(start: number, end: number) {
    return this.tokens
      .slice(start, end)
      .map((t) => t.raw)
      .join(' ')
  }
}

export const STOPWORDS = new Set(
  // English filler
  (
    "a an the of for to in on at by per from with and or my me i i'm im we our us you your " +
    "is are was were be been being am do does did done how'd then have has had having what what's whats " +
    'which who whose whom how show shows showing list give gives tell see display please can ' +
    'could would will should shall may might must all any each every some there their them ' +
    "they this that these those it it's its so far than as about mine ours just only overall " +
    'now right up let know want need like check find look get got getting report summary data ' +
    'numbers figures figure stats statistics ever time alltime all-time hi hello hey ok okay ' +
    "thanks thank pls plz kindly gimme lemme wanna i'd quick question roughly approximately approx " +
    'still current currently actually exactly again also here where when ' +
    'did why into within during whole entire am being her his hers ' +
    // Spanish filler
    'el la los las lo un una unos unas de del al a en por para con y e o u mi mis me yo nos ' +
    'nosotros nuestro nuestra nuestros nuestras tu tus su sus que cual cuales quien quienes como ' +
    'es son fue fueron era eran ser sido hay habia tengo tenemos tiene tienen tenia he hemos ha ' +
    'han muestrame muestra mostrar mostrame ensename dame dime decir ver lista listar listame ' +
    'quiero queria saber puedes podrias favor todo todos toda todas cada ese esa esos esas le ' +
    'les se muy este esta estos estas estan estoy estamos ahora actual actualmente hola gracias general datos cifras informe resumen ' +
    'hacer hecho hice hicimos va lleva llevamos llevo cuanto cuanta donde cuando solo tambien ' +
    'necesito necesitaria quisiera gustaria encantaria oye oiga mostrarme pregunta consulta tal ' +
    'digame decirme indicame indicarme indiqueme indicanos porfa porfavor todavia hubo hubieron habido tuve tuvimos tuvo tenido estuvo estuvieron ' +
    'dentro durante entero entera completo van iban came come comes coming hold holds keep keeps ' +
    'viene vienen vino provienen proviene guarda guardan catalog catalogue catalogo log logged ' +
    'record recorded register registered registrado registrados registre anote right ' +
    // "cuántas salidas registramos", "receipts posted in August": put on the books, as every one is
    'registramos registraron registrada registradas posted booked ' +
    // "still", "anything", "stock levels", "via": words that add nothing to what is asked
    'sigue siguen seguir aun anything something algo level levels nivel niveles via mediante ' +
    'rapido rapida breve brief ' +
    // Nigerian Pidgin's "dey" (is, are) and "don" (has, did: "we don sell", "don place")
    'dey don ' +
    // "recepciones de mercancía": the goods a movement carries, which every movement does; "tengo
    // más género en A o en B": the goods held ("género" is no slip of "enero")
    'mercancia mercancias mercaderia mercaderias genero ' +
    // "what share of our stock sits at each location": where it is, said with another verb
    'sits sit sitting lies held stored kept ' +
    // "¿podría indicarme…?": a request
    'podria ' +
    // "how many SKUs do we carry": what the shop holds
    'carry carries holding ' +
    // "cuántos productos manejamos": what the shop carries
    'manejamos manejan maneja manejo ' +
    // "enumerate the clients who…": a request for a list, as "list" is
    'enumerate enumera enumerar'
  ).split(/\s+/),
)

/** The words the readers know; a word one typo away from one of them is read as it. */
export const KEYWORDS = (
  'today yesterday tomorrow week weeks weekends month months year years quarter quarters day days ' +
  'last past previous prior this current since until between from through ' +
  'january february march april june july august september october november december ' +
  'hoy ayer anteayer semana semanas mes meses ano anos trimestre trimestres dia dias ' +
  'pasado pasada anterior ultimo ultima ultimos ultimas este esta desde hasta entre ' +
  'enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre ' +
  'diciembre revenue sales sold selling income earnings turnover money spent spend bought ' +
  'purchased purchases units quantity pieces orders ordered order average stock inventory ' +
  'pending complete completed fulfilled cancelled canceled delivered outstanding unfulfilled ' +
  'received receipts adjustments products product clients client customers customer buyers ' +
  'locations location warehouses warehouse stores store branches depot depots outlet outlets daily weekly monthly ' +
  'ventas venta vendido vendidos vendidas vendi vendimos ingresos facturacion facturado ' +
  'unidades cantidad pedidos pedido ordenes promedio medio inventario existencias pendientes ' +
  'pendiente completados completadas cancelados canceladas entregados productos producto ' +
  'clientes cliente ubicaciones ubicacion almacenes almacen tiendas tienda sucursales ' +
  'sucursal diario semanal mensual mejores mejor peores peor principales best worst top ' +
  'most least lowest highest biggest largest many much cuantos cuantas low running short ' +
  'left hand open done shipped closed finished awaiting waiting reorder restock agotado ' +
  'agotados agotada agotadas bajo poco pocas quedan queda acaban agotando reponer below under ' +
  'less fewer average mean aov ticket basket alphabetical alphabetically name nombre ' +
  'alfabetico trend tendencia evolucion history historial who quien quienes count number ' +
  'numero total items item sell sells spend spends purchase earned earn made turnover ' +
  'cancellations cancelaciones anulados receipts incoming outgoing salidas entradas ajustes ' +
  'enter enters entered entering leave leaves leaving sumando contando juntando summing ' +
  'referencia referencias refs ' +
  'transactions transacciones compraron compro compras comprado gastado gastaron gasto ' +
  'dinero importe pidieron ordenaron placed sales revenue greatest leading smallest fewest ' +
  'slowest busiest quietest highest vendedor vendedores stack stacks same mismo misma antepasada antepasado ago hace menos mayores menores vendio vendieron venden vende vender ' +
  'vendida vendidas compra compras comprar compran pidio encargaron ordeno ordenado recibido ' +
  'recibidos recibidas recepciones salida entrada ajuste ajustados cancelado canceladas ' +
  'completado completadas entregado entregadas enviados cerrados abiertos abiertas diaria diarias ' +
  'diarios semanales mensuales ultimo pasados pasadas anteriores trimestre semestre ' +
  // "cuánto gasta Hugo": a verb of spending, not "hasta" one letter away
  'gasta gastan gastamos gastaste ' +
  'compare compared comparison difference differences diferencia diferencias versus against compara comparame comparemos comparar comparado comparacion frente contra ' +
  'share percentage percent proportion porcentaje proporcion ranking rank leaderboard clasificacion ' +
  'status state estado estados type types tipo tipos different distinct unique distintos distintas ' +
  'diferentes active inactive activos activas inactivos inactivas enabled disabled when where ' +
  'cuando donde first last earliest latest recent primer primera primero ultima worth value valor ' +
  'vale valen daily per mean promedio media medio average avg bought buy buys purchase compro ' +
  'compraron delete remove cancel update change create borra borrar elimina eliminar cancela ' +
  'cancelar actualiza cambia crea seller sellers vendido vendidos hizo hicieron taken out ' +
  'mark add set edit modify insert ship send refund rename archive clear wipe reset restore move ' +
  'transfer fulfil fulfill marca anade agrega envia quita desactiva activa renombra archiva mueve ' +
  'transfiere frente respecto vez more less fewer better worse higher lower bigger smaller ' +
  'monday tuesday wednesday thursday friday saturday sunday weekend lunes martes miercoles ' +
  'jueves viernes sabado domingo entregar enviar completar cumplir date dates fecha fechas ' +
  'sell vendo vendemos contar contando counting finde make makes removed withdrawn suman without fortnight baja alta ' +
  // Money in slang and what was taken: "guita" is no "quita" (a command), "take" no "taken"
  'lana guita plata pasta pisto feria take took takings shift shifted entro entraron ' +
  // "el almacén principal" is the main one, not "los principales" (the top ones)
  'principal principio principios inicio inicios comienzo comienzos ' +
  // Words the readers know as they are, each one letter or two from another that means
  // something else: "spending" is no "pending", "predict" no "product", "mayor" no "mayo",
  // "activar" (a command) no "activas", "tiempos" no "tipos", "partes" no "martes", "shop" no
  // "ship" (a status)
  'shop shops spending brought predict forecast fell cayo cayeron slow mayor menor monto junto tiempos ' +
  'parte partes gone primary devolucion vendors taxes lets import importa importar activar encargar ' +
  'ajustar ' +
  // Goods delivered to the shop ('stock deliveries') and places, no slips of 'delivered', 'placed'
  'delivery deliveries places deliver delivers trajeron ' +
  // "units moved", "dosh", "quid": sold, and money in slang, no slips of "removed", "dish", "quit"
  'moved dosh quid moolah ' +
  // "se está acabando": running out, no slip of "acaban"
  'acabando'
)
  .split(/\s+/)
  .filter(Boolean)

/**
 * Words read as typed, that no slip is corrected to: each is one letter or two from a keyword that
 * means something else, and as a keyword would take the slips of other words ("tercera" is no
 * "parcera").
 */
const AS_TYPED = new Set(
  // "mano, …" (a friend spoken to) and "sería tan amable": no "año", no "feria" (money)
  (
    'mano seria ' +
    // The one spoken to, kept whole: "hermano" is no "her mano", "compadre" no "comprar"
    'hermano hermana compadre comadre parcero parcera ' +
    // "al tiro": right away, no "tipo"; "cuántos pedidos metió Tara": placed them, no "medio"
    'tiro metio metieron metido ' +
    // "cuántos chavos entraron": money; "Waitangi Day": a holiday, no "waiting"
    'chavos waitangi ' +
    // "selling like hot cakes": no "makes"; "the week ending June 14": no "pending"; "how much
    // business": no "busiest"; "how are we tracking": no "ranking"
    'cakes hotcakes ending business tracking ' +
    // "cuánto entró en caja": the till, no "baja" (taken off the catalog); "he sacado": taken
    // out, no "sábado"
    'caja sacado sacada'
  ).split(' '),
)

const KEYWORD_SET = new Set(KEYWORDS)

/** Whether `word` is within `edits` letters of a word of the provider's names. */
export function nearNameWord(word: string, nameWords: Iterable<string>, edits: number) {
  for (const nameWord of nameWords) if (editDistance(word, nameWord, edits) <= edits) return true
  return false
}

/** Optimal string alignment distance: edits plus swaps of two neighbours ("ventsa"). */
export function editDistance(a: string, b: string, cap = 3): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  )
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, d[i - 2]![j - 2]! + 1)
      }
      d[i]![j] = best
    }
  }
  return d[a.length]![b.length]!
}

// Short forms people type, too short for the edit distance to read safely.
const ABBREVIATIONS: Record<string, string> = {
  lst: 'last',
  yr: 'year',
  yrs: 'years',
  mo: 'month',
  mos: 'months',
  mth: 'month',
  mnth: 'month',
  wk: 'week',
  wek: 'week',
  mez: 'mes',
  wks: 'weeks',
  prev: 'previous',
  qty: 'quantity',
  pcs: 'pieces',
  tdy: 'today',
  yday: 'yesterday',
  ystd: 'yesterday',
  ult: 'ultimo',
  nro: 'numero',
  sem: 'semana',
  prods: 'products',
  prod: 'product',
  cust: 'customer',
  ths: 'this',
  val: 'value',
  custs: 'customers',
  uds: 'unidades',
  tot: 'total',
  ud: 'unidad',
  unids: 'unidades',
  diff: 'different',
  // "at the moment", "right now": now, which every figure is as of.
  atm: 'now',
  rn: 'now',
}

/** Spanish verbs of the shop in the future or the conditional ("venderé", "facturaríamos"). */
export const FUTURE_VERB =
  '(?:vender|facturar|ganar|ingresar|necesitar|recibir|comprar|pedir|cobrar|gastar|tendr|habr|har|saldr)(?:e|a|as|an|emos|ia|ias|ian|iamos)'
const FUTURE = new RegExp(`^${FUTURE_VERB}$`)

const SHORT_MONTH = /^(jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|ene|abr|ago|dic)$/

const allowedEdits = (word: string) => (word.length >= 7 ? 2 : word.length >= 4 ? 1 : 0)

/**
 * Reads a misspelt keyword as the keyword ("revnue" → "revenue"), unless the word is as close
 * to a word of the provider's own names ("cofee" stays for "Coffee Beans").
 */
export function correctTypos(
  tokens: Token[],
  nameWords: Set<string>,
  memo: Map<string, string> = new Map(),
): Token[] {
  const words = separateWords(tokens, nameWords)
  // A capital in the middle of a question marks a name ("at North"), which is not a misspelt
  // keyword ("worth") — unless every word has one, or the keyword is itself a proper noun.
  const titled = words.every((t) => /^\p{Lu}/u.test(t.raw))
  const corrected = words.map((token) => {
    const known = memo.get(token.text)
    if (known !== undefined) return known === token.text ? token : { ...token, text: known }
    const fixed = correctTypo(token, nameWords)
    // Comparing a word with every word of a large catalog's names is the costly part; the
    // answer for a word never changes while the names do not.
    if (memo.size > 20_000) memo.clear()
    memo.set(token.text, fixed.text)
    return fixed
  })
  return corrected.map((token, i) =>
    i > 0 &&
    !titled &&
    token.text !== words[i]!.text &&
    /^\p{Lu}\p{Ll}/u.test(token.raw) &&
    !PROPER_KEYWORD.test(token.text)
      ? words[i]!
      : token,
  )
}

/** Keywords written with a capital: months and days of the week. */
const PROPER_KEYWORD =
  /^(january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/

/** A word one of the readers knows, or reads as nothing asked. */
export const isKnownWord = (word: string) =>
  KEYWORD_SET.has(word) || STOPWORDS.has(word) || AS_TYPED.has(word)

/**
 * Words the question's readers know, freed from what sticks to them: "yesterday's" is
 * yesterday, "howmany" is how many, "ventasdel" is ventas del. Names keep their form ("Kim's").
 */
function separateWords(tokens: Token[], nameWords: Set<string>): Token[] {
  return tokens.flatMap((token) => {
    const word = token.text
    if (isKnownWord(word) || nameWords.has(word) || !/^[a-z']+$/.test(word)) return [token]
    const possessive = /^(.+)'s?$/.exec(word)?.[1]
    if (possessive && isKnownWord(possessive)) return [{ raw: token.raw, text: possessive }]
    // Three short known words fit inside many a misspelt or unknown one; only a long run of
    // letters is read as three.
    return (
      knownWordsIn(token, 2) ??
      (word.length >= THREE_WORDS_LENGTH ? knownWordsIn(token, 3) : undefined) ?? [token]
    )
  })
}

const THREE_WORDS_LENGTH = 12

/**
 * "ventasdel", "takingsthisweek", "unidadesvendidashoy": `count` words the readers know, typed
 * without spaces, each of three letters or more so that no slip splits by chance.
 */
function knownWordsIn(token: Token, count: number): Token[] | undefined {
  const word = token.text
  if (count === 1) return isKnownWord(word) && word.length >= 3 ? [token] : undefined
  for (let cut = 3; cut <= word.length - 3; cut++) {
    const head = word.slice(0, cut)
    if (!isKnownWord(head)) continue
    const rest = knownWordsIn({ raw: token.raw.slice(cut), text: word.slice(cut) }, count - 1)
    if (rest) return [{ raw: token.raw.slice(0, cut), text: head }, ...rest]
  }
  return undefined
}

function correctTypo(token: Token, nameWords: Set<string>): Token {
  const word = token.text
  const limit = allowedEdits(word)
  if (!/^[a-z]+$/.test(word) || isKnownWord(word)) return token
  // A verb in the future is not a typo of its infinitive: the tense is what the question asks.
  if (nameWords.has(word) || FUTURE.test(word)) return token
  // "sept" is September, not "set" one letter away; "doce" is twelve, not "done".
  if (SHORT_MONTH.test(word) || Object.hasOwn(NUMBER_WORDS, word)) return token
  const short = Object.hasOwn(ABBREVIATIONS, word) ? ABBREVIATIONS[word] : undefined
  if (short) return { ...token, text: short }
  if (!limit) return token
  let best: { keyword: string; distance: number } | undefined
  for (const keyword of KEYWORDS) {
    const distance = editDistance(word, keyword, limit)
    if (distance <= limit && (!best || distance < best.distance)) best = { keyword, distance }
  }
  if (!best) return token
  if (nearNameWord(word, nameWords, best.distance) && !droppedFrom(word, best.keyword, nameWords)) {
    return token
  }
  return { ...token, text: best.keyword }
}

/**
 * The shop's commonest words, whose slip of one dropped letter ("totl", "toal", "sals") is read
 * as the word even where a name's word is another slip away ("tote"): none of these is one.
 */
const MEASURE_WORD =
  /^(total|sales|orders|units|stock|revenue|ventas|pedidos|unidades|inventory|inventario|clientes|customers|products|productos)$/

/** Whether `word` is `keyword` with one letter dropped, and no name's word with one dropped. */
function droppedFrom(word: string, keyword: string, nameWords: Set<string>) {
  const dropped = (from: string) =>
    from.length === word.length + 1 && editDistance(word, from, 1) === 1
  // The plural's last letter dropped is the singular, a word of its own ("sale", "order").
  if (!MEASURE_WORD.test(keyword) || word.length < 4 || `${word}s` === keyword) return false
  if (!dropped(keyword)) return false
  for (const name of nameWords) if (dropped(name)) return false
  return true
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  dozen: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veinte: 20,
  veinticinco: 25,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
  cien: 100,
  doscientos: 200,
  doscientas: 200,
  trescientos: 300,
  trescientas: 300,
  cuatrocientos: 400,
  cuatrocientas: 400,
  quinientos: 500,
  quinientas: 500,
  seiscientos: 600,
  seiscientas: 600,
  setecientos: 700,
  setecientas: 700,
  ochocientos: 800,
  ochocientas: 800,
  novecientos: 900,
  novecientas: 900,
  thousand: 1000,
  mil: 1000,
}

/** A regular-expression alternative for a small count written in digits or words. */
export const COUNT = `\\d{1,3}|${Object.keys(NUMBER_WORDS).join('|')}`

export function countOf(word: string | undefined): number | undefined {
  if (word === undefined) return undefined
  return /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word]
}
