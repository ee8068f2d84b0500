/** What the platforms' `fromDocument` readers share: reading data a page embeds. */

/** Parses JSON found in a page, or undefined. */
export const parseJson = (text: string | null | undefined): unknown => {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
