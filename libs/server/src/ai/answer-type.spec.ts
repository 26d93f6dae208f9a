import {
  asksForCalendarDay,
  isPastTenseQuestion,
  countedThing,
  countsThing,
  holdsCalendarDay,
  detectAnswerTypes,
  isNameLine,
  isYesNoQuestion,
  listCategory,
  lowerCaseWords,
  matchesAnswerType,
  readsAsOpeningHours,
} from './answer-type';

describe('detectAnswerTypes', () => {
  it.each([
    ['What time does school start?', ['time']],
    ['How much does extended care cost per day?', ['money']],
    ['What is your hourly rate?', ['money']],
    ['What is your success rate?', ['percent']],
    ['rate for 7th grade math help?', ['money']],
    ['What rate of return can I expect?', []],
    ['What is the phone number for the West Seneca office?', ['phone']],
    ['What suite are you in?', ['address']],
    ['What suite number do I put on the envelope?', ['address']],
    ['What town is the firm based in?', ['address']],
    ['Is there a PO box I should use?', ['address']],
    ['Can students make phone calls during the school day?', []],
    ['What is the zip code of the East Aurora office?', ['address']],
    ['Where can I park when I come to your office?', ['address', 'place']],
    ['When is the Pumpkin Run?', ['date']],
    ['when is nap time?', ['time', 'date']],
    ['When do fall classes start?', ['date']],
    ['I filed an extension for my personal taxes, when do I actually have to file by?', ['date']],
    ['Call me when I can come in', []],
    ['Who is the principal?', ['person']],
    ['Who is Dipti Patil?', []],
    ['Who actually owns Fox Legacy Tax?', ['person']],
    ['Who teaches Spanish?', ['person']],
    ['Who pays for title insurance, buyer or seller?', []],
    ['What sports can students play?', ['list']],
    ['What service projects do students do?', ['list']],
    ['What does the Snapshot planning service include?', ['list']],
    ['What year-end moves can lower my tax bill?', ['list']],
    ['What affects the price of bookkeeping?', []],
    // How a price is set is not an amount.
    ['How do you work out the travel fee?', []],
    ['How is tuition calculated?', []],
    ['How much is the travel fee?', ['money']],
    ['How many pricing tiers are there?', ['count']],
    ['How many songs do the kids learn?', ['count']],
    ['What are your office hours?', ['time']],
    ['What years was Charles at GE Security?', ['date']],
    ['Which days are you open?', ['time']],
    ['Which states can your firm help me in?', ['region']],
    ['Do you prepare state returns?', []],
    ['How far is the office from Pasadena?', ['distance']],
    // A "who" asked after another sentence of the question asks for a person all the same.
    ['Is there an actual licensed CPA at the firm? Who?', ['person']],
    ['Do you know whose car this is?', []],
    // One of the business's people asked for by what they do.
    ['which of your staff does massages?', ['person']],
    ['Which stylist is best with curly hair?', ['person']],
    ['Which services do you offer on weekends?', ['list']],
    // Where someone studied: a school, not where the business is.
    ['Where did Michael Smith get his law degree?', ['school']],
    ['Where did Dr. Yang train?', ['school']],
    ['What law school did Daniel Smith go to?', ['school']],
    ['which university is Dr. Saket a graduate of', ['school']],
    ['What year did he graduate from law school?', ['date']],
    ['Which puppy school do you recommend?', []],
    // Where the business works.
    ['What cities do you cover?', ['area']],
    ['What parts of New Jersey do you take cases from?', ['area']],
    ['What parts of my business does your readiness score look at?', []],
    ['Where is your office?', ['address', 'place']],
    ['How far ahead of selling should I start getting ready?', ['duration']],
    ['How far in advance do I need to book?', ['duration']],
    ['When did the studio open?', ['date']],
    ['How much notice do you need if we want to quit dance?', ['duration']],
    ['how much business experience do you guys have?', ['duration']],
    ['How much time should I set aside for my first visit?', ['duration']],
    ['If I fill out the form tonight, how soon should I expect a reply?', ['duration']],
    ['How fast do you usually get back to people who ask for a quote?', ['duration']],
    ['How quickly could you look at an offer?', ['duration']],
    ["What's your usual turnaround on a return?", ['duration']],
    ['How much is the time-saver package?', ['money']],
    ['When does the studio open?', ['time', 'date']],
    // A share of something is a percentage or a fraction, not an amount of money.
    ['What percentage of your clients get a refund?', ['percent']],
    ["What's the pass rate for your students?", ['percent']],
    ['How much of the business would I have to own?', ['money', 'percent']],
  ])('%s → %j', (question, types) => {
    expect(detectAnswerTypes(question)).toEqual(types);
  });

  it('tells yes/no questions, whose asked-for fact is optional', () => {
    expect(isYesNoQuestion('Is the Sterling Complete price fixed?')).toBe(true);
    expect(isYesNoQuestion('What is the price?')).toBe(false);
  });

  it('names what a list question asks for', () => {
    expect(listCategory('What kind of jewelry do you use?')).toEqual({ words: ['jewelry'], kind: true });
    expect(listCategory('What extracurricular activities are offered?')).toEqual({
      words: ['extracurricular', 'activities'],
      kind: true,
    });
    expect(listCategory('What is included in the Essential bookkeeping plan?')).toEqual({
      words: ['Essential', 'bookkeeping', 'plan'],
      kind: false,
    });
    expect(listCategory('What should I avoid after getting pierced?')).toBeNull();
  });
});

