/** The Threads access modes, said once: which endpoints offer them, and what each mode sends. */
import { describe, expect, it } from 'vitest';
import { accessModeOf, accessModeParams, offersAccessModes } from '@/lib/api/access-mode';
import { endpoints } from '@/lib/areas';

describe('access modes', () => {
  it('are offered where an endpoint takes both max and country, all of them on Threads', () => {
    const offering = endpoints.filter(offersAccessModes);
    expect(offering.length).toBeGreaterThan(3);
    for (const endpoint of offering) expect(endpoint.area).toBe('microblog');
  });

  it.each([
    ['anonymous', { max: false, country: '' }],
    ['max', { max: true, country: '' }],
    ['country', { max: false, country: 'DE' }],
  ] as const)('%s sends %o and reads back as itself', (mode, params) => {
    expect(accessModeParams(mode, 'DE')).toEqual(params);
    expect(accessModeOf(params)).toBe(mode);
  });

  it('asks through the United States when no country was chosen', () => {
    expect(accessModeParams('country', '')).toEqual({ max: false, country: 'US' });
  });
});
