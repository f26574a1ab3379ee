import type { AnchorHTMLAttributes, ComponentPropsWithRef, ReactNode } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretches to the width of its container (forms, drawers on phones). */
  block?: boolean;
}

function lookProps({ variant = 'primary', size = 'md', block }: Look, className?: string) {
  return {
    'data-variant': variant,
    'data-size': size,
    'data-block': block ? '' : undefined,
    className: ['spec-button', className].filter(Boolean).join(' '),
  };
}

export interface ButtonProps extends ComponentPropsWithRef<'button'>, Look {
  /**
   * Shows a spinner and ignores clicks (and form submits) while an action runs; it keeps focus,
   * and the label stays for screen readers.
   */
  busy?: boolean;
}

/** A button: primary for the one main action of a view, secondary and ghost for the rest. */
export function Button({
  variant,
  size,
  block,
  busy,
  type = 'button',
  className,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  // Busy is aria-disabled, not disabled: a disabled button drops keyboard focus to the page.
  return (
    <button
      type={type}
      {...lookProps({ variant, size, block }, className)}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      {...rest}
      onClick={busy ? (event) => event.preventDefault() : rest.onClick}
    >
      {busy && <span className="spec-button__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement>, Look {
  href: string;
}

/** A link that looks like a button: navigation, never an action. */
export function ButtonLink({ variant, size, block, className, ...rest }: ButtonLinkProps) {
  return <a {...lookProps({ variant, size, block }, className)} {...rest} />;
}

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  /** The accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  icon: ReactNode;
  variant?: 'ghost' | 'secondary' | 'primary';
  size?: ButtonSize;
}

/** A square button holding only an icon, named by `label`. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  type = 'button',
  className,
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      data-variant={variant}
      data-size={size}
      className={['spec-icon-button', className].filter(Boolean).join(' ')}
      {...rest}
    >
      <span aria-hidden="true" className="spec-icon-button__icon">
        {icon}
      </span>
    </button>
  );
}
