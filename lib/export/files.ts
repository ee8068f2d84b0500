/**
 * Names and downloads of exported files: what is inside (platform, kind, id, date) in the name.
 */

/** "youtube-video-dQw4w9WgXcQ-comments-2026-11-21.csv": safe on every file system. */
export function fileName(
  parts: { platform: string; kind?: string; id?: string; what?: string; date?: Date },
  extension: string,
): string {
  const date = parts.date ?? new Date();
  const day = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  const slug = [parts.platform, parts.kind, parts.id, parts.what, day]
    .filter((part): part is string => Boolean(part))
    .map((part) =>
      part
        .normalize('NFKD')
        .replace(/[^\w.-]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 60),
    )
    .filter(Boolean)
    .join('-');
  return `${slug}.${extension}`;
}

export const toJson = (data: unknown) => `${JSON.stringify(data, null, 2)}\n`;

/** Saves text or bytes as a file through the browser's download of a blob (no permission needed). */
export function download(
  content: string | Uint8Array<ArrayBuffer>,
  name: string,
  mime: string,
): void {
  const type = typeof content === 'string' ? `${mime};charset=utf-8` : mime;
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** "512 B", "14 KB": how much was copied or saved, in UTF-8 bytes. */
export function sizeLabel(text: string): string {
  const bytes = new TextEncoder().encode(text).length;
  return bytes < 1024 ? `${bytes} B` : `${Math.round(bytes / 1024)} KB`;
}
