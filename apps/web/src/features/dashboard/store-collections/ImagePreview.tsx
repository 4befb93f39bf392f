import { useEffect, useState } from 'react';
import { Image, TextInput, type TextInputProps } from '@mantine/core';

/**
 * A chosen file's local preview while it uploads: its object URL is released when replaced, when
 * cleared and when the component closes (the collection's page and the new-collection form).
 */
export function useLocalPreview() {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!url) return undefined;
    return () => URL.revokeObjectURL(url);
  }, [url]);
  return { url, show: (file: File) => setUrl(URL.createObjectURL(file)), clear: () => setUrl(null) };
}

/** A collection's image as the dashboard shows it: 320 × 180 at most, dimmed while it changes. */
export function ImagePreview({ src, alt, dimmed }: { src: string; alt: string; dimmed: boolean }) {
  return (
    <Image
      src={src}
      alt={alt}
      radius="sm"
      w={320}
      maw="100%"
      h={180}
      fit="cover"
      style={dimmed ? { opacity: 0.5 } : undefined}
    />
  );
}

/** The image's description field (its alt text), worded alike wherever a collection's image is set. */
export function AltTextInput(props: Omit<TextInputProps, 'label' | 'description' | 'maxLength'>) {
  return (
    <TextInput
      label="Image description (alt text)"
      description="What the image shows, for people who cannot see it."
      maxLength={1000}
      {...props}
    />
  );
}
