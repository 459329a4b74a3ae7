/** The platform's error codes (PROTOCOL.md lists them); the HTTP status travels with each. */
export const ErrorCodes = {
  INVALID_PARAMETER: { code: 40000, status: 400 },
  INVALID_CODE: { code: 40010, status: 400 },
  REDIRECT_MISMATCH: { code: 40011, status: 400 },
  UNSUPPORTED_GRANT: { code: 40012, status: 400 },
  INVALID_REFRESH_TOKEN: { code: 40013, status: 400 },
  INVALID_ACCESS_TOKEN: { code: 40100, status: 401 },
  ACCESS_TOKEN_EXPIRED: { code: 40101, status: 401 },
  AUTHORIZATION_REVOKED: { code: 40102, status: 401 },
  NOT_FOUND: { code: 40400, status: 404 },
  ORDER_STATE_CONFLICT: { code: 40900, status: 409 },
  TOO_MANY_CALLS: { code: 42900, status: 429 },
  DECRYPT_QUOTA_USED: { code: 42901, status: 429 },
  INTERNAL: { code: 50000, status: 500 },
  BUSY: { code: 50300, status: 503 },
  GATEWAY_TIMEOUT: { code: 50400, status: 504 },
} as const;

export type ErrorKind = keyof typeof ErrorCodes;

/** A refusal the platform answers as `{error_code, error_msg}` with the kind's HTTP status. */
export class StandInError extends Error {
  readonly code: number;
  readonly status: number;

  constructor(
    kind: ErrorKind,
    message: string,
    /** Seconds, sent as Retry-After. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.code = ErrorCodes[kind].code;
    this.status = ErrorCodes[kind].status;
  }
}

export function invalidParameter(message: string): StandInError {
  return new StandInError('INVALID_PARAMETER', message);
}
