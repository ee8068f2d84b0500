import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { reportPages } from '@/lib/extension/page-reporter';
import { instagram } from '@/lib/platforms/instagram';

/** The content script of instagram pages: which page this is, for the background (see wxt.config.ts). */
export default defineUnlistedScript(() => {
  reportPages(instagram);
});
