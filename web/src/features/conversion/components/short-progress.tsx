import { SHORT_PROGRESS_STEPS, type ConversionView } from '@gptsite/shared';

type ShortProgressStep = (typeof SHORT_PROGRESS_STEPS)[number];

/** A step is ticked once its stage has completed ("Ready" once the whole conversion has), never before. */
function isStepDone(step: ShortProgressStep, view: Pick<ConversionView, 'status' | 'stages'>): boolean {
  if (view.status === 'completed') return true;
  if (!step.stage) return false;
  return view.stages.some((stage) => stage.name === step.stage && stage.status === 'completed');
}

/** The four-step summary (spec section 4): analyze, build, create, ready at 20/50/80/100 percent. */
export function ShortProgress({ view }: { view: Pick<ConversionView, 'status' | 'stages'> }) {
  return (
    <ol className="short-progress" aria-label="Progress summary">
      {SHORT_PROGRESS_STEPS.map((step) => {
        const done = isStepDone(step, view);
        return (
          <li
            key={step.label}
            className={done ? 'short-progress__step short-progress__step--done' : 'short-progress__step'}
          >
            <span aria-hidden="true">{done ? '✓' : `${step.percent}%`}</span> {step.label}
            <span className="visually-hidden">{done ? ' (done)' : ' (not yet)'}</span>
          </li>
        );
      })}
    </ol>
  );
}
