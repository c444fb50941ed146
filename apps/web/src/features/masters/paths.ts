import { MASTER_KINDS, type MasterKind } from '@portal/shared';

/** The screen of one master list, e.g. /master/stage_master. */
export const masterPath = (kind: MasterKind) => `/master/${MASTER_KINDS[kind].route}`;
