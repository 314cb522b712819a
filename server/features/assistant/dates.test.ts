import { describe, expect, it } from 'vitest'
import { readDates } from './dates'
import { Sentence, tokenize } from './tokens'

/** Wednesday 17 June 2026. */
const now = new Date('2026-06-17T15:00:00Z')
const read = (text: string) => readDates(new Sentence(tokenize(text)), now)

describe('date phrases', () => {
  it.each([
    ['today', '2026-06-17', '2026-06-17'],
    ['hoy', '2026-06-17', '2026-06-17'],
    ['yesterday', '2026-06-16', '2026-06-16'],
    ['ayer', '2026-06-16', '2026-06-16'],
    ['this week', '2026-06-15', '2026-06-17'],
    ['last week', '2026-06-08', '2026-06-14'],
    ['la semana pasada', '2026-06-08', '2026-06-14'],
    ['this month', '2026-06-01', '2026-06-17'],
    ['este mes', '2026-06-01', '2026-06-17'],
    ['last month', '2026-05-01', '2026-05-31'],
    ['del mes pasado', '2026-05-01', '2026-05-31'],
    ['this year', '2026-01-01', '2026-06-17'],
    ['este año', '2026-01-01', '2026-06-17'],
    ['last year', '2025-01-01', '2025-12-31'],
    ['el año pasado', '2025-01-01', '2025-12-31'],
    ['last 30 days', '2026-05-19', '2026-06-17'],
    ['los últimos 7 días', '2026-06-11', '2026-06-17'],
    ['in March', '2026-03-01', '2026-03-31'],
    ['en diciembre', '2025-12-01', '2025-12-31'],
    ['in May', '2026-05-01', '2026-05-31'],
    ['march 2025', '2025-03-01', '2025-03-31'],
    ['between March and May', '2026-03-01', '2026-05-31'],
    ['entre noviembre y enero', '2025-11-01', '2026-01-31'],
    ['from 2026-01-01 to 2026-02-15', '2026-01-01', '2026-02-15'],
    ['since April', '2026-04-01', '2026-06-17'],
    ['Q1', '2026-01-01', '2026-03-31'],
    ['last quarter', '2026-01-01', '2026-03-31'],
    ['en el T1', '2026-01-01', '2026-03-31'],
    ['4to trimestre 2025', '2025-10-01', '2025-12-31'],
    ['el 3er trimestre de 2025', '2025-07-01', '2025-09-30'],
    ['2do trimestre del año pasado', '2025-04-01', '2025-06-30'],
    ['in 2025', '2025-01-01', '2025-12-31'],
    ['on 2026-02-28', '2026-02-28', '2026-02-28'],
    ['5 de marzo', '2026-03-05', '2026-03-05'],
    ['two months ago', '2026-04-01', '2026-04-30'],
    ['hace dos semanas', '2026-06-01', '2026-06-07'],
    ['the week before last', '2026-06-01', '2026-06-07'],
    ['la semana antepasada', '2026-06-01', '2026-06-07'],
    ['the first half of the year', '2026-01-01', '2026-06-30'],
    ['el segundo semestre del año pasado', '2025-07-01', '2025-12-31'],
    ['desde principios de mes', '2026-06-01', '2026-06-17'],
    ['from January 1st until today', '2026-01-01', '2026-06-17'],
    ['between the 1st and the 10th', '2026-06-01', '2026-06-10'],
    ['del 20 al 25', '2026-05-20', '2026-05-25'],
  ])('%s → %s … %s', (text, from, to) => {
    expect(read(text)).toMatchObject({ range: { from, to }, conflict: false })
  })

  it('reads the same month last year with its year, and leaves a range of units alone', () => {
    expect(readDates(new Sentence(tokenize('the same month last year')), now).range).toEqual({
      from: '2025-06-01',
      to: '2025-06-30',
    })
    expect(read('between 1 and 10 units').range).toBeUndefined()
  })

  it('reads a day of the month without its month: this month, or the last when it is to come', () => {
    expect(read('on the 3rd').range).toEqual({ from: '2026-06-03', to: '2026-06-03' })
    expect(read('el dia 3').range).toEqual({ from: '2026-06-03', to: '2026-06-03' })
    expect(read('on the 20th').range).toEqual({ from: '2026-05-20', to: '2026-05-20' })
    expect(read('el dia 3 de mayo').range).toEqual({ from: '2026-05-03', to: '2026-05-03' })
    // The bound of a range is not that one day.
    expect(read('hasta el dia 5').range).toBeUndefined()
  })

  it.each([
    // From a day of this month (of the last one when it is yet to come) to today.
    ['since the 10th', '2026-06-10', '2026-06-17'],
    ['from the 10th', '2026-06-10', '2026-06-17'],
    ['desde el dia 10', '2026-06-10', '2026-06-17'],
    ['desde el 20', '2026-05-20', '2026-06-17'],
    ['starting the 3rd until today', '2026-06-03', '2026-06-17'],
    // Weeks and halves of a month: seven days from its first, or back from its last; 1–15, 16–end.
    ['the first week of May', '2026-05-01', '2026-05-07'],
    ['la segunda semana de junio', '2026-06-08', '2026-06-14'],
    ['la ultima semana del mes pasado', '2026-05-25', '2026-05-31'],
    ['la primera quincena de mayo', '2026-05-01', '2026-05-15'],
    ['segunda quincena de mayo de 2025', '2025-05-16', '2025-05-31'],
    ['the second half of April', '2026-04-16', '2026-04-30'],
    ['la quincena pasada', '2026-06-01', '2026-06-15'],
    ['esta quincena', '2026-06-16', '2026-06-17'],
    // A dash between two day numbers is a range.
    ['1-5 June', '2026-06-01', '2026-06-05'],
    ['june 1-5', '2026-06-01', '2026-06-05'],
    ['del 1-5 de junio', '2026-06-01', '2026-06-05'],
    ['del 3 – 10', '2026-06-03', '2026-06-10'],
    // The week holding a day, and the last fortnight.
    ['the week of June 8', '2026-06-08', '2026-06-14'],
    ['la semana del 10 de junio', '2026-06-08', '2026-06-14'],
    ['the last fortnight', '2026-06-04', '2026-06-17'],
  ])('%s → %s … %s', (text, from, to) => {
    expect(read(text)).toMatchObject({ range: { from, to }, conflict: false })
  })

  it('reads a month or a quarter of last year or this year, and only adjacent ones joined by "and"', () => {
    expect(read('march of last year').range).toEqual({ from: '2025-03-01', to: '2025-03-31' })
    expect(read('diciembre del año pasado').range).toEqual({ from: '2025-12-01', to: '2025-12-31' })
    expect(read('q2 last year').range).toEqual({ from: '2025-04-01', to: '2025-06-30' })
    expect(read('mayo y abril')).toMatchObject({ conflict: true, periods: [] })
    expect(read('March and April').range).toEqual({ from: '2026-03-01', to: '2026-04-30' })
    expect(read('between January and March').range).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
    })
  })

  it('does not read the verb "may" as a month', () => {
    expect(read('may I see sales').range).toBeUndefined()
  })

  it('reads "may" alone as the month beside no subject of the verb, and short names alone', () => {
    expect(read('units sold may').range).toEqual({ from: '2026-05-01', to: '2026-05-31' })
    expect(read('may revenue by client').range).toEqual({ from: '2026-05-01', to: '2026-05-31' })
    expect(read('you may see the sales').range).toBeUndefined()
    expect(read('revenue jan').range).toEqual({ from: '2026-01-01', to: '2026-01-31' })
    expect(read('pedidos de dic').range).toEqual({ from: '2025-12-01', to: '2025-12-31' })
    // "sept" is no typo of "set"; "ago" alone is never August.
    expect(read('units sept').range).toEqual({ from: '2025-09-01', to: '2025-09-30' })
    expect(read('two weeks ago').range).toEqual({ from: '2026-06-01', to: '2026-06-07' })
  })

  it.each([
    // The latest one that has come, or the one of the year named.
    ['on christmas eve', '2025-12-24'],
    ['en nochebuena', '2025-12-24'],
    ["on valentine's day", '2026-02-14'],
    ['el dia de san valentin', '2026-02-14'],
    ['new years eve', '2025-12-31'],
    ['en año nuevo', '2026-01-01'],
    ['el dia de reyes', '2026-01-06'],
    ['halloween 2024', '2024-10-31'],
    // Worked out: the fourth Thursday of November and the day after, the last Monday of May,
    // Easter by the computus.
    ['on thanksgiving', '2025-11-27'],
    ['thanksgiving 2024', '2024-11-28'],
    ['memorial day', '2026-05-25'],
    ['easter sunday', '2026-04-05'],
    ['el domingo de pascua de 2025', '2025-04-20'],
    ['viernes santo', '2026-04-03'],
    // A nation's own day on a fixed date.
    ['on burns night', '2026-01-25'],
    ['canada day', '2025-07-01'],
    ['el dia de canada', '2025-07-01'],
    ['on waitangi day', '2026-02-06'],
    ["st andrew's day", '2025-11-30'],
    ['hogmanay 2024', '2024-12-31'],
    ['el día de muertos', '2025-11-02'],
    ['en todos los santos', '2025-11-01'],
    ['el dia de la hispanidad', '2025-10-12'],
    ["st stephen's day", '2025-12-26'],
    ["st paddy's day", '2026-03-17'],
    ['el día de los inocentes', '2025-12-28'],
    ['on april fools day', '2026-04-01'],
  ])('%s → %s', (text, day) => {
    expect(read(text)).toMatchObject({ range: { from: day, to: day }, ahead: false })
  })

  it('reads the week of a holiday, and the days between two', () => {
    expect(read('the week of christmas').range).toEqual({ from: '2025-12-22', to: '2025-12-28' })
    expect(read('between christmas and new year').range).toEqual({
      from: '2025-12-25',
      to: '2026-01-01',
    })
    expect(read('entre navidad y reyes').range).toEqual({ from: '2025-12-25', to: '2026-01-06' })
  })

  it('reads a year said in words ("twenty twenty five", "dos mil veinticinco") as that year', () => {
    for (const text of [
      'twenty twenty five',
      'in twenty twenty-five',
      'two thousand and twenty five',
      'del dos mil veinticinco',
    ]) {
      expect(read(text).range).toEqual({ from: '2025-01-01', to: '2025-12-31' })
    }
    expect(read('nineteen ninety nine').range).toEqual({ from: '1999-01-01', to: '1999-12-31' })
    // A number that goes on or counts things is no year.
    expect(tokenize('dos mil quinientos unidades').map((t) => t.text)).toEqual([
      'dos',
      'mil',
      'quinientos',
      'unidades',
    ])
    expect(tokenize('dos mil veinte unidades').map((t) => t.text)).toContain('veinte')
  })

  it('reads a number said in two parts as its digits ("the last twenty one days", "treinta y cinco")', () => {
    expect(read('the last twenty one days').range).toEqual({ from: '2026-05-28', to: '2026-06-17' })
    expect(read('los ultimos treinta y cinco dias').range).toEqual({
      from: '2026-05-14',
      to: '2026-06-17',
    })
    const digits = (text: string) => tokenize(text).map((t) => t.text)
    expect(digits('under two hundred fifty units')).toEqual(['under', '250', 'units'])
    expect(digits('under two hundred and five units')).toEqual(['under', '205', 'units'])
    expect(digits('top twenty-five')).toEqual(['top', '25'])
    expect(digits('twenty five hundred')).toEqual(['twenty', '500'])
  })

  it('reads "since the start of April", "desde principios de abril" from that month to today', () => {
    for (const text of [
      'since the start of april',
      'from the beginning of april',
      'desde principios de abril',
      'desde inicios de abril',
    ]) {
      expect(read(text).range).toEqual({ from: '2026-04-01', to: '2026-06-17' })
    }
  })

  it('reads "to date", "hasta la fecha" after a period that runs past today as its part so far', () => {
    for (const text of ['the second quarter to date', 'el segundo trimestre hasta la fecha']) {
      expect(read(text)).toMatchObject({
        range: { from: '2026-04-01', to: '2026-06-17' },
        conflict: false,
      })
    }
  })

  it('reads "the first fortnight of May" as its first fifteen days, "la tercera semana" as its third', () => {
    expect(read('the first fortnight of may').range).toEqual({
      from: '2026-05-01',
      to: '2026-05-15',
    })
    expect(read('la tercera semana de mayo').range).toEqual({
      from: '2026-05-15',
      to: '2026-05-21',
    })
  })

  it('reads "since new year", "desde navidad" from that day to today', () => {
    expect(read('since new year').range).toEqual({ from: '2026-01-01', to: '2026-06-17' })
    expect(read('desde año nuevo').range).toEqual({ from: '2026-01-01', to: '2026-06-17' })
    expect(read('since christmas').range).toEqual({ from: '2025-12-25', to: '2026-06-17' })
  })

  it('reads "the week ending June 14", "la semana que empieza el 4 de mayo" as those seven days', () => {
    for (const text of [
      'the week ending june 14',
      'week ended 14th june',
      'la semana que termina el 14 de junio',
    ]) {
      expect(read(text).range).toEqual({ from: '2026-06-08', to: '2026-06-14' })
    }
    for (const text of [
      'the week starting may 4',
      'week commencing 4th may',
      'la semana que empieza el 4 de mayo',
    ]) {
      expect(read(text).range).toEqual({ from: '2026-05-04', to: '2026-05-10' })
    }
  })

  it('reads "May the fifteenth", "the twenty first of May" as that day, "March the 5 best" not', () => {
    expect(read('sales on may the fifteenth').range).toEqual({
      from: '2026-05-15',
      to: '2026-05-15',
    })
    expect(read('on the twenty first of may').range).toEqual({
      from: '2026-05-21',
      to: '2026-05-21',
    })
    expect(read('in march the 5 best')).toMatchObject({
      range: { from: '2026-03-01', to: '2026-03-31' },
    })
  })

  it('flags a holiday to come', () => {
    expect(read('this christmas').ahead).toBe(true)
    expect(read('la proxima navidad').range).toEqual({ from: '2026-12-25', to: '2026-12-25' })
  })

  it('reads "en el año", "en la semana" as the one under way, not "en el mes de mayo"', () => {
    expect(read('en el año').range).toEqual({ from: '2026-01-01', to: '2026-06-17' })
    expect(read('en la semana').range).toEqual({ from: '2026-06-15', to: '2026-06-17' })
    expect(read('en el mes de mayo')).toMatchObject({ conflict: false })
  })

  it('flags two periods and impossible dates', () => {
    expect(read('March and last week').conflict).toBe(true)
    expect(read('on 2026-02-30').conflict).toBe(true)
  })

  it('reads a day or period "just gone", "que pasó" as the latest one over', () => {
    expect(read('friday just gone').range).toEqual({ from: '2026-06-12', to: '2026-06-12' })
    expect(read('el viernes que paso').range).toEqual({ from: '2026-06-12', to: '2026-06-12' })
    expect(read('the week just gone').range).toEqual({ from: '2026-06-08', to: '2026-06-14' })
  })

  it('reads the last quarter or month "of last year" as its fourth quarter or December', () => {
    expect(read('the last quarter of last year').range).toEqual({
      from: '2025-10-01',
      to: '2025-12-31',
    })
    expect(read('el ultimo mes del año pasado').range).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    })
    // Alone, "last quarter" is the one before this one.
    expect(read('last quarter').range).toEqual({ from: '2026-01-01', to: '2026-03-31' })
  })

  it('reads a month said at length ("the month of", "todo el mes de", "the whole of")', () => {
    for (const text of [
      'for the month of april',
      'todo el mes de abril',
      'over the whole of april',
    ]) {
      const s = new Sentence(tokenize(text))
      expect(readDates(s, now).range).toEqual({ from: '2026-04-01', to: '2026-04-30' })
      // Only "for" and "todo", which ask nothing, are left.
      const left = s.tokens.filter((_, k) => s.used[k] === null).map((t) => t.text)
      expect(left.every((w) => w === 'for' || w === 'todo')).toBe(true)
    }
  })

  it('reads "the whole month" or "till date" beside the one period they repeat', () => {
    const whole = new Sentence(tokenize('december, the whole month'))
    expect(readDates(whole, now).range).toEqual({ from: '2025-12-01', to: '2025-12-31' })
    expect(whole.used.every((u) => u !== null)).toBe(true)
    const till = new Sentence(tokenize('this quarter till date'))
    expect(readDates(till, now).range).toEqual({ from: '2026-04-01', to: '2026-06-17' })
    expect(till.used.every((u) => u !== null)).toBe(true)
    // Last month does not run to today: "till date" is left unread, and the question declined.
    const past = new Sentence(tokenize('last month till date'))
    readDates(past, now)
    expect(past.used.some((u) => u === null)).toBe(true)
  })

  it('reads "last August", "agosto pasado" as the latest one over, a year back for this month', () => {
    expect(read('last august').range).toEqual({ from: '2025-08-01', to: '2025-08-31' })
    expect(read('agosto pasado').range).toEqual({ from: '2025-08-01', to: '2025-08-31' })
    expect(read('last june').range).toEqual({ from: '2025-06-01', to: '2025-06-30' })
    expect(read('el pasado marzo').range).toEqual({ from: '2026-03-01', to: '2026-03-31' })
  })

  it('reads a range of weekdays from the latest first one, the week before when it is to come', () => {
    expect(read('between monday and wednesday').range).toEqual({
      from: '2026-06-15',
      to: '2026-06-17',
    })
    expect(read('desde el lunes').range).toEqual({ from: '2026-06-15', to: '2026-06-17' })
    expect(read('del viernes al lunes').range).toEqual({ from: '2026-06-12', to: '2026-06-15' })
    // Thursday has not come this week: last week's Monday to Thursday, never every day.
    expect(read('between monday and thursday').range).toEqual({
      from: '2026-06-08',
      to: '2026-06-11',
    })
  })

  it('reads the weekend or fortnight "just gone"', () => {
    expect(read('the weekend just gone').range).toEqual({ from: '2026-06-13', to: '2026-06-14' })
    expect(read('the fortnight just gone').range).toEqual({ from: '2026-06-04', to: '2026-06-17' })
  })

  it('reads a day of a month said in words ("the fifth of June", "del uno al diez de junio")', () => {
    expect(read('the fifth of june').range).toEqual({ from: '2026-06-05', to: '2026-06-05' })
    expect(read('june fifth').range).toEqual({ from: '2026-06-05', to: '2026-06-05' })
    expect(read('del cinco de junio').range).toEqual({ from: '2026-06-05', to: '2026-06-05' })
    expect(read('del uno al diez de junio').range).toEqual({ from: '2026-06-01', to: '2026-06-10' })
    expect(read('from the first to the tenth of june').range).toEqual({
      from: '2026-06-01',
      to: '2026-06-10',
    })
    // Elsewhere an ordinal keeps its meaning.
    expect(read('the first week of june').range).toEqual({ from: '2026-06-01', to: '2026-06-07' })
  })

  it('reads "el anterior", "the one before" as the same unit before the period named', () => {
    const r = read('ventas del mes pasado vs el anterior')
    expect(r.periods.map((p) => p.range)).toEqual([
      { from: '2026-05-01', to: '2026-05-31' },
      { from: '2026-04-01', to: '2026-04-30' },
    ])
    expect(read('last week against the one before').periods[1]!.range).toEqual({
      from: '2026-06-01',
      to: '2026-06-07',
    })
  })

  it('reads "the last day of May", "el primer día del mes", "the 3rd of last month" as that day', () => {
    expect(read('the last day of may').range).toEqual({ from: '2026-05-31', to: '2026-05-31' })
    expect(read('el primer dia del mes pasado').range).toEqual({
      from: '2026-05-01',
      to: '2026-05-01',
    })
    expect(read('the 3rd of last month').range).toEqual({ from: '2026-05-03', to: '2026-05-03' })
    expect(read('el 3 de este mes').range).toEqual({ from: '2026-06-03', to: '2026-06-03' })
    // A day the month does not have, or one to come, is no answer.
    expect(read('the 31st of this month').conflict).toBe(true)
    expect(read('the last day of this month').ahead).toBe(true)
    // A bound of a range stays one.
    expect(read('del 1 al 10 de junio').range).toEqual({ from: '2026-06-01', to: '2026-06-10' })
  })
})

