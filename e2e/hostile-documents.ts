/**
 * Word documents a hostile user could upload as a teaching plan (issue 25), built in the test:
 * one whose package carries an HTML "altChunk" with script, one whose hyperlink targets
 * `javascript:`. Each script, if it ever ran in the app's page, would copy the reader's token
 * into `window.__stolen` (the altChunk's frame reaches its parent) and mark `window.__ran`.
 */
import { Document, ExternalHyperlink, Packer, Paragraph, TextRun } from 'docx';
import JSZip from 'jszip';

/** What a script of these documents does, as page script. */
export const PAYLOAD = "window.__ran=(window.__ran||0)+1;window.__stolen=localStorage.getItem('tc.token')";

const ALT_CHUNK_HTML =
  `<html><body><p>Injected chunk</p><script>try{parent.eval(${JSON.stringify(PAYLOAD)})}catch(e){}${PAYLOAD.replace(/window\./g, 'parent.')}</script>` +
  `<img src="x" onerror="${PAYLOAD.replace(/window\./g, 'parent.').replace(/'/g, '&#39;')}"></body></html>`;

async function wordDocument(paragraphs: Paragraph[]): Promise<Buffer> {
  return Packer.toBuffer(new Document({ sections: [{ children: paragraphs }] }));
}

/** A .docx whose body holds an altChunk: an HTML part with a script and an onerror handler. */
export async function altChunkDocx(): Promise<Buffer> {
  const base = await wordDocument([new Paragraph({ children: [new TextRun('Plan with an embedded chunk')] })]);
  const zip = await JSZip.loadAsync(base);
  zip.file('word/afchunk.html', ALT_CHUNK_HTML);
  const rels = await zip.file('word/_rels/document.xml.rels')!.async('string');
  zip.file(
    'word/_rels/document.xml.rels',
    rels.replace('</Relationships>', '<Relationship Id="rIdChunk1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/aFChunk" Target="afchunk.html"/></Relationships>'),
  );
  const types = await zip.file('[Content_Types].xml')!.async('string');
  zip.file('[Content_Types].xml', types.replace('</Types>', '<Default Extension="html" ContentType="text/html"/></Types>'));
  const body = await zip.file('word/document.xml')!.async('string');
  zip.file('word/document.xml', body.replace(/<w:sectPr/, '<w:altChunk r:id="rIdChunk1"/><w:sectPr'));
  return zip.generateAsync({ type: 'nodebuffer' });
}

/** A .docx with a hyperlink to `javascript:` and one to an ordinary web address. */
export async function javascriptLinkDocx(): Promise<Buffer> {
  return wordDocument([
    new Paragraph({ children: [new TextRun('Plan with links: ')] }),
    new Paragraph({ children: [new ExternalHyperlink({ link: `javascript:${PAYLOAD}`, children: [new TextRun({ text: 'Open the worksheet', style: 'Hyperlink' })] })] }),
    new Paragraph({ children: [new ExternalHyperlink({ link: 'https://example.edu/worksheet', children: [new TextRun({ text: 'School website', style: 'Hyperlink' })] })] }),
  ]);
}
