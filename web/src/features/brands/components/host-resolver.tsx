import { BRAND_LIST, brandForHost, findBrand } from '@gptsite/shared';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';

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
      <table className="table">
        <caption className="visually-hidden">Brand domains</caption>
        <thead>
          <tr>
            <th scope="col">Brand</th>
            <th scope="col">Domain</th>
            <th scope="col">Short value</th>
            <th scope="col">Page</th>
          </tr>
        </thead>
        <tbody>
          {BRAND_LIST.map((brand) => (
            <tr key={brand.key}>
              <td>{brand.name}</td>
              <td>
                <button type="button" className="link-button" onClick={() => setHost(`www.${brand.domain}`)}>
                  {brand.domain}
                </button>
              </td>
              <td>{brand.short}</td>
              <td>
                <Link to={`/${brand.product}`}>/{brand.product}</Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
