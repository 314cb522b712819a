// Searching a list for text the person typed: any letter case, any accent ("creme" finds "Crème
// brûlée", "créme" finds "Creme"), anywhere in the value, every character typed taken as itself.
//
// The typed text is folded (lower case, accents off) and each letter that has accented forms
// becomes a class of them: "créme" asks for `cr[eéèê…]m[eéèê…]`, matched against lower(column).
// The unaccent extension is missing from PGlite, and translate() on the column costs ~20 times a
// LIKE per row (2.5 s over 100,000 names on PostgreSQL 15, against 0.24 s for this pattern and
// 0.10 s for the accent-blind LIKE it replaces), so the column is never rewritten.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'

// Every accented letter, in both cases in case a database's lower() only knows ASCII.
const ACCENTED =
  'áàâäãåāăąÁÀÂÄÃÅĀĂĄçćčÇĆČďđĎĐéèêëēėęěÉÈÊËĒĖĘĚğĞíìîïīįıÍÌÎÏĪĮİłŁñńňÑŃŇóòôöõøōőÓÒÔÖÕØŌŐřŘśšşŚŠŞťţŤŢúùûüūůűųÚÙÛÜŪŮŰŲýÿÝŸźżžŹŻŽ'
// Letters with a stroke or without a dot, which Unicode does not split into a letter and a mark.
const STROKED: Record<string, string> = { ø: 'o', đ: 'd', ł: 'l', ı: 'i' }

/** Each accented letter and the plain lower-case letter it stands for. */
const plainOf = new Map(
  [...ACCENTED].map((letter) => {
    const lower = letter.toLowerCase()
    return [letter, STROKED[lower] ?? lower.normalize('NFD')[0]!]
  }),
)

/** Each plain letter that has accented forms, and the regular expression class of them all. */
const classOf = new Map<string, string>()
for (const [accented, plain] of plainOf) {
  classOf.set(plain, `${classOf.get(plain) ?? plain}${accented}`)
}

/** The text as the search compares it: lower case, accents folded. */
const folded = (text: string) =>
  [...text.normalize('NFC')]
    .map((letter) => plainOf.get(letter) ?? letter)
    .join('')
    .toLowerCase()

/** A POSIX regular expression finding the text anywhere, whatever its accents. */
const accentBlindPattern = (text: string) =>
  [...folded(text)]
    .map((letter) => {
      const forms = classOf.get(letter)
      return forms ? `[${forms}]` : letter.replace(/[\\^$.|?*+()[\]{}]/, '\\$&')
    })
    .join('')

/** `lower(column) ~ 'cr[eé…]m[eé…]'`: the column holds the text, any case, any accents. */
export const contains = (column: SQLWrapper, text: string) =>
  matchesSearch(column, sql`${searchPattern(text)}`)

/** What `contains` matches, for a statement built once that binds it (db/statements.ts). */
export const searchPattern = accentBlindPattern

export const matchesSearch = (column: SQLWrapper, pattern: SQL) =>
  sql`lower(${column}) ~ ${pattern}`
