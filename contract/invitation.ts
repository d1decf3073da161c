/** Set beside the referral link's own (httpOnly) cookie, readable by scripts and saying only "invited": the browser
 * asks who invited it only then, so no other visitor's page asks anything. */
export const INVITED_COOKIE = 'fornido_invitado';

/** True when the browser's cookies (`document.cookie`) carry the invited flag. */
export const carriesInvitation = (cookies: string): boolean =>
  cookies.split(';').some((c) => c.trim().startsWith(`${INVITED_COOKIE}=`));
