import { SHORT_PROGRESS_STEPS } from '@gptsite/shared';

/** The four-step summary (spec section 4): analyze, build, create, ready at 20/50/80/100 percent. */
export function ShortProgress({ progress }: { progress: number }) {
  return (
    <ol className="short-progress" aria-label="Progress summary">
      {SHORT_PROGRESS_STEPS.map((step) => {
        const done = progress >= step.percent;
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
