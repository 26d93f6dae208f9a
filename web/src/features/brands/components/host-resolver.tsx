import { BRAND_LIST, brandForHost, findBrand } from '@gptsite/shared';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';

const COLUMNS = ['Brand', 'Domain', 'Short value', 'Page'] as const;
const [BRAND, DOMAIN, SHORT, PAGE] = COLUMNS;

/** Type a hostname or short name and see which brand page `/` would show for it. */
export function HostResolver() {
  const inputId = useId();
  const [host, setHost] = useState(() => window.location.hostname);
  const onRoot = brandForHost(host);
  const matched = findBrand(host);
  return (
    <div className="host-resolver">
      <label htmlFor={inputId}>Hostname or short name</label>
      <input
        id={inputId}
        value={host}
        onChange={(event) => setHost(event.target.value)}
        placeholder="www.lawfirmgpt.ai"
      />
      <p aria-live="polite">
        <strong>/</strong> on this host shows <strong>{onRoot.name}</strong> ({onRoot.vertical}).
        {matched
          ? ` The name also matches ${matched.name}.`
          : ' The name matches no brand key, so the default applies.'}
      </p>
      {/* Rows stack into labelled cards on phones (forms.css): the roles keep it a table to screen readers. */}
      <table className="table table--stack" role="table">
        <caption className="visually-hidden">Brand domains</caption>
        <thead role="rowgroup">
          <tr role="row">
            {COLUMNS.map((column) => (
              <th key={column} scope="col" role="columnheader">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {BRAND_LIST.map((brand) => (
            <tr key={brand.key} role="row">
              <td role="cell" data-label={BRAND}>
                {brand.name}
              </td>
              <td role="cell" data-label={DOMAIN}>
                <button type="button" className="link-button" onClick={() => setHost(`www.${brand.domain}`)}>
                  {brand.domain}
                </button>
              </td>
              <td role="cell" data-label={SHORT}>
                {brand.short}
              </td>
              <td role="cell" data-label={PAGE}>
                <Link to={`/${brand.product}`}>/{brand.product}</Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
