/**
 * A non-zero envelope, thrown by `request` so queries and mutations see it as an error. Its own
 * module: the query client (which retries only network failures) reads it without importing the
 * API client, whose session end resets the query client.
 */
export class ApiFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown,
  ) {
    super(message);
  }
  /** Field-level messages when the server sent them. */
  get fieldErrors(): { field: string; message: string }[] {
    const errors = (this.data as { errors?: unknown } | null)?.errors;
    return Array.isArray(errors) ? (errors as { field: string; message: string }[]) : [];
  }
}
