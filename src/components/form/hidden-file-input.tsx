import type { Ref } from 'react';

/**
 * The invisible file input behind a "choose files" or "take a photo" button: it hands the
 * picked files on and empties itself, so the same file can be picked again.
 */
export function HiddenFileInput({
  ref,
  onFiles,
  ...props
}: {
  ref: Ref<HTMLInputElement>;
  onFiles: (files: FileList | null) => void;
  accept: string;
  'aria-label': string;
  multiple?: boolean;
  capture?: 'environment' | 'user';
  'data-testid'?: string;
}) {
  return (
    <input
      ref={ref}
      type="file"
      hidden
      {...props}
      onChange={(e) => {
        onFiles(e.target.files);
        e.target.value = '';
      }}
    />
  );
}
