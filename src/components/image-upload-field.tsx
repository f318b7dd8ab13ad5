import { useId, useState } from 'react';
import { Alert, Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { failureMessage } from '../lib/form.ts';
import { IMAGE_MIME_TYPES, imageFileProblem } from '../lib/image-file.ts';
import { LogoImage } from './logo-image.tsx';
import { useT } from '../i18n/translate.ts';
import { componentsMessages } from './messages/index.ts';

interface ImageUploadFieldProps {
  /** the field's label, e.g. "Logo" or "Avatar" */
  label: string;
  /** which image it is: the buttons' words are chosen by it ("Upload logo", "Remove avatar") */
  kind: 'logo' | 'avatar';
  /** the image's URL now (null: none) */
  value: string | null;
  onChange: (url: string | null) => void;
  /** sends the file to the image service and resolves with its URL (a feature's upload mutation) */
  upload: (file: File) => Promise<string>;
  /** who the image shows, for the preview's initials */
  name: string;
  disabled?: boolean;
}

/**
 * An image picked from the device, checked (type, size, its own first bytes) before it is sent, uploaded to the
 * image service and previewed; the form around it saves the URL. A refused upload keeps the previous image and
 * says why, as text.
 */
export function ImageUploadField(props: ImageUploadFieldProps) {
  const { label, kind, value, onChange, upload, name, disabled } = props;
  const t = useT(componentsMessages);
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  async function pick(file: File | null) {
    if (!file) return;
    setProblem(null);
    const found = await imageFileProblem(file);
    if (found) return setProblem(found);
    setUploading(true);
    try {
      onChange(await upload(file));
    } catch (error) {
      setProblem(failureMessage(error));
    } finally {
      setUploading(false);
    }
  }

  return (
    <Stack gap={6} role="group" aria-labelledby={labelId}>
      <Input.Label id={labelId} component="span">
        {label}
      </Input.Label>
      <Group gap="md" wrap="nowrap" align="center">
        <LogoImage src={value} alt={value ? t('imageOf', { label, name }) : ''} size={64} name={name} />
        <Group gap="xs">
          <FileButton
            onChange={(file) => void pick(file)}
            accept={IMAGE_MIME_TYPES.join(',')}
            disabled={disabled || uploading}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="xs"
                loading={uploading}
                aria-describedby={`${hintId} ${problem ? errorId : ''}`.trim()}
              >
                {value ? t('replaceImage', { kind }) : t('uploadImage', { kind })}
              </Button>
            )}
          </FileButton>
          {value && (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              disabled={disabled || uploading}
              onClick={() => onChange(null)}
            >
              {t('removeImage', { kind })}
            </Button>
          )}
        </Group>
      </Group>
      <Text id={hintId} size="xs" c="dimmed">
        {t('imageHint')}
      </Text>
      {problem && (
        <Alert id={errorId} color="red" variant="light" role="alert" p="xs">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
