import { useEffect, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { scrollToSection } from '../../lib/scroll';
import type { Block, LegalText } from './legal-types';

function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, index) =>
        typeof block === 'string' ? (
          <Typography key={index} sx={{ mb: 1.5 }}>
            {block}
          </Typography>
        ) : (
          <Box key={index} component="ul" sx={{ pl: 3, mt: 0, mb: 1.5 }}>
            {block.list.map((item) => (
              <Typography key={item} component="li" sx={{ mb: 0.5 }}>
                {item}
              </Typography>
            ))}
          </Box>
        ),
      )}
    </>
  );
}

/**
 * A legal text with a sticky contents tree beside it (above it on a phone). Each entry is a real link
 * to `#id` that also smooth-scrolls, so it works without JavaScript's help and can be shared.
 */
export function LegalDocument({ text, sectionId, basePath }: { text: LegalText; sectionId?: string; basePath: string }) {
  useEffect(() => {
    scrollToSection(sectionId);
  }, [sectionId]);

  const jump = (id: string) => (event: MouseEvent) => {
    if (scrollToSection(id)) {
      event.preventDefault();
      window.history.replaceState(window.history.state, '', `#${id}`);
    }
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h3" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 30, md: 44 } }}>
        {text.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Last updated {text.updated}
      </Typography>
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '280px 1fr' }, alignItems: 'start' }}>
        <Paper
          component="nav"
          aria-label="Contents"
          variant="outlined"
          sx={{ p: 2, position: { md: 'sticky' }, top: { md: 80 }, maxHeight: { md: 'calc(100vh - 100px)' }, overflowY: 'auto' }}
        >
          <Typography variant="subtitle2" component="h2" gutterBottom>
            Contents
          </Typography>
          <Box component="ol" data-testid="contents-tree" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {text.sections.map((section) => (
              <Box component="li" key={section.id} sx={{ py: 0.25 }}>
                <Link component={RouterLink} to={`${basePath}#${section.id}`} onClick={jump(section.id)} variant="body2" underline="hover">
                  {section.contentsNumber ?? section.number}. {section.title}
                </Link>
                {section.subsections ? (
                  <Box component="ol" sx={{ listStyle: 'none', pl: 2, m: 0 }}>
                    {section.subsections.map((sub) => (
                      <li key={sub.id}>
                        <Link component={RouterLink} to={`${basePath}#${sub.id}`} onClick={jump(sub.id)} variant="body2" color="text.secondary" underline="hover">
                          {sub.title}
                        </Link>
                      </li>
                    ))}
                  </Box>
                ) : null}
              </Box>
            ))}
          </Box>
        </Paper>
        <Box component="article" sx={{ minWidth: 0 }}>
          <Blocks blocks={text.intro} />
          {text.sections.map((section) => (
            <Box component="section" key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} sx={{ scrollMarginTop: 80, mt: 3 }}>
              <Typography id={`${section.id}-title`} variant="h5" component="h2" gutterBottom sx={{ fontWeight: 600 }}>
                {section.number}. {section.title}
              </Typography>
              <Blocks blocks={section.blocks} />
              {section.subsections?.map((sub) => (
                <Box key={sub.id} id={sub.id} sx={{ scrollMarginTop: 80 }}>
                  <Typography variant="h6" component="h3" gutterBottom>
                    {sub.title}
                  </Typography>
                  <Blocks blocks={sub.blocks} />
                </Box>
              ))}
            </Box>
          ))}
        </Box>
      </Box>
    </Container>
  );
}
