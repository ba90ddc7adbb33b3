/**
 * Uploaded files: their names, extensions and sizes, and what their bytes really are (the sniffer
 * of src/lib/file-sniff.ts, re-exported for mocks/). Avatars and covers (000 §5, 001/002 §5).
 *
 * Shared by the forms and the mock server: import only `@/types/*`, this folder and the pure
 * modules it re-exports (docs/architecture.md).
 */
import { type ImageKind, sniffImage } from '../file-sniff';
import { type Check, invalid } from './check';
import { invisibleCharacterProblem, textLength } from './text';

export { FILE_KIND_TYPES, sniffFile, sniffImage } from '../file-sniff';
export type { FileKind, ImageKind } from '../file-sniff';

/** The part of a browser File the rules look at, so the mock server can pass plain records. */
export interface FileLike {
  name: string;
  size: number;
}

export const MB = 1024 * 1024;
export const IMAGE_EXTENSIONS: readonly string[] = ['jpg', 'jpeg', 'png', 'bmp'];
export const AVATAR_MAX_BYTES = 1 * MB;

/** 1024 KB */
export const COVER_MAX_BYTES = 1024 * 1024;

/** Not in the spec: an uploaded file's name, in characters, extension included (issue 25). */
export const FILE_NAME_MAX = 100;

/** The pictures the image uploads take, by their bytes (the formats of IMAGE_EXTENSIONS; never SVG). */
export const UPLOAD_IMAGE_KINDS: readonly ImageKind[] = ['jpeg', 'png', 'bmp'];

/**
 * The name of an uploaded file: at most FILE_NAME_MAX characters (extension included) and nothing
 * hidden in it (a right-to-left override makes "gpj.exe" read "exe.jpg").
 */
export function checkUploadFileName(name: string): Check {
  if (textLength(name) > FILE_NAME_MAX) return invalid('validation.fileName.tooLong', { max: FILE_NAME_MAX });
  return invisibleCharacterProblem(name) !== null ? invalid('validation.fileName.invisible') : null;
}

/** Lower-case extension after the last dot, '' when there is none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function hasExtension(name: string, allowed: readonly string[]): boolean {
  return allowed.includes(fileExtension(name));
}

function checkImageUpload(file: FileLike, maxBytes: number): Check {
  if (!hasExtension(file.name, IMAGE_EXTENSIONS)) return invalid('validation.image.uploadFailed');
  if (file.size > maxBytes) return invalid('validation.image.tooLarge');
  return checkUploadFileName(file.name);
}

/** The picture an image upload (avatar, cover, feedback image) really is, or null: its bytes decide, never its name or declared type. */
export function uploadImageKind(bytes: Uint8Array): ImageKind | null {
  const kind = sniffImage(bytes);
  return kind && UPLOAD_IMAGE_KINDS.includes(kind) ? kind : null;
}

/** Avatars and covers: the bytes must be a jpeg, png or bmp picture ('upload failed' otherwise). */
export function checkImageBytes(bytes: Uint8Array): Check {
  return uploadImageKind(bytes) ? null : invalid('validation.image.uploadFailed');
}

/** jpg/jpeg/png/bmp in any case, at most 1 MB. */
export function checkAvatarFile(file: FileLike): Check {
  return checkImageUpload(file, AVATAR_MAX_BYTES);
}

/** Portfolio and team covers: jpg/jpeg/png/bmp by file name, at most 1024 KB. */
export function checkCoverFile(file: FileLike): Check {
  return checkImageUpload(file, COVER_MAX_BYTES);
}
