/**
 * What moved, told outside Sidelight's pages: the toolbar counts the things that moved since the
 * Changes list was last shown; a notification is shown only with the user's permission, one per run.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { notifyMoved, showMovedOnToolbar } from '@/lib/extension/background/watch-news';
import { changesShownAt } from '@/lib/extension/shared/storage';
import type { Change } from '@/lib/extension/shared/watch-moves';

const change = (key: string, at: number): Change => ({
  key,
  title: key,
  endpointId: 'video.video',
  params: { videoId: key },
  url: `https://www.youtube.com/watch?v=${key}`,
  moves: [{ label: 'views', from: 100, to: 150, percent: 50 }],
  at,
  historyId: 1,
});

beforeEach(() => fakeBrowser.reset());

describe('the toolbar', () => {
  it('counts the things that moved since the list was last shown, and nothing once it was', async () => {
    const texts: (string | null | undefined)[] = [];
    fakeBrowser.action.setBadgeText = async ({ text }) => {
      texts.push(text);
    };
    vi.spyOn(fakeBrowser.action, 'setBadgeBackgroundColor').mockResolvedValue(undefined);
    await changesShownAt.setValue(1000);
    await showMovedOnToolbar([change('a', 900), change('b', 1500), change('c', 2000)]);
    await changesShownAt.setValue(2500);
    await showMovedOnToolbar([change('a', 900), change('b', 1500), change('c', 2000)]);
    expect(texts).toEqual(['2', '']);
  });
});

describe('the notification', () => {
  const create = vi.fn();
  beforeEach(() => {
    create.mockReset();
    (fakeBrowser as unknown as { notifications: object }).notifications = { create };
  });

  it('says how many moved, once, when the user allowed notifications', async () => {
    vi.spyOn(fakeBrowser.permissions, 'contains').mockResolvedValue(true as never);
    await notifyMoved(2, 5);
    expect(create).toHaveBeenCalledTimes(1);
    expect(create.mock.calls[0]?.[1]).toMatchObject({
      title: 'Sidelight: watched things moved',
      message: '2 watched things of the 5 refreshed just now moved. Click to see the changes.',
    });
  });

  it('shows nothing without the permission, or when nothing moved', async () => {
    vi.spyOn(fakeBrowser.permissions, 'contains').mockResolvedValue(false as never);
    await notifyMoved(2, 5);
    vi.spyOn(fakeBrowser.permissions, 'contains').mockResolvedValue(true as never);
    await notifyMoved(0, 5);
    expect(create).not.toHaveBeenCalled();
  });
});
