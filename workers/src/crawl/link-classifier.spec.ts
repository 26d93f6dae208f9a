import { classifyLink, documentKindOf } from './link-classifier';

describe('classifyLink', () => {
  it.each([
    ['https://a.example/files/Handbook2018.PDF', { type: 'document', documentKind: 'pdf' }],
    ['https://a.example/forms/roster.docx?v=2', { type: 'document', documentKind: 'docx' }],
    ['https://a.example/fees.xls', { type: 'document', documentKind: 'xls' }],
    ['https://a.example/notes.rtf', { type: 'document', documentKind: 'rtf' }],
    ['https://a.example/readme.txt', { type: 'document', documentKind: 'txt' }],
    ['https://a.example/img/logo.png', { type: 'asset' }],
    ['https://a.example/css/site.css', { type: 'asset' }],
    ['https://a.example/js/app.js', { type: 'asset' }],
    ['https://a.example/fonts/x.woff2', { type: 'asset' }],
    ['https://a.example/media/tour.mp4', { type: 'asset' }],
    ['https://a.example/archive.zip', { type: 'asset' }],
    ['https://a.example/about.html', { type: 'page' }],
    ['https://a.example/contact.php?x=1', { type: 'page' }],
    ['https://a.example/team/', { type: 'page' }],
    ['https://a.example/v1.2/overview', { type: 'page' }],
  ])('%s', (url, expected) => {
    expect(classifyLink(url)).toEqual(expected);
  });

  it('gives the document kind of a readable file only', () => {
    expect(documentKindOf('https://a.example/a.pdf')).toBe('pdf');
    expect(documentKindOf('https://a.example/a.pptx')).toBeNull();
  });
});
