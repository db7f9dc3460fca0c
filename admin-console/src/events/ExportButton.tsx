import { useState } from 'react';
import { useDataProvider, useListContext, useNotify } from 'react-admin';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import DownloadIcon from '@mui/icons-material/Download';
import type { FieDataProvider } from '../providers/dataProvider';

/** Downloads every event the list's filters match (not just the page shown), as NDJSON or CSV. */
export const ExportButton = () => {
  const { filterValues } = useListContext();
  const dataProvider = useDataProvider<FieDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const download = async (format: 'ndjson' | 'csv') => {
    setBusy(true);
    try {
      const { data, filename } = await dataProvider.exportEvents(filterValues, format);
      const url = URL.createObjectURL(data);
      const link = document.createElement('a');
      link.href = url;
      link.download = filename;
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      notify(`The export failed: ${(error as Error).message}`, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ButtonGroup size="small" variant="outlined" aria-label="Export the filtered events" disabled={busy}>
      <Button startIcon={<DownloadIcon />} onClick={() => download('csv')}>
        Export CSV
      </Button>
      <Button onClick={() => download('ndjson')}>NDJSON</Button>
    </ButtonGroup>
  );
};