describe('readsAsOpeningHours', () => {
  it.each([
    ['Monday – Friday: 9:00 AM – 5:00 PM', true],
    ['Tues: 1-6:30pm', true],
    ['Sunday: Closed', true],
    ['Join us for our free tax seminar on Thursday, March 5 at 6:30 PM.', false],
    ['Grades 6-8 | $6,780', false],
  ])('%s reads as opening hours: %s', (text, expected) => {
    expect(readsAsOpeningHours(text)).toBe(expected);
  });
});

describe('matchesAnswerType', () => {
  it.each([
    [
      'Earle at Law is a law firm that offers services for Colorado and Virginia legal needs.',
      'region',
      true,
    ],
    ['There is a lot between federal, state, and local rules.', 'region', false],
    ['We are in Old Town Monrovia, just 8 miles east of Pasadena.', 'distance', true],
    ['It is a 10-minute drive from the station.', 'distance', true],
    ['Students more than 15 minutes late will not be allowed in class.', 'distance', false],
    // A bio's education line names the school without "University", either way round; a name with
    // letters after it is a person, not a school.
    ['Law School: Georgetown, J.D., 1992', 'school', true],
    // "Pounds" after a number is a weight on these sites (all eight in the eval corpus), not a price.
    ['Grip strength two days later measured 110 pounds.', 'money', false],
    ['Dogs over 50 pounds board in the large runs.', 'money', false],
    // A county's college or court is not an area the business serves.
    ['Legal Training: Tarrant County College, 2006', 'area', false],
    ['We handle cases throughout Tarrant County.', 'area', true],
    ['We serve clients across Bergen and Essex.', 'area', true],
    // Papers served on a party, or serving as an officer, name no place served.
    [
      'The affidavit must be served on the defendant within 60 days after the Answer is filed.',
      'area',
      false,
    ],
    ['She serves as President of the County Bar Association.', 'area', false],
    ['- B.A., SUNY Binghamton, 2002', 'school', true],
    ['Austin Kim, J.D.', 'school', false],
    ['Elizabeth Snow', 'person', true],
    ['Our Story', 'person', false],
    // Staff named by first name as the one who does the work.
    ['Our caring, nurturing staff, managed by Cassie, is certified by our own standards.', 'person', true],
    ['All boarding is managed by our staff.', 'person', false],
    // Staff named by first name with their role; a review praising one is not the site naming its staff.
    ['Brooklyn has been our legendary head nurse and practice manager since 2017.', 'person', true],
    ['Megan is our office manager.', 'person', true],
    ['Dan is an excellent attorney.', 'person', false],
    ['Parking is the first thing visitors ask about.', 'person', false],
    ["Hi, I'm Holly", 'person', true],
    // An introduction names people even in a line most of whose words are capitalised.
    ['Welcome, we are Courtney and Nicole, the owners and founders of Jeté Dance Center.', 'person', true],
    ['We are Sacred Heart Cathedral School.', 'person', false],
    ['Daniel Price leads our personal injury practice.', 'person', true],
    ['our lead teacher Cayla Butler founded it', 'person', true],
    ['If you would also like to have a standard Operating Agreement drafted, add $100.', 'person', false],
    ['Ask about our monthly Premier Package today.', 'person', false],
    // Kinds of staff in capitals and a named guarantee are no one: "who owns the salon" was answered with them.
    ['Hair Stylists, Nail Artists and Aestheticians rely on high-performance products.', 'person', false],
    ['We are proud to introduce the Right to Know Guarantee.', 'person', false],
    ['Ask for Mary Adams or Tom Williams at the front desk.', 'person', true],
    // A name opening a sentence before a comma still names a person.
    ['Lynne Fitzpatrick, the third and current owner since 1997, had been an employee.', 'person', true],
    // A company is no person: "endorsed by Intuit Inc." answered "Who's the CPA that runs the firm?".
    ['The firm is not affiliated with or endorsed by Intuit Inc.', 'person', false],
    ['It was bought by Dalton Holdings Ltd in 2019.', 'person', false],
    ['our accountant Grace Agreen files it', 'person', true],
    ['With deep expertise in the Physical Security industry, we solve problems.', 'person', false],
    // A capitalised determiner opens a tagline's phrase, never a name.
    ['Focused on Your Success.', 'person', false],
    ['Proudly serving Our Community since 1998', 'person', false],
    ['Lessons are taught by Maria Lopez.', 'person', true],
    // A tagline in title case names services, not people; an honorific still names a person there.
    ['Focused on Tax Returns, Consulting, & Business Accounting Services', 'person', false],
    ['Traffic Ticket Lawyer in Pembroke Pines, FL', 'person', false],
    ['Dr. Amy Yang, Chiropractor', 'person', true],
    // A sentence ("is owned") naming the business and its owner is no tagline, however capitalised.
    ['Tara Thai Fusion Massage is owned and operated by Victoria Ames, LMT.', 'person', true],
    ['Our practice is led by Sarah Smith, CPA.', 'person', true],
    // A place after a preposition of place is no one: "of New York", "in Los Angeles".
    ['A modern CPA firm licensed in the State of New York.', 'person', false],
    ['We opened a second office in Los Angeles last spring.', 'person', false],
    // A place in an address after a comma: a state's name, or two words the state's name follows.
    [
      'The championship is open to all players and will be held at the institute, Midtown Manhattan, New York.',
      'person',
      false,
    ],
    [
      'Our second office is in the city of Santa Fe, New Mexico, and it is open on weekends.',
      'person',
      false,
    ],
    ['Our director, Jane Smith, leads the team.', 'person', true],
    ['The firm was founded by Sabrina Earle in 2019.', 'person', true],
    [
      'Recognizing parents as educators, Sacred Heart Cathedral School supplements family life.',
      'person',
      false,
    ],
    ['Serving West Seneca, Cheektowaga, Lackawanna, South Buffalo and Elma.', 'list', true],
    [
      'Monthly bookkeeping, business and sales tax filings, tax preparation and planning, all from people.',
      'list',
      false,
    ],
    // "every" tells how often only before a period or a day.
    ["As with any healing process, every person's progress is slightly different.", 'frequency', false],
    ['Most patients come in every two weeks once they feel better.', 'frequency', true],
    ['Adult classes meet every Monday.', 'frequency', true],
    ['Hours: By Appointment Only', 'time', true],
    ['AUGUST 1 Faculty and Staff Retreat Day – School Closed', 'time', false],
    ['The process is fast, gentle, and over in seconds.', 'duration', true],
    ['Micah has been in music lessons since he was 8 years old.', 'duration', false],
    ['Maria Rivera has practiced family law in Florida since 2008.', 'duration', true],
    ['Micah has been in music lessons since he was 8 years old.', 'age', true],
    ['Weekly 30-minute private lessons', 'duration', true],
    ['Our week-long summer band camp ends with a concert.', 'duration', true],
    ['A full-day workshop for new clients.', 'duration', true],
    ['We reply within one business day.', 'duration', true],
    ['Quotes go out within the hour.', 'duration', true],
    ['Same-day service is available for most repairs.', 'duration', true],
    ['We will get back to you with an estimate.', 'duration', false],
    ['Starting at $1,250/ month', 'count', false],
    ['Groups of 4 or more get 10% off', 'count', true],
    ['We offer three exclusive tiers', 'count', true],
    ['Clients have free two-hour parking in the lot behind the building.', 'place', true],
    // The town a business is in answers "where are you based?" when it gives no street.
    ['Based in Bonney Lake, WA', 'place', true],
    ['Our studio is in Tulsa, Oklahoma.', 'place', true],
    ['Smith, Jones and Partners', 'place', false],
    ['Call Acme, LLC today.', 'place', false],
    ['Call us at 01792 555888 or email us', 'phone', true],
    ['The first consultation is free.', 'money', true],
    ['All our flavours are nicotine-free.', 'money', false],
    // Amounts in any currency: a sign before or after the figure, or a code before it.
    ['Teeth whitening from ₹3,500 per session', 'money', true],
    ['GST registration: Rs. 1,499 all inclusive', 'money', true],
    ['Company incorporation INR 8,000', 'money', true],
    ['Monatlich 50 € pro Kind', 'money', true],
    ['Lesson packs from ¥5,000', 'money', true],
    ['Classes for ages 5 to 12 in our 3 studios', 'money', false],
    ['Teeth whitening from ₹3,500 per session', 'count', false],
    ['Company incorporation INR 8,000', 'count', false],
    ['Tel. +44 1792 555888', 'phone', true],
    ['Call (918) 748-1711', 'phone', true],
    ['Open 2025 to 2026 for 12 weeks', 'phone', false],
    ['Personal identification information (name, phone number, email address)', 'phone', false],
    ['Over 95% of grafts survive the procedure', 'percent', true],
    ['Income protection pays up to 75 per cent of your income', 'percent', true],
    ['Our fee is 33 1/3 of the recovery', 'percent', true],
    ['We win 9 out of 10 cases we take to trial', 'percent', true],
    ['Survival rates are higher with our method', 'percent', false],
    ['Grades 6-8 tuition is $6,780', 'percent', false],
  ] as const)('%s is %s: %s', (text, type, expected) => {
    expect(matchesAnswerType(text, [type])).toBe(expected);
  });

  it('reads a name line only when no word of it is a stopword', () => {
    expect(isNameLine('Daniel R. Price')).toBe(true);
    expect(isNameLine('Meet Your Piercer')).toBe(false);
  });

  it('reads a heading ending in an abstract noun as a topic, not a name', () => {
    expect(isNameLine('Personal Information')).toBe(false);
    expect(isNameLine('Tax Preparation')).toBe(false);
    expect(isNameLine('Eliot Ness')).toBe(true);
    expect(isNameLine('Sarah Davies')).toBe(true);
  });

  it('reads a heading ending in the name of a document or offering as a thing, not a name', () => {
    expect(isNameLine('Privacy Policy')).toBe(false);
    expect(isNameLine('Business Returns')).toBe(false);
    expect(isNameLine('Record Retention Guide')).toBe(false);
    expect(isNameLine('Client Testimonials')).toBe(false);
    expect(isNameLine('Ivy Truong')).toBe(true);
    expect(isNameLine('Daniel R. Price')).toBe(true);
  });
});

