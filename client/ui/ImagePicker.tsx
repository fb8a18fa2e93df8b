import { Camera } from 'lucide-react';
import { useId, useRef } from 'react';
import './field.css';
import './image-picker.css';

/** A picture button: shows the chosen picture, or a camera icon; the file goes to onFile. */
export function ImagePicker({
  label,
  imageUrl,
  onFile,
  busy,
  error,
}: {
  label: string;
  imageUrl?: string | null;
  onFile: (file: File) => void;
  busy?: boolean;
  error?: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={error ? 'field field-invalid image-picker' : 'field image-picker'}>
      <label htmlFor={id}>{label}</label>
      <button
        type="button"
        className="image-picker-button"
        onClick={() => input.current?.click()}
        aria-describedby={error ? `${id}-error` : undefined}
        disabled={busy}
      >
        {imageUrl ? <img src={imageUrl} alt="Valgt profilbillede" /> : <Camera size={32} aria-hidden="true" />}
        <span>{busy ? 'Uploader...' : imageUrl ? 'Skift billede' : 'Vælg billede'}</span>
      </button>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onFile(file);
          e.target.value = '';
        }}
      />
      {error ? (
        <div className="field-error" id={`${id}-error`} role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
