/**
 * A Reddit thread's upvote ratio and a Trustpilot company's reply rate in Firefox: percentages in
 * the sidebar at 360 px (demo data) and in the batch table at 1,024 px (the fake), as in Chromium.
 * Pictures are taken when SHOTS_DIR names a folder.
 */
import { expect, it } from 'vitest';
import { batchTab } from './batch-tab';
import { openSidebar } from './firefox';
import { firefoxForSuite, openExtensionTab, showPage, useService } from './session';
import { panelResult } from './views';

const suite = firefoxForSuite();
const shots = process.env.SHOTS_DIR;
const thread = 'https://www.reddit.com/r/programming/comments/1gq3k2x/why_i_stopped_using_orms/';
const company = 'https://www.trustpilot.com/review/www.amazon.com';

it('the sidebar reads a ratio and a percentage as percentages', async () => {
  const { firefox, sidebar } = suite();
  await openSidebar(firefox);
  await firefox.inWindow(`document.getElementById('sidebar-box').style.width = '360px'; true`);
  for (const [url, fact, name] of [
    [thread, 'upvoted 97%', 'reddit-thread'],
    [company, 'reviews answered 87.4%', 'trustpilot-company'],
  ] as const) {
    await showPage(firefox, url);
    await expect.poll(() => sidebar.text(panelResult)).toContain(fact);
    if (shots) await firefox.screenshot(`${shots}/panel-${name}-360-firefox.png`);
  }
});

it('the batch table reads them as the sidebar does', async () => {
  const { firefox, fake } = suite();
  await useService(firefox, fake);
  const batch = await openExtensionTab(firefox, 'batch.html');
  await batch.setViewport({ width: 1024, height: 800 });
  const { text, texts, press, paste } = batchTab(batch);
  await paste([thread, company].join('\n'));
  await expect.poll(() => press('Run · up to')).toBe(true);
  await expect
    .poll(() => text('[data-testid="batch-status"]'), { timeout: 20_000 })
    .toMatch(/^Finished: 2 of 2 pages done/);
  // The counts show once the views that name them have loaded.
  const results = () =>
    texts('[data-testid="batch-rows"] tbody .sl-batch__result').then((each) => each.join(' | '));
  await expect.poll(results).toContain('97% upvoted');
  await expect.poll(results).toContain('87.4% reviews answered');
  if (shots) await batch.screenshot({ path: `${shots}/batch-all-1024-firefox.png` });
});
