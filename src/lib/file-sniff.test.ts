import { describe, expect, it } from 'vitest';
import { FILE_KIND_TYPES, sniffFile, sniffImage, zipEntries } from './file-sniff';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? Array.from(p, (c) => c.charCodeAt(0)) : p)));

const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'rest of a png');
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF');
const GIF = bytes('GIF89a', [1, 0, 1, 0]);
/** "BM", file size, reserved, pixel offset, then a 40-byte BITMAPINFOHEADER. */
const BMP = bytes('BM', [70, 0, 0, 0, 0, 0, 0, 0, 54, 0, 0, 0, 40, 0, 0, 0], new Array(40).fill(0));
const WEBP = bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ');
const PDF = bytes('%PDF-1.7\n');
const SVG = bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
const HTML = bytes('<!doctype html><script>alert(document.cookie)</script>');

async function deflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A zip with `files` (deflated, as Office writes them; `stored` ones kept as they are). */
async function zip(files: Record<string, string>, stored: readonly string[] = []): Promise<Uint8Array> {
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const raw = encoder.encode(text);
    const method = stored.includes(name) ? 0 : 8;
    const data = method === 0 ? raw : await deflate(raw);
    const nameBytes = encoder.encode(name);
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(8, method, true);
    local.setUint32(18, data.length, true);
    local.setUint32(22, raw.length, true);
    local.setUint16(26, nameBytes.length, true);
    const central = new DataView(new ArrayBuffer(46));
    central.setUint32(0, 0x02014b50, true);
    central.setUint16(10, method, true);
    central.setUint32(20, data.length, true);
    central.setUint32(24, raw.length, true);
    central.setUint16(28, nameBytes.length, true);
    central.setUint32(42, offset, true);
    parts.push(new Uint8Array(local.buffer), nameBytes, data);
    centrals.push(new Uint8Array(central.buffer), nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directoryLength = centrals.reduce((n, c) => n + c.length, 0);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, Object.keys(files).length, true);
  end.setUint16(10, Object.keys(files).length, true);
  end.setUint32(12, directoryLength, true);
  end.setUint32(16, offset, true);
  const all = [...parts, ...centrals, new Uint8Array(end.buffer)];
  const out = new Uint8Array(all.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of all) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const types = (main: string) =>
  `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/x" ContentType="${main}"/></Types>`;
const DOCX_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const XLSX_MAIN = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml';
const DOCM_MAIN = 'application/vnd.ms-word.document.macroEnabled.main+xml';

describe('sniffImage', () => {
  it.each([
    ['png', PNG],
    ['jpeg', JPEG],
    ['gif', GIF],
    ['bmp', BMP],
    ['webp', WEBP],
  ])('knows a %s by its signature', (kind, data) => expect(sniffImage(data)).toBe(kind));

  it.each([
    ['an SVG', SVG],
    ['HTML', HTML],
    ['a PDF', PDF],
    ['text that starts with "BM"', bytes('BMW club photo list, not a picture at all')],
    ['nothing', new Uint8Array()],
  ])('refuses %s', (_, data) => expect(sniffImage(data)).toBeNull());
});

describe('sniffFile', () => {
  it('knows a Word and an Excel package by the main part their content types declare, deflated or stored', async () => {
    expect(await sniffFile(await zip({ '[Content_Types].xml': types(DOCX_MAIN), 'word/document.xml': '<w:document/>' }))).toBe('docx');
    expect(await sniffFile(await zip({ '[Content_Types].xml': types(XLSX_MAIN), 'xl/workbook.xml': '<workbook/>' }, ['[Content_Types].xml']))).toBe('xlsx');
  });

  it('takes a renamed zip, a macro-enabled document or a package without its main part for a plain zip', async () => {
    expect(await sniffFile(await zip({ 'word/document.xml': '<w:document/>' }))).toBe('zip');
    expect(await sniffFile(await zip({ '[Content_Types].xml': types(DOCM_MAIN), 'word/document.xml': '<w:document/>' }))).toBe('zip');
    expect(await sniffFile(await zip({ '[Content_Types].xml': types(DOCX_MAIN), 'word/document.xml': '<w:document/>', 'word/vbaProject.bin': 'macro' }))).toBe('zip');
    expect(await sniffFile(await zip({ '[Content_Types].xml': types(DOCX_MAIN) }))).toBe('zip');
  });

  it.each([
    ['pdf', PDF],
    ['png', PNG],
    ['rar', bytes('Rar!', [0x1a, 0x07, 0x01, 0x00])],
    ['ole', bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])],
  ])('knows %s', async (kind, data) => expect(await sniffFile(data)).toBe(kind));

  it.each([
    ['HTML named .png', HTML],
    ['an SVG', SVG],
    ['plain text', bytes('hello')],
      ])('refuses %s', async (_, data) => expect(await sniffFile(data)).toBeNull());

  it('refuses a truncated zip', async () => expect(await sniffFile((await zip({ a: 'b' })).slice(0, 40))).toBeNull());

  it('reads the entries of a zip', async () => {
    expect(zipEntries(await zip({ a: 'x', 'b/c.xml': 'y' }))?.map((e) => e.name)).toEqual(['a', 'b/c.xml']);
    expect(zipEntries(HTML)).toBeNull();
  });

  it('gives each kind its media type (never one the sender declared)', () => {
    expect(FILE_KIND_TYPES.png).toBe('image/png');
    expect(Object.values(FILE_KIND_TYPES).some((type) => /html|svg|javascript|^text\//.test(type))).toBe(false);
  });
});
