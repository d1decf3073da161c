import { useEffect, useState } from 'react';
import type { Invitation } from '../../core/loyalty/view-invitation';
import { closedInvitation, invitationText, loadInvitation } from '../lib/invitation';
import { island } from '../lib/island';

/** The invitation this visitor came with, once the browser has asked (null before, and for everyone not invited). */
const useInvitation = (): Invitation | null => {
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  useEffect(() => {
    let active = true;
    void loadInvitation().then((found) => {
      if (active) setInvitation(found);
    });
    return () => {
      active = false;
    };
  }, []);
  return invitation;
};

/** Under the header of the store's pages: who invited the visitor and what it means, until they close it. */
function InvitationNotice() {
  const invitation = useInvitation();
  const [closed, setClosed] = useState<string | null>(null);
  // Read only once the invitation has come, in the browser: the server and the first render show no banner.
  if (!invitation || (closed ?? closedInvitation.read()) === invitation.referrerFirstName) return null;
  const text = invitationText(invitation);
  const close = () => {
    closedInvitation.write(invitation.referrerFirstName);
    setClosed(invitation.referrerFirstName);
  };
  return (
    <section aria-label="Tu invitación" className="border-b border-line bg-surface">
      <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-3">
        <div className="flex-1">
          <p className="font-bold">{text.title}</p>
          <p className="text-sm text-muted">{text.detail}</p>
        </div>
        <button
          type="button"
          onClick={close}
          aria-label="Cerrar la invitación"
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-xl hover:text-brand"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </section>
  );
}

/** Who invited the visitor, an island alive from the page's load for an invited visitor only. */
export const InvitationBanner = island('invitation', InvitationNotice);

/** The checkout's reminder of the invitation, one line above the step, so the buyer knows whom their order helps. */
export function InvitationLine() {
  const invitation = useInvitation();
  if (!invitation) return null;
  return <p className="mb-4 rounded-lg bg-surface px-3 py-2 text-sm">{invitationText(invitation).line}</p>;
}
