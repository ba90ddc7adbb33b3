/**
 * Uploaded files as the server takes them: judged by their bytes, never by their name or the
 * type the sender declared (docs/security.md "Uploads"). A picture (avatar, portfolio cover) is
 * kept as a data URL whose type is the one its bytes show, so a page named cover.png and sent as
 * text/html is refused, and could never come back as data:text/html.
 */
import { FILE_KIND_TYPES, uploadImageKind } from '@/lib/validators/files';

export function isFile(value: unknown): value is File {
  return typeof value === 'object' && value !== null && 'arrayBuffer' in value && 'name' in value && 'size' in value;
}

export async function bytesOf(file: File): Promise<Uint8Array> {
  return new Uint8Array(await file.arrayBuffer());
}

/** The picture as a data URL typed by its bytes, or null when the bytes are not a picture the uploads take. */
export function imageDataUrl(bytes: Uint8Array): string | null {
  const kind = uploadImageKind(bytes);
  if (!kind) return null;
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${FILE_KIND_TYPES[kind]};base64,${btoa(binary)}`;
}
