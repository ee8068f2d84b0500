import { defineBackground } from 'wxt/utils/define-background';
import { resultCounts, resultTitle } from '@/lib/areas/result-facts';
import { answeredMessage, wakeWithoutMessage } from '@/lib/extension/background/after-wake';
import { startApiService } from '@/lib/extension/background/api-background';
import { handleBackgroundMessages } from '@/lib/extension/background/handlers';
import { registerLinkMenu } from '@/lib/extension/background/link-menu';
import { pageReportHandlers, trackTabs } from '@/lib/extension/background/page-tracking';
import { listenForPanelShortcut } from '@/lib/extension/background/panel-shortcut';
import { closeLocalStorageToContentScripts } from '@/lib/extension/background/storage-access';
import { showWelcomeOnInstall } from '@/lib/extension/background/welcome';

export default defineBackground(() => {
  void closeLocalStorageToContentScripts();
  handleBackgroundMessages(
    {
      ...startApiService({ titleOf: resultTitle, countsOf: resultCounts }),
      ...pageReportHandlers(),
    },
    answeredMessage,
  );
  trackTabs();
  listenForPanelShortcut();
  registerLinkMenu();
  showWelcomeOnInstall();
  wakeWithoutMessage();
});
