// Date phrases of a question, English and Spanish, read against a given "now" (UTC whole days,
// as every date filter of the API). A month or quarter named without a year is the most recent
// one that has begun.
import type { DateRange } from '../../../common/assistant'
import { isRealDate } from '../../../common/dates'
import { HOLIDAY, HOLIDAY_GROUPS, holidayDay } from './holidays'
import { COUNT, countOf, normalize, type Sentence } from './tokens'

const MONTHS: Record<string, number> = {
  january: 0,
  february: 1,
  march: 2,
  april: 3,
  may: 4,
  june: 5,
  july: 6,
  august: 7,
  september: 8,
  october: 9,
  november: 10,
  december: 11,
  enero: 0,
  febrero: 1,
  marzo: 2,
  abril: 3,
  mayo: 4,
  junio: 5,
  julio: 6,
  agosto: 7,
  septiembre: 8,
  setiembre: 8,
  octubre: 9,
  noviembre: 10,
  diciembre: 11,
}
const SHORT_MONTHS: Record<string, number> = {
  jan: 0,
  feb: 1,
  mar: 2,
  apr: 3,
  jun: 5,
  jul: 6,
  aug: 7,
  sep: 8,
  sept: 8,
  oct: 9,
  nov: 10,
  dec: 11,
  ene: 0,
  abr: 3,
  ago: 7,
  dic: 11,
}

// "May" alone is usually the verb, so it is a month only after a preposition or with a day or year.
const FULL = Object.keys(MONTHS)
  .filter((m) => m !== 'may')
  .join('|')
/**
 * "sales may", "may revenue by client": "may" beside no subject it could be the verb of ("may I",
 * "you may", "may we") is the month. "ago" ("two weeks ago") is never August alone.
 */
const BARE_MAY =
  "(?<!(?:i|we|you|u|they|he|she|it|that|which|who)\\s)may(?!\\s(?:i|we|you|u|they|he|she|it|i'd|be|have|not|also))"
const BARE_SHORT = Object.keys(SHORT_MONTHS)
  .filter((m) => m !== 'ago')
  .join('|')
const ANY = [...Object.keys(MONTHS), ...Object.keys(SHORT_MONTHS)].join('|')
const YEAR = '(?:19|20)\\d{2}'
const ISO = '\\d{4}-\\d{2}-\\d{2}'
const TO = '(?:to|and|until|till|through|thru|a|al|y|hasta|-)'
// In a comparison "between March and April" names its two sides.
const RANGE_START = '(?:from|desde)\\s'
const OPTIONAL_RANGE_START = '(?:(?:from|between|desde|entre|de|del)\\s)?'
/** The words that ask to compare (conditions.ts reads them as the intent). */
export const COMPARE_WORD =
  'differences?|diferencias?|compare|compared|comparing|comparison|stacks?\\sup(?:\\sagainst)?|vs|versus|against|compara|comparame|comparanos|comparemos|comparar|comparativa|comparativo|variacion|variaciones|comparado|comparada|comparados|comparadas|comparacion|frente(?:\\sal?)?|contra|en\\scomparacion\\scon|respecto\\sal?'
const OF = '(?:(?:de|del|of)\\s)?'
/** This year or last year named as words: its one group is set for last year. */
const YEAR_WORD =
  '(?:((?:last|previous|past|prior)\\syear|ano\\s(?:pasado|anterior))|(?:this|current)\\syear|(?:este\\s)?ano(?:\\sactual)?)'
/** "… until today", "… hasta hoy": where a start day's range ends anyway. */
const UNTIL_NOW =
  '(?:\\s(?:until|till|up\\sto|through|to|hasta)\\s(?:today|now|date|hoy|ahora|la\\sfecha))?'
const IN = '(?:(?:in|during|for|over|of|on|en|durante|de|del|el)\\s)?'
/** Three months listed, and the year they are of: in digits, or as words (last year's). */
const LISTED_MONTHS =
  `${IN}(${ANY})\\s(${ANY})\\s(?:and|y)\\s(${ANY})` +
  `(?:\\s${OF}(?:(${YEAR})|(?:the\\s|el\\s)?(${YEAR_WORD})))?`
const UNIT = '(days?|weeks?|months?|years?|quarters?|dias?|semanas?|mes|meses|anos?|trimestres?)'
const PERIOD = '(week|month|year|quarter|semana|mes|ano|trimestre)'
/** A month named, or last or this month: "of May 2025", "del mes pasado", "of the month". */
const MONTH_OF =
  '(?:(?:the\\s|el\\s)?((?:last|previous|past)\\smonth|mes\\s(?:pasado|anterior))|' +
  '(?:the\\s|el\\s)?(?:(?:this|current|este)\\s)?(?:month|mes)(?:\\sactual)?|' +
  `(${ANY})(?:\\s${OF}(${YEAR}))?)`

const SUPERLATIVE =
  '(?:best|worst|biggest|largest|highest|most|least|lowest|smallest|top|bottom|busiest|quietest)'
const ORDINALS = ['first', 'second', 'third', 'fourth', '1st', '2nd', '3rd', '4th']
/**
 * A quarter: "Q1", Spanish "T1", "first quarter", "primer trimestre" or its abbreviations
 * ("1er", "2do", "3er", "4to"): the groups are its digit, English ordinal and Spanish ordinal.
 */
const QUARTER =
  '(?:q|t)([1-4])|(first|second|third|fourth|1st|2nd|3rd|4th)\\squarter|' +
  '(?:el\\s)?(primer|primero|segundo|tercer|tercero|cuarto|1er|1ro|1o|2do|2o|3er|3ro|3o|4to|4o)\\strimestre'
const quarterIndex = (q?: string, en?: string, es?: string) =>
  q
    ? Number(q) - 1
    : en
      ? ORDINALS.indexOf(en) % 4
      : /^\d/.test(es!)
        ? Number(es![0]) - 1
        : ['pri', 'seg', 'ter', 'cua'].indexOf(es!.slice(0, 3))

/** Which week or half of a month: the first to the fourth, or the last. */
const NTH =
  'first|second|third|fourth|1st|2nd|3rd|4th|last|final|primer[oa]?|segund[oa]|tercer[oa]?|cuart[oa]|ultim[oa]'

const monthOf = (word: string) => MONTHS[word] ?? SHORT_MONTHS[word]!

export const isoDay = (d: Date) => d.toISOString().slice(0, 10)
const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d))
const addDays = (d: Date, n: number) => utc(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + n)
const range = (from: Date, to: Date): DateRange => ({ from: isoDay(from), to: isoDay(to) })

