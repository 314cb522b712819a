// One log line per request, written when the answer is sent. Fastify's default writes two (the
// request as it arrives, then its answer), which doubles the log for no more information.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify'

const WRITES_INFO = new Set(['info', 'debug', 'trace'])

export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    // At the production level (warn) only errors are written: nothing to build for the others.
    if (!error && !WRITES_INFO.has(reply.log.level)) return
    // The path without its query string (a search a person typed, a token), and never the body:
    // a log is read by more people than the data is.
    const line = {
      method: request.method,
      path: request.url.split('?')[0],
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    }
    if (error) reply.log.error({ ...line, err: error }, 'request errored')
    else reply.log.info(line, 'request')
  }
}
