import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { paths } from '../../../../lib/paths';
import { useT } from '../../../../lib/i18n/language';
import type { Figure, FigureListing } from '../../api/figures';

/** Each figure per listing: a row per listing, a column per figure the server counts per listing. */
export function PerListingTable({ listings, figures, statusLabels }: { listings: FigureListing[]; figures: Figure[]; statusLabels: Record<string, string> }) {
  const t = useT();
  const columns = figures.filter((figure) => figure.perListing);
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label={t('dashboard.figures.per-listing-table', 'Figures per listing')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('dashboard.figures.listing', 'Listing')}</TableCell>
            {columns.map((figure) => (
              <TableCell key={figure.key} align="right">
                {figure.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {listings.map((listing) => (
            <TableRow key={listing.id}>
              <TableCell component="th" scope="row">
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 200 }}>
                  {listing.thumbnail ? <Box component="img" src={listing.thumbnail} alt="" loading="lazy" sx={{ width: 48, height: 36, objectFit: 'cover', borderRadius: 0.5, flexShrink: 0 }} /> : null}
                  <Box>
                    {listing.status === 'published' ? (
                      <Link component={RouterLink} to={paths.property(listing.id)}>
                        {listing.title}
                      </Link>
                    ) : (
                      listing.title
                    )}
                    {listing.status !== 'published' ? <Chip size="small" label={statusLabels[listing.status] ?? listing.status} sx={{ ml: 1 }} /> : null}
                  </Box>
                </Box>
              </TableCell>
              {columns.map((figure) => (
                <TableCell key={figure.key} align="right">
                  {figure.perListing?.[listing.id] ?? 0}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
