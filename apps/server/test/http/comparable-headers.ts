/** An answer's headers without those that differ per answer by nature (its date and request ids). */
export function comparableHeaders<H extends Record<string, unknown>>(
  headers: H,
): Omit<H, 'date' | 'x-request-id' | 'x-wix-request-id'> {
  const { date: _d, 'x-request-id': _r, 'x-wix-request-id': _w, ...rest } = headers;
  return rest;
}
