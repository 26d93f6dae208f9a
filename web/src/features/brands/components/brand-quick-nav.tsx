import { BRAND_LIST } from '@gptsite/shared';
import { NavLink } from 'react-router-dom';

/** The six brand pages, one link each (spec section 2). */
export function BrandQuickNav({ label = 'Brand pages' }: { label?: string }) {
  return (
    <nav aria-label={label} className="brand-nav">
      <ul>
        {BRAND_LIST.map((brand) => (
          <li key={brand.key}>
            <NavLink to={`/${brand.product}`} className="brand-nav__link" title={brand.vertical}>
              <span
                className="brand-nav__dot"
                style={{ background: brand.colors.primary }}
                aria-hidden="true"
              />
              {brand.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
