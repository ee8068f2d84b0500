/**
 * What the comparison page shows of the three things `tests/support/compared-things.ts` seeds,
 * however they were picked (watched, or from the history): a column per thing, their last counts,
 * and under them the derived figures of the two whose videos are cached.
 */
import type { Page, Worker } from '@playwright/test';
import type { FakeApi } from '../fake-api/server';
import {
  comparedFigureRows,
  comparedFiguresFrom,
  comparedSeed,
  comparedTable,
  comparedThings,
  comparedVideosChunk,
  seedCompared,
} from '../support/compared-things';
import { askBackground, expect, useService } from './fixtures';

/** The table: its columns, its counts, where each thing's figures come from, and each figure. */
export async function showsComparedTable(page: Page) {
  const table = page.getByTestId('comparison-table');
  await expect(table.locator('thead th')).toHaveText([
    'Count',
    ...comparedThings.map(({ thing }) => thing.title),
  ]);
  await expect(table.locator('tbody').first().locator('tr')).toHaveText(
    comparedTable.map((row) => row.join('')),
  );
  const figures = page.getByTestId('comparison-figures');
  await expect(figures.locator('tr').first().locator('th, td')).toHaveText([
    ...comparedFiguresFrom,
  ]);
  for (const [figure, ...cells] of comparedFigureRows)
    await expect(figureRow(page, figure).locator('td')).toHaveText(cells);
}

/** The figures' row named `figure`. */
export const figureRow = (page: Page, figure: string) =>
  page
    .getByTestId('comparison-figures')
    .locator('tr')
    .filter({ has: page.getByRole('rowheader', { name: figure, exact: true }) });

/**
 * The three watched with their looks and a key kept (the answers shown are the cache's, never
 * demo data); then a page of Sidelight's opened at `path`, from which Aiko's and Chen's videos are
 * restored into the cache, as a backup restores them.
 */
export async function seedWithVideos(
  sw: Worker,
  openExtensionPage: (path: string) => Promise<Page>,
  service: FakeApi,
  path: string,
) {
  await useService(sw, service.url, service.key);
  await sw.evaluate(seedCompared, comparedSeed(Date.now()));
  const page = await openExtensionPage(path);
  await askBackground(page, 'restoreChunk', comparedVideosChunk(Date.now()));
  return page;
}
