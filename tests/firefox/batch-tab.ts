/**
 * The batch page in a Firefox tab, as a user works it: its texts, its buttons pressed by the words
 * they start with, addresses pasted in its Pages box, and what a kind of page is asked for ticked.
 */
import type { Page } from 'puppeteer-core';
import { expect } from 'vitest';

export function batchTab(batch: Page) {
  const text = (selector: string) =>
    batch.evaluate((found) => document.querySelector(found)?.textContent ?? null, selector);
  const texts = (selector: string) =>
    batch.evaluate(
      (found) => [...document.querySelectorAll(found)].map((each) => each.textContent ?? ''),
      selector,
    );
  /** Presses the enabled button whose words start with `label`; false while there is none. */
  const press = (label: string) =>
    batch.evaluate((start) => {
      const button = [...document.querySelectorAll('button')].find((each) =>
        each.textContent?.startsWith(start),
      );
      if (!button || button.disabled) return false;
      button.click();
      return true;
    }, label);
  /** Types `value` into the field `selector` finds; false while there is none. */
  const fill = (selector: string, value: string) =>
    batch.evaluate(
      (found, typed) => {
        const field = document.querySelector<HTMLInputElement>(found);
        if (!field) return false;
        field.focus();
        field.value = typed;
        field.dispatchEvent(new Event('input', { bubbles: true }));
        return true;
      },
      selector,
      value,
    );
  /** Types `lines` into the Pages box, once the page shows it. */
  const paste = async (lines: string) => {
    await expect
      .poll(() => batch.evaluate(() => document.querySelector('#batch-pages') !== null))
      .toBe(true);
    await batch.evaluate((value) => {
      const pages = document.querySelector<HTMLTextAreaElement>('#batch-pages');
      if (!pages) throw new Error('No Pages box');
      pages.focus();
      pages.value = value;
      pages.dispatchEvent(new Event('input', { bubbles: true }));
    }, lines);
  };
  /** Ticks what the plan's row for a kind of page (`youtube video`) fetches, by its label. */
  const tick = (group: string, label: string) =>
    expect
      .poll(() =>
        batch.evaluate(
          (row, words) => {
            const box = [
              ...document.querySelectorAll<HTMLLabelElement>(`tr[data-group="${row}"] label`),
            ].find((each) => each.textContent?.startsWith(words))?.control;
            if (!(box instanceof HTMLInputElement)) return false;
            if (!box.checked) box.click();
            return box.checked;
          },
          group,
          label,
        ),
      )
      .toBe(true);
  return { text, texts, press, paste, tick, fill };
}
