/**
 * The service's `{success, data}` envelope, apart from the client so that views can rebuild a
 * body without loading the client.
 */

/** `{success, data}` envelopes hold the resource; `success: false` is a failure whatever the status. */
export const unwrap = (body: unknown): { resource: unknown } | { failed: true } => {
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
    const envelope = body as { success?: unknown; data?: unknown };
    if (envelope.success === false) return { failed: true };
    if (envelope.success === true && 'data' in envelope) return { resource: envelope.data };
  }
  return { resource: body };
};

/**
 * The fields of an envelope around the resource (`success`, `queued`…), `data` kept in its place
 * but emptied: with the resource, all the body says, at a fraction of its size. Undefined for a
 * bare body, which is the resource itself.
 */
export const envelopeOf = (raw: unknown): Record<string, unknown> | undefined => {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return undefined;
  const unwrapped = unwrap(raw);
  return 'resource' in unwrapped && unwrapped.resource !== raw ? { ...raw, data: null } : undefined;
};

/** The body as it arrived, rebuilt from its resource and its envelope (see `envelopeOf`). */
export const rawOf = (answer: { data: unknown; envelope?: Record<string, unknown> }): unknown =>
  answer.envelope ? { ...answer.envelope, data: answer.data } : answer.data;
