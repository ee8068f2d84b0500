/**
 * A browser with no room left for Sidelight's data, in Firefox with its own storage limit lowered
 * (a profile preference) and filled: a fetch still shows the answer paid for, says it is not kept
 * and what to clear, and Copy JSON copies it; a Load all stops with that reason and, once space
 * is freed, resumes without fetching again the pages it kept.
 */
import { expect, it } from 'vitest';
import { endpointById } from '../../lib/areas';
import { requestPortName } from '../../lib/extension/shared/envelope';
import { answerFor } from '../fake-api/pages';
import { clipboardText, type FirefoxSession, openSidebar, sidebarIsOpen } from './firefox';
import { firefoxForSuite, showPage, useService } from './session';
import { panelResult, shownPanel } from './views';

const pageCount = 3;
// 20 MB for all sites: each site, Sidelight's pages among them, may keep 10 MB.
const suite = firefoxForSuite({
  prefs: { 'dom.quotaManager.temporaryStorage.fixedLimit': 20 * 1024 },
});
const video = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const otherVideo = 'https://www.youtube.com/watch?v=M7lc1UVf-VE';
const shots = process.env.SHOTS_DIR;

/** Text no compression makes much smaller: digits of sines, about `length` characters. */
const noise = (length: number, seed: number) =>
  Array.from({ length: Math.ceil(length / 10) }, (_, index) =>
    Math.sin((index + seed) * 12.9898)
      .toString(36)
      .slice(2, 12),
  ).join('');

/** A page of comments as the fake answers it, each comment's text made long: megabytes. */
const bigPage = (page: number, videoId = 'dQw4w9WgXcQ', megabytes = 1) => {
  const body = answerFor(endpointById('video.comments'), { videoId }, page, pageCount) as {
    comments: { text: string }[];
  };
  const each = Math.ceil((megabytes * 1024 * 1024) / body.comments.length);
  for (const [index, comment] of body.comments.entries()) comment.text = noise(each, index * each);
  return body;
};

/**
 * Fills Sidelight's storage with a database of its own until `room` bytes are left of what
 * Firefox grants it; what is left, as the browser says.
 */
const fillUpTo = (firefox: FirefoxSession, room: number) =>
  firefox.settings.evaluate(async (left: number) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('filler', 1);
      open.onupgradeneeded = () => open.result.createObjectStore('filler');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const chunk = (size: number) => {
      const bytes = new Uint8Array(size);
      for (let at = 0; at < size; at += 65536)
        crypto.getRandomValues(bytes.subarray(at, at + 65536));
      return bytes;
    };
    for (let index = 0; ; index += 1) {
      const { quota = 0, usage = 0 } = await navigator.storage.estimate();
      if (quota - usage <= left) break;
      const size = Math.max(4096, Math.min(512 * 1024, quota - usage - left));
      await new Promise((resolve, reject) => {
        const tx = db.transaction('filler', 'readwrite');
        tx.objectStore('filler').put(chunk(size), index);
        tx.oncomplete = resolve;
        tx.onabort = () => reject(tx.error);
      });
    }
    db.close();
    const { quota = 0, usage = 0 } = await navigator.storage.estimate();
    return quota - usage;
  }, room);

/** Frees the room the filler took. */
const unfill = (firefox: FirefoxSession) =>
  firefox.settings.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const deleting = indexedDB.deleteDatabase('filler');
        deleting.onsuccess = resolve;
        deleting.onerror = () => reject(deleting.error);
      }),
  );

/** Sends one of the background's messages from the settings page, as a view does. */
const ask = (firefox: FirefoxSession, type: string, data: unknown) =>
  firefox.settings.evaluate(
    async (kind: string, payload: unknown, portName: string) => {
      const answer = await new Promise<{ ok?: unknown; error?: string }>((resolve, reject) => {
        const port = browser.runtime.connect({ name: portName });
        port.onMessage.addListener((reply: unknown) => {
          port.disconnect();
          resolve(reply as { ok?: unknown });
        });
        port.onDisconnect.addListener(() => reject(new Error('Disconnected')));
        port.postMessage({ sidelight: 1, type: kind, data: payload });
      });
      if (answer.error) throw new Error(answer.error);
      return answer.ok;
    },
    type,
    data,
    requestPortName,
  );

