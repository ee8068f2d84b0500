/**
 * A list that shifts while it is read, in Firefox's real sidebar against the local fake of the
 * service: each page repeats the last items of the page before. Load all keeps each comment once
 * and says how many repeats it dropped; the CSV holds each comment once. And the call that made
 * the answer, copied from the JSON view as curl, with the key left to the shell.
 */
import { expect, it } from 'vitest';
import { endpointById } from '../../lib/areas';
import { answerFor } from '../fake-api/pages';
import { clipboardText, openSidebar } from './firefox';
import { firefoxForSuite, showPage, useService } from './session';
import { panelResult, shownPanel } from './views';

const pageCount = 3;
const repeated = 2;
const suite = firefoxForSuite({ fake: { pageCount, repeatedItems: repeated } });

const videoId = 'OPf0YbXqDm0';
const url = `https://www.youtube.com/watch?v=${videoId}`;
const endpoint = endpointById('video.comments');
const price = endpoint.credits({ videoId });
const perPage = (
  answerFor(endpoint, { videoId, count: 20 }, 1, pageCount) as { comments: unknown[] }
).comments.length;
/** Every page after the first brings again the last `repeated` comments of the page before. */
const repeats = (pageCount - 1) * repeated;
const unique = pageCount * perPage - repeats;

/** The files the sidebar saves from now on, kept in its window instead of downloaded. */
const keepSavedFiles = (firefox: ReturnType<typeof suite>['firefox']) =>
  firefox.settings.evaluate(() => {
    const [sidebar] = browser.extension.getViews({ type: 'sidebar' } as never) as Window[];
    if (!sidebar) throw new Error('No sidebar');
    const saved: { name: string; url: string }[] = [];
    (sidebar as unknown as { savedFiles: typeof saved }).savedFiles = saved;
    (sidebar as unknown as typeof globalThis).HTMLAnchorElement.prototype.click = function click(
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, url: this.href });
    };
  });

/** The text of the nth file the sidebar saved, once it has. */
const savedFile = (firefox: ReturnType<typeof suite>['firefox'], index: number) =>
  firefox.settings.evaluate(async (at) => {
    const [sidebar] = browser.extension.getViews({ type: 'sidebar' } as never) as Window[];
    const files = (sidebar as unknown as { savedFiles?: { name: string; url: string }[] })
      .savedFiles;
    const file = files?.[at];
    return file ? { name: file.name, text: await (await fetch(file.url)).text() } : null;
  }, index);

it('Load all over a list that shifts keeps each comment once and says how many repeats it dropped; the CSV holds each once', async () => {
  const { firefox, sidebar, fake } = suite();
  await useService(firefox, fake);
  await openSidebar(firefox);
  await showPage(firefox, url);
  await expect.poll(() => sidebar.text(panelResult)).not.toBeNull();
  await sidebar.click({ role: 'tab', name: /^Comments/ });
  await sidebar.click({ role: 'button', name: `Fetch · ${price} credits` });
  await expect
    .poll(() => sidebar.text(`${shownPanel} [data-testid="loaded-count"]`))
    .toBe(`Loaded ${perPage} comments`);

  await sidebar.click({ role: 'button', name: 'Load all…' });
  await sidebar.click({ role: 'button', name: 'Start · up to 50 credits' });
  await expect
    .poll(() => sidebar.text(`${shownPanel} [data-testid="load-all-ended"]`))
    .toBe(
      `Loaded to the end: ${unique} comments in ${pageCount} pages, ${pageCount * price} credits (${(pageCount - 1) * price} for the ${pageCount - 1} pages Load all added). ${repeats} repeated comments dropped.`,
    );

  await keepSavedFiles(firefox);
  await sidebar.click({ role: 'button', name: `Download CSV (${unique} rows: comments)` });
  await expect.poll(() => savedFile(firefox, 0)).not.toBeNull();
  const csv = await savedFile(firefox, 0);
  const [header = '', ...lines] = (csv?.text ?? '')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(header.split(',')[0]).toBe('ID');
  expect(lines).toHaveLength(unique);
  expect(new Set(lines.map((line) => line.split(',')[0])).size).toBe(unique);

  await sidebar.click({ role: 'button', name: 'JSON' });
  await sidebar.click({ role: 'button', name: 'Copy as curl' });
  await expect
    .poll(() => sidebar.text(`${shownPanel} [data-testid="curl-copied"]`))
    .toBe('Copied the call as curl. Set SIDELIGHT_API_KEY to your key in the terminal first.');
  const command = await clipboardText(firefox);
  expect(command).toBe(
    [
      `curl '${fake.url}/video/videos/${videoId}/comments?count=20'`,
      `-H 'accept: application/json'`,
      `-H "x-api-key: $SIDELIGHT_API_KEY"`,
    ].join(' \\\n  '),
  );
  expect(command).not.toContain(fake.key);
});
