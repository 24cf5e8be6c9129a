import type { NextFunction, Request, Response } from 'express';
import { logger } from 'firebase-functions';
import { ValidationError } from 'yup';
import { HttpError, notFoundError } from '../lib/http-error';
import { validationHttpError } from '../lib/validate';

export function notFound(req: Request, _res: Response, next: NextFunction) {
  next(notFoundError(`Ruta no encontrada: ${req.method} ${req.path}`));
}

/** Turns every failure into {status, message, errors?}; stack traces go to the log only. */
export function errorHandler(err: unknown, req: Request, res: Response, _next: NextFunction) {
  if (err instanceof HttpError) {
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
    const message =
      status === 413 ? 'El cuerpo de la petición es demasiado grande' : 'Petición no válida';
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
