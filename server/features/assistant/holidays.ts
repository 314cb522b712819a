// Holidays named as days ("christmas eve", "nochevieja", "easter sunday"): each is one day of a
// year, fixed or worked out (Easter, the fourth Thursday of November). Only days with one meaning
// wherever the question comes from are known: "mother's day" or "labor day" move by country, and
// "Black Friday" sales run for days around it.

const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d))

/** Easter Sunday of a year (the Gregorian computus of Meeus, Jones and Butcher). */
function easter(y: number) {
  const a = y % 19
  const b = Math.floor(y / 100)
  const c = y % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  return utc(y, month - 1, ((h + l - 7 * m + 114) % 31) + 1)
}

/** The nth (1-based) weekday of a month; n = -1 is the last one. */
function nthWeekday(y: number, m: number, weekday: number, n: number) {
  if (n < 0) {
    const last = utc(y, m + 1, 0)
    return utc(y, m, last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7))
  }
  const first = utc(y, m, 1)
  return utc(y, m, 1 + ((weekday - first.getUTCDay() + 7) % 7) + 7 * (n - 1))
}
const thanksgiving = (y: number) => nthWeekday(y, 10, 4, 4)
const plus = (d: Date, days: number) =>
  utc(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + days)

/** Each holiday's words (normalised tokens) and its day in a given year. */
const HOLIDAYS: [string, (y: number) => Date][] = [
  ['christmas\\seve|nochebuena|noche\\sbuena', (y) => utc(y, 11, 24)],
  [
    '(?:the\\s)?christmas(?:\\sday)?|xmas(?:\\sday)?|(?:el\\s)?(?:dia\\sde\\s)?navidad',
    (y) => utc(y, 11, 25),
  ],
  ['boxing\\sday', (y) => utc(y, 11, 26)],
  ['new\\syears?\\seve|nochevieja|noche\\svieja', (y) => utc(y, 11, 31)],
  ['new\\syears?(?:\\sday)?|(?:el\\s)?(?:dia\\sde\\s)?ano\\snuevo', (y) => utc(y, 0, 1)],
  ['(?:el\\s)?(?:dia\\sde\\s)?(?:los\\s)?reyes(?:\\smagos)?', (y) => utc(y, 0, 6)],
  [
    "(?:st\\s|saint\\s)?valentine'?s?(?:\\sday)?|(?:el\\s)?(?:dia\\sde\\s)?san\\svalentin|(?:el\\s)?dia\\sde\\slos\\senamorados",
    (y) => utc(y, 1, 14),
  ],
  [
    "(?:st|saint)\\spatrick'?s?(?:\\sday)?|(?:st\\s)?pad+y'?s?\\sday|(?:st\\s)?patty'?s?\\sday|san\\spatricio",
    (y) => utc(y, 2, 17),
  ],
  ['(?:the\\s)?(?:fourth|4th)\\sof\\sjuly', (y) => utc(y, 6, 4)],
  ['halloween', (y) => utc(y, 9, 31)],
  ['thanksgiving(?:\\sday)?|(?:el\\s)?dia\\sde\\sacc?ion\\sde\\sgracias', thanksgiving],
  ['memorial\\sday', (y) => nthWeekday(y, 4, 1, -1)],
  ['good\\sfriday|(?:el\\s)?viernes\\ssanto', (y) => plus(easter(y), -2)],
  ['(?:el\\s)?jueves\\ssanto', (y) => plus(easter(y), -3)],
  ['easter\\smonday', (y) => plus(easter(y), 1)],
  ['easter(?:\\ssunday)?|(?:el\\s)?domingo\\sde\\s(?:pascua|resurreccion)', (y) => easter(y)],
  // A nation's own day, on a fixed date: one meaning wherever it is asked about.
  ['burns\\s(?:night|supper|day)', (y) => utc(y, 0, 25)],
  ['australia\\sday', (y) => utc(y, 0, 26)],
  ['waitangi\\sday', (y) => utc(y, 1, 6)],
  ["(?:st|saint)\\sdavid'?s?\\sday", (y) => utc(y, 2, 1)],
  ["(?:st|saint)\\sgeorge'?s?\\sday", (y) => utc(y, 3, 23)],
  ['anzac\\sday', (y) => utc(y, 3, 25)],
  ['juneteenth', (y) => utc(y, 5, 19)],
  ['canada\\sday|(?:el\\s)?dia\\sde\\scanada', (y) => utc(y, 6, 1)],
  ['bastille\\sday', (y) => utc(y, 6, 14)],
  ['(?:el\\s)?dia\\sde\\sla\\s(?:hispanidad|raza)', (y) => utc(y, 9, 12)],
  [
    "all\\ssaints'?(?:\\sday)?|(?:el\\s)?(?:dia\\sde\\s)?todos\\slos\\ssantos",
    (y) => utc(y, 10, 1),
  ],
  [
    '(?:el\\s)?dia\\sde\\s(?:los\\s)?muertos|(?:el\\s)?dia\\sde\\slos\\sdifuntos',
    (y) => utc(y, 10, 2),
  ],
  ['guy\\sfawkes(?:\\snight|\\sday)?|bonfire\\snight', (y) => utc(y, 10, 5)],
  ['remembrance\\sday|veterans\\sday|armistice\\sday', (y) => utc(y, 10, 11)],
  ["(?:st|saint)\\sandrew'?s?\\sday", (y) => utc(y, 10, 30)],
  ["(?:st|saint)\\sstephen'?s?\\sday", (y) => utc(y, 11, 26)],
  ['(?:el\\s)?dia\\sde\\s(?:los\\s)?(?:santos\\s)?inocentes', (y) => utc(y, 11, 28)],
  ["april\\sfools?'?(?:\\sday)?", (y) => utc(y, 3, 1)],
  ['groundhog\\sday', (y) => utc(y, 1, 2)],
  ['hogmanay', (y) => utc(y, 11, 31)],
]

/** One alternative per holiday, each a capturing group, in the order of HOLIDAYS. */
export const HOLIDAY = HOLIDAYS.map(([words]) => `(${words})`).join('|')

/**
 * The day of the holiday whose group matched: in the year given, else the latest one that is not
 * after today, or with `upcoming` ("this Christmas", "la próxima Navidad") the next one from today.
 */
export function holidayDay(
  groups: (string | undefined)[],
  today: Date,
  { year, upcoming }: { year?: number; upcoming?: boolean },
): Date {
  const dayIn = HOLIDAYS[groups.findIndex((g) => g !== undefined)]![1]
  if (year !== undefined) return dayIn(year)
  const thisYear = dayIn(today.getUTCFullYear())
  if (upcoming) return thisYear >= today ? thisYear : dayIn(today.getUTCFullYear() + 1)
  return thisYear <= today ? thisYear : dayIn(today.getUTCFullYear() - 1)
}

/** How many groups HOLIDAY has. */
export const HOLIDAY_GROUPS = HOLIDAYS.length
