import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { linkedinResolvers } from '@/lib/platforms/dom/linkedin';
import { installReader } from '@/lib/platforms/dom/read';
import { linkedin } from '@/lib/platforms/linkedin';

/** Run by the background in a LinkedIn tab whose page only its markup tells (page-tracking.ts). */
export default defineUnlistedScript(() => installReader(linkedin, linkedinResolvers));
