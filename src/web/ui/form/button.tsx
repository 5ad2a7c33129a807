import type { ButtonHTMLAttributes } from 'react';
import { buttonBase, buttonStyles, guestButtonStyles } from './styles';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant };

/** The admin panel's button (`type="button"` unless told). */
export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={`${buttonBase} ${buttonStyles[variant]} ${className}`}
      {...props}
    />
  );
}

/** The guest site's pill button (`type="button"` unless told). */
export function GuestButton({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: 'primary' | 'secondary' }) {
  return <button type={type} className={`${guestButtonStyles[variant]} ${className}`} {...props} />;
}
