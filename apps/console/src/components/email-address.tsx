/**
 * An email address that, when it must wrap, wraps after the @ first (not in the middle of a word).
 * One span, so a flex parent (a link, a fact) keeps it one piece of text: "a@b.com", not "a@ b.com".
 */
export function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <span>{email}</span>;
  return (
    <span>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </span>
  );
}
