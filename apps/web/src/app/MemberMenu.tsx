import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useCurrentMember, useTesseraClient } from '@tessera/react';
import type { Member, MemberOAuthStrategy } from '@tessera/sdk';
import { logOut } from './member-session.ts';

/** What to call the member in the header: nickname, first name, or their email's local part. */
export function displayName(member: Member | undefined): string {
  const name = member?.profile.nickname || member?.contact.firstName || member?.loginEmail?.split('@')[0];
  return name || 'Your account';
}

/**
 * The logged-in member's menu in the header: their photo or initial and name, opening "Your account"
 * and "Log out". A disclosure (button + list), closed by Escape or a click elsewhere.
 */
export function MemberMenu() {
  const auth = useTesseraClient().auth as MemberOAuthStrategy;
  const member = useCurrentMember().data;
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const name = displayName(member);
  const photo = member?.profile.photo?.url;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onClick = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open]);

  return (
    <div className="member-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="member-menu-button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {photo ? (
          <img className="avatar" src={photo} alt="" width={28} height={28} />
        ) : (
          <span className="avatar" aria-hidden="true">
            {name.charAt(0).toUpperCase()}
          </span>
        )}
        <span className="member-menu-name">{name}</span>
      </button>
      {open && (
        <ul id={listId} className="member-menu-list">
          <li>
            <Link to="/account" className="member-menu-item" onClick={() => setOpen(false)}>
              Your account
            </Link>
          </li>
          <li>
            <button
              type="button"
              className="member-menu-item"
              disabled={leaving}
              onClick={() => {
                setLeaving(true);
                void logOut(auth).catch(() => setLeaving(false));
              }}
            >
              {leaving ? 'Logging out…' : 'Log out'}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
