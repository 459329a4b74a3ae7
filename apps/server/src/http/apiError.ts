import { ErrorCode, errorMessages, type ErrorCodeValue } from '@oms/api-client';

const httpStatusOf: Partial<Record<ErrorCodeValue, number>> = {
  [ErrorCode.NOT_SIGNED_IN]: 401,
  [ErrorCode.NOT_PURCHASER]: 403,
  [ErrorCode.INVALID_INPUT]: 400,
  [ErrorCode.CAPTCHA_INVALID]: 400,
  [ErrorCode.BAD_CREDENTIALS]: 400,
  [ErrorCode.ACCOUNT_LOCKED]: 429,
  [ErrorCode.ACCOUNT_DISABLED]: 403,
  [ErrorCode.FORBIDDEN]: 403,
  [ErrorCode.NOT_FOUND]: 404,
  [ErrorCode.CONFLICT]: 409,
  [ErrorCode.TOO_MANY_REQUESTS]: 429,
  [ErrorCode.CAPTCHA_REQUIRED]: 400,
  [ErrorCode.UNEXPECTED]: 500,
  [ErrorCode.PAY_PASSWORD_LOCKED]: 429,
  [ErrorCode.SMS_TOO_FREQUENT]: 429,
};

/** A refusal the caller should see: thrown anywhere in a handler, answered as an envelope. */
export class ApiError extends Error {
  constructor(
    readonly errorCode: ErrorCodeValue,
    message: string = errorMessages[errorCode],
    readonly data: unknown = null,
  ) {
    super(message);
  }

  get httpStatus(): number {
    return httpStatusOf[this.errorCode] ?? 400;
  }
}

export const invalid = (message: string, field?: string) =>
  new ApiError(ErrorCode.INVALID_INPUT, message, field ? { field } : null);
export const forbidden = (message?: string) => new ApiError(ErrorCode.FORBIDDEN, message);
export const notFound = (message?: string) => new ApiError(ErrorCode.NOT_FOUND, message);
export const conflict = (message?: string) => new ApiError(ErrorCode.CONFLICT, message);

export function envelope<T>(data: T) {
  return { errorCode: ErrorCode.OK, errorMsg: '', data };
}
