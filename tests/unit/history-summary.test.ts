/** What the history knows of a result without reading it: its title, and word of new results. */
import { describe, expect, it, vi } from 'vitest';
import { familyViewOf } from '@/components/views/specs';
import { endpoints } from '@/lib/areas';
import { resultTitle } from '@/lib/areas/result-facts';
import { samples } from '@/lib/areas/samples';
import { announceKept, onKept } from '@/lib/extension/shared/kept-news';

const named = endpoints.filter((endpoint) => {
  const spec = familyViewOf(endpoint.id);
  return spec?.family === 'card' ? spec.card.title : spec?.header?.title;
});

describe('a result is listed by what it calls itself', () => {
  it.each(named.map((endpoint) => [endpoint.id]))('%s: its sample has a title', (id) => {
    const title = resultTitle(id, samples[id as keyof typeof samples]);
    expect(title?.trim()).toBeTruthy();
    expect(title?.length).toBeLessThanOrEqual(300);
  });

  it('most results have one; a transcript or a nameless answer has none', () => {
    expect(named.length).toBeGreaterThan(endpoints.length / 3);
    expect(resultTitle('video.transcription', samples['video.transcription'])).toBeUndefined();
    expect(resultTitle('video.video', { title: '   ' })).toBeUndefined();
    expect(resultTitle('video.video', { title: { text: 'x' } })).toBeUndefined();
    expect(resultTitle('video.unknown', { title: 'x' })).toBeUndefined();
  });
});

describe('word of what the background kept', () => {
  it('reaches every listener with what changed; anything else on the channel is ignored', async () => {
    const heard: unknown[] = [];
    const stop = onKept((changed) => heard.push(changed));
    const stranger = new BroadcastChannel('sidelight:kept');
    stranger.postMessage({ changed: ['everything'] });
    stranger.postMessage('ledger');
    announceKept('ledger', 'history');
    await vi.waitFor(() => expect(heard).toEqual([['ledger', 'history']]));
    stop();
    // A listener still on hears the next news; the one stopped would have heard it as soon.
    const after: unknown[] = [];
    const stopAfter = onKept((changed) => after.push(changed));
    announceKept('ledger');
    await vi.waitFor(() => expect(after).toEqual([['ledger']]));
    stopAfter();
    expect(heard).toHaveLength(1);
    stranger.close();
  });
});
