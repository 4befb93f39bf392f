import type { FieldViolation } from '@tessera/contracts';
import type { InputOf, catalogRoutes as R } from '@tessera/contracts/routes/index';
import type { Caller } from '../../platform/auth/caller.ts';
import { isoAt } from '../../platform/clock.ts';
import { validationError, violation } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { deleteFromSite, insertIntoSite, updateSiteTable } from '../../platform/site-scope.ts';
import type { SiteTx } from '../../platform/unit-of-work.ts';
import { resolveImageRef } from '../media/index.ts';
import { catalogUnit, productNotFound } from './catalog-unit.ts';
import { recordCatalogEvent } from './catalog-events.ts';
import { lockProduct, saveChoiceMedia, type OptionRecord, type ProductRecord } from './catalog.store.ts';
import type { CatalogDeps } from './products.service.ts';

/** The most media a product holds (the official add takes 50 at a time). */
const MAX_MEDIA = 100;
const VIDEO = /\.(mp4|webm|mov|m4v)(\?|#|$)/i;

/**
 * Product media and choice media: images uploaded through the platform's media (by id: url and
 * size from the upload) or external URLs; a choice's media are ids of the product's media, and
 * only the choices of one option may have media (as the hosted platform).
 */
export class ProductMediaService {
  constructor(private readonly deps: CatalogDeps) {}

  private now = () => isoAt(this.deps.clock.now());

  private change(caller: Caller, id: string, work: (unit: SiteTx, record: ProductRecord) => Promise<void>) {
    return catalogUnit(this.deps.uow, caller.siteId, async (unit) => {
      const record = await lockProduct(unit, id);
      if (!record) throw productNotFound(id);
      await work(unit, record);
      const now = this.now();
      await updateSiteTable(unit, 'store_products')
        .set({ revision: record.row.revision + 1, updated_date: now })
        .where('id', '=', id)
        .execute();
      await recordCatalogEvent(
        unit,
        'product_changed',
        id,
        { productId: id, changedFields: ['media', 'productOptions'] },
        now,
      );
    }).then(() => ({}));
  }

  add(caller: Caller, id: string, input: InputOf<typeof R.addProductMedia>) {
    return this.change(caller, id, async (unit, record) => {
      const violations: FieldViolation[] = [];
      const options = cloneOptions(record.options);
      const known = new Set(record.media.map((m) => m.id));
      const rows = [];
      for (const [i, item] of input.media.entries()) {
        const field = `media[${i}]`;
        if (!item.mediaId === !item.url) {
          violations.push(violation(field, 'give exactly one of mediaId and url', 'ONE_OF_ALIGNMENT'));
          continue;
        }
        let mediaId = item.mediaId;
        if (item.mediaId && !known.has(item.mediaId)) {
          const { image, violations: bad } = await resolveImageRef(
            unit,
            { id: item.mediaId },
            this.deps.publicUrl,
            field,
          );
          violations.push(...bad.map((v) => ({ ...v, field: `${field}.mediaId` })));
          if (bad.length === 0 && image?.url) {
            rows.push({
              id: item.mediaId,
              type: 'image',
              url: image.url,
              width: image.width ?? 0,
              height: image.height ?? 0,
            });
            known.add(item.mediaId);
          }
        } else if (item.url) {
          if (!/^https?:\/\//i.test(item.url)) {
            violations.push(violation(`${field}.url`, 'must be an http(s) URL', 'FORMAT'));
            continue;
          }
          mediaId = newId();
          rows.push({
            id: mediaId,
            type: VIDEO.test(item.url) ? 'video' : 'image',
            url: item.url,
            width: 0,
            height: 0,
          });
          known.add(mediaId);
        }
        if (item.choice && mediaId)
          violations.push(
            ...linkChoice(options, item.choice.option, item.choice.choice, [mediaId], `${field}.choice`),
          );
      }
      if (record.media.length + rows.length > MAX_MEDIA) {
        violations.push(violation('media', `a product holds at most ${MAX_MEDIA} media items`, 'MAX_SIZE'));
      }
      if (violations.length > 0) throw validationError(violations);
      if (rows.length > 0) {
        await insertIntoSite(
          unit,
          'store_product_media',
          rows.map((r, i) => ({
            product_id: id,
            id: r.id,
            position: record.media.length + i,
            media_type: r.type,
            url: r.url,
            width: r.width,
            height: r.height,
            title: null,
          })),
        ).execute();
      }
      await saveChoiceMedia(unit, id, options);
    });
  }

  remove(caller: Caller, id: string, input: InputOf<typeof R.removeProductMedia>) {
    return this.change(caller, id, async (unit, record) => {
      const ids =
        input.mediaIds && input.mediaIds.length > 0
          ? new Set(input.mediaIds)
          : new Set(record.media.map((m) => m.id));
      if (ids.size === 0) return;
      await deleteFromSite(unit, 'store_product_media')
        .where('product_id', '=', id)
        .where('id', 'in', [...ids])
        .execute();
      const options = cloneOptions(record.options);
      for (const option of options)
        for (const choice of option.choices) choice.mediaIds = choice.mediaIds.filter((m) => !ids.has(m));
      await saveChoiceMedia(unit, id, options);
    });
  }

  addToChoices(caller: Caller, id: string, input: InputOf<typeof R.addProductMediaToChoices>) {
    return this.change(caller, id, async (unit, record) => {
      const known = new Set(record.media.map((m) => m.id));
      const options = cloneOptions(record.options);
      const violations: FieldViolation[] = [];
      for (const [i, item] of input.media.entries()) {
        const mediaIds = item.mediaIds ?? [];
        mediaIds.forEach((m, j) => {
          if (!known.has(m))
            violations.push(
              violation(`media[${i}].mediaIds[${j}]`, 'is not a media item of the product', 'VALIDATION'),
            );
        });
        violations.push(...linkChoice(options, item.option, item.choice, mediaIds, `media[${i}]`));
      }
      if (violations.length > 0) throw validationError(violations);
      await saveChoiceMedia(unit, id, options);
    });
  }

  removeFromChoices(caller: Caller, id: string, input: InputOf<typeof R.removeProductMediaFromChoices>) {
    return this.change(caller, id, async (unit, record) => {
      const options = cloneOptions(record.options);
      const violations: FieldViolation[] = [];
      for (const [i, item] of input.media.entries()) {
        const choice = findChoice(options, item.option, item.choice);
        if (!choice) {
          violations.push(
            violation(
              `media[${i}]`,
              `the product has no choice ${item.choice} of option ${item.option}`,
              'VALIDATION',
            ),
          );
          continue;
        }
        const drop = item.mediaIds && item.mediaIds.length > 0 ? new Set(item.mediaIds) : undefined;
        choice.mediaIds = drop ? choice.mediaIds.filter((m) => !drop.has(m)) : [];
      }
      if (violations.length > 0) throw validationError(violations);
      await saveChoiceMedia(unit, id, options);
    });
  }
}

const cloneOptions = (options: readonly OptionRecord[]): OptionRecord[] =>
  options.map((o) => ({ ...o, choices: o.choices.map((c) => ({ ...c, mediaIds: [...c.mediaIds] })) }));

const findChoice = (options: OptionRecord[], option: string, choice: string) =>
  options.find((o) => o.name === option)?.choices.find((c) => c.description === choice || c.value === choice);

/** Adds media ids to a choice; refuses a choice that does not exist or a second option with choice media. */
function linkChoice(
  options: OptionRecord[],
  optionName: string,
  choiceName: string,
  mediaIds: readonly string[],
  field: string,
): FieldViolation[] {
  const choice = findChoice(options, optionName, choiceName);
  if (!choice)
    return [
      violation(field, `the product has no choice ${choiceName} of option ${optionName}`, 'VALIDATION'),
    ];
  const other = options.find((o) => o.name !== optionName && o.choices.some((c) => c.mediaIds.length > 0));
  if (other)
    return [
      violation(field, `only the choices of one option may have media (${other.name} has)`, 'VALIDATION'),
    ];
  for (const m of mediaIds) if (!choice.mediaIds.includes(m)) choice.mediaIds.push(m);
  return [];
}
