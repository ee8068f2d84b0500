import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { listenForPanelShortcut } from '@/lib/extension/background/panel-shortcut';
import { openSidePanelCommand } from '@/lib/extension/shared/side-panel-command';

type CommandListener = (command: string, tab?: { windowId: number }) => void;

describe('the side panel shortcut (Chrome)', () => {
  let pressed: CommandListener | undefined;
  const open = vi.fn(async () => undefined);

  beforeEach(() => {
    fakeBrowser.reset();
    open.mockClear();
    pressed = undefined;
    // fakeBrowser implements neither API: stand in for the browser's command dispatch.
    fakeBrowser.commands.onCommand.addListener = ((listener: CommandListener) => {
      pressed = listener;
    }) as never;
    fakeBrowser.sidePanel.open = open as never;
    listenForPanelShortcut();
    expect(pressed).toBeDefined();
  });

  it('opens the panel in the window the shortcut was pressed in, synchronously', () => {
    pressed?.(openSidePanelCommand, { windowId: 42 });
    // Called before any await: the gesture the browser requires is still current.
    expect(open).toHaveBeenCalledWith({ windowId: 42 });
  });

  it('ignores other commands and commands without a window', () => {
    pressed?.('something-else', { windowId: 42 });
    pressed?.(openSidePanelCommand);
    expect(open).not.toHaveBeenCalled();
  });
});
