import type { AnswerInput } from './answer-provider';
import { LocalAnswerProvider } from './local-answer-provider';

const input = (question: string, passages: AnswerInput['passages'] = []): AnswerInput => ({
  question,
  brandKey: 'cpa',
  assistantName: 'Assistant',
  contact: {
    phones: ['(657) 552-7639'],
    emails: ['info@firm.test'],
    addresses: ['12 Court Street, Brooklyn, NY 11201'],
  },
  passages,
});

const footer = {
  id: 'home',
  title: 'Home',
  url: 'https://firm.test/',
  heading: 'Contact',
  text: 'Home > Contact\n\nCall 657-552-7639 or write to info@firm.test.',
  score: 0.02,
};

const essay = {
  id: 'portal',
  title: 'Client portal',
  url: 'https://firm.test/portal',
  heading: 'Portal',
  text: 'Portal\n\nDocuments go through a secure portal, not scattered across texts and emails.',
  score: 0.03,
};

describe('questions that ask only how to reach the business', () => {
  const provider = new LocalAnswerProvider();

  it.each([
    ["what's the best email to reach you at?", 'info@firm.test'],
    ['Can I text you? What number?', '6575527639'],
    ['What is your phone number?', '6575527639'],
    ['Where is your office located?', '12 Court Street, Brooklyn, NY 11201'],
    ['Where exactly is your office?', '12 Court Street, Brooklyn, NY 11201'],
    ['Can you tell me your email please?', 'info@firm.test'],
    // Typed without the apostrophe, as visitors do.
    ['whats the best number to reach you guys?', '6575527639'],
    // What is sent does not change where it goes; the essay about documents is no answer.
    ['is there an email address I can send my documents to?', 'info@firm.test'],
    ['is there an email address i can send my court papers to', 'info@firm.test'],
    ['Can I just email you some pictures of the damage instead of calling?', 'info@firm.test'],
  ])('answers "%s" with the contact detail', async (question, fact) => {
    const result = await provider.answer(input(question, [essay, footer]));
    expect(result.answered).toBe(true);
    const answer = /^\d+$/.test(fact) ? result.answer.replace(/\D/g, '') : result.answer;
    expect(answer).toContain(fact);
  });

  it('cites the page that prints the detail', async () => {
    const result = await provider.answer(input('Can I text you? What number?', [essay, footer]));
    expect(result.sources.map((source) => source.url)).toContain('https://firm.test/');
  });

  it("answers with the business's own detail when a passage prints another office's", async () => {
    const booklet = {
      id: 'booklet',
      title: 'A booklet we reprint',
      url: 'https://firm.test/booklet',
      heading: 'About the author',
      text: 'About the author\n\nOur office is now located at 1698 County Road, Minden, Nevada. Our telephone number is (775) 782-5143.',
      score: 0.04,
    };
    for (const [question, own, other] of [
      ["What's the phone number for the office?", '(657) 552-7639', '782-5143'],
      ['where are you guys located?', '12 Court Street', '1698 County Road'],
    ]) {
      const result = await provider.answer(input(question, [booklet]));
      expect(result.answer).toContain(own);
      expect(result.answer).not.toContain(other);
    }
  });

  it('cites the page the details were read from when no retrieved passage prints them', async () => {
    const question = input('What is your phone number?', [essay]);
    const result = await provider.answer({
      ...question,
      contact: {
        ...question.contact,
        sources: { phone: { url: 'https://firm.test/contact', title: 'Contact us' } },
      },
    });
    expect(result.answered).toBe(true);
    expect(result.sources).toEqual([{ url: 'https://firm.test/contact', title: 'Contact us' }]);
  });

  it('leaves questions about someone or something else to the passages', async () => {
    for (const question of [
      "What is the admissions office's email?",
      'What number do I call for the IRS?',
      'How many offices do you have?',
      // Every word a reach word or the business's, but asked about the past.
      'Where did you go to school?',
    ]) {
      const result = await provider.answer(input(question, [essay]));
      expect(result.answer).not.toMatch(/^You can (email|call|find) us/);
    }
  });

  it.each([
    ['whats your phone number? i need to talk to a lawyer asap', '6575527639'],
    ['what number can I call to ask about a spot for my daughter?', '6575527639'],
    ['Where exactly is the firm? I need the address for drop-off.', '12 Court Street'],
  ])('answers "%s": a sentence or clause saying why does not change which detail', async (question, fact) => {
    const result = await provider.answer(input(question, [essay, footer]));
    const answer = /^\d+$/.test(fact) ? result.answer.replace(/\D/g, '') : result.answer;
    expect(result.answered).toBe(true);
    expect(answer).toContain(fact);
  });

  it('leaves a question with context to the passages when they print another detail of its kind', async () => {
    const careers = {
      ...essay,
      id: 'careers',
      title: 'Careers',
      url: 'https://firm.test/careers',
      text: 'Careers\n\nInterns apply by email to jobs@firm.test with a resume and a cover letter.',
    };
    const privacy = {
      ...essay,
      id: 'privacy',
      title: 'Privacy policy',
      url: 'https://firm.test/privacy',
      text: 'Privacy policy\n\nQuestions about this privacy policy go to privacy@firm.test.',
    };
    for (const question of [
      'What email do I use to apply for the internship?',
      // Who answers, not which number; and a topic ("about privacy") whose page names its own address.
      'When I call, do I talk to the lawyer himself or an intake person?',
      'Which email should I write to about privacy?',
    ]) {
      const result = await provider.answer(input(question, [careers, privacy, essay]));
      expect(result.answer).not.toMatch(/^You can (email|call|find) us/);
    }
  });
  it('answers a question about what the business does, not about a topic its passages do not cover', async () => {
    const tutoring = (id: string, text: string) => ({ ...essay, id, url: `https://firm.test/${id}`, text });
    const site = [
      tutoring('services', 'Services\n\nMath tutoring for middle and high schoolers.'),
      tutoring('about', 'About\n\nOne-on-one tutoring since 2012.'),
    ];
    const ask = (question: string) => provider.answer(input(question, site));
    const topic = await ask('Is there an email address I can write to about tutoring for my daughter?');
    expect(topic.answer).toContain('info@firm.test');
    expect(topic.answered).toBe(true);
    // Privacy may have an address of its own that retrieval missed: the assistant does not guess it.
    const other = await ask('Which email should I write to about privacy?');
    expect(other.answer).not.toMatch(/^You can email us/);
  });

  it('answers when the question names the business or the person the detail belongs to', async () => {
    const page = (id: string, title: string) => ({ ...essay, id, title, url: `https://firm.test/${id}` });
    const pages = [
      page('fees', 'Fees - Daperis Tax Firm'),
      page('team', 'Our Team - Daperis Tax Firm'),
      footer,
    ];
    const phone = await provider.answer(input("What's the phone number for the tax firm?", pages));
    expect(phone.answer.replace(/\D/g, '')).toContain('6575527639');
    const email = await provider.answer({
      ...input('How do I email Charles?', pages),
      contact: { phones: [], emails: ['charles@firm.test'], addresses: [] },
    });
    expect(email.answer).toContain('charles@firm.test');
    const suite = await provider.answer({
      ...input('What suite are you in?', pages),
      contact: {
        phones: [],
        emails: [],
        addresses: ['901 Marquette Ave, Suite 1500, Minneapolis, MN 55402'],
      },
    });
    expect(suite.answer).toContain('Suite 1500');
    const envelope = await provider.answer({
      ...input("I'm going to mail some documents over. What suite number do I put on the envelope?", pages),
      contact: {
        phones: ['(612) 555-0100'],
        emails: [],
        addresses: ['901 Marquette Ave, Suite 1500, Minneapolis, MN 55402'],
      },
    });
    expect(envelope.answer).toContain('Suite 1500');
    const box = await provider.answer({
      ...input('I need to mail you some documents, is there a PO box I should use?', pages),
      contact: {
        phones: [],
        emails: [],
        addresses: ['1005 Jessie Dupont Highway, Post Office Box 370, Burgess, VA'],
      },
    });
    expect(box.answer).toContain('Box 370');
  });

  it('gives a post office box to a visitor asking where to mail something, and never as where the office is', async () => {
    const ask = (question: string, addresses: string[]) =>
      provider.answer({ ...input(question, [essay]), contact: { phones: [], emails: [], addresses } });
    const boxOnly = ['PO Box 121175, Fort Worth, TX 76121'];
    const mail = await ask('Where should I mail documents to you?', boxOnly);
    expect(mail.answer).toContain('PO Box 121175');
    expect((await ask('Where is your office?', boxOnly)).answer).not.toMatch(/(find|visit) us at PO Box/);
    const both = ['PO Box 121175, Fort Worth, TX 76121', '500 Main Street, Fort Worth, TX 76102'];
    expect((await ask('Where should I mail documents to you?', both)).answer).toContain('PO Box 121175');
    const office = await ask('Where is your office?', both);
    expect(office.answer).toContain('500 Main Street');
    expect(office.answer).not.toContain('PO Box');
  });

  it("does not give a place's address to a question asking what time something happens there", async () => {
    const early = await provider.answer({
      ...input('how early on a saturday can we get a lesson at the mason location', [essay]),
      contact: {
        phones: [],
        emails: [],
        addresses: ['6682 Tri Way Drive, Mason, OH 45040', '4 Main Street, Middletown, OH 45042'],
      },
    });
    expect(early.answer).not.toContain('You can find us at');
  });

  it('answers with the address a department has when the question names that department', async () => {
    const contact = {
      phones: [],
      emails: ['info@clinic.test', 'appt@clinic.test', 'billing@clinic.test'],
      addresses: [],
    };
    const ask = (question: string) => provider.answer({ ...input(question, [essay]), contact });
    const booking = await ask('Is there an email address just for booking appointments?');
    expect(booking.answer).toContain('appt@clinic.test');
    expect(booking.answer).not.toContain('info@clinic.test');
    expect((await ask('Which email handles my bills?')).answer).toContain('billing@clinic.test');
    // No address is named by what is asked about: not the main address either.
    expect((await ask("What's the email for the admissions office?")).answer).not.toMatch(/^You can email/);
  });

  it("answers with the address of the location the question names, among the business's several", async () => {
    const contact = {
      phones: [],
      emails: [],
      addresses: ['9865 Montgomery Rd, Montgomery, OH 45242', '6682 Tri Way Drive, Mason, OH 45040'],
    };
    const mason = await provider.answer({
      ...input("What's the address of the Mason studio?", [essay]),
      contact,
    });
    expect(mason.answer).toContain('6682 Tri Way Drive');
    expect(mason.answer).not.toContain('Montgomery Rd');
    // A place none of them is in: not one of them as if it were.
    const dayton = await provider.answer({
      ...input("What's the address of the Dayton studio?", [essay]),
      contact,
    });
    expect(dayton.answer).not.toMatch(/^You can find us/);
  });

  it('answers a question for another number with the numbers after the main one', async () => {
    const contact = { phones: ['+91 88500 75624', '+91 76663 75569'], emails: [], addresses: [] };
    const ask = (question: string) => provider.answer({ ...input(question, [essay]), contact });
    const other = await ask('If nobody picks up on the main line, is there another number I can ring?');
    expect(other.answer).toContain('+91 76663 75569');
    expect(other.answer).not.toContain('88500');
    // With one number there is no other to give; asked about something else, it is not this question.
    const single = await provider.answer(input('Is there another number I can call?', [essay]));
    expect(single.answer).not.toMatch(/^You can also call/);
    expect(
      (await ask('Do your other locations have a different phone number for billing?')).answer,
    ).not.toMatch(/^You can also call/);
  });

  it('reads a national or international number as a phone number', async () => {
    const result = await provider.answer({
      ...input("what's your phone number?", [essay]),
      contact: { phones: ['01792 555888'], emails: [], addresses: [] },
    });
    expect(result.answer).toContain('01792 555888');
  });

  it('declines when the site gave no detail of that kind', async () => {
    const result = await provider.answer({
      ...input("What's your email?"),
      contact: { phones: ['(657) 552-7639'], emails: [], addresses: [] },
    });
    expect(result.answered).toBe(false);
  });

  describe('a business that names its town and no street', () => {
    const virtual = (question: string): AnswerInput => ({
      ...input(question, [essay]),
      contact: {
        phones: ['(606) 555-0142'],
        emails: [],
        addresses: [],
        localities: ['Somerset, Kentucky'],
        sources: { locality: { url: 'https://firm.test/', title: 'Home' } },
      },
    });

    it.each([
      'Where are you guys located?',
      'where are you based?',
      'Where is your office?',
      'What town is the firm based in?',
      // A second sentence says why; the first still asks where.
      "Where is your office located? I'm in Sugar Land and want someone nearby.",
    ])('answers "%s" with the town, cited', async (question) => {
      const result = await provider.answer(virtual(question));
      expect(result.answered).toBe(true);
      expect(result.answer).toContain('Somerset, Kentucky');
      expect(result.sources).toEqual([{ url: 'https://firm.test/', title: 'Home' }]);
    });

    it('declines a question only a street address answers, still naming the town and the number', async () => {
      const result = await provider.answer(
        virtual("What's the street address of the office so I can drop off my paperwork?"),
      );
      expect(result.answered).toBe(false);
      expect(result.answer).toContain('Somerset, Kentucky');
      expect(result.answer).toContain('(606) 555-0142');
    });

    it('prefers a street address when the site gives one', async () => {
      const question = virtual('Where are you located?');
      const result = await provider.answer({
        ...question,
        contact: { ...question.contact, addresses: ['12 Court Street, Somerset, KY 42501'] },
      });
      expect(result.answer).toContain('12 Court Street');
    });
  });
});
