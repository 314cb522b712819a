import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { useHarness } from './test/harness'

const webDir = mkdtempSync(join(tmpdir(), 'stockline-web-'))
mkdirSync(join(webDir, 'assets'))
writeFileSync(
  join(webDir, 'index.html'),
  '<!doctype html><title>Stockline</title><div id="root"></div>',
)
writeFileSync(join(webDir, 'assets', 'app.js'), 'console.log(1)')

const h = useHarness({ WEB_DIR: webDir })

describe('serving the web app', () => {
  it('answers every app route with index.html, not cached', async () => {
    for (const path of ['/', '/login', '/provider/abc/inbox', '/client/xyz/order/12']) {
      const response = await h.app.inject({ url: path })
      expect(response.statusCode, path).toBe(200)
      expect(response.headers['content-type']).toContain('text/html')
      expect(response.body).toContain('<div id="root">')
    }
    expect((await h.app.inject({ url: '/login' })).headers['cache-control']).toBe('no-cache')
  })

  it('serves built files as they are', async () => {
    const response = await h.app.inject({ url: '/assets/app.js' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('javascript')
    expect(response.headers['cache-control']).toContain('immutable')
  })

  it('keeps unknown API routes a JSON 404', async () => {
    const response = await h.app.inject({ url: '/api/nothing' })
    expect(response.statusCode).toBe(404)
    expect(response.json().error.code).toBe('not_found')
    const post = await h.app.inject({ method: 'POST', url: '/somewhere' })
    expect(post.statusCode).toBe(404)
  })
})
