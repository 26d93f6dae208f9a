import {
  mixin,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import { FilesInterceptor, type MulterModuleOptions } from '@nestjs/platform-express';
import { MAX_UPLOAD_BYTES } from '@gptsite/shared';
import type { Observable } from 'rxjs';
import { cleanUploadNames } from '../common/upload-file-name';
import { assertEveryPartRead, feedBusboyWatchingParts } from './unread-parts';

/** The multipart field the owner's documents arrive in. */
const FILE_FIELD = 'files';

/**
 * Multer stops reading at the limit; DocumentUploadsService then turns oversize files into a clear 413
 * and one file too many into a clear 400.
 */
const UPLOAD_LIMITS = { fileSize: MAX_UPLOAD_BYTES + 1, files: 21, fields: 20 };

/** multer 2 feeds busboy through `streamHandler`; Nest's option type predates it. */
const MULTER_OPTIONS: MulterModuleOptions & { streamHandler: typeof feedBusboyWatchingParts } = {
  limits: UPLOAD_LIMITS,
  // Browsers send a file name's UTF-8 bytes as they are; busboy would read them as Latin-1 ("CafÃ©").
  defParamCharset: 'utf8',
  fileFilter: cleanUploadNames,
  streamHandler: feedBusboyWatchingParts,
};

/**
 * The multipart `files` field of an upload of the owner's documents (the trial form, the workspace).
 * Once multer has read the body, a part busboy skipped (a file name it could not parse) answers 400
 * naming the field and the file, instead of reaching the handler as if the file had never been sent.
 */
export const DocumentFilesInterceptor = (): Type<NestInterceptor> => {
  const Files = FilesInterceptor(FILE_FIELD, 21, MULTER_OPTIONS);
  class EveryPartRead implements NestInterceptor {
    private readonly files = new Files();

    intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const request: object = context.switchToHttp().getRequest();
      return Promise.resolve(
        this.files.intercept(context, {
          handle: () => {
            assertEveryPartRead(request, FILE_FIELD);
            return next.handle();
          },
        }),
      ) as Promise<Observable<unknown>>;
    }
  }
  return mixin(EveryPartRead);
};
