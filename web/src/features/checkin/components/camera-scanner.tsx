import { Button, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type QrScanner from 'qr-scanner';
import { useT } from '../../../i18n/use-t';
import {
  CAMERA_PROBLEM_MESSAGE,
  cameraProblem,
  fullFrameRegion,
  onceEach,
  type CameraProblem,
} from '../lib/camera';

/** Spec part 1 §9: the scanner looks every 500 ms. */
const SCANS_PER_SECOND = 2;

/** The document barcodes (not QR) only the browser's own BarcodeDetector reads. */
const DOCUMENT_FORMATS = ['code_128', 'pdf417'];

interface NativeDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type NativeDetectorClass = (new (options: { formats: string[] }) => NativeDetector) & {
  getSupportedFormats?: () => Promise<string[]>;
};

/**
 * The browser's BarcodeDetector for the document formats it supports (Chromium on Android and
 * macOS), or null. qr-scanner asks it for QR codes only; a phone at the door also reads the
 * barcode on an ID card this way, as it did before qr-scanner.
 */
async function documentDetector(): Promise<NativeDetector | null> {
  const ctor = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!ctor?.getSupportedFormats) return null;
  const formats = (await ctor.getSupportedFormats()).filter((f) => DOCUMENT_FORMATS.includes(f));
  return formats.length === 0 ? null : new ctor({ formats });
}

/**
 * Why the camera did not start. qr-scanner hides the cause, so ask getUserMedia once more for its
 * own error, and the Permissions API and the device list where the browser has them.
 */
async function probeProblem(Scanner: typeof QrScanner): Promise<CameraProblem> {
  let error: unknown = null;
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: false });
    stream.getTracks().forEach((track) => track.stop());
  } catch (caught) {
    error = caught;
  }
  const permission = await navigator.permissions
    ?.query({ name: 'camera' as PermissionName })
    .then((status) => status.state)
    .catch(() => null);
  const cameras = await Scanner.listCameras(false).catch(() => []);
  return cameraProblem(error, { permission: permission ?? null, cameras: cameras.length });
}

type Torch = 'none' | 'off' | 'on';

/**
 * The camera tab: qr-scanner decodes QR codes in its Web Worker (or with the native
 * BarcodeDetector where the browser has one), so the main thread only copies a scaled-down frame
 * twice a second. The library itself loads when the tab opens. Staff pick the rear or front camera
 * (or a listed device) and switch the torch where the camera has one.
 */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const scanner = useRef<QrScanner | null>(null);
  const [camera, setCamera] = useState<string>('environment');
  const [cameras, setCameras] = useState<QrScanner.Camera[]>([]);
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const [torch, setTorch] = useState<Torch>('none');
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  });
  const supported = typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices);

  useEffect(() => {
    if (!supported) return undefined;
    let stopped = false;
    let instance: QrScanner | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    const read = onceEach((code) => onCodeRef.current(code));
    void import('qr-scanner').then(async ({ default: Scanner }) => {
      if (stopped || !video.current) return;
      const element = video.current;
      instance = new Scanner(element, (result) => read(result.data), {
        returnDetailedScanResult: true,
        maxScansPerSecond: SCANS_PER_SECOND,
        preferredCamera: 'environment',
        calculateScanRegion: (v) => fullFrameRegion(v.videoWidth, v.videoHeight),
        // "No QR code found" comes with every empty frame: nothing to report.
        onDecodeError: () => undefined,
      });
      scanner.current = instance;
      try {
        await instance.start();
      } catch {
        if (!stopped) setProblem(await probeProblem(Scanner));
        return;
      }
      if (stopped) return;
      setProblem(null);
      // Labels are only readable once the permission is granted, i.e. after start().
      void Scanner.listCameras(true).then((list) => {
        if (!stopped) setCameras(list.filter((c) => c.label !== ''));
      });
      void instance.hasFlash().then((has) => {
        if (!stopped) setTorch(has ? 'off' : 'none');
      });
      const detector = await documentDetector().catch(() => null);
      if (detector === null || stopped) return;
      timer = setInterval(() => {
        detector
          .detect(element)
          .then((codes) => {
            const code = codes[0]?.rawValue;
            if (code) read(code);
          })
          .catch(() => undefined);
      }, 1000 / SCANS_PER_SECOND);
    });
    return () => {
      stopped = true;
      clearInterval(timer);
      instance?.destroy();
      scanner.current = null;
    };
  }, [supported]);

  // Without camera access (plain http, or an old browser) only the gun tab works.
  if (!supported) return <Text>{t('scanner.cameraUnsupported')}</Text>;

  const choose = (value: string) => {
    setCamera(value);
    const current = scanner.current;
    if (current === null) return;
    void current
      .setCamera(value)
      .then(() => current.hasFlash())
      .then((has) => setTorch(has ? 'off' : 'none'))
      .catch(() => setProblem('failed'));
  };
  const toggleTorch = () => {
    const current = scanner.current;
    if (current === null) return;
    void current
      .toggleFlash()
      .then(() => setTorch(current.isFlashOn() ? 'on' : 'off'))
      .catch(() => setTorch('none'));
  };

  return (
    <Stack gap="2">
      <HStack gap="2">
        <NativeSelect.Root size="sm" flex="1">
          <NativeSelect.Field
            aria-label={t('scanner.facing')}
            value={camera}
            onChange={(e) => choose(e.currentTarget.value)}
          >
            <option value="environment">{t('scanner.rear')}</option>
            <option value="user">{t('scanner.front')}</option>
            {cameras.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {torch !== 'none' ? (
          <Button size="sm" variant="outline" aria-pressed={torch === 'on'} onClick={toggleTorch}>
            {torch === 'on' ? t('scanner.torchOff') : t('scanner.torchOn')}
          </Button>
        ) : null}
      </HStack>
      {problem !== null ? (
        <Text color="red.700" data-testid="camera-problem">
          {t(CAMERA_PROBLEM_MESSAGE[problem])}
        </Text>
      ) : null}
      <video ref={video} muted playsInline style={{ width: '100%' }} />
    </Stack>
  );
}
