import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Nullable, StringEnum } from './common.ts';

// The registration form of an event (`wix.events.form`, routes.md "Implied — registration forms"):
// an ordered list of controls, each with one or more inputs whose answers RSVP and checkout send
// as `form.inputValues`. Owners edit a draft and publish it; visitors read the published form.

const closed = { additionalProperties: false } as const;

/** Spec §3 "Form": the kinds of control. */
export const InputControlTypes = [
  'INPUT',
  'TEXTAREA',
  'DROPDOWN',
  'RADIO',
  'CHECKBOX',
  'NAME',
  'GUEST_CONTROL',
  'ADDRESS_SHORT',
  'ADDRESS_FULL',
  'DATE',
] as const;
export type InputControlType = (typeof InputControlTypes)[number];

/** Spec §3 "Form": how an input's answer is typed and checked. */
export const FormValueTypes = ['TEXT', 'NUMBER', 'TEXT_ARRAY', 'DATE_TIME', 'ADDRESS'] as const;
export type FormValueType = (typeof FormValueTypes)[number];

/** Bounds of a form (spec §9 shows none; these follow the official typings where they give one). */
export const FormLimits = {
  /** Controls of one form, the two system controls (name, email) included. */
  maxControls: 50,
  /** Options of a dropdown, radio or checkbox control. */
  maxOptions: 200,
  maxOptionLength: 200,
  /** Labels of phone, date, name, email and address inputs. */
  maxShortLabelLength: 100,
  /** Labels of text, dropdown, radio, checkbox and guest controls. */
  maxLabelLength: 200,
  /** Characters a text input may allow. */
  maxTextLength: 1000,
  /** Additional guests one registration may bring. */
  maxGuests: 10,
  /** Any one message of the form. */
  maxMessageLength: 500,
  /** Answers of one form response, and values of one answer (official InputValue bounds). */
  maxAnswers: 200,
  maxAnswerValues: 100,
  maxAnswerLength: 5000,
} as const;

export const OptionSelection = Type.Object(
  {
    optionIndex: Type.Optional(Type.Integer({ minimum: 0, maximum: FormLimits.maxOptions - 1 })),
    placeholderText: Type.Optional(Type.String({ maxLength: 200 })),
  },
  closed,
);
export type OptionSelection = Static<typeof OptionSelection>;

export const FormInputLabel = Type.Object({ name: Type.String(), label: Type.String() }, closed);

/** One input of a control: its `name` is what an answer's `inputName` refers to. */
export const FormInput = Type.Object(
  {
    name: Type.String(),
    /** Deprecated twin of `type: TEXT_ARRAY`, kept for older readers. */
    array: Type.Boolean(),
    label: Type.String(),
    additionalLabels: Type.Optional(Type.Record(Type.String(), Type.String())),
    options: Type.Array(Type.String()),
    mandatory: Type.Boolean(),
    maxLength: Type.Integer({ minimum: 0 }),
    type: StringEnum(FormValueTypes),
    maxSize: Type.Optional(Nullable(Type.Integer({ minimum: 0 }))),
    defaultOptionSelection: Type.Optional(OptionSelection),
    labels: Type.Optional(Type.Array(FormInputLabel)),
  },
  closed,
);
export type FormInput = Static<typeof FormInput>;

export const InputControl = Type.Object(
  {
    id: Type.String(),
    type: StringEnum(InputControlTypes),
    /** Name and email: always there, only their labels change. */
    system: Type.Boolean(),
    /** Deprecated: the control's id. */
    name: Type.String(),
    inputs: Type.Array(FormInput),
    /** Deprecated: the first input's label. */
    label: Type.String(),
    orderIndex: Type.Integer({ minimum: 0 }),
    /** Present (true) only on deleted controls, which only `fields: ["DELETED"]` shows. */
    deleted: Type.Optional(Type.Boolean()),
  },
  closed,
);
export type InputControl = Static<typeof InputControl>;

const Message = Type.String({ maxLength: FormLimits.maxMessageLength });
const group = <P extends Record<string, TSchema>>(properties: P) => Type.Object(properties, closed);

