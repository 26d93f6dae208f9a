/** The six conversion stages an owner watches live, in order (api-contract.md). */
export const CONVERSION_STAGES = [
  'initializing',
  'analyzing',
  'extracting',
  'processing',
  'building',
  'finalizing',
] as const;
export type ConversionStageName = (typeof CONVERSION_STAGES)[number];

export interface StageDefinition {
  name: ConversionStageName;
  label: string;
  description: string;
  /** Share of the overall progress bar; the weights add up to 100. */
  weight: number;
}

export const STAGE_DEFINITIONS: readonly StageDefinition[] = [
  {
    name: 'initializing',
    label: 'Initializing',
    description: 'Checking the website and reading robots.txt and the sitemap',
    weight: 5,
  },
  {
    name: 'analyzing',
    label: 'Analyzing website',
    description: 'Crawling the pages of the site',
    weight: 40,
  },
  {
    name: 'extracting',
    label: 'Extracting documents',
    description: 'Reading PDFs, Word, Excel and other documents',
    weight: 20,
  },
  {
    name: 'processing',
    label: 'Processing content',
    description: 'Cleaning pages and splitting them into passages',
    weight: 15,
  },
  {
    name: 'building',
    label: 'Building knowledge base',
    description: 'Indexing passages for search and answers',
    weight: 15,
  },
  {
    name: 'finalizing',
    label: 'Finalizing assistant',
    description: 'Deploying the assistant and its widget',
    weight: 5,
  },
];

export function stageDefinition(name: ConversionStageName): StageDefinition {
  const found = STAGE_DEFINITIONS.find((stage) => stage.name === name);
  if (!found) throw new Error(`Unknown stage ${name}`);
  return found;
}

/**
 * The short four-step display (spec section 4): percent marks, labels, and the stage each step stands
 * for. A step is done when its stage has completed, not when the overall bar passes its mark: the
 * analyzing stage alone spans 5–45%, so "Analyze website" at 20% would be ticked mid-crawl.
 */
export const SHORT_PROGRESS_STEPS = [
  { percent: 20, label: 'Analyze website', stage: 'analyzing' },
  { percent: 50, label: 'Build knowledge base', stage: 'building' },
  { percent: 80, label: 'Create assistant', stage: 'finalizing' },
  { percent: 100, label: 'Ready', stage: null },
] as const satisfies ReadonlyArray<{ percent: number; label: string; stage: ConversionStageName | null }>;
