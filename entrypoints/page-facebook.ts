import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { reportPages } from '@/lib/extension/page-reporter';
import { facebook } from '@/lib/platforms/facebook';

/** The content script of facebook pages: which page this is, for the background (see wxt.config.ts). */
export default defineUnlistedScript(() => {
  reportPages(facebook);
});
