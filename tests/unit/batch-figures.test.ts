/**
 * A profile's derived figures are columns of its row in a batch's files, with the posts each is
 * over, computed from the answers the batch holds: checked against the hand-worked cases.
 */
import { describe, expect, it } from 'vitest';
import { batchSheets } from '@/components/batch/batch-export';
import { figureColumns, figuresOverColumn } from '@/components/batch/batch-figures';
import { csvFiles } from '@/components/batch/batch-words';
import { answerShape } from '@/components/views/answer-shape';
import { postsEndpointIdOf } from '@/lib/areas/figures';
import type { BatchRow } from '@/lib/store/db';
import { handCases } from '../fixtures/derived-figures';

const profileRow = (endpointId: string, index: number, url: string): BatchRow => ({
  batchId: 1,
  index,
  line: 1,
  url,
  platform: 'tiktok',
  kind: 'user',
  endpointId,
  params: { username: 'hand' },
  status: 'done',
  credits: 2,
  source: 'network',
});

const tiktok = handCases.find((hand) => hand.endpointId === 'shortvideo.user');

describe('a TikTok profile asked with its videos', () => {
  if (!tiktok) throw new Error('the hand-worked TikTok case is missing from the fixtures');
  const url = 'https://www.tiktok.com/@hand';
  const rows = [
    profileRow('shortvideo.user', 0, url),
    profileRow(postsEndpointIdOf('shortvideo.user') ?? '', 1, url),
  ];
  const answers = { 0: tiktok.profile, 1: tiktok.posts };
  const now = Date.parse(tiktok.now);
  const profileFile = () =>
    csvFiles(rows, answers, answerShape, (row) => figureColumns(row, rows, answers, now)).find(
      (file) => file.endpointId === 'shortvideo.user' && !file.list,
    );

  it("carries each figure's value and the posts it is over on the profile's row", () => {
    const [line] = profileFile()?.rows ?? [];
    expect(line).toMatchObject({
      'Engagement rate, median': tiktok.expected.engagementMedian,
      'Engagement rate, mean': tiktok.expected.engagementMean,
      'Views, median': tiktok.expected.viewsMedian,
      'Engagement rate, median: over': 'median over the latest 5 videos, 2026-11-01 to 2026-11-05',
    });
    expect(line?.['Best video: the post']).toBe('https://www.tiktok.com/@hand/video/5');
  });

  it('states the figures as numbers of their kind in the workbook', () => {
    const sheet = batchSheets(rows, answers, answerShape).find((table) =>
      table.name.startsWith('TikTok Profile'),
    );
    expect(sheet?.kinds?.['Engagement rate, median']).toBe('percent');
    expect(sheet?.kinds?.['Views, median']).toBe('count');
  });

  it("says there are no figures where the batch did not fetch the profile's videos", () => {
    const [line] =
      csvFiles([rows[0] as BatchRow], { 0: tiktok.profile }, answerShape, (row) =>
        figureColumns(row, [rows[0] as BatchRow], { 0: tiktok.profile }, now),
      )[0]?.rows ?? [];
    expect(line?.[figuresOverColumn]).toBe(
      "no figures: the batch did not fetch this page's Videos",
    );
    expect(line).not.toHaveProperty('Engagement rate, median');
  });

  it('adds no figure columns to results that have none', () => {
    const video = {
      ...profileRow('video.video', 0, 'https://youtu.be/x'),
      params: { videoId: 'x' },
    };
    const [line] =
      csvFiles([video], { 0: { title: 'A video' } }, answerShape, (row) =>
        figureColumns(row, [video], { 0: { title: 'A video' } }, now),
      )[0]?.rows ?? [];
    expect(Object.keys(line ?? {}).some((key) => /figures|Engagement/.test(key))).toBe(false);
  });
});
