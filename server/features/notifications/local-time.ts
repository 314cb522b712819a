// The wall-clock date and hour in a time zone, from the runtime's time zone data (Intl).
const formats = new Map<string, Intl.DateTimeFormat>()

function formatIn(timeZone: string) {
  let format = formats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    })
    formats.set(timeZone, format)
  }
  return format
}

/** The local date (YYYY-MM-DD) and hour (0-23) at `at` in `timeZone`; throws for an unknown zone. */
export function localDateAndHour(timeZone: string, at: Date): { date: string; hour: number } {
  const parts = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  )
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) }
}
