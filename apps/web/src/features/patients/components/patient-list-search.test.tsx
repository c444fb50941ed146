import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { redirect } from 'react-router';
import { paths, patientListQuery } from '@portal/shared';
import { mockApi } from '../../../../test/api-mock';
import { renderInApp } from '../../../../test/render';
import { patientsTextValues as text } from '../text-values';
import { usePatientListUrlState } from './patient-list-url-state';
import { PatientListSearch } from './patient-list-search';

const list = paths.patientList.getHref();
const searchMax = patientListQuery.shape.search.unwrap().maxLength ?? 0;
/** Longer than the box waits for typing to pause (400 ms). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

/** The box as the list page has it: the search lives in the address. */
function SearchInAddress({ onSearch }: { onSearch: (search: string) => void }) {
  const { search, setSearch } = usePatientListUrlState();
  return (
    <PatientListSearch
      value={search}
      onSearch={(next) => {
        onSearch(next);
        setSearch(next);
      }}
    />
  );
}

function renderSearch(route = list) {
  mockApi({});
  const onSearch = vi.fn();
  const view = renderInApp(<SearchInAddress onSearch={onSearch} />, { route });
  const input = screen.getByRole('searchbox', { name: text['ui.patients.list.search'] });
  const params = () => new URLSearchParams(view.router.state.location.search);
  return { ...view, onSearch, input, params };
}

/** A link from a row to a page whose data the test hands over when it wants. */
function heldRoute(router: ReturnType<typeof renderSearch>['router'], path: string) {
  let release: (answer: unknown) => void = () => {};
  const answer = new Promise((resolve) => {
    release = resolve;
  });
  router.patchRoutes(null, [{ path, loader: () => answer, element: <p>Row page</p> }]);
  return { release };
}

describe('PatientListSearch', () => {
  it('puts the typed search in the address once typing pauses, trimmed, from page 1', async () => {
    const { user, input, onSearch, router, params } = renderSearch(`${list}?page=3&anchor=120`);
    expect(input).toHaveAttribute('placeholder', text['ui.patients.list.searchPlaceholder']);
    await user.type(input, '  Meera ');

    // Not one search a keystroke: the address waits for the typing to pause.
    expect(params().get('search')).toBeNull();
    expect(onSearch).not.toHaveBeenCalled();

    await waitFor(() => expect(params().get('search')).toBe('Meera'));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('Meera');
    // A new search starts from the newest page 1, replacing the entry rather than adding one.
    expect(params().get('page')).toBeNull();
    expect(params().get('anchor')).toBeNull();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.pathname).toBe(list);
    expect(input).toHaveValue('  Meera ');
  });

  it('takes the search out of the address when the box is emptied', async () => {
    const { user, input, onSearch, params } = renderSearch(`${list}?search=Asha&page=2`);
    expect(input).toHaveValue('Asha');

    await user.clear(input);
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith(''));
    expect(params().has('search')).toBe(false);
    expect(params().has('page')).toBe(false);

    // Spaces alone are no search: nothing more is sent.
    await user.type(input, '   ');
    await settle();
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('keeps a search to the length the server takes', async () => {
    const { user, input, params } = renderSearch();
    expect(searchMax).toBeGreaterThan(0);
    await user.type(input, 'a'.repeat(searchMax + 5));
    expect(input).toHaveValue('a'.repeat(searchMax));
    await waitFor(() => expect(params().get('search')).toBe('a'.repeat(searchMax)));
  });

  it('shows a search the address brought (back, a link) without sending it again', async () => {
    const { user, input, onSearch, router, params } = renderSearch();
    await user.type(input, 'Meera');
    await waitFor(() => expect(params().get('search')).toBe('Meera'));

    await router.navigate(`${list}?search=Asha&page=4`);
    await waitFor(() => expect(input).toHaveValue('Asha'));
    await settle();
    expect(onSearch).toHaveBeenCalledTimes(1);
    // Had the box sent "Asha" again, the address would have lost its page.
    expect(params().get('page')).toBe('4');

    await router.navigate(list);
    await waitFor(() => expect(input).toHaveValue(''));
    await settle();
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(router.state.location.search).toBe('');
  });

  it("sends no search while a row's link is followed, so the page chosen is not undone", async () => {
    const { user, input, onSearch, router } = renderSearch();
    const row = heldRoute(router, '/patients/:patientId');
    await user.type(input, 'Meera');
    void router.navigate('/patients/41');
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));

    // The typing settles while the next page loads: the list stays where it was.
    await settle();
    expect(onSearch).not.toHaveBeenCalled();
    expect(router.state.navigation.state).toBe('loading');
    expect(router.state.navigation.location?.pathname).toBe('/patients/41');

    row.release(null);
    expect(await screen.findByText('Row page')).toBeVisible();
    expect(router.state.location.pathname).toBe('/patients/41');
    expect(router.state.location.search).toBe('');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('sends text typed during a navigation once it ends back on the list', async () => {
    const { user, input, onSearch, router, params } = renderSearch();
    const row = heldRoute(router, '/patients/:patientId');
    void router.navigate('/patients/41');
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));

    await user.type(input, 'Meera');
    await settle();
    expect(onSearch).not.toHaveBeenCalled();

    // The row's page sends the person back to the list (its patient is gone, say).
    row.release(redirect(list));
    await waitFor(() => expect(params().get('search')).toBe('Meera'));
    expect(router.state.location.pathname).toBe(list);
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('Meera');
    expect(input).toHaveValue('Meera');
  });
});
