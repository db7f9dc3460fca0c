import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Labeled } from 'react-admin';

/** A date and time as people in Ghana read it (Africa/Accra, GMT all year). */
export const accra = (iso: string) => new Date(iso).toLocaleString('en-GH', { timeZone: 'Africa/Accra', dateStyle: 'medium', timeStyle: 'short' });

/** A small table with its own empty state: a person often has no documents or reports. */
export function Rows<T>({ title, rows, empty, head, cells }: { title: string; rows: T[] | undefined; empty: string; head: string[]; cells: (row: T) => ReactNode[] }) {
  return (
    <Labeled label={title} fullWidth>
      {!rows?.length ? (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              {head.map((h) => (
                <TableCell key={h}>{h}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, i) => (
              <TableRow key={i}>
                {cells(row).map((c, j) => (
                  <TableCell key={j}>{c}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Labeled>
  );
}

