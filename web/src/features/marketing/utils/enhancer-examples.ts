import type { BrandKey } from '@gptsite/shared';

export interface EnhancerExample {
  brand: BrandKey;
  before: string;
  after: string;
  why: string;
}

/** Before/after pairs, one per vertical, in the words real visitors use. */
export const ENHANCER_EXAMPLES: readonly EnhancerExample[] = [
  {
    brand: 'edgpt',
    before: 'lunch?',
    after: "What is on the lunch menu this week, and how do I add money to my child's lunch account?",
    why: 'Names the week and the task, so the assistant can quote the menu page and the payment steps.',
  },
  {
    brand: 'lawfirm',
    before: 'divorce cost',
    after:
      'How much does a first consultation for an uncontested divorce cost, and do you offer payment plans?',
    why: 'Separates the consultation fee (usually on the site) from the case cost (usually not).',
  },
  {
    brand: 'taxprep',
    before: 'what to bring',
    after:
      'What documents should I bring to my appointment if I had a W-2 job and sold some stock this year?',
    why: 'Mentions the forms involved, so the checklist answer covers 1099-B as well as the W-2.',
  },
  {
    brand: 'cpa',
    before: 'bookkeeping?',
    after:
      'Do you offer monthly bookkeeping for a 10-person restaurant, and which accounting software do you work with?',
    why: 'Gives the size and industry, which is how most firm service pages are organised.',
  },
  {
    brand: 'businessbroker',
    before: 'sell my business',
    after:
      'How do you value a profitable HVAC company before listing it, and how is my sale kept confidential?',
    why: 'Asks the two things sellers need before a first call: valuation method and confidentiality.',
  },
  {
    brand: 'gpt',
    before: 'hours',
    after: 'Are you open this Saturday afternoon, and do I need an appointment?',
    why: 'Pins the day and the real decision, so the answer is a yes or no with the hours page linked.',
  },
];

export const ENHANCER_TIPS: readonly string[] = [
  'Say who it is for: "my 3rd grader", "my small business", "my 2024 return".',
  'Name the thing: the program, form, office or date you mean.',
  'Ask one thing, or two closely related things, per message.',
  'If the assistant says the site does not cover it, rephrase with words the site uses, or use the phone number it gives.',
  'Follow the source link: the page the answer came from has the full details.',
];
