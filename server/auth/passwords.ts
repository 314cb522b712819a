// Password hashing: @node-rs/argon2's defaults are argon2id with OWASP's parameters
// (19 MiB memory, 2 iterations, 1 lane).
import { hash, verify } from '@node-rs/argon2'

export const hashPassword = (password: string) => hash(password)

// Verifying against a real hash for unknown emails keeps the answer time the same, so timing
// does not tell which emails have an account.
let dummyHash: Promise<string> | undefined

export async function verifyPassword(passwordHash: string | undefined, password: string) {
  dummyHash ??= hashPassword('not-a-real-password')
  const ok = await verify(passwordHash ?? (await dummyHash), password).catch(() => false)
  return ok && passwordHash !== undefined
}
