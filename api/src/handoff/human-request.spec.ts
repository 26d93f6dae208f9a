import { isHumanRequest } from './human-request';

describe('isHumanRequest', () => {
  it.each([
    'Can I talk to a person?',
    'can i talk to a person',
    'I would like to speak to someone',
    'Could I speak with a real person please',
    'real human',
    'Is there a real human there?',
    'I want to talk to a human',
    'Let me chat with someone from your team',
    'Human please',
    'agent',
    'Connect me to an agent',
    'Transfer me to a representative',
    'Can somebody call me?',
    'Please have someone contact me',
    'Can you call me back tomorrow?',
    'I need a person, this bot is useless',
    'Can I speak to the manager?',
    'I’d like to talk to a live agent',
    'SPEAK TO SOMEONE',
  ])('"%s" asks for a person', (message) => {
    expect(isHumanRequest(message)).toBe(true);
  });

  it.each([
    'What are your opening hours?',
    'How many people work at the school?',
    'Who is the person in charge of admissions?',
    'Do you have a human resources department?',
    'Is the owner of the bakery also the chef?',
    'What do people say about your cakes?',
    "I don't want to talk to a person, just tell me the price",
    'No need to speak to anyone, thanks',
    'Do your agents charge a commission?',
    'How do I talk to my child about the new school?',
    'Can I just stop by the office to talk to someone, or how do I get an appointment?',
    'Can I speak to someone in person at your office?',
    'If I come in to the clinic, can I talk to a staff member?',
    'My mom only speaks Spanish, can she talk to someone there?',
    'Can I speak to someone in Korean?',
    '',
  ])('"%s" does not', (message) => {
    expect(isHumanRequest(message)).toBe(false);
  });
});
