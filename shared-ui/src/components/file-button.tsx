import { useId, type InputHTMLAttributes } from 'react';
import type { ButtonSize } from './button';

export interface FileButtonProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'onChange' | 'value' | 'size'
> {
  /** What the button says; also the file input's name. */
  label: string;
  /** The file chosen. The input is emptied after each choice, so the same file can be chosen again. */
  onFile: (file: File) => void;
  variant?: 'primary' | 'secondary';
  size?: ButtonSize;
}

/**
 * A file picker that looks like a button: the native input stays the control (keyboard, screen
 * readers, drag and drop onto it in some browsers), drawn as the label beside it.
 */
export function FileButton({
  label,
  onFile,
  variant = 'secondary',
  size = 'md',
  id,
  className,
  disabled,
  ...rest
}: FileButtonProps) {
  const generated = useId();
  const inputId = id ?? `file-${generated}`;
  return (
    <span className={['spec-file-button', className].filter(Boolean).join(' ')}>
      <input
        id={inputId}
        type="file"
        className="spec-file-button__input"
        disabled={disabled}
        {...rest}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <label
        htmlFor={inputId}
        className="spec-button"
        data-variant={variant}
        data-size={size}
        aria-disabled={disabled || undefined}
      >
        {label}
      </label>
    </span>
  );
}
