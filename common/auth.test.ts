import { describe, expect, it } from 'vitest'
import { LoginBody, SignupBody, loginFormError, resetFormError, signupFormError } from './auth'
import { messages } from './messages'

describe('auth form rules', () => {
  it('login needs email and password', () => {
    expect(loginFormError('', 'x')).toBe(messages.auth.fillAllFields)
    expect(loginFormError('a@b.co', '')).toBe(messages.auth.fillAllFields)
    expect(loginFormError('a@b.co', 'x')).toBeNull()
  })

  it('signup needs a password longer than 6 characters', () => {
    expect(signupFormError('a@b.co', '')).toBe(messages.auth.fillAllFields)
    expect(signupFormError('a@b.co', '123456')).toBe(messages.auth.passwordTooShort)
    expect(signupFormError('a@b.co', '1234567')).toBeNull()
  })

  it('reset uses the same password rule', () => {
    expect(resetFormError('123456')).toBe(messages.auth.passwordTooShort)
    expect(resetFormError('1234567')).toBeNull()
  })
})

describe('auth request schemas', () => {
  it('reports the spec sentence for a short password', () => {
    const result = SignupBody.safeParse({ email: 'a@b.co', password: 'short' })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(messages.auth.passwordTooShort)
  })

  it('refuses unknown keys', () => {
    expect(LoginBody.safeParse({ email: 'a@b.co', password: 'x', role: 'admin' }).success).toBe(
      false,
    )
  })
})