/** Pictures the window with the sidebar scrolled to an element, when pictures are asked for. */
async function picture(firefox: FirefoxSession, selector: string, name: string) {
  if (!shots) return;
  await firefox.settings.evaluate((found: string) => {
    const [sidebar] = browser.extension.getViews({ type: 'sidebar' } as never);
    sidebar?.document.querySelector(found)?.scrollIntoView({ block: 'center' });
  }, selector);
  await firefox.screenshot(`${shots}/${name}.png`);
}

const notice = `${shownPanel} [data-testid="not-kept"]`;
const ended = `${shownPanel} [data-testid="load-all-ended"]`;

it('with no room left, a fetch shows the answer, says it is not kept and what to clear, and Copy JSON copies it', async () => {
  const { firefox, fake, sidebar } = suite();
  await useService(firefox, fake);
  await showPage(firefox, video, 'youtube/watch-with-video.html');
  await openSidebar(firefox);
  await expect.poll(() => sidebar.text(panelResult)).not.toBeNull();
  await sidebar.click({ role: 'tab', name: /^Comments/ });
  expect(await fillUpTo(firefox, 512 * 1024)).toBeLessThanOrEqual(512 * 1024);
  const big = bigPage(1);
  fake.inject({ endpoint: 'video.comments', respond: { status: 200, body: big } });
  await sidebar.click({ role: 'button', name: /^Fetch/ }, shownPanel);
  await expect
    .poll(() => sidebar.text(notice), { timeout: 15_000 })
    .toContain('Shown, but not kept');
  expect(await sidebar.text(notice)).toContain(
    "The browser has no room left for Sidelight's data, so this answer is not in the cache or the history. Its cost is recorded in Spending.",
  );
  expect(await sidebar.text(notice)).toContain('free space in Settings › Storage');
  await sidebar.click({ role: 'button', name: 'Copy JSON' }, shownPanel);
  await expect.poll(async () => JSON.parse((await clipboardText(firefox)) || 'null')).toEqual(big);
  await picture(firefox, notice, 'not-kept-firefox');
  await unfill(firefox);
});

it('with no room left, Load all stops with the reason, and resumes once space is freed paying each page once', async () => {
  const { firefox, fake, sidebar } = suite();
  await useService(firefox, fake);
  await showPage(firefox, otherVideo, 'youtube/watch-with-video.html');
  if (!(await sidebarIsOpen(firefox))) await openSidebar(firefox);
  await expect.poll(() => sidebar.text('[data-testid="page-title"]')).toContain('M7lc1UVf-VE');
  await sidebar.click({ role: 'tab', name: /^Comments/ });
  await sidebar.click({ role: 'button', name: /^Fetch/ }, shownPanel);
  await expect.poll(() => sidebar.text(panelResult)).not.toBeNull();
  await sidebar.click({ role: 'button', name: 'Load all…' }, shownPanel);
  // Room for the job and a ledger entry (Firefox grows a database 2 MB at a time), not a page.
  expect(await fillUpTo(firefox, 5 * 1024 * 1024)).toBeLessThanOrEqual(5 * 1024 * 1024);
  fake.inject({
    endpoint: 'video.comments',
    respond: { status: 200, body: bigPage(2, 'M7lc1UVf-VE', 8) },
  });
  await sidebar.click({ role: 'button', name: /^Start · up to/ }, shownPanel);
  await expect
    .poll(() => sidebar.text(ended), { timeout: 15_000 })
    .toMatch(
      /^Stopped: the browser has no room left for Sidelight's data, so the next page could not be kept\. Kept so far: .* Free space in Settings › Storage, then resume: the pages kept are not fetched again\.$/,
    );
  await picture(firefox, ended, 'load-all-full-firefox');

  await unfill(firefox);
  await ask(firefox, 'clearKept', { action: 'clearCache' });
  await sidebar.click({ role: 'button', name: 'Resume…' }, shownPanel);
  await sidebar.click({ role: 'button', name: /^Resume · up to/ }, shownPanel);
  await expect.poll(() => sidebar.text(ended), { timeout: 15_000 }).toMatch(/^Loaded to the end:/);
  // Every page asked and paid once: the second, paid but not kept, was held and is kept now.
  const cursors = fake.requests
    .filter((request) => request.endpoint === 'video.comments')
    .map((request) => request.query.cursor ?? 'first');
  expect(cursors).toHaveLength(pageCount);
  expect(new Set(cursors).size).toBe(pageCount);
});
