import { TagsInput } from '@mantine/core';
import { useSiteCategories } from '@tessera/react';
import type { SectionProps } from './editor-context.ts';

/** The event's categories: pick the site's or type a new name (created when saving). */
export function CategoriesField({ values, set, errorOf }: SectionProps) {
  const site = useSiteCategories();
  return (
    <TagsInput
      label="Categories"
      description="Pick a category or type a new one and press Enter. At most 10."
      placeholder={values.categories.length ? undefined : 'e.g. Jazz'}
      data={(site.data ?? []).map((c) => c.name)}
      maxTags={10}
      splitChars={[',']}
      error={
        errorOf('categories') ?? (site.isError ? 'The site’s categories could not be loaded.' : undefined)
      }
      value={values.categories}
      onChange={(names) => set('categories', names.map((n) => n.trim().slice(0, 30)).filter(Boolean))}
    />
  );
}
