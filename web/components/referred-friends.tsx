import type { ReferredFriend } from '../../core/loyalty/view-referrals';

/** The people the shopper referred, by alias, with when they joined or first ordered; the empty state says what will
 * put someone there (an account made with the link, or an order placed with it, a guest's too). */
export function ReferredFriends({ friends }: { friends: readonly ReferredFriend[] }) {
  if (friends.length === 0)
    return (
      <p className="mt-2">
        Aún no tienes referidos. Cuando alguien cree su cuenta o haga un pedido con tu enlace, aparecerá aquí con su
        nombre corto.
      </p>
    );
  return (
    <ul aria-label="Tus referidos" className="mt-2 divide-y divide-line">
      {friends.map((friend, i) => (
        <li key={`${friend.joinedAt}-${i}`} className="flex flex-wrap justify-between gap-x-3 py-2">
          <span className="font-semibold">{friend.alias}</span>
          <span className="text-sm text-muted">{friend.joinedText}</span>
        </li>
      ))}
    </ul>
  );
}
