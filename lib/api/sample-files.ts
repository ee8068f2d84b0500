/**
 * Where each demo answer lives in the built extension. The build writes one JSON file per
 * endpoint; the background fetches the one it needs, so no context loads them as code.
 */
export const sampleFile = (id: string): string => `samples/${id}.json`;
