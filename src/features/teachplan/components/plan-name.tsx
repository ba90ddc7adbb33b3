/** A plan's file name with the icon of its kind (PDF, Word, Excel): a long name shortened, in full on hover. */
import { FileExcelOutlined, FileOutlined, FilePdfOutlined, FileWordOutlined } from '@ant-design/icons';
import { shortenFileName } from '@/lib/file-names';
import { planFileKind } from '../utils/plan-files';

const ICONS = { pdf: FilePdfOutlined, docx: FileWordOutlined, xlsx: FileExcelOutlined };

export function PlanIcon({ fileName }: { fileName: string }) {
  const kind = planFileKind(fileName);
  const Icon = kind ? ICONS[kind] : FileOutlined;
  return <Icon className={`tp-name__icon tp-name__icon--${kind ?? 'other'}`} aria-hidden />;
}

export function PlanName({ fileName }: { fileName: string }) {
  return (
    <span className="tp-name">
      <PlanIcon fileName={fileName} />
      <span className="tp-name__text" title={fileName}>
        {shortenFileName(fileName)}
      </span>
    </span>
  );
}
