/** One language of the domain catalogue, made by vite/texts.ts. */
declare module 'virtual:texts/*' {
  import type { Messages } from '@app/domain';

  const texts: Messages;
  export default texts;
}
