import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';

/**
 * The last resort, with or without a router. Its texts are fixed English on purpose: the
 * failure may be in the translations themselves, and spec §2 names the heading.
 */
export function ErrorScreen() {
  return (
    <Box role="alert" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Box sx={{ maxWidth: 480, textAlign: 'center', display: 'grid', gap: 2 }}>
        <Typography level="h2" component="h1">
          Unexpected Application Error!
        </Typography>
        <Typography level="body-md">
          Something went wrong on our side. Reload the page or go back to the start.
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center' }}>
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <Button variant="outlined" component="a" href="/">
            Go to start
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
