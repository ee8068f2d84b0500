/**
 * Where the focus goes in Firefox's real sidebar after a press from the keyboard (the control
 * focused, then activated, as Enter does): Fetch gives way to Refresh, Load all opens its form on
 * its first control, Escape closes it back to Load all. Never to the sidebar's body.
 */
import { expect, it } from 'vitest';
import { openSidebar } from './firefox';
import { firefoxForSuite, showPage } from './session';
import { panelResult, shownPanel } from './views';

const suite = firefoxForSuite();

/** The sidebar's focused element: its accessible name as its words or label say it, or "body". */
const focusedName = () =>
  suite().firefox.settings.evaluate(() => {
    const [sidebar] = browser.extension.getViews({ type: 'sidebar' } as never);
    const active = sidebar?.document.activeElement;
    if (!active || active === sidebar.document.body) return 'body';
    const input = active as HTMLInputElement;
    return (input.labels?.[0]?.textContent ?? active.textContent ?? '').replace(/\s+/g, ' ').trim();
  });

/** Focuses the shown panel's button whose words start so, then activates it, as Enter does. */
const pressButton = (startsWith: string) =>
  suite().firefox.settings.evaluate(
    (words, panel) => {
      const [sidebar] = browser.extension.getViews({ type: 'sidebar' } as never);
      const button = [
        ...(sidebar?.document.querySelector(panel)?.querySelectorAll('button') ?? []),
      ].find((candidate) => candidate.textContent?.trim().startsWith(words));
      if (!button) return false;
      button.focus();
      button.click();
      return true;
    },
    startsWith,
    shownPanel,
  );

/** Presses a key where the focus is in the sidebar. */
const pressKey = (key: string) =>
  suite().firefox.settings.evaluate((name) => {
    const [sidebar] = browser.extension.getViews({ type: 'sidebar' } as never) as (Window &
      typeof globalThis)[];
    sidebar?.document.activeElement?.dispatchEvent(
      new sidebar.KeyboardEvent('keydown', { key: name, bubbles: true }),
    );
  }, key);

it('Fetch gives way to Refresh; Load all opens its form on its first control; Escape goes back', async () => {
  const { firefox, sidebar } = suite();
  await showPage(
    firefox,
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'youtube/watch-with-video.html',
  );
  await openSidebar(firefox);
  // The keyboard is in the sidebar, as after a click in it or F6 (focus events go to a focused window).
  await firefox.inWindow<boolean>(
    "document.getElementById('sidebar').contentDocument.getElementById('webext-panels-browser').focus(); true",
  );
  await expect.poll(() => sidebar.text(panelResult)).toContain('Clack Lab');
  await sidebar.click({ role: 'tab', name: /^Comments/ });
  await expect.poll(() => pressButton('Fetch')).toBe(true);
  await expect.poll(() => sidebar.text(panelResult)).toContain('@typingwithtom');
  await expect.poll(focusedName).toBe('Refresh · free (demo data)');

  await expect.poll(() => pressButton('Load all')).toBe(true);
  await expect.poll(focusedName).toBe('Start · free (demo data)');
  expect(await sidebar.text(`${shownPanel} [data-testid="load-all-announce"]`)).toBe(
    'Load all: set what it may spend, then press Start, or Escape to close.',
  );
  await pressKey('Escape');
  await expect.poll(() => sidebar.texts(`${shownPanel} [data-testid="load-all-form"]`)).toEqual([]);
  await expect.poll(focusedName).toBe('Load all…');
});
