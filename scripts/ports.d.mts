export type PortName =
  | 'auth'
  | 'firestore'
  | 'firestoreWebsocket'
  | 'functions'
  | 'hosting'
  | 'storage'
  | 'hub'
  | 'logging'
  | 'eventarc'
  | 'tasks'
  | 'web';
export const BASE_PORTS: Record<PortName, number>;
export function portOffset(env?: NodeJS.ProcessEnv): number;
export function ports(offset?: number): Record<PortName, number>;
export function webDistDir(offset?: number): string;
