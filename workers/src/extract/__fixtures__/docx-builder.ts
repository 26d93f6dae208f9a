/**
 * Builds a small but complete docx package in memory (content types, relationships, styles,
 * numbering, document), so tests exercise mammoth on the same parts Word writes.
 */
import JSZip from 'jszip';

const WORD_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const RELATIONSHIPS_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>
<Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/>
</Types>`;

const PACKAGE_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${RELATIONSHIPS_NS}/officeDocument" Target="word/document.xml"/></Relationships>`;

const DOCUMENT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="${PKG}">
<Relationship Id="rId1" Type="${RELATIONSHIPS_NS}/styles" Target="styles.xml"/>
<Relationship Id="rId2" Type="${RELATIONSHIPS_NS}/numbering" Target="numbering.xml"/>
</Relationships>`;

function style(id: string, name: string): string {
  return `<w:style w:type="paragraph" w:styleId="${id}"><w:name w:val="${name}"/></w:style>`;
}

const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="${WORD_NS}">${style('Title', 'Title')}${style('Heading1', 'heading 1')}${style('Heading2', 'heading 2')}</w:styles>`;

function abstractList(id: number, format: 'bullet' | 'decimal'): string {
  const text = format === 'bullet' ? '•' : '%1.';
  return `<w:abstractNum w:abstractNumId="${id}"><w:lvl w:ilvl="0"><w:numFmt w:val="${format}"/><w:lvlText w:val="${text}"/></w:lvl></w:abstractNum>`;
}

const NUMBERING = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:numbering xmlns:w="${WORD_NS}">${abstractList(0, 'bullet')}${abstractList(1, 'decimal')}
<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num><w:num w:numId="2"><w:abstractNumId w:val="1"/></w:num></w:numbering>`;

export type DocxBlock =
  | { style: 'Title' | 'Heading1' | 'Heading2' | null; text: string }
  | { list: 'bullet' | 'numbered'; items: string[] }
  | { table: string[][] };

export async function buildDocx(blocks: DocxBlock[]): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', CONTENT_TYPES);
  zip.file('_rels/.rels', PACKAGE_RELS);
  zip.file('word/_rels/document.xml.rels', DOCUMENT_RELS);
  zip.file('word/styles.xml', STYLES);
  zip.file('word/numbering.xml', NUMBERING);
  const body = blocks.map(blockXml).join('');
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${WORD_NS}" xmlns:r="${RELATIONSHIPS_NS}"><w:body>${body}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

function blockXml(block: DocxBlock): string {
  if ('list' in block) {
    const numId = block.list === 'bullet' ? 1 : 2;
    return block.items
      .map((item) => paragraph(item, `<w:numPr><w:ilvl w:val="0"/><w:numId w:val="${numId}"/></w:numPr>`))
      .join('');
  }
  if ('table' in block) {
    const rows = block.table.map(
      (cells) => `<w:tr>${cells.map((cell) => `<w:tc>${paragraph(cell, '')}</w:tc>`).join('')}</w:tr>`,
    );
    return `<w:tbl>${rows.join('')}</w:tbl>`;
  }
  return paragraph(block.text, block.style ? `<w:pStyle w:val="${block.style}"/>` : '');
}

function paragraph(text: string, properties: string): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<w:p><w:pPr>${properties}</w:pPr><w:r><w:t xml:space="preserve">${escaped}</w:t></w:r></w:p>`;
}