type Unit = 'day' | 'week' | 'month' | 'quarter' | 'year'
const UNIT_OF: Record<string, Unit> = {
  day: 'day',
  dia: 'day',
  week: 'week',
  semana: 'week',
  month: 'month',
  mes: 'month',
  mese: 'month',
  quarter: 'quarter',
  trimestre: 'quarter',
  year: 'year',
  ano: 'year',
}
const unitOf = (word: string) => UNIT_OF[word.replace(/s$/, '')] ?? UNIT_OF[word]!

/** The calendar period holding the day: a week starts on Monday. */
function periodOf(unit: Unit, d: Date): [Date, Date] {
  const y = d.getUTCFullYear()
  const m = d.getUTCMonth()
  switch (unit) {
    case 'day':
      return [d, d]
    case 'week': {
      const monday = addDays(d, -((d.getUTCDay() + 6) % 7))
      return [monday, addDays(monday, 6)]
    }
    case 'month':
      return [utc(y, m, 1), utc(y, m + 1, 0)]
    case 'quarter': {
      const q = m - (m % 3)
      return [utc(y, q, 1), utc(y, q + 3, 0)]
    }
    case 'year':
      return [utc(y, 0, 1), utc(y, 11, 31)]
  }
}

function shift(unit: Unit, d: Date, n: number): Date {
  const y = d.getUTCFullYear()
  const m = d.getUTCMonth()
  const day = d.getUTCDate()
  if (unit === 'day') return addDays(d, n)
  if (unit === 'week') return addDays(d, 7 * n)
  if (unit === 'year') return utc(y + n, m, day)
  return utc(y, m + n * (unit === 'quarter' ? 3 : 1), day)
}

export interface DateReading {
  range?: DateRange
  /** Two different periods in one question: a comparison, or a contradiction. */
  conflict: boolean
  /** Every period read, in the order of the question, with the words that named it. */
  periods: { range: DateRange; text: string; start: number; end: number }[]
  /** "product of the year", "cliente del mes": the best one of the current period. */
  bestOf: boolean
  /** A day named that has not come yet ("this Christmas" in June): no data holds it. */
  ahead: boolean
  /** A day whose date depends on the country, named without it ("Freedom Day"), as typed. */
  undated?: string
}

/** Days whose date depends on the country: national, independence, labour, mother's days. */
const NAMED_DAY =
  '(?:(?:the|el|la|las|los)\\s)?(?:fiestas\\spatrias|(?:national|independence|freedom|heritage|labou?r|family|mothers?|fathers?)\\sday|' +
  'dia\\s(?:nacional|de\\sla\\s(?:independencia|patria|madre|familia)|del\\s(?:trabajo|trabajador|padre)))'
const BEST_OF = `(?:of\\sthe|del|de\\sla)\\s(?:(year|month|week)|(ano|mes|semana))`
const WEEKDAYS: Record<string, number> = {
  sunday: 0,
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
  domingo: 0,
  lunes: 1,
  martes: 2,
  miercoles: 3,
  jueves: 4,
  viernes: 5,
  sabado: 6,
}
const WEEKDAY = Object.keys(WEEKDAYS).join('|')
/** This week or last week: its groups are set for last week, said in English or Spanish. */
const WEEK_SAID =
  '(?:((?:last|previous|past)\\sweek)|(?:this|current)\\sweek|(?:esta\\s)?semana\\s(?:(pasada|anterior)|actual)|esta\\ssemana)'
/** "to date", "hasta la fecha": up to today. */
const TO_DATE =
  '(?:till|until|up\\sto|to)\\sdate|(?:hasta|a)\\s(?:la\\s)?fecha|(?:till|until|hasta)\\s(?:today|now|hoy|ahora)'
const PERIOD_NOUN =
  /^(products?|clients?|customers?|locations?|productos?|clientes?|ubicacion(es)?|items?|articulos?|sellers?)$/

