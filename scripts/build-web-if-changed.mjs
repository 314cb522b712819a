// `npm start` builds the web app only when what it is built from changed since the last build,
// or when there is no build: the build is most of a start's time, and a restart needs none.
// The sources' hash is kept beside the build, in dist/, and written only after a build succeeds.
// Plain JavaScript, run by node without tsx: it runs at every start, and tsx would add its load.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** Everything vite.config.ts builds from: the pages, the shared contract, the config, the lock. */
const SOURCES = ['web', 'common', 'vite.config.ts', 'tsconfig.json', 'package-lock.json']
const BUILT_PAGE = 'dist/web/index.html'
const STAMP = 'dist/web-sources.sha256'

/** @param {string} path @returns {Generator<string>} */
function* filesOf(path) {
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) yield* filesOf(join(path, name))
  } else {
    yield path
  }
}

function sourcesHash() {
  const hash = createHash('sha256')
  for (const file of SOURCES.flatMap((source) => [...filesOf(source)])) {
    hash.update(`${file}\0`).update(readFileSync(file)).update('\0')
  }
  return hash.digest('hex')
}

const current = sourcesHash()
const built = existsSync(BUILT_PAGE) && existsSync(STAMP) ? readFileSync(STAMP, 'utf8') : null
if (built === current) {
  console.log('The web app in dist/web is up to date with its sources: not rebuilt.')
} else {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
  writeFileSync(STAMP, current)
}
