import { browser } from 'wxt/browser';
import { openSidePanel } from '../shared/open-side-panel';
import { openSidePanelCommand } from '../shared/side-panel-command';
import { recordProblem } from './problems';

/** Chrome: the shortcut opens the panel of the window it was pressed in. */
export function listenForPanelShortcut(): void {
  if (import.meta.env.FIREFOX) return;
  browser.commands.onCommand.addListener((command, tab) => {
    if (command === openSidePanelCommand && tab?.windowId !== undefined) {
      void openSidePanel(tab.windowId).catch(recordProblem('openingPanel'));
    }
  });
}
