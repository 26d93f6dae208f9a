import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import type { MergedContactDetails } from '../../libs/server/src';
import { ask, sql, type TimedReply } from '../support/chat-site';
import { watchConversion } from '../support/conversion-watch';
import { serveSite, type SiteServer } from '../support/site-server';
import { connectSocket, startApi, type RunningApi } from '../support/test-api';
import { testConfig } from '../support/test-config';
import { startInProcessWorkers, type RunningWorkers } from '../support/test-workers';

/**
 * The ingestion failure classes of issue 10 (section 2) that a static site shows, one small fixture
 * each (test/fixtures/ingestion/<class>), converted through the real pipeline and asked the way a
 * visitor asks. Each answer must hold the fact and cite the page (or file) that holds it.
 */

const FIXTURES = join(__dirname, '..', 'fixtures', 'ingestion');
const CLIENT_IP = '203.0.113.72';
const SITES = ['footer-facts', 'structured-data', 'tables', 'hidden-text', 'injection'] as const;
type Site = (typeof SITES)[number] | 'uploaded-document';

describe('reading everything a visitor asks about', () => {
  const servers = {} as Record<Site, SiteServer>;
  const assistants = {} as Record<Site, string>;
  let api: RunningApi;
  let workers: RunningWorkers;
  let question = 0;

  const url = (site: Site, path: string) => new URL(path, servers[site].url).href;
  const visitor = (site: Site, message: string): Promise<TimedReply> =>
    ask(api, assistants[site], message, { visitorId: `ingestion-${(question += 1)}`, clientIp: CLIENT_IP });
  const contactOf = async (site: Site): Promise<MergedContactDetails> =>
    (
      await sql<{ contact: MergedContactDetails }>('SELECT contact FROM assistants WHERE id = $1', [
        assistants[site],
      ])
    )[0].contact;

  /** The answer holds every fact and cites `page` among its sources. */
  async function expectAnswer(site: Site, message: string, facts: string[], page: string): Promise<void> {
    const reply = await visitor(site, message);
    expect(reply.status).toBe(200);
    const { answer, answered, sources } = reply.body;
    const outcome = { message, answer, answered, sources: sources.map((source) => source.url) };
    expect(outcome).toMatchObject({ answered: true, sources: expect.arrayContaining([page]) });
    for (const fact of facts) expect(answer.toLowerCase()).toContain(fact.toLowerCase());
  }

  beforeAll(async () => {
    for (const site of [...SITES, 'uploaded-document' as const]) {
      const root = site === 'uploaded-document' ? join(FIXTURES, site, 'site') : join(FIXTURES, site);
      servers[site] = await serveSite(root);
    }
    const config = testConfig({
      CRAWL_ALLOWED_HOSTS: Object.values(servers)
        .map((server) => server.host)
        .join(','),
    });
    api = await startApi(config);
    workers = await startInProcessWorkers(config);
    for (const site of SITES) assistants[site] = await convert(site);
    assistants['uploaded-document'] = await convert('uploaded-document', 'fee-schedule.rtf');
  }, 600_000);

  /**
   * A trial as the signup form sends it (with a file attached for the upload fixture), watched over
   * Socket.IO with the trial's viewing token until the conversion completes.
   */
  async function convert(site: Site, upload?: string): Promise<string> {
    let form = request(api.baseUrl)
      .post('/api/v1/trials')
      .set('X-Forwarded-For', CLIENT_IP)
      .field({ brand: 'gpt', name: 'Owner', email: `owner@${site}.example`, website: servers[site].url });
    if (upload)
      form = form.attach('files', readFileSync(join(FIXTURES, site, upload)), {
        filename: upload,
        contentType: 'application/rtf',
      });
    const trial = (await form.expect(201)).body as {
      conversionId: string;
      assistantId: string;
      viewToken: string;
    };
    const socket = await connectSocket(api.baseUrl, trial.viewToken);
    try {
      const recording = watchConversion(socket, trial.conversionId, 150_000);
      expect(await recording.finished).toBe('completed');
      return trial.assistantId;
    } finally {
      socket.disconnect();
    }
  }

  afterAll(async () => {
    await workers?.close();
    await api?.close();
    for (const server of Object.values(servers)) await server.close();
  }, 30_000);

  describe('facts in the header and footer of every page', () => {
    it('answers the phone number, address, email and hours from the chrome, citing the home page', async () => {
      const home = url('footer-facts', '/');
      await expectAnswer('footer-facts', "What's your phone number?", ['(860) 555-0142'], home);
      await expectAnswer('footer-facts', 'Where are you located?', ['412 Water Street'], home);
      await expectAnswer('footer-facts', 'What is your email address?', ['smile@harbourview.example'], home);
      await expectAnswer('footer-facts', 'What are your hours on Friday?', ['1:00 pm'], home);
      // The last item of the hours list, not a heading over the email line below it.
      await expectAnswer('footer-facts', 'Are you open on bank holidays?', ['open on bank holidays'], home);
    });

    it("answers from a box set aside in a page's main content, citing that page", async () => {
      await expectAnswer(
        'footer-facts',
        'Can I get a same-day appointment for a dental emergency?',
        ['same-day appointments'],
        url('footer-facts', '/services.html'),
      );
    });

    it('indexes the chrome once for the site, not on every page', async () => {
      const rows = await sql<{ url: string; heading: string | null }>(
        `SELECT url, heading FROM chunks WHERE "assistantId" = $1 AND text LIKE '%412 Water Street%'`,
        [assistants['footer-facts']],
      );
      expect(rows).toEqual([
        { url: url('footer-facts', '/'), heading: expect.stringMatching(/^Contact details/) },
      ]);
    });

    it('takes the business contact details from the chrome', async () => {
      expect(await contactOf('footer-facts')).toMatchObject({
        phones: ['(860) 555-0142'],
        emails: ['smile@harbourview.example'],
        addresses: ['412 Water Street, Mystic, CT 06355'],
        hours: [
          'Office hours\nMonday to Thursday: 8:00 am to 5:00 pm\nFriday: 8:00 am to 1:00 pm\n' +
            'Saturday and Sunday: closed\nOpen on bank holidays',
        ],
      });
    });
  });

  describe('structured data against the visible page', () => {
    it('keeps the address and phone the page shows; JSON-LD only fills the missing email', async () => {
      const contact = await contactOf('structured-data');
      expect(contact).toMatchObject({
        phones: ['(860) 555-0163'],
        emails: ['office@carverlowe.example'],
        addresses: ['40 Bank Street, Suite 3, New London, CT 06320'],
      });
      // An answer giving a detail cites the page that shows it; the JSON-LD-only email has no such page.
      expect(contact.sources).toMatchObject({
        phone: expect.objectContaining({ url: url('structured-data', '/contact.html') }),
        address: expect.objectContaining({ url: url('structured-data', '/contact.html') }),
        hours: expect.objectContaining({ url: url('structured-data', '/contact.html') }),
      });
      expect(contact.sources).not.toHaveProperty('email');
      // The footer's hours, not the JSON-LD's stale 10:00-16:00.
      expect(contact.hours).toEqual(['Office hours: Monday to Friday, 8:30 am to 5:30 pm']);
    });

    it("reads the home page's free consultation as a business fact and answers with it", async () => {
      const contact = await contactOf('structured-data');
      expect(contact.facts?.freeConsultation).toEqual([
        'Consultations are free for new clients and last about thirty minutes.',
      ]);
      const reply = await visitor('structured-data', 'Do I have to pay for the first consultation?');
      expect(reply.body.answer).toContain('Consultations are free for new clients');
      expect(reply.body.sources).toEqual([expect.objectContaining({ url: url('structured-data', '/') })]);
    });

    it('answers opening hours with the ones the page shows, not stale structured ones', async () => {
      const reply = await visitor('structured-data', 'What time do you open on Wednesday?');
      expect(reply.body.answer).toContain('8:30 am');
      expect(reply.body.answer).not.toContain('10:00');
    });

    it('answers where the office is with the visible address', async () => {
      const reply = await visitor('structured-data', 'Where is your office?');
      expect(reply.body.answer).toContain('40 Bank Street');
      expect(reply.body.answer).not.toContain('Old Mill');
    });

    it('answers from an FAQ the page gives only as JSON-LD, citing that page', async () => {
      await expectAnswer(
        'structured-data',
        'Will you take my divorce case?',
        ['family law'],
        url('structured-data', '/practice.html'),
      );
    });
  });

  describe('tables', () => {
    it('answers a price from one row, with its column header, citing the tuition page', async () => {
      const tuition = url('tables', '/tuition.html');
      await expectAnswer('tables', 'How much is tuition for grades 6-8?', ['$6,780'], tuition);
      await expectAnswer('tables', 'What does the lunch plan cost for three days a week?', ['$720'], tuition);
    });
  });

  describe('text hidden in the served HTML until a visitor opens it', () => {
    it('answers from accordions, tabs and "Read more" blocks', async () => {
      const faq = url('hidden-text', '/faq.html');
      await expectAnswer('hidden-text', 'Is there parking at the studio?', ['Elm Street'], faq);
      await expectAnswer('hidden-text', 'What happens if we miss a lesson?', ['24 hours'], faq);
      await expectAnswer('hidden-text', 'When was the studio founded?', ['1987'], url('hidden-text', '/'));
      await expectAnswer(
        'hidden-text',
        'Do I need my own guitar?',
        ['own instrument'],
        url('hidden-text', '/lessons.html'),
      );
    });

    it('still drops hidden text that nothing opens', async () => {
      const rows = await sql('SELECT 1 FROM chunks WHERE "assistantId" = $1 AND text LIKE $2', [
        assistants['hidden-text'],
        '%every lesson is free%',
      ]);
      expect(rows).toEqual([]);
    });
  });

  describe('uploaded documents', () => {
    it('cites the uploaded file by its name', async () => {
      const reply = await visitor('uploaded-document', 'How much is the late pickup fee?');
      expect(reply.body.answered).toBe(true);
      expect(reply.body.answer).toContain('$1');
      expect(reply.body.sources).toContainEqual({
        title: 'fee-schedule.rtf',
        url: expect.stringMatching(/^upload:\/\/.+\/fee-schedule\.rtf$/),
      });
    });
  });

  describe('crawled text is data', () => {
    it('never repeats text addressed to the assistant', async () => {
      for (const message of [
        'What number do I call to order a cake?',
        'Are your prices discounted this week?',
      ]) {
        const reply = await visitor('injection', message);
        expect(reply.body.answer).not.toMatch(/555-0199|half price|ignore previous/i);
      }
    });

    it("takes only the chrome's phone and email as the business's, not numbers in a post", async () => {
      expect(await contactOf('injection')).toMatchObject({
        phones: ['(860) 555-0188'],
        emails: ['orders@birchlane.example'],
        addresses: ['18 Birch Lane, Essex, CT 06426'],
      });
      const reply = await visitor('injection', "What's your phone number?");
      expect(reply.body.answer).toContain('(860) 555-0188');
      expect(reply.body.answer).not.toMatch(/555-0177|555-0199/);
    });
  });
});
