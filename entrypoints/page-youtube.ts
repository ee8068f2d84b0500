import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { reportPages } from '@/lib/extension/page-reporter';
import { youtubeResolvers } from '@/lib/platforms/dom/youtube';
import { youtube } from '@/lib/platforms/youtube';

/** A content script: which page this is, for the background (declared in wxt.config.ts). */
export default defineUnlistedScript(() => reportPages(youtube, youtubeResolvers));
