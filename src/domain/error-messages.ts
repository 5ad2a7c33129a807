/** The spec's error catalogue: codes and the words shown to people (shared by server and web). */
export const ERROR_MESSAGES = {
  DUPLICATE_ENTRY: 'This record already exists. Please try with different details.',
  FOREIGN_KEY_VIOLATION: 'Referenced record not found. Please refresh and try again.',
  NO_ROWS_FOUND: 'Record not found.',
  DATABASE_ERROR: 'A database error occurred. Please try again.',
  SERVICE_UNAVAILABLE: 'The booking system is briefly unavailable. Please try again in a moment.',
  NETWORK_OFFLINE: 'You appear to be offline. Please check your internet connection.',
  REQUEST_TIMEOUT: 'Request timed out. Please try again.',
  NETWORK_ERROR: 'Network error occurred. Please check your connection and try again.',
  UNKNOWN_ERROR: 'An unexpected error occurred. Please try again.',
} as const;

/** Every code an API error body may carry: the catalogue's and the server's own. */
export const ERROR_CODES = [
  ...(Object.keys(ERROR_MESSAGES) as (keyof typeof ERROR_MESSAGES)[]),
  'VALIDATION_ERROR',
  'NOT_FOUND',
  'CONFLICT',
  /** A hold renewed past its maximum age (decision 0116): hold again to start anew. */
  'HOLD_EXPIRED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'PAYMENT_DECLINED',
  'PAYMENT_ERROR',
  /** Cancelling or moving a stay found by e-mail needs a one-time code (decision 0117). */
  'CODE_REQUIRED',
  'CODE_INVALID',
  'CODE_EXPIRED',
  /** Staff sign-in needs the code from the authenticator app (decision 0124). */
  'TOTP_REQUIRED',
  /** Owners require two-factor sign-in and this member of staff has not turned it on (0124). */
  'TWO_FACTOR_REQUIRED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The JSON error body of every API failure. */
export type ApiErrorBody = {
  error: {
    code: ErrorCode;
    message: string;
    fields?: Record<string, string>;
    /** On server failures (5xx): the request id the server logged the failure under. */
    requestId?: string;
  };
};
