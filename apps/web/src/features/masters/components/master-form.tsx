import '../text-values';
import { useState } from 'react';
import { Select, TextInput } from '@mantine/core';
import { zodResolver } from '@/lib/form-resolver';
import { Controller } from '@/lib/form-field';
import { useForm } from '@/lib/form';
import { useTranslation } from 'react-i18next';
import {
  MASTER_NAME_MAX,
  masterItemInput,
  masterParentKind,
  masterRetirable,
  type MasterItem,
  type MasterItemInput,
  type MasterKind,
} from '@portal/shared';
import { closedDropdownUnmounted } from '@/components/combobox-props';
import { toId, toOption } from '@/components/form-values';
import { useOptionsLoadingProps } from '@/components/options-loading';
import { RecordFormCard } from '@/components/record-form-card';
import { errorBesideFields } from '@/lib/apply-field-errors';
import { notifySaved } from '@/lib/notify';
import { useCreateMasterItem, type MasterItemValues } from '../api/create-master-item';
import { offeredItems, useMasterList } from '@/lib/master-list';
import { useUpdateMasterItem } from '../api/update-master-item';
import { useKindTexts } from '../kind-texts';
import { RetireControl } from './retire-control';
import { useLeaveGuard } from '@/components/leave-guard';

interface MasterFormProps {
  kind: MasterKind;
  /** The entry being edited; null in create mode. */
  editing: MasterItem | null;
  /** After a save or a cancel: the page remounts the form empty, in create mode. */
  onDone: () => void;
}

/**
 * The one-field form of every master screen (plus the parent select for sub sites). The page
 * gives it a new key for each entry it edits and after each save, so values, touched state and
 * validation always start fresh.
 */
/**
 * A parent entry as an option; one with a parent of its own says it (a question its questionnaire:
 * two questionnaires may ask the same question).
 */
function parentOption(item: MasterItem) {
  const option = toOption(item);
  if (item.parentName === null) return option;
  const names = { name: item.parentName, nameHi: item.parentNameHi, nameGu: item.parentNameGu };
  return { ...option, label: `${option.label} (${toOption({ id: 0, ...names }).label})` };
}

export function MasterForm({ kind, editing, onDone }: MasterFormProps) {
  const { t } = useTranslation();
  const kindText = useKindTexts();
  const parentKind = masterParentKind(kind);
  const parents = useMasterList(parentKind ?? kind, { enabled: parentKind !== undefined });
  const parentLoadingProps = useOptionsLoadingProps(parents.isLoading);
  const create = useCreateMasterItem();
  const update = useUpdateMasterItem();
  const saving = create.isPending || update.isPending;
  const [serverError, setServerError] = useState<string | null>(null);

  const form = useForm<MasterItemInput, unknown, MasterItemValues>({
    // The schema carries this screen's own messages ('Stage Name is required', 'Site is required').
    resolver: zodResolver(masterItemInput(kind)),
    mode: 'onTouched',
    defaultValues: {
      name: editing?.name ?? '',
      nameHi: editing?.nameHi ?? '',
      nameGu: editing?.nameGu ?? '',
      parentId: editing?.parentId ?? null,
    },
  });
  const { errors } = form.formState;
  // Another menu item, 'All masters' or Back with an entry half typed asks first.
  const leaveGuard = useLeaveGuard(form.formState.isDirty);

  const submit = form.handleSubmit((values) => {
    setServerError(null);
    const body = {
      name: values.name,
      nameHi: values.nameHi ?? null,
      nameGu: values.nameGu ?? null,
      parentId: parentKind ? values.parentId : null,
    };
    const callbacks = {
      onSuccess: () => {
        leaveGuard.release();
        notifySaved(editing !== null);
        onDone();
      },
      onError: (error: unknown) => {
        setServerError(errorBesideFields(error, form, ['name', 'nameHi', 'nameGu', 'parentId']));
      },
    };
    if (editing) {
      update.mutate({ kind, id: editing.id, values: body, revision: editing.revision }, callbacks);
    } else create.mutate({ kind, values: body }, callbacks);
  });

  const heading = editing
    ? t('ui.masters.editTitle', { title: kindText.title(kind) })
    : t('ui.masters.newTitle', { title: kindText.title(kind) });

  return (
    <>
      <RecordFormCard
        title={heading}
        hint={kind === 'outcome_choice' ? t('ui.masters.choiceOrderHint') : undefined}
        editing={editing !== null}
        saving={saving}
        serverError={serverError}
        onSubmit={(event) => void submit(event)}
        onCancelEdit={onDone}
        labels={{
          save: t('ui.masters.submit'),
          update: t('ui.masters.update'),
          cancelEdit: t('ui.masters.cancelEdit'),
        }}
      >
        {parentKind && (
          <Controller<MasterItemInput, 'parentId', MasterItemValues>
            control={form.control}
            name="parentId"
            render={({ field, fieldState }) => (
              <Select
                comboboxProps={closedDropdownUnmounted}
                ref={field.ref}
                name={field.name}
                label={kindText.title(parentKind)}
                required
                {...parentLoadingProps}
                data={offeredItems(
                  parents.data,
                  typeof field.value === 'number' ? field.value : null,
                ).map(parentOption)}
                value={typeof field.value === 'number' ? String(field.value) : null}
                onChange={(value) => field.onChange(toId(value))}
                onBlur={field.onBlur}
                error={
                  fieldState.error?.message ??
                  (parents.isError ? t('ui.field.loadFailed') : undefined)
                }
                searchable
                allowDeselect={false}
                nothingFoundMessage={t('ui.field.nothingFound')}
              />
            )}
          />
        )}
        <TextInput
          label={kindText.field(kind)}
          required
          maxLength={MASTER_NAME_MAX}
          // Editing starts in the field (on narrow screens the form is above the table).
          autoFocus={editing !== null}
          {...form.register('name')}
          error={errors.name?.message}
        />
        <TextInput
          label={t('ui.masters.nameHi')}
          description={t('ui.masters.translationHint')}
          lang="hi"
          maxLength={MASTER_NAME_MAX}
          {...form.register('nameHi')}
          error={errors.nameHi?.message}
        />
        <TextInput
          label={t('ui.masters.nameGu')}
          description={t('ui.masters.translationHint')}
          lang="gu"
          maxLength={MASTER_NAME_MAX}
          {...form.register('nameGu')}
          error={errors.nameGu?.message}
        />
        {editing && masterRetirable(kind) && <RetireControl item={editing} onDone={onDone} />}
      </RecordFormCard>
      {leaveGuard.dialog}
    </>
  );
}
