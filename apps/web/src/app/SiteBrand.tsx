import { useEffect } from 'react';
import { Link } from 'react-router';
import { useSiteConfig } from './site-config-context.ts';
import { useSiteName } from './usePageTitle.ts';

/** The site's logo as the tab's icon; Tessera's own (/favicon.svg, index.html) when it has none. */
function useSiteIcon(logoUrl: string): void {
  useEffect(() => {
    if (!logoUrl) return;
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) return;
    const previous = { href: link.href, type: link.type };
    link.href = logoUrl;
    link.removeAttribute('type');
    return () => {
      link.href = previous.href;
      link.type = previous.type;
    };
  }, [logoUrl]);
}

/** The site's logo and name from its settings, linking home. */
export function SiteBrand() {
  const { logoUrl } = useSiteConfig();
  const name = useSiteName();
  useSiteIcon(logoUrl);
  return (
    <Link to="/" className="brand">
      {/* The name beside it says what the logo is: the image itself is decoration. */}
      {logoUrl && <img className="brand-logo" src={logoUrl} alt="" width={32} height={32} />}
      <span className="brand-name">{name}</span>
    </Link>
  );
}
