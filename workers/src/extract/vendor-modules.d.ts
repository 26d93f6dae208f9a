/**
 * Types for the parts of untyped packages we use. pdf-parse is imported by its library file to skip
 * the package entry, which reads a test PDF from disk when it thinks it runs in debug mode.
 */
declare module 'pdf-parse/lib/pdf-parse.js' {
  function pdfParse(data: Buffer, options?: pdfParse.Options): Promise<pdfParse.Result>;
  namespace pdfParse {
    interface TextItem {
      str: string;
      /** [scaleX, skewY, skewX, scaleY, x, y] in PDF units; y grows upwards. */
      transform: number[];
      width: number;
      height: number;
      fontName: string;
    }
    interface PageProxy {
      pageIndex: number;
      getTextContent(options?: { normalizeWhitespace?: boolean; disableCombineTextItems?: boolean }): Promise<{
        items: TextItem[];
      }>;
    }
    interface Options {
      pagerender?: (page: PageProxy) => Promise<string>;
      max?: number;
      version?: string;
    }
    interface Result {
      numpages: number;
      info: Record<string, unknown> | null;
      text: string;
    }
  }
  export = pdfParse;
}

/** The pdf.js build pdf-parse loads; we share its global settings object. */
declare module 'pdf-parse/lib/pdf.js/v1.10.100/build/pdf.js' {
  export const PDFJS: { verbosity: number; isEvalSupported: boolean };
}

declare module 'word-extractor' {
  class WordExtractor {
    extract(source: string | Buffer): Promise<WordExtractor.Document>;
  }
  namespace WordExtractor {
    interface Document {
      getBody(): string;
      getFootnotes(): string;
      getEndnotes(): string;
      getTextboxes(options?: { includeHeadersAndFooters?: boolean; includeBody?: boolean }): string;
    }
  }
  export = WordExtractor;
}
