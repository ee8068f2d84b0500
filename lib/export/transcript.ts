/**
 * Transcripts and subtitles in the formats people use: plain text, text with [mm:ss] stamps,
 * paragraphs, SRT, WebVTT and Markdown with links to the moment on the page.
 */

/** One timed line, in seconds: the video transcription's `start + duration`, or subtitles' `start`/`end`. */
export interface Cue {
  start: number;
  end: number;
  text: string;
}

/** Cues from either resource: `{start, duration, text}` (video) or `{start, end, text}` (short video). */
export function cuesOf(data: unknown): Cue[] {
  const segments = (data as { segments?: unknown })?.segments;
  if (!Array.isArray(segments)) return [];
  return segments.flatMap((segment): Cue[] => {
    const { start, end, duration, text } = (segment ?? {}) as Record<string, unknown>;
    if (typeof start !== 'number' || typeof text !== 'string') return [];
    const stop =
      typeof end === 'number' ? end : typeof duration === 'number' ? start + duration : start;
    return [{ start, end: Math.max(start, stop), text: text.trim() }];
  });
}

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** 83.5 → "01:23" (or "1:02:03" past an hour), as the [mm:ss] stamps and links show it. */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  return hours > 0
    ? `${hours}:${pad(minutes)}:${pad(whole % 60)}`
    : `${pad(minutes)}:${pad(whole % 60)}`;
}

/** 83.5 → "00:01:23,500" (SRT) or "00:01:23.500" (WebVTT), exact to the millisecond. */
export function timestamp(seconds: number, separator: ',' | '.'): string {
  const millis = Math.round(Math.max(0, seconds) * 1000);
  const hours = Math.floor(millis / 3_600_000);
  const minutes = Math.floor((millis % 3_600_000) / 60_000);
  const secs = Math.floor((millis % 60_000) / 1000);
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)}${separator}${pad(millis % 1000, 3)}`;
}

// A cue's own line breaks would end an SRT or WebVTT block early.
const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ');

const toPlainText = (cues: Cue[]) => cues.map((cue) => oneLine(cue.text)).join('\n');

export const toStampedText = (cues: Cue[]) =>
  cues.map((cue) => `[${clock(cue.start)}] ${oneLine(cue.text)}`).join('\n');

/** Lines joined into paragraphs at pauses of two seconds or more, or every ~60 s. */
export function toParagraphs(cues: Cue[]): string {
  const paragraphs: string[][] = [];
  let started = Number.NEGATIVE_INFINITY;
  let previousEnd = Number.NEGATIVE_INFINITY;
  for (const cue of cues) {
    if (cue.start - previousEnd >= 2 || cue.start - started >= 60) {
      paragraphs.push([]);
      started = cue.start;
    }
    paragraphs.at(-1)?.push(oneLine(cue.text));
    previousEnd = cue.end;
  }
  return paragraphs.map((lines) => lines.join(' ')).join('\n\n');
}

export const toSrt = (cues: Cue[]) =>
  cues
    .map(
      (cue, index) =>
        `${index + 1}\n${timestamp(cue.start, ',')} --> ${timestamp(cue.end, ',')}\n${oneLine(cue.text)}\n`,
    )
    .join('\n');

export const toVtt = (cues: Cue[]) =>
  `WEBVTT\n\n${cues
    .map(
      (cue) =>
        `${timestamp(cue.start, '.')} --> ${timestamp(cue.end, '.')}\n${oneLine(cue.text)}\n`,
    )
    .join('\n')}`;

/** Markdown with each line's time linking to that moment of the video (`pageUrl` gets `t=`). */
export function toMarkdown(
  cues: Cue[],
  { title, pageUrl }: { title: string; pageUrl?: string },
): string {
  const at = (seconds: number) => {
    if (!pageUrl || !/^https?:\/\//i.test(pageUrl)) return `[${clock(seconds)}]`;
    const url = new URL(pageUrl);
    url.searchParams.set('t', `${Math.floor(seconds)}s`);
    return `[${clock(seconds)}](${url.href})`;
  };
  const escapeMarkdown = (text: string) => text.replace(/([\\`*_[\]<>#|])/g, '\\$1');
  return `# ${escapeMarkdown(title)}\n\n${cues.map((cue) => `- ${at(cue.start)} ${escapeMarkdown(oneLine(cue.text))}`).join('\n')}\n`;
}

export const transcriptFormats = {
  txt: { label: 'Plain text', extension: 'txt', mime: 'text/plain' },
  stamped: { label: 'Text with [mm:ss]', extension: 'txt', mime: 'text/plain' },
  paragraphs: { label: 'Paragraphs', extension: 'txt', mime: 'text/plain' },
  srt: { label: 'SRT', extension: 'srt', mime: 'application/x-subrip' },
  vtt: { label: 'WebVTT', extension: 'vtt', mime: 'text/vtt' },
  markdown: { label: 'Markdown', extension: 'md', mime: 'text/markdown' },
} as const;

export type TranscriptFormat = keyof typeof transcriptFormats;

export function formatTranscript(
  format: TranscriptFormat,
  cues: Cue[],
  meta: { title: string; pageUrl?: string },
): string {
  switch (format) {
    case 'txt':
      return toPlainText(cues);
    case 'stamped':
      return toStampedText(cues);
    case 'paragraphs':
      return toParagraphs(cues);
    case 'srt':
      return toSrt(cues);
    case 'vtt':
      return toVtt(cues);
    case 'markdown':
      return toMarkdown(cues, meta);
  }
}
