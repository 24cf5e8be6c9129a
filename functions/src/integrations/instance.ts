/**
 * One client per function instance and configuration: a client keeps state worth reusing between
 * requests (Zoom's token, SMTP connections), and a configuration change (a test, a redeploy with
 * new values) gets a fresh one.
 */
export function perConfiguration<C, T>(configOf: () => C, create: (config: C) => T): () => T {
  let instance: { key: string; value: T } | null = null;
  return () => {
    const config = configOf();
    const key = JSON.stringify(config);
    if (instance?.key !== key) instance = { key, value: create(config) };
    return instance.value;
  };
}
