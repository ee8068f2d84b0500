/** A typed limit in credits, hours, megabytes or days: a whole number from 0, or null (none). */
export const capFromText = (text: string): number | null => {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) || value < 0 ? null : Math.floor(value);
};

/** Answers are reused for a day unless a number is typed. */
export const cacheHoursFromText = (text: string): number => capFromText(text) ?? 24;

/** The cache holds 50 MB unless a number is typed. */
export const cacheMegabytesFromText = (text: string): number => capFromText(text) ?? 50;
