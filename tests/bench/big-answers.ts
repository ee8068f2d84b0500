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
