import { useLayoutEffect } from 'react';
import { Select } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_AREAS, paths } from '@portal/shared';

const NONE = '-1';
type Area = (typeof APP_AREAS)[number]['value'];

/** The patient pages both areas open (their menus link to them): the list, registration, clinical. */
const SHARED_PAGES = ['/patient-list', '/patient-registration/', '/clinical-details/'];

function areaOfPath(pathname: string): Area | null {
  return APP_AREAS.find((area) => pathname.startsWith(`/${area.value}`))?.value ?? null;
}

/** Where the tab remembers its area, so a reload of a shared page keeps it. */
const LAST_AREA_KEY = 'portal.lastArea';

/**
 * The area the person was last in, which a shared patient page belongs to while they work there.
 * A shared page reached before any area (a link, a new tab) is the hospital database's: the
 * patient records are that application's.
 */
function lastArea(): Area {
  try {
    const stored = window.sessionStorage.getItem(LAST_AREA_KEY);
    return APP_AREAS.find((area) => area.value === stored)?.value ?? 'db';
  } catch {
    return 'db';
  }
}

function rememberArea(area: Area) {
  try {
    window.sessionStorage.setItem(LAST_AREA_KEY, area);
  } catch {
    // Storage refused (a private window's quota): the default area serves.
  }
}

function isSharedPage(pathname: string): boolean {
  return SHARED_PAGES.some((page) => pathname.startsWith(page));
}

/** Moves between the digital care area (#/care) and the hospital database area (#/db). */
export function AppSwitcher({ inline, onNavigate }: { inline: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const ownArea = areaOfPath(pathname);
  // Stored as the switcher shows the area (a layout effect runs in the same task as the commit),
  // so a reload the moment the area is on screen keeps it.
  useLayoutEffect(() => {
    if (ownArea) rememberArea(ownArea);
  }, [ownArea]);
  // Elsewhere (the dashboard, the account pages, the admin screens) no area is chosen: the
  // seed's 'Please Select'.
  const current = ownArea ?? (isSharedPage(pathname) ? lastArea() : null) ?? NONE;
  const data = [
    { value: NONE, label: t('ui.header.pleaseSelect') },
    // Named in full, as the area's own heading says it (the seed's bare 'CCI' tells nobody much).
    ...APP_AREAS.map((area) => ({ value: area.value, label: t(`ui.area.${area.value}`) })),
  ];

  return (
    <Select
      label={t('ui.header.application')}
      data={data}
      value={current}
      allowDeselect={false}
      size={inline ? 'xs' : 'sm'}
      w={inline ? 340 : undefined}
      comboboxProps={{ width: 'target', keepMounted: false }}
      styles={
        inline
          ? {
              root: { display: 'flex', alignItems: 'center', gap: 8 },
              label: { whiteSpace: 'nowrap', fontSize: 'var(--mantine-font-size-xs)' },
              // The input takes the rest of the row, so an area's full name fits.
              wrapper: { flex: 1 },
            }
          : undefined
      }
      onChange={(value) => {
        if (value === 'care') void navigate(paths.careArea.getHref());
        else if (value === 'db') void navigate(paths.dbArea.getHref());
        onNavigate?.();
      }}
    />
  );
}
