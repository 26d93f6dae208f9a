import { BRAND_LIST, BRANDS, type BrandKey } from '@gptsite/shared';
import { useId, useState } from 'react';
import { scoreColor } from '../../../lib/format';
import { ENHANCER_EXAMPLES, ENHANCER_TIPS } from '../utils/enhancer-examples';
import { expandedTerms, scoreQuestion } from '../utils/question-score';

export function EnhancerExamples() {
  return (
    <ul className="card-grid">
      {ENHANCER_EXAMPLES.map((example) => (
        <li key={example.brand} className="card">
          <p className="card__stat">{BRANDS[example.brand].vertical}</p>
          <p>
            <span className="badge badge--failed">Before</span> “{example.before}”
          </p>
          <p>
            <span className="badge badge--completed">After</span> “{example.after}”
          </p>
          <p className="muted">{example.why}</p>
        </li>
      ))}
    </ul>
  );
}

export function EnhancerTips() {
  return (
    <ol className="tip-list">
      {ENHANCER_TIPS.map((tip) => (
        <li key={tip}>{tip}</li>
      ))}
    </ol>
  );
}

/** Type a question: see its clarity score and the extra words the assistant will search for. */
export function QuestionChecker() {
  const questionId = useId();
  const brandId = useId();
  const [brand, setBrand] = useState<BrandKey>('edgpt');
  const [question, setQuestion] = useState('');
  const { score, checks } = scoreQuestion(question);
  const terms = expandedTerms(question, brand);
  return (
    <div className="form">
      <div className="field">
        <label htmlFor={brandId}>Industry</label>
        <select id={brandId} value={brand} onChange={(event) => setBrand(event.target.value as BrandKey)}>
          {BRAND_LIST.map((item) => (
            <option key={item.key} value={item.key}>
              {item.vertical}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={questionId}>A visitor question</label>
        <textarea
          id={questionId}
          rows={2}
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
          placeholder={BRANDS[brand].exampleQuestion}
        />
      </div>
      <div aria-live="polite">
        <p>
          Clarity score: <span className={`score score--${scoreColor(score)}`}>{score} / 100</span>
        </p>
        <ul className="check-list">
          {checks.map((check) => (
            <li key={check.label} className={check.passed ? 'check check--passed' : 'check'}>
              <span aria-hidden="true">{check.passed ? '✓' : '○'}</span> {check.label}
              <span className="visually-hidden">{check.passed ? ' (met)' : ' (not met)'}</span>
            </li>
          ))}
        </ul>
        {terms.length ? (
          <p>
            The assistant also searches for:{' '}
            {terms.map((term) => (
              <span key={term.word} className="term">
                <strong>{term.word}</strong> → {term.also.join(', ')}
              </span>
            ))}
          </p>
        ) : null}
      </div>
    </div>
  );
}
