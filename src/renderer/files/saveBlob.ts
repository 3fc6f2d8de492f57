/** Hands a Blob to the browser as a file named `name` (a temporary object URL, no server round trip). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser has taken the URL once the click is dispatched; keep it a moment for slow starts.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
