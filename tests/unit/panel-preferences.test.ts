/**
 * The panel decides a spend from the preferences stored when a page shows, not from a copy read
 * as its code loaded: a panel opened on another page, then the automatic fetch switched off in the
 * settings, then a video shown, fetches nothing on its own. (A file of its own: the panel's code
 * is loaded once per file, here with the automatic fetch on, as a fresh install has it.)
 */
import { h, render } from 'preact';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { PagePanel } from '@/components/panel/PagePanel';
import { defaultPreferences } from '@/lib/extension/shared/settings';
import { preferences } from '@/lib/extension/shared/storage';
import { withDocument } from '../support/document';
import { background, videoPage } from '../support/panel-background';

vi.mock('@/lib/extension/views/send-message', () => import('../support/panel-background'));

const { root } = withDocument();

beforeEach(() => {
  vi.useFakeTimers();
  background.reset();
});

afterEach(() => {
  vi.useRealTimers();
  fakeBrowser.reset();
});

it('a video shown after the automatic fetch was switched off waits for a press', async () => {
  expect(defaultPreferences.autoFetch).toBe(true);
  await preferences.setValue({ ...defaultPreferences, autoFetch: false });
  const page = videoPage('switchedOff');
  render(h(PagePanel, { page }), root());
  await vi.advanceTimersByTimeAsync(60_000);
  expect(background.paid).toEqual([]);
  expect(root().querySelector('[data-testid="fetch-countdown"]')).toBeNull();
  expect([...root().querySelectorAll('button')].map((button) => button.textContent)).toContain(
    'Fetch · 4 credits',
  );
});
