// Errors a service may throw; the error handler turns them into API.md's error body.
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message)
  }
}

export const badRequest = (code: string, message: string, fields?: Record<string, string>) =>
  new AppError(400, code, message, fields)
export const unauthorized = (message: string, code = 'unauthorized') =>
  new AppError(401, code, message)
export const forbidden = (message: string) => new AppError(403, 'forbidden', message)
export const notFound = (message = 'Not found.') => new AppError(404, 'not_found', message)
export const conflict = (code: string, message: string) => new AppError(409, code, message)
