import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The product mark: a ribbon in a rounded square, then the name. */
export function BrandLink({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className="brand-link">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#0c6673" />
        <path
          d="M16 7c-3 0-5 2.4-5 5.2 0 2.3 1.3 4.6 3 7.2L9.5 26h3.6l2.9-4.4 2.9 4.4h3.6L18 19.4c1.7-2.6 3-4.9 3-7.2C21 9.4 19 7 16 7zm0 3c1.2 0 2 1 2 2.2 0 1-.7 2.5-2 4.5-1.3-2-2-3.5-2-4.5 0-1.2.8-2.2 2-2.2z"
          fill="#fff"
        />
      </svg>
      <span>{t('ui.app.name')}</span>
    </Link>
  );
}
