import type { Kysely } from 'kysely';

/**
 * A ticket's guest in real columns (guest_first_name, guest_last_name, guest_email): what the
 * ticket's own form answers give, so the guests view lists and searches ticket holders and
 * reminders read them without parsing JSON. Existing tickets are filled from their guest_form
 * here, in pages, parsed in JS the same way on SQLite and PostgreSQL (a migration keeps its own
 * copy of the rule: it must not change when the module's code does).
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const name of ['guest_first_name', 'guest_last_name'])
    await db.schema.alterTable('event_tickets').addColumn(name, 'varchar(100)').execute();
  await db.schema.alterTable('event_tickets').addColumn('guest_email', 'varchar(320)').execute();
  await fillHolderColumns(db);
}

/** Fills the columns of every ticket with a guest form from it (exported for its test). */
export async function fillHolderColumns(db: Kysely<any>): Promise<void> {
  const PAGE = 500;
  let after: { site_id: string; ticket_number: string } | undefined;
  for (;;) {
    let page = db
      .selectFrom('event_tickets')
      .select(['site_id', 'ticket_number', 'guest_form'])
      .where('guest_form', 'is not', null);
    if (after) {
      const { site_id, ticket_number } = after;
      page = page.where((eb) =>
        eb.or([
          eb('site_id', '>', site_id),
          eb.and([eb('site_id', '=', site_id), eb('ticket_number', '>', ticket_number)]),
        ]),
      );
    }
    const rows = await page.orderBy('site_id').orderBy('ticket_number').limit(PAGE).execute();
    for (const row of rows) {
      const contact = contactIn(row.guest_form);
      if (!contact.guest_first_name && !contact.guest_last_name && !contact.guest_email) continue;
      await db
        .updateTable('event_tickets')
        .set(contact)
        .where('site_id', '=', row.site_id)
        .where('ticket_number', '=', row.ticket_number)
        .execute();
    }
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1];
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ['guest_email', 'guest_last_name', 'guest_first_name'])
    await db.schema.alterTable('event_tickets').dropColumn(name).execute();
}

/** firstName / lastName / email answers of a stored form response; anything unreadable is none. */
function contactIn(
  text: string,
): Record<'guest_first_name' | 'guest_last_name' | 'guest_email', string | null> {
  let list: unknown = undefined;
  try {
    list = (JSON.parse(text) as { inputValues?: unknown } | null)?.inputValues;
  } catch {
    list = undefined;
  }
  const answers = Array.isArray(list) ? list : [];
  const text_ = (name: string, max: number): string | null => {
    const found = answers.find(
      (a): a is { value: unknown } => a !== null && typeof a === 'object' && a.inputName === name,
    );
    return typeof found?.value === 'string' && found.value.trim() ? found.value.trim().slice(0, max) : null;
  };
  return {
    guest_first_name: text_('firstName', 100),
    guest_last_name: text_('lastName', 100),
    guest_email: text_('email', 320),
  };
}
