// How locations are listed and which one a new order starts with. Apart from the location
// schemas, so that screens which only sort or pick locations (the inbox's default-location
// notice, New order) do not build every schema of the contract on their way to the screen.
/** Sorted by name, case-insensitively (spec §2). */
export const byLocationName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' })

/**
 * The location a new order starts with (spec §4): the only active location, or else the one
 * flagged default.
 */
export function defaultOrderLocation<T extends { active: boolean; default: boolean }>(
  locations: T[],
): T | undefined {
  const active = locations.filter((l) => l.active)
  return active.length === 1 ? active[0] : locations.find((l) => l.default)
}
