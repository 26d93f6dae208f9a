import type { Brand } from '@gptsite/shared';

/** "Sound familiar?": the moments a brand's visitors recognise, then the one-line answer. */
export function ProblemList({ brand }: { brand: Brand }) {
  if (!brand.problems?.length) return null;
  return (
    <section className="section" aria-labelledby="problems-title">
      <h2 id="problems-title">Sound familiar?</h2>
      {brand.audience ? (
        <p className="section__lead">What {brand.audience.toLowerCase()} ask you every day:</p>
      ) : null}
      <ul className="problem-list">
        {brand.problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      {brand.solution ? <p className="solution">{brand.solution}</p> : null}
    </section>
  );
}
