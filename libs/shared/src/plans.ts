/**
 * Plans and prices from spec section 9: the one catalogue. Each plan says how many conversations an
 * assistant on it may start a month (the quota the chat enforces) and what it unlocks.
 */
export type PricingModel = 'enrollment' | 'conversation';
export type BillingInterval = 'month' | 'year';

/** What a plan unlocks, as code checks it (`features` is the same told to people). */
export const PLAN_FEATURES = [
  'chat',
  'widget',
  'documents',
  'analytics',
  'webhooks',
  'leads',
  'multiple-sites',
  'priority-support',
  'account-manager',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

const BASIC: readonly PlanFeature[] = ['chat', 'widget', 'documents', 'leads'];
const GROWING: readonly PlanFeature[] = [...BASIC, 'analytics', 'webhooks', 'priority-support'];
const EVERYTHING: readonly PlanFeature[] = PLAN_FEATURES;

export interface Plan {
  id: string;
  name: string;
  price: number;
  interval: BillingInterval;
  description: string;
  maxUsers: number | null;
  /** Conversations an assistant on this plan may start a month (UTC calendar month); null: unlimited. */
  conversationsPerMonth: number | null;
  /** What the plan unlocks. */
  unlocks: readonly PlanFeature[];
  support: string;
  recommended: boolean;
  features: string[];
}

export const CONVERSATION_PLANS: readonly Plan[] = [
  {
    id: 'silver',
    name: 'Silver',
    price: 49,
    interval: 'month',
    description: 'For a small business getting started with an always-on assistant.',
    maxUsers: 2,
    conversationsPerMonth: 1000,
    unlocks: BASIC,
    support: 'Email support',
    recommended: false,
    features: [
      '1,000 conversations a month',
      'Website and document knowledge base',
      'Embeddable chat widget',
      'Email support',
    ],
  },
  {
    id: 'gold',
    name: 'Gold',
    price: 99,
    interval: 'month',
    description: 'For a busy practice that wants every visitor answered.',
    maxUsers: 5,
    conversationsPerMonth: 5000,
    unlocks: GROWING,
    support: 'Priority support',
    recommended: true,
    features: [
      '5,000 conversations a month',
      'Everything in Silver',
      'Conversation analytics',
      'Priority support',
    ],
  },
  {
    id: 'platinum',
    name: 'Platinum',
    price: 149,
    interval: 'month',
    description: 'For firms with several offices and high visitor volume.',
    maxUsers: 20,
    conversationsPerMonth: 15000,
    unlocks: EVERYTHING,
    support: 'Dedicated account management',
    recommended: false,
    features: [
      '15,000 conversations a month',
      'Everything in Gold',
      'Multiple sites and domains',
      'Dedicated account manager',
    ],
  },
];

export interface EnrollmentPlan extends Plan {
  /** Enrolled students covered by the plan; max null means no upper bound. */
  students: { min: number; max: number | null };
}

export const ENROLLMENT_PLANS: readonly EnrollmentPlan[] = [
  {
    id: 'small',
    name: 'Small',
    price: 49,
    interval: 'month',
    description: 'Schools with up to 1,000 students.',
    students: { min: 0, max: 1000 },
    maxUsers: 3,
    conversationsPerMonth: 5000,
    unlocks: BASIC,
    support: 'Email support',
    recommended: false,
    features: [
      '0–1,000 students',
      'Answers for parents around the clock',
      'Handbook and calendar knowledge',
      'Email support',
    ],
  },
  {
    id: 'medium',
    name: 'Medium',
    price: 99,
    interval: 'month',
    description: 'Schools with 1,001 to 2,500 students.',
    students: { min: 1001, max: 2500 },
    maxUsers: 10,
    conversationsPerMonth: 15000,
    unlocks: GROWING,
    support: 'Priority support',
    recommended: true,
    features: [
      '1,001–2,500 students',
      'Everything in Small',
      'Enrollment and admissions analytics',
      'Priority support',
    ],
  },
  {
    id: 'large',
    name: 'Large',
    price: 149,
    interval: 'month',
    description: 'Schools with 2,501 to 5,000 students.',
    students: { min: 2501, max: 5000 },
    maxUsers: 25,
    conversationsPerMonth: 40000,
    unlocks: GROWING,
    support: 'Priority support',
    recommended: false,
    features: ['2,501–5,000 students', 'Everything in Medium', 'Several campuses', 'Priority support'],
  },
  {
    id: 'extra-large',
    name: 'Extra Large',
    price: 199,
    interval: 'month',
    description: 'Districts and schools with more than 5,000 students.',
    students: { min: 5001, max: null },
    maxUsers: null,
    conversationsPerMonth: null,
    unlocks: EVERYTHING,
    support: 'Dedicated account management',
    recommended: false,
    features: [
      '5,001+ students',
      'Unlimited conversations',
      'District-wide deployment',
      'Dedicated account manager',
    ],
  },
];

export function plansFor(model: PricingModel): readonly Plan[] {
  return model === 'enrollment' ? ENROLLMENT_PLANS : CONVERSATION_PLANS;
}

/** Every plan that can be bought, either pricing model. */
export const ALL_PLANS: readonly Plan[] = [...CONVERSATION_PLANS, ...ENROLLMENT_PLANS];

export function findPlan(id: string | null | undefined): Plan | undefined {
  return ALL_PLANS.find((plan) => plan.id === id);
}

/** Free trial length (spec section 9). */
export const TRIAL_DAYS = 7;

/**
 * A trial's own allowance: conversations over its whole 7 days (not a month), with what Gold unlocks so
 * the owner can try it all. TRIAL_CONVERSATION_QUOTA may raise it (benchmarks and tests).
 */
export const TRIAL_PLAN = {
  id: 'trial',
  name: 'Free trial',
  conversations: 100,
  unlocks: GROWING,
} as const;
