import { normalizeInline } from '@gptsite/server';
import mammoth from 'mammoth';
import { corruptError } from '../document-error';
import type { DocumentExtractor } from '../extractor';
import { isOleFile, ooxmlInOleError } from '../ole-container';
import { SectionBuilder } from '../section-builder';
import { htmlBlocks } from './html-blocks';

/** Word's own title styles become headings too; mammoth's defaults cover only Heading 1–6. */
const STYLE_MAP = ["p[style-name='Title'] => h1:fresh", "p[style-name='Subtitle'] => h2:fresh"];
/** Images are dropped: without this mammoth would base64-encode every picture into the HTML. */
const NO_IMAGES = mammoth.images.imgElement(async () => ({ src: '' }));

/**
 * docx with mammoth: it maps Word styles to semantic HTML (headings, lists, tables), which we walk to
 * keep the structure that plain-text extraction would flatten.
 */
export const extractDocx: DocumentExtractor = async (buffer, context) => {
  if (isOleFile(buffer)) throw ooxmlInOleError(buffer, context.subject, 'a Word (.docx) document');
  let html: string;
  try {
    // externalFileAccess: a document must never make us read files it links to on our disk.
    const result = await mammoth.convertToHtml(
      { buffer },
      {
        styleMap: STYLE_MAP,
        convertImage: NO_IMAGES,
        externalFileAccess: false,
        ignoreEmptyParagraphs: true,
      },
    );
    html = result.value;
  } catch (error) {
    throw corruptError(context.subject, error);
  }
  context.deadline.check();
  const blocks = htmlBlocks(html);
  const builder = new SectionBuilder();
  for (const block of blocks) {
    if (block.level > 0) builder.addHeading(block.text, block.level);
    else builder.addBlock(block.text);
  }
  const heading = blocks.find((block) => block.level === 1) ?? blocks.find((block) => block.level > 0);
  return {
    title: heading ? normalizeInline(heading.text) || null : null,
    lang: null,
    sections: builder.build(),
  };
};
