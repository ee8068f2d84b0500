/**
 * A new user in Firefox, with no key: on a YouTube video the sidebar shows the bundled demo data
 * for free, and a transcript time moves the page's video.
 */
import { expect, it } from 'vitest';
import { endpointsForPage } from '../../lib/areas';
import { paramsFromPage, priceOf } from '../../lib/areas/page-params';
import { sampleOf } from '../../lib/areas/samples';
import { cuesOf } from '../../lib/export/transcript';
import { detectUrl } from '../../lib/platforms';
import { headlineOf } from '../support/headline';
import { openSidebar } from './firefox';
import { firefoxForSuite, showPage } from './session';
import { panelResult, shownPanel } from './views';

const suite = firefoxForSuite();
const videoUrl = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

it('names the video page and lists its tabs with their prices', async () => {
  const { firefox, sidebar } = suite();
  await showPage(firefox, videoUrl, 'youtube/watch-with-video.html');
  await openSidebar(firefox);
  await expect
    .poll(() => sidebar.text('[data-testid="page-title"]'))
    .toBe('YouTube video · dQw4w9WgXcQ');
  const match = detectUrl(videoUrl);
  if (!match || !('params' in match)) throw new Error('not a page');
  const served = endpointsForPage(match.area, match.kind);
  // The title shows first; the tabs follow once the page's endpoints are loaded.
  await expect
    .poll(() => sidebar.names('tab'))
    .toEqual(
      served.map(
        (endpoint) =>
          `${endpoint.label} ${priceOf(endpoint, paramsFromPage(endpoint, match.params))} cr`,
      ),
    );
});

it('shows the video from the demo data, marked as such', async () => {
  const { fake, sidebar } = suite();
  await expect
    .poll(() => sidebar.text(panelResult))
    .toContain(headlineOf('video.video', sampleOf('video.video')));
  expect(await sidebar.attribute('[data-testid="provenance"]', 'data-source')).toBe('demo');
  expect(await sidebar.text('[data-testid="provenance"]')).toContain('Demo data');
  expect(fake.requests).toEqual([]);
});

it('shows the comments', async () => {
  const { sidebar } = suite();
  await sidebar.click({ role: 'tab', name: /^Comments/ });
  await sidebar.click({ role: 'button', name: /^Fetch/ }, shownPanel);
  await expect
    .poll(() => sidebar.text(panelResult))
    .toContain(headlineOf('video.comments', sampleOf('video.comments')));
});

it('shows the transcript; a time moves the page’s video there, and following it marks the line played', async () => {
  const { firefox, sidebar } = suite();
  await sidebar.click({ role: 'tab', name: /^Transcript/ });
  await sidebar.click({ role: 'button', name: /^Fetch/ }, shownPanel);
  const cues = cuesOf(sampleOf('video.transcription'));
  await expect
    .poll(() => sidebar.texts('[data-testid="transcript"] [role="listitem"]'))
    .toHaveLength(cues.length);
  expect(await sidebar.text('[data-testid="transcript"] [role="listitem"]')).toContain(
    cues[0]?.text,
  );
  const third = cues[2];
  if (!third) throw new Error('The sample has fewer than 3 cues');
  await sidebar.click(
    { role: 'button', name: /^Play from/ },
    '[data-testid="transcript"] [aria-posinset="3"]',
  );
  await expect
    .poll(() =>
      firefox.tab.evaluate(
        () => (document.querySelector('video.html5-main-video') as HTMLVideoElement).currentTime,
      ),
    )
    .toBe(third.start);

  // Following the video marks the line played, and moves with the player's timeupdate.
  await sidebar.click({ role: 'checkbox', name: 'Follow the video' });
  await expect.poll(() => sidebar.attribute('[aria-current="true"]', 'aria-posinset')).toBe('3');
  const fifth = cues[4];
  if (!fifth) throw new Error('The sample has fewer than 5 cues');
  await firefox.tab.evaluate((seconds) => {
    const video = document.querySelector('video.html5-main-video') as HTMLVideoElement;
    video.currentTime = seconds;
    video.dispatchEvent(new Event('timeupdate'));
  }, fifth.start);
  await expect.poll(() => sidebar.attribute('[aria-current="true"]', 'aria-posinset')).toBe('5');
});
