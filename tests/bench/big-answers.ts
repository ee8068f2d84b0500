/** The large answers the panel must stay quick with, grown from the samples. */
import { sampleOf } from '../../lib/areas/samples';

type Json = Record<string, unknown>;

const words =
  'so the next thing we tried was the same board with a different plate and the sound changed completely';

/** A transcript of `count` segments, about two and a half seconds each. */
export function longTranscript(count: number): Json {
  const sample = sampleOf('video.transcription') as Json;
  const segments = Array.from({ length: count }, (_, index) => ({
    start: index * 2.5,
    duration: 2.5,
    text: `${index + 1}: ${words
      .split(' ')
      .slice(index % 7, (index % 7) + 9)
      .join(' ')}`,
  }));
  return { ...sample, segments, fullText: segments.map((segment) => segment.text).join(' ') };
}

/** `count` comments in one answer, each a little different. */
export function manyComments(count: number): Json {
  const sample = sampleOf('video.comments') as { comments: Json[] };
  const comments = Array.from({ length: count }, (_, index) => ({
    ...sample.comments[index % sample.comments.length],
    id: `bench-comment-${index}`,
    text: `Comment ${index + 1}: ${words}`,
    likeCount: (index * 37) % 5000,
    replyCount: index % 13,
  }));
  return { ...sample, comments, nextPageToken: null };
}

const dayMs = 86_400_000;
/** The discussed lists' first day; each spans 57 days, to Nov 27. */
const firstDay = Date.UTC(2026, 9, 2, 12);

/** What people write under a keyboard video: English, Japanese, a word too long for a line. */
const discussion = [
  'Great sound test.',
  'Milky yellows undefeated 😂',
  '日本からです！静音スイッチの比較動画もぜひお願いします。字幕ありがとうございます。',
  'Lubed linears sound deeper.',
  'Thock: pneumonoultramicroscopicsilicovolcanoconiosiskeyboards!',
];

/** The Japanese comments' place in `discussion`: they are in Japanese alone. */
const japanese = 2;

/**
 * `count` comments over Oct 2 - Nov 27 2026 (a day each in turn), each fifth asking a question,
 * each third not in Japanese about keycaps (the only place the word is), each tenth by one regular.
 */
export function discussedComments(count: number): Json {
  const sample = sampleOf('video.comments') as { comments: Json[] };
  const comments = Array.from({ length: count }, (_, index) => ({
    ...sample.comments[index % sample.comments.length],
    id: `discussed-${index}`,
    author: index % 10 === 0 ? '@keebregular' : `@viewer${index % 45}`,
    authorChannelId: `UCdiscussed${index}`,
    text: [
      index % 5 === 0 ? 'Which switches did you use?' : '',
      discussion[index % discussion.length],
      index % 3 === 0 && index % 5 !== japanese ? 'New keycaps look clean.' : '',
    ]
      .filter(Boolean)
      .join(' '),
    likeCount: (index * 37) % 5000,
    publishedAt: new Date(firstDay + (index % 57) * dayMs).toISOString(),
  }));
  return { ...sample, comments, nextPageToken: null };
}

/** `count` reviews over Oct 2 - Nov 27 2026, stars 1 to 5 in turn, every third answered. */
export function discussedReviews(count: number): Json {
  const sample = sampleOf('reviews.reviews') as { reviews: Json[] };
  const reviews = Array.from({ length: count }, (_, index) => {
    const base = sample.reviews[index % sample.reviews.length] as Json;
    return {
      ...base,
      id: `discussed-review-${index}`,
      rating: (index % 5) + 1,
      reply: index % 3 === 0 ? { message: 'Thank you for the review.' } : null,
      consumer: {
        ...(base.consumer as Json),
        displayName: index % 8 === 0 ? 'Katrin Weber' : `Customer ${index % 30}`,
      },
      dates: { publishedDate: new Date(firstDay + (index % 57) * dayMs).toISOString() },
    };
  });
  return { ...sample, reviews };
}

/** The latest video's day: the videos lists go back from it, one video every 10 hours. */
const latestVideo = Date.UTC(2026, 10, 27, 18);

/** A profile's `count` latest videos, newest first, each with its own numbers and date. */
export function manyVideos(count: number): Json {
  const sample = sampleOf('shortvideo.userVideos') as { videos: Json[] };
  const videos = Array.from({ length: count }, (_, index) => {
    const id = String(7_500_000_000_000_000_000n + BigInt(index));
    return {
      ...sample.videos[index % sample.videos.length],
      id,
      url: `https://www.tiktok.com/@mika.in.tokyo/video/${id}`,
      title: `Video ${index + 1}: ${words
        .split(' ')
        .slice(index % 7, (index % 7) + 6)
        .join(' ')}`,
      // Spread, not in step with the order: medians and means differ, as a real list's do.
      views: 40_000 + ((index * 2_654_435_761) % 3_000_000),
      likes: 2_000 + ((index * 40_503) % 30_000),
      comments: 50 + ((index * 7_919) % 5_000),
      shares: 10 + ((index * 104_729) % 20_000),
      createdAt: new Date(latestVideo - index * 10 * 3_600_000).toISOString(),
    };
  });
  return { ...sample, videos };
}
