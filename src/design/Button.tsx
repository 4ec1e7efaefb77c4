import type { ComponentPropsWithRef } from 'react';
import { Link } from 'wouter';

/** Aksel's three: the one main action of a screen, the others beside it, and the one that deletes. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger';

export function buttonClass(variant: ButtonVariant = 'primary', className?: string): string {
  return ['button', variant === 'primary' ? null : variant, className].filter(Boolean).join(' ');
}

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
}

/** A button at least 44 px high (WCAG 2.5.5) in the session's colour; `type="button"` unless it submits a form. */
export function Button({ variant, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...rest} />;
}

type LinkProps = Parameters<typeof Link>[0];

/** A link that looks like a button, for an action that goes to another page (it stays a link for screen readers). */
export function ButtonLink({ variant, className, ...rest }: LinkProps & { variant?: ButtonVariant; className?: string }) {
  return <Link {...(rest as LinkProps)} className={buttonClass(variant, className)} />;
}
