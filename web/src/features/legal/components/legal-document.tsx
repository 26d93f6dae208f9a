import type { Brand } from '@gptsite/shared';
import { Link } from 'react-router-dom';
import { privacyPolicy, termsOfService, type LegalPage } from '../utils/legal-text';

interface LegalDocumentViewProps {
  brand: Brand;
  page: LegalPage;
  /** `/legal` or `/{brandId}/legal`, so switching documents keeps the brand. */
  basePath: string;
}

export function LegalDocumentView({ brand, page, basePath: base }: LegalDocumentViewProps) {
  const document = page === 'privacy' ? privacyPolicy(brand) : termsOfService(brand);
  return (
    <article className="legal">
      <h1>{document.title}</h1>
      <p className="muted">
        Last updated <time dateTime={document.updated}>{document.updated}</time>
      </p>
      <nav aria-label="Legal pages" className="chip-row">
        <Link className="chip" to={`${base}/privacy`} aria-current={page === 'privacy' ? 'page' : undefined}>
          Privacy Policy
        </Link>
        <Link className="chip" to={`${base}/terms`} aria-current={page === 'terms' ? 'page' : undefined}>
          Terms of Service
        </Link>
      </nav>
      {document.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
