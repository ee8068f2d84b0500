import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { apiKey } from '@/lib/extension/shared/api-key';
import { defaultPreferences } from '@/lib/extension/shared/settings';
import { baseUrl, preferences, tabPage } from '@/lib/extension/shared/storage';

beforeEach(() => fakeBrowser.reset());

describe('settings', () => {
  it('keeps the API key under `apiKey` in storage.local and never in storage.sync', async () => {
    await apiKey.setValue('sk_test_123');
    expect(await fakeBrowser.storage.local.get('apiKey')).toEqual({ apiKey: 'sk_test_123' });
    expect(await fakeBrowser.storage.sync.get(null)).toEqual({});
    expect(await apiKey.getValue()).toBe('sk_test_123');
  });

  it('keeps the base address under `baseUrl` in storage.local', async () => {
    expect(await baseUrl.getValue()).toBe('');
    await baseUrl.setValue('http://127.0.0.1:8787');
    expect(await fakeBrowser.storage.local.get('baseUrl')).toEqual({
      baseUrl: 'http://127.0.0.1:8787',
    });
  });

  it('answers default preferences until the user changes them', async () => {
    expect(await preferences.getValue()).toEqual(defaultPreferences);
    await preferences.setValue({ ...defaultPreferences, autoFetch: false });
    expect((await preferences.getValue()).autoFetch).toBe(false);
  });

  it('keeps page state per tab in storage.session', async () => {
    await tabPage(7).setValue({
      tabId: 7,
      platform: 'youtube',
      url: 'https://www.youtube.com/watch?v=x',
      title: 'x',
      match: null,
      reportedAt: 1,
    });
    expect(Object.keys(await fakeBrowser.storage.session.get(null))).toEqual(['tab:7']);
    expect(await tabPage(8).getValue()).toBeNull();
  });
});
