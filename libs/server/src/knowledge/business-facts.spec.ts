import { businessFacts } from './business-facts';

describe('businessFacts', () => {
  it("reads each kind from a page's sentences, each sentence once, in reading order", () => {
    const text =
      'Welcome to Graceful Child Care\n\nFounded in 2013, Graceful Child Care is a family day care. We offer meals.\n' +
      'Book a Free Consultation\n\nFounded in 2013, Graceful Child Care is a family day care.\nBook a Free Consultation\n' +
      'Write to us and we will reply within 24 hours.';
    expect(businessFacts(text)).toEqual({
      founded: ['Founded in 2013, Graceful Child Care is a family day care.'],
      freeConsultation: ['Book a Free Consultation'],
      responseTime: ['Write to us and we will reply within 24 hours.'],
    });
  });

  it('gives nothing for a page that states no such fact', () => {
    expect(businessFacts('Full-time care is $1,650 a month.\nFeel free to call us.')).toEqual({});
  });

  it("takes an FAQ's question for no statement, also with its accordion's toggle after it", () => {
    expect(
      businessFacts(
        'Do you offer virtual consultations?\nYes, we serve clients remotely and in person.\n' +
          'Is H&H Law accepting new clients for I-485 review?+\nWalk-ins welcome',
      ),
    ).toEqual({
      remoteService: ['Yes, we serve clients remotely and in person.'],
      walkIns: ['Walk-ins welcome'],
    });
  });
});
