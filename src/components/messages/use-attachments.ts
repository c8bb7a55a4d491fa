import { useCallback, useState } from 'react';
import { perFileProgress } from '@/lib/upload-check';

/**
 * The files of a message form and their upload progress: `onProgress` goes to the multipart
 * call and turns the bytes sent into a bar per file; `done` clears the bars.
 */
export function useAttachments() {
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number[] | undefined>();
  const onProgress = useCallback(
    (loaded: number, total: number) =>
      setProgress(
        perFileProgress(
          files.map((f) => f.size),
          loaded,
          total,
        ),
      ),
    [files],
  );
  const done = useCallback(() => setProgress(undefined), []);
  return { files, setFiles, progress, onProgress, done };
}