describe('matchesAnswerType with the words a site writes in lower case', () => {
  const site = lowerCaseWords([
    'We perform hair transplant procedures and treat neck and back injuries every week.',
  ]);

  it.each([
    ['Hair Transplant', false],
    ['- Neck and Back Injuries', false],
    ['Ivy Truong', true],
    ['Our procedures are led by Sunil Rao with a team of six.', true],
    ['Dr. Hair will see you', true],
  ])('%s is a person: %s', (text, expected) => {
    expect(matchesAnswerType(text, ['person'], site)).toBe(expected);
  });

  it('reads capitalised common words as a name when it knows no site words', () => {
    expect(matchesAnswerType('Hair Transplant', ['person'])).toBe(true);
  });
});

describe('a question asking for a day of the calendar', () => {
  it('is told from one a year answers', () => {
    expect(asksForCalendarDay("What's the deadline to send my contractors their 1099-NEC?")).toBe(true);
    expect(asksForCalendarDay('When is the application due?')).toBe(true);
    expect(asksForCalendarDay('What year was the firm founded?')).toBe(false);
    expect(asksForCalendarDay('When did you open?')).toBe(false);
    expect(asksForCalendarDay('I filed an extension, when do I have to file by?')).toBe(true);
  });

  it('is answered by a month, weekday or numbered day, not by a year alone', () => {
    expect(holdsCalendarDay('The Form 1099-NEC is due to the recipient by January 31.')).toBe(true);
    expect(holdsCalendarDay('Applications close on the 15th.')).toBe(true);
    expect(
      holdsCalendarDay('For payments made in 2026, you only need to issue a 1099-NEC above $2,000.'),
    ).toBe(false);
    // Weekends are not a day of the calendar: this says nothing of when the return is due.
    expect(holdsCalendarDay('Dates shift when they land on a weekend or holiday.')).toBe(false);
    expect(holdsCalendarDay('Returns are due Monday.')).toBe(true);
  });
});

