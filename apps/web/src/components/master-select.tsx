import type { ComponentProps } from 'react';
import { useWatch } from 'react-hook-form';
import type { MasterKind } from '@portal/shared';
import { toId, toIds, toOption } from './form-values';
import { IdMultiSelect, IdSelect, type IdSelectProps } from './id-select';
import { offeredItems, useMasterList } from '@/lib/master-list';

interface MasterFieldProps extends Omit<IdSelectProps, 'data' | 'loading' | 'loadFailed'> {
  kind: MasterKind;
  /** Sub sites list the entries of one site; null waits for the parent to be chosen. */
  parentId?: number | null;
}

/** A master list's entries for the field `name`: retired ones only where the record holds them. */
function useMasterOptions(kind: MasterKind, parentId: number | null | undefined, name: string) {
  const needsParent = parentId !== undefined;
  const query = useMasterList(kind, {
    parentId: parentId ?? null,
    enabled: !needsParent || parentId !== null,
  });
  const held = useWatch<Record<string, unknown>>({ name });
  return {
    data:
      needsParent && parentId === null
        ? []
        : offeredItems(query.data, Array.isArray(held) ? toIds(held) : toId(held)).map(toOption),
    loading: query.isLoading,
    loadFailed: query.isError,
  };
}

/** A select fed by a master list the super admin keeps (stage, site, looking for, ...). */
export function MasterSelect({
  kind,
  parentId,
  ...props
}: MasterFieldProps & Pick<ComponentProps<typeof IdSelect>, 'onPick'>) {
  return <IdSelect {...props} {...useMasterOptions(kind, parentId, props.name)} />;
}

export function MasterMultiSelect({ kind, parentId, ...props }: MasterFieldProps) {
  return <IdMultiSelect {...props} {...useMasterOptions(kind, parentId, props.name)} />;
}
