/**
 * What a file really is, from its bytes, never from its name or the type the sender declared
 * (docs/security.md "Uploads"). Pure functions, shared by the upload pickers and the mock server
 * (re-exported by src/lib/validators/files.ts, which mocks/ may import).
 *
 * Pictures by their signatures (PNG, JPEG, GIF, BMP, WebP; never SVG, which is a document that
 * can hold script); PDF by `%PDF-`; Word and Excel as what they are, a zip package whose
 * [Content_Types].xml declares the main part of a .docx or an .xlsx (so a macro-enabled .docm or
 * .xlsm, or any zip renamed, is not one); other zips, RAR archives and old Office files (OLE
 * compound files) by their signatures.
 *
 * Only `@/types/*` may be imported here: mocks/ imports this file through the validators.
 */

export type ImageKind = 'png' | 'jpeg' | 'gif' | 'bmp' | 'webp';
export type FileKind = ImageKind | 'pdf' | 'docx' | 'xlsx' | 'zip' | 'rar' | 'ole';

/** The media type each kind is stored and served with (a stored type always comes from here). */
export const FILE_KIND_TYPES: Readonly<Record<FileKind, string>> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  ole: 'application/x-ole-storage',
};

/** The content type [Content_Types].xml gives the main part of a Word or an Excel package. */
const OOXML_MAIN_TYPES: Readonly<Record<'docx' | 'xlsx', string>> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
};

const ascii = (text: string): number[] => Array.from(text, (c) => c.charCodeAt(0));

const SIGNATURES: readonly { kind: FileKind; at?: number; bytes: readonly number[] }[] = [
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'gif', bytes: ascii('GIF87a') },
  { kind: 'gif', bytes: ascii('GIF89a') },
  { kind: 'pdf', bytes: ascii('%PDF-') },
  { kind: 'rar', bytes: [...ascii('Rar!'), 0x1a, 0x07] },
  { kind: 'ole', bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
];

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  return bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
}

const u16 = (bytes: Uint8Array, at: number): number => bytes[at] | (bytes[at + 1] << 8);
const u32 = (bytes: Uint8Array, at: number): number => (bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16) | (bytes[at + 3] << 24)) >>> 0;

/** BMP: "BM", then a DIB header of one of the sizes the format defines (not just any text starting "BM"). */
function isBmp(bytes: Uint8Array): boolean {
  return bytes.length >= 26 && startsWith(bytes, ascii('BM')) && [12, 40, 52, 56, 64, 108, 124].includes(u32(bytes, 14));
}

function isWebp(bytes: Uint8Array): boolean {
  return startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8);
}

/** The picture the bytes are, or null (SVG and every other format included). */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  for (const { kind, bytes: signature } of SIGNATURES) {
    if ((kind === 'png' || kind === 'jpeg' || kind === 'gif') && startsWith(bytes, signature)) return kind;
  }
  if (isBmp(bytes)) return 'bmp';
  if (isWebp(bytes)) return 'webp';
  return null;
}

// ---------------------------------------------------------------------------------------------
// Zip packages

const ZIP_LOCAL = 0x04034b50;
const ZIP_CENTRAL = 0x02014b50;
const ZIP_END = 0x06054b50;

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localOffset: number;
}

/** The entries of a zip's central directory, or null when the bytes are not a readable zip. */
export function zipEntries(bytes: Uint8Array): ZipEntry[] | null {
  if (!startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return null;
  // The end record is in the last 22 bytes plus at most a 65,535-byte comment.
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (u32(bytes, i) === ZIP_END) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = u16(bytes, end + 10);
  let at = u32(bytes, end + 16);
  const entries: ZipEntry[] = [];
  const decoder = new TextDecoder();
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || u32(bytes, at) !== ZIP_CENTRAL) return null;
    const nameLength = u16(bytes, at + 28);
    const extraLength = u16(bytes, at + 30);
    const commentLength = u16(bytes, at + 32);
    entries.push({
      method: u16(bytes, at + 10),
      compressedSize: u32(bytes, at + 20),
      localOffset: u32(bytes, at + 42),
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The text of one entry (stored or deflated), or null when it cannot be read. */
async function zipEntryText(bytes: Uint8Array, entry: ZipEntry): Promise<string | null> {
  const at = entry.localOffset;
  if (at + 30 > bytes.length || u32(bytes, at) !== ZIP_LOCAL) return null;
  const start = at + 30 + u16(bytes, at + 26) + u16(bytes, at + 28);
  const data = bytes.slice(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) return null;
  if (entry.method === 0) return new TextDecoder().decode(data);
  if (entry.method !== 8 || typeof DecompressionStream !== 'function') return null;
  try {
    // Through a Response rather than a Blob: one realm's streams end to end (jsdom's Blob has its own).
    const stream = new Response(data).body?.pipeThrough(new DecompressionStream('deflate-raw'));
    return stream ? await new Response(stream).text() : null;
  } catch {
    return null;
  }
}

/** Which Office package a zip is, by its declared main part: docx, xlsx, or null (any other zip). */
async function officePackageKind(bytes: Uint8Array, entries: readonly ZipEntry[]): Promise<'docx' | 'xlsx' | null> {
  const types = entries.find((e) => e.name === '[Content_Types].xml');
  if (!types) return null;
  // A package that carries macros is never a plain document, whatever it declares.
  if (entries.some((e) => /(^|\/)vbaProject\.bin$/i.test(e.name))) return null;
  const xml = await zipEntryText(bytes, types);
  if (xml === null) return null;
  for (const kind of ['docx', 'xlsx'] as const) {
    const part = kind === 'docx' ? 'word/document.xml' : 'xl/workbook.xml';
    if (xml.includes(`ContentType="${OOXML_MAIN_TYPES[kind]}"`) && entries.some((e) => e.name === part)) return kind;
  }
  return null;
}

/** What the bytes are, or null for anything the product does not take (SVG, HTML, text, executables…). */
export async function sniffFile(bytes: Uint8Array): Promise<FileKind | null> {
  const image = sniffImage(bytes);
  if (image) return image;
  for (const { kind, bytes: signature } of SIGNATURES) if (startsWith(bytes, signature)) return kind;
  const entries = zipEntries(bytes);
  if (!entries) return null;
  return (await officePackageKind(bytes, entries)) ?? 'zip';
}
