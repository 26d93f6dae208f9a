import type { Lead } from '@gptsite/shared';
import { csvCell, leadsCsv } from './leads-csv';

const lead: Lead = {
  id: 'l1',
  conversationId: 'c1',
  name: 'Ana "Bee" Lopez',
  email: 'ana@example.com',
  phone: null,
  question: 'What date suits you?',
  answer: '=HYPERLINK("http://evil")',
  pageUrl: 'https://bakery.example/menu',
  createdAt: '2026-11-26T10:00:00.000Z',
  firstQuestion: 'Do you cater, weddings?',
  messageCount: 2,
};

describe('leads CSV', () => {
  it('has a header row and one quoted row per lead, CRLF line ends', () => {
    const csv = leadsCsv([lead]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('createdAt,name,email,phone,question,answer,pageUrl,conversationId,firstQuestion');
    expect(lines[1]).toBe(
      '"2026-11-26T10:00:00.000Z","Ana ""Bee"" Lopez","ana@example.com","","What date suits you?","\'=HYPERLINK(""http://evil"")","https://bakery.example/menu","c1","Do you cater, weddings?"',
    );
    expect(lines).toHaveLength(3);
  });

  it('keeps a cell that would start a spreadsheet formula as text', () => {
    expect(csvCell('+1 555')).toBe(`"'+1 555"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell(null)).toBe('""');
  });
});
