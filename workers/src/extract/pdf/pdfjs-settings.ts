/**
 * Settings for the pdf.js build inside pdf-parse v1. Importing this module applies them once.
 */
import { PDFJS } from 'pdf-parse/lib/pdf.js/v1.10.100/build/pdf.js';
import { WorkerMessageHandler } from 'pdf-parse/lib/pdf.js/v1.10.100/build/pdf.worker.js';

/** pdf-parse bundles several pdf.js builds; we pin the one whose settings we change here. */
export const PDFJS_VERSION = 'v1.10.100';

const ERRORS_ONLY = 0;

// pdf.js prints a warning to stdout for every odd font; failures still reach us as rejections.
PDFJS.verbosity = ERRORS_ONLY;
// The worker half keeps its own log level, normally sent in a 'configure' message that the
// in-process "fake worker" never receives, so we deliver that message by hand.
WorkerMessageHandler.setup(
  {
    on: (name, handler) => {
      if (name === 'configure') handler({ verbosity: ERRORS_ONLY });
    },
  },
  null,
);
// Never compile PDF calculator functions into JavaScript: interpreting them is slower but cannot be abused.
PDFJS.isEvalSupported = false;
