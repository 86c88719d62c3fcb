// The one error the client throws: the request never produced an API envelope.
// (API failures — code < 0 — are resolved as envelopes, not thrown.)

export type TransportErrorKind = 'network' | 'offline' | 'timeout' | 'http' | 'parse';

export class ApiTransportError extends Error {
  override readonly name = 'ApiTransportError';
  constructor(
    readonly kind: TransportErrorKind,
    readonly path: string,
    /** HTTP status for kind 'http'. */
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(`${kind} error on ${path}${status ? ` (HTTP ${status})` : ''}`, options);
  }
}

export function isApiTransportError(err: unknown): err is ApiTransportError {
  return err instanceof ApiTransportError;
}
