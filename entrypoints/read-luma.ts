import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { lumaResolvers } from '@/lib/platforms/dom/luma';
import { installReader } from '@/lib/platforms/dom/read';
import { luma } from '@/lib/platforms/luma';

/** Run by the background in a Luma tab whose page only its markup tells (page-tracking.ts). */
export default defineUnlistedScript(() => installReader(luma, lumaResolvers));
