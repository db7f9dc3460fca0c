import { Box, Typography } from '@mui/material';

const example = `id,title,price,currency,bedrooms,category,town,url
a1,"3-bedroom house, Spintex",3500,GHS,3,residential,Spintex,https://partner.example/a1`;

/** What a feed may hold, with the smallest CSV that works; the server reads the same fields from JSON. */
export const FeedHelp = () => (
  <Box sx={{ maxWidth: 640, color: 'text.secondary' }}>
    <Typography variant="body2" gutterBottom>
      The listings appear only in the public search&apos;s &lsquo;Discover related results from other real estate
      companies&rsquo; section, with the company named. A new import of the same company replaces its listings.
    </Typography>
    <Typography variant="body2" gutterBottom>
      JSON: an array of listings (or <code>{'{ "items": [...] }'}</code>). CSV: a header row, then one listing a line:
    </Typography>
    <Box component="pre" sx={{ fontFamily: 'monospace', fontSize: 12, m: 0, mb: 1, p: 1, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto' }}>
      {example}
    </Box>
    <Typography variant="caption" component="p">
      Fields: id, title or name, price, currency (GHS or USD; GHC counts as GHS), bedrooms, bathrooms, category (residential, commercial,
      farmland or events), town, region, url, images (a JSON array of addresses, or a list). Rows without a title or
      a name are skipped.
    </Typography>
  </Box>
);
