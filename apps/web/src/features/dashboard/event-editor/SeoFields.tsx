import { Checkbox, Stack, TextInput, Textarea } from '@mantine/core';
import type { SectionProps } from './editor-context.ts';

/** The page's address and what search engines and link previews show. */
export function SeoFields({ values, set, errorOf, isNew }: SectionProps) {
  return (
    <Stack gap="sm">
      <TextInput
        label="Page address"
        description={isNew ? 'Made from the title when left empty.' : 'Letters, digits and dashes: /events/…'}
        leftSection="/events/"
        leftSectionWidth={70}
        maxLength={130}
        error={errorOf('slug')}
        value={values.slug}
        onChange={(e) => set('slug', e.currentTarget.value)}
      />
      <TextInput
        label="Title for search engines"
        description="The event's title when empty."
        maxLength={200}
        error={errorOf('seoTitle')}
        value={values.seoTitle}
        onChange={(e) => set('seoTitle', e.currentTarget.value)}
      />
      <Textarea
        label="Description for search engines"
        autosize
        minRows={2}
        maxLength={500}
        error={errorOf('seoDescription')}
        value={values.seoDescription}
        onChange={(e) => set('seoDescription', e.currentTarget.value)}
      />
      <Checkbox
        label="Hide from search engines"
        checked={values.seoHidden}
        onChange={(e) => set('seoHidden', e.currentTarget.checked)}
      />
    </Stack>
  );
}
