import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { reportPages } from '@/lib/extension/page-reporter';
import { trustpilot } from '@/lib/platforms/trustpilot';

/** The content script of trustpilot pages: which page this is, for the background (see wxt.config.ts). */
export default defineUnlistedScript(() => {
  reportPages(trustpilot);
});
