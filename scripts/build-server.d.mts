/** Bundles server/main.ts into `outfile`, with the migrations beside it. */
export function buildServer(outfile: string): Promise<void>
