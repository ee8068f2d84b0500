import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { reportPages } from '@/lib/extension/page-reporter';
import { reddit } from '@/lib/platforms/reddit';

/** The content script of reddit pages: which page this is, for the background (see wxt.config.ts). */
export default defineUnlistedScript(() => {
  reportPages(reddit);
});
