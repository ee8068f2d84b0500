import { browser } from 'wxt/browser';

/** Firefox's sidebar API, absent from Chrome's types. */
interface FirefoxSidebar {
  sidebarAction: { open(): Promise<void> };
}

/**
 * Opens Sidelight's panel in a window. Both browsers accept this only during a user gesture, so
 * call it synchronously from the click or command handler, with nothing awaited before it.
 */
export function openSidePanel(windowId: number): Promise<void> {
  if (import.meta.env.FIREFOX) return (browser as unknown as FirefoxSidebar).sidebarAction.open();
  return browser.sidePanel.open({ windowId });
}
