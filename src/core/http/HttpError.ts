/** Why a call failed: a response with an error status, the client's own timeout, the network, or an abort. */
export type HttpErrorKind = 'status' | 'timeout' | 'network' | 'aborted';

/** The one error type the HTTP client rejects with; `message` is already the catalogue text. */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly kind: HttpErrorKind;
  readonly status: number | undefined;
  readonly body: unknown;
  readonly url: string;

  constructor(init: { kind: HttpErrorKind; message: string; url: string; status?: number; body?: unknown }) {
    super(init.message);
    this.kind = init.kind;
    this.status = init.status;
    this.body = init.body;
    this.url = init.url;
  }
}

/** Superseded or cancelled calls reject with this; callers normally ignore them. */
export function isAbortError(error: unknown): boolean {
  return error instanceof HttpError && error.kind === 'aborted';
}