describe('a "how many" question', () => {
  it('names the thing it counts', () => {
    expect(countedThing('How many songs do the kids learn at band camp?')).toBe('songs');
    expect(countedThing('How many pricing tiers are there?')).toBe('tiers');
    // A thing of four words: "24 hours before your session" counts no sessions.
    expect(countedThing('how many laser hair removal sessions will i need')).toBe('sessions');
    expect(countedThing('how many years has Micah been teaching?')).toBe('years');
    expect(countedThing('What time do you open?')).toBeNull();
    // The thing's phrase also ends at a comma, a conjunction, a preposition or the verb it is subject of.
    expect(countedThing('For IPL to clear sun spots, how many sessions and how far apart?')).toBe('sessions');
    expect(countedThing('If I go with Advisory, how many times a year can I meet with you?')).toBe('times');
    expect(countedThing('How many years before I can apply for citizenship?')).toBe('years');
    expect(countedThing('How many accountants work at KL Accountants?')).toBe('accountants');
    expect(countedThing('how many kids per teacher?')).toBe('kids');
  });

  it('is answered by a number of that thing, not by a number of something else', () => {
    const people = new Set(['person']);
    expect(countsThing('Students spend a week learning 5 to 6 songs.', new Set(['song']))).toBe(true);
    expect(countsThing('over 7 years of experience teaching', new Set(['year']))).toBe(true);
    expect(countsThing('We offer three exclusive tiers: Silver, Gold, and Sapphire.', people)).toBe(false);
    expect(
      countsThing('Most patients require 3-4 sessions spaced 4-6 weeks apart.', new Set(['session'])),
    ).toBe(true);
  });

  it('counts years in decades ("over a decade of tutoring experience")', () => {
    const years = new Set(['year']);
    expect(countsThing('With over a decade of K-12 math tutoring experience, Charlie…', years)).toBe(true);
    expect(countsThing('Two decades of helping families plan.', years)).toBe(true);
    expect(countsThing('the decade ahead', years)).toBe(false);
    expect(countsThing('With over a decade of experience', new Set(['client']))).toBe(false);
  });

  it('reads numbers written as words past twelve', () => {
    expect(countsThing('A team of fifteen experienced lawyers', new Set(['lawyer']))).toBe(true);
    expect(countsThing('for over twenty years', new Set(['year']))).toBe(true);
    expect(matchesAnswerType('We have served a thousand families.', ['count'])).toBe(true);
    expect(matchesAnswerType('Our practice has grown for thirty years.', ['duration'])).toBe(true);
  });
});

describe('a question asked in the past tense', () => {
  it('is found after an opening clause or sentence too', () => {
    expect(isPastTenseQuestion('When did the studio open?')).toBe(true);
    expect(isPastTenseQuestion('How new is the school, when did it open?')).toBe(true);
    expect(isPastTenseQuestion('How long has the clinic been around? When did it open?')).toBe(true);
    expect(isPastTenseQuestion('When do you open on Saturdays?')).toBe(false);
  });
});
