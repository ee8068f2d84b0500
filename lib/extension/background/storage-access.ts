import { browser } from 'wxt/browser';

type AccessLevelSwitch = {
  setAccessLevel?: (options: { accessLevel: 'TRUSTED_CONTEXTS' }) => Promise<void>;
};

/**
 * Closes `storage.local` to content scripts, which run inside web pages: Chrome then refuses them
 * any read of it, the key included. Firefox has no such switch for `storage.local`; there the
 * content scripts simply never read it.
 */
export async function closeLocalStorageToContentScripts(): Promise<void> {
  try {
    await (browser.storage.local as AccessLevelSwitch).setAccessLevel?.({
      accessLevel: 'TRUSTED_CONTEXTS',
    });
  } catch {
    // A browser that has the call but not for this area: nothing more to close.
  }
}
