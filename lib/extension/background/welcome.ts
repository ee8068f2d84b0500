import { browser } from 'wxt/browser';
import { welcomeSettingsPath } from '../shared/view-addresses';

/** A new install opens the settings with a short welcome: add a key, or try demo data at once. */
export function showWelcomeOnInstall(): void {
  browser.runtime.onInstalled.addListener(({ reason }) => {
    if (reason === 'install')
      void browser.tabs.create({ url: browser.runtime.getURL(welcomeSettingsPath) });
  });
}
