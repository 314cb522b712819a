// Date checks shared by forms and the server.

/**
 * True for a YYYY-MM-DD date (optionally followed by a time) that exists: Date.parse rolls
 * 2026-02-30 over to March, a real date reads back the same.
 */
export function isRealDate(text: string) {
  if (!/^\d{4}-\d{2}-\d{2}/.test(text) || Number.isNaN(Date.parse(text))) return false
  const day = text.slice(0, 10)
  return new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day
}
