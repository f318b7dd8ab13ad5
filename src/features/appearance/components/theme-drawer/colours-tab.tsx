import { ColorInput, ColorSwatch, Group, Text, UnstyledButton } from '@mantine/core';
import { hexToRgbTriple, rgbTripleToHex } from '../../../../lib/colour.ts';
import { preferencesStore, usePreferences } from '../../store.ts';
import { BACKGROUND_PRESETS, CHOICES, PRIMARY_PRESETS, type Preferences } from '../../model.ts';
import { ChoiceGroup } from './choice-group.tsx';

const SURFACE_OPTIONS = CHOICES.menuColour.map((value) => ({
  value,
  label: value[0]!.toUpperCase() + value.slice(1),
}));

function Presets({
  name,
  label,
  presets,
}: {
  name: 'primary' | 'background';
  label: string;
  presets: string[];
}) {
  const preferences = usePreferences();
  return (
    <>
      <Text size="sm" fw={500} mb={6} id={`${name}-presets`}>
        {label}
      </Text>
      <Group gap="xs" mb="xs" role="group" aria-labelledby={`${name}-presets`}>
        {presets.map((triple, index) => (
          <ColorSwatch
            key={triple}
            component="button"
            type="button"
            color={`rgb(${triple})`}
            aria-label={`${label} ${index + 1}`}
            aria-pressed={preferences[name] === triple}
            onClick={() => preferencesStore.set(name, triple)}
          />
        ))}
      </Group>
      <ColorInput
        label={`Custom ${label.toLowerCase()}`}
        format="hex"
        value={preferences[name] ? (rgbTripleToHex(preferences[name]) ?? '') : ''}
        onChangeEnd={(hex) => preferencesStore.set(name, hexToRgbTriple(hex))}
        mb="md"
      />
    </>
  );
}

/** The primary colour presets and picker (also on the landing layout's panel). */
export function PrimaryColours() {
  return <Presets name="primary" label="Primary colour" presets={PRIMARY_PRESETS} />;
}

/** The Theme Colors tab of the theme switcher panel (SPEC §2). */
export function ColoursTab() {
  const preferences = usePreferences();
  const images = CHOICES.menuImage;
  return (
    <>
      <ChoiceGroup name="menuColour" label="Menu colors" options={SURFACE_OPTIONS} />
      <ChoiceGroup name="headerColour" label="Header colors" options={SURFACE_OPTIONS} />
      <PrimaryColours />
      <Presets name="background" label="Background colour" presets={BACKGROUND_PRESETS} />
      <Text size="sm" fw={500} mb={6} id="menu-images">
        Menu with background image
      </Text>
      <Group gap="xs" role="group" aria-labelledby="menu-images">
        {images.map((image, index) => (
          <UnstyledButton
            key={image}
            className="bo-bg-choice"
            data-image={image}
            aria-label={`Menu background image ${index + 1}`}
            aria-pressed={preferences.menuImage === image}
            onClick={() =>
              preferencesStore.set(
                'menuImage',
                (preferences.menuImage === image ? null : image) as Preferences['menuImage'],
              )
            }
          />
        ))}
      </Group>
    </>
  );
}
