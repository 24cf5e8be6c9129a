/** The only error shape the API sends: {status, message, errors?} (ARCHITECTURE.md §4). */
export interface ApiErrorBody {
  status: number;
  message: string;
  errors?: Record<string, string>;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }

  toBody(): ApiErrorBody {
    return this.errors
      ? { status: this.status, message: this.message, errors: this.errors }
      : { status: this.status, message: this.message };
  }
}

export const unauthorized = (message = 'Se requiere iniciar sesión') => new HttpError(401, message);
export const forbidden = (message = 'No tiene permiso para esta acción') =>
  new HttpError(403, message);
export const notFoundError = (message = 'No encontrado') => new HttpError(404, message);
export const badRequest = (message: string, errors?: Record<string, string>) =>
  new HttpError(400, message, errors);
/** The request clashes with stored data (already registered, already used). */
export const conflict = (message: string, errors?: Record<string, string>) =>
  new HttpError(409, message, errors);

/**
 * Too many requests (abuse limits, mail quota): 429 with `Retry-After`, the whole seconds until
 * the window that refused it ends (the error handler sets the header).
 */
export class TooManyRequests extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}
