/** The RTF control words the reader treats specially, kept apart from the reader's logic. */

/** Groups whose content is not document text (tables, pictures, field codes, metadata, headers). */
export const IGNORED_DESTINATIONS = new Set([
  'aftnsep',
  'aftnsepc',
  'annotation',
  'atnauthor',
  'atnid',
  'author',
  'bkmkend',
  'bkmkstart',
  'colortbl',
  'colorschememapping',
  'comment',
  'company',
  'datastore',
  'docvar',
  'doccomm',
  'filetbl',
  'fldinst',
  'footer',
  'footerf',
  'footerl',
  'footerr',
  'ftnsep',
  'ftnsepc',
  'generator',
  'header',
  'headerf',
  'headerl',
  'headerr',
  'keywords',
  'latentstyles',
  'listoverridetable',
  'listtable',
  'mmathPr',
  'nonshppict',
  'objclass',
  'objdata',
  'operator',
  'pgdsctbl',
  'pict',
  'private',
  'pntxta',
  'pntxtb',
  'revtbl',
  'rsidtbl',
  'sp',
  'subject',
  'tc',
  'template',
  'themedata',
  'txe',
  'userprops',
  'xe',
  'xmlnstbl',
]);

/** Control words that stand for a single character. */
export const CHARACTER_WORDS: Record<string, string> = {
  bullet: '\u2022',
  emdash: '\u2014',
  endash: '\u2013',
  emspace: ' ',
  enspace: ' ',
  qmspace: ' ',
  ldblquote: '\u201c',
  rdblquote: '\u201d',
  lquote: '\u2018',
  rquote: '\u2019',
  line: '\n',
  tab: '\t',
};

/** Control symbols (backslash + one non-letter) that stand for a character; others are ignored. */
export const CHARACTER_SYMBOLS: Record<string, string> = {
  '\\': '\\',
  '{': '{',
  '}': '}',
  '~': '\u00a0',
  _: '-',
};

/** Codepages implied by the document-level character set words. */
export const CHARSET_WORDS: Record<string, number> = {
  ansi: 1252,
  mac: 10000,
  pc: 437,
  pca: 850,
};

/** Paragraph-ending words. */
export const PARAGRAPH_WORDS = new Set(['par', 'page', 'sect']);
export const CELL_WORDS = new Set(['cell', 'nestcell']);
export const ROW_WORDS = new Set(['row', 'nestrow']);
