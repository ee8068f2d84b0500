import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { reportPages } from '@/lib/extension/page-reporter';
import { controlVideo } from '@/lib/extension/page-video';
import { youtube } from '@/lib/platforms/youtube';

/** The content script of youtube pages: which page this is, for the background,
 * and its video, for a transcript in a view (see wxt.config.ts). */
export default defineUnlistedScript(() => {
  reportPages(youtube);
  controlVideo();
});
