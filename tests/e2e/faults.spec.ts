/**
 * Every way a call can fail, in the panel of the built extension against the local fake: what the
 * user reads, and the proof, from the fake's own records, that nothing fetched before was lost and
 * that no result was paid for twice. Then the slow ones: a 45 s answer, a call past its timeout,
 * and the worker killed mid-call.
 */
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { type Fault, faults } from '../fake-api/faults';
import {
  askBackground,
  expect,
  fakeApiForSuite,
  openViewForPage,
  test,
  useService,
  waitBeforeFetching,
} from './fixtures';

const fake = fakeApiForSuite();

// The panel fetches as it opens: the wait before it is panel-fetch.spec.ts's to test.
test.beforeEach(({ sw }) => waitBeforeFetching(sw, 0));

const firstVideo = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const secondVideo = 'https://www.youtube.com/watch?v=9bZkp7q19f0';

interface Row {
  /** What goes wrong on the call for the second video. */
  name: string;
  fault?: Fault;
  /** Done to the browser or the settings before the call, and put right before the retry. */
  setup?: 'offline' | 'unreachable';
  kind: string;
  says: RegExp;
  /** Whether the failed call itself was charged by the service (a complete scrape, cut short). */
  charged?: boolean;
  /** Retry is offered at once (a long Retry-After counts down first). */
  retry?: boolean;
}

const rows: Row[] = [
  {
    name: '401',
    fault: faults.status(401, 'Invalid API key'),
    kind: 'auth',
    says: /key was refused/,
  },
  {
    name: '403',
    fault: faults.status(403, 'Plan does not include this endpoint'),
    kind: 'auth',
    says: /may not use this endpoint.*Plan does not include/s,
  },
  {
    name: '404',
    fault: faults.status(404, 'Video unavailable'),
    kind: 'notFound',
    says: /Not found.*Video unavailable/s,
  },
  {
    name: '429 with Retry-After',
    fault: { ...faults.rateLimited(90), times: 3 },
    kind: 'rateLimited',
    says: /Wait 90 s.*Retry in \d+ s/s,
    retry: false,
  },
  { name: 'out of credits', fault: faults.outOfCredits(), kind: 'outOfCredits', says: /Top up/ },
  { name: '500', fault: faults.status(500), kind: 'server', says: /failed \(500\)/ },
  {
    name: '502 with an HTML body',
    fault: { ...faults.proxyPage(502), times: 3 },
    kind: 'server',
    says: /failed \(502\)/,
  },
  {
    name: '503',
    fault: { ...faults.status(503), times: 3 },
    kind: 'server',
    says: /failed \(503\)/,
  },
  {
    name: 'truncated JSON',
    fault: { truncate: true },
    kind: 'badResponse',
    says: /not complete JSON/,
    charged: true,
  },
  {
    name: 'success: false with 200',
    fault: faults.successFalse(),
    kind: 'server',
    says: /reported a failure.*Scraper failed/s,
  },
  {
    name: 'a dropped connection',
    // Chromium itself tries a dropped request again, besides the client's own two retries.
    fault: { drop: 'beforeResponse', times: 10 },
    kind: 'network',
    says: /Could not reach the service/,
  },
  { name: 'the network offline', setup: 'offline', kind: 'network', says: /offline/ },
  {
    name: 'the API base unreachable',
    setup: 'unreachable',
    kind: 'network',
    says: /Could not reach the service at 127\.0\.0\.1:9\b/,
  },
];

const result = (panel: Page) => panel.getByRole('tabpanel').getByTestId('result');
const paidFor = () =>
  fake()
    .requests.filter((request) => request.charged > 0)
    .map((request) => request.path);

interface Fixtures {
  context: BrowserContext;
  sw: Worker;
  extensionId: string;
}

/**
 * The call for the second video fails as `row` says: the panel says what happened, nothing
 * fetched before is lost, and the failed call was paid for only if the service scraped it.
 */
async function failOnSecondVideo(row: Row, { context, sw, extensionId }: Fixtures) {
  await useService(sw, fake().url, fake().key);
  const { tab, view: panel } = await openViewForPage(context, sw, extensionId, firstVideo);
  await expect(result(panel)).toBeVisible();
  expect(paidFor()).toEqual(['/video/videos/dQw4w9WgXcQ']);

  if (row.fault) fake().inject({ endpoint: 'video.video', ...row.fault });
  if (row.setup === 'offline') await context.setOffline(true);
  if (row.setup === 'unreachable') await useService(sw, 'http://127.0.0.1:9', fake().key);
  await tab.evaluate((url) => history.pushState({}, '', url), secondVideo);
  const error = panel.getByTestId('error');
  await expect(error).toHaveAttribute('data-kind', row.kind);
  await expect(error).toContainText(row.says);

  const kept = await askBackground<{ pageUrl?: string }[]>(panel, 'listHistory', {});
  expect(kept.map((entry) => entry.pageUrl)).toEqual([firstVideo]);
  const failedCharge = row.charged ? ['/video/videos/9bZkp7q19f0'] : [];
  expect(paidFor()).toEqual(['/video/videos/dQw4w9WgXcQ', ...failedCharge]);
  return { tab, panel, error, failedCharge };
}

