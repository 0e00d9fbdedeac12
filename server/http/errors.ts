import { errorCodes, type ErrorCode, type FailureEnvelope } from '../../shared/api/errors.ts';

export { errorCodes };

/**
 * An expected failure with an HTTP status, an error code from shared/api/errors.ts and a clear English message.
 * Thrown by handlers and services; the app's one error handler turns it into a failure envelope.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly value: unknown;

  constructor(statusCode: number, code: ErrorCode, message: string, value?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
    this.value = value;
  }

  toEnvelope(): FailureEnvelope {
    return failure(this.code, this.message, this.value);
  }
}

export function failure(code: ErrorCode, message: string, value?: unknown): FailureEnvelope {
  return value === undefined ? { success: false, message, code } : { success: false, message, code, value };
}

export function success<T>(value: T): { success: true; value: T; message: string } {
  return { success: true, value, message: 'OK' };
}
