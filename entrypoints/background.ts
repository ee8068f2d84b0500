import { defineBackground } from 'wxt/utils/define-background';
import { z } from 'zod';
import { startApiService } from '@/lib/extension/api-background';
import { handleBackgroundMessages } from '@/lib/extension/handlers';
import { registerLinkMenu } from '@/lib/extension/link-menu';
import { reportPage, trackTabs } from '@/lib/extension/page-tracking';
import { listenForPanelShortcut } from '@/lib/extension/side-panel';
import { videoControlHandlers } from '@/lib/extension/video-control';
import { showWelcomeOnInstall } from '@/lib/extension/welcome';

export default defineBackground(() => {
  // The extension CSP forbids eval; zod must not probe for it.
  z.config({ jitless: true });
  handleBackgroundMessages({ reportPage, ...startApiService(), ...videoControlHandlers() });
  trackTabs();
  listenForPanelShortcut();
  registerLinkMenu();
  showWelcomeOnInstall();
});
