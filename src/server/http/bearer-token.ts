/** The token of an `Authorization: Bearer <token>` header; undefined when the header has another shape. */
export function bearerToken(authorization: string | undefined): string | undefined {
  return authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
}
