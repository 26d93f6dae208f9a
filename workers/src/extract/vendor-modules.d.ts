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
      getTextContent(options?: {
        normalizeWhitespace?: boolean;
        disableCombineTextItems?: boolean;
      }): Promise<{
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
    /** filterUnicode (default true) flattens curly quotes and dashes to ASCII. */
    interface TextOptions {
      filterUnicode?: boolean;
    }
    interface Document {
      getBody(options?: TextOptions): string;
      getFootnotes(options?: TextOptions): string;
      getEndnotes(options?: TextOptions): string;
      getTextboxes(
        options?: TextOptions & { includeHeadersAndFooters?: boolean; includeBody?: boolean },
      ): string;
    }
  }
  export = WordExtractor;
}

/** The worker half of that pdf.js build, which pdf-parse runs in-process as a "fake worker". */
declare module 'pdf-parse/lib/pdf.js/v1.10.100/build/pdf.worker.js' {
  interface MessageHandlerLike {
    on(name: string, handler: (data: { verbosity: number }) => void): void;
  }
  export const WorkerMessageHandler: { setup(handler: MessageHandlerLike, port: null): void };
}
