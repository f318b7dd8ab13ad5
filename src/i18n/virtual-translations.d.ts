// One language's compiled messages of every namespace, keyed `namespace:key` (scripts/vite/compile-messages.ts).
declare module 'virtual:translations/*' {
  const messages: Readonly<Record<string, unknown>>;
  export default messages;
}
