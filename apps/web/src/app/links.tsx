/** The website's links, followed by its router (router.tsx) on a plain click. */
import type { AnchorHTMLAttributes } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath } from './router';

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An address of the website: '/quoteView', '/forgot_password?redirect=%2Fbookings'. */
  to: string;
}

/** An <a> the router follows on a plain click; a modified or middle click opens it as the browser does. */
export function Link({ to, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) follow(event);
      }}
    />
  );
}

interface NavLinkProps extends LinkProps {
  /** Current only at this very address, not at the ones below it ('/' is above every page). */
  end?: boolean;
}

/**
 * Whether the page at `shown` is the one a link to `target` leads to, or (unless `end`) one below
 * it; without regard to case, as the routes match.
 */
export function isCurrentPage(shown: string, target: string, end: boolean): boolean {
  const page = shown.toLowerCase();
  const link = target.toLowerCase();
  const stem = link !== '/' && link.endsWith('/') ? link.length - 1 : link.length;
  return page === link || (!end && page.startsWith(link) && page.charAt(stem) === '/');
}

/** A link that marks itself when its page is the one shown: aria-current="page" and the class "active". */
export function NavLink({ to, end = false, className, ...rest }: NavLinkProps) {
  const active = isCurrentPage(useLocation().pathname, useResolvedPath(to).pathname, end);
  return (
    <Link
      {...rest}
      to={to}
      className={[className, active ? 'active' : null].filter(Boolean).join(' ')}
      aria-current={active ? 'page' : undefined}
    />
  );
}
