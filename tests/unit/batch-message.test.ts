/**
 * The message that starts a batch: a row per (line, endpoint) pair, a line asked of several
 * endpoints, never the same pair twice (it would be charged twice), the lines not sent kept with
 * it, and no more pages than a batch takes.
 */
import { describe, expect, it } from 'vitest';
import { batchCallsProblem, maxBatchLines } from '@/lib/areas/batch-lines';
import { messages } from '@/lib/extension/shared/messages';

const request = messages.startBatch.request;
const video = (line: number, id: string) => ({
  url: `https://www.youtube.com/watch?v=v${line}`,
  id,
  params: { videoId: `v${line}` },
  line,
});
const start = (rows: unknown[], more: object = {}) => ({ rows, cap: 100, concurrency: 2, ...more });

describe('startBatch', () => {
  it('takes a line asked of several endpoints, a row each', () => {
    const rows = [
      video(1, 'video.video'),
      video(1, 'video.transcription'),
      video(2, 'video.video'),
    ];
    expect(request.safeParse(start(rows)).success).toBe(true);
  });

  it('refuses a line asked of the same endpoint twice', () => {
    const rows = [video(1, 'video.video'), video(2, 'video.video'), video(1, 'video.video')];
    expect(request.safeParse(start(rows)).success).toBe(false);
    expect(batchCallsProblem(rows)).toBe(
      'Line 1 asks for the same thing twice: it would be charged twice.',
    );
  });

  it('takes rows without line numbers as pages of their own (the watched things refreshed)', () => {
    const { line: _one, ...first } = video(1, 'video.video');
    const rows = [first, { ...first }];
    expect(batchCallsProblem(rows)).toBeUndefined();
    expect(request.safeParse(start(rows)).success).toBe(true);
  });

  it('refuses more pages than a batch takes, however they are asked', () => {
    const lines = Array.from({ length: maxBatchLines + 1 }, (_, index) =>
      video(index + 1, 'video.video'),
    );
    expect(request.safeParse(start(lines.slice(0, maxBatchLines))).success).toBe(true);
    expect(request.safeParse(start(lines)).success).toBe(false);
    expect(batchCallsProblem(lines)).toBe('More than the 1,000 pages one batch takes.');
  });

  it('keeps the lines not sent, each with its reason', () => {
    const notSent = [{ line: 3, text: 'not a page', reason: 'Not a page.', group: 'Not a page.' }];
    expect(request.safeParse(start([video(1, 'video.video')], { notSent })).success).toBe(true);
    expect(
      request.safeParse(start([video(1, 'video.video')], { notSent: [{ line: 0, text: 'x' }] }))
        .success,
    ).toBe(false);
  });
});
