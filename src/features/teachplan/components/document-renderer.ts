/** What each document renderer (PDF, Word, Excel) is given. */
export interface DocumentRendererProps {
  blob: Blob;
  /** the plan's file name, the document's accessible name */
  title: string;
  /** the document could not be read: the viewer offers the download instead */
  onError: (error: unknown) => void;
}
