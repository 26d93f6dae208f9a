import { brandForHost, findBrand, type Brand } from '@gptsite/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { applyBrandTheme } from '../utils/brand-theme';

/** The brand a path shows: its first segment (`/law`, `/cpafirm/abc`), else the one the hostname names. */
export function brandForPath(pathname: string, hostname: string): Brand {
  const firstSegment = pathname.split('/').filter(Boolean)[0];
  return (firstSegment && findBrand(firstSegment)) || brandForHost(hostname);
}

/** Keeps the page theme in step with the route, so `/law` is navy and gold even on an EdGPT host. */
export function useThemeBrand(): Brand {
  const { pathname } = useLocation();
  const brand = brandForPath(pathname, window.location.hostname);
  useEffect(() => applyBrandTheme(brand.colors), [brand]);
  return brand;
}
