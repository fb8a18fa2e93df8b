import type { AnchorHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import { buttonClassName, type ButtonLook } from './Button';
import './button.css';

type RouterLink = Omit<LinkProps, 'className'> & { href?: never };
type PlainLink = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className'> & { href: string; to?: never };

export type ButtonLinkProps = ButtonLook & (RouterLink | PlainLink);

/**
 * A link that looks like a Button. With `to` it is the router's Link (a move inside the app); with
 * `href` a plain anchor, for what must leave the app: a full page load, a download, a webcal feed.
 */
export function ButtonLink({ variant, size, block, className, ...rest }: ButtonLinkProps) {
  const classes = buttonClassName({ variant, size, block, className });
  if (rest.to !== undefined) return <Link className={classes} {...(rest as RouterLink)} />;
  return <a className={classes} {...(rest as PlainLink)} />;
}
