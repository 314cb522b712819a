// `npm start` builds the web app and the server bundle only when what each is built from
// changed since its last build, or when there is none: the builds are most of a start's time,
// and a restart needs neither. Each one's sources hash is kept beside the build, in dist/, and
// written only after that build succeeds.
// Plain JavaScript, run by node without tsx: it runs at every start, and tsx would add its load.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildServer } from './build-server.mjs'

const SERVER_BUNDLE = 'dist/server/main.js'

const targets = [
  {
    name: 'web app',
    // Everything vite.config.ts builds from: the pages, the shared contract, the config, the lock.
    sources: ['web', 'common', 'vite.config.ts', 'tsconfig.json', 'package-lock.json'],
    built: 'dist/web/index.html',
    stamp: 'dist/web-sources.sha256',
    build: async () => {
      const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
      if (build.status !== 0) process.exit(build.status ?? 1)
    },
  },
  {
    name: 'server',
    sources: ['server', 'common', 'package-lock.json'],
    built: SERVER_BUNDLE,
    stamp: 'dist/server-sources.sha256',
    build: () => buildServer(SERVER_BUNDLE),
  },
]

/** @param {string} path @returns {Generator<string>} */
function* filesOf(path) {
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) yield* filesOf(join(path, name))
  } else {
    yield path
  }
}

/** @param {string[]} sources */
function sourcesHash(sources) {
  const hash = createHash('sha256')
  for (const file of sources.flatMap((source) => [...filesOf(source)])) {
    hash.update(`${file}\0`).update(readFileSync(file)).update('\0')
  }
  return hash.digest('hex')
}

for (const target of targets) {
  const current = sourcesHash(target.sources)
  const built =
    existsSync(target.built) && existsSync(target.stamp) ? readFileSync(target.stamp, 'utf8') : null
  if (built === current) {
    console.log(`The ${target.name} in dist/ is up to date with its sources: not rebuilt.`)
  } else {
    await target.build()
    writeFileSync(target.stamp, current)
  }
}
