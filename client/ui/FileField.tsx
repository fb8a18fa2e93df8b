import { useRef, type InputHTMLAttributes, type ReactNode } from 'react';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'className' | 'tabIndex' | 'multiple' | 'children'>;

/**
 * A file chooser behind a control of the caller's own making (a picture button, a paperclip):
 * the native input stays visually hidden and out of the tab order, the control opens it, and
 * the one chosen file goes to onFile. The input is emptied after each choice, so choosing the
 * same file again still counts. Name the input through id (for a label), aria-label or
 * aria-hidden, as its place needs.
 */
export function FileField({
  onFile,
  children,
  ...input
}: InputProps & {
  onFile: (file: File) => void;
  /** The visible control; call open to show the system's file chooser. */
  children: (open: () => void) => ReactNode;
}) {
  const ref = useRef<HTMLInputElement>(null);
  return (
    <>
      {children(() => ref.current?.click())}
      <input
        {...input}
        ref={ref}
        type="file"
        className="sr-only"
        tabIndex={-1}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onFile(file);
          e.target.value = '';
        }}
      />
    </>
  );
}
