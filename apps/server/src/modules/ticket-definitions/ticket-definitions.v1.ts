import type { FieldViolation } from '@tessera/contracts';
import type { InputOf, ResponseOf } from '@tessera/contracts/routes/index';
import type { ticketDefinitionsRoutes as R } from '@tessera/contracts/routes/index';
import type { TicketDefinitionInput } from '@tessera/contracts/ticket-definitions';
import type { Caller } from '../../platform/auth/caller.ts';
import { AppError, notFound, validationError, violation } from '../../platform/errors.ts';
import { ownValue } from '../../platform/own-keys.ts';
import { OWNER_LISTING } from './ticket-definitions.listing.ts';
import type { TicketDefinitionsService } from './ticket-definitions.service.ts';

// Ticket definitions v1 (official module events.ticketDefinitions): the v3 definitions, their
// writes and their listing, read and written in the v1 shape. Nothing here stores anything: a v1
// input becomes the v3 input, a v1 read is the v3 row shaped by toAvailableTicket.

type Data = NonNullable<InputOf<typeof R.updateTicketDefinitionV1>['definition']>;
type Fieldsets = readonly ('POLICY' | 'DASHBOARD')[] | undefined;
type DefinitionAnswer = ResponseOf<typeof R.getTicketDefinitionV1>;

const definitionNotFound = () => notFound('TICKET_DEFINITION_NOT_FOUND', 'Ticket definition not found');

/** Top-level names of `definition` an update's field mask may list. */
const MASKABLE = [
  'name',
  'price',
  'description',
  'limited',
  'quantity',
  'orderIndex',
  'policy',
  'hidden',
  'wixFeeConfig',
  'salePeriod',
  'pricing',
] as const;

/** v3 violation paths → v1 paths, so a refusal names the field the caller sent. */
const V1_PATHS: readonly [string, string][] = [
  ['ticketDefinition.pricingMethod.fixedPrice', 'definition.price'],
  ['ticketDefinition.pricingMethod.guestPrice', 'definition.pricing.minPrice'],
  ['ticketDefinition.pricingMethod', 'definition.pricing'],
  ['ticketDefinition.initialLimit', 'definition.quantity'],
  ['ticketDefinition.policyText', 'definition.policy'],
  ['ticketDefinition.', 'definition.'],
];

const fieldsetsOf = (fieldset: Fieldsets) => ({
  policy: fieldset?.includes('POLICY') ?? false,
  dashboard: fieldset?.includes('DASHBOARD') ?? false,
});

export class TicketDefinitionsV1 {
  constructor(private readonly service: TicketDefinitionsService) {}

  async get(caller: Caller, id: string, fieldset: Fieldsets): Promise<DefinitionAnswer> {
    return { definition: await this.one(caller, id, fieldset) };
  }

  async create(caller: Caller, input: InputOf<typeof R.createTicketDefinitionV1>): Promise<DefinitionAnswer> {
    const body = { ...toV3(input.definition), eventId: input.eventId };
    const id = await inV1Paths(() => this.service.insert(caller, body, input.definition.orderIndex));
    return { definition: await this.one(caller, id, ['POLICY', 'DASHBOARD']) };
  }

  async update(
    caller: Caller,
    id: string,
    input: InputOf<typeof R.updateTicketDefinitionV1>,
  ): Promise<DefinitionAnswer> {
    if (input.definitionId && input.definitionId !== id) {
      throw validationError([violation('definitionId', 'must be the id of the path', 'VALIDATION')]);
    }
    const data = masked(input.definition ?? {}, input.fields);
    await inV1Paths(() =>
      this.service.change(caller, id, toV3(data), { eventId: input.eventId, sortIndex: data.orderIndex }),
    );
    return { definition: await this.one(caller, id, ['POLICY', 'DASHBOARD']) };
  }

  async delete(caller: Caller, input: InputOf<typeof R.deleteTicketDefinitionsV1>) {
    const ids = input.byId?.definitionId;
    if ((ids && input.all) || (!ids && !input.all)) {
      throw validationError([
        violation('byId', 'give either byId.definitionId or all=true', 'REQUIRED_ONE_OF_FIELD'),
      ]);
    }
    await this.service.deleteOfEvent(caller, input.eventId, ids ?? 'all');
    return {};
  }

  async changeCurrency(caller: Caller, input: InputOf<typeof R.changeTicketDefinitionsCurrencyV1>) {
    if (!input.eventId) {
      throw validationError([violation('eventId', 'must not be empty', 'REQUIRED_FIELD')]);
    }
    return this.service.changeCurrency(caller, { eventId: input.eventId, currency: input.currency });
  }

  async list(caller: Caller, input: InputOf<typeof R.listTicketDefinitionsV1>) {
    const filter = listFilter(input);
    const offset = input.offset ?? 0;
    const { rows, total } = await this.service.offsetPage(
      caller,
      OWNER_LISTING,
      filter,
      offset,
      input.limit ?? 50,
      input.sort,
    );
    const definitions = await this.service.shapeV1(caller, rows, fieldsetsOf(input.fieldset));
    const facets = await this.facets(caller, filter, input.facet);
    return { metaData: { count: definitions.length, offset, total }, definitions, ...facets };
  }

  async query(caller: Caller, input: InputOf<typeof R.queryTicketDefinitionsV1>) {
    const filter = input.filter ?? {};
    const offset = input.offset ?? 0;
    const limit = input.limit ?? 50;
    const { rows, total } = await this.service.offsetPage(
      caller,
      OWNER_LISTING,
      filter,
      offset,
      limit,
      input.sort,
    );
    const definitions = await this.service.shapeV1(caller, rows, fieldsetsOf(input.fieldset));
    const facets = await this.facets(caller, filter, input.facet);
    return { total, offset, limit, definitions, ...facets };
  }

