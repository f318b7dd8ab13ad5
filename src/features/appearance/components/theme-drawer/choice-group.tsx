import { Group, Radio } from '@mantine/core';
import { preferencesStore, usePreferences } from '../../store.ts';
import type { Preferences } from '../../model.ts';

type ChoiceKey = {
  [K in keyof Preferences]: Preferences[K] extends string | null ? K : never;
}[keyof Preferences];

interface ChoiceGroupProps<K extends ChoiceKey> {
  name: K;
  label: string;
  options: { value: NonNullable<Preferences[K]>; label: string }[];
}

/** One theme preference as a labelled radio group: arrow keys move between options, screen readers name it. */
export function ChoiceGroup<K extends ChoiceKey>({ name, label, options }: ChoiceGroupProps<K>) {
  const preferences = usePreferences();
  return (
    <Radio.Group
      label={label}
      value={(preferences[name] as string | null) ?? ''}
      onChange={(value) => preferencesStore.set(name, value as Preferences[K])}
      mb="md"
    >
      <Group gap="md" mt={6}>
        {options.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} />
        ))}
      </Group>
    </Radio.Group>
  );
}
