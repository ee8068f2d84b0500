import '@/lib/no-eval';
import { defineBackground } from 'wxt/utils/define-background';
import { resultCounts } from '@/components/views/result-counts';
import { resultTitle } from '@/components/views/result-title';
import { startApiService } from '@/lib/extension/api-background';
import { closeLocalStorageToContentScripts } from '@/lib/extension/api-key';
import { handleBackgroundMessages } from '@/lib/extension/handlers';
import { registerLinkMenu } from '@/lib/extension/link-menu';
import { pageReportHandlers, trackTabs } from '@/lib/extension/page-tracking';
import { listenForPanelShortcut } from '@/lib/extension/side-panel';
import { showWelcomeOnInstall } from '@/lib/extension/welcome';

export default defineBackground(() => {
  void closeLocalStorageToContentScripts();
  handleBackgroundMessages({
    ...startApiService({ titleOf: resultTitle, countsOf: resultCounts }),
    ...pageReportHandlers(),
  });
  trackTabs();
  listenForPanelShortcut();
  registerLinkMenu();
  showWelcomeOnInstall();
});
