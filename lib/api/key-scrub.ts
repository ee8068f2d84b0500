/** The key must never leave in an error or a result: whatever the service says is scrubbed of it. */
import type { ApiError } from './errors';

/** The text with every occurrence of the key, bare or as it reads inside a JSON string, replaced. */
export const withoutKey = (text: string, key: string): string => {
  if (key === '') return text;
  let clean = text;
  for (const form of new Set([key, JSON.stringify(key).slice(1, -1)]))
    clean = clean.split(form).join('[your key]');
  return clean;
};

/** The error with the key taken out of its message and its detail. */
export const errorWithoutKey = (error: ApiError, key: string): ApiError => ({
  ...error,
  message: withoutKey(error.message, key),
  ...(error.detail === undefined ? {} : { detail: withoutKey(error.detail, key) }),
});
