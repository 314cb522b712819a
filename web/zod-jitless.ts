// Zod compiles its object parsers with `new Function` unless told not to, and the server's
// Content-Security-Policy (script-src 'self') forbids that: the attempt is reported as a
// violation on every page. Schemas are built when their modules load, so this runs first.
import { config } from 'zod/v4/core'

config({ jitless: true })
