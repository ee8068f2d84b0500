/**
 * What the panel spends on pages the user only passes through: a followed YouTube tab skimmed by
 * in-site navigations 400 ms apart, then a page stayed on. Credits counted at the local fake of
 * the service, by page.
 */

import type { BrowserContext, Worker } from '@playwright/test';
import { pinnedPath } from '../../lib/extension/shared/view-addresses';
import { routePage, tabPages, useService } from '../e2e/fixtures';
import type { FakeApi } from '../fake-api/server';
import type { Row } from './report';

const video = (id: string) => `https://www.youtube.com/watch?v=${id}`;
/** In-site navigations before the page stayed on, and the time between them. */
const passes = 7;
const apartMs = 400;
/** Long after any automatic fetch would have started. */
const settleMs = 5000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function passThroughRows(
  context: BrowserContext,
  sw: Worker,
  extensionId: string,
  fake: FakeApi,
): Promise<Row[]> {
  await useService(sw, fake.url, fake.key);
  await routePage(context, 'https://www.youtube.com/**', 'youtube/watch.html');
  const start = video('skimStart01');
  const tab = await context.newPage();
  await tab.goto(start);
  let tabId: number | undefined;
  for (let tries = 0; tabId === undefined && tries < 200; tries++) {
    tabId = Object.values(await tabPages(sw)).find((page) => page.url === start)?.tabId;
    if (tabId === undefined) await pause(50);
  }
  if (tabId === undefined) throw new Error('The background never tracked the skimmed tab');
  const panel = await context.newPage();
  await panel.setViewportSize({ width: 400, height: 900 });
  await panel.goto(`chrome-extension://${extensionId}${pinnedPath(tabId)}`);
  await panel.getByTestId('page-title').filter({ hasText: 'skimStart01' }).waitFor();
  fake.reset();

  const passed = Array.from(
    { length: passes },
    (_, index) => `skimmed${String(index).padStart(4, '0')}`,
  );
  for (const id of passed) {
    await tab.evaluate((url) => history.pushState({}, '', url), video(id));
    await pause(apartMs);
  }
  await tab.evaluate((url) => history.pushState({}, '', url), video('stayedOn001'));
  await panel.locator('[data-testid="result"]').first().waitFor({ timeout: 20_000 });
  await pause(settleMs);
  await panel.close();
  await tab.close();

  const creditsFor = (ids: string[]) =>
    fake.requests
      .filter((request) => ids.some((id) => request.path.includes(id)))
      .reduce((sum, request) => sum + request.charged, 0);
  // The page the panel opened on is passed through too.
  const passedIds = ['skimStart01', ...passed];
  const spentPassing = creditsFor(passedIds);
  const passingCalls = fake.requests.filter((request) =>
    passedIds.some((id) => request.path.includes(id)),
  ).length;
  const stayed = fake.requests.filter((request) => request.path.includes('stayedOn001'));
  return [
    {
      group: 'panel',
      name: 'credits spent per page passed through',
      value: spentPassing / passedIds.length,
      unit: 'credits',
      budget: 0,
      note: `${passedIds.length} pages ${apartMs} ms apart: ${spentPassing} credits in ${passingCalls} calls; the page stayed on: ${creditsFor(['stayedOn001'])} credits in ${stayed.length} call${
        stayed.length === 1 ? '' : 's'
      }`,
    },
  ];
}
