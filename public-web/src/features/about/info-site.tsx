import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { config } from '../../config';
import { NotFound } from '../../components/ui/not-found';
import { useDocumentTitle } from '../../lib/document-title';
import { infoTopics, paths } from '../../lib/paths';
import { infoContent } from './info-content';

/**
 * The company info site: the about host's landing, /fie_info and /fie_info/:id (or /:id on the about
 * host). Plain text only, so it opens fast on any connection.
 */
export function InfoSite({ topicId }: { topicId?: string }) {
  const topic = infoTopics.find((candidate) => candidate.id === topicId);
  useDocumentTitle(topic ? `${config.productName} · ${infoContent[topic.id].title}` : `${config.productName} · The property marketplace for Ghana`);
  // No scroll of its own: a move to another topic is a move to another address, which starts at the top
  // (app/navigation-effects.tsx), and the page the browser opened stays where the reader has scrolled it.

  if (topicId && !topic) return <NotFound />;
  if (topic) {
    const content = infoContent[topic.id];
    return (
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
        <Typography variant="overline" component="p" color="text.secondary">
          {topic.label}
        </Typography>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }} gutterBottom>
          {content.title}
        </Typography>
        {content.paragraphs.map((paragraph) => (
          <Typography key={paragraph} sx={{ mb: 2 }}>
            {paragraph}
          </Typography>
        ))}
        <Button component={RouterLink} to={content.action.to} variant="contained" sx={{ mt: 1 }}>
          {content.action.label}
        </Button>
      </Container>
    );
  }

  return (
    <>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 6, md: 10 } }}>
        <Container maxWidth="md">
          <Typography variant="h3" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 32, md: 48 } }}>
            {config.productName}, the property marketplace for Ghana
          </Typography>
          <Typography variant="h6" component="p" sx={{ mt: 2, opacity: 0.92, fontWeight: 400 }}>
            {config.mission}
          </Typography>
          <Button component={RouterLink} to={paths.about} variant="contained" color="secondary" sx={{ mt: 3 }}>
            About us
          </Button>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Grid container spacing={2}>
          {infoTopics.map((item) => (
            <Grid key={item.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea component={RouterLink} to={paths.infoTopic(item.id)} sx={{ height: '100%' }}>
                  <CardContent>
                    <Typography variant="h6" component="h2" gutterBottom>
                      {infoContent[item.id].title}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {infoContent[item.id].summary}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
    </>
  );
}
