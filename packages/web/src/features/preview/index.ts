// The preview feature's public entry: what other features may use (read-only while previewing).
export { WhenWritable, WritableAction } from './read-only';
export { ViewAsClientButton } from './view-as-client-button';
