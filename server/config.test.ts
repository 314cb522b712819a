import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, trustedProxies } from './config'

describe('config', () => {
  it('has defaults that run the app on PGlite', () => {
    const config = loadConfig({})
    expect(config.PORT).toBe(3000)
    expect(config.DATABASE_URL).toBeUndefined()
    expect(config.DATA_DIR).toBe('./data')
    expect(config.publicUrl).toBe('http://localhost:3000')
  })

  it('trusts no proxy, every hop, or a number of proxies', async () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false)
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true)
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1)
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(ConfigError)
    // Behind one proxy that appends to X-Forwarded-For, the address the client wrote is not used.
    const { default: Fastify } = await import('fastify')
    const app = Fastify({
      trustProxy: trustedProxies(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY),
    })
    app.get('/ip', async (request) => request.ip)
    const answer = await app.inject({
      url: '/ip',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' },
    })
    expect(answer.body).toBe('203.0.113.7')
    await app.close()
  })

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000)
  })

  it('names every bad variable at once', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' }),
    ).toThrow(ConfigError)
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' })
    } catch (error) {
      const message = (error as Error).message
      expect(message).toContain('PORT')
      expect(message).toContain('DATABASE_URL')
      expect(message).toContain('JWT_SECRET')
    }
  })

  it('needs a bucket for S3 storage', () => {
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET/)
  })

  it('drops a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.com/' }).publicUrl).toBe(
      'https://shop.example.com',
    )
  })
})
