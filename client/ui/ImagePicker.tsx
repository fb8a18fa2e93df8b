import { Camera } from 'lucide-react';
import { useId } from 'react';
import { FileField } from './FileField';
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
  return (
    <div className={error ? 'field field-invalid image-picker' : 'field image-picker'}>
      <label htmlFor={id}>{label}</label>
      <FileField id={id} accept="image/*" onFile={onFile}>
        {(open) => (
          <button
            type="button"
            className="image-picker-button"
            onClick={open}
            aria-describedby={error ? `${id}-error` : undefined}
            disabled={busy}
          >
            {imageUrl ? <img src={imageUrl} alt="Valgt profilbillede" /> : <Camera size={32} aria-hidden="true" />}
            <span>{busy ? 'Uploader...' : imageUrl ? 'Skift billede' : 'Vælg billede'}</span>
          </button>
        )}
      </FileField>
      {error ? (
        <div className="field-error" id={`${id}-error`} role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
