import { Box, Button, Container, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { firebaseConfig, usesEmulators } from '../../../lib/firebase';
import { useSession } from '../../../lib/session/session-provider';
import { probeApi, probeFirestore, type Probe } from '../api/probes';

/**
 * /queryTesting (spec part 1 §2.1 "test page"): what support asks first when something fails —
 * the build, whether it talks to the emulators or to production, whether the API and Firestore
 * answer from this browser and how fast, and who is signed in. It reads nothing private.
 */
export default function DiagnosticsPage() {
  const t = useT();
  const session = useSession();
  // Each check is a numbered run; results of an earlier run are not shown as the current ones.
  const [run, setRun] = useState(0);
  const [results, setResults] = useState<{ run: number; api?: Probe; firestore?: Probe }>({
    run: -1,
  });
  useEffect(() => {
    const settle = (part: 'api' | 'firestore') => (result: Probe) =>
      setResults((prev) => ({ ...(prev.run === run ? prev : { run }), [part]: result }));
    void probeApi().then(settle('api'));
    void probeFirestore().then(settle('firestore'));
  }, [run]);
  const checking: Probe = { state: 'checking' };
  const api = (results.run === run && results.api) || checking;
  const firestore = (results.run === run && results.firestore) || checking;

  const shown = (p: Probe) =>
    p.state === 'checking'
      ? t('diagnostics.checking')
      : p.state === 'up'
        ? t('diagnostics.reachable', { ms: p.ms })
        : t('diagnostics.unreachable', { reason: p.reason });
  const project = firebaseConfig.projectId ?? '';
  const rows = [
    ['version', t('diagnostics.version'), import.meta.env.VITE_APP_VERSION ?? '—'],
    [
      'mode',
      t('diagnostics.mode'),
      t(usesEmulators ? 'diagnostics.emulators' : 'diagnostics.production', { project }),
    ],
    ['api', t('diagnostics.api'), shown(api)],
    ['firestore', t('diagnostics.firestore'), shown(firestore)],
    [
      'user',
      t('diagnostics.user'),
      session.status === 'loading'
        ? t('diagnostics.checking')
        : (session.user?.uid ?? t('diagnostics.anonymous')),
    ],
  ] as const;
  return (
    <Container maxW="3xl" py="8">
      <Stack gap="5">
        <Heading as="h1" size="2xl">
          {t('diagnostics.title')}
        </Heading>
        <Text>{t('diagnostics.intro')}</Text>
        <Grid as="dl" templateColumns="max-content 1fr" columnGap="6" rowGap="2">
          {rows.map(([id, label, value]) => (
            <Box key={id} display="contents">
              <Box as="dt" fontWeight="semibold">
                {label}
              </Box>
              <Box as="dd" data-testid={`diagnostics-${id}`} wordBreak="break-all">
                {value}
              </Box>
            </Box>
          ))}
        </Grid>
        <Button alignSelf="start" variant="outline" onClick={() => setRun((n) => n + 1)}>
          {t('diagnostics.check')}
        </Button>
      </Stack>
    </Container>
  );
}
