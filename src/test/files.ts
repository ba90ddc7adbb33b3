/**
 * Bytes a test's upload is made of: uploads are judged by their bytes (src/lib/file-sniff.ts), so
 * a test file starts as the kind its extension names: a PNG for pictures, `%PDF-` for .pdf,
 * `Rar!` for .rar, a zip for .zip, a minimal Word package for .docx.
 */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const DOCX_TYPES =
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ' +
  'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

const ascii = (text: string) => Array.from(new TextEncoder().encode(text));
const le = (value: number, bytes: number) => Array.from({ length: bytes }, (_, i) => (value >>> (8 * i)) & 0xff);

/** A zip of `files`, stored (not compressed). */
function storedZip(files: Record<string, string>): number[] {
  const out: number[] = [];
  const central: number[] = [];
  for (const [name, text] of Object.entries(files)) {
    const data = ascii(text);
    const nameBytes = ascii(name);
    const offset = out.length;
    out.push(...le(0x04034b50, 4), ...le(20, 2), 0, 0, 0, 0, 0, 0, 0, 0, ...le(0, 4), ...le(data.length, 4), ...le(data.length, 4), ...le(nameBytes.length, 2), 0, 0, ...nameBytes, ...data);
    central.push(
      ...le(0x02014b50, 4), ...le(20, 2), ...le(20, 2), 0, 0, 0, 0, 0, 0, 0, 0, ...le(0, 4),
      ...le(data.length, 4), ...le(data.length, 4), ...le(nameBytes.length, 2), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
      ...le(offset, 4), ...nameBytes,
    );
  }
  const count = Object.keys(files).length;
  const start = out.length;
  out.push(...central, ...le(0x06054b50, 4), 0, 0, 0, 0, ...le(count, 2), ...le(count, 2), ...le(central.length, 4), ...le(start, 4), 0, 0);
  return out;
}

function headOf(name: string): number[] {
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  if (extension === 'pdf') return ascii('%PDF-1.7\n');
  if (extension === 'rar') return [...ascii('Rar!'), 0x1a, 0x07, 0x01, 0x00];
  if (extension === 'zip') return storedZip({ 'notes.txt': 'notes' });
  if (extension === 'docx') return storedZip({ '[Content_Types].xml': DOCX_TYPES, 'word/document.xml': '<w:document/>' });
  return PNG_SIGNATURE;
}

/** At least `size` bytes (zero-padded at the end) of a file of the kind `name`'s extension names. */
export function magicBytes(name: string, size = 16): Uint8Array<ArrayBuffer> {
  const head = headOf(name);
  const bytes = new Uint8Array(Math.max(size, head.length));
  bytes.set(head);
  return bytes;
}
