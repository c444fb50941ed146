import { useLocation, useNavigate } from 'react-router';
import { paths } from '@portal/shared';

/*
 * The patient list's row dialogs (appointments, functional outcomes) are addresses of their own
 * under the list, so they open from other pages too: the doctor's to-do list and the care
 * dashboard. Closing one went to the patient list whatever page it was opened from.
 */

/** The link state of a row dialog opened from another page: closing it goes back there. */
export const BACK_ON_CLOSE = { backOnClose: true } as const;

const opensBack = (state: unknown) =>
  typeof state === 'object' && state !== null && 'backOnClose' in state;

/**
 * Closes a row dialog: back to the page that opened it (one step back in the history, as the
 * browser's Back would), or else to the patient list as it was (page and search in the address).
 */
export function usePatientDialogClose(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (opensBack(location.state)) void navigate(-1);
    else void navigate({ pathname: paths.patientList.getHref(), search: location.search });
  };
}
