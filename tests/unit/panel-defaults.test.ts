import { describe, expect, it } from 'vitest';
import { startingValues } from '@/components/panel/starting-values';
import { endpointById } from '@/lib/areas';
import { defaultPreferences } from '@/lib/extension/shared/settings';

describe('where a tab’s controls start', () => {
  it('asks lists for the chosen number of items, within each endpoint’s cap', () => {
    const prefs = { ...defaultPreferences, defaultCount: 40 };
    expect(startingValues(endpointById('video.comments'), prefs)).toEqual({ count: '40' });
    expect(startingValues(endpointById('video.search'), prefs)).toEqual({ count: '20' });
    expect(startingValues(endpointById('video.video'), prefs)).toEqual({});
  });

  it('starts Threads calls in the chosen mode, and nothing else', () => {
    expect(
      startingValues(endpointById('microblog.post'), {
        ...defaultPreferences,
        microblogMode: 'max',
      }),
    ).toEqual({ max: true });
    expect(
      startingValues(endpointById('microblog.user'), {
        ...defaultPreferences,
        microblogMode: 'country',
        proxyCountry: 'DE',
      }),
    ).toEqual({ country: 'DE' });
    expect(
      startingValues(endpointById('microblog.feed'), {
        ...defaultPreferences,
        microblogMode: 'max',
      }),
    ).toEqual({});
    expect(startingValues(endpointById('microblog.post'), defaultPreferences)).toEqual({});
  });
});