/** Back on the first video: its result, from the cache, with no request at all. */
async function backOnFirstVideo(tab: Page, panel: Page) {
  const requests = fake().requests.length;
  await tab.evaluate((url) => history.pushState({}, '', url), firstVideo);
  await expect(panel.getByTestId('provenance')).toHaveAttribute('data-source', 'cache');
  expect(fake().requests).toHaveLength(requests);
}

const title = (row: Row) =>
  `${row.name}: the panel says what happened and what to do; nothing lost, nothing paid twice`;

for (const row of rows.filter((each) => each.retry !== false)) {
  test(title(row), async ({ context, sw, extensionId }) => {
    const { tab, panel, error, failedCharge } = await failOnSecondVideo(row, {
      context,
      sw,
      extensionId,
    });
    fake().clearFaults();
    if (row.setup === 'offline') await context.setOffline(false);
    if (row.setup === 'unreachable') await useService(sw, fake().url, fake().key);
    await error.getByRole('button', { name: 'Retry · 4 credits' }).click();
    await expect(result(panel)).toBeVisible();
    expect(paidFor()).toEqual([
      '/video/videos/dQw4w9WgXcQ',
      ...failedCharge,
      '/video/videos/9bZkp7q19f0',
    ]);
    await backOnFirstVideo(tab, panel);
  });
}

// A long Retry-After counts down before Retry is offered: the row is not retried here.
for (const row of rows.filter((each) => each.retry === false)) {
  test(title(row), async ({ context, sw, extensionId }) => {
    const { tab, panel } = await failOnSecondVideo(row, { context, sw, extensionId });
    await backOnFirstVideo(tab, panel);
  });
}

test('a 45 s answer: the panel counts the seconds, then shows the result, paid once', async ({
  context,
  sw,
  extensionId,
}) => {
  // The panel's clock runs 45 s on command while the fake holds the answer; the worker's own
  // timeout (90 s for this endpoint) is never reached in real time.
  await context.clock.install();
  await useService(sw, fake().url, fake().key);
  fake().inject({ endpoint: 'shortvideo.comments', hold: true });
  const { view: panel } = await openViewForPage(
    context,
    sw,
    extensionId,
    'https://www.tiktok.com/@khaby.lame/video/7301234567890123456',
  );
  await expect(result(panel)).toBeVisible();
  await panel.getByRole('tab', { name: /Comments/ }).click();
  await panel
    .getByRole('tabpanel')
    .getByRole('button', { name: /^Fetch/ })
    .click();
  const loading = panel.getByTestId('loading');
  await expect(loading).toContainText(/Fetching… [0-2] s \(usually 20–40 s\)/);
  await expect.poll(() => fake().holding()).toBe(1);
  await context.clock.runFor(45_000);
  await expect(loading).toContainText(/Fetching… 4[5-7] s \(usually 20–40 s\)/);
  fake().release();
  await expect(result(panel)).toBeVisible();
  expect(paidFor()).toEqual([
    '/shortvideo/videos/7301234567890123456',
    '/shortvideo/videos/7301234567890123456/comments',
  ]);
});

test('a call past its timeout: the panel says so, and that it may have been charged', async ({
  context,
  sw,
  extensionId,
}) => {
  // The one test of Chromium's that waits in real time: the timeout is the worker's own timer,
  // which no page clock reaches. Short-video details give up after 30 s, the catalog's shortest
  // timeout; the fake holds the answer past the end of the test.
  test.setTimeout(60_000);
  fake().inject({ endpoint: 'shortvideo.video', hold: true });
  await useService(sw, fake().url, fake().key);
  const { view: panel } = await openViewForPage(
    context,
    sw,
    extensionId,
    'https://www.tiktok.com/@khaby.lame/video/7301234567890123456',
  );
  const error = panel.getByTestId('error');
  await expect(error).toHaveAttribute('data-kind', 'timeout', { timeout: 45_000 });
  await expect(error).toContainText('charged');
  expect(fake().requests).toHaveLength(1);
  const ledger = await askBackground<{ outcome: string; credits: number }[]>(
    panel,
    'listLedger',
    {},
  );
  expect(ledger).toEqual([expect.objectContaining({ outcome: 'timeout' })]);
});

test('the worker killed mid-call: the panel says interrupted, the ledger keeps it, retry works', async ({
  context,
  sw,
  extensionId,
  restartWorker,
}) => {
  fake().inject({ endpoint: 'video.video', hold: true });
  await useService(sw, fake().url, fake().key);
  const { view: panel } = await openViewForPage(context, sw, extensionId, firstVideo);
  await expect(panel.getByTestId('loading')).toBeVisible();
  await restartWorker();
  const error = panel.getByTestId('error');
  await expect(error).toHaveAttribute('data-kind', 'interrupted');
  await expect(error).toContainText('retry');
  // One way on, with its price: the notice's Retry, not a second Fetch beside it.
  await expect(panel.getByRole('tabpanel').getByRole('button', { name: /^Fetch/ })).toHaveCount(0);
  await error.getByRole('button', { name: 'Retry · 4 credits' }).click();
  await expect(result(panel)).toBeVisible();
  const ledger = await askBackground<{ outcome: string }[]>(panel, 'listLedger', {});
  expect(ledger.map((entry) => entry.outcome).sort()).toEqual(['interrupted', 'ok']);
});
