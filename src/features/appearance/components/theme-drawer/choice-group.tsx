import { Group, Radio } from '@mantine/core';
import { preferencesStore, usePreferences } from '../../store.ts';
import type { Preferences } from '../../model.ts';

type ChoiceKey = {
  [K in keyof Preferences]: Preferences[K] extends string | null ? K : never;
}[keyof Preferences];

/** The radio value that stands for a preference left unset (null); no stored choice is spelled like it. */
const UNSET = 'none';

interface ChoiceGroupProps<K extends ChoiceKey> {
  name: K;
  label: string;
  /** one line, in plain words: what the group changes */
  hint: string;
  options: { value: NonNullable<Preferences[K]>; label: string }[];
  /** the label of an explicit first option for "not set" (null), for preferences that have no default value */
  unsetLabel?: string;
}

/**
 * One theme preference as a labelled radio group: arrow keys move between options, screen readers name it and
 * read its hint. A preference without a default gets an explicit option for that, so the group always shows
 * which choice is in effect.
 */
export function ChoiceGroup<K extends ChoiceKey>({
  name,
  label,
  hint,
  options,
  unsetLabel,
}: ChoiceGroupProps<K>) {
  const preferences = usePreferences();
  const choices = unsetLabel ? [{ value: UNSET, label: unsetLabel }, ...options] : options;
  return (
    <Radio.Group
      label={label}
      description={hint}
      value={(preferences[name] as string | null) ?? UNSET}
      onChange={(value) => preferencesStore.set(name, (value === UNSET ? null : value) as Preferences[K])}
      mb="md"
    >
      <Group gap="md" mt={6}>
        {choices.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} />
        ))}
      </Group>
    </Radio.Group>
  );
}
