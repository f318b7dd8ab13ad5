import { ColorInput, ColorSwatch, Group, Input, UnstyledButton, useMantineTheme } from '@mantine/core';
import { hexToRgbTriple, rgbTripleToHex } from '../../../../lib/colour.ts';
import { useT } from '../../../../i18n/translate.ts';
import { preferencesStore, usePreferences } from '../../store.ts';
import { BACKGROUND_PRESETS, CHOICES, PRIMARY_PRESETS, type Preferences } from '../../model.ts';
import { appearanceMessages } from '../../messages/index.ts';
import { ChoiceGroup } from './choice-group.tsx';

/** Each surface colour's message (the values are the stored ones). */
const SURFACE_WORDS = {
  light: 'light',
  dark: 'dark',
  color: 'colour',
  gradient: 'gradient',
  transparent: 'transparent',
} as const satisfies Record<(typeof CHOICES.menuColour)[number], keyof typeof appearanceMessages.source>;

/** The words of a colour preset group: its heading, its presets' names, the picker and its eye dropper. */
const PRESET_WORDS = {
  primary: { preset: 'primaryPreset', custom: 'customPrimary', pick: 'pickPrimary' },
  background: { preset: 'backgroundPreset', custom: 'customBackground', pick: 'pickBackground' },
} as const;

/**
 * A label and its one-line hint for the group of buttons below them (the group is labelled and described by
 * them), in the look of the radio groups' labels.
 */
function GroupHeading({ id, label, hint }: { id: string; label: string; hint: string }) {
  return (
    <>
      <Input.Label labelElement="div" id={id}>
        {label}
      </Input.Label>
      <Input.Description mb={6} id={`${id}-hint`}>
        {hint}
      </Input.Description>
    </>
  );
}

/**
 * Colour presets as toggle buttons, the first one the "not set" choice (the brand's or the page's own
 * colour), so one of them is always shown pressed; then a picker for any other colour.
 */
function Presets({
  name,
  label,
  hint,
  presets,
  unset,
}: {
  name: 'primary' | 'background';
  label: string;
  hint: string;
  presets: string[];
  unset: { label: string; color: string };
}) {
  const t = useT(appearanceMessages);
  const words = PRESET_WORDS[name];
  const preferences = usePreferences();
  const swatches = [
    { key: 'unset', value: null, label: unset.label, color: unset.color },
    ...presets.map((triple, index) => ({
      key: triple,
      value: triple,
      label: t(words.preset, { number: String(index + 1) }),
      color: `rgb(${triple})`,
    })),
  ];
  return (
    <>
      <GroupHeading id={`${name}-presets`} label={label} hint={hint} />
      <Group
        gap="xs"
        mb="xs"
        role="group"
        aria-labelledby={`${name}-presets`}
        aria-describedby={`${name}-presets-hint`}
      >
        {swatches.map((swatch) => (
          <ColorSwatch
            key={swatch.key}
            component="button"
            type="button"
            color={swatch.color}
            aria-label={swatch.label}
            aria-pressed={preferences[name] === swatch.value}
            className="bo-swatch-choice"
            onClick={() => preferencesStore.set(name, swatch.value)}
          />
        ))}
      </Group>
      <ColorInput
        label={t(words.custom)}
        format="hex"
        value={preferences[name] ? (rgbTripleToHex(preferences[name]) ?? '') : ''}
        onChangeEnd={(hex) => preferencesStore.set(name, hexToRgbTriple(hex))}
        // Mantine leaves the eye dropper (pick a colour from the screen) unnamed
        eyeDropperButtonProps={{ 'aria-label': t(words.pick) }}
        mb="md"
      />
    </>
  );
}

/** The primary colour presets and picker (also on the landing layout's panel). */
export function PrimaryColours() {
  const t = useT(appearanceMessages);
  const { other } = useMantineTheme();
  return (
    <Presets
      name="primary"
      label={t('primary')}
      hint={t('primaryHint')}
      presets={PRIMARY_PRESETS}
      unset={{
        label: t('brandColour'),
        color: `var(--mantine-color-${String(other.brandColor ?? 'blue')}-filled)`,
      }}
    />
  );
}

/** The menu background images, led by "No image" (the default) so the current choice always shows. */
function MenuImages() {
  const t = useT(appearanceMessages);
  const preferences = usePreferences();
  const choices: { value: Preferences['menuImage']; label: string }[] = [
    { value: null, label: t('noImage') },
    ...CHOICES.menuImage.map((image, index) => ({
      value: image,
      label: t('menuImagePreset', { number: String(index + 1) }),
    })),
  ];
  return (
    <>
      <GroupHeading id="menu-images" label={t('menuImage')} hint={t('menuImageHint')} />
      <Group gap="xs" role="group" aria-labelledby="menu-images" aria-describedby="menu-images-hint">
        {choices.map((choice) => (
          <UnstyledButton
            key={choice.value ?? 'none'}
            className="bo-bg-choice"
            data-image={choice.value ?? 'none'}
            aria-label={choice.label}
            aria-pressed={preferences.menuImage === choice.value}
            onClick={() => preferencesStore.set('menuImage', choice.value)}
          />
        ))}
      </Group>
    </>
  );
}

/** The Theme Colors tab of the theme switcher panel (docs/product/02-screens.md §2.6). */
export function ColoursTab() {
  const t = useT(appearanceMessages);
  const surfaces = CHOICES.menuColour.map((value) => ({ value, label: t(SURFACE_WORDS[value]) }));
  return (
    <>
      <ChoiceGroup
        name="menuColour"
        label={t('menuColours')}
        hint={t('menuColoursHint')}
        options={surfaces}
      />
      <ChoiceGroup
        name="headerColour"
        label={t('headerColours')}
        hint={t('headerColoursHint')}
        options={surfaces}
      />
      <PrimaryColours />
      <Presets
        name="background"
        label={t('background')}
        hint={t('backgroundHint')}
        presets={BACKGROUND_PRESETS}
        unset={{ label: t('defaultBackground'), color: 'var(--mantine-color-body)' }}
      />
      <MenuImages />
    </>
  );
}
