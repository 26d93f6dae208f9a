import { stripControlCharacters } from '@gptsite/shared';

interface MulterFileInfo {
  originalname: string;
  mimetype: string;
}

/**
 * Multer `fileFilter` that cleans an upload's name and declared type before anything reads them: control
 * characters (a NUL byte would make Postgres refuse the row after the trial is stored) are dropped, so
 * "hand\0book.pdf" is kept as "handbook.pdf". The content is still checked by sniffing, never by name.
 */
export function cleanUploadNames(
  _request: unknown,
  file: MulterFileInfo,
  accept: (error: Error | null, acceptFile: boolean) => void,
): void {
  file.originalname = stripControlCharacters(file.originalname);
  const mimeType = stripControlCharacters(file.mimetype);
  file.mimetype = mimeType === file.mimetype ? mimeType : 'application/octet-stream';
  accept(null, true);
}
