/** Hands a blob to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download; the object URL is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
