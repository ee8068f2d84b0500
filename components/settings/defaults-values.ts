import { maxAutoFetchDelaySeconds } from '@/lib/extension/shared/settings-limits';
import type { Preferences } from '@/lib/extension/shared/settings-schema';

/**
 * What a typed default stores. The wait is kept between 0 and its limit; text that is not a number
 * changes nothing (undefined), as the field then holds no value to save.
 */
export function delayFromText(text: string): number | undefined {
  const seconds = Number(text);
  if (text.trim() === '' || !Number.isFinite(seconds)) return undefined;
  return Math.min(Math.max(seconds, 0), maxAutoFetchDelaySeconds);
}

/** An empty language is English, the service's own default. */
export const transcriptLanguageFromText = (text: string): Partial<Preferences> => ({
  transcriptLanguage: text.trim() || 'en',
});

export const proxyCountryFromText = (text: string): Partial<Preferences> => ({
  proxyCountry: text.toUpperCase(),
});

/** Items per list: a whole number from 1, or null (the API's default) for anything else. */
export function defaultCountFromText(text: string): Partial<Preferences> {
  const count = Math.floor(Number(text));
  return { defaultCount: text.trim() === '' || !(count >= 1) ? null : count };
}
