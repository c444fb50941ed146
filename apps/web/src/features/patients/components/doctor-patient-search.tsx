import { useImperativeHandle, useState, type FormEvent, type Ref } from 'react';
import { Alert, Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { patientLookupRequest, type PatientLookupResponse } from '@portal/shared';
import { InfoIcon } from '@/components/icons';
import { placeFieldErrors, unplacedErrorText } from '@/lib/apply-field-errors';
import { useLookupDoctorPatient } from '../api/doctor-patient-lookup';
import { translateMessage } from '@/lib/i18n';

/** What the form can ask of the search: to search a value (a mobile number found taken). */
export interface DoctorPatientSearchHandle {
  search: (searchBy: string) => void;
}

interface DoctorPatientSearchProps {
  onResult: (result: PatientLookupResponse) => void;
  /** Leaves a found patient and starts a new registration. */
  onClear: () => void;
  ref?: Ref<DoctorPatientSearchHandle>;
}

type Outcome = 'found' | 'alreadyBound' | 'notFound' | null;

/** The doctor's search by exact e-mail or mobile number before registering. */
export function DoctorPatientSearch({ onResult, onClear, ref }: DoctorPatientSearchProps) {
  const { t } = useTranslation();
  const lookup = useLookupDoctorPatient();
  const [searchBy, setSearchBy] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const run = (value: string) => {
    const parsed = patientLookupRequest.safeParse({ searchBy: value });
    if (!parsed.success) {
      const rule = parsed.error.issues[0]?.message;
      setError(rule ? translateMessage(rule) : t('patient.searchRequired'));
      return;
    }
    setError(null);
    lookup.mutate(parsed.data.searchBy, {
      onSuccess: (result) => {
        setOutcome(!result.patient ? 'notFound' : result.alreadyBound ? 'alreadyBound' : 'found');
        onResult(result);
      },
      // The server's message for the search box when it has one, else its general message.
      onError: (failure) => {
        const placed = placeFieldErrors(failure, ['searchBy']);
        setError(placed.messages.searchBy ?? unplacedErrorText(failure, placed));
      },
    });
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    run(searchBy);
  };

  // The form found the typed mobile number taken: it searches it as the doctor would have.
  useImperativeHandle(ref, () => ({
    search: (value: string) => {
      setSearchBy(value);
      run(value);
    },
  }));

  const clear = () => {
    setSearchBy('');
    setOutcome(null);
    setError(null);
    onClear();
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <form onSubmit={search} noValidate role="search">
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('ui.patients.reg.search')}
              value={searchBy}
              onChange={(event) => setSearchBy(event.currentTarget.value)}
              maxLength={50}
              autoComplete="off"
              error={error}
              style={{ flex: 1, minWidth: 220 }}
            />
            <Button type="submit" loading={lookup.isPending}>
              {t('ui.patients.reg.searchButton')}
            </Button>
            {outcome !== null && outcome !== 'notFound' && (
              <Button variant="default" onClick={clear}>
                {t('ui.patients.reg.clearSearch')}
              </Button>
            )}
          </Group>
        </form>
        {outcome && (
          <Alert
            role="status"
            color={outcome === 'found' ? 'blue' : outcome === 'alreadyBound' ? 'yellow' : 'gray'}
            variant="light"
            icon={<InfoIcon />}
          >
            {outcome === 'found'
              ? t('ui.patients.reg.found')
              : outcome === 'alreadyBound'
                ? t('patient.alreadyBound')
                : t('patient.notFoundBySearch')}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
