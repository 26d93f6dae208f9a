import { readFileSync } from 'node:fs';
import type { ExtractedContent } from '@gptsite/server';
import { contentText } from '../__fixtures__/server-modules';
import { blankPdf, passwordProtectedPdf } from '../__fixtures__/pdf-builder';
import { extractInline } from '../extract-inline';
import { resolveSettings } from '../extract-settings';
import { SHARED_SITES_DIR } from '../../../../test/support/shared-sites';

const SITES = SHARED_SITES_DIR;

function extract(path: string | Buffer, filename = 'document.pdf'): Promise<ExtractedContent> {
  const buffer = typeof path === 'string' ? readFileSync(path) : path;
  return extractInline(buffer, 'pdf', resolveSettings({ filename }));
}

function section(content: ExtractedContent, heading: string) {
  return content.sections.find((candidate) => candidate.heading === heading);
}

describe('extractPdf on real documents', () => {
  it('reads the Emerald & Opal price list: title, headings and price rows', async () => {
    const content = await extract(`${SITES}/emerald-opal/price-list.pdf`);
    expect(content.title).toBe('Emerald & Opal — Price List');
    expect(content.sections[0]).toMatchObject({ heading: 'Emerald & Opal', level: 1 });
    // Letter-spaced capitals in the PDF come out as words.
    expect(section(content, 'EARRING COLLECTION & RETAIL PRICING')).toBeDefined();
    const text = contentText(content);
    expect(text).toContain('848E Butterfly w/ CZ $175');
    expect(text).toContain('8E 5 Pt Diamond $255');
    expect(section(content, 'Implant-Grade Titanium')?.text).toContain('$40 per pair');
    expect(section(content, 'Medical Grade Stainless Steel')?.text).toContain('$35 per pair');
  });

  it('reads the service menu with each service as its own section', async () => {
    const content = await extract(`${SITES}/emerald-opal/service-menu.pdf`);
    expect(content.title).toBe('Emerald & Opal — Services');
    expect(section(content, 'Signature Single')?.text).toBe('One earlobe piercing, precisely placed.\n\n$45');
    expect(section(content, 'Signature Double')?.text).toContain('$70');
    expect(contentText(content)).toContain('- All jewelry is priced separately');
  });

  it('ignores the generic "Microsoft Word - Document2" title and joins wrapped lines of the bylaws', async () => {
    const content = await extract(`${SITES}/shcs/files/SACBylaws.pdf`);
    expect(content.title).toBe('SAC Bylaws');
    expect(section(content, 'ARTICLE I – NAME')?.text).toBe(
      'The name of this organization shall be Sacred Heart Cathedral School Advisory Board.',
    );
    expect(section(content, 'ARTICLE III – MEMBERSHIP')?.text).toContain(
      'Members may serve no more than 2 consecutive three-year terms.',
    );
  });

  it('reads the 53-page family handbook and drops its running footer', async () => {
    const content = await extract(`${SITES}/shcs/files/Handbook2018.pdf`);
    expect(content.title).toBe('Family Handbook 2018-2019 rev');
    const text = contentText(content);
    expect(text).toContain('“Educating Minds and Hearts for God”');
    expect(section(content, 'GENERAL ADMISSION POLICY')?.text).toContain('Children of the Cathedral Parish');
    expect(text).toContain('Multi-Student Discount: Deduct $1,125 off second child’s tuition');
    expect(text).not.toMatch(/\d+ \| 2018-2019 Handbook/);
  });
});

describe('extractPdf failures', () => {
  it('reports a damaged file as corrupt', async () => {
    const pdf = readFileSync(`${SITES}/emerald-opal/price-list.pdf`);
    await expect(
      extract(Buffer.from('%PDF-1.4\nthis is not really a PDF'), 'broken.pdf'),
    ).rejects.toMatchObject({
      code: 'corrupt',
      message: "broken.pdf appears to be damaged, so its text can't be read",
    });
    await expect(extract(pdf.subarray(0, 2000), 'cut.pdf')).rejects.toMatchObject({ name: 'DocumentError' });
  });

  it('reports a password-protected file as encrypted', async () => {
    await expect(extract(passwordProtectedPdf(), 'locked.pdf')).rejects.toMatchObject({
      code: 'encrypted',
      message: "locked.pdf is password-protected, so its text can't be read",
    });
  });

  it('reports a scan without text as empty', async () => {
    await expect(extract(blankPdf(), 'scan.pdf')).rejects.toMatchObject({ code: 'empty' });
  });
});
