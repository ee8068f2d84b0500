import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { installReader } from '@/lib/platforms/dom/read';
import { youtubeResolvers } from '@/lib/platforms/dom/youtube';
import { youtube } from '@/lib/platforms/youtube';

/** Run by the background in a YouTube tab whose page only its markup tells (page-tracking.ts). */
export default defineUnlistedScript(() => installReader(youtube, youtubeResolvers));
