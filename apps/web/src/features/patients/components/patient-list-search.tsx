import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { patientListQuery } from '@portal/shared';
import { SearchIcon } from './patient-list-icons';

const SEARCH_MAX = patientListQuery.shape.search.unwrap().maxLength ?? undefined;
const DEBOUNCE_MS = 400;

interface PatientListSearchProps {
  /** The search in the address. */
  value: string;
  onSearch: (search: string) => void;
}

/** Name or mobile number; the list follows once typing pauses. */
export function PatientListSearch({ value, onSearch }: PatientListSearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  // The last search this box sent: any other change of the address (back, a link) is shown here.
  const sent = useRef(value);
  // A link followed while the typing settles (a row's action): the search must not pull the
  // page back to the list when it fires.
  const leaving = useNavigation().state !== 'idle';

  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  // Runs only when the typed text settles: a change of the address alone must not send the
  // stale text again (onSearch changes with every address).
  const send = useEffectEvent((search: string) => {
    if (search === sent.current || leaving) return;
    sent.current = search;
    onSearch(search);
  });
  // Asked again when a navigation ends, so text typed during one is still sent.
  useEffect(() => send(debounced), [debounced, leaving]);

  return (
    <TextInput
      type="search"
      label={t('ui.patients.list.search')}
      placeholder={t('ui.patients.list.searchPlaceholder')}
      leftSection={<SearchIcon size={16} />}
      value={text}
      maxLength={SEARCH_MAX}
      onChange={(event) => setText(event.currentTarget.value)}
      w={{ base: '100%', sm: 340 }}
    />
  );
}
