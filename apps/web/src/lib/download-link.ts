/**
 * Lets the browser save `url` to disk by following a hidden `<a download>`: the bytes stream
 * straight to a file and never sit in memory. A cross-origin link (S3) downloads through its
 * Content-Disposition instead of the attribute.
 */
export function startDownload(url: string, fileName = '') {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}
