import { describe, expect, it } from 'vitest';
import { listeningSite } from '../support/listening-site.ts';
import { ValidationError } from '../../src/index.ts';
import { eventFormsAdmin } from '../../src/modules/event-forms-admin.ts';
import { createEvent } from '../../../../apps/server/test/events/helpers.ts';

// `@tessera/sdk/event-forms-admin` against a real server: an owner builds and publishes a form.
describe('@tessera/sdk/event-forms-admin against a Tessera server', () => {
  const site = listeningSite();
  const owner = () => site.owner({ eventFormsAdmin }).eventFormsAdmin;

  it('adds, updates, moves and deletes controls, edits messages, publishes and discards', async () => {
    const forms = owner();
    const eventId = (await createEvent(site.app)).id as string;
    const phone = await forms.addControl(eventId, { phone: { label: 'Phone' } });
    const meal = await forms.addControl(eventId, {
      dropdown: { label: 'Meal', options: ['Fish', 'Veggie'] },
    });
    const moved = await forms.updateControl(eventId, meal.id, {
      dropdown: { label: 'Dinner', options: ['Fish', 'Veggie'] },
      orderIndex: 0,
    });
    expect(moved.controls.map((c) => c.id)).toEqual(['name', 'email', meal.id, phone.id]);
    expect((await forms.deleteControl(eventId, phone.id)).controls).toHaveLength(3);
    expect(
      (
        await forms.updateMessages(eventId, {
          fields: ['checkout.title'],
          messages: { checkout: { title: 'Hi' } },
        })
      ).messages.checkout.title,
    ).toBe('Hi');
    expect((await forms.getForm(eventId)).form.controls).toHaveLength(2);
    expect((await forms.publishDraft(eventId)).controls).toHaveLength(3);
    await forms.addControl(eventId, { date: {} });
    await forms.discardDraft(eventId);
    const { form, draftForm } = await forms.getForm(eventId);
    expect(draftForm).toEqual(form);
  });

  it('a bad control is a field violation', async () => {
    const forms = owner();
    const eventId = (await createEvent(site.app)).id as string;
    const error = await forms
      .addControl(eventId, { dropdown: { options: ['one', 'one'] } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldViolations.map((v) => v.field)).toEqual(['dropdown.options[1]']);
  });
});
