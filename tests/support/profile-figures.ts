/**
 * What a TikTok profile's derived figures read in the panel, computed here by hand from the
 * samples the local fake answers with (the profile and its videos), independently of
 * lib/figures: the engagement rates, views and the best video, with their samples' words and dates.
 */
import { endpointById } from '../../lib/areas';
import { priceOf } from '../../lib/areas/page-params';
import { sampleOf } from '../../lib/areas/samples';

interface Video {
  title: string;
  likes: number;
  comments: number;
  shares: number;
  views: number;
  createdAt: string;
}

export const profileUrl = 'https://www.tiktok.com/@mika.in.tokyo';
/** Items per list as stored: the Videos tab, and so the figures, ask for this many. */
export const itemsPerList = 12;

const { followers } = sampleOf('shortvideo.user') as { followers: number };
const { videos } = sampleOf('shortvideo.userVideos') as { videos: Video[] };
const posts = endpointById('shortvideo.userVideos');
/** The list's price with the params its tab sends. */
export const videosPrice =
  priceOf(posts, { username: 'mika.in.tokyo', count: itemsPerList }) ?? Number.NaN;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-US');
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dayOf = (iso: string) => {
  const [year, month, date] = iso.slice(0, 10).split('-').map(Number);
  return day.format(new Date(year as number, (month as number) - 1, date));
};

const interactions = (video: Video) => video.likes + video.comments + video.shares;
const rates = videos.map((video) => (100 * interactions(video)) / followers);
const views = videos.map((video) => video.views);
const dates = videos.map((video) => video.createdAt).sort((a, b) => Date.parse(a) - Date.parse(b));
const span = `${dayOf(dates[0] ?? '')} – ${dayOf(dates.at(-1) ?? '')}`;
const best = [...videos].sort((a, b) => interactions(b) - interactions(a))[0] as Video;
const count = videos.length;

/** The offer while the videos are not stored, its price as the Videos tab's Fetch states it. */
export const offerWords = `Engagement needs the latest videos: Load them · ${videosPrice} credits`;

/** Figures by label: the value's words and the sample's. */
export const expectedFigures = {
  'Engagement rate, median': {
    value: `${oneDecimal.format(median(rates))}%`,
    sample: `median over the latest ${count} videos, ${span}`,
  },
  'Engagement rate, mean': {
    value: `${oneDecimal.format(mean(rates))}%`,
    sample: `mean over the latest ${count} videos, ${span}`,
  },
  'Views, median': {
    value: whole.format(Math.round(median(views))),
    sample: `median over the latest ${count} videos, ${span}`,
  },
  'Best video': {
    value: `${whole.format(interactions(best))} likes + comments + shares ${best.title}`,
    sample: `of the latest ${count} videos, ${span}`,
  },
} as const;

/** The sample has fewer than 5 videos: each of these figures is muted and says so. */
export const fewVideosCaution = 'Over fewer than 5 videos: a hint, not a measure.';
