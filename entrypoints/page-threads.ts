import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { reportPages } from '@/lib/extension/page-reporter';
import { threads } from '@/lib/platforms/threads';

/** The content script of threads pages: which page this is, for the background (see wxt.config.ts). */
export default defineUnlistedScript(() => {
  reportPages(threads);
});
