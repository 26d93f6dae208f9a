import { BRAND_LIST, SHORT_PROGRESS_STEPS, SUPPORT_CONTACT, TRIAL_DAYS } from '@gptsite/shared';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title';

export function HomeRoute() {
  useDocumentTitle('GPTsite — your website as a 24/7 assistant');
  return (
    <div className="page">
      <section className="hero">
        <p className="hero__eyebrow">GPTsite</p>
        <h1 className="hero__title">Your website already has the answers. Let visitors ask for them.</h1>
        <p className="hero__tagline">
          Give us your address. In minutes you have a chat assistant that answers from your own pages and
          documents, shows where each answer came from, and says so when your site does not cover a question.
        </p>
        <Link className="button button--large" to="/gptsite#trial">
          Start your free {TRIAL_DAYS}-day trial
        </Link>
      </section>
      <section className="section" aria-labelledby="how-title">
        <h2 id="how-title">How it works</h2>
        <ol className="steps">
          {SHORT_PROGRESS_STEPS.map((step, index) => (
            <li key={step.label}>
              <strong>
                {index + 1}. {step.label}
              </strong>
              <p className="muted">
                {
                  [
                    'We read every public page, the sitemap and linked PDFs, Word and Excel files, respecting robots.txt.',
                    'Pages are cleaned, split into passages and indexed so answers can quote them.',
                    'Your assistant gets your name, colours, greeting and suggested questions.',
                    'Share the live link or paste one script tag on your site.',
                  ][index]
                }
              </p>
            </li>
          ))}
        </ol>
      </section>
      <section className="section" aria-labelledby="industries-title">
        <h2 id="industries-title">Made for your industry</h2>
        <ul className="card-grid">
          {BRAND_LIST.map((brand) => (
            <li key={brand.key} className="card" style={{ borderTopColor: brand.colors.primary }}>
              <h3 className="card__title">
                <Link to={`/${brand.product}`}>{brand.name}</Link>
              </h3>
              <p className="card__stat">{brand.vertical}</p>
              <p>{brand.tagline}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export function AboutRoute() {
  useDocumentTitle('About GPTsite');
  return (
    <article className="page prose">
      <h1>About GPTsite</h1>
      <p>
        Schools, law firms, tax offices, accounting firms, business brokers and local businesses publish the
        answers to most of their visitors' questions — then answer the same questions again by phone. GPTsite
        turns that website into an assistant that answers around the clock.
      </p>
      <h2>What we believe</h2>
      <ul>
        <li>
          <strong>Only your words.</strong> The assistant answers from your site and the documents you give
          it, nothing else.
        </li>
        <li>
          <strong>Show the source.</strong> Every answer links the page it came from, so visitors can check
          it.
        </li>
        <li>
          <strong>Say "I don't know".</strong> When your site does not cover a question the assistant says so
          and shares your contact details, instead of guessing.
        </li>
        <li>
          <strong>Minutes, not projects.</strong> No training sessions, no content migration: give us the
          address and watch it build.
        </li>
      </ul>
      <h2>Six brands, one service</h2>
      <p>
        {BRAND_LIST.map((brand) => brand.name).join(', ')} share the same engine and differ where it matters:
        the words visitors use, the questions they ask, and how each plan is priced.
      </p>
      <p>
        <Link to="/contact">Talk to us</Link> or <Link to="/brands">explore the brands</Link>.
      </p>
    </article>
  );
}

export function ContactRoute() {
  useDocumentTitle('Contact GPTsite');
  const phoneHref = `tel:${SUPPORT_CONTACT.phone.replace(/[^\d+]/g, '')}`;
  return (
    <article className="page prose">
      <h1>Contact us</h1>
      <p>
        Questions about a trial, a plan or an assistant that isn't answering the way you expect? We're here.
      </p>
      <dl className="facts">
        <dt>Phone</dt>
        <dd>
          <a href={phoneHref}>{SUPPORT_CONTACT.phone}</a> (Monday to Friday, 8 am – 6 pm Eastern)
        </dd>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${SUPPORT_CONTACT.email}`}>{SUPPORT_CONTACT.email}</a> — we reply within one
          business day
        </dd>
      </dl>
      <p>
        When you write about an assistant, include its address (for example <code>/edgpt/…</code>) or the
        email you used for the trial so we can find it quickly.
      </p>
    </article>
  );
}
