// Type-ahead matching over lists already on the screen: "creme" finds "Crème brûlée", "ADA" finds
// "ada@example.com", as the server's own search ignores case (and people do not type accents).
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase()

/** Whether one of the texts holds the query, ignoring case, accents and surrounding spaces. */
export function matchesSearch(query: string, ...texts: string[]): boolean {
  const wanted = fold(query.trim())
  return wanted === '' || texts.some((text) => fold(text).includes(wanted))
}
