import { accessModeParams, offersAccessModes } from '@/lib/api/access-mode';
import type { Endpoint } from '@/lib/api/endpoint';
import { formFields } from '@/lib/api/form';
import { cleanParams, paramsFromPage } from '@/lib/areas/page-params';
import type { Preferences } from '@/lib/extension/shared/settings-schema';
import type { FormValues } from './ParamForm';

const isLanguage = (field: { name: string }) => field.name === 'language';

/**
 * Where a tab's controls start, from the options: Threads calls in the chosen mode, lists with the
 * chosen number of items (within the endpoint's cap), transcripts in the chosen language.
 */
export function startingValues(endpoint: Endpoint, prefs: Preferences | null): FormValues {
  const values: FormValues = {};
  const mode = prefs?.microblogMode ?? 'anonymous';
  if (offersAccessModes(endpoint) && mode !== 'anonymous') {
    const { max, country } = accessModeParams(mode, prefs?.proxyCountry ?? 'US');
    if (max) values.max = true;
    if (country) values.country = country;
  }
  // Transcripts start in the chosen language, as the popup's copy does.
  const fields = formFields(endpoint);
  if (endpoint.transcript && prefs?.transcriptLanguage && fields.some(isLanguage))
    values.language = prefs.transcriptLanguage;
  const count = fields.find((field) => field.name === 'count');
  if (count && typeof prefs?.defaultCount === 'number') {
    values.count = String(Math.min(prefs.defaultCount, count.max ?? prefs.defaultCount));
  }
  return values;
}

/**
 * What a page's tab for `endpoint` sends before its controls change: the page's params and the
 * stored defaults; what a profile's figures ask its posts list with.
 */
export const pageTabParams = (
  endpoint: Endpoint,
  pageParams: Record<string, string>,
  prefs: Preferences | null,
): Record<string, unknown> => ({
  ...paramsFromPage(endpoint, pageParams),
  ...cleanParams(startingValues(endpoint, prefs)),
});
