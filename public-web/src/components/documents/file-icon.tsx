import type { SvgIconProps } from '@mui/material/SvgIcon';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import FolderZipOutlined from '@mui/icons-material/FolderZipOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import { extensionOf } from '../../lib/documents';

/**
 * The icon of a document by its extension (pdf, png, jpg, jpeg, webp, doc, docx, xlsx, csv, rar);
 * anything else gets a generic file icon. `data-kind` names the choice for tests and styling.
 */
const kinds: Record<string, { kind: string; Icon: typeof InsertDriveFileOutlined; color: SvgIconProps['color'] }> = {
  pdf: { kind: 'pdf', Icon: PictureAsPdfOutlined, color: 'error' },
  png: { kind: 'image', Icon: ImageOutlined, color: 'secondary' },
  jpg: { kind: 'image', Icon: ImageOutlined, color: 'secondary' },
  jpeg: { kind: 'image', Icon: ImageOutlined, color: 'secondary' },
  webp: { kind: 'image', Icon: ImageOutlined, color: 'secondary' },
  doc: { kind: 'word', Icon: DescriptionOutlined, color: 'primary' },
  docx: { kind: 'word', Icon: DescriptionOutlined, color: 'primary' },
  xlsx: { kind: 'sheet', Icon: TableChartOutlined, color: 'success' },
  csv: { kind: 'sheet', Icon: TableChartOutlined, color: 'success' },
  rar: { kind: 'archive', Icon: FolderZipOutlined, color: 'warning' },
};

export function fileKind(name: string): string {
  return kinds[extensionOf(name)]?.kind ?? 'file';
}

export function FileIcon({ name, fontSize = 'medium' }: { name: string; fontSize?: SvgIconProps['fontSize'] }) {
  const match = kinds[extensionOf(name)];
  const Icon = match?.Icon ?? InsertDriveFileOutlined;
  return <Icon aria-hidden data-kind={match?.kind ?? 'file'} color={match?.color ?? 'action'} fontSize={fontSize} />;
}
