import { Route, Routes } from 'react-router-dom';
import { ContentEditorScreen } from './content-editor-screen';
import { ContentListScreen } from './content-list-screen';

/** /admin/content/*: the lists, and an item's editor at :section/:id ('new' for a new one). */
export function ContentScreen() {
  return (
    <Routes>
      <Route index element={<ContentListScreen />} />
      <Route path=":section/:id" element={<ContentEditorScreen />} />
    </Routes>
  );
}