  async queryV2(caller: Caller, input: InputOf<typeof R.queryTicketDefinitionsV2>) {
    const page = await this.service.pageOf(caller, OWNER_LISTING, input.query ?? {});
    const definitions = await this.service.shapeV1(caller, page.rows, fieldsetsOf(input.fieldset));
    return { definitions, metadata: page.pagingMetadata };
  }

  private async facets(caller: Caller, filter: unknown, names: readonly string[] | undefined) {
    if (!names?.length) return {};
    return { facets: await this.service.facetsOf(caller, OWNER_LISTING, filter, names) };
  }

  private async one(caller: Caller, id: string, fieldset: Fieldsets) {
    const row = await this.service.row(caller, id);
    if (!row) throw definitionNotFound();
    const [definition] = await this.service.shapeV1(caller, [row], fieldsetsOf(fieldset));
    return definition;
  }
}

/** ListTicketDefinitions' parameters as one filter of the listing's fields. */
function listFilter(input: InputOf<typeof R.listTicketDefinitionsV1>): Record<string, unknown> {
  const and: Record<string, unknown>[] = [];
  if (input.eventId?.length) and.push({ eventId: { $in: input.eventId } });
  if (input.saleStatus?.length) and.push({ saleStatus: { $in: input.saleStatus } });
  const states = new Set(input.state ?? []);
  // VISIBLE and HIDDEN together (or FREE and PAID together) select both.
  if (states.has('VISIBLE') !== states.has('HIDDEN')) and.push({ hidden: states.has('HIDDEN') });
  if (states.has('FREE') !== states.has('PAID')) and.push({ free: states.has('FREE') });
  return and.length ? { $and: and } : {};
}

/** Only the paths a field mask names (top-level names of `definition`); unknown names are refused. */
function masked(data: Data, fields: readonly string[] | string | undefined): Data {
  if (fields === undefined) return data;
  const paths = (typeof fields === 'string' ? fields.split(',') : fields)
    .map((f) => f.trim())
    .filter(Boolean);
  const violations: FieldViolation[] = [];
  const keep = new Set<string>();
  paths.forEach((path, i) => {
    const top = path.replace(/^definition\./, '').split('.')[0];
    if (!(MASKABLE as readonly string[]).includes(top)) {
      violations.push(
        violation(`fields[${i}]`, `${path} is not a field of a ticket definition`, 'VALIDATION'),
      );
    } else keep.add(top);
  });
  if (violations.length) throw validationError(violations);
  const result: Record<string, unknown> = {};
  for (const name of keep) {
    const value = ownValue(data as Record<string, unknown>, name);
    // A masked field not sent is cleared where it can be (description, policy, sale period).
    result[name] = value === undefined ? null : value;
  }
  return result as Data;
}

/** The v1 input as the v3 input the service writes (the same columns). */
function toV3(data: Data): TicketDefinitionInput {
  const out: TicketDefinitionInput = {};
  if (data.name !== undefined) out.name = data.name;
  if (data.description !== undefined) out.description = data.description;
  if (data.policy !== undefined) out.policyText = data.policy;
  if (data.hidden !== undefined && data.hidden !== null) out.hidden = data.hidden;
  if (data.limited === false) out.initialLimit = null;
  else if (data.quantity !== undefined) out.initialLimit = data.quantity;
  const fee = data.wixFeeConfig?.type;
  if (fee) out.feeType = fee === 'FEE_ADDED' ? 'FEE_ADDED_AT_CHECKOUT' : fee;
  if (data.salePeriod === null) out.salePeriod = null;
  else if (data.salePeriod) {
    const { startDate, endDate, hideNotOnSale } = data.salePeriod;
    out.salePeriod = {
      ...(startDate !== undefined ? { startDate } : {}),
      ...(endDate !== undefined ? { endDate } : {}),
      ...(hideNotOnSale !== undefined && hideNotOnSale !== null ? { displayNotOnSale: !hideNotOnSale } : {}),
    };
  }
  const pricing = data.pricing && typeof data.pricing === 'object' ? data.pricing : undefined;
  if (pricing?.pricingOptions !== undefined && pricing.pricingOptions !== null) {
    throw validationError([
      violation('definition.pricing.pricingOptions', 'pricing options are not offered', 'VALIDATION'),
    ]);
  }
  const amountOf = (m: { amount?: string; value?: string | null; currency?: string } | undefined) =>
    m ? { value: m.value ?? m.amount, ...(m.currency ? { currency: m.currency } : {}) } : undefined;
  const donation = pricing?.minPrice ?? (pricing?.pricingType === 'DONATION' ? data.price : undefined);
  const fixed = pricing?.fixedPrice ?? (donation ? undefined : data.price);
  if (donation) out.pricingMethod = { guestPrice: amountOf(donation) as never, pricingType: 'DONATION' };
  else if (fixed) out.pricingMethod = { fixedPrice: amountOf(fixed) as never, pricingType: 'STANDARD' };
  return out;
}

/** Runs a v3 write and answers its field violations under the v1 names. */
async function inV1Paths<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof AppError) || !error.violations?.length) throw error;
    const renamed = error.violations.map((v) => {
      const rule = V1_PATHS.find(([from]) => v.field.startsWith(from));
      return rule ? { ...v, field: rule[1] + v.field.slice(rule[0].length) } : v;
    });
    throw validationError(renamed);
  }
}
