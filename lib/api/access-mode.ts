/**
 * How the service reaches a page for the endpoints that offer a choice (Threads): anonymously,
 * signed in (`max`), or through a proxy country; the two never combine, and each costs more.
 * An endpoint offers the choice when it takes both params.
 */
import type { Endpoint } from './endpoint';

export type AccessMode = 'anonymous' | 'max' | 'country';

export const offersAccessModes = (endpoint: Endpoint): boolean =>
  'max' in endpoint.params.shape && 'country' in endpoint.params.shape;

/** The mode these params ask for. */
export const accessModeOf = (values: Record<string, unknown>): AccessMode =>
  values.max === true
    ? 'max'
    : typeof values.country === 'string' && values.country !== ''
      ? 'country'
      : 'anonymous';

/** The params of a mode: `max` and `country` set as the mode needs, the other cleared. */
export const accessModeParams = (mode: AccessMode, country: string) => ({
  max: mode === 'max',
  country: mode === 'country' ? country || 'US' : '',
});
