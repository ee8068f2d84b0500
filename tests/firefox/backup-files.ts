/** A backup saved from the settings and chosen again in Restore from a backup…, in Firefox. */
import { expect } from 'vitest';
import type { FirefoxSession } from './firefox';
import { view } from './views';

/** Presses Back up my data and reads the file it saves (the download itself left out). */
export async function backUp(firefox: FirefoxSession): Promise<{ name: string; text: string }> {
  await firefox.settings.evaluate(() => {
    const saved: { name: string; url: string }[] = [];
    (window as unknown as { savedFiles: typeof saved }).savedFiles = saved;
    HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
      saved.push({ name: this.download, url: this.href });
    };
  });
  await view(firefox, 'settings').click({ role: 'button', name: 'Back up my data' });
  await expect
    .poll(() =>
      firefox.settings.evaluate(
        () => (window as unknown as { savedFiles: unknown[] }).savedFiles.length,
      ),
    )
    .toBe(1);
  return firefox.settings.evaluate(async () => {
    const [file] = (window as unknown as { savedFiles: { name: string; url: string }[] })
      .savedFiles;
    return { name: file?.name ?? '', text: await (await fetch(file?.url ?? '')).text() };
  });
}

/** Chooses a file in Restore from a backup…, as the file picker would. */
export const choose = (firefox: FirefoxSession, name: string, text: string) =>
  firefox.settings.evaluate(
    (fileName, content) => {
      const input = document.querySelector<HTMLInputElement>('[data-testid="restore-file"]');
      if (!input) throw new Error('No restore input');
      const chosen = new DataTransfer();
      chosen.items.add(new File([content], fileName, { type: 'application/json' }));
      input.files = chosen.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    },
    name,
    text,
  );

export const preview = '[data-testid="restore-preview"]';

/** Chooses the file and presses Restore under what it would change (its settings too if asked). */
export async function restore(
  firefox: FirefoxSession,
  name: string,
  text: string,
  { withSettings = false } = {},
) {
  await choose(firefox, name, text);
  const settings = view(firefox, 'settings');
  await expect.poll(() => settings.text(`${preview} .sl-preview__title`)).not.toBeNull();
  if (withSettings)
    await settings.click({ role: 'checkbox', name: /Restore the backup’s settings too/ }, preview);
  await settings.click({ role: 'button', name: 'Restore' }, preview);
}
