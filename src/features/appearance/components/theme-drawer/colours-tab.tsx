import { ColorInput, ColorSwatch, Group, Input, UnstyledButton, useMantineTheme } from '@mantine/core';
import { hexToRgbTriple, rgbTripleToHex } from '../../../../lib/colour.ts';
import { preferencesStore, usePreferences } from '../../store.ts';
import { BACKGROUND_PRESETS, CHOICES, PRIMARY_PRESETS, type Preferences } from '../../model.ts';
import { ChoiceGroup } from './choice-group.tsx';

const SURFACE_OPTIONS = CHOICES.menuColour.map((value) => ({
  value,
  label: value[0]!.toUpperCase() + value.slice(1),
}));

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
  const preferences = usePreferences();
  const swatches = [
    { key: 'unset', value: null, label: unset.label, color: unset.color },
    ...presets.map((triple, index) => ({
      key: triple,
      value: triple,
      label: `${label} ${index + 1}`,
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
        label={`Custom ${label.toLowerCase()}`}
        format="hex"
        value={preferences[name] ? (rgbTripleToHex(preferences[name]) ?? '') : ''}
        onChangeEnd={(hex) => preferencesStore.set(name, hexToRgbTriple(hex))}
        // Mantine leaves the eye dropper (pick a colour from the screen) unnamed
        eyeDropperButtonProps={{ 'aria-label': `Pick the ${label.toLowerCase()} from the screen` }}
        mb="md"
      />
    </>
  );
}

/** The primary colour presets and picker (also on the landing layout's panel). */
export function PrimaryColours() {
  const { other } = useMantineTheme();
  return (
    <Presets
      name="primary"
      label="Primary colour"
      hint="The colour of buttons, links and the current menu entry."
      presets={PRIMARY_PRESETS}
      unset={{
        label: 'Brand colour',
        color: `var(--mantine-color-${String(other.brandColor ?? 'blue')}-filled)`,
      }}
    />
  );
}

/** The menu background images, led by "No image" (the default) so the current choice always shows. */
function MenuImages() {
  const preferences = usePreferences();
  const choices: { value: Preferences['menuImage']; label: string }[] = [
    { value: null, label: 'No image' },
    ...CHOICES.menuImage.map((image, index) => ({
      value: image,
      label: `Menu background image ${index + 1}`,
    })),
  ];
  return (
    <>
      <GroupHeading
        id="menu-images"
        label="Menu with background image"
        hint="A picture behind the side menu."
      />
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
  return (
    <>
      <ChoiceGroup
        name="menuColour"
        label="Menu colors"
        hint="The side menu's background."
        options={SURFACE_OPTIONS}
      />
      <ChoiceGroup
        name="headerColour"
        label="Header colors"
        hint="The header's background."
        options={SURFACE_OPTIONS}
      />
      <PrimaryColours />
      <Presets
        name="background"
        label="Background colour"
        hint="The page behind the cards."
        presets={BACKGROUND_PRESETS}
        unset={{ label: 'Default background', color: 'var(--mantine-color-body)' }}
      />
      <MenuImages />
    </>
  );
}
