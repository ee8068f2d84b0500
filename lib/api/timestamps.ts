/**
 * A timestamp of an answer as a time the figures and the analyses can count with. The service
 * writes dates in several forms (see `timestamp` in lib/areas/fields.ts); ISO dates and date-times
 * read, relative text ("3 days ago") does not, so it gives no time rather than a wrong one.
 */
export function timeOf(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return undefined;
  const time = Date.parse(value);
  return Number.isFinite(time) ? time : undefined;
}
