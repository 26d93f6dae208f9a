import { SOURCE_REASONS, STAGE_DEFINITIONS } from '@gptsite/shared';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CoverageReport } from '../../features/conversion/components/coverage-report';
import {
  EnhancerExamples,
  EnhancerTips,
  QuestionChecker,
} from '../../features/marketing/components/prompt-enhancer';
import { useDocumentTitle } from '../../lib/use-document-title';

function ConversionIdForm({ label, onOpen }: { label: string; onOpen: (id: string) => void }) {
  const id = useId();
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) onOpen(value.trim());
  };
  return (
    <form className="inline-form" onSubmit={submit}>
      <label htmlFor={id}>{label}</label>
      <input id={id} value={value} onChange={(event) => setValue(event.target.value)} autoComplete="off" />
      <button type="submit" className="button" disabled={!value.trim()}>
        Open
      </button>
    </form>
  );
}

export function ConversionDemoRoute() {
  useDocumentTitle('How a conversion works');
  const navigate = useNavigate();
  return (
    <div className="page">
      <h1>From website to assistant, stage by stage</h1>
      <p className="section__lead">
        A trial runs six stages. You watch each one live, with counts of pages and passages.
      </p>
      <ol className="stage-list">
        {STAGE_DEFINITIONS.map((stage) => (
          <li key={stage.name} className="stage">
            <div className="stage__header">
              <span className="stage__label">{stage.label}</span>
              <span className="badge">{stage.weight}% of the bar</span>
            </div>
            <p className="stage__message">{stage.description}</p>
          </li>
        ))}
      </ol>
      <h2>Watch a conversion</h2>
      <ConversionIdForm
        label="Conversion id"
        onOpen={(id) => navigate(`/conversion/${encodeURIComponent(id)}`)}
      />
      <p>
        No conversion yet? <Link to="/gptsite#trial">Start a free trial</Link> and watch yours.
      </p>
    </div>
  );
}

export function ScrapingDemoRoute() {
  useDocumentTitle('How we read a website');
  const [conversionId, setConversionId] = useState<string | null>(null);
  return (
    <div className="page">
      <h1>How we read a website</h1>
      <p className="section__lead">
        The crawler starts at your home page and sitemap, stays on your site, follows robots.txt, reads PDFs
        and Office documents, and renders pages that need JavaScript. Every address it meets gets a verdict
        you can browse.
      </p>
      <h2>Why an address can be skipped or fail</h2>
      <dl className="facts facts--wide">
        {Object.entries(SOURCE_REASONS).map(([reason, text]) => (
          <div key={reason}>
            <dt>
              <code>{reason}</code>
            </dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
      <h2>Browse a coverage report</h2>
      <ConversionIdForm label="Conversion id" onOpen={setConversionId} />
      {conversionId ? <CoverageReport key={conversionId} conversionId={conversionId} /> : null}
    </div>
  );
}

export function PromptEnhancerRoute() {
  useDocumentTitle('Ask better questions');
  return (
    <div className="page">
      <h1>Ask better questions, get better answers</h1>
      <p className="section__lead">
        The assistant answers from the website, so the closer a question is to how the site words things, the
        better the answer. Here is what a small rewrite does.
      </p>
      <section className="section" aria-labelledby="examples-title">
        <h2 id="examples-title">Before and after</h2>
        <EnhancerExamples />
      </section>
      <section className="section" aria-labelledby="tips-title">
        <h2 id="tips-title">Tips for visitors</h2>
        <EnhancerTips />
      </section>
      <section className="section" aria-labelledby="checker-title">
        <h2 id="checker-title">Try a question</h2>
        <QuestionChecker />
      </section>
    </div>
  );
}
