import { corruptError, DocumentError, encryptedError } from '../document-error';
import type { DocumentExtractor } from '../extractor';
import { isOleFile, openOle } from '../ole-container';
import { addSheet, MAX_SHEET_ROWS } from '../sheets/sheet-sections';
import { SectionBuilder } from '../section-builder';
import { readSheetCells } from './biff-sheet';
import { isSupportedVersion, readWorkbookGlobals } from './biff-workbook';

/**
 * Excel 97–2003 (.xls, BIFF8; Excel 5/95 BIFF5 too). The maintained option on npm, SheetJS `xlsx`,
 * is stuck at 0.18.5 with known prototype-pollution and ReDoS advisories, so we read the few records
 * that hold cell text ourselves: the compound file with `cfb`, then SST, LABELSST, LABEL, NUMBER,
 * RK, MULRK, BOOLERR, FORMULA/STRING, plus BOUNDSHEET, FORMAT and XF for sheet names and number
 * formats. Formatting, charts and formulas themselves are ignored; formula results are kept.
 */
export const extractXls: DocumentExtractor = async (buffer, context) => {
  if (!isOleFile(buffer))
    throw new DocumentError('unsupported', `${context.subject} is not an Excel 97–2003 (.xls) workbook`);
  const ole = openOle(buffer, context.subject);
  if (ole.names.has('EncryptedPackage')) throw encryptedError(context.subject);
  const stream = ole.stream('Workbook') ?? ole.stream('Book');
  if (!stream) throw corruptError(context.subject);
  const workbook = readWorkbookGlobals(stream);
  if (workbook.encrypted) throw encryptedError(context.subject);
  if (!isSupportedVersion(workbook.version)) {
    throw new DocumentError(
      'unsupported',
      `${context.subject} was saved by a version of Excel older than Excel 5, which we can't read`,
    );
  }
  const builder = new SectionBuilder();
  for (const sheet of workbook.sheets.filter((info) => info.visible && info.worksheet)) {
    await context.deadline.breathe();
    if (builder.length > context.maxChars) {
      context.markTruncated();
      break;
    }
    const { rows, totalRows } = readSheetCells(stream, sheet, workbook, MAX_SHEET_ROWS);
    addSheet(builder, sheet.name, rows, totalRows);
  }
  return { title: null, lang: null, sections: builder.build() };
};
