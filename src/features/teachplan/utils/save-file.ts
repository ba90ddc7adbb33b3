/** Hands a blob to the browser as a download under the given name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has started by now; the URL is only needed until then.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
