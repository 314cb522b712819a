// Stops CI at once, with one sentence, when this Node.js is older than package.json's engines
// asks for, rather than later with a strange error from a dependency. Plain JavaScript without
// imports of ours: it runs before anything is installed.
// Usage: node scripts/check-node-version.mjs [path/to/package.json]
import { readFileSync } from 'node:fs'

const packageJson = process.argv[2] ?? new URL('../package.json', import.meta.url)
const range = JSON.parse(readFileSync(packageJson, 'utf8')).engines.node
const minimum = /^>=\s*(\d+(?:\.\d+){0,2})$/.exec(range.trim())?.[1]
if (!minimum) {
  console.error(`package.json engines.node must read ">=x.y.z"; it reads "${range}".`)
  process.exit(1)
}

/** -1, 0 or 1 as dotted version a is below, equal to or above b, part by part as numbers. */
function compare(a, b) {
  const as = a.split('.').map(Number)
  const bs = b.split('.').map(Number)
  for (let i = 0; i < 3; i++) {
    const diff = (as[i] ?? 0) - (bs[i] ?? 0)
    if (diff !== 0) return Math.sign(diff)
  }
  return 0
}

const running = process.versions.node
if (compare(running, minimum) < 0) {
  console.error(
    `Stockline needs Node.js ${minimum} or newer (package.json engines) and this is ${running}: install a newer Node.js, then run again.`,
  )
  process.exit(1)
}
