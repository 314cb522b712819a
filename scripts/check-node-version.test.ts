// The CI's Node.js check: versions compared part by part as numbers, one sentence when too old.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

function check(engines: string) {
  const packageJson = join(mkdtempSync(join(tmpdir(), 'stockline-engines-')), 'package.json')
  writeFileSync(packageJson, JSON.stringify({ engines: { node: engines } }))
  const run = spawnSync(process.execPath, ['scripts/check-node-version.mjs', packageJson], {
    encoding: 'utf8',
  })
  return { ok: run.status === 0, message: run.stderr.trim() }
}

describe('the Node.js version check', () => {
  const [major, minor, patch] = process.versions.node.split('.').map(Number) as [
    number,
    number,
    number,
  ]

  it('passes this Node.js for any minimum it meets', () => {
    expect(check(`>=${major}.${minor}.${patch}`).ok).toBe(true)
    expect(check(`>=${major}`).ok).toBe(true)
    expect(check(`>=${major - 1}.99`).ok).toBe(true)
    expect(check(`>=${major}.${minor}`).ok).toBe(true)
  })

  it('stops with one sentence naming both versions when this Node.js is older', () => {
    const newer = `${major}.${minor}.${patch + 1}`
    expect(check(`>=${newer}`)).toEqual({
      ok: false,
      message: `Stockline needs Node.js ${newer} or newer (package.json engines) and this is ${process.versions.node}: install a newer Node.js, then run again.`,
    })
    expect(check(`>=${major + 1}`).ok).toBe(false)
    expect(check(`>=${major}.${minor + 1}`).ok).toBe(false)
  })

  it('refuses an engines range it cannot read rather than passing it', () => {
    expect(check('^20').message).toBe(
      'package.json engines.node must read ">=x.y.z"; it reads "^20".',
    )
  })
})
