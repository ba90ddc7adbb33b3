/** Saves a downloaded file (an export, a template) under a name, through a temporary link. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the address can go once the browser has started it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
