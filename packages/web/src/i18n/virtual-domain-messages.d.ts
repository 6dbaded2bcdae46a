/** The domain's messages in one language (vite/domain-messages-plugin.ts). */
declare module 'virtual:domain-messages/*' {
  type Nested = { [key: string]: string | Nested };
  const messages: Nested;
  export default messages;
}
