import { Injectable } from '@nestjs/common';
import {
  DomainError,
  SourceRepository,
  UploadRepository,
  UPLOAD_REJECTION_ERRORS,
  validateUpload,
} from '@gptsite/server';
import { fieldMessage, type DocumentKind } from '@gptsite/shared';

export interface IncomingFile {
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

export type CheckedFile = IncomingFile & { kind: DocumentKind };

const MAX_FILES = 20;

/**
 * The owner's documents, however they arrive (the trial form, the workspace's "add documents"): one set
 * of limits and checks, and one way of storing them as a conversion's sources for the extracting stage.
 */
@Injectable()
export class DocumentUploadsService {
  constructor(
    private readonly sources: SourceRepository,
    private readonly uploads: UploadRepository,
  ) {}

  /** Refuses the whole batch at the first file that is too large, of an unreadable kind or too many. */
  check(files: IncomingFile[]): CheckedFile[] {
    if (files.length > MAX_FILES)
      throw new DomainError('UPLOAD_TOO_MANY', undefined, {
        files: fieldMessage('files', `Please attach at most ${MAX_FILES} files`),
      });
    return files.map((file) => {
      const verdict = validateUpload({
        originalName: file.originalname,
        mimeType: file.mimetype,
        size: file.size,
        buffer: file.buffer,
      });
      if (verdict.ok) return { ...file, kind: verdict.kind };
      throw new DomainError(UPLOAD_REJECTION_ERRORS[verdict.reason], verdict.message, {
        files: fieldMessage('files', verdict.message),
      });
    });
  }

  /** Stores each file and lists it as a pending source of the conversion, by its file name. */
  async store(conversionId: string, assistantId: string, files: CheckedFile[]): Promise<void> {
    for (const file of files) {
      const upload = await this.uploads.create({
        conversionId,
        filename: file.originalname,
        mimeType: file.mimetype,
        kind: file.kind,
        bytes: file.size,
        data: file.buffer,
      });
      await this.sources.upsert({
        conversionId,
        assistantId,
        url: `upload://${upload.id}/${encodeURIComponent(file.originalname)}`,
        origin: 'upload',
        type: file.kind === 'pdf' ? 'pdf' : 'webpage',
        depth: 0,
        documentKind: file.kind,
        uploadId: upload.id,
        title: file.originalname,
        bytes: file.size,
      });
    }
  }
}
