// A database of its own for every benchmark run, with a random name, dropped at the end: a run
// never depends on what an earlier one left behind.
import { randomBytes } from 'node:crypto'
import pg from 'pg'

export const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres'

export interface BenchDatabase {
  name: string
  url: string
  drop(): Promise<void>
}

async function admin(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

export async function createBenchDatabase(serverUrl = DEFAULT_SERVER_URL): Promise<BenchDatabase> {
  const name = `stockline_bench_${randomBytes(5).toString('hex')}`
  await admin(serverUrl, `create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    name,
    url: url.toString(),
    drop: () => admin(serverUrl, `drop database if exists ${name} with (force)`),
  }
}
