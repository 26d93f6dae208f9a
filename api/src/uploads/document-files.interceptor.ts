import { FilesInterceptor } from '@nestjs/platform-express';
import { MAX_UPLOAD_BYTES } from '@gptsite/shared';
import { cleanUploadNames } from '../common/upload-file-name';

/**
 * Multer stops reading at the limit; DocumentUploadsService then turns oversize files into a clear 413
 * and one file too many into a clear 400.
 */
const UPLOAD_LIMITS = { fileSize: MAX_UPLOAD_BYTES + 1, files: 21, fields: 20 };

/** The multipart `files` field of an upload of the owner's documents (the trial form, the workspace). */
export const DocumentFilesInterceptor = () =>
  FilesInterceptor('files', 21, { limits: UPLOAD_LIMITS, fileFilter: cleanUploadNames });