/** Messages shown before, during and after registration (official `FormMessages`). */
export const FormMessages = group({
  rsvp: group({
    rsvpYesOption: Message,
    rsvpNoOption: Message,
    positiveMessages: group({
      title: Message,
      confirmation: group({
        title: Message,
        message: Message,
        addToCalendarActionLabel: Message,
        shareActionLabel: Message,
      }),
    }),
    waitlistMessages: group({
      title: Message,
      confirmation: group({
        title: Message,
        message: Message,
        addToCalendarActionLabel: Message,
        shareActionLabel: Message,
      }),
    }),
    negativeMessages: group({
      title: Message,
      confirmation: group({ title: Message, shareActionLabel: Message }),
    }),
    submitActionLabel: Message,
  }),
  checkout: group({
    title: Message,
    submitActionLabel: Message,
    confirmation: group({
      title: Message,
      message: Message,
      downloadTicketsLabel: Message,
      addToCalendarLabel: Message,
      shareEventLabel: Message,
    }),
  }),
  registrationClosed: group({ message: Message, exploreEventsActionLabel: Message }),
  ticketsUnavailable: group({ message: Message, exploreEventsActionLabel: Message }),
});
export type FormMessages = Static<typeof FormMessages>;

/** The same messages, every part optional: what UpdateMessages takes. */
export const FormMessagesPatch = Type.Partial(
  group({
    rsvp: Type.Partial(
      group({
        rsvpYesOption: Message,
        rsvpNoOption: Message,
        positiveMessages: Type.Partial(
          group({
            title: Message,
            confirmation: Type.Partial(
              group({
                title: Message,
                message: Message,
                addToCalendarActionLabel: Message,
                shareActionLabel: Message,
              }),
            ),
          }),
        ),
        waitlistMessages: Type.Partial(
          group({
            title: Message,
            confirmation: Type.Partial(
              group({
                title: Message,
                message: Message,
                addToCalendarActionLabel: Message,
                shareActionLabel: Message,
              }),
            ),
          }),
        ),
        negativeMessages: Type.Partial(
          group({
            title: Message,
            confirmation: Type.Partial(group({ title: Message, shareActionLabel: Message })),
          }),
        ),
        submitActionLabel: Message,
      }),
    ),
    checkout: Type.Partial(
      group({
        title: Message,
        submitActionLabel: Message,
        confirmation: Type.Partial(
          group({
            title: Message,
            message: Message,
            downloadTicketsLabel: Message,
            addToCalendarLabel: Message,
            shareEventLabel: Message,
          }),
        ),
      }),
    ),
    registrationClosed: Type.Partial(group({ message: Message, exploreEventsActionLabel: Message })),
    ticketsUnavailable: Type.Partial(group({ message: Message, exploreEventsActionLabel: Message })),
  }),
);
export type FormMessagesPatch = Static<typeof FormMessagesPatch>;

export const Form = Type.Object({ controls: Type.Array(InputControl), messages: FormMessages }, closed);
export type Form = Static<typeof Form>;

// ── Control bodies of AddControl / UpdateControl (one of them per call) ────────────────────────

const ShortLabel = Type.String({ maxLength: FormLimits.maxShortLabelLength });
const Label = Type.String({ maxLength: FormLimits.maxLabelLength });
const Options = (minItems: number) =>
  Type.Array(Type.String({ maxLength: FormLimits.maxOptionLength }), {
    minItems,
    maxItems: FormLimits.maxOptions,
  });

