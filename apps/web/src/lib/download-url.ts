/** Hands a file the server makes (a CSV export) to the browser's downloads; the page stays. */
export function downloadUrl(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}
