import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiFailure } from '../../src/contracts/apiResult';
import { isDatabaseUnavailable } from '../db/connect';

export function sendFailure(reply: FastifyReply, status: number, failure: Omit<ApiFailure, 'success'>) {
  return reply.code(status).send({ success: false, ...failure } satisfies ApiFailure);
}

/** Turns every error into the API's failure shape; a stack trace never leaves the server. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler<FastifyError>((err, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const [first] = err.validation;
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const message = first?.message ?? '';
      return sendFailure(reply, 400, {
        error: 'ValidationError',
        messageKey: message.startsWith('txt_') ? message : 'txt_error_invalid_input',
        ...(field ? { field } : {}),
      });
    }
    // The client keeps what it sent and sends it again later.
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ code: err.code, message: err.message }, 'request failed: database unavailable');
      return sendFailure(reply, 503, { error: 'ServiceUnavailable', messageKey: 'txt_error_database_unavailable' });
    }
    const status = typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    if (status >= 500) request.log.error({ err }, 'request failed');
    else request.log.info({ code: err.code, status }, 'request refused');
    const byStatus: Record<number, [string, string]> = {
      400: ['BadRequest', 'txt_error_invalid_input'],
      413: ['PayloadTooLarge', 'txt_error_too_large'],
      415: ['UnsupportedMediaType', 'txt_error_invalid_input'],
      429: ['TooManyRequests', 'txt_error_too_many_requests'],
    };
    const [error, messageKey] = byStatus[status] ?? (status >= 500 ? ['InternalServerError', 'txt_error_default'] : ['RequestError', 'txt_error_default']);
    return sendFailure(reply, status, { error, messageKey });
  });
}
