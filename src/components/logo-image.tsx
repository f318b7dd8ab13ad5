import { useState } from 'react';

interface LogoImageProps {
  /** the image's URL; null or one that fails to load shows the initials */
  src: string | null;
  /** whose image: its initials stand in for a missing image */
  name: string;
  /** the image's text alternative; '' when the name is written beside it */
  alt: string;
  size: number;
}

/** The initials that stand in for a missing image: the first letters of the name's first two words. */
function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/**
 * A logo or avatar with the initials of its name when there is no image (or it does not load). Plain elements
 * rather than Mantine's Avatar: the shell's chunk keeps Avatar to itself, so screens that show logos add
 * nothing to every signed-in first visit (docs/performance.md).
 */
export function LogoImage({ src, name, alt, size }: LogoImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const initials = initialsOf(name);
  const box = {
    width: size,
    height: size,
    flex: 'none',
    borderRadius: 'var(--mantine-radius-md)',
    overflow: 'hidden',
  } as const;
  if (src && failed !== src)
    return (
      <img
        src={src}
        alt={alt}
        width={size}
        height={size}
        style={{ ...box, objectFit: 'cover' }}
        onError={() => setFailed(src)}
      />
    );
  return (
    <span
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      style={{
        ...box,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontWeight: 700,
        fontSize: size * 0.38,
        background: 'var(--mantine-primary-color-light)',
        color: 'var(--mantine-primary-color-light-color)',
      }}
    >
      {initials}
    </span>
  );
}