export const PhoneControl = Type.Object(
  { label: Type.Optional(ShortLabel), mandatory: Type.Optional(Type.Boolean()) },
  closed,
);
export const AddressControl = Type.Object(
  {
    labels: Type.Optional(
      Type.Object(
        {
          addressLine: Type.Optional(ShortLabel),
          country: Type.Optional(ShortLabel),
          subdivision: Type.Optional(ShortLabel),
          city: Type.Optional(ShortLabel),
          postalCode: Type.Optional(ShortLabel),
          streetAddress: Type.Optional(ShortLabel),
        },
        closed,
      ),
    ),
    /** Several fields (street, city, subdivision, postal code, country); else one line. */
    full: Type.Optional(Type.Boolean()),
    mandatory: Type.Optional(Type.Boolean()),
  },
  closed,
);
export const DateControl = Type.Object(
  { label: Type.Optional(ShortLabel), mandatory: Type.Optional(Type.Boolean()) },
  closed,
);
export const AdditionalGuestsControl = Type.Object(
  {
    labels: Type.Optional(
      Type.Object({ single: Type.Optional(Label), multiple: Type.Optional(Label) }, closed),
    ),
    namesMandatory: Type.Optional(Type.Boolean()),
    maxGuests: Type.Optional(Type.Integer({ minimum: 1, maximum: FormLimits.maxGuests })),
  },
  closed,
);
export const DropdownControl = Type.Object(
  {
    label: Type.Optional(Label),
    options: Type.Optional(Options(2)),
    mandatory: Type.Optional(Type.Boolean()),
    defaultOptionSelection: Type.Optional(OptionSelection),
  },
  closed,
);
export const RadioButtonControl = Type.Object(
  { label: Type.Optional(Label), options: Type.Optional(Options(2)) },
  closed,
);
export const CheckboxControl = Type.Object(
  {
    label: Type.Optional(Label),
    mandatory: Type.Optional(Type.Boolean()),
    options: Type.Optional(Options(1)),
  },
  closed,
);
export const TextControl = Type.Object(
  {
    label: Type.Optional(Label),
    mandatory: Type.Optional(Type.Boolean()),
    maxLength: Type.Optional(Type.Integer({ minimum: 1, maximum: FormLimits.maxTextLength })),
    multiLine: Type.Optional(Type.Boolean()),
    comment: Type.Optional(Type.Boolean()),
  },
  closed,
);
export const NameControl = Type.Object(
  {
    labels: Type.Optional(
      Type.Object({ firstName: Type.Optional(ShortLabel), lastName: Type.Optional(ShortLabel) }, closed),
    ),
  },
  closed,
);
export const EmailControl = Type.Object({ label: Type.Optional(ShortLabel) }, closed);

/** The control bodies AddControl takes (exactly one per call). */
export const addableControls = {
  phone: PhoneControl,
  address: AddressControl,
  date: DateControl,
  additionalGuests: AdditionalGuestsControl,
  dropdown: DropdownControl,
  checkbox: CheckboxControl,
  text: TextControl,
  radioButton: RadioButtonControl,
} as const;
export type AddableControlKind = keyof typeof addableControls;

/** UpdateControl also takes the system controls' bodies (their labels only). */
export const updatableControls = { ...addableControls, name: NameControl, email: EmailControl } as const;
export type UpdatableControlKind = keyof typeof updatableControls;

const EventIdInBody = Type.Optional(Type.String({ maxLength: 100 }));

export const AddControlRequest = Type.Object(
  {
    eventId: EventIdInBody,
    phone: Type.Optional(PhoneControl),
    address: Type.Optional(AddressControl),
    date: Type.Optional(DateControl),
    additionalGuests: Type.Optional(AdditionalGuestsControl),
    dropdown: Type.Optional(DropdownControl),
    checkbox: Type.Optional(CheckboxControl),
    text: Type.Optional(TextControl),
    radioButton: Type.Optional(RadioButtonControl),
  },
  closed,
);
export type AddControlRequest = Static<typeof AddControlRequest>;

export const UpdateControlRequest = Type.Object(
  {
    eventId: EventIdInBody,
    /** The path's control id, when repeated in the body. */
    id: Type.Optional(Type.String({ maxLength: 100 })),
    /** The control's new place among the custom controls (name and email stay first). */
    orderIndex: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
    phone: Type.Optional(PhoneControl),
    address: Type.Optional(AddressControl),
    date: Type.Optional(DateControl),
    additionalGuests: Type.Optional(AdditionalGuestsControl),
    dropdown: Type.Optional(DropdownControl),
    checkbox: Type.Optional(CheckboxControl),
    text: Type.Optional(TextControl),
    radioButton: Type.Optional(RadioButtonControl),
    name: Type.Optional(NameControl),
    email: Type.Optional(EmailControl),
  },
  closed,
);
export type UpdateControlRequest = Static<typeof UpdateControlRequest>;

