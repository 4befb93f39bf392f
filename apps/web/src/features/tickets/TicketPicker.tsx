import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Event } from '@tessera/contracts';
import { useAvailableTickets, useReserveTickets } from '@tessera/react';
import type { AvailableTicket, TicketLine } from '@tessera/sdk/event-checkout';
import { formatPrice, fromMinor, moneyOf, toMinor } from './money.ts';
import { purchaseErrorMessage } from './purchase-errors.ts';
import { availabilityOf } from './sale-status.ts';
import { priceLabel } from './ticket-price.ts';
import { checkoutPath } from './paths.ts';
import './tickets.css';

interface Choice {
  quantity: number;
  /** A donation ticket's amount as typed. */
  amount: string;
}

/** A donation amount's problem, or nothing: a decimal the currency holds, at least the minimum. */
function donationProblem(ticket: AvailableTicket, amount: string): string | undefined {
  const { currency } = moneyOf(ticket.price);
  const min = ticket.pricing.minPrice ? moneyOf(ticket.pricing.minPrice).value : '0';
  const minor = toMinor(amount, currency);
  const minMinor = toMinor(min, currency) ?? 0n;
  if (minor === undefined) return 'Enter an amount, like 10 or 10.50.';
  if (minor < minMinor) return `Enter at least ${formatPrice(min, currency)}.`;
  return undefined;
}

/**
 * The event page's ticket picker (plain React and CSS: the event page carries no component
 * library). Each ticket says whether it is on sale and why not, its price with the fee and tax the
 * invoice adds; the visitor picks quantities (up to the per-order limit and the places left, as the
 * server says) and donation amounts, and "Reserve" holds them and opens the checkout.
 */
export function TicketPicker({ event }: { event: Event }) {
  const { data: tickets, error, isPending, refetch } = useAvailableTickets(event.id);
  const reserve = useReserveTickets();
  const navigate = useNavigate();
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [submitted, setSubmitted] = useState(false);
  const headingId = useId();
  const tax = event.registration?.tickets?.taxSettings;
  const zone = event.dateAndTimeSettings?.timeZoneId;

  const choiceOf = (ticket: AvailableTicket): Choice =>
    choices[ticket.id] ?? {
      quantity: 0,
      amount: ticket.pricing.minPrice ? moneyOf(ticket.pricing.minPrice).value : '',
    };
  const choose = (id: string, change: Partial<Choice>, ticket: AvailableTicket) =>
    setChoices((all) => ({ ...all, [id]: { ...choiceOf(ticket), ...change } }));

  const chosen = (tickets ?? []).filter((t) => choiceOf(t).quantity > 0);
  const problems = new Map(
    chosen
      .filter((t) => t.pricing.pricingType === 'DONATION')
      .flatMap((t) => {
        const problem = donationProblem(t, choiceOf(t).amount);
        return problem ? [[t.id, problem] as const] : [];
      }),
  );

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (!chosen.length || problems.size || !event.id) return;
    const lines: TicketLine[] = chosen.map((t) => {
      const { quantity, amount } = choiceOf(t);
      const donation = t.pricing.pricingType === 'DONATION';
      const { currency } = moneyOf(t.price);
      const exact = donation ? fromMinor(toMinor(amount, currency)!, currency) : undefined;
      return { ticketDefinitionId: t.id, quantity, ...(exact ? { priceOverride: exact } : {}) };
    });
    reserve.mutate(
      { eventId: event.id, lines },
      { onSuccess: (reservation) => navigate(checkoutPath(event.slug ?? '', reservation.id)) },
    );
  };

  if (isPending)
    return <div className="skeleton-block" role="status" aria-busy="true" aria-label="Loading tickets" />;
  if (error) {
    return (
      <section className="tickets" aria-labelledby={headingId}>
        <h2 id={headingId}>Tickets</h2>
        <p role="alert">{purchaseErrorMessage(error)}</p>
        <button type="button" className="button" onClick={() => void refetch()}>
          Try again
        </button>
      </section>
    );
  }
  if (!tickets.length) {
    return (
      <section className="tickets" aria-labelledby={headingId}>
        <h2 id={headingId}>Tickets</h2>
        <p className="muted">No tickets are on sale for this event.</p>
      </section>
    );
  }

  return (
    <section className="tickets" aria-labelledby={headingId}>
      <h2 id={headingId}>Tickets</h2>
      <form onSubmit={onSubmit} noValidate>
        <ul className="ticket-list">
          {tickets.map((ticket) => (
            <TicketRow
              key={ticket.id}
              ticket={ticket}
              choice={choiceOf(ticket)}
              problem={submitted ? problems.get(ticket.id) : undefined}
              price={priceLabel(ticket, tax)}
              availability={availabilityOf(ticket, zone)}
              onChange={(change) => choose(ticket.id, change, ticket)}
            />
          ))}
        </ul>
        <div className="ticket-actions">
          <button type="submit" className="button button-primary" disabled={reserve.isPending}>
            {reserve.isPending ? 'Reserving…' : 'Reserve'}
          </button>
          <p className="ticket-status" role="status" aria-live="polite">
            {submitted && !chosen.length ? 'Choose how many tickets you want first.' : ''}
          </p>
        </div>
        {reserve.error && (
          <p className="ticket-error" role="alert">
            {purchaseErrorMessage(reserve.error)}
          </p>
        )}
      </form>
    </section>
  );
}

function TicketRow({
  ticket,
  choice,
  problem,
  price,
  availability,
  onChange,
}: {
  ticket: AvailableTicket;
  choice: Choice;
  problem: string | undefined;
  price: ReturnType<typeof priceLabel>;
  availability: ReturnType<typeof availabilityOf>;
  onChange: (change: Partial<Choice>) => void;
}) {
  const quantityId = useId();
  const amountId = useId();
  const problemId = useId();
  const donation = ticket.pricing.pricingType === 'DONATION';
  return (
    <li className="ticket-row">
      <div className="ticket-info">
        <h3 className="ticket-name">{ticket.name}</h3>
        {ticket.description && <p className="muted ticket-description">{ticket.description}</p>}
        <p className="ticket-price">
          <strong>{price.main}</strong>
          {price.notes.map((note) => (
            <span key={note} className="ticket-note">
              {note}
            </span>
          ))}
        </p>
      </div>
      {availability.kind === 'on-sale' ? (
        <div className="ticket-inputs">
          {donation && (
            <div className="field">
              <label htmlFor={amountId}>Amount ({moneyOf(ticket.price).currency})</label>
              <input
                id={amountId}
                className="input"
                inputMode="decimal"
                value={choice.amount}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? problemId : undefined}
                onChange={(e) => onChange({ amount: e.target.value })}
              />
            </div>
          )}
          <div className="field">
            <label htmlFor={quantityId}>Quantity</label>
            <select
              id={quantityId}
              className="input"
              value={choice.quantity}
              aria-label={`Quantity of ${ticket.name}`}
              onChange={(e) => onChange({ quantity: Number(e.target.value) })}
            >
              {Array.from({ length: availability.max + 1 }, (_, n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
          {problem && (
            <p id={problemId} className="ticket-error">
              {problem}
            </p>
          )}
        </div>
      ) : (
        <p className={`ticket-availability is-${availability.kind}`}>{availability.text}</p>
      )}
    </li>
  );
}
