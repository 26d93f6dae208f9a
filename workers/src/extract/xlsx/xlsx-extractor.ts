import { normalizeInline } from '@gptsite/server';
import { Workbook, type Worksheet } from 'exceljs';
import { corruptError } from '../document-error';
import type { DocumentExtractor } from '../extractor';
import { isOleFile, ooxmlInOleError } from '../ole-container';
import { SectionBuilder } from '../section-builder';
import { addSheet, MAX_SHEET_ROWS } from '../sheets/sheet-sections';
import type { SheetRow } from '../sheets/sheet-text';
import { toSheetRow } from './xlsx-cells';

/** xlsx with exceljs. Each visible sheet becomes a section headed by the sheet name. */
export const extractXlsx: DocumentExtractor = async (buffer, context) => {
  if (isOleFile(buffer)) throw ooxmlInOleError(buffer, context.subject, 'an Excel (.xlsx) workbook');
  const workbook = new Workbook();
  try {
    await workbook.xlsx.load(buffer);
  } catch (error) {
    throw corruptError(context.subject, error);
  }
  const date1904 = workbook.properties?.date1904 === true;
  const builder = new SectionBuilder();
  // Hidden sheets are usually lookup tables and scratch work the owner did not mean to publish.
  for (const sheet of workbook.worksheets.filter((worksheet) => worksheet.state === 'visible')) {
    await context.deadline.breathe();
    if (builder.length > context.maxChars) {
      context.markTruncated();
      break;
    }
    const { rows, totalRows } = readRows(sheet, date1904);
    addSheet(builder, sheet.name, rows, totalRows);
  }
  return { title: normalizeInline(workbook.title ?? '') || null, lang: null, sections: builder.build() };
};

function readRows(sheet: Worksheet, date1904: boolean): { rows: SheetRow[]; totalRows: number } {
  const rows: SheetRow[] = [];
  let totalRows = 0;
  sheet.eachRow({ includeEmpty: false }, (row) => {
    totalRows += 1;
    if (rows.length < MAX_SHEET_ROWS) rows.push(toSheetRow(row, date1904));
  });
  return { rows, totalRows };
}
