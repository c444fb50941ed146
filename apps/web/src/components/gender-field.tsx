import { Group, Radio } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GENDERS } from '@portal/shared';
import { useController } from '@/lib/form-field';
import { valueName } from '@/lib/i18n';
import { toId } from './form-values';

/**
 * A person's gender as radio buttons, the field `name` (an id of GENDERS) of the form in
 * FormProvider: the doctor's registration, a new doctor added by a hospital, a patient's
 * registration. The first button takes the focus when the field's message is shown.
 */
export function GenderField({ name }: { name: string }) {
  const { t } = useTranslation();
  // Destructured: the compiler lint treats an object holding `ref` as a ref.
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController<Record<string, unknown>>({ name });
  const id = toId(value);
  return (
    <Radio.Group
      name={name}
      label={t('ui.field.gender')}
      required
      value={id === null ? null : String(id)}
      onChange={(picked) => onChange(toId(picked) ?? undefined)}
      error={fieldState.error?.message}
    >
      <Group gap="lg" mt={8}>
        {GENDERS.map((gender, index) => (
          <Radio
            key={gender.id}
            ref={index === 0 ? ref : undefined}
            value={String(gender.id)}
            label={valueName(gender.name)}
            required
            onBlur={onBlur}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}