export const UpdateMessagesRequest = Type.Object(
  {
    eventId: EventIdInBody,
    /**
     * Paths of `messages` to write (`checkout.title`, `rsvp`); none: all messages are replaced.
     * A list, or one comma-separated string (how the official SDK sends a field mask).
     */
    fields: Type.Optional(
      Type.Union([
        Type.String({ maxLength: 4000 }),
        Type.Array(Type.String({ maxLength: 200 }), { maxItems: 100 }),
      ]),
    ),
    messages: Type.Optional(FormMessagesPatch),
  },
  closed,
);
export type UpdateMessagesRequest = Static<typeof UpdateMessagesRequest>;

export const FormRequestedFields = ['DELETED'] as const;

export const GetFormQuery = Type.Object(
  {
    eventId: EventIdInBody,
    /** `DELETED`: deleted controls too, marked `deleted: true` (owners only). */
    fields: Type.Optional(Type.Array(StringEnum(FormRequestedFields), { maxItems: 5 })),
  },
  closed,
);
export const EventFormBody = Type.Object({ eventId: EventIdInBody }, closed);

export const FormControlParams = Type.Object(
  { eventId: Type.String({ format: 'uuid' }), id: Type.String({ minLength: 1, maxLength: 100 }) },
  closed,
);

export const GetFormResponse = Type.Object(
  {
    /** The published form: what visitors see and answers are checked against. */
    form: Form,
    /** The owner's draft (the published form when there is none); owners and staff only. */
    draftForm: Type.Optional(Form),
  },
  closed,
);
export type GetFormResponse = Static<typeof GetFormResponse>;

export const AddControlResponse = Type.Object({ id: Type.String(), form: Form }, closed);
export const FormResponseBody = Type.Object({ form: Form }, closed);

// ── Answers: what RSVP and checkout send (`form.inputValues`) ─────────────────────────────────

/** A full address answer (official `FormattedAddress`). */
export const FormAddressAnswer = Type.Object({
  formatted: Type.Optional(Type.String()),
  address: Type.Optional(
    Type.Object({
      streetAddress: Type.Optional(
        Type.Object({ number: Type.Optional(Type.String()), name: Type.Optional(Type.String()) }),
      ),
      addressLine: Type.Optional(Nullable(Type.String())),
      addressLine1: Type.Optional(Nullable(Type.String())),
      addressLine2: Type.Optional(Nullable(Type.String())),
      country: Type.Optional(Nullable(Type.String())),
      subdivision: Type.Optional(Nullable(Type.String())),
      city: Type.Optional(Nullable(Type.String())),
      postalCode: Type.Optional(Nullable(Type.String())),
    }),
  ),
});

/** One answer (official `InputValue`): `value`, `values`, or the typed `number`, `dateTime`, `address`. */
export const FormInputValue = Type.Object({
  inputName: Type.String({ maxLength: 100 }),
  value: Type.Optional(Type.String({ maxLength: FormLimits.maxAnswerLength })),
  values: Type.Optional(
    Type.Array(Type.String({ maxLength: FormLimits.maxAnswerLength }), {
      maxItems: FormLimits.maxAnswerValues,
    }),
  ),
  number: Type.Optional(Type.Number()),
  dateTime: Type.Optional(Type.String()),
  address: Type.Optional(FormAddressAnswer),
});
export type FormInputValue = Static<typeof FormInputValue>;

/** A form response as RSVP and checkout carry it (`form`, `guests[].form`). */
export const FormResponse = Type.Object({
  inputValues: Type.Optional(Type.Array(FormInputValue, { maxItems: FormLimits.maxAnswers })),
});
export type FormResponse = Static<typeof FormResponse>;
