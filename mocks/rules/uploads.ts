/** Uploaded pictures (avatars, portfolio covers): a multipart file kept as a data URL. */
import { fileExtension } from '@/lib/validators';

const IMAGE_TYPES: Readonly<Record<string, string>> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', bmp: 'image/bmp' };

export function isFile(value: unknown): value is File {
  return typeof value === 'object' && value !== null && 'arrayBuffer' in value && 'name' in value && 'size' in value;
}

export async function toDataUrl(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  const type = file.type || IMAGE_TYPES[fileExtension(file.name)] || 'application/octet-stream';
  return `data:${type};base64,${btoa(binary)}`;
}
