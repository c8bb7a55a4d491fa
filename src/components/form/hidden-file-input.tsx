import type { Ref } from 'react';

/** An upload's limits as the "up to {{max}} files of {{mb}} MB" messages quote them. */
export const limitValues = (limits: { maxFiles: number; maxFileBytes: number }) => ({
  max: limits.maxFiles,
  mb: limits.maxFileBytes / 1024 / 1024,
});

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
