/** The folder path in the URL, tidied: no empty, '.' or '..' parts. */
export const normaliseFolderPath = (raw: string | null | undefined) =>
  (raw ?? '')
    .split('/')
    .map((part) => part.trim())
    .filter((part) => part && part !== '.' && part !== '..')
    .join('/');
