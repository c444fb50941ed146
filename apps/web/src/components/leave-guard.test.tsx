import { screen } from '@testing-library/react';
import { Link, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { clearSession } from '@/lib/session';
import { renderInApp } from '../../test/render';
import { testSession } from '../../test/session';
import { useLeaveGuard } from './leave-guard';

function Page({ unsaved, releaseFirst = false }: { unsaved: boolean; releaseFirst?: boolean }) {
  const guard = useLeaveGuard(unsaved);
  const location = useLocation();
  if (releaseFirst) guard.release();
  return (
    <>
      <p data-testid="where">{location.pathname}</p>
      <Link to="/patients">Patient list</Link>
      <Link to="/db/patients/9?tab=2">Same page elsewhere</Link>
      {guard.dialog}
    </>
  );
}

const where = () => screen.getByTestId('where').textContent;

function beforeUnloadPrevented(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('useLeaveGuard', () => {
  it('asks before unsaved typing is left: Stay keeps the page, Leave goes', async () => {
    const { user } = renderInApp(<Page unsaved />, {
      route: '/db/patients/9',
      session: testSession(),
    });
    await user.click(screen.getByRole('link', { name: 'Patient list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
    expect(dialog).toHaveTextContent('What you typed on this page is not saved yet');
    expect(where()).toBe('/db/patients/9');

    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(where()).toBe('/db/patients/9');

    await user.click(screen.getByRole('link', { name: 'Patient list' }));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(where()).toBe('/patients');
  });

  it('asks the browser before a reload or a closed tab while typing is unsaved', () => {
    const { unmount } = renderInApp(<Page unsaved />, { session: testSession() });
    expect(beforeUnloadPrevented()).toBe(true);
    unmount();
    expect(beforeUnloadPrevented()).toBe(false);
    renderInApp(<Page unsaved={false} />, { session: testSession() });
    expect(beforeUnloadPrevented()).toBe(false);
  });

  it('lets a page with nothing unsaved, or a change of its query only, go without asking', async () => {
    const { user } = renderInApp(<Page unsaved={false} />, {
      route: '/db/patients/9',
      session: testSession(),
    });
    await user.click(screen.getByRole('link', { name: 'Patient list' }));
    expect(where()).toBe('/patients');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not ask about the same address with another query', async () => {
    const { user } = renderInApp(<Page unsaved />, {
      route: '/db/patients/9',
      session: testSession(),
    });
    await user.click(screen.getByRole('link', { name: 'Same page elsewhere' }));
    expect(where()).toBe('/db/patients/9');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not ask once the form was saved (released)', async () => {
    const { user } = renderInApp(<Page unsaved releaseFirst />, {
      route: '/db/patients/9',
      session: testSession(),
    });
    await user.click(screen.getByRole('link', { name: 'Patient list' }));
    expect(where()).toBe('/patients');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(beforeUnloadPrevented()).toBe(false);
  });

  it('does not hold a person whose session ended (signed out, or expired)', async () => {
    const { user, queryClient } = renderInApp(<Page unsaved />, {
      route: '/db/patients/9',
      session: testSession(),
    });
    clearSession(queryClient);
    await user.click(screen.getByRole('link', { name: 'Patient list' }));
    expect(where()).toBe('/patients');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks a visitor who was never signed in (a public registration form)', async () => {
    const { user } = renderInApp(<Page unsaved />, { route: '/register', session: null });
    await user.click(screen.getByRole('link', { name: 'Patient list' }));
    expect(await screen.findByRole('dialog', { name: 'Leave this page?' })).toBeVisible();
  });
});
