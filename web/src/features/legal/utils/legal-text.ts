import { SUPPORT_CONTACT, TRIAL_DAYS, type Brand } from '@gptsite/shared';

export type LegalPage = 'privacy' | 'terms';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalDocument {
  title: string;
  updated: string;
  sections: LegalSection[];
}

const PAGE_ALIASES: Record<string, LegalPage> = {
  privacy: 'privacy',
  'privacy-policy': 'privacy',
  terms: 'terms',
  'terms-of-service': 'terms',
  'terms-and-conditions': 'terms',
  tos: 'terms',
};

export const legalPageFor = (slug: string | undefined): LegalPage | undefined =>
  slug ? PAGE_ALIASES[slug.toLowerCase()] : undefined;

const UPDATED = '2025-01-15';

function childrenSection(brand: Brand): LegalSection {
  if (brand.pricingModel !== 'enrollment') {
    return {
      heading: 'Children',
      paragraphs: [
        `${brand.name} is not directed to children under 13 and we do not knowingly collect their personal information. If you believe a child has sent us personal information, contact us and we will delete it.`,
      ],
    };
  }
  return {
    heading: 'Children and schools',
    paragraphs: [
      `${brand.name} is built for schools answering parents, students and prospective families. Assistants are not designed to collect personal information from children under 13, and we ask schools not to invite students to share personal details in the chat. Schools remain responsible for how they present the assistant, including their obligations under FERPA and COPPA where these apply.`,
    ],
  };
}

/** Privacy policy in the brand's name; the service and its data flows are the same for all six. */
export function privacyPolicy(brand: Brand): LegalDocument {
  const name = brand.name;
  return {
    title: `${name} Privacy Policy`,
    updated: UPDATED,
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          `${name} is a brand of GPTsite, a service that turns an organisation's public website into a chat assistant for its visitors. This policy explains what we collect when you use ${brand.domain}, start a trial, or chat with an assistant we host, and what we do with it.`,
        ],
      },
      {
        heading: 'What we collect',
        paragraphs: [
          'From customers who start a trial: your name, email address, phone number (if given), organisation name, website address and any documents you upload.',
          'From the websites our customers ask us to read: the publicly available pages and documents of that site. We follow robots.txt and do not log in, fill forms or read pages that require a password.',
          'From visitors who chat with an assistant: the questions asked, the answers given, the page the chat was opened on, an anonymous visitor identifier stored in your browser, and basic technical data (browser type, time, IP address for abuse prevention).',
          'When something breaks: error reports containing the error message, the page address and your browser description. They do not contain what you typed into forms.',
        ],
      },
      {
        heading: 'How we use it',
        paragraphs: [
          "To build and run the assistant the customer asked for, to answer visitor questions from that customer's own content, to contact customers about their trial and account, to keep the service secure, and to fix faults.",
          "We do not sell personal information, we do not use visitor conversations for advertising, and we do not use one customer's content to answer another customer's visitors.",
        ],
      },
      {
        heading: 'Service providers',
        paragraphs: [
          "Answers are produced with the help of an AI language-model provider acting as our processor; it receives the question and the relevant passages from the customer's site, not account details. We also use hosting, database and email providers bound by confidentiality and data-protection terms.",
        ],
      },
      childrenSection(brand),
      {
        heading: 'Retention',
        paragraphs: [
          `Trial data is kept for the ${TRIAL_DAYS}-day trial and 30 days after, then deleted unless the trial becomes a subscription. Conversations are kept for 12 months so customers can review them, then deleted or anonymised. Crawled website content is refreshed or deleted when the customer recrawls or closes the account.`,
        ],
      },
      {
        heading: 'Cookies and local storage',
        paragraphs: [
          'We use a session cookie to keep signed-in users signed in, and browser storage for the sign-in token, the anonymous visitor identifier and unsent form drafts. We do not use third-party advertising cookies.',
        ],
      },
      {
        heading: 'Security',
        paragraphs: [
          'Data is encrypted in transit. Access to customer data is limited to staff who need it to run the service. No system is perfectly secure; if a breach affects your information we will tell you without undue delay.',
        ],
      },
      {
        heading: 'Your choices and rights',
        paragraphs: [
          `You can ask to see, correct, export or delete your personal information, and visitors can ask us to delete a conversation. Depending on where you live (for example under the GDPR or the CCPA) you may have further rights, including to object to processing or to complain to a regulator. Write to ${SUPPORT_CONTACT.email}; we answer within 30 days.`,
        ],
      },
      {
        heading: 'Contact',
        paragraphs: [`Questions about this policy: ${SUPPORT_CONTACT.email} or ${SUPPORT_CONTACT.phone}.`],
      },
    ],
  };
}

/** Terms of service; the brand decides the name and the note about professional advice. */
export function termsOfService(brand: Brand): LegalDocument {
  const name = brand.name;
  return {
    title: `${name} Terms of Service`,
    updated: UPDATED,
    sections: [
      {
        heading: 'The service',
        paragraphs: [
          `${name} reads the website and documents you give us and runs a chat assistant that answers your visitors from that content. These terms apply to your trial and to any paid plan; by starting a trial you accept them on behalf of your organisation.`,
        ],
      },
      {
        heading: 'Free trial',
        paragraphs: [
          `The trial lasts ${TRIAL_DAYS} days and needs no payment details. At the end of the trial the assistant stops answering unless you choose a plan. You may end the trial at any time.`,
        ],
      },
      {
        heading: 'Your content',
        paragraphs: [
          'You confirm that you own or are allowed to use the website and documents you submit, and that we may copy and process them to run your assistant. You keep all rights to your content.',
          'You are responsible for the accuracy of your website. The assistant repeats what your content says; keep it current and recrawl after important changes.',
        ],
      },
      {
        heading: 'Answers are not professional advice',
        paragraphs: [
          `Answers are generated automatically from your published content and may be incomplete or out of date. They are not legal, tax, accounting, financial or educational advice, and no professional relationship is formed with a visitor through the assistant. The assistant is designed to decline when your content does not answer a question; you should tell visitors how to reach a person.`,
        ],
      },
      {
        heading: 'Acceptable use',
        paragraphs: [
          'Do not use the service to read sites you are not authorised to use, to process sensitive data such as health records or payment card numbers, to mislead visitors, or to attack, overload or reverse-engineer the service.',
        ],
      },
      {
        heading: 'Plans and payment',
        paragraphs: [
          'Paid plans are billed in advance for each month or year at the prices shown when you subscribe. Conversation limits are per calendar month; enrollment-based plans are chosen by the number of students. You may cancel at any time, effective at the end of the paid period; fees already paid are not refunded except where the law requires.',
        ],
      },
      {
        heading: 'Availability and changes',
        paragraphs: [
          'We work to keep the service available around the clock but do not guarantee uninterrupted operation. We may change features; if a change materially reduces what a paid plan includes, we will tell you 30 days in advance and you may cancel.',
        ],
      },
      {
        heading: 'Warranty and liability',
        paragraphs: [
          'The service is provided "as is" to the extent the law allows. Our total liability for any claim is limited to the fees you paid in the 12 months before the claim. Neither party is liable for indirect or consequential losses.',
        ],
      },
      {
        heading: 'Ending the service',
        paragraphs: [
          'Either party may end the agreement for convenience at the end of a billing period, or immediately for a material breach not fixed within 14 days of notice. After termination we delete your content within 30 days.',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: [`Questions about these terms: ${SUPPORT_CONTACT.email} or ${SUPPORT_CONTACT.phone}.`],
      },
    ],
  };
}
