import type { DocumentKind } from '@gptsite/shared';
import { extractDoc } from './doc/doc-extractor';
import { extractDocx } from './docx/docx-extractor';
import type { DocumentExtractor } from './extractor';
import { extractPdf } from './pdf/pdf-extractor';
import { extractRtf } from './rtf/rtf-extractor';
import { extractTxt } from './txt/txt-extractor';
import { extractXls } from './xls/xls-extractor';
import { extractXlsx } from './xlsx/xlsx-extractor';

/** One extractor per kind; the Record type makes a new DocumentKind fail to compile until it has one. */
export const EXTRACTORS: Record<DocumentKind, DocumentExtractor> = {
  pdf: extractPdf,
  doc: extractDoc,
  docx: extractDocx,
  xls: extractXls,
  xlsx: extractXlsx,
  txt: extractTxt,
  rtf: extractRtf,
};
