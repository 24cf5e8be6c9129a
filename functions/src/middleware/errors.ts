import type { NextFunction, Request, Response } from 'express';
import { logger } from 'firebase-functions';
import { ValidationError } from 'yup';
import { HttpError, TooManyRequests, notFoundError } from '../lib/http-error';
import { validationHttpError } from '../lib/validate';

const TOO_LARGE = 'El cuerpo de la petición es demasiado grande';

/**
 * Refuses a body over `limit` bytes with 413 before any work. Checks the declared length and the
 * raw body the Functions runtime kept (req.rawBody): the runtime parses every body itself, up to
 * 32 MB, before this app runs, so a parser limit here would never see the size.
 */
export function bodyLimit(limit: number) {
  return (req: Request, _res: Response, next: NextFunction) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    const raw = (req as Request & { rawBody?: Buffer }).rawBody?.length ?? 0;
    if (declared > limit || raw > limit) {
      next(new HttpError(413, TOO_LARGE));
      return;
    }
    next();
  };
}

export function notFound(req: Request, _res: Response, next: NextFunction) {
  next(notFoundError(`Ruta no encontrada: ${req.method} ${req.path}`));
}

/** Turns every failure into {status, message, errors?}; stack traces go to the log only. */
export function errorHandler(err: unknown, req: Request, res: Response, _next: NextFunction) {
  if (err instanceof HttpError) {
    if (err instanceof TooManyRequests) res.set('Retry-After', String(err.retryAfterSeconds));
    res.status(err.status).json(err.toBody());
    return;
  }
  if (err instanceof ValidationError) {
    res.status(400).json(validationHttpError(err).toBody());
    return;
  }
  // body-parser errors carry an HTTP status (400 bad JSON, 413 too large).
  const status = httpStatusOf(err);
  if (status && status >= 400 && status < 500) {
    const message = status === 413 ? TOO_LARGE : 'Petición no válida';
    res.status(status).json({ status, message });
    return;
  }
  logger.error('Unhandled API error', {
    path: req.path,
    method: req.method,
    error: err instanceof Error ? err.stack : String(err),
  });
  res.status(500).json({ status: 500, message: 'Error interno del servidor' });
}

function httpStatusOf(err: unknown): number | null {
  if (typeof err === 'object' && err !== null && 'status' in err) {
    const status = (err as { status: unknown }).status;
    if (typeof status === 'number') return status;
  }
  return null;
}
