/**
 * A profile's figures in the panel follow the settings as stored: an error a setting caused (no
 * key, the daily cap) goes once the settings change, the offer back with its price; a list free
 * since the change (demo data switched on) shows its figures, and one no longer free (switched
 * off) gives way to the offer. The service's own error stays. Nothing is paid meanwhile.
 */
import { h, render } from 'preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { PostsFigures } from '@/components/panel/PostsFigures';
import { endpointById } from '@/lib/areas';
import { sampleOf } from '@/lib/areas/samples';
import type { ServiceError } from '@/lib/extension/shared/answers';
import { announceKept } from '@/lib/extension/shared/kept-news';
import { withDocument } from '../support/document';
import { background, keyOf } from '../support/panel-background';
import { offerWords } from '../support/profile-figures';

vi.mock('@/lib/extension/views/send-message', () => import('../support/panel-background'));

const { root } = withDocument();
const profile = endpointById('shortvideo.user');
const params = { username: 'mika.in.tokyo' };
const videosKey = keyOf({ id: 'shortvideo.userVideos', params });

/** The panel's figures under the TikTok profile's card, once its reads settle. */
const show = async () => {
  render(
    h(PostsFigures, { endpoint: profile, profile: sampleOf(profile.id), profileParams: params }),
    root(),
  );
  await vi.waitFor(() => expect(section()).not.toBeNull());
};
const section = () => root().querySelector('[data-testid="derived-figures"]');
const errorShown = () => section()?.querySelector('[data-testid="error"]')?.textContent;
const offerShown = () => section()?.querySelector('.sl-figures__offer')?.textContent;
const figureLabels = () =>
  [...(section()?.querySelectorAll('.sl-figure__label') ?? [])].map((label) => label.textContent);
const press = (start: string) =>
  [...(section()?.querySelectorAll('button') ?? [])]
    .find((button) => button.textContent?.startsWith(start))
    ?.click();
/** The settings change, and the figures have heard it. */
const settingsChange = async () => {
  announceKept('settings');
  await vi.waitFor(() => expect(background.asked.filter((asked) => asked.only)).toHaveLength(2));
};

beforeEach(() => {
  fakeBrowser.reset();
  background.reset();
});

describe('an error a setting caused', () => {
  const bySettings: [string, ServiceError][] = [
    ['no key', { kind: 'auth', message: "No API key is set. Add yours in Sidelight's settings." }],
    [
      'the daily cap',
      { kind: 'overBudget', over: 'daily', message: 'This call would pass your daily cap.' },
    ],
  ];

  it.each(bySettings)('goes once the settings change, the offer back (%s)', async (_, refusal) => {
    await show();
    background.refusal = refusal;
    press('Load them');
    await vi.waitFor(() => expect(errorShown()).toContain(refusal.message.split('.')[0]));
    await settingsChange();
    await vi.waitFor(() => expect(errorShown()).toBeUndefined());
    expect(offerShown()).toBe(offerWords);
    expect(background.paid).toEqual([]);
  });
});

describe('a list that turns free or stops being free with the settings', () => {
  it('shows the figures, the error gone, once the list is free (demo data switched on)', async () => {
    await show();
    background.refusal = { kind: 'auth', message: 'No API key is set.' };
    press('Load them');
    await vi.waitFor(() => expect(errorShown()).toContain('No API key is set'));
    // Demo data answers the list for nothing, whatever the key.
    background.refusal = undefined;
    background.cached.add(videosKey);
    await settingsChange();
    await vi.waitFor(() => expect(figureLabels()).toContain('Engagement rate, median'));
    expect(errorShown()).toBeUndefined();
    expect(background.paid).toEqual([]);
  });

  it('gives way to the offer once the list is no longer free (demo data switched off)', async () => {
    background.cached.add(videosKey);
    await show();
    await vi.waitFor(() => expect(figureLabels()).toContain('Engagement rate, median'));
    background.cached.delete(videosKey);
    await settingsChange();
    await vi.waitFor(() => expect(offerShown()).toBe(offerWords));
    expect(figureLabels()).toEqual([]);
  });
});

it("keeps the service's own error: a change of settings does not make it untrue", async () => {
  await show();
  background.refusal = { kind: 'server', status: 500, message: 'The service failed (500).' };
  press('Load them');
  await vi.waitFor(() => expect(errorShown()).toContain('The service failed (500)'));
  await settingsChange();
  expect(errorShown()).toContain('The service failed (500)');
});
