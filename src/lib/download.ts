/**
 * Hands a file made in the page (an export's blob, a CSV) to the reader as a download: a
 * temporary object URL on a link with `download`, revoked once the browser has taken it.
 */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click starts the download synchronously in every browser; the URL may go afterwards.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