/** Reads (and consumes) every date phrase of the sentence. */
export function readDates(sentence: Sentence, now: Date): DateReading {
  const today = utc(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const thisYear = today.getUTCFullYear()
  /** The latest start of that month (and day) that is not in the future. */
  const recentYear = (month: number, day = 1) =>
    utc(thisYear, month, day) <= today ? thisYear : thisYear - 1
  const yearOr = (word: string | undefined, month: number, day = 1) =>
    word ? Number(word) : recentYear(month, day)
  const month = (y: number, m: number) => range(utc(y, m, 1), utc(y, m + 1, 0))

  /** From one day to another: each day's month and year default to the other's, then to now. */
  const days = (
    d1: string,
    m1: string | undefined,
    d2: string,
    m2: string | undefined,
    y?: string,
  ) => {
    const endMonth = monthOf((m2 ?? m1)!)
    const startMonth = m1 ? monthOf(m1) : endMonth
    const endYear = y ? Number(y) : recentYear(endMonth, Number(d2))
    const startYear = startMonth <= endMonth ? endYear : endYear - 1
    const from = dayOf(startYear, startMonth, Number(d1))
    const to = dayOf(endYear, endMonth, Number(d2))
    return from && to && from.from! <= to.to! ? { from: from.from!, to: to.to! } : null
  }
  const DAY = '(?:the\\s|el\\s)?(\\d{1,2})(?:st|nd|rd|th)?'
  // "el martes 9 de junio", "on Tuesday the 9th of June": the weekday names the day the date
  // names already, read with it.
  sentence.take(
    `(?:(?:on|el)\\s)?(?:${WEEKDAY})(?=\\s(?:the\\s)?\\d{1,2}(?:st|nd|rd|th)?\\s(?:(?:de|of)\\s)?(?:${ANY})(?:\\s|$))`,
    'date',
  )
  // "compare March and April", "mayo y junio frente a…": in a comparison, two periods joined by
  // "and" or "to" are its two sides; only "from"/"between" still makes them one range.
  const comparing = sentence.has(COMPARE_WORD)
  const FROM = comparing ? RANGE_START : OPTIONAL_RANGE_START

  let ahead = false
  type Reader = [string, (g: (string | undefined)[]) => DateRange | null]
  const readers: Reader[] = [
    [
      // "between christmas and new year", "entre navidad y reyes": from the latest first one to
      // the next second one.
      `(?:between|from|entre|desde|del?)\\s(?:the\\s)?(?:${HOLIDAY})\\s(?:and|to|until|till|through|y|a|al|hasta)\\s(?:the\\s)?(?:${HOLIDAY})`,
      (g) => {
        const from = holidayDay(g.slice(0, HOLIDAY_GROUPS), today, {})
        const year = from.getUTCFullYear()
        const second = g.slice(HOLIDAY_GROUPS)
        let to = holidayDay(second, today, { year })
        if (to < from) to = holidayDay(second, today, { year: year + 1 })
        if (to > today) ahead = true
        return range(from, to)
      },
    ],
    [
      // "the week of christmas", "la semana de reyes": Monday to Sunday around the day.
      `(?:the\\s|la\\s)?(?:week|semana)\\s(?:of|de)\\s(?:${HOLIDAY})`,
      (g) => range(...periodOf('week', holidayDay(g, today, {}))),
    ],
    [
      // "since new year", "desde navidad": from the latest such day to today.
      `(?:since|desde)\\s(?:the\\s|el\\s)?(?:${HOLIDAY})${UNTIL_NOW}`,
      (g) => range(holidayDay(g, today, {}), today),
    ],
    [
      // "on christmas eve", "en nochevieja", "christmas 2024", "this Christmas": one day, read
      // first so that "domingo de Pascua" is no Sunday and "año nuevo" no year.
      `${IN}(?:(?:last|past)\\s|(this|next|coming|este|esta|proxim[oa])\\s)?(?:${HOLIDAY})(?:\\s${OF}(${YEAR}))?`,
      (g) => {
        const year = g[HOLIDAY_GROUPS + 1]
        const day = holidayDay(g.slice(1, HOLIDAY_GROUPS + 1), today, {
          ...(year && { year: Number(year) }),
          upcoming: g[0] !== undefined,
        })
        if (day > today) ahead = true
        return range(day, day)
      },
    ],
    [
      // "the week of June 8", "la semana del 8 de junio": the week, Monday to Sunday, holding it.
      `(?:the\\s|la\\s)?(?:week|semana)\\s(?:of|del|de)\\s(?:the\\s|el\\s)?(?:(${ANY})\\s(\\d{1,2})(?:st|nd|rd|th)?|(\\d{1,2})(?:st|nd|rd|th)?\\s(?:de\\s|of\\s)?(${ANY}))(?:\\s${OF}(${YEAR}))?`,
      ([m1, d1, d2, m2, y]) => {
        const m = monthOf((m1 ?? m2)!)
        const d = Number(d1 ?? d2)
        const day = dayOf(yearOr(y, m, d), m, d)
        return day && range(...periodOf('week', new Date(`${day.from}T00:00:00Z`)))
      },
    ],
    [
      // "the week ending June 14", "la semana que termina el 14 de junio": the seven days to that day;
      // "the week starting June 8", "la semana que empieza el 8": the seven from it.
      `(?:the\\s|la\\s)?(?:week|semana)\\s(?:(ending|ended|to)|(starting|beginning|commencing|from)|que\\s(?:(termina|termino|acaba|cierra)|(empieza|comienza|arranca|inicia)))\\s(?:on\\s|el\\s)?(?:the\\s)?` +
        `(?:(${ANY})\\s(\\d{1,2})(?:st|nd|rd|th)?|(\\d{1,2})(?:st|nd|rd|th)?\\s(?:de\\s|of\\s)?(${ANY}))(?:\\s${OF}(${YEAR}))?`,
      ([endEn, , endEs, , m1, d1, d2, m2, y]) => {
        const m = monthOf((m1 ?? m2)!)
        const d = Number(d1 ?? d2)
        const day = dayOf(yearOr(y, m, d), m, d)
        if (!day) return null
        const at = new Date(`${day.from}T00:00:00Z`)
        const r = endEn || endEs ? range(addDays(at, -6), at) : range(at, addDays(at, 6))
        if (r.from! > isoDay(today)) ahead = true
        return r
      },
    ],
    [
      // "the last day of May", "el primer día del mes": that one day, not the date of the first or
      // last order in the month.
      `(?:on\\s)?(?:the\\s|el\\s)?(first|last|final|primer|primero|ultimo)\\s(?:day|dia)\\s(?:of|de|del)\\s${MONTH_OF}`,
      ([edge, lastMonth, m, y]) => {
        const first = m
          ? utc(yearOr(y, monthOf(m)), monthOf(m), 1)
          : utc(thisYear, today.getUTCMonth() - (lastMonth ? 1 : 0), 1)
        const day = /^(first|primer|primero)$/.test(edge!)
          ? first
          : utc(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)
        if (day > today) ahead = true
        return range(day, day)
      },
    ],
    [
      // "the 3rd of last month", "el 3 de este mes": that day of this or last month (a month
      // named is read below). A bound of a range ("from the 1st to the 3rd of …") is not one day.
      `(?<!(?:to|till|until|through|and|al|a|hasta|y|-)\\s(?:the\\s|el\\s)?)(?:on\\s)?(?:the\\s|el\\s)?(?:dia\\s)?(\\d{1,2})(?:st|nd|rd|th)?\\s(?:of|de|del)\\s` +
        `(?:the\\s|el\\s)?(?:((?:last|previous|past)\\smonth|mes\\s(?:pasado|anterior))|(?:this|current|este)\\s(?:month|mes))`,
      ([n, lastMonth]) => {
        const first = utc(thisYear, today.getUTCMonth() - (lastMonth ? 1 : 0), 1)
        const day = utc(first.getUTCFullYear(), first.getUTCMonth(), Number(n))
        // A day the month does not have ("the 31st of this month" in June) is no day: declined.
        if (day.getUTCMonth() !== first.getUTCMonth())
          return { from: isoDay(day), to: isoDay(first) }
        if (day > today) ahead = true
        return range(day, day)
      },
    ],
    [
      // "Friday of last week", "el viernes de la semana pasada", "Monday this week", "last week's
      // Friday": that day of the week named, not a day and a week side by side (a contradiction).
      `(?:(?:on|the|el)\\s)?(${WEEKDAY})\\s(?:(?:of|from|in|de|del)\\s)?(?:the\\s|la\\s)?${WEEK_SAID}|` +
        `${WEEK_SAID}\\s(?:(?:on|el|the)\\s)?(${WEEKDAY})`,
      ([name, lastEn, lastEs, lastEnBefore, lastEsBefore, nameAfter]) => {
        const monday = periodOf('week', today)[0]
        const last = lastEn ?? lastEs ?? lastEnBefore ?? lastEsBefore
        const start = last ? addDays(monday, -7) : monday
        const day = addDays(start, (WEEKDAYS[(name ?? nameAfter)!]! + 6) % 7)
        if (day > today) ahead = true
        return range(day, day)
      },
    ],
    [
      // "the first week of May", "la última semana del mes pasado": seven days of the month
      // counted from its first (or back from its last); "la primera quincena de mayo", "the
      // second half of May": days 1–15, or the 16th to the end. Read before the month alone.
      `${IN}(?:the\\s|el\\s|la\\s)?(${NTH})\\s(week|semana|half|fortnight|quincena|mitad)\\s(?:of|de|del)\\s${MONTH_OF}`,
      ([nth, part, lastMonth, m, y]) => {
        const first = m
          ? utc(yearOr(y, monthOf(m)), monthOf(m), 1)
          : utc(thisYear, today.getUTCMonth() - (lastMonth ? 1 : 0), 1)
        return partOfMonth(first, nth!, /^(half|fortnight|quincena|mitad)$/.test(part!) ? 15 : 7)
      },
    ],
    [
      // "la quincena pasada", "esta quincena": a half of a month, 1–15 or 16 to the end.
      `${IN}(?:(?:la\\s)?quincena\\s(pasada|anterior)|(?:la\\s)?(ultima)\\squincena|(?:esta|la)\\squincena(?:\\sactual)?)`,
      ([past, last]) => {
        const current = halfOf(today)
        if (past || last) return halfOf(addDays(new Date(`${current.from}T00:00:00Z`), -1))
        return { from: current.from!, to: isoDay(today) }
      },
    ],
    [`${FROM}(${ISO})\\s${TO}\\s(${ISO})`, ([a, b]) => ({ from: a!, to: b! })],
    [
      `${FROM}${DAY}\\s(?:(?:de|of)\\s)?(${ANY})\\s${TO}\\s${DAY}\\s(?:(?:de|of)\\s)?(${ANY})(?:\\s${OF}(${YEAR}))?`,
      ([d1, m1, d2, m2, y]) => days(d1!, m1, d2!, m2, y),
    ],
    [
      // "from the 2nd of March until the 12th": the end day in the start's month.
      `(?:from|between|desde|entre|del|de)\\s${DAY}\\s(?:(?:de|of)\\s)?(${ANY})\\s${TO}\\s${DAY}` +
        `(?!\\s(?:(?:de|of)\\s)?(?:${ANY}|units|unidades|pieces|piezas|orders|pedidos|products|productos|items|articulos|euros|dollars|dolares))(?:\\s${OF}(${YEAR}))?`,
      ([d1, m1, d2, y]) => days(d1!, m1, d2!, undefined, y),
    ],
    [
      `${FROM}${DAY}\\s${TO}\\s${DAY}\\s(?:(?:de|of)\\s)?(${ANY})(?:\\s${OF}(${YEAR}))?`,
      ([d1, d2, m, y]) => days(d1!, undefined, d2!, m, y),
    ],
    [
      `${FROM}(${ANY})\\s${DAY}\\s${TO}\\s(?:(${ANY})\\s)?${DAY}(?:\\s${OF}(${YEAR}))?`,
      ([m1, d1, m2, d2, y]) => days(d1!, m1, d2!, m2, y),
    ],
    // "julio, agosto y septiembre del año pasado", "Jan, Feb and Mar": three months in a row
    // listed are their sum, as two are ("March and April"); outside a comparison only.
    ...(comparing
      ? []
      : ([
          [
            LISTED_MONTHS,
            ([m1, m2, m3, y, named, past]) => {
              const [a, b, c] = [m1, m2, m3].map((m) => monthOf(m!)) as [number, number, number]
              if (b !== (a + 1) % 12 || c !== (b + 1) % 12) return null
              const endYear = y ? Number(y) : named ? thisYear - (past ? 1 : 0) : recentYear(c)
              return range(utc(a < c ? endYear : endYear - 1, a, 1), utc(endYear, c + 1, 0))
            },
          ],
        ] satisfies Reader[])),
    [
      `${FROM}(${ANY})(?:\\s${OF}(${YEAR}))?\\s${TO}\\s(${ANY})(?:\\s${OF}(${YEAR}))?`,
      ([m1, y1, m2, y2]) => {
        const a = monthOf(m1!)
        const b = monthOf(m2!)
        const endYear = y2 ? Number(y2) : y1 && a <= b ? Number(y1) : recentYear(b)
        const startYear = y1 ? Number(y1) : a <= b ? endYear : endYear - 1
        return range(utc(startYear, a, 1), utc(endYear, b + 1, 0))
      },
    ],
    [
      `(?:since|desde|starting|from)\\s(?:(?:the|el)\\s)?(?:(${ANY})\\s(\\d{1,2})(?:st|nd|rd|th)?|(\\d{1,2})(?:st|nd|rd|th)?\\s(?:de\\s|of\\s)?(${ANY}))(?:\\s${OF}(${YEAR}))?${UNTIL_NOW}`,
      ([m1, d1, d2, m2, y]) => {
        const m = monthOf((m1 ?? m2)!)
        const d = Number(d1 ?? d2)
        const from = dayOf(yearOr(y, m, d), m, d)
        return from && from.from! <= isoDay(today) ? { from: from.from!, to: isoDay(today) } : null
      },
    ],
    [
      // "since the start of April", "desde principios de abril": from the month's first day, as
      // "since April" reads.
      `(?:since|from)\\s(?:the\\s)?(?:start|beginning)\\sof\\s(${ANY})|` +
        `desde\\s(?:el\\s|los\\s)?(?:principios?|inicios?|comienzos?)\\sde\\s(${ANY})`,
      ([en, es]) => {
        const m = monthOf((en ?? es)!)
        return range(utc(recentYear(m), m, 1), today)
      },
    ],
    [
      `(?:since|desde|starting|from)\\s(?:(${ISO})|(${ANY})(?:\\s${OF}(${YEAR}))?|(${YEAR}))${UNTIL_NOW}`,
      ([iso, m, y, year]) => {
        if (iso) return { from: iso, to: isoDay(today) }
        if (year) return range(utc(Number(year), 0, 1), today)
        return range(utc(yearOr(y, monthOf(m!)), monthOf(m!), 1), today)
      },
    ],
    [`(?:until|till|through|hasta)\\s(${ISO})`, ([iso]) => ({ to: iso! })],
    [`(?:(?:on|el)\\s)?(${ISO})`, ([iso]) => ({ from: iso!, to: iso! })],
    [
      // "May the fifteenth", "June the 3rd": the day; "March the 5 best" is a ranking.
      `(?:on\\s)?(${ANY})\\sthe\\s(\\d{1,2})(?:st|nd|rd|th)?(?!\\s(?:${SUPERLATIVE}|products?|items?|clients?|customers?|locations?|stores?)(?:\\s|$))(?:\\s(${YEAR}))?`,
      ([m, d, y]) => dayOf(yearOr(y, monthOf(m!), Number(d)), monthOf(m!), Number(d)),
    ],
    [
      `(?:(?:on|el)\\s)?(${ANY})\\s(\\d{1,2})(?:st|nd|rd|th)?(?:\\s(${YEAR}))?`,
      ([m, d, y]) => dayOf(yearOr(y, monthOf(m!), Number(d)), monthOf(m!), Number(d)),
    ],
    [
      `(?:(?:on|el)\\s)?(?:dia\\s)?(\\d{1,2})(?:st|nd|rd|th)?\\s(?:de\\s|of\\s)?(${ANY})(?:\\s${OF}(${YEAR}))?`,
      ([d, m, y]) => dayOf(yearOr(y, monthOf(m!), Number(d)), monthOf(m!), Number(d)),
    ],
    [`${IN}(${ANY})\\s${OF}(${YEAR})`, ([m, y]) => month(Number(y), monthOf(m!))],
    [
      // "March of last year", "marzo del año pasado", "last year's December": one month, in the
      // year named, not a month compared with a year.
      `${IN}(${ANY})\\s${OF}(?:the\\s|el\\s)?${YEAR_WORD}|${YEAR_WORD}\\s(${ANY})`,
      ([m1, past1, past2, m2]) => {
        const m = monthOf((m1 ?? m2)!)
        return month(thisYear - ((past1 ?? past2) ? 1 : 0), m)
      },
    ],
    [
      // "the last quarter of last year", "el último mes del año pasado": its fourth quarter or
      // December, not the quarter or month before this one.
      `${IN}(?:the\\s|el\\s)?(?:last|final|ultimo)\\s(quarter|trimestre|month|mes)\\s(?:of|de|del)\\s(?:the\\s|el\\s)?${YEAR_WORD}`,
      ([unit, past]) => {
        const year = thisYear - (past ? 1 : 0)
        const start = unitOf(unit!) === 'quarter' ? 9 : 11
        const r = range(utc(year, start, 1), utc(year, 12, 0))
        return r.from! <= isoDay(today) ? r : null
      },
    ],
    [
      `${IN}(?:the\\s)?(?:${QUARTER})\\s${OF}(?:the\\s|el\\s)?${YEAR_WORD}`,
      ([q, en, es, past]) => {
        const index = quarterIndex(q, en, es)
        return range(
          utc(thisYear - (past ? 1 : 0), index * 3, 1),
          utc(thisYear - (past ? 1 : 0), index * 3 + 3, 0),
        )
      },
    ],
    [
      // "last August", "el pasado agosto", "agosto pasado": the latest one over, a year back when
      // it is this month.
      `${IN}(?:(?:last|past|previous)\\s(${ANY})|(?:el\\s)?pasado\\s(${ANY})|(${ANY})\\spasado)`,
      ([a, b, c]) => {
        const m = monthOf((a ?? b ?? c)!)
        return month(m >= today.getUTCMonth() ? thisYear - 1 : thisYear, m)
      },
    ],
    [`${IN}(${FULL})`, ([m]) => month(recentYear(monthOf(m!)), monthOf(m!))],
    [`(?:in|during|for|of|en|durante|de|del|since)\\s(may)`, () => month(recentYear(4), 4)],
    [BARE_MAY, () => month(recentYear(4), 4)],
    // "revenue jan", "ventas de dic": a month's short name alone.
    [`${IN}(${BARE_SHORT})`, ([m]) => month(recentYear(monthOf(m!)), monthOf(m!))],
    [
      `${IN}(?:the\\s|el\\s|la\\s)?(?:(first|second|1st|2nd)\\shalf|h([12])|(primer|segundo)\\ssemestre|(primera|segunda)\\smitad)` +
        `(?:\\s(?:(?:of|de|del)\\s)?(?:(?:the|this|el|este)\\s)?(?:(last|previous)\\s)?(?:year|ano)(?:\\s(pasado|anterior))?)?` +
        `(?:\\s(?:(?:of|de|del)\\s)?(${YEAR}))?`,
      ([en, h, es, esMitad, last, pasado, y]) => {
        const second = /^(second|2nd|segund[oa])$/.test((en ?? es ?? esMitad)!) || h === '2'
        const start = second ? 6 : 0
        const year = y ? Number(y) : last || pasado ? thisYear - 1 : recentYear(start)
        return range(utc(year, start, 1), utc(year, start + 6, 0))
      },
    ],
    [
      // "since the start of the month", "desde principios de año": this period so far.
      `(?:since|from)\\s(?:the\\s)?(?:start|beginning)\\sof\\s(?:the\\s|this\\s)?${PERIOD}|` +
        `desde\\s(?:el\\s|los\\s)?(?:principios?|inicios?|comienzos?)\\s(?:de\\s|del\\s)(?:la\\s|el\\s|este\\s|esta\\s)?${PERIOD}`,
      ([en, es]) => toDate(unitOf((en ?? es)!), today),
    ],
    [
      `${IN}(?:the\\s)?(?:${QUARTER})(?:\\s${OF}(${YEAR}))?`,
      ([q, en, es, y]) => {
        const index = quarterIndex(q, en, es)
        const start = index * 3
        const year = y ? Number(y) : recentYear(start)
        return range(utc(year, start, 1), utc(year, start + 3, 0))
      },
    ],
    [
      // "two months ago", "hace dos semanas": that calendar period, counted back from this one.
      `(${COUNT})\\s${UNIT}\\sago|hace\\s(${COUNT})\\s${UNIT}`,
      ([n1, u1, n2, u2]) => ago(unitOf((u1 ?? u2)!), countOf(n1 ?? n2) ?? 1, today),
    ],
    [
      `(?:the\\s)?(week|month|year)\\sbefore\\slast|(?:la\\s|el\\s)?(semana|mes|ano)\\santepasad[oa]`,
      ([en, es]) => ago(unitOf((en ?? es)!), 2, today),
    ],
    [
      // "the same month last year": the whole of this month, a year before.
      `(?:the\\s)?same\\s(week|month|quarter)\\s(?:(?:of|as)\\s)?last\\syear|` +
        `(?:el\\s|la\\s)?mism[oa]\\s(semana|mes|trimestre)\\s(?:del|de)\\s(?:el\\s)?ano\\s(?:pasado|anterior)`,
      ([en, es]) => range(...periodOf(unitOf((en ?? es)!), shift('year', today, -1))),
    ],
    [
      // "between the 1st and the 10th", "del 1 al 10": days of the latest month that has the last.
      `(?:from|between|desde|entre|del|de)\\s${DAY}\\s${TO}\\s${DAY}` +
        `(?!\\s(?:units|unidades|pieces|piezas|orders|pedidos|products|productos|items|articulos|euros|dollars|dolares))`,
      ([d1, d2]) => {
        const end = Number(d2)
        const back = end <= today.getUTCDate() ? 0 : 1
        const y = today.getUTCFullYear()
        const m = today.getUTCMonth() - back
        const from = dayOf(utc(y, m, 1).getUTCFullYear(), utc(y, m, 1).getUTCMonth(), Number(d1))
        const to = dayOf(utc(y, m, 1).getUTCFullYear(), utc(y, m, 1).getUTCMonth(), end)
        return from && to && from.from! <= to.to! ? { from: from.from!, to: to.to! } : null
      },
    ],
    [
      // "since the 10th", "desde el día 10": from that day of this month (of the last one when it
      // is yet to come) to today. A bare number ("from 10") may be anything, so it needs "the",
      // "el", "día" or an ordinal ending.
      `(?:since|from|starting(?:\\sfrom|\\son)?|desde)\\s(?:(?:the\\s)?(\\d{1,2})(?:st|nd|rd|th)|the\\s(\\d{1,2})|(?:el\\s)?(?:dia\\s)(\\d{1,2})|el\\s(\\d{1,2}))` +
        `(?!\\s(?:${TO}\\s(?:the\\s|el\\s)?\\d|(?:de|of)\\s|units|unidades|pieces|piezas|orders|pedidos|products|productos|items|articulos))${UNTIL_NOW}`,
      ([a, b, c, d]) => {
        const n = Number(a ?? b ?? c ?? d)
        const back = n <= today.getUTCDate() ? 0 : 1
        const first = utc(today.getUTCFullYear(), today.getUTCMonth() - back, 1)
        const from = dayOf(first.getUTCFullYear(), first.getUTCMonth(), n)
        return from && { from: from.from!, to: isoDay(today) }
      },
    ],
    [
      `${IN}(?:the\\s|los\\s|las\\s)?(?:last|past|previous|prior|ultimos|ultimas|pasados|pasadas)\\s(${COUNT})\\s${UNIT}`,
      ([n, unit]) => rolling(today, unitOf(unit!), countOf(n) ?? 1),
    ],
    [
      `${IN}(?:los\\s|las\\s)?(${COUNT})\\s${UNIT}\\s(?:pasados|pasadas|anteriores)`,
      ([n, unit]) => rolling(today, unitOf(unit!), countOf(n) ?? 1),
    ],
    [
      `(?:the\\s)?day\\sbefore\\syesterday|anteayer|antier|antes\\sde\\sayer`,
      () => single(today, -2),
    ],
    [
      `${IN}(?:the\\s)?(?:(?:last|past|previous)\\sfortnight|fortnight\\s(?:just\\s)?gone)`,
      () => rolling(today, 'week', 2),
    ],
    [
      // "el martes 9", "on Tuesday the 9th": a weekday and its day of the month, that day of this
      // month, or of the last one when it is yet to come.
      `(?:(?:on|el)\\s)?(?:${WEEKDAY})\\s(?:the\\s)?(\\d{1,2})(?:st|nd|rd|th)?(?!\\s(?:${SUPERLATIVE}|units?|unidades|orders?|pedidos?|products?|productos?|items?|clients?|clientes?)(?:\\s|$))`,
      ([d]) => {
        const n = Number(d)
        const back = n <= today.getUTCDate() ? 0 : 1
        const first = utc(today.getUTCFullYear(), today.getUTCMonth() - back, 1)
        return dayOf(first.getUTCFullYear(), first.getUTCMonth(), n)
      },
    ],
    [
      // "on the 3rd", "el día 3": that day of this month, or of the last one when it is yet to come.
      // A bound of a range ("from the 10th", "hasta el día 5") is not that one day.
      `(?<!(?:from|since|until|till|through|starting|after|before|desde|hasta|antes|despues)\\s(?:the\\s|el\\s)?)` +
        // "the 2nd biggest client" is a place in a ranking, not a day.
        `(?:(?:on\\s)?the\\s(\\d{1,2})(?:st|nd|rd|th)(?!\\s${SUPERLATIVE}(?:\\s|$))|(?:el\\s)?dia\\s(\\d{1,2})(?!\\s(?:de|of)\\s))`,
      ([en, es]) => {
        const n = Number(en ?? es)
        const back = n <= today.getUTCDate() ? 0 : 1
        const first = utc(today.getUTCFullYear(), today.getUTCMonth() - back, 1)
        return dayOf(first.getUTCFullYear(), first.getUTCMonth(), n)
      },
    ],
    [
      // "between Monday and Wednesday", "desde el lunes", "del viernes al lunes": from the latest
      // such day to the next such one (or today); when that one is to come, the week before.
      `(?:from|between|desde|entre|del?)\\s(?:(?:the|el|last)\\s)?(${WEEKDAY})` +
        `\\s(?:to|and|until|till|through|y|a|al|hasta)\\s(?:(?:the|el)\\s)?(${WEEKDAY}|today|hoy|now|ahora)|` +
        `(?:since|desde)\\s(?:(?:the|el|last)\\s)?(${WEEKDAY})(?:\\spasado)?`,
      ([day, until, since]) => {
        const first = day ?? since
        const last = day ? until : undefined
        const from = single(today, -((today.getUTCDay() - WEEKDAYS[first!]! + 7) % 7))
        const start = new Date(`${from.from}T00:00:00Z`)
        if (!last || !Object.hasOwn(WEEKDAYS, last)) return { from: from.from!, to: isoDay(today) }
        const end = addDays(start, (WEEKDAYS[last]! - start.getUTCDay() + 7) % 7)
        return end <= today ? range(start, end) : range(addDays(start, -7), addDays(end, -7))
      },
    ],
    [
      `(?:(?:on|(last|past)|this|el|este|del)\\s)?(${WEEKDAY})(?:\\s(?:(pasado|last|(?:just\\s)?gone|que\\spaso)))?`,
      ([last, name, gone]) => {
        // The latest such day that is not in the future; "last Wednesday", "el miércoles pasado"
        // said on a Wednesday is the one a week before.
        const back = (today.getUTCDay() - WEEKDAYS[name!]! + 7) % 7
        return single(today, -(back === 0 && (last ?? gone) ? 7 : back))
      },
    ],
    [
      `(?:(?:last|past|this|el|este)\\s)?(?:weekend|finde|fin\\sde\\ssemana)(?:\\s(?:pasado|(?:just\\s)?gone|que\\spaso))?`,
      () => {
        // The latest Saturday and Sunday that are both over.
        const sunday = addDays(today, -(today.getUTCDay() === 0 ? 7 : today.getUTCDay()))
        return range(addDays(sunday, -1), sunday)
      },
    ],
    [`(?:so\\sfar\\s)?today|hoy(?:\\sdia)?`, () => single(today, 0)],
    [`yesterday|ayer`, () => single(today, -1)],
    [`year\\sto\\sdate|ytd`, () => toDate('year', today)],
    [`month\\sto\\sdate|mtd`, () => toDate('month', today)],
    [`week\\sto\\sdate|wtd`, () => toDate('week', today)],
    [`quarter\\sto\\sdate|qtd`, () => toDate('quarter', today)],
    [
      `(?:so\\sfar\\s)?${IN}(?:this|current|the\\scurrent)\\s${PERIOD}(?:\\sso\\sfar)?`,
      ([p]) => toDate(unitOf(p!), today),
    ],
    [
      // "for the year so far", "the month to date": "the" with what has come of it is this one.
      `${IN}the\\s${PERIOD}\\s(?:so\\sfar|(?:till|until|up\\sto|to)\\s(?:date|now|today))`,
      ([p]) => toDate(unitOf(p!), today),
    ],
    [
      `${IN}(?:esta|este)\\s${PERIOD}(?:\\sactual)?|${IN}(?:el\\s|la\\s)?${PERIOD}\\sactual|(?:en\\s)?lo\\sque\\s(?:va|llevamos)\\s(?:de\\s|del\\s)(?:la\\s)?${PERIOD}`,
      ([a, b, c]) => toDate(unitOf((a ?? b ?? c)!), today),
    ],
    [
      // "cuánto llevamos facturado en el año", "pedidos en la semana": the one under way. "en el
      // mes de mayo" names another; the month's name is read already.
      `(?:en|durante)\\s(?:el|la)\\s${PERIOD}(?!\\s(?:de|del|pasad[oa]|anterior|\\d|#))`,
      ([p]) => toDate(unitOf(p!), today),
    ],
    [
      `${IN}(?:the\\s)?(?:last|past|previous|prior)\\s${PERIOD}`,
      ([p]) => previous(unitOf(p!), today),
    ],
    [
      `${IN}(?:el\\s|la\\s)?${PERIOD}\\s(?:pasad[oa]|anterior)|${IN}(?:el\\s|la\\s)?(?:ultim[oa])\\s${PERIOD}`,
      ([a, b]) => previous(unitOf((a ?? b)!), today),
    ],
    [
      // "the week just gone", "el mes que pasó": the one before this one.
      `${IN}(?:the\\s|el\\s|la\\s)?${PERIOD}\\s(?:(?:just\\s)?gone|que\\spaso)`,
      ([p]) => previous(unitOf(p!), today),
    ],
    [
      `${IN}(?:the\\s)?(?:year\\s|ano\\s)?(${YEAR})`,
      ([y]) => range(utc(Number(y), 0, 1), utc(Number(y), 11, 31)),
    ],
    [BEST_OF, ([en, es]) => toDate(unitOf((en ?? es)!), today)],
    [
      // "pedidos semana", "ventas mes": a unit alone after a measure, at the end of a question
      // typed in short, is the one under way ("ventas por mes" groups by it).
      `(?<=(?:ventas|pedidos|unidades|facturacion|ingresos|sales|orders|revenue|units)\\s)${PERIOD}(?!\\s)`,
      ([p]) => toDate(unitOf(p!), today),
    ],
    [
      `(?:of\\s)?all\\stime|ever|(?:de\\s)?todos\\slos\\stiempos|(?:en\\s)?total\\shistorico|de\\ssiempre|desde\\ssiempre`,
      () => null,
    ],
  ]

  // "the month of March", "todo el mes de abril", "the whole of May": the month, said at length.
  while (
    sentence.take(
      `(?:(?:the|el)\\s)?(?:(?:whole|entire|full)\\s)?(?:month\\sof|mes\\sde)(?=\\s(?:${ANY})(?:\\s|$))|` +
        `(?:(?:over|for|in|during)\\s)?(?:the\\s)?(?:whole|entire)\\sof(?=\\s(?:${ANY}|${YEAR}|(?:last|this)\\s)(?:\\s|$))`,
      'date',
    )
  );
  const found: DateReading['periods'] = []
  let bestOf = false
  let loose = false
  for (const [pattern, read] of readers) {
    for (;;) {
      const match = sentence.take(pattern, 'date')
      if (!match) break
      const r = read(match.groups)
      const words = sentence.tokens.slice(match.start, match.end).map((t) => t.text)
      // "January and March", "mayo y abril": two periods, or their sum, but not the months from
      // one to the other — only "between … and …" is a range, or two days or months in a row,
      // whose sum it is ("March and April").
      const joined = words.some((w) => w === 'and' || w === 'y')
      const summed = r && (twoInARow(r) || pattern === LISTED_MONTHS)
      if (joined && !/^(between|entre)$/.test(words[0]!) && !summed) loose = true
      if (r) {
        found.push({
          range: r,
          text: sentence.raw(match.start, match.end),
          start: match.start,
          end: match.end,
        })
      }
      if (pattern === BEST_OF) {
        bestOf ||= PERIOD_NOUN.test(sentence.tokens[match.start - 1]?.text ?? '')
      }
    }
  }
  // "en Fiestas Patrias, el 28 de julio", "on Independence Day, July 4th": a day whose date moves
  // by country, named beside the one day that says which — the name adds nothing to it. Alone it
  // asks for its date.
  let undated: string | undefined
  for (const match of sentence.find(`${IN}${NAMED_DAY}`)) {
    const day = found.find(
      (p) => p.range.from === p.range.to && (p.start === match.end || p.end === match.start),
    )
    sentence.use(match.start, match.end, 'date')
    let name = match.start
    while (
      /^(in|during|for|over|of|on|en|durante|de|del|el|la|las|los|the)$/.test(
        sentence.tokens[name]!.text,
      )
    )
      name++
    if (!day) undated ??= sentence.raw(name, match.end)
  }
  // "last week compared to the week before": the period before the other one named, or before
  // this one when none is.
  for (;;) {
    // "yesterday vs the day before", "ayer contra el día anterior", "the previous day".
    const match = sentence.take(
      `(?:the\\s)?(day|week|month|quarter|year)\\sbefore|the\\sprevious\\s(day)|(?:el\\s)?(dia)\\s(?:anterior|previo|de\\santes)`,
      'date',
    )
    if (!match) break
    const unit = unitOf((match.groups[0] ?? match.groups[1] ?? match.groups[2])!)
    const anchor = found.find((p) => p.range.from)?.range.from
    const start = anchor ? new Date(`${anchor}T00:00:00Z`) : periodOf(unit, today)[0]
    found.push({
      range: range(...periodOf(unit, shift(unit, periodOf(unit, start)[0], -1))),
      text: sentence.raw(match.start, match.end),
      start: match.start,
      end: match.end,
    })
  }
  // "el mes pasado vs el anterior", "last week against the one before": the same unit, before the
  // one period named.
  const named = found.length === 1 ? found[0]! : undefined
  const namedUnit =
    named && /\b(week|month|quarter|year|semana|mes|trimestre|ano)\b/.exec(normalize(named.text))
  if (named && namedUnit) {
    const match = sentence.take(
      '(?:el|la)\\s(?:anterior|previ[oa]|de\\santes)|the\\s(?:one\\sbefore|previous\\sone)',
      'date',
    )
    if (match) {
      const unit = unitOf(namedUnit[1]!)
      const start = new Date(`${named.range.from}T00:00:00Z`)
      found.push({
        range: range(...periodOf(unit, shift(unit, periodOf(unit, start)[0], -1))),
        text: sentence.raw(match.start, match.end),
        start: match.start,
        end: match.end,
      })
    }
  }
  // "December …, the whole month", "este trimestre hasta la fecha": a period said again in other
  // words, or said to run to today, where the one period read does.
  if (found.length === 1) {
    sentence.take(
      '(?:the\\s)?(?:whole|entire|full)\\s(?:month|week|year|quarter)|(?:el\\s|la\\s)?(?:mes|semana|ano|trimestre)\\s(?:complet[oa]|enter[oa])',
      'date',
    )
  }
  // "ingresos del trimestre actual hasta hoy", "this quarter till today": today, read as a period
  // of its own, ends the one period that holds it.
  const todayIso = isoDay(today)
  for (const end of [...found]) {
    if (found.length !== 2 || end.range.from !== todayIso || end.range.to !== todayIso) continue
    const before = sentence.tokens[end.start - 1]?.text ?? ''
    const upTo =
      /^(till|until|hasta|through|thru)$/.test(before) && sentence.used[end.start - 1] === null
    const holder = found.find((p) => p !== end)
    const { from, to } = holder?.range ?? {}
    if (!upTo || !holder || !from || !to || from > todayIso || to < todayIso) continue
    sentence.use(end.start - 1, end.end, 'date')
    holder.range = { from, to: todayIso }
    found.splice(found.indexOf(end), 1)
  }
  // "desde febrero hasta abril, ambos incluidos", "from the 2nd to the 12th inclusive": the ends
  // of a range are in it already.
  if (found.length) {
    sentence.take(
      '(?:(?:ambos|ambas|los\\sdos|las\\sdos)\\s)?(?:incluidos|incluidas|inclusive)|(?:both\\s)?(?:inclusive|included)',
      'date',
    )
  }
  // "the second quarter to date", "last quarter with this quarter till date": the part of a period
  // that has come, when it runs on past today — said anywhere of the one period, or right after
  // one of two.
  for (const period of found) {
    const { from, to } = period.range
    if (!from || !to || from > isoDay(today) || to < isoDay(today)) continue
    const said = sentence.find(TO_DATE).find((m) => found.length === 1 || m.start === period.end)
    if (!said) continue
    sentence.use(said.start, said.end, 'date')
    period.range = { from, to: isoDay(today) }
  }
  found.sort((a, b) => a.start - b.start)
  const distinct = new Map(found.map(({ range: r }) => [`${r.from}|${r.to}`, r]))
  const valid = [...distinct.values()].every(
    (r) =>
      (!r.from || isRealDate(r.from)) &&
      (!r.to || isRealDate(r.to)) &&
      (!r.from || !r.to || r.from <= r.to),
  )
  const sound = valid && !loose
  return {
    ...(distinct.size === 1 && sound && { range: [...distinct.values()][0]! }),
    conflict: distinct.size > 1 || !sound,
    periods: sound ? found : [],
    bestOf,
    ahead,
    ...(undated && { undated }),
  }
}

/** Two days in a row, or two whole months in a row. */
function twoInARow({ from, to }: DateRange) {
  if (!from || !to) return false
  if (to === isoDay(addDays(new Date(`${from}T00:00:00Z`), 1))) return true
  const start = new Date(`${from}T00:00:00Z`)
  const end = utc(start.getUTCFullYear(), start.getUTCMonth() + 2, 0)
  return start.getUTCDate() === 1 && to === isoDay(end)
}

function dayOf(y: number, m: number, d: number): DateRange | null {
  const date = utc(y, m, d)
  return date.getUTCMonth() === m ? range(date, date) : null
}
const single = (today: Date, offset: number) =>
  range(addDays(today, offset), addDays(today, offset))
const toDate = (unit: Unit, today: Date) => range(periodOf(unit, today)[0], today)
const previous = (unit: Unit, today: Date) => {
  const [from, to] = periodOf(unit, shift(unit, periodOf(unit, today)[0], -1))
  return range(from, to)
}
/** The calendar period n periods before this one. */
const ago = (unit: Unit, n: number, today: Date) =>
  range(...periodOf(unit, shift(unit, periodOf(unit, today)[0], -n)))
/** The last n days, weeks, months… up to and including today. */
const rolling = (today: Date, unit: Unit, n: number) =>
  range(addDays(shift(unit, today, -n), 1), today)

/** A half of the month the day is in: its days 1–15, or the 16th to the end. */
function halfOf(d: Date): DateRange {
  const [y, m] = [d.getUTCFullYear(), d.getUTCMonth()]
  return d.getUTCDate() <= 15
    ? range(utc(y, m, 1), utc(y, m, 15))
    : range(utc(y, m, 16), utc(y, m + 1, 0))
}

/** The nth week (seven days from the 1st) or half (15 days) of the month starting on `first`. */
function partOfMonth(first: Date, nth: string, days: 7 | 15): DateRange | null {
  const end = utc(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)
  if (/^(last|final|ultim[oa])$/.test(nth)) {
    return days === 15 ? halfOf(end) : range(addDays(end, -6), end)
  }
  const index = /^(first|1st|primer[oa]?)$/.test(nth)
    ? 0
    : /^(second|2nd|segund[oa])$/.test(nth)
      ? 1
      : /^(third|3rd|tercer[oa]?)$/.test(nth)
        ? 2
        : 3
  if (days === 15) return index === 0 ? halfOf(first) : index === 1 ? halfOf(end) : null
  return range(addDays(first, 7 * index), addDays(first, 7 * index + 6))
}
