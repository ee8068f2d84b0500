import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { reportPages } from '@/lib/extension/page-reporter';
import { tiktok } from '@/lib/platforms/tiktok';

/** A content script: which page this is, for the background (declared in wxt.config.ts). */
export default defineUnlistedScript(() => reportPages(tiktok));
