import { programmeByRegisterType } from '@portal/shared';
import { useProgrammeTexts } from './programme-texts';

// A module of its own: the programme list it reads stays out of the routes' first download.

/**
 * A programme's title in the language in use, found by its register type; the name the server
 * gave when the type names no programme of today's list.
 */
export function useProgrammeTitle(): (registerType: string | null, serverName: string) => string {
  const textOf = useProgrammeTexts();
  return (registerType, serverName) => {
    const programme = registerType ? programmeByRegisterType(registerType) : undefined;
    return programme ? textOf(programme).title : serverName;
  };
}
