import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordDomainEvents } from '../events/helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { newEvent, ownerForms, routes, staffHeaders } from './helpers.ts';

describe('event registration form', () => {
  let app: TestApp;
  let forms: ReturnType<typeof ownerForms>;

  beforeAll(async () => {
    app = await createTestApp();
    forms = ownerForms(app);
  });
  afterAll(() => app.close());

  it('an event without a form of its own has the default one: name and email, default messages', async () => {
    const eventId = await newEvent(app);
    const { form, draftForm } = await forms.get(eventId);
    expect(form.controls.map((c) => [c.id, c.type, c.system, c.orderIndex])).toEqual([
      ['name', 'NAME', true, 0],
      ['email', 'INPUT', true, 1],
    ]);
    expect(form.controls[0]!.inputs.map((i) => [i.name, i.mandatory, i.type])).toEqual([
      ['firstName', true, 'TEXT'],
      ['lastName', true, 'TEXT'],
    ]);
    expect(form.messages.checkout.submitActionLabel).toBeTruthy();
    expect(form.messages.rsvp.waitlistMessages.confirmation.title).toBeTruthy();
    expect(draftForm).toEqual(form);
    // Reading writes nothing.
    expect(await app.db.selectFrom('event_forms').selectAll().execute()).toEqual([]);
  });

  it('adds controls of every kind to the draft in order, with stable ids; publishing makes them public', async () => {
    const eventId = await newEvent(app);
    const visitor = await app.visitorHeaders();
    const added = [];
    for (const body of [
      { phone: { label: 'Phone', mandatory: true } },
      { address: { full: true, mandatory: true, labels: { city: 'Town' } } },
      { address: { full: false } },
      { date: { label: 'Birthday' } },
      { additionalGuests: { maxGuests: 3, namesMandatory: true } },
      { dropdown: { label: 'Meal', options: ['Fish', 'Veggie'], mandatory: true } },
      { checkbox: { label: 'Topics', options: ['A', 'B', 'C'] } },
      { text: { label: 'Notes', multiLine: true, maxLength: 500 } },
      { text: { label: 'Company' } },
      { radioButton: { label: 'Size', options: ['S', 'M', 'L'] } },
    ]) {
      added.push(await forms.add(eventId, body));
    }
    const last = added.at(-1)!;
    expect(last.form.controls.map((c) => c.type)).toEqual([
      'NAME',
      'INPUT',
      'INPUT',
      'ADDRESS_FULL',
      'ADDRESS_SHORT',
      'DATE',
      'GUEST_CONTROL',
      'DROPDOWN',
      'CHECKBOX',
      'TEXTAREA',
      'INPUT',
      'RADIO',
    ]);
    expect(last.form.controls.map((c) => c.orderIndex)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(last.form.controls.slice(2).map((c) => c.id)).toEqual(added.map((a) => a.id));
    const names = last.form.controls.flatMap((c) => c.inputs.map((i) => i.name));
    expect(new Set(names).size).toBe(names.length);
    const full = last.form.controls[3]!.inputs[0]!;
    expect(full).toMatchObject({ type: 'ADDRESS', mandatory: true, additionalLabels: { city: 'Town' } });
    const guests = last.form.controls[6]!.inputs;
    expect(guests.map((i) => [i.name, i.type])).toEqual([
      ['additionalGuests', 'NUMBER'],
      ['guestNames', 'TEXT_ARRAY'],
    ]);

    // Visitors still see the published (default) form; the owner sees the draft beside it.
    const beforePublish = await forms.client.call(routes.getForm, {
      params: { eventId },
      input: {},
      as: visitor,
    });
    expect(beforePublish.form.controls).toHaveLength(2);
    expect(beforePublish.draftForm).toBeUndefined();
    expect((await forms.get(eventId)).draftForm!.controls).toHaveLength(12);

    const published = await forms.publish(eventId);
    expect(published.form).toEqual(last.form);
    const after = await forms.client.call(routes.getForm, { params: { eventId }, input: {}, as: visitor });
    expect(after.form).toEqual(last.form);
  });

  it('updates a control with its own kind, keeps its id and input names, and moves it', async () => {
    const eventId = await newEvent(app);
    const phone = await forms.add(eventId, { phone: { label: 'Phone' } });
    const meal = await forms.add(eventId, { dropdown: { label: 'Meal', options: ['Fish', 'Veggie'] } });
    const inputName = meal.form.controls.find((c) => c.id === meal.id)!.inputs[0]!.name;

    const { form } = await forms.update(eventId, meal.id, {
      dropdown: { label: 'Dinner', options: ['Fish', 'Veggie', 'Vegan'], mandatory: true },
      orderIndex: 0,
    });
    // Name and email stay first: index 0 is read as the first place after them.
    expect(form.controls.map((c) => c.id)).toEqual(['name', 'email', meal.id, phone.id]);
    const dinner = form.controls[2]!;
    expect(dinner).toMatchObject({ label: 'Dinner', orderIndex: 2 });
    expect(dinner.inputs[0]).toMatchObject({
      name: inputName,
      options: ['Fish', 'Veggie', 'Vegan'],
      mandatory: true,
    });

    const moved = await forms.update(eventId, meal.id, {
      dropdown: { label: 'Dinner', options: ['A', 'B'] },
      orderIndex: 99,
    });
    expect(moved.form.controls.map((c) => c.id)).toEqual(['name', 'email', phone.id, meal.id]);

    const renamed = await forms.update(eventId, 'name', { name: { labels: { firstName: 'Given name' } } });
    expect(renamed.form.controls[0]!.inputs.map((i) => [i.name, i.label, i.mandatory])).toEqual([
      ['firstName', 'Given name', true],
      ['lastName', 'Last name', true],
    ]);
    const email = await forms.update(eventId, 'email', { email: { label: 'E-mail' } });
    expect(email.form.controls[1]!.inputs[0]).toMatchObject({
      name: 'email',
      label: 'E-mail',
      mandatory: true,
    });
  });

  it('refuses an update with another kind, several kinds, none, or a mismatched id (400), an unknown control (404)', async () => {
    const eventId = await newEvent(app);
    const phone = await forms.add(eventId, { phone: {} });
    const wrongKind = await forms.send(
      routes.updateControl,
      { eventId, id: phone.id },
      { text: { label: 'x' } },
    );
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'text',
      data: { expected: 'phone' },
    });
    const two = await forms.send(routes.updateControl, { eventId, id: phone.id }, { phone: {}, date: {} });
    expect(two.json().details.validationError.fieldViolations[0].violatedRule).toBe('ONE_OF_ALIGNMENT');
    const none = await forms.send(routes.addControl, { eventId }, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().details.validationError.fieldViolations[0].violatedRule).toBe('REQUIRED_ONE_OF_FIELD');
    const otherId = await forms.send(routes.updateControl, { eventId, id: phone.id }, { id: 'x', phone: {} });
    expect(otherId.statusCode).toBe(400);
    const unknown = await forms.send(routes.updateControl, { eventId, id: 'no-such' }, { phone: {} });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().details.applicationError.code).toBe('FORM_CONTROL_NOT_FOUND');
    const systemAsPhone = await forms.send(routes.updateControl, { eventId, id: 'email' }, { phone: {} });
    expect(systemAsPhone.statusCode).toBe(400);
  });

  it('refuses bad control bodies with field violations and writes nothing', async () => {
    const eventId = await newEvent(app);
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ dropdown: { options: ['only one'] } }, 'dropdown.options'],
      [{ dropdown: { label: 'x' } }, 'dropdown.options'],
      [{ dropdown: { options: ['a', 'a '] } }, 'dropdown.options[1]'],
      [{ dropdown: { options: ['a', ''] } }, 'dropdown.options[1]'],
      [{ checkbox: { options: [] } }, 'checkbox.options'],
      [
        { dropdown: { options: ['a', 'b'], defaultOptionSelection: { optionIndex: 2 } } },
        'dropdown.defaultOptionSelection.optionIndex',
      ],
      [{ radioButton: { options: Array.from({ length: 201 }, (_, i) => `o${i}`) } }, 'radioButton.options'],
      [{ text: { label: 'x'.repeat(201) } }, 'text.label'],
      [{ phone: { label: 'x'.repeat(101) } }, 'phone.label'],
      [{ text: { maxLength: 1001 } }, 'text.maxLength'],
      [{ additionalGuests: { maxGuests: 11 } }, 'additionalGuests.maxGuests'],
      // Name and email are not added (the platform drops unknown body fields): no control is left.
      [{ name: { labels: { firstName: 'x' } } }, 'control'],
    ];
    for (const [body, field] of bad) {
      const response = await forms.send(routes.addControl, { eventId }, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const fields = response
        .json()
        .details.validationError.fieldViolations.map((v: { field: string }) => v.field);
      expect(
        fields.some((f: string) => f.startsWith(field)),
        `${JSON.stringify(body)} → ${fields}`,
      ).toBe(true);
    }
    expect(
      await app.db.selectFrom('event_forms').selectAll().where('event_id', '=', eventId).execute(),
    ).toEqual([]);
  });

  it('holds one additional guests control and at most 50 controls', async () => {
    const eventId = await newEvent(app);
    await forms.add(eventId, { additionalGuests: {} });
    const second = await forms.send(routes.addControl, { eventId }, { additionalGuests: {} });
    expect(second.statusCode).toBe(400);
    for (let i = 0; i < 47; i++) await forms.add(eventId, { text: { label: `Q${i}` } });
    const full = await forms.send(routes.addControl, { eventId }, { text: {} });
    expect(full.statusCode).toBe(400);
    expect(full.json().details.validationError.fieldViolations[0]).toMatchObject({
      violatedRule: 'MAX_SIZE',
      data: { max: 50 },
    });
  });

  it('deletes custom controls (a published one stays listed as deleted), never name or email', async () => {
    const eventId = await newEvent(app);
    const kept = await forms.add(eventId, { date: {} });
    const dropped = await forms.add(eventId, { phone: {} });
    await forms.publish(eventId);
    const unpublished = await forms.add(eventId, { text: {} });

    const afterDelete = await forms.remove(eventId, dropped.id);
    expect(afterDelete.form.controls.map((c) => c.id)).toEqual(['name', 'email', kept.id, unpublished.id]);
    expect(afterDelete.form.controls.map((c) => c.orderIndex)).toEqual([0, 1, 2, 3]);
    await forms.remove(eventId, unpublished.id);
    await forms.publish(eventId);

    const withDeleted = await forms.get(eventId, ['DELETED']);
    expect(withDeleted.form.controls.filter((c) => c.deleted).map((c) => c.id)).toEqual([dropped.id]);
    expect((await forms.get(eventId)).form.controls.some((c) => c.deleted)).toBe(false);

    const again = await forms.send(routes.deleteControl, { eventId, id: dropped.id });
    expect(again.statusCode).toBe(404);
    const system = await forms.send(routes.deleteControl, { eventId, id: 'email' });
    expect(system.statusCode).toBe(400);
    expect(system.json().details.applicationError.code).toBe('SYSTEM_CONTROL');

    // A new control never reuses a deleted control's input names.
    const next = await forms.add(eventId, { phone: {} });
    const deletedNames = withDeleted.form.controls
      .filter((c) => c.deleted)
      .flatMap((c) => c.inputs.map((i) => i.name));
    const newNames = next.form.controls.find((c) => c.id === next.id)!.inputs.map((i) => i.name);
    expect(newNames.some((n) => deletedNames.includes(n))).toBe(false);
  });

  it('updates messages by field paths or all at once, in the draft', async () => {
    const eventId = await newEvent(app);
    const defaults = (await forms.get(eventId)).form.messages;
    const one = await forms.messages(eventId, {
      fields: ['checkout.title', 'messages.rsvp.submitActionLabel'],
      messages: {
        checkout: { title: 'Who is coming?', submitActionLabel: 'ignored' },
        rsvp: { submitActionLabel: 'RSVP' },
      },
    });
    expect(one.form.messages.checkout.title).toBe('Who is coming?');
    expect(one.form.messages.checkout.submitActionLabel).toBe(defaults.checkout.submitActionLabel);
    expect(one.form.messages.rsvp.submitActionLabel).toBe('RSVP');
    // A masked path the patch leaves out goes back to its default.
    const reset = await forms.messages(eventId, { fields: ['checkout.title'] });
    expect(reset.form.messages.checkout.title).toBe(defaults.checkout.title);
    expect(reset.form.messages.rsvp.submitActionLabel).toBe('RSVP');
    // A whole group by its path.
    const group = await forms.messages(eventId, {
      fields: ['registrationClosed'],
      messages: { registrationClosed: { message: 'Sold out' } },
    });
    expect(group.form.messages.registrationClosed).toEqual({
      message: 'Sold out',
      exploreEventsActionLabel: defaults.registrationClosed.exploreEventsActionLabel,
    });
    // Without fields every message is replaced (defaults for the rest).
    const all = await forms.messages(eventId, { messages: { ticketsUnavailable: { message: 'Gone' } } });
    expect(all.form.messages).toEqual({
      ...defaults,
      ticketsUnavailable: { ...defaults.ticketsUnavailable, message: 'Gone' },
    });
    expect((await forms.get(eventId)).form.messages).toEqual(defaults);
    await forms.publish(eventId);
    expect((await forms.get(eventId)).form.messages.ticketsUnavailable.message).toBe('Gone');

    for (const fields of [['checkout.nope'], ['__proto__.x'], ['checkout..title'], ['constructor']]) {
      const response = await forms.send(routes.updateMessages, { eventId }, { fields });
      expect(response.statusCode, fields[0]).toBe(400);
    }
    const tooLong = await forms.send(
      routes.updateMessages,
      { eventId },
      { messages: { checkout: { title: 'x'.repeat(501) } } },
    );
    expect(tooLong.statusCode).toBe(400);
  });

  it('discards the draft: the draft is the published form again', async () => {
    const eventId = await newEvent(app);
    await forms.add(eventId, { phone: {} });
    await forms.publish(eventId);
    await forms.add(eventId, { date: {} });
    await forms.messages(eventId, {
      fields: ['checkout.title'],
      messages: { checkout: { title: 'Draft title' } },
    });
    expect(await forms.discard(eventId)).toEqual({});
    const { form, draftForm } = await forms.get(eventId);
    expect(draftForm).toEqual(form);
    expect(form.controls.map((c) => c.type)).toEqual(['NAME', 'INPUT', 'INPUT']);
    expect(form.messages.checkout.title).not.toBe('Draft title');
    // Discarding or publishing with no draft changes nothing.
    expect(await forms.discard(eventId)).toEqual({});
    expect((await forms.publish(eventId)).form).toEqual(form);
  });

  it('records domain events for edits, publishing and discarding', async () => {
    const outbox = recordDomainEvents(app);
    const eventId = await newEvent(app);
    const added = await forms.add(eventId, { phone: {} });
    await forms.update(eventId, added.id, { phone: { mandatory: true } });
    await forms.messages(eventId, { fields: ['checkout.title'] });
    await forms.publish(eventId);
    await forms.remove(eventId, added.id);
    await forms.discard(eventId);
    expect((await outbox.namesFor(eventId)).filter((n) => n.startsWith('form_'))).toEqual([
      'form_control_added',
      'form_control_updated',
      'form_messages_updated',
      'form_published',
      'form_control_deleted',
      'form_draft_discarded',
    ]);
  });

  it('visitors read the published form of a published event only; draft events and other sites answer 404', async () => {
    const draftEvent = await newEvent(app, true);
    const visitor = await app.visitorHeaders();
    const hidden = await forms.send(routes.getForm, { eventId: draftEvent }, {}, visitor);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().details.applicationError.code).toBe('EVENT_NOT_FOUND');
    expect((await forms.send(routes.getForm, { eventId: draftEvent })).statusCode).toBe(200);
    // DELETED is for managers: a visitor asking for it gets the published live controls only.
    const published = await newEvent(app);
    const asVisitor = await forms.send(
      routes.getForm,
      { eventId: published },
      { fields: ['DELETED'] },
      visitor,
    );
    expect(asVisitor.statusCode).toBe(200);
    expect(asVisitor.json().draftForm).toBeUndefined();

    const other = await app.createSite('Other');
    const foreign = await forms.send(
      routes.addControl,
      { eventId: published },
      { phone: {} },
      app.ownerHeaders(other),
    );
    expect(foreign.statusCode).toBe(404);
    const missing = await forms.send(
      routes.addControl,
      { eventId: '00000000-0000-4000-8000-000000000000' },
      { phone: {} },
    );
    expect(missing.statusCode).toBe(404);
  });

  it('staff with events.manage edit forms; other staff, visitors and members may only read', async () => {
    const eventId = await newEvent(app);
    const manager = await staffHeaders(app, ['events.manage']);
    const other = await staffHeaders(app, []);
    const visitor = await app.visitorHeaders();
    expect((await forms.send(routes.addControl, { eventId }, { phone: {} }, manager)).statusCode).toBe(200);
    expect(
      (await forms.send(routes.getForm, { eventId }, {}, manager)).json().draftForm.controls,
    ).toHaveLength(3);
    for (const headers of [other, visitor]) {
      expect((await forms.send(routes.addControl, { eventId }, { phone: {} }, headers)).statusCode).toBe(403);
      expect((await forms.send(routes.publishDraft, { eventId }, {}, headers)).statusCode).toBe(403);
      expect((await forms.send(routes.discardDraft, { eventId }, undefined, headers)).statusCode).toBe(403);
      expect((await forms.send(routes.getForm, { eventId }, {}, headers)).statusCode).toBe(200);
    }
    expect((await forms.send(routes.addControl, { eventId }, { phone: {} }, {})).statusCode).toBe(401);
  });

  it('concurrent first edits of one form both land (the default row is made once)', async () => {
    const eventId = await newEvent(app);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => forms.add(eventId, { text: { label: `Q${i}` } })),
    );
    const { draftForm } = await forms.get(eventId);
    expect(draftForm!.controls).toHaveLength(8);
    expect(new Set(results.map((r) => r.id)).size).toBe(6);
    const names = draftForm!.controls.flatMap((c) => c.inputs.map((i) => i.name));
    expect(new Set(names).size).toBe(names.length);
  });
});