describe('round 27: a day of a named week, a period to date, a unit said once', () => {
  it('reads a weekday of this week or last week as that one day, in either order', () => {
    const lastFriday = { from: '2026-06-12', to: '2026-06-12' }
    for (const q of [
      'el viernes de la semana pasada',
      'friday of last week',
      "last week's friday",
      'friday last week',
      'la semana pasada el viernes',
    ]) {
      expect(read(q).range).toEqual(lastFriday)
    }
    expect(read('el lunes de esta semana').range).toEqual({ from: '2026-06-15', to: '2026-06-15' })
    expect(read('monday this week').range).toEqual({ from: '2026-06-15', to: '2026-06-15' })
    // A day of this week still to come has no figures yet.
    expect(read('friday this week').ahead).toBe(true)
  })

  it('reads "the year so far", "the month to date" and a "to date" right after one of two periods', () => {
    expect(read('for the year so far').range).toEqual({ from: '2026-01-01', to: '2026-06-17' })
    expect(read('the month to date').range).toEqual({ from: '2026-06-01', to: '2026-06-17' })
    const two = read('last quarter against this quarter till date')
    expect(two.periods.map((p) => p.range)).toEqual([
      { from: '2026-01-01', to: '2026-03-31' },
      { from: '2026-04-01', to: '2026-06-17' },
    ])
    expect(two.conflict).toBe(true)
  })

  it('reads "el actual" after a period as the current one of the same unit', () => {
    const r = read('compara el trimestre pasado con el actual en pedidos')
    expect(r.periods.map((p) => p.range)).toEqual([
      { from: '2026-01-01', to: '2026-03-31' },
      { from: '2026-04-01', to: '2026-06-17' },
    ])
    expect(read('el mes pasado frente al actual').periods[1]!.range).toEqual({
      from: '2026-06-01',
      to: '2026-06-17',
    })
  })
})

describe('three months listed', () => {
  it('reads three months in a row as their sum, in the year named', () => {
    expect(read('julio, agosto y septiembre del año pasado').range).toEqual({
      from: '2025-07-01',
      to: '2025-09-30',
    })
    expect(read('sales in Jan, Feb and Mar').range).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
    })
    expect(read('november, december and january').range).toEqual({
      from: '2025-11-01',
      to: '2026-01-31',
    })
    expect(read('abril, mayo y junio de 2025').range).toEqual({
      from: '2025-04-01',
      to: '2025-06-30',
    })
  })

  it('reads three months apart, or compared, as no one period', () => {
    expect(read('jan, mar and may')).toMatchObject({ conflict: true })
    expect(read('enero, marzo y mayo')).toMatchObject({ conflict: true })
    expect(read('compare january, february and march').range).toBeUndefined()
  })
})
