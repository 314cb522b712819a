// The mapping a file starts with: each column read as the option its header names (its value or
// label, else a usual alias; in any letter case, accents and punctuation aside), each option once.
import type { MappingOption } from './import-kinds'

const normalised = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

export function guessMapping(header: string[], options: MappingOption[]): (string | null)[] {
  const byName = new Map<string, string>()
  const add = (name: string, value: string) => {
    const key = normalised(name)
    if (!byName.has(key)) byName.set(key, value)
  }
  // A name beats an alias: a custom field labelled "Available" is what a column of that name means.
  for (const option of options) {
    add(option.value, option.value)
    add(option.label, option.value)
  }
  for (const option of options) for (const alias of option.aliases) add(alias, option.value)
  const taken = new Set<string>()
  return header.map((name) => {
    const value = byName.get(normalised(name))
    if (value === undefined || taken.has(value)) return null
    taken.add(value)
    return value
  })
}

/** The same mapping for a file chosen again with the same header (fixed and chosen anew). */
export const sameHeader = (a: string[], b: string[]) =>
  a.length === b.length && a.every((name, index) => name === b[index])
